/**
 * `compare` on puzzle kinds other than the 9×9, as the pane's Solve along follows them: a 6×6 read
 * from its 36 symbols, a diagonal 9×9 with --kind, a samurai whose log names squares of its 21×21
 * range. Each log is written here by hand over a few of the analyser's steps, and its figures are
 * worked out here from the formulas (least squares through the origin, tier sums, Spearman over
 * two placements) with the fixture's own solution as the truth of right and wrong.
 */

import ExcelJS from 'exceljs';
import { main } from '../../src/cli/main';
import type { Geometry } from '../../src/engine/geometry';
import { TECHNIQUES } from '../../src/engine/techniques/registry';
import type { LoggedStep, TechniqueLetter } from '../../src/engine/analysis/types';
import { analyzeVariant } from '../../src/engine/analysis/variant-analyser';
import { formatVariantPuzzle } from '../../src/io/variant-text';
import { ENTRY_HEADER_ROW } from '../../src/report/session-sheet';
import { engineFixtures, type VariantFixture } from '../helpers/variant-fixtures';
import { createFakeIO } from './fake-io';

const TIERS = ['basic', 'intermediate', 'advanced', 'expert', 'super'];

async function compare(args: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(['compare', ...args], io);
  return { code, io };
}

/** The fixture's right value at a 1-based square of its bounding rectangle. */
function rightValue(fixture: VariantFixture, row: number, col: number): number {
  return fixture.solution[fixture.geometry.cellAt[(row - 1) * fixture.geometry.cols + col - 1]];
}

/** A step's own effort (its increment of cumulative effort) and its tier (its hardest registry letter's; none for E alone). */
function ownEffort(steps: readonly LoggedStep[], index: number): number {
  return steps[index].effort - (index > 0 ? steps[index - 1].effort : 0);
}

function tierOf(step: LoggedStep): string | undefined {
  const letters = [...step.technique].filter((ch): ch is TechniqueLetter => ch in TECHNIQUES);
  return letters.length
    ? TIERS[Math.max(...letters.map((letter) => TIERS.indexOf(TECHNIQUES[letter].tier)))]
    : undefined;
}

/**
 * The hand log over the analyser's first two steps, placed in the reverse order: a wrong digit on
 * step 2's cell at 5 s, its erasure at 8 s, the right digit at 12 s, step 1's cell at 20 s, and
 * step 1's cell again at 21 s (no new placement).
 */
function handLog(fixture: VariantFixture, steps: readonly LoggedStep[]) {
  const [one, two] = steps;
  const size = fixture.geometry.size;
  const right = (step: LoggedStep) => rightValue(fixture, step.row, step.col);
  const lines = [
    [5, two.row, two.col, (right(two) % size) + 1],
    [8, two.row, two.col, ''],
    [12, two.row, two.col, right(two)],
    [20, one.row, one.col, right(one)],
    [21, one.row, one.col, right(one)],
  ];
  return ['seconds,row,col,value', ...lines.map((line) => line.join(','))].join('\n');
}

/** The figures of handLog, from the formulas. */
function handFigures(steps: readonly LoggedStep[]) {
  const e1 = ownEffort(steps, 0);
  const e2 = ownEffort(steps, 1);
  // Cumulative effort by entry: 0, 0, e2, e1 + e2, e1 + e2; seconds 5, 8, 12, 20, 21.
  const factor = (12 * e2 + 20 * (e1 + e2) + 21 * (e1 + e2)) / (e2 * e2 + 2 * (e1 + e2) ** 2);
  const tiers: Record<string, { entries: number; seconds: number; modelSeconds: number }> = {};
  // Step 2's placement took 12 − 8 s, step 1's 20 − 12 s.
  for (const [step, seconds, effort] of [
    [steps[1], 4, e2],
    [steps[0], 8, e1],
  ] as const) {
    const tier = tierOf(step);
    if (!tier) continue;
    const figure = (tiers[tier] ??= { entries: 0, seconds: 0, modelSeconds: 0 });
    figure.entries++;
    figure.seconds += seconds;
    figure.modelSeconds += effort * factor;
  }
  // Two placements in the reverse of the analyser's order: Spearman's −1.
  return { entries: 5, wrong: 1, secondsPerEffort: factor, tiers, order: -1 };
}

