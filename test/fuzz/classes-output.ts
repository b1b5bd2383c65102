/**
 * Output, the terminal and text (issue 41's classes 4–7): standard output on a full device or
 * closed early, control sequences in every place input is echoed from, characters from outside
 * the puzzle alphabet, and output files that cannot be written.
 */

import type { Random } from '../../src/engine/core/random';
import type { FuzzCase, FuzzClass, FuzzContext } from './case';
import { BAD_UTF8, between, CONTROL_NOISE, pick, UNICODE_NOISE } from './mutate';
import { argumentCase, GA_BOUNDS, goodPuzzle, readerCase } from './readers';
import { bookWorkbook } from './workbooks';

/** A good run of a command that prints, on 9×9 puzzles. */
function printingRun(random: Random, context: FuzzContext, count: number): Pick<FuzzCase, 'argv' | 'files'> {
  const solved = pick(random, context.sources.solved);
  const pattern = Array.from(solved.puzzle, (digit) => (digit === '0' ? '-' : 'X')).join('');
  const book = `${Array.from({ length: 3 }, () => goodPuzzle(random, context)).join('\n')}\n`;
  const runs: string[][] = [
    ['solve', '--json', solved.puzzle],
    ['solve', '--file', 'book.txt', ...(random.int(2) ? ['--json'] : [])],
    ['analyze', solved.puzzle],
    ['analyze', '--json', '--file', 'book.txt'],
    ['fullgrid', '--seed', '1', '--count', String(count)],
    ['transform', '--seed', '1', '--count', String(count), solved.puzzle],
    ['generate', '--pattern', pattern, '--seed', '1', '--time-limit', '300', '--count', String(Math.min(count, 3))],
    ['ga', solved.puzzle, ...GA_BOUNDS],
    ['hint', '--puzzle', solved.puzzle],
    ['compare', '--puzzle', solved.puzzle, '--log', 'log.csv'],
    [pick(random, ['--help', '--version', 'solve --help', 'nonsense'])].flatMap((each) => each.split(' ')),
  ];
  return {
    argv: pick(random, runs),
    files: { 'book.txt': book, 'log.csv': `seconds,row,col,value\n1,1,1,${solved.solution[0]}\n` },
  };
}

const stdoutFull: FuzzClass = {
  name: 'stdout-full',
  group: 'output',
  about: 'standard output on /dev/full (every write fails with ENOSPC), for every command that prints',
  weight: 2,
  make(random, context) {
    return { ...printingRun(random, context, between(random, 1, 1000)), stdout: 'full', limitMiB: 500, inputs: 1 };
  },
};

const stdoutClosed: FuzzClass = {
  name: 'stdout-closed',
  group: 'output',
  about:
    'standard output closed after 0–5 lines, as `| head` does, on runs of up to 1,000,000 lines (fullgrid/transform --count 1000000 | head -3): the run must end within 10 s',
  weight: 2,
  make(random, context) {
    const count = pick(random, [5, 1000, 1_000_000]);
    // Every run here prints its first lines within a few seconds; the rest is work nobody reads.
    return {
      ...printingRun(random, context, count),
      stdout: { closeAfterLines: between(random, 0, 5) },
      limitMiB: 500,
      inputs: count,
      timeoutMs: 10_000,
    };
  },
};

/** Where input is echoed from: a header value, a CSV id, a file name, an argument, an option value, a sheet name, a timedia title. */
function echoedControl(random: Random, context: FuzzContext, noise: string): Pick<FuzzCase, 'argv' | 'files'> {
  const puzzle = goodPuzzle(random, context);
  switch (random.int(8)) {
    case 0:
      return readerCase(random, context, `# kind: ${noise}\n${puzzle}\n`, '.txt');
    case 1:
      return readerCase(random, context, `id,puzzle\n${noise}red,${puzzle}\n`, '.csv', [
        'solve',
        'analyze',
        'batch',
        'transform',
        'ga',
      ]);
    case 2: {
      const name = `book${noise.replace(/\//g, '')}.txt`;
      return {
        argv: [pick(random, ['solve', 'analyze', 'transform']), '--file', random.int(2) ? name : `missing${noise}.txt`],
        files: { [name]: `${puzzle}\n` },
      };
    }
    case 3:
      return argumentCase(random, context, `${puzzle.slice(0, 40)}${noise}${puzzle.slice(40)}`);
    case 4:
      return {
        argv: [
          pick(random, ['solve', 'analyze', 'hint']),
          ...(random.int(2) ? ['--kind'] : ['--techniques']),
          noise,
          ...(random.int(2) ? [puzzle] : ['--puzzle', puzzle]),
        ],
      };
    case 5:
      return { argv: ['fullgrid', '--seed', noise, ...(random.int(2) ? ['--json'] : [])] };
    case 6:
      return readerCase(
        random,
        context,
        bookWorkbook([[`${noise}id`, puzzle]], `Sheet${noise.replace(/[[\]*?/\\:]/g, '')}`.slice(0, 31)),
        '.xlsx',
        ['solve', 'analyze', 'batch'],
      );
    default:
      return readerCase(
        random,
        context,
        `${pick(random, context.sources.timedia).replace(/^No\.\d+/, `No.1 ${noise}`)}`,
        '.txt',
      );
  }
}

