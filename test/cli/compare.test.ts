/**
 * `compare` through main() (issue 12): the JSON figures of a log equal the same figures worked out
 * here on their own — least squares, tier sums and Spearman's correlation written out in the test
 * from the analyser's step log, the registry's tiers and the oracle's solution — and the session
 * sheet in the .xlsx holds the log's entries. A bad log line is refused naming line and column.
 */

import ExcelJS from 'exceljs';
import { main } from '../../src/cli/main';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { TECHNIQUES } from '../../src/engine/techniques/registry';
import type { LoggedStep, TechniqueLetter } from '../../src/engine/analysis/types';
import { ENTRY_HEADER_ROW } from '../../src/report/session-sheet';
import { samplePuzzles } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';
import { createFakeIO } from './fake-io';
import { readPackageSheets } from '../helpers/xlsx-package';

/** A conquered puzzle whose solve uses more than one tier (so the tiers are worth checking). */
const PUZZLE = samplePuzzles('rated/mixed1000_meta.csv', 40).find((each) => {
  const result = analyzePuzzle(each);
  return (
    result.status === 'conquer' &&
    result.steps.some((step) => /[VGQPUTRSHWYXKD]/.test(step.technique)) &&
    !result.steps.some((step) => step.technique.includes('A'))
  );
})!;
const SOLUTION = uniqueSolution(PUZZLE);
const STEPS = analyzePuzzle(PUZZLE).steps;
const TIERS = ['basic', 'intermediate', 'advanced', 'expert', 'super'];

interface Row {
  seconds: number;
  row: number;
  col: number;
  value: number;
}

/** The person: every step's cell in a shuffled order (deterministic), a wrong digit and an erasure first on one cell, irregular times. */
function personLog(): Row[] {
  const order = [...STEPS].sort((a, b) => ((a.n * 37) % 11) - ((b.n * 37) % 11) || a.n - b.n);
  const rows: Row[] = [];
  let seconds = 0;
  const first = order[0];
  const right = (step: LoggedStep) => Number(SOLUTION[(step.row - 1) * 9 + step.col - 1]);
  rows.push({ seconds: (seconds += 9), row: first.row, col: first.col, value: (right(first) % 9) + 1 });
  rows.push({ seconds: (seconds += 2), row: first.row, col: first.col, value: 0 });
  order.forEach((step, i) =>
    rows.push({
      seconds: (seconds += 3 + ((i * 7) % 5) + step.technique.length * 4),
      row: step.row,
      col: step.col,
      value: right(step),
    }),
  );
  return rows;
}

const csv = (rows: Row[]) =>
  ['seconds,row,col,value', ...rows.map((r) => `${r.seconds},${r.row},${r.col},${r.value === 0 ? '' : r.value}`)].join(
    '\r\n',
  );

/** The figures worked out by hand. */
function expectedFigures(rows: Row[]) {
  const own = new Map<string, { effort: number; n: number; tier: string }>();
  STEPS.forEach((step, i) => {
    const letters = [...step.technique].filter((ch): ch is TechniqueLetter => ch in TECHNIQUES);
    const tier = TIERS[Math.max(...letters.map((letter) => TIERS.indexOf(TECHNIQUES[letter].tier)))];
    own.set(`${step.row},${step.col}`, { effort: step.effort - (i > 0 ? STEPS[i - 1].effort : 0), n: step.n, tier });
  });
  const placed = new Set<string>();
  let cumulative = 0;
  let previous = 0;
  let xy = 0;
  let xx = 0;
  const placements: { tier: string; effort: number; taken: number; n: number }[] = [];
  let wrong = 0;
  for (const r of rows) {
    const key = `${r.row},${r.col}`;
    const correct = r.value !== 0 && r.value === Number(SOLUTION[(r.row - 1) * 9 + r.col - 1]);
    if (r.value !== 0 && !correct) wrong++;
    if (correct && !placed.has(key)) {
      placed.add(key);
      const step = own.get(key)!;
      cumulative += step.effort;
      placements.push({ tier: step.tier, effort: step.effort, taken: r.seconds - previous, n: step.n });
    }
    previous = r.seconds;
    xy += cumulative * r.seconds;
    xx += cumulative * cumulative;
  }
  const factor = xy / xx;
  const tiers: Record<string, { entries: number; seconds: number; modelSeconds: number }> = {};
  for (const p of placements) {
    const t = (tiers[p.tier] ??= { entries: 0, seconds: 0, modelSeconds: 0 });
    t.entries++;
    t.seconds += p.taken;
    t.modelSeconds += p.effort * factor;
  }
  // Spearman as Pearson's correlation of the ranks.
  const ranksOf = (values: number[]) => values.map((v) => [...values].sort((a, b) => a - b).indexOf(v));
  const a = placements.map((_, i) => i);
  const b = ranksOf(placements.map((p) => p.n));
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const [ma, mb] = [mean(a), mean(b)];
  const cov = a.reduce((s, x, i) => s + (x - ma) * (b[i] - mb), 0);
  const order = cov / Math.sqrt(a.reduce((s, x) => s + (x - ma) ** 2, 0) * b.reduce((s, y) => s + (y - mb) ** 2, 0));
  return { entries: rows.length, wrong, secondsPerEffort: factor, tiers, order };
}

