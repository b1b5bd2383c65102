import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { main } from '../../src/cli/main';
import type { SolveLine } from '../../src/cli/solve-job';
import { checkSolution } from '../../src/engine/board/rules';
import { readDataLines, readDataText, readPuzzleLines, samplePuzzles } from '../helpers/corpus';
import { solveReference } from '../helpers/solver-reference';
import { modulesLoadedBy } from '../helpers/cli-probe';
import { createFakeIO } from './fake-io';

const TOP95 = readPuzzleLines('rated/top95.txt');
const digitsOf = (text: string) => Array.from(text, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
const parseLines = (lines: string[]) => lines.map((line) => JSON.parse(line) as SolveLine);

/** Row 1 forces a 9 into r1c9, but r2c9 holds a 9: no clash among the givens, and no solution. */
const NO_SOLUTION = `12345678.${'........9'}${'.'.repeat(63)}`;
const CONFLICT = `55${'.'.repeat(79)}`;
const MULTIPLE = samplePuzzles('tdoku/puzzles7_serg_benchmark', 1)[0];

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

describe('solve --json', () => {
  it('answers every top95 puzzle with its one solution, which keeps the givens and the rules', async () => {
    const { code, out, err } = await run(['solve', '--file', 'top95.txt', '--json'], {
      'top95.txt': readDataText('rated/top95.txt'),
    });
    expect(code).toBe(0);
    expect(err).toEqual([]);
    const lines = parseLines(out);
    expect(lines).toHaveLength(TOP95.length);
    lines.forEach((line, i) => {
      expect(line).toMatchObject({ index: i, id: String(i + 1), solutions: 1 });
      expect(line.error).toBeUndefined();
      expect(checkSolution(digitsOf(TOP95[i]), digitsOf(line.solution ?? '')).ok).toBe(true);
    });
  });

  it('gives every input its object in order: unreadable, conflict, no solution, several', async () => {
    const bad = `${TOP95[1].slice(0, 20)}x${TOP95[1].slice(21)}`;
    const { code, out, err } = await run(['solve', TOP95[1], bad, CONFLICT, NO_SOLUTION, MULTIPLE, '--json']);
    expect(code).toBe(0);
    const [good, unreadable, conflict, none, several] = parseLines(out);
    expect(good).toMatchObject({ index: 0, solutions: 1 });
    expect(unreadable).toMatchObject({ index: 1, solutions: 0, error: { kind: 'bad-input', cells: [[3, 3]] } });
    expect(unreadable.error?.message).toContain('row 3, column 3 holds "x"');
    expect(unreadable.solution).toBeUndefined();
    expect(conflict).toMatchObject({
      index: 2,
      solutions: 0,
      error: {
        kind: 'conflict',
        cells: [
          [1, 1],
          [1, 2],
        ],
      },
    });
    expect(conflict.error?.message).toContain('5 appears twice in row 1, at (1,1) and (1,2)');
    expect(none).toMatchObject({ index: 3, solutions: 0, error: { kind: 'no-solution', cells: [] } });
    expect(several).toMatchObject({ index: 4, solutions: 2, error: { kind: 'multiple-solutions' } });
    expect(err).toEqual([expect.stringContaining('argument 2: Not a digit or a blank: row 3, column 3')]);
  });

  it('shows two different valid solutions of a puzzle with several, and the cells where they differ', async () => {
    const { out } = await run(['solve', '--json', MULTIPLE]);
    const [{ solution = '', secondSolution = '', error }] = parseLines(out);
    for (const grid of [solution, secondSolution])
      expect(checkSolution(digitsOf(MULTIPLE), digitsOf(grid)).ok).toBe(true);
    const differing = [...solution].flatMap((digit, cell) =>
      digit === secondSolution[cell] ? [] : [[Math.floor(cell / 9) + 1, (cell % 9) + 1]],
    );
    expect(differing.length).toBeGreaterThan(0);
    expect(error?.cells).toEqual(differing);
  });

  it('reads timedia records and CSV, numbering puzzles across arguments and files', async () => {
    const timedia = readDataText('timedia/Problem500.txt').split('\n').slice(0, 20).join('\n');
    const csvLines = readDataLines('radcliffe-curated/sudoku_curated_5000.csv', 4);
    const { code, out } = await run(['solve', TOP95[2], '--file', 'p.txt', '--file', 'c.csv', '--json'], {
      'p.txt': timedia,
      'c.csv': csvLines.join('\n'),
    });
    expect(code).toBe(0);
    const lines = parseLines(out);
    expect(lines.map((line) => [line.index, line.id, line.solutions])).toEqual([
      [0, '1', 1],
      [1, 'No.1', 1],
      [2, 'No.2', 1],
      [3, '2', 1],
      [4, '3', 1],
      [5, '4', 1],
    ]);
    // The CSV's own solution column is the oracle.
    expect(lines.slice(3).map((line) => line.solution)).toEqual(csvLines.slice(1).map((line) => line.split(',')[1]));
  });

  it('takes an argument starting with - blanks as a puzzle, not an option', async () => {
    const dashed = TOP95[5].replace(/\./g, '-');
    expect(dashed.startsWith('--')).toBe(true);
    const { code, out } = await run(['solve', '--json', dashed]);
    expect(code).toBe(0);
    expect(parseLines(out)[0].solutions).toBe(1);
  });
});

describe('solve as text', () => {
  it('prints one readable line per puzzle and a summary', async () => {
    const { code, out } = await run(['solve', TOP95[3], 'nonsense', NO_SOLUTION, MULTIPLE]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/^argument 1: one solution [1-9]{81}$/);
    expect(out[1]).toMatch(
      /^argument 2: not read\. The puzzle has 8 symbols, which is no N×N square; name the kind with --kind/,
    );
    expect(out[2]).toMatch(/^argument 3: no solution\. /);
    expect(out[3]).toMatch(/^argument 4: two or more solutions, e\.g\. [1-9]{81} and [1-9]{81}\. /);
    expect(out[4]).toBe('4 puzzles: 1 with one solution, 1 with two or more, 1 with none, 1 not read.');
  });
});

describe('usage and unreadable input (exit status 2, plain words on stderr)', () => {
  it.each([
    [['solve'], 'Give puzzles as arguments or with --file.'],
    [['solve', '--frobnicate'], 'Unknown option --frobnicate.'],
    [['solve', '--file'], '--file needs a value.'],
    [['solve', '--json=yes', TOP95[0]], '--json takes no value.'],
    [['solve', '--file', 'missing.txt'], 'Cannot read missing.txt: there is no such file.'],
    [['solve', '--file', 'book.csv'], 'Cannot read book.csv: The CSV header has no "puzzle" column'],
    [['frobnicate'], 'Unknown command "frobnicate".'],
    [[], 'Name a command.'],
  ])('%j', async (argv, message) => {
    const { code, out, err } = await run(argv, { 'book.csv': 'id,grid\n1,x\n' });
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toContain(message);
  });

  it('prints the usage on stderr for an unknown command, and on stdout for --help', async () => {
    expect((await run(['frobnicate'])).err.join('\n')).toContain('Usage: sudoku-analyzer <command>');
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out.join('\n').replace(/\s+/g, ' ')).toContain(
      'solve [PUZZLE…] [--file F] [--kind K] [--box RxC] [--grids "r,c;r,c;…"] [--layout lattice:RxC] [--drop "i,j;…"] [--jobs N] [--json]',
    );
    for (const argv of [
      ['solve', '--help'],
      ['help', 'solve'],
      ['solve', '-h'],
    ]) {
      const { code, out } = await run(argv);
      expect(code).toBe(0);
      expect(out.join('\n')).toContain('Usage: sudoku-analyzer solve');
    }
  });
});