const controlSequences: FuzzClass = {
  name: 'control-sequences',
  group: 'terminal',
  about:
    'ESC/OSC/CSI/C1 sequences, bell, backspace and CR in a "# kind:" value, a CSV id, a file name, a puzzle argument, an option value, a seed, a sheet name, a timedia title: none may reach the terminal raw',
  weight: 3,
  make(random, context) {
    const noise = Array.from({ length: between(random, 1, 3) }, () => pick(random, CONTROL_NOISE)).join('');
    return { ...echoedControl(random, context, noise), limitMiB: 200, inputs: 1 };
  },
};

const unicodeText: FuzzClass = {
  name: 'unicode-text',
  group: 'unicode',
  about:
    "astral digits (𝟏 U+1D7CF), full-width digits and space (U+3000), invisible and bidirectional characters, emoji, other scripts' digits and bytes that are no UTF-8, in puzzles as arguments, files, CSV and workbooks",
  weight: 3,
  make(random, context) {
    const cells = Array.from(goodPuzzle(random, context).replace(/0/g, '.'));
    for (let k = between(random, 1, 6); k > 0; k--) {
      const at = random.int(cells.length);
      cells[at] = random.int(2) ? pick(random, UNICODE_NOISE) : `${cells[at]}${pick(random, UNICODE_NOISE)}`;
    }
    const line = cells.join('');
    switch (random.int(5)) {
      case 0:
        return { ...argumentCase(random, context, line), limitMiB: 200, inputs: 1 };
      case 1: {
        const bytes = Buffer.from(`${line}\n`);
        const at = random.int(bytes.length);
        return {
          ...readerCase(
            random,
            context,
            Buffer.concat([bytes.subarray(0, at), Buffer.from(pick(random, BAD_UTF8)), bytes.subarray(at)]),
            '.txt',
          ),
          limitMiB: 200,
          inputs: 1,
        };
      }
      case 2:
        return {
          ...readerCase(random, context, `id,puzzle\n１,${line}\n`, '.csv', ['solve', 'analyze', 'batch']),
          limitMiB: 200,
          inputs: 1,
        };
      case 3:
        return {
          ...readerCase(random, context, bookWorkbook([['𝟏', line]]), '.xlsx', ['solve', 'analyze', 'batch']),
          limitMiB: 200,
          inputs: 1,
        };
      default:
        return { ...readerCase(random, context, `${line}\n`, '.txt'), limitMiB: 200, inputs: 1 };
    }
  },
};

/**
 * Output paths that cannot be written. /proc refuses to make anything (as root too), so a missing
 * folder there stands for one on a read-only filesystem without harming the machine; every other
 * path is in the run's folder.
 */
function unwritablePath(random: Random): { out: string; files?: Record<string, string> } {
  const missing = `fuzz-missing-${random.int(2 ** 31).toString(16)}`;
  switch (random.int(7)) {
    case 0:
      return { out: `/proc/${missing}/sub/out.xlsx` };
    case 1:
      return { out: `/proc/${missing}.xlsx` };
    case 2:
      return { out: 'a-folder', files: { 'a-folder/keep.txt': 'x' } };
    case 3:
      return { out: 'plain.txt/out.xlsx', files: { 'plain.txt': 'a file, not a folder' } };
    case 4:
      return { out: `${'n'.repeat(300)}.xlsx` };
    case 5:
      return { out: '/dev/full' };
    default:
      return { out: pick(random, ['', '.', '..', 'out.xlsx/']) };
  }
}

const unwritableOut: FuzzClass = {
  name: 'unwritable-out',
  group: 'messages',
  about:
    'batch and compare --out into a missing folder on a read-only filesystem (/proc), a folder, a path under a file, a 300-character name, /dev/full, "" and "."',
  weight: 2,
  make(random, context) {
    const solved = pick(random, context.sources.solved);
    const { out, files } = unwritablePath(random);
    const force = random.int(3) ? ['--force'] : [];
    const argv = random.int(2)
      ? ['batch', 'book.txt', '--out', out, ...force]
      : ['compare', '--puzzle', solved.puzzle, '--log', 'log.csv', '--out', out, ...force];
    return {
      argv,
      files: {
        ...files,
        'book.txt': `${solved.puzzle}\n`,
        'log.csv': `seconds,row,col,value\n1,1,1,${solved.solution[0]}\n`,
      },
      limitMiB: 200,
      inputs: 1,
    };
  },
};

export const OUTPUT_CLASSES: readonly FuzzClass[] = [
  stdoutFull,
  stdoutClosed,
  controlSequences,
  unicodeText,
  unwritableOut,
];
