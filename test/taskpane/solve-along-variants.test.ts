/**
 * Solve along on puzzles of other kinds (issue 20), on the fake workbook with strict loads: a 16×16
 * (diagonal, chosen in the kind chooser) and a samurai (proposed by its 21×21 shape). Each fixture's
 * solution is first checked by the test-side rule checker; every verdict, flag and session-sheet row
 * is then checked against that solution by cell, the squares no grid covers are ignored, a changed
 * given is named with its grid, hints come from the variant hint path at the solution's value; and
 * a 9×9 session stored in the format before issue 20 still resumes.
 */

import type { Geometry } from '../../src/engine/geometry';
import { WRONG_ENTRY_FILL } from '../../src/excel/solve-along';
import { loadSessions, SOLVE_ALONG_KEY } from '../../src/excel/solve-along-store';
import type { SheetKind } from '../../src/io/sheet-puzzle';
import { BLOCK_COLUMNS, ENTRY_HEADER_ROW } from '../../src/report/session-sheet';
import { AnalysisController } from '../../src/taskpane/analyse/analysis-controller';
import { inProcessAnalysisWorker } from '../helpers/analysis-worker';
import type { KindSetting } from '../../src/taskpane/shared/kind-setting';
import { SolveAlongController, type SolveAlongProblem } from '../../src/taskpane/solve-along/solve-along-controller';
import { describeSolveAlongState, solveAlongStrings } from '../../src/taskpane/solve-along/solve-along-strings';
import { EASY_PUZZLE } from '../helpers/easy-puzzle';
import { uniqueSolution } from '../helpers/oracle';
import { expectWrongThenHint } from '../helpers/solve-along-hint';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { sheetValues } from '../helpers/sheet-grids';
import { engineFixtures, type VariantFixture } from '../helpers/variant-fixtures';
import { isVariantSolution } from '../helpers/variant-reference';
import { fakeWorkbookWith, type FakeWorksheet } from '../excel/fake-workbook';
import { FakeSettings } from '../excel/fake-settings';

/** A 0-based sheet column as letters (the puzzle sits from B2, so up to column W here). */
const letters = (column: number) =>
  column < 26
    ? String.fromCharCode(65 + column)
    : String.fromCharCode(64 + Math.floor(column / 26), 65 + (column % 26));
/** The sheet address of square (row, col), 1-based in the bounding rectangle, the puzzle at B2. */
const at = (row: number, col: number) => `${letters(col)}${row + 1}`;

interface Case {
  name: string;
  fixture: VariantFixture;
  /** What the person chooses in the kind chooser ('auto': the selection's shape proposes it). */
  kind: KindSetting;
  expectedKind: SheetKind;
}

const CASES: Case[] = [
  { name: 'a 16×16 diagonal', fixture: engineFixtures('diagonal-16')[0], kind: 'diagonal', expectedKind: 'diagonal' },
  { name: 'a samurai', fixture: engineFixtures('combined-samurai')[0], kind: 'auto', expectedKind: 'samurai' },
];

function setUp(test: Case) {
  const { geometry, puzzle } = test.fixture;
  const context = fakeWorkbookWith('Sheet1', []);
  context.strictLoads = true;
  const sheet: FakeWorksheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', sheetValues(geometry, puzzle));
  const range = `B2:${at(geometry.rows, geometry.cols)}`;
  context.workbook.selection = { sheet: 'Sheet1', address: range };
  const store = new FakeSettings();
  const clock = { ms: 5_000_000 };
  const analysis = new AnalysisController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: inProcessAnalysisWorker,
    analyseOptions: () => ({}),
    language: 'en',
  });
  const controller = new SolveAlongController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: inProcessAnalysisWorker,
    analyseOptions: () => ({}),
    store,
    hint: (target, text, variant) => analysis.hintOn(target, text, variant),
    language: 'en',
    now: () => clock.ms,
  });
  controller.chooseKind(test.kind);
  return { context, sheet, store, clock, controller, range };
}