describe('the installed command', () => {
  it('runs bin/sudoku-analyzer.js on a file (lib/ built by npm ci)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-cli-'));
    const file = path.join(dir, 'five.txt');
    fs.writeFileSync(file, [...TOP95.slice(0, 5), 'not a puzzle'].join('\n'));
    const bin = path.resolve(__dirname, '..', '..', 'bin', 'sudoku-analyzer.js');
    const result = spawnSync(process.execPath, [bin, 'solve', '--file', file, '--json'], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.status).toBe(0);
    const lines = parseLines(result.stdout.trim().split('\n'));
    expect(lines.map((line) => line.solutions)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(lines[5].error?.kind).toBe('bad-input');
    expect(result.stderr).toContain('five.txt line 6: The puzzle has only 12 characters');
    expect(spawnSync(process.execPath, [bin, 'frobnicate'], { encoding: 'utf8' }).status).toBe(2);
  });
});

describe('what solve loads', () => {
  // Start-up is a large part of solving a file of easy puzzles end to end (issue 17): the analysers, the technique registry, the GA and the workbook reader are not solve's.
  const NOT_FOR_SOLVE =
    /^(engine\/(analyser|analysis\/|rating\/|techniques\/|ga\/|variants|board\/variant-board|generator\/)|io\/book)/;

  it('solves a 9×9 puzzle without loading the analysers, the technique registry, the GA or the workbook reader', () => {
    const { modules, stdout } = modulesLoadedBy(['solve', '--json', TOP95[0]]);
    expect(modules).toContain('engine/solver/solver.js');
    expect(modules.filter((file) => NOT_FOR_SOLVE.test(file))).toEqual([]);
    const line = JSON.parse(stdout) as SolveLine;
    expect(checkSolution(digitsOf(TOP95[0]), digitsOf(line.solution ?? '')).ok).toBe(true);
  });

  // Nor are the other kinds' solver and reader a 9×9 puzzle's, given as an argument or in a file: of the geometry
  // modules, only the description of houses that the 9×9 layout is a view of (geometry, presets, unit kinds).
  const HOUSES = /^engine\/geometry\/(geometry|presets|unit-kinds)\.js$/;
  const NOT_FOR_NINE = /^(engine\/geometry\/|io\/variant-text|cli\/variant-puzzles)/;

  it("solves 9×9 puzzles, as arguments or in a file, without loading the other kinds' solver or the variant reader", () => {
    for (const argv of [
      ['solve', '--json', TOP95[0]],
      ['solve', '--json', '--file', 'top.txt'],
    ]) {
      const { modules, stdout } = modulesLoadedBy(argv, { 'top.txt': `${TOP95.slice(0, 3).join('\n')}\n` });
      expect(modules.filter((file) => NOT_FOR_NINE.test(file) && !HOUSES.test(file))).toEqual([]);
      const lines = parseLines(stdout.trim().split('\n'));
      lines.forEach((line, i) =>
        expect(checkSolution(digitsOf(TOP95[i]), digitsOf(line.solution ?? '')).ok).toBe(true),
      );
    }
  });

  it('loads them for a puzzle of another kind, and solves it with its published solution', () => {
    const fixtures = path.join(__dirname, '..', 'fixtures', 'variants');
    const firstLine = (file: string) =>
      fs
        .readFileSync(path.join(fixtures, file), 'utf8')
        .split('\n')
        .find((line) => line.trim() !== '' && !line.startsWith('#'))!
        .trim();
    const { modules, stdout } = modulesLoadedBy([
      'solve',
      '--json',
      '--kind',
      'jigsaw',
      firstLine('jigsaw-9-generated.txt'),
    ]);
    expect(modules).toContain('engine/geometry/index.js');
    expect((JSON.parse(stdout) as { solution: string }).solution).toBe(
      firstLine('jigsaw-9-generated.solutions.txt').split(/\s+/)[0],
    );
  });

  it('by default keeps a quick file to this thread, and starts workers when --jobs 2 is given, with the same answers', () => {
    const puzzles = [...readPuzzleLines('tdoku/puzzles2_17_clue'), ...TOP95];
    const file = { 'seventeen.txt': `${puzzles.join('\n')}\n` };
    const byDefault = modulesLoadedBy(['solve', '--json', '--file', 'seventeen.txt'], file);
    const twoJobs = modulesLoadedBy(['solve', '--json', '--file', 'seventeen.txt', '--jobs', '2'], file);
    expect(byDefault.workers).toBe(0);
    expect(twoJobs.workers).toBeGreaterThan(0);
    expect(twoJobs.stdout).toBe(byDefault.stdout);
    const lines = parseLines(byDefault.stdout.trim().split('\n'));
    expect(lines).toHaveLength(puzzles.length);
    lines.forEach((line, i) =>
      expect(line.solution).toBe(solveReference(digitsOf(puzzles[i]), 2).solutions[0].join('')),
    );
  });

  it('loads the technique registry when a command needs it (the probe sees lazy loads)', () => {
    const { modules } = modulesLoadedBy(['analyze', '--techniques', 'BLCMV', TOP95[0]]);
    expect(modules).toContain('engine/techniques/registry.js');
  });
});