function expectFigures(json: string, want: ReturnType<typeof handFigures>): void {
  const got = JSON.parse(json);
  expect(got.entries).toBe(want.entries);
  expect(got.wrong).toBe(want.wrong);
  expect(got.secondsPerEffort).toBeCloseTo(want.secondsPerEffort, 9);
  expect(got.order).toBe(want.order);
  expect(Object.keys(got.tiers).sort()).toEqual(Object.keys(want.tiers).sort());
  for (const [tier, each] of Object.entries(want.tiers)) {
    expect(got.tiers[tier].entries).toBe(each.entries);
    expect(got.tiers[tier].seconds).toBeCloseTo(each.seconds, 9);
    expect(got.tiers[tier].modelSeconds).toBeCloseTo(each.modelSeconds, 9);
  }
}

function stepsOf(geometry: Geometry, puzzle: readonly number[]): LoggedStep[] {
  const result = analyzeVariant(geometry, puzzle);
  expect(result.status).toBe('conquer');
  return result.steps;
}

describe('compare on other kinds', () => {
  it('a 6×6 given as its 36 symbols: the figures of a hand-written log', async () => {
    const fixture = engineFixtures('size-6')[0];
    const steps = stepsOf(fixture.geometry, fixture.puzzle);
    const puzzle = formatVariantPuzzle(fixture.geometry, fixture.puzzle);
    expect([...puzzle]).toHaveLength(36);
    const { code, io } = await compare(['--puzzle', puzzle, '--log', 'LOG.csv', '--json'], {
      'LOG.csv': handLog(fixture, steps),
    });
    expect(io.err).toEqual([]);
    expect(code).toBe(0);
    expectFigures(io.out[0], handFigures(steps));
  });

  it('a diagonal 9×9 with --kind diagonal, whose 81 symbols read as a plain 9×9 have more than one solution', async () => {
    const fixture = engineFixtures('diagonal-9')[0];
    const steps = stepsOf(fixture.geometry, fixture.puzzle);
    const puzzle = formatVariantPuzzle(fixture.geometry, fixture.puzzle);
    const log = { 'LOG.csv': handLog(fixture, steps) };
    const { code, io } = await compare(['--puzzle', puzzle, '--kind', 'diagonal', '--log', 'LOG.csv', '--json'], log);
    expect(io.err).toEqual([]);
    expect(code).toBe(0);
    expectFigures(io.out[0], handFigures(steps));
    const plain = await compare(['--puzzle', puzzle, '--log', 'LOG.csv', '--json'], log);
    expect(plain.code).toBe(2);
    expect(plain.io.err[0]).toMatch(/^The puzzle cannot be compared with: .*solution/);
  });

  describe('a samurai', () => {
    const fixture = engineFixtures('combined-samurai')[0];
    const { geometry } = fixture;
    const steps = stepsOf(geometry, fixture.puzzle);
    const puzzle = formatVariantPuzzle(geometry, fixture.puzzle);
    const args = ['--puzzle', puzzle, '--kind', 'samurai', '--log', 'L.csv'];

    it('names its squares in its 21×21 range: the figures, and the session sheet with the entries and their addresses', async () => {
      const { code, io } = await compare([...args, '--json', '--out', 'samurai.xlsx'], {
        'L.csv': handLog(fixture, steps),
      });
      expect(io.err).toEqual([]);
      expect(code).toBe(0);
      expectFigures(io.out[0], handFigures(steps));
      const workbook = new ExcelJS.Workbook();
      const bytes = io.written.get('samurai.xlsx') as Uint8Array;
      await workbook.xlsx.load(
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      );
      const sheet = workbook.getWorksheet('Solve along')!;
      expect(String(sheet.getCell('A2').value)).toMatch(/^A 21×21 puzzle of 9 symbols/);
      const first = sheet.getRow(ENTRY_HEADER_ROW + 2);
      // The puzzle's range is A1:U21, so the square (row, col) is at the column's letter and the row's number.
      expect([3, 4, 6].map((column) => first.getCell(column).value)).toEqual([
        steps[1].row,
        steps[1].col,
        `${String.fromCharCode(64 + steps[1].col)}${steps[1].row}`,
      ]);
    });

    it('reads the puzzle from a file with its kind in the header (--puzzle-file, no --kind): the same figures', async () => {
      const file = ['# kind: combined', '# size: 9', '# grids: 0,0;0,12;6,6;12,0;12,12', puzzle].join('\n');
      const { code, io } = await compare(['--puzzle-file', 'P.txt', '--log', 'L.csv', '--json'], {
        'P.txt': file,
        'L.csv': handLog(fixture, steps),
      });
      expect(io.err).toEqual([]);
      expect(code).toBe(0);
      expectFigures(io.out[0], handFigures(steps));
    });

    it('refuses a square between the grids, a given named with its grid, and a row past its range', async () => {
      // (1,10): the top edge between the two upper grids, which span columns 1–9 and 13–21.
      expect(geometry.cellAt[9]).toBe(-1);
      const between = await compare(args, { 'L.csv': 'seconds,row,col,value\n3,1,10,5' });
      expect(between.code).toBe(2);
      expect(between.io.err[0]).toBe(
        'L.csv line 2: (1,10) is a square between the grids, no cell of the puzzle; a log notes only the cells a person fills.',
      );
      // The first given in square order is in grid 1, whose top-left is the range's: the same place in both names.
      const square = [...geometry.cellAt.keys()].find(
        (s) => geometry.cellAt[s] >= 0 && fixture.puzzle[geometry.cellAt[s]] !== 0,
      )!;
      const [row, col] = [Math.floor(square / 21) + 1, (square % 21) + 1];
      const onGiven = await compare(args, { 'L.csv': `seconds,row,col,value\n3,${row},${col},5` });
      expect(onGiven.code).toBe(2);
      expect(onGiven.io.err[0]).toBe(
        `L.csv line 2: (${row},${col}) in grid 1 at (${row},${col}) is a given of the puzzle; a log notes only the cells a person fills.`,
      );
      const past = await compare(args, { 'L.csv': 'seconds,row,col,value\n3,22,1,5' });
      expect(past.io.err[0]).toBe('L.csv line 2, column row: "22" is not a whole number from 1 to 21.');
    });
  });

  it('takes the values of a 16×16 up to 16, and refuses 17', async () => {
    const fixture = engineFixtures('diagonal-16')[0];
    const { geometry } = fixture;
    const blank = fixture.puzzle.indexOf(0);
    const [row, col] = [Math.floor(blank / 16) + 1, (blank % 16) + 1];
    const puzzle = formatVariantPuzzle(geometry, fixture.puzzle);
    const args = ['--puzzle', puzzle, '--kind', 'diagonal', '--log', 'L.csv', '--json'];
    const sixteen = await compare(args, { 'L.csv': `seconds,row,col,value\n3,${row},${col},16` });
    expect(sixteen.code).toBe(0);
    expect(JSON.parse(sixteen.io.out[0]).wrong).toBe(rightValue(fixture, row, col) === 16 ? 0 : 1);
    const seventeen = await compare(args, { 'L.csv': `seconds,row,col,value\n3,${row},${col},17` });
    expect(seventeen.io.err[0]).toBe(
      'L.csv line 2, column value: "17" is not a number 1–16, or 0 or blank for an erasure.',
    );
  });
});