/** Squares of the bounding rectangle, 1-based, that are blank cells of the puzzle, in reading order. */
function blanks(geometry: Geometry, puzzle: readonly number[]): [number, number][] {
  const squares: [number, number][] = [];
  for (let cell = 0; cell < geometry.cellCount; cell++)
    if (puzzle[cell] === 0) squares.push([geometry.cellRow[cell] + 1, geometry.cellCol[cell] + 1]);
  return squares.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

function entryRows(sheet: FakeWorksheet): unknown[][] {
  const rows: unknown[][] = [];
  for (let row = ENTRY_HEADER_ROW + 1; sheet.cells.get(`${row},0`)?.value; row++)
    rows.push(Array.from({ length: BLOCK_COLUMNS }, (_, c) => sheet.cells.get(`${row},${c}`)?.value ?? ''));
  return rows;
}

describe.each(CASES)('Solve along on $name', (test) => {
  const { geometry, puzzle, solution } = test.fixture;
  const cellOf = (row: number, col: number) => geometry.cellAt[(row - 1) * geometry.cols + col - 1];
  const right = (row: number, col: number) => solution[cellOf(row, col)];
  const wrong = (row: number, col: number) => (right(row, col) % geometry.size) + 1;
  const open = blanks(geometry, puzzle);

  it('has a fixture solution that keeps every rule and agrees with the givens', () => {
    expect(isVariantSolution(geometry, solution)).toBe(true);
    puzzle.forEach((value, cell) => value > 0 && expect(solution[cell]).toBe(value));
  });

  it('judges entries and a paste by cell against the solution, flags a wrong one, names a changed given, and Stop writes the session sheet', async () => {
    const { context, sheet, store, clock, controller, range } = setUp(test);
    await controller.setFlagWrong(true);
    await controller.start();
    expect(controller.state.problem).toBeUndefined();
    expect(controller.state.phase).toBe('watching');
    expect(loadSessions(store.reopened())[0].variant?.spec.kind).toBe(test.expectedKind);
    // Above 9 symbols the first entry is a cell whose value the person types as a letter (A = 10).
    // Cells in lower rows, so that a cell taken row by row at the wrong width would be another cell.
    const a = [...open].reverse().find((square) => geometry.size <= 9 || right(...square) > 9)!;
    const [b, c, d] = open.filter((square) => square !== a && square[0] > geometry.rows / 2);
    clock.ms += 8_000;
    await sheet.typeInto(at(...a), [[wrong(...a)]]);
    expect(sheet.cell(a[0], a[1]).fill).toBe(WRONG_ENTRY_FILL);
    expect(controller.state.notice).toMatchObject({ kind: 'entry', cell: at(...a), verdict: 'wrong' });
    clock.ms += 4_000;
    const typed = right(...a) > 9 ? String.fromCharCode(55 + right(...a)) : right(...a);
    await sheet.typeInto(at(...a), [[typed]]);
    expect(sheet.cell(a[0], a[1]).fill).toBeUndefined();
    expect(controller.state.notice).toMatchObject({ kind: 'entry', verdict: 'correct' });
    // A paste of the whole range with three more right values: one event, three entries.
    clock.ms += 6_000;
    const block = sheet.getRange(range).currentValues();
    for (const cell of [b, c, d]) block[cell[0] - 1][cell[1] - 1] = right(...cell);
    await sheet.typeInto('B2', block);
    // A changed given is named (with its grid in a combined puzzle) and is no entry.
    const given = puzzle.findIndex((value) => value > 0);
    const givenSquare = [geometry.cellRow[given] + 1, geometry.cellCol[given] + 1] as const;
    await sheet.typeInto(at(...givenSquare), [[(puzzle[given] % geometry.size) + 1]]);
    const status = describeSolveAlongState(controller.state, solveAlongStrings('ja'));
    expect(status).toContain(at(...givenSquare));
    if (test.expectedKind === 'samurai') expect(status).toMatch(/盤 [1-5]）/);
    expect(controller.state.session).toMatchObject({ entries: 5, wrong: 1 });
    await controller.stop();
    expect(sheet.changeHandlerCount).toBe(0);
    const written = context.workbook.worksheets.getItem(controller.state.sheetName!);
    const rows = entryRows(written);
    expect(rows.map((row) => [row[2], row[3], row[4], row[6]])).toEqual([
      [a[0], a[1], wrong(...a), 'WRONG'],
      [a[0], a[1], right(...a), 'right'],
      ...[b, c, d].map((cell) => [cell[0], cell[1], right(...cell), 'right']),
    ]);
    // Every right entry is matched with an analyser step (its technique and number); the sheet says what applies to this kind.
    for (const row of rows.filter((each) => each[6] === 'right'))
      expect([typeof row[7], typeof row[8]]).toEqual(['string', 'number']);
    expect(String(written.cells.get('1,0')?.value)).toContain(`${geometry.rows}×${geometry.cols}`);
  });

  it('hints through the variant hint path: a wrong entry first, then a step whose value is the solution’s', async () => {
    const { sheet, controller } = setUp(test);
    await controller.start();
    const [a] = open;
    await expectWrongThenHint(controller, sheet, at(...a), wrong(...a), right);
  });
});

describe('Solve along on a samurai: squares no grid covers', () => {
  it('ignores what is typed between the grids', async () => {
    const test = CASES[1];
    const { geometry } = test.fixture;
    const { sheet, controller } = setUp(test);
    await controller.start();
    const outside = geometry.cellAt.findIndex((cell) => cell < 0);
    const square = [Math.floor(outside / geometry.cols) + 1, (outside % geometry.cols) + 1] as const;
    await sheet.typeInto(at(...square), [['a note']]);
    expect(controller.state.session).toMatchObject({ entries: 0 });
    expect(controller.state.notice).toBeUndefined();
  });
});

describe('Solve along: a 9×9 session stored before other kinds', () => {
  it('resumes and judges its entries against the solution', async () => {
    const context = fakeWorkbookWith('Sheet1', []);
    context.strictLoads = true;
    const sheet: FakeWorksheet = context.workbook.worksheets.getItem('Sheet1');
    putValues(sheet, 'B2', typedGrid(EASY_PUZZLE));
    const solution = uniqueSolution(EASY_PUZZLE);
    const store = new FakeSettings();
    const target = { sheetId: sheet.id, sheetName: 'Sheet1', address: 'B2:J10' };
    // Exactly the stored form of issue 12: no kind, the puzzle as 81 characters.
    store.set(SOLVE_ALONG_KEY, {
      version: 1,
      sessions: [
        {
          id: 1,
          puzzle: EASY_PUZZLE,
          target,
          startedAt: 1_000,
          state: 'watching',
          activeSeconds: 0,
          flagWrong: false,
          flagged: [],
          entries: [{ seconds: 3, row: 1, col: 1, value: 0 }],
        },
      ],
    });
    const clock = { ms: 9_000_000 };
    const controller = new SolveAlongController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessAnalysisWorker,
      analyseOptions: () => ({}),
      store,
      hint: async () => undefined,
      language: 'en',
      now: () => clock.ms,
    });
    await controller.restore();
    expect(controller.state.phase).toBe('paused');
    await controller.resume();
    const blank = EASY_PUZZLE.indexOf('.');
    const [row, col] = [Math.floor(blank / 9) + 1, (blank % 9) + 1];
    clock.ms += 2_000;
    await sheet.typeInto(`${String.fromCharCode(65 + col)}${row + 1}`, [[(Number(solution[blank]) % 9) + 1]]);
    expect(controller.state.notice).toMatchObject({ kind: 'entry', verdict: 'wrong' });
    expect(loadSessions(store.reopened())[0].entries).toEqual([
      { seconds: 3, row: 1, col: 1, value: 0 },
      { seconds: 5, row, col, value: (Number(solution[blank]) % 9) + 1 },
    ]);
  });
});

