/**
 * Random and spoilt puzzle text (issue 41's class 8) for every command that reads input: random
 * bytes, mutated puzzles of every kind, cut lines, numeric rows with numbers no puzzle holds, CSV
 * quoted wrongly, timedia records cut short, and the inputs of hint, compare, generate and ga.
 * All malformed input: 200 MiB each.
 */

import type { Random } from '../../src/engine/core/random';
import type { FuzzCase, FuzzClass, FuzzContext } from './case';
import {
  between,
  cutBytes,
  mutateText,
  ODD_NUMBERS,
  oddCsv,
  pick,
  randomBytes,
  randomText,
  withBadUtf8,
  withoutNul,
} from './mutate';
import { argumentCase, GA_BOUNDS, goodPuzzle, KINDS, maybeKind, READERS, readerCase } from './readers';

function lineCount(content: string | Uint8Array): number {
  const text = typeof content === 'string' ? content : Buffer.from(content).toString('latin1');
  return text.split('\n').length;
}

const KIND_READERS = new Set(['solve', 'analyze', 'batch', 'hint', 'generate', 'compare']);

/** A reading run of `content` with a kind option now and then, on the commands that take one. */
function spoiltRun(
  random: Random,
  context: FuzzContext,
  content: string | Uint8Array,
  ext: string,
  readers = READERS,
): FuzzCase {
  const run = readerCase(random, context, content, ext, readers);
  const kind = KIND_READERS.has(run.argv[0]) ? maybeKind(random) : [];
  return { ...run, argv: [...run.argv, ...kind], limitMiB: 200, inputs: lineCount(content) };
}

/** Some good 9×9 puzzles, one a line, blanks as dots or zeros. */
function puzzleLines(random: Random, context: FuzzContext, count: number): string[] {
  const blank = pick(random, ['.', '0']);
  return Array.from({ length: count }, () => goodPuzzle(random, context).replace(/0/g, blank));
}

/** A file of one kind from the fixtures, or of 9×9 puzzles. */
function goodText(random: Random, context: FuzzContext): string {
  if (random.int(3) === 0) return `${puzzleLines(random, context, between(random, 1, 8)).join('\n')}\n`;
  return pick(random, context.sources.kinds).text;
}

const randomBytesClass: FuzzClass = {
  name: 'random-bytes',
  group: 'text',
  about: 'random bytes or random text (up to 64 KiB) as a file, standard input or an argument',
  weight: 4,
  make(random, context) {
    const length = random.int(4) === 0 ? random.int(65_536) : random.int(400);
    if (random.int(4) === 0)
      return { ...argumentCase(random, context, randomText(random, Math.min(length, 2000))), limitMiB: 200, inputs: 1 };
    const content = random.int(2) ? randomBytes(random, length) : randomText(random, length);
    return spoiltRun(random, context, content, pick(random, ['.txt', '.csv', '', '.xlsx', '.dat']));
  },
};

const mutatedPuzzles: FuzzClass = {
  name: 'mutated-puzzles',
  group: 'text',
  about:
    'good puzzles of every kind (test/fixtures/variants and 9×9) with characters replaced, inserted, deleted, lines swapped or repeated, line ends changed',
  weight: 5,
  make(random, context) {
    const text = mutateText(random, goodText(random, context));
    if (random.int(5) === 0)
      return {
        ...argumentCase(random, context, text.split('\n').find((line) => !line.startsWith('#')) ?? text),
        limitMiB: 200,
        inputs: 1,
      };
    return spoiltRun(
      random,
      context,
      random.int(6) === 0 ? withBadUtf8(random, text) : text,
      pick(random, ['.txt', '.txt', '.csv', '']),
    );
  },
};

const truncatedLines: FuzzClass = {
  name: 'truncated-lines',
  group: 'text',
  about:
    'puzzle lines cut short, and files cut at a random byte (inside a character or a header, without a last newline)',
  weight: 3,
  make(random, context) {
    const text = goodText(random, context);
    if (random.int(2)) return spoiltRun(random, context, cutBytes(random, text), '.txt');
    const lines = text
      .split('\n')
      .map((line) => (random.int(3) === 0 ? line.slice(0, random.int(line.length + 1)) : line));
    return spoiltRun(random, context, lines.join('\n'), '.txt');
  },
};