async function compare(args: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(['compare', ...args], io);
  return { code, io };
}

describe('compare', () => {
  const rows = personLog();

  it('--json gives the figures worked out independently', async () => {
    const { code, io } = await compare(['--puzzle', PUZZLE, '--log', 'LOG.csv', '--json'], { 'LOG.csv': csv(rows) });
    expect(io.err).toEqual([]);
    expect(code).toBe(0);
    const got = JSON.parse(io.out[0]);
    const want = expectedFigures(rows);
    expect(got.entries).toBe(want.entries);
    expect(got.wrong).toBe(1);
    expect(got.secondsPerEffort).toBeCloseTo(want.secondsPerEffort, 9);
    expect(got.order).toBeCloseTo(want.order, 9);
    expect(Object.keys(got.tiers).sort()).toEqual(Object.keys(want.tiers).sort());
    expect(Object.keys(want.tiers).length).toBeGreaterThan(1);
    for (const [tier, each] of Object.entries(want.tiers)) {
      expect(got.tiers[tier].entries).toBe(each.entries);
      expect(got.tiers[tier].seconds).toBeCloseTo(each.seconds, 9);
      expect(got.tiers[tier].modelSeconds).toBeCloseTo(each.modelSeconds, 9);
    }
  });

  it('--out writes the session sheet: one row per log line, and a native chart of its table', async () => {
    const { code, io } = await compare(['--puzzle', PUZZLE, '--log', 'LOG.csv', '--out', 'out-compare-test.xlsx'], {
      'LOG.csv': csv(rows),
    });
    expect(code).toBe(0);
    expect(io.out.at(-1)).toBe('wrote out-compare-test.xlsx (sheet Solve along)');
    const workbook = new ExcelJS.Workbook();
    const bytes = io.written.get('out-compare-test.xlsx') as Uint8Array;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet('Solve along')!;
    rows.forEach((r, i) => {
      const line = sheet.getRow(ENTRY_HEADER_ROW + 2 + i);
      expect([2, 3, 4, 5].map((column) => line.getCell(column).value)).toEqual([r.seconds, r.row, r.col, r.value]);
    });
    const { sheets } = await readPackageSheets(bytes);
    const [chart, ...more] = sheets.find((each) => each.name === 'Solve along')!.charts;
    expect(more).toEqual([]);
    expect(chart.groups).toEqual(['lineChart']);
    // Column B of the entry rows holds each entry's seconds (read back above).
    expect(chart.series[0].values).toBe(
      `'Solve along'!$B$${ENTRY_HEADER_ROW + 2}:$B$${ENTRY_HEADER_ROW + 1 + rows.length}`,
    );
    expect(chart.series[0].valueCache).toEqual(rows.map((r) => String(r.seconds)));
  });

  it('--language ja writes the session sheet the Japanese pane writes; a language it has not is refused', async () => {
    const { code, io } = await compare(
      ['--puzzle', PUZZLE, '--log', 'LOG.csv', '--out', 'ja.xlsx', '--language', 'ja'],
      { 'LOG.csv': csv(rows) },
    );
    expect(code).toBe(0);
    expect(io.out.at(-1)).toBe('wrote ja.xlsx (sheet 解答記録)');
    const workbook = new ExcelJS.Workbook();
    const bytes = io.written.get('ja.xlsx') as Uint8Array;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['解答記録']);
    const sheet = workbook.getWorksheet('解答記録')!;
    const line = sheet.getRow(ENTRY_HEADER_ROW + 2);
    expect([2, 3, 4, 5].map((column) => line.getCell(column).value)).toEqual([
      rows[0].seconds,
      rows[0].row,
      rows[0].col,
      rows[0].value,
    ]);
    // Every label of the sheet is Japanese: no English word in any text cell (r1c1-style cells aside).
    const texts: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => void (typeof cell.value === 'string' && texts.push(cell.value))));
    expect(texts.filter((text) => /[A-Za-z]{3,}/.test(text) && !/LOG\.csv/.test(text))).toEqual([]);
    const refused = await compare(['--puzzle', PUZZLE, '--log', 'LOG.csv', '--out', 'x.xlsx', '--language', 'fr'], {
      'LOG.csv': csv(rows),
    });
    expect(refused.code).toBe(2);
    expect(refused.io.err.join('\n')).toContain('--language takes en or ja, not "fr"');
    expect(refused.io.written.has('x.xlsx')).toBe(false);
  });

  it('--puzzle-file reads the puzzle from a file (its first puzzle, comments skipped): the same figures', async () => {
    const files = { 'P.txt': `# a person's puzzle\n${PUZZLE}\n${'.'.repeat(81)}\n`, 'LOG.csv': csv(rows) };
    const { code, io } = await compare(['--puzzle-file', 'P.txt', '--log', 'LOG.csv', '--json'], files);
    expect(io.err).toEqual([]);
    expect(code).toBe(0);
    const want = expectedFigures(rows);
    const got = JSON.parse(io.out[0]);
    expect(got.entries).toBe(want.entries);
    expect(got.secondsPerEffort).toBeCloseTo(want.secondsPerEffort, 9);
    expect(got.order).toBeCloseTo(want.order, 9);
  });

  it('refuses both --puzzle and --puzzle-file, neither, and a file without a puzzle, saying which', async () => {
    const files = { 'P.txt': PUZZLE, 'E.txt': '# nothing here\n', 'LOG.csv': csv(rows) };
    const both = await compare(['--puzzle', PUZZLE, '--puzzle-file', 'P.txt', '--log', 'LOG.csv'], files);
    expect(both.code).toBe(2);
    expect(both.io.err[0]).toMatch(/^Give --puzzle or --puzzle-file, not both\. See `sudoku-analyzer compare --help`/);
    const neither = await compare(['--log', 'LOG.csv'], files);
    expect(neither.code).toBe(2);
    expect(neither.io.err[0]).toMatch(/^Give the puzzle with --puzzle or --puzzle-file\. See/);
    const empty = await compare(['--puzzle-file', 'E.txt', '--log', 'LOG.csv'], files);
    expect(empty.code).toBe(2);
    expect(empty.io.err[0]).toBe('The puzzle cannot be compared with: There is no puzzle in the puzzle file.');
    const absent = await compare(['--puzzle-file', 'none.txt', '--log', 'LOG.csv'], files);
    expect(absent.code).toBe(2);
    expect(absent.io.err[0]).toMatch(/none\.txt/);
  });

  it('refuses a bad line naming the line and the column', async () => {
    const bad = csv(rows).split('\r\n');
    bad[3] = bad[3].replace(/,\d*$/, ',x');
    const { code, io } = await compare(['--puzzle', PUZZLE, '--log', 'LOG.csv'], { 'LOG.csv': bad.join('\n') });
    expect(code).toBe(2);
    expect(io.err[0]).toBe('LOG.csv line 4, column value: "x" is not a number.');
    const back = csv(rows).split('\r\n');
    back[5] = back[5].replace(/^\d+/, '1');
    expect((await compare(['--puzzle', PUZZLE, '--log', 'L.csv'], { 'L.csv': back.join('\n') })).io.err[0]).toMatch(
      /^L\.csv line 6, column seconds: 1 is earlier than the line before/,
    );
    const row10 = csv(rows).replace(/^(seconds,row,col,value\r\n\d+,)\d+/, '$110');
    expect((await compare(['--puzzle', PUZZLE, '--log', 'L.csv'], { 'L.csv': row10 })).io.err[0]).toMatch(
      /^L\.csv line 2, column row: "10" is not a whole number from 1 to 9/,
    );
    expect(
      (await compare(['--puzzle', PUZZLE, '--log', 'L.csv'], { 'L.csv': 'seconds,row,column,value\n1,1,1,1' })).io
        .err[0],
    ).toMatch(/line 1: the header has no column "col"/);
  });

  it('refuses an entry on a given, an invalid puzzle, a missing log', async () => {
    const given = PUZZLE.search(/[1-9]/);
    const log = `seconds,row,col,value\n3,${Math.floor(given / 9) + 1},${(given % 9) + 1},5`;
    const onGiven = await compare(['--puzzle', PUZZLE, '--log', 'L.csv'], { 'L.csv': log });
    expect(onGiven.code).toBe(2);
    expect(onGiven.io.err[0]).toMatch(/line 2: r\d+c\d+ is a given/);
    const twoSolutions = '.'.repeat(81);
    expect((await compare(['--puzzle', twoSolutions, '--log', 'L.csv'], { 'L.csv': log })).code).toBe(2);
    const missing = await compare(['--puzzle', PUZZLE, '--log', 'none.csv']);
    expect(missing.code).toBe(2);
    expect(missing.io.err[0]).toMatch(/none\.csv/);
  });
});