describe('Solve along sessions kept in the workbook', () => {
  it('reads the 9×9 form and the form with a kind, and leaves out a session whose kind or givens cannot be read', () => {
    const store = new FakeSettings();
    const target = { sheetId: 's1', sheetName: 'Sheet1', address: 'B2:Q17' };
    const base = {
      target,
      startedAt: 1,
      state: 'stopped',
      activeSeconds: 0,
      flagWrong: false,
      flagged: [],
      entries: [],
    };
    const spec = { kind: 'diagonal', size: 16, maps: [] };
    const givens = CASES[0].fixture.puzzle;
    store.set(SOLVE_ALONG_KEY, {
      version: 1,
      sessions: [
        { ...base, id: 1, puzzle: EASY_PUZZLE },
        { ...base, id: 2, puzzle: 'whatever was stored', variant: { spec, givens } },
        { ...base, id: 3, puzzle: 'x', variant: { spec: { ...spec, kind: 'hexagon' }, givens } },
        { ...base, id: 4, puzzle: 'x', variant: { spec, givens: ['1'] } },
        { ...base, id: 5, puzzle: EASY_PUZZLE.slice(1) },
      ],
    });
    const sessions = loadSessions(store);
    expect(sessions.map((session) => session.id)).toEqual([1, 2]);
    expect(sessions[1].variant).toEqual({ spec, givens });
    // The key sessions of one puzzle share is made from the kind and givens, not taken on trust.
    expect(sessions[1].puzzle).not.toBe('whatever was stored');
    expect(sessions[1].puzzle).toContain(givens.join(','));
  });
});

describe('Solve along strings of other kinds', () => {
  it('words every new problem and notice in Japanese, without the English', () => {
    const ja = solveAlongStrings('ja');
    const en = solveAlongStrings('en');
    const problems: SolveAlongProblem[] = [
      { reason: 'bad-symbols', cells: ['C3'], size: 16 },
      { reason: 'bad-layout', kind: 'jigsaw', message: 'Region 2 has 8 cells, not 9.', cells: ['B2'] },
      { reason: 'empty-range' },
      { reason: 'need-grids', rows: 21, columns: 33 },
    ];
    for (const problem of problems) {
      expect(ja.problem(problem)).toMatch(/[ぁ-んァ-ヶ一-龯]/);
      expect(ja.problem(problem)).not.toBe(en.problem(problem));
    }
    expect(ja.notice({ kind: 'given-changed', cell: 'K11', grid: 3 })).toContain('K11（盤 3）');
    expect(en.notice({ kind: 'not-a-digit', cell: 'C3', found: '"Z"', size: 16 })).toContain(
      'a number 1–16 or a letter A–G',
    );
    expect(ja.notice({ kind: 'not-a-digit', cell: 'C3', found: '"Z"', size: 16 })).toContain('A〜G');
  });
});
