/**
 * Every way the command reads input, so that a class can hand its spoilt text to any of them: the
 * eight commands that read puzzles, from a file, standard input or an argument. The slow ones are
 * bounded by ordinary options (ga's generations, generate's time limit) so that a long run means
 * the input made it long.
 */

import type { Random } from '../../src/engine/core/random';
import type { FuzzCase, FuzzContext } from './case';
import { pick, withoutNul } from './mutate';

export type Reader = 'solve' | 'analyze' | 'batch' | 'hint' | 'compare' | 'generate' | 'transform' | 'ga';
export const READERS: readonly Reader[] = [
  'solve',
  'analyze',
  'batch',
  'hint',
  'compare',
  'generate',
  'transform',
  'ga',
];
/** The commands that take a workbook. */
export const BOOK_READERS: readonly Reader[] = ['solve', 'analyze', 'batch', 'hint', 'compare', 'transform', 'ga'];

export const GA_BOUNDS = ['--generations', '30', '--population', '10', '--runs', '1', '--seed', '1'];
export const GENERATE_BOUNDS = ['--time-limit', '300', '--count', '1', '--seed', '1'];

/** A log with its header only: compare reads it beside a puzzle under test. */
const EMPTY_LOG = 'seconds,row,col,value\n';

export const KINDS = [
  'standard',
  'diagonal',
  'windoku',
  'jigsaw',
  'colour',
  'color',
  'combined',
  'samurai',
  'butterfly',
  'sohei',
  'windmill',
  'gattai-8',
  'shogun',
  'sumo',
];

/** A good 9×9 puzzle from the fixtures. */
export function goodPuzzle(random: Random, context: FuzzContext): string {
  return pick(random, context.sources.solved).puzzle;
}

function json(random: Random): string[] {
  return random.int(2) ? ['--json'] : [];
}

/** The arguments of `reader` reading `file` (a name in the run's folder, an absolute path, or - for standard input). */
export function readFileArgs(random: Random, context: FuzzContext, reader: Reader, file: string): string[] {
  switch (reader) {
    case 'solve':
    case 'analyze':
      return [reader, '--file', file, ...json(random)];
    case 'transform':
      return ['transform', '--file', file];
    case 'ga':
      return ['ga', '--file', file, ...GA_BOUNDS];
    case 'batch':
      return ['batch', file, '--out', 'results.xlsx'];
    case 'generate':
      return ['generate', '--pattern', file, ...GENERATE_BOUNDS, ...json(random)];
    case 'hint':
      return random.int(2)
        ? ['hint', '--puzzle-file', file]
        : ['hint', '--puzzle', goodPuzzle(random, context), '--grid-file', file];
    case 'compare':
      return random.int(2)
        ? ['compare', '--puzzle-file', file, '--log', 'log.csv']
        : ['compare', '--puzzle', goodPuzzle(random, context), '--log', file];
  }
}

/** Readers that take standard input as '-'. */
const STDIN_READERS: readonly Reader[] = ['solve', 'analyze', 'transform', 'ga', 'generate', 'batch'];

/** A run of one of `readers` reading `content` from a file named input`ext`, or now and then from standard input. */
export function readerCase(
  random: Random,
  context: FuzzContext,
  content: string | Uint8Array,
  ext: string,
  readers: readonly Reader[] = READERS,
): Pick<FuzzCase, 'argv' | 'files' | 'stdin'> {
  const reader = pick(random, readers);
  const files: Record<string, string | Uint8Array> = { 'log.csv': EMPTY_LOG };
  if (STDIN_READERS.includes(reader) && ext !== '.xlsx' && random.int(5) === 0)
    return { argv: readFileArgs(random, context, reader, '-'), files, stdin: content };
  const name = `input${ext}`;
  files[name] = content;
  return { argv: readFileArgs(random, context, reader, name), files };
}

/** A run reading `text` as an argument (the puzzle, grid or pattern itself), where the reader takes one; else from a file. */
export function argumentCase(
  random: Random,
  context: FuzzContext,
  text: string,
  readers: readonly Reader[] = READERS,
): Pick<FuzzCase, 'argv' | 'files' | 'stdin'> {
  // An argument cannot hold NUL, and the kernel refuses one over 128 KiB.
  const argument = withoutNul(text).slice(0, 60_000);
  const reader = pick(random, readers);
  const files = { 'log.csv': EMPTY_LOG };
  const end = random.int(3) === 0 ? ['--'] : [];
  switch (reader) {
    case 'solve':
    case 'analyze':
      return { argv: [reader, ...json(random), ...end, argument], files };
    case 'transform':
      return { argv: ['transform', ...end, argument], files };
    case 'ga':
      return { argv: ['ga', ...GA_BOUNDS, ...end, argument], files };
    case 'hint':
      return {
        argv: random.int(2)
          ? ['hint', '--puzzle', argument]
          : ['hint', '--puzzle', goodPuzzle(random, context), '--grid', argument],
        files,
      };
    case 'compare':
      return { argv: ['compare', '--puzzle', argument, '--log', 'log.csv'], files };
    case 'generate':
      return { argv: ['generate', '--pattern', argument, ...GENERATE_BOUNDS], files };
    case 'batch':
      return readerCase(random, context, text, '.txt', ['batch']);
  }
}

/** Now and then a kind option that may not match the input: the option wins over a header, with a warning. */
export function maybeKind(random: Random): string[] {
  switch (random.int(8)) {
    case 0:
      return ['--kind', pick(random, KINDS)];
    case 1:
      return ['--box', pick(random, ['2x2', '3x3', '4x3', '3x4', '0x0', '1x81', '9x1'])];
    case 2:
      return ['--kind', 'combined', '--grids', pick(random, ['0,0;6,6', '0,0;0,0', '0,0;12,12;6,6', '0,0'])];
    default:
      return [];
  }
}
