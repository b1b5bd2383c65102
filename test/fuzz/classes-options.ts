/**
 * Options (issue 41's classes 2 and 8): every command's options given values no one should give
 * (not numbers, negative, huge, empty, 400 digits, other scripts), unknown options and misuse; and
 * the unbounded options the first fuzz found: thousands of jobs, a lattice of a million grids, a
 * time limit the generator did not keep, counts of a billion.
 */

import {
  ANALYZE,
  BATCH,
  COMPARE,
  FULLGRID,
  GA,
  GENERATE,
  HINT,
  SOLVE,
  TRANSFORM,
  type CommandSpec,
} from '../../src/cli/options';
import type { Random } from '../../src/engine/core/random';
import type { FuzzCase, FuzzClass, FuzzContext } from './case';
import { between, CONTROL_NOISE, ODD_NUMBERS, pick, UNICODE_NOISE } from './mutate';
import { GA_BOUNDS, goodPuzzle, KINDS } from './readers';

const COMMANDS: readonly CommandSpec[] = [ANALYZE, BATCH, COMPARE, FULLGRID, GA, GENERATE, HINT, SOLVE, TRANSFORM];

/** A quick, good run of each command, to which the bad option is added. */
function baseRun(command: string, random: Random, context: FuzzContext): Pick<FuzzCase, 'argv' | 'files'> {
  const solved = pick(random, context.sources.solved);
  const pattern = Array.from(solved.puzzle, (digit) => (digit === '0' ? '-' : 'X')).join('');
  const files = {
    'book.txt': `${solved.puzzle}\n`,
    'log.csv': `seconds,row,col,value\n1,1,1,${solved.solution[0]}\n`,
    'pattern.txt': `${pattern}\n`,
  };
  const argv: Record<string, string[]> = {
    analyze: ['analyze', solved.puzzle],
    batch: ['batch', 'book.txt', '--out', 'results.xlsx'],
    compare: ['compare', '--puzzle', solved.puzzle, '--log', 'log.csv'],
    fullgrid: ['fullgrid', '--count', '2', '--seed', '1'],
    ga: ['ga', solved.puzzle, ...GA_BOUNDS],
    generate: ['generate', '--pattern', 'pattern.txt', '--time-limit', '500', '--seed', '1'],
    hint: ['hint', '--puzzle', solved.puzzle],
    solve: ['solve', solved.puzzle],
    transform: ['transform', '--seed', '1', solved.puzzle],
  };
  return { argv: argv[command], files };
}

/** Drops `--name value` from argv (so that the bad value is the only one). */
function without(argv: string[], name: string): string[] {
  const at = argv.indexOf(`--${name}`);
  return at < 0 ? argv : [...argv.slice(0, at), ...argv.slice(at + 2)];
}

function badValue(random: Random): string {
  switch (random.int(6)) {
    case 0:
      return pick(random, CONTROL_NOISE);
    case 1:
      return pick(random, UNICODE_NOISE);
    case 2:
      return 'x'.repeat(between(random, 1000, 50_000));
    default:
      return pick(random, ODD_NUMBERS);
  }
}

const badOptions: FuzzClass = {
  name: 'bad-options',
  group: 'options',
  about:
    'every command × every option given NaN, negative, zero, huge, empty, 400-digit, control or foreign text; unknown and misspelt options, a value missing or given twice, unknown commands',
  weight: 5,
  make(random, context) {
    const command = pick(random, COMMANDS);
    const base = baseRun(command.name, random, context);
    const names = Object.keys(command.options);
    const name = pick(random, names);
    let argv: string[];
    switch (random.int(8)) {
      case 0:
        argv = [...base.argv, `--${pick(random, ['jbos', 'count2', 'x', 'help-me', 'file=', 'Jobs', 'kind-of'])}`];
        break;
      case 1:
        argv = [...without(base.argv, name), `--${name}`];
        break;
      case 2:
        argv = [...base.argv, `--${name}=${badValue(random)}`, `--${name}=${badValue(random)}`];
        break;
      case 3:
        argv = random.int(2)
          ? [pick(random, ['sovle', 'SOLVE', '', '-', '--jobs', 'help', 'x'.repeat(5000)]), ...base.argv.slice(1)]
          : [base.argv[0], `-${pick(random, ['x', 'J', 'vv', '1'])}`];
        break;
      default:
        argv =
          command.options[name].kind === 'flag'
            ? [...base.argv, `--${name}=${badValue(random)}`]
            : [...without(base.argv, name), `--${name}`, badValue(random)];
    }
    return { ...base, argv, limitMiB: 200, inputs: 1 };
  },
};

/** Values past every bound: the issue's own, and numbers no bound in reason takes. */
const PAST_ANY = ['1e9', '1e20', '1e308', '9'.repeat(40), '4294967297'];
/** Values just past each option's documented bound (src/cli/option-limits.ts), or past any. */
function pastBound(random: Random, bound: string): string {
  return random.int(3) === 0 ? bound : pick(random, PAST_ANY);
}