/** A 9×9 puzzle as 9 rows of numbers, some cells replaced by numbers no puzzle holds. */
function numericRows(random: Random, context: FuzzContext): string {
  const separator = pick(random, [' ', ',', '\t', '  ', ' , ']);
  const cells = Array.from(goodPuzzle(random, context), (digit) =>
    random.int(12) === 0 ? pick(random, ODD_NUMBERS) : digit,
  );
  const rows = Array.from({ length: 9 }, (_, row) => cells.slice(row * 9, row * 9 + 9).join(separator));
  return `${rows.join('\n')}\n`;
}

const numericRowsClass: FuzzClass = {
  name: 'numeric-rows',
  group: 'text',
  about:
    "puzzles as rows of numbers (the 49×49 fixture's form) holding 1e308, 1e400, 23-digit and 400-digit numbers, NaN, -0, hex, other scripts' digits",
  weight: 3,
  make(random, context) {
    if (random.int(4) === 0) {
      const big = context.sources.kinds.find((kind) => kind.name === 'size-49.txt')?.text ?? '';
      const spoilt = big.replace(/\b\d+\b/g, (number) => (random.int(300) === 0 ? pick(random, ODD_NUMBERS) : number));
      return spoiltRun(random, context, spoilt, '.txt', ['solve', 'analyze', 'transform', 'hint']);
    }
    return spoiltRun(random, context, numericRows(random, context), '.txt');
  },
};

const csvQuoting: FuzzClass = {
  name: 'csv-quoting',
  group: 'text',
  about:
    'CSV books and logs quoted wrongly: a quote never closed, quoted fields over lines, a 100,000-character field, CR inside quotes, BOM, stray separators',
  weight: 3,
  make(random, context) {
    if (random.int(4) === 0) {
      const solved = pick(random, context.sources.solved);
      const rows = [
        ['seconds', 'row', 'col', 'value'],
        ...Array.from({ length: between(random, 1, 30) }, (_, k) => [
          String(k + 1),
          String(between(random, 1, 9)),
          String(between(random, 1, 9)),
          solved.solution[k],
        ]),
      ];
      return {
        argv: ['compare', '--puzzle', solved.puzzle, '--log', 'log.csv'],
        files: { 'log.csv': oddCsv(random, rows) },
        limitMiB: 200,
        inputs: rows.length,
      };
    }
    const header = pick(random, [['id', 'puzzle'], ['No.', 'Title', 'Level', 'puzzle'], ['puzzle'], ['問題', '番号']]);
    const rows = puzzleLines(random, context, between(random, 1, 12)).map((puzzle, k) =>
      header.map((name) => (/puzzle|問題/.test(name) ? puzzle : `${name}${k}`)),
    );
    return spoiltRun(random, context, oddCsv(random, [header, ...rows]), '.csv', [
      'solve',
      'analyze',
      'batch',
      'transform',
      'ga',
    ]);
  },
};

const timediaCut: FuzzClass = {
  name: 'timedia-cut',
  group: 'text',
  about:
    'timedia records (a "No.N  H 30" title, 9 rows) cut short, with rows missing or added and titles holding huge numbers',
  weight: 3,
  make(random, context) {
    const records = Array.from({ length: between(random, 1, 6) }, () => pick(random, context.sources.timedia));
    let text = records.join('');
    switch (random.int(4)) {
      case 0:
        return spoiltRun(random, context, cutBytes(random, text), '.txt');
      case 1:
        text = text.replace(
          /No\.\d+\s+H\s+\d+/g,
          () => `No.${pick(random, ODD_NUMBERS)}   H ${pick(random, ODD_NUMBERS)}`,
        );
        break;
      case 2:
        text = text
          .split('\n')
          .filter(() => random.int(6) !== 0)
          .join('\n');
        break;
      default:
        text = mutateText(random, text);
    }
    return spoiltRun(random, context, text, '.txt');
  },
};