const hugeOptions: FuzzClass = {
  name: 'huge-options',
  group: 'limits',
  about:
    '--jobs 1000/1e9/1e20, ga --runs 1e9, transform/fullgrid/generate --count 1e9, --population and --generations past their bounds, solve --jobs 1e9',
  weight: 3,
  make(random, context) {
    const puzzle = goodPuzzle(random, context);
    const pattern = Array.from(puzzle, (digit) => (digit === '0' ? '-' : 'X')).join('');
    const files = { 'book.txt': `${puzzle}\n${puzzle}\n` };
    const jobs = pastBound(random, '1000');
    const runs: string[][] = [
      [pick(random, ['solve', 'analyze']), '--file', 'book.txt', '--jobs', jobs],
      ['solve', '--jobs', jobs, puzzle],
      ['batch', 'book.txt', '--out', 'results.xlsx', '--jobs', jobs],
      [
        'generate',
        '--pattern',
        pattern,
        '--time-limit',
        '300',
        '--seed',
        '1',
        ...(random.int(2) ? ['--jobs', jobs] : ['--count', pastBound(random, '10001')]),
      ],
      [
        'ga',
        puzzle,
        '--generations',
        '30',
        '--seed',
        '1',
        ...(random.int(2) ? ['--runs', pastBound(random, '10001')] : [pick(random, ['--jobs', '--threads']), jobs]),
      ],
      [
        'ga',
        puzzle,
        '--runs',
        '1',
        '--seed',
        '1',
        ...(random.int(2)
          ? ['--population', pastBound(random, '100001')]
          : ['--generations', pastBound(random, '10000001')]),
      ],
      ['transform', '--seed', '1', '--count', pastBound(random, '1000001'), puzzle],
      ['fullgrid', '--seed', '1', '--count', pastBound(random, '1000001')],
    ];
    return { argv: pick(random, runs), files, limitMiB: 200, inputs: 2 };
  },
};

const LATTICE_SIDES = [
  '1000000',
  '100000',
  '10000',
  '1000',
  '100',
  '1e9',
  '0',
  '-1',
  '1.5',
  '3',
  '99999999999999999999',
];

const hugeLattice: FuzzClass = {
  name: 'huge-lattice',
  group: 'limits',
  about:
    '--layout lattice:RxC (and a "# layout:" header) of up to 1,000,000×1,000,000 grids, zero, negative or fractional sides, on every command that takes a layout',
  weight: 3,
  make(random, context): FuzzCase {
    const layout = `lattice:${pick(random, LATTICE_SIDES)}x${pick(random, LATTICE_SIDES)}`;
    const drop = random.int(3) === 0 ? ['--drop', pick(random, ['0,0', '1,1;0,0', '999999,999999', 'x'])] : [];
    const puzzle = goodPuzzle(random, context);
    if (random.int(4) === 0) {
      const command = pick(random, ['solve', 'analyze', 'hint', 'generate']);
      const argv =
        command === 'hint'
          ? ['hint', '--puzzle-file', 'book.txt']
          : command === 'generate'
            ? ['generate', '--pattern', 'book.txt', '--time-limit', '500']
            : [command, '--file', 'book.txt'];
      return {
        argv,
        files: { 'book.txt': `# kind: combined\n# layout: ${layout}\n${puzzle}\n` },
        limitMiB: 200,
        inputs: 1,
      };
    }
    const runs: string[][] = [
      [pick(random, ['solve', 'analyze']), '--layout', layout, ...drop, puzzle],
      ['hint', '--layout', layout, ...drop, '--puzzle', puzzle],
      ['generate', '--layout', layout, ...drop, '--time-limit', '500', '--count', '1'],
      ['batch', 'book.txt', '--out', 'results.xlsx', '--layout', layout, ...drop],
      ['compare', '--layout', layout, '--puzzle', puzzle, '--log', 'log.csv'],
    ];
    return {
      argv: pick(random, runs),
      files: { 'book.txt': `${puzzle}\n`, 'log.csv': 'seconds,row,col,value\n' },
      limitMiB: 200,
      inputs: 1,
    };
  },
};

const latticeTimeLimit: FuzzClass = {
  name: 'lattice-time-limit',
  group: 'limits',
  about: 'generate --layout lattice:RxC (up to 100×100) --time-limit T: the limit kept, or the layout refused',
  weight: 2,
  make(random) {
    const side = () => pick(random, [2, 3, 5, 10, 20, 50, 100]);
    const timeLimit = pick(random, [100, 300, 1000, 2000]);
    const count = between(random, 1, 2);
    const kind = random.int(3) === 0 ? ['--kind', pick(random, KINDS.slice(6))] : [];
    return {
      argv: [
        'generate',
        '--layout',
        `lattice:${side()}x${side()}`,
        '--time-limit',
        String(timeLimit),
        '--count',
        String(count),
        '--seed',
        String(random.int(100)),
        ...kind,
      ],
      // Within the documented options, so 500 MiB; a hang is a run well past count × the limit.
      limitMiB: 500,
      inputs: count,
      timeoutMs: 30_000 + count * timeLimit,
    };
  },
};

export const OPTION_CLASSES: readonly FuzzClass[] = [badOptions, hugeOptions, hugeLattice, latticeTimeLimit];