const compareLogs: FuzzClass = {
  name: 'compare-logs',
  group: 'text',
  about:
    "compare's logs spoilt: times and cells out of range, huge, negative or not numbers, fields missing, thousands of entries, other headers",
  weight: 2,
  make(random, context) {
    const solved = pick(random, context.sources.solved);
    const count = random.int(4) === 0 ? between(random, 100, 5000) : between(random, 0, 60);
    const value = (good: string) => (random.int(5) === 0 ? pick(random, ODD_NUMBERS) : good);
    const lines = Array.from({ length: count }, (_, k) => {
      const cell = random.int(81);
      return [
        value(String(k * 3)),
        value(String(Math.floor(cell / 9) + 1)),
        value(String((cell % 9) + 1)),
        value(solved.solution[cell]),
      ]
        .slice(0, random.int(10) === 0 ? 3 : 4)
        .join(',');
    });
    const header = pick(random, [
      'seconds,row,col,value',
      'seconds,row,col,value',
      'time,r,c,v',
      '',
      'seconds;row;col;value',
      'value,col,row,seconds',
    ]);
    const json = random.int(2) ? ['--json'] : [];
    return {
      argv: ['compare', '--puzzle', solved.puzzle, '--log', 'log.csv', ...json],
      files: { 'log.csv': [header, ...lines].join('\n') },
      limitMiB: 200,
      inputs: count,
    };
  },
};

const SYMMETRIES = ['rotate180', 'rotate90', 'left-right', 'up-down', 'diagonal', 'anti-diagonal', 'spiral', ''];

const generatePatterns: FuzzClass = {
  name: 'generate-patterns',
  group: 'text',
  about:
    "generate's patterns spoilt (10-line records, bare grids, 81-character lines, an 81-character argument), with a time limit",
  weight: 2,
  make(random, context) {
    const pattern = Array.from(goodPuzzle(random, context), (digit) => (digit === '0' ? '-' : 'X'));
    const rows = Array.from({ length: 9 }, (_, row) => pattern.slice(row * 9, row * 9 + 9).join(' '));
    const form = random.int(3);
    const good =
      form === 0
        ? `No.1  pattern\n${rows.join('\n')}\n`
        : form === 1
          ? `${rows.join('\n')}\n`
          : `${pattern.join('')}\n`;
    const text = mutateText(random, good);
    const timeLimit = String(between(random, 100, 1500));
    const options = [
      '--time-limit',
      timeLimit,
      '--seed',
      String(random.int(1000)),
      ...(random.int(3) === 0 ? ['--symmetry', pick(random, SYMMETRIES)] : []),
      ...(random.int(3) === 0 ? ['--grade', pick(random, ['1', '8', 'Hard', 'Beginner..Comfort', '9', '5..2'])] : []),
    ];
    const input =
      random.int(4) === 0
        ? { argv: ['generate', '--pattern', withoutNul(text.split('\n')[0])] }
        : { argv: ['generate', '--pattern', 'pattern.txt'], files: { 'pattern.txt': text } };
    return {
      ...input,
      argv: [...input.argv, ...options],
      limitMiB: 200,
      inputs: 1,
      timeoutMs: 30_000 + Number(timeLimit),
    };
  },
};

const gaInputs: FuzzClass = {
  name: 'ga-inputs',
  group: 'text',
  about: 'ga on spoilt puzzles, a few generations each',
  weight: 2,
  make(random, context) {
    const lines = puzzleLines(random, context, between(random, 1, 3)).map((line) =>
      mutateText(random, line, between(random, 0, 3)),
    );
    const run = random.int(2)
      ? { argv: ['ga', ...GA_BOUNDS, '--file', 'input.txt'], files: { 'input.txt': lines.join('\n') } }
      : { argv: ['ga', ...GA_BOUNDS, '--', ...lines.map(withoutNul)] };
    return { ...run, limitMiB: 200, inputs: lines.length };
  },
};

const hintGrids: FuzzClass = {
  name: 'hint-grids',
  group: 'text',
  about: 'hint with a grid so far that is spoilt: wrong digits, clashes, the wrong length, another kind',
  weight: 2,
  make(random, context) {
    const solved = pick(random, context.sources.solved);
    const progress = Array.from(solved.puzzle, (digit, cell) =>
      digit === '0' && random.int(2) ? solved.solution[cell] : digit,
    ).join('');
    const grid = withoutNul(mutateText(random, progress, between(random, 0, 4)));
    const kind = random.int(6) === 0 ? ['--kind', pick(random, KINDS)] : [];
    return {
      argv: ['hint', '--puzzle', solved.puzzle, '--grid', grid, ...kind, ...(random.int(2) ? ['--json'] : [])],
      limitMiB: 200,
      inputs: 1,
    };
  },
};

export const TEXT_CLASSES: readonly FuzzClass[] = [
  randomBytesClass,
  mutatedPuzzles,
  truncatedLines,
  numericRowsClass,
  csvQuoting,
  timediaCut,
  compareLogs,
  generatePatterns,
  gaInputs,
  hintGrids,
];
