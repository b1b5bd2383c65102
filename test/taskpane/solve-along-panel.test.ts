/**
 * The Solve along tab's logic on the fake workbook (issue 12): the fake sends the change events
 * Office sends (one per edit or paste, on the sheet, with the range's address), and the recorded
 * session, the wrong-entry flags, the stored copy and the session sheet are checked against the
 * puzzle's solution from the test oracle. The person's values are never changed. The progress
 * line counts the blank cells filled (counted here from the puzzle text and the fixture), and a
 * change's address makes the pane read only that block (the fake measures each sync's answer).
 */

import { main } from '../../src/cli/main';
import { WRONG_ENTRY_FILL } from '../../src/excel/solve-along';
import { loadSessions } from '../../src/excel/solve-along-store';
import { BLOCK_COLUMNS, ENTRY_HEADER_ROW } from '../../src/report/session-sheet';
import { createAnalysisWorker } from '../../src/taskpane/analyse/analysis-worker';
import { AnalysisController, type AnalysisWorkerLike } from '../../src/taskpane/analyse/analysis-controller';
import { SolveAlongController } from '../../src/taskpane/solve-along/solve-along-controller';
import {
  describeSolveAlongProgress,
  describeSolveAlongState,
  solveAlongStrings,
} from '../../src/taskpane/solve-along/solve-along-strings';
import { EASY_PUZZLE } from '../helpers/easy-puzzle';
import { uniqueSolution } from '../helpers/oracle';
import { expectWrongThenHint } from '../helpers/solve-along-hint';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { sheetValues } from '../helpers/sheet-grids';
import { engineFixtures } from '../helpers/variant-fixtures';
import { fakeWorkbookWith, type FakeContext, type FakeWorksheet } from '../excel/fake-workbook';
import { FakeSettings } from '../excel/fake-settings';
import { createFakeIO } from '../cli/fake-io';

const SOLUTION = uniqueSolution(EASY_PUZZLE);
/** The blank cells of the puzzle, 1-based, in reading order. */
const BLANKS = [...EASY_PUZZLE].flatMap((ch, i) => (ch === '.' ? [[Math.floor(i / 9) + 1, (i % 9) + 1] as const] : []));
const right = (row: number, col: number) => Number(SOLUTION[(row - 1) * 9 + col - 1]);
const wrong = (row: number, col: number) => (right(row, col) % 9) + 1;
/** The sheet address of a puzzle cell, the puzzle sitting at B2:J10. */
const at = (row: number, col: number) => `${String.fromCharCode(65 + col)}${row + 1}`;

function inProcessWorker(): AnalysisWorkerLike {
  const worker: AnalysisWorkerLike = {
    onmessage: null,
    postMessage: (message) => void handle(message),
    terminate: () => undefined,
  };
  const handle = createAnalysisWorker((reply) => setTimeout(() => worker.onmessage?.({ data: reply }), 0));
  return worker;
}

function controllerOn(context: FakeContext, store: FakeSettings, clock: { ms: number }, hints: string[] = []) {
  return new SolveAlongController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: inProcessWorker,
    analyseOptions: () => ({}),
    store,
    hint: async (target, puzzle) => {
      hints.push(`${target.sheetName}!${target.address} ${puzzle}`);
      return { kind: 'cleared' };
    },
    language: 'en',
    now: () => clock.ms,
  });
}

function setUp() {
  const context = fakeWorkbookWith('Sheet1', []);
  context.strictLoads = true;
  const sheet: FakeWorksheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', typedGrid(EASY_PUZZLE));
  context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10' };
  const store = new FakeSettings();
  const clock = { ms: 1_000_000 };
  const hints: string[] = [];
  const controller = controllerOn(context, store, clock, hints);
  return { context, sheet, store, clock, controller, hints };
}

/** The entry table of the session block starting at `column` of the session sheet. */
function entryRows(sheet: FakeWorksheet, column = 0): unknown[][] {
  const rows: unknown[][] = [];
  for (let row = ENTRY_HEADER_ROW + 1; sheet.cells.get(`${row},${column}`)?.value; row++)
    rows.push(Array.from({ length: BLOCK_COLUMNS }, (_, c) => sheet.cells.get(`${row},${column + c}`)?.value ?? ''));
  return rows;
}

describe('Solve along', () => {
  it('records single entries, a paste as one event, an erasure; ignores typing elsewhere', async () => {
    const { sheet, clock, controller, store } = setUp();
    await controller.start();
    expect(controller.state.phase).toBe('watching');
    expect(sheet.changeHandlerCount).toBe(1);
    const [a, b, c, d] = BLANKS;
    clock.ms += 12_000;
    await sheet.typeInto(at(...a), [[right(...a)]]);
    clock.ms += 3_000;
    await sheet.typeInto('L5', [['a note beside the grid']]);
    await sheet.typeInto('A1', [['x']]);
    clock.ms += 5_000;
    // A paste over a block that covers b, c, d where they lie: write the current values with the three right digits.
    const block = sheet.getRange('B2:J10').currentValues();
    for (const cell of [b, c, d]) block[cell[0] - 1][cell[1] - 1] = right(...cell);
    await sheet.typeInto('B2', block);
    clock.ms += 4_000;
    await sheet.typeInto(at(...b), [['']]);
    const entries = loadSessions(store.reopened())[0].entries;
    expect(entries).toEqual([
      { seconds: 12, row: a[0], col: a[1], value: right(...a) },
      ...[b, c, d].map((cell) => ({ seconds: 20, row: cell[0], col: cell[1], value: right(...cell) })),
      { seconds: 24, row: b[0], col: b[1], value: 0 },
    ]);
    expect(controller.state.session).toMatchObject({ entries: 5, wrong: 0 });
    expect(sheet.getRange('L5').currentValues()).toEqual([['a note beside the grid']]);
  });

  it('flags a wrong entry with a fill, takes it off when corrected, never changes the value', async () => {
    const { sheet, clock, controller } = setUp();
    const [a] = BLANKS;
    sheet.cell(a[0], a[1]).fill = '#DDEBF7';
    await controller.setFlagWrong(true);
    await controller.start();
    clock.ms += 2_000;
    await sheet.typeInto(at(...a), [[wrong(...a)]]);
    expect(sheet.cell(a[0], a[1]).fill).toBe(WRONG_ENTRY_FILL);
    expect(sheet.cell(a[0], a[1]).value).toBe(wrong(...a));
    expect(describeSolveAlongState(controller.state, solveAlongStrings('en'))).toMatch(
      new RegExp(`${at(...a)}.*wrong`),
    );
    clock.ms += 2_000;
    await sheet.typeInto(at(...a), [[right(...a)]]);
    expect(sheet.cell(a[0], a[1]).fill).toBe('#DDEBF7');
    expect(sheet.cell(a[0], a[1]).value).toBe(right(...a));
    expect(controller.state.session).toMatchObject({ entries: 2, wrong: 1 });
  });

  it('names a cell that holds no digit and records nothing for it; a changed given is not an entry', async () => {
    const { sheet, controller } = setUp();
    await controller.start();
    const [a] = BLANKS;
    await sheet.typeInto(at(...a), [['x']]);
    expect(describeSolveAlongState(controller.state, solveAlongStrings('en'))).toContain(at(...a));
    const given = [...EASY_PUZZLE].findIndex((ch) => ch !== '.');
    const givenCell = [Math.floor(given / 9) + 1, (given % 9) + 1] as const;
    await sheet.typeInto(at(...givenCell), [[(Number(EASY_PUZZLE[given]) % 9) + 1]]);
    expect(describeSolveAlongState(controller.state, solveAlongStrings('ja'))).toContain(at(...givenCell));
    expect(controller.state.session?.entries).toBe(0);
  });

  it('stops watching on Stop and writes the session sheet with its chart, entries checked against the solution', async () => {
    const { context, sheet, clock, controller } = setUp();
    await controller.start();
    const [a, b] = BLANKS;
    clock.ms += 10_000;
    await sheet.typeInto(at(...a), [[wrong(...a)]]);
    clock.ms += 5_000;
    await sheet.typeInto(at(...a), [[right(...a)]]);
    clock.ms += 7_000;
    await sheet.typeInto(at(...b), [[right(...b)]]);
    await controller.stop();
    expect(sheet.changeHandlerCount).toBe(0);
    await sheet.typeInto(at(...BLANKS[2]), [[right(...BLANKS[2])]]);
    const written = context.workbook.worksheets.getItem(controller.state.sheetName!);
    expect(written.name).toBe('Solve along');
    expect(written.charts.items).toHaveLength(1);
    expect(written.charts.items[0].seriesNames).toEqual(['Seconds', 'Model seconds']);
    const rows = entryRows(written);
    expect(rows.map((row) => [row[1], row[5], row[4], row[6]])).toEqual([
      [10, at(...a), wrong(...a), 'WRONG'],
      [15, at(...a), right(...a), 'right'],
      [22, at(...b), right(...b), 'right'],
    ]);
  });

  it('keeps the session in the workbook: a new controller on the reopened workbook resumes it', async () => {
    const { context, sheet, store, clock, controller } = setUp();
    await controller.start();
    const [a, b] = BLANKS;
    clock.ms += 30_000;
    await sheet.typeInto(at(...a), [[right(...a)]]);
    // The pane closes (its handler goes with it) and the workbook is opened again an hour later.
    await controller.detach();
    clock.ms += 3_600_000;
    const reopened = store.reopened();
    const again = controllerOn(context, reopened, clock);
    await again.restore();
    expect(again.state.phase).toBe('paused');
    expect(describeSolveAlongState(again.state, solveAlongStrings('en'))).toMatch(/Sheet1!B2:J10.*1 entry/);
    await again.resume();
    clock.ms += 6_000;
    await sheet.typeInto(at(...b), [[right(...b)]]);
    expect(loadSessions(reopened.reopened())[0].entries.map((entry) => entry.seconds)).toEqual([30, 36]);
  });

  it('the session sheet’s log columns, saved as CSV, give compare the same figures', async () => {
    const { context, sheet, clock, controller } = setUp();
    await controller.start();
    const cells = BLANKS.slice(0, 12);
    for (const [i, cell] of cells.entries()) {
      clock.ms += 1000 * (3 + ((i * 5) % 7));
      await sheet.typeInto(at(...cell), [[i === 4 ? wrong(...cell) : right(...cell)]]);
    }
    clock.ms += 2500;
    await sheet.typeInto(at(...cells[4]), [[right(...cells[4])]]);
    await controller.stop();
    const written = context.workbook.worksheets.getItem(controller.state.sheetName!);
    const value = (row: number, column: number) => written.cells.get(`${row},${column}`)?.value ?? '';
    const csv = [ENTRY_HEADER_ROW, ...entryRows(written).map((_, i) => ENTRY_HEADER_ROW + 1 + i)]
      .map((row) => [1, 2, 3, 4].map((column) => value(row, column)).join(','))
      .join('\n');
    const io = createFakeIO({ 'LOG.csv': csv });
    expect(await main(['compare', '--puzzle', EASY_PUZZLE, '--log', 'LOG.csv', '--json'], io)).toBe(0);
    const figures = JSON.parse(io.out[0]);
    const labelled = (label: string) => {
      for (let row = 0; row < ENTRY_HEADER_ROW; row++)
        if (value(row, 0) === label)
          return [...Array(BLOCK_COLUMNS).keys()]
            .map((column) => value(row, column))
            .filter((each) => each !== '')
            .pop();
      throw new Error(`no ${label}`);
    };
    expect(figures.entries).toBe(labelled('Entries'));
    expect(figures.wrong).toBe(labelled('Wrong entries'));
    expect(figures.wrong).toBe(1);
    expect(Math.round(figures.secondsPerEffort * 1000) / 1000).toBe(labelled('Seconds per effort unit (fitted)'));
    expect(Math.round(figures.order * 1000) / 1000).toBe(labelled('Order: rank correlation with analyser'));
  });

  it('puts several sessions of one puzzle side by side', async () => {
    const { context, sheet, clock, controller } = setUp();
    for (const seconds of [4, 9]) {
      context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10' };
      await controller.start();
      clock.ms += seconds * 1000;
      await sheet.typeInto(at(...BLANKS[0]), [[right(...BLANKS[0])]]);
      await controller.stop();
      await sheet.typeInto(at(...BLANKS[0]), [['']]);
    }
    const written = context.workbook.worksheets.getItem(controller.state.sheetName!);
    expect(written.charts.items).toHaveLength(2);
    expect(entryRows(written, 0)[0][1]).toBe(4);
    expect(entryRows(written, BLOCK_COLUMNS + 1)[0][1]).toBe(9);
  });

  it('hints through the Analyse controller on the live grid: a wrong entry first, then the next step at the solution’s digit', async () => {
    const { context, sheet, store, clock } = setUp();
    const analysis = new AnalysisController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      analyseOptions: () => ({}),
      language: 'en',
    });
    const controller = new SolveAlongController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      analyseOptions: () => ({}),
      store,
      hint: (target, puzzle) => analysis.hintOn(target, puzzle),
      language: 'en',
      now: () => clock.ms,
    });
    await controller.start();
    const [a] = BLANKS;
    await expectWrongThenHint(controller, sheet, at(...a), wrong(...a), right);
  });

  it('asks the Analyse tab for a hint on the live grid of the session', async () => {
    const { controller, hints } = setUp();
    await controller.start();
    await controller.hint();
    expect(hints).toEqual([`Sheet1!B2:J10 ${EASY_PUZZLE}`]);
  });
});

/** The bytes the fake measures for a block's values: what one sync answers when only that block is loaded. */
const valueBytes = (sheet: FakeWorksheet, address: string) =>
  new TextEncoder().encode(JSON.stringify(sheet.getRange(address).currentValues())).length;

describe('Solve along’s progress line', () => {
  it('counts the blank cells filled: a digit, a paste, a wrong digit, an erasure; in English and Japanese', async () => {
    const { sheet, controller } = setUp();
    await controller.start();
    const line = (language: 'en' | 'ja') => describeSolveAlongProgress(controller.state, solveAlongStrings(language));
    const total = BLANKS.length;
    expect(line('en')).toBe(`0 of ${total} cells filled (0 %).`);
    const [a, b, c, d] = BLANKS;
    await sheet.typeInto(at(...a), [[right(...a)]]);
    expect(controller.state.session).toMatchObject({ filled: 1, toFill: total });
    const block = sheet.getRange('B2:J10').currentValues();
    for (const cell of [b, c]) block[cell[0] - 1][cell[1] - 1] = right(...cell);
    await sheet.typeInto('B2', block);
    await sheet.typeInto(at(...d), [[(right(...d) % 9) + 1]]);
    expect(controller.state.session).toMatchObject({ filled: 4, toFill: total });
    await sheet.typeInto(at(...b), [['']]);
    expect(line('en')).toBe(`3 of ${total} cells filled (${Math.floor(300 / total)} %).`);
    expect(line('ja')).toBe(`${total} セル中 3 セルを記入済み（${Math.floor(300 / total)} %）。`);
    // A given changed or text beside the grid fills nothing.
    const given = [...EASY_PUZZLE].findIndex((ch) => ch !== '.');
    await sheet.typeInto(at(Math.floor(given / 9) + 1, (given % 9) + 1), [[9]]);
    await sheet.typeInto('L5', [['a note']]);
    expect(controller.state.session).toMatchObject({ filled: 3, toFill: total });
    await controller.stop();
    expect(line('en')).toBe('');
  });

  it('after a reload, shows no count until Resume reads the range, then counts what was typed meanwhile', async () => {
    const { context, sheet, store, clock, controller } = setUp();
    await controller.start();
    const [a, b] = BLANKS;
    await sheet.typeInto(at(...a), [[right(...a)]]);
    await controller.detach();
    // Typed while the pane was closed: no entry, but filled all the same.
    putValues(sheet, at(...b), [[right(...b)]]);
    const reopened = controllerOn(context, store.reopened(), clock);
    await reopened.restore();
    expect(reopened.state.phase).toBe('paused');
    expect(describeSolveAlongProgress(reopened.state, solveAlongStrings('en'))).toBe('');
    await reopened.resume();
    expect(reopened.state.session).toMatchObject({ entries: 1, filled: 2, toFill: BLANKS.length });
  });

  it('on a samurai counts the cells of the puzzle only: squares no grid covers are no cells to fill', async () => {
    const { geometry, puzzle, solution } = engineFixtures('combined-samurai')[0];
    const context = fakeWorkbookWith('Sheet1', []);
    context.strictLoads = true;
    const sheet: FakeWorksheet = context.workbook.worksheets.getItem('Sheet1');
    putValues(sheet, 'B2', sheetValues(geometry, puzzle));
    context.workbook.selection = { sheet: 'Sheet1', address: 'B2:V22' };
    const controller = controllerOn(context, new FakeSettings(), { ms: 0 });
    await controller.start();
    const toFill = puzzle.filter((value) => value === 0).length;
    expect(controller.state.session).toMatchObject({ filled: 0, toFill });
    const cell = puzzle.findIndex((value) => value === 0);
    await sheet.typeInto(at(geometry.cellRow[cell] + 1, geometry.cellCol[cell] + 1), [[solution[cell]]]);
    // Row 1, column 10 lies between the top grids: no cell of the puzzle.
    expect(geometry.cellAt[9]).toBe(-1);
    await sheet.typeInto(at(1, 10), [[5]]);
    expect(controller.state.session).toMatchObject({ entries: 1, filled: 1, toFill });
  });
});

describe('Solve along reads only the cells a change covers', () => {
  it('a typed digit loads one cell, a paste its block, and an address it cannot read the whole range', async () => {
    const { context, sheet, store, controller } = setUp();
    await controller.start();
    const [a, b] = BLANKS;
    const answers = () => context.responseBytes.slice();
    let before = answers().length;
    await sheet.typeInto(at(...a), [[right(...a)]]);
    expect(context.responseBytes.slice(before)).toEqual([valueBytes(sheet, at(...a))]);
    // A paste of a 2×3 block at the grid's corner, partly outside it: only the part inside is read.
    before = answers().length;
    await sheet.typeInto('J9', [
      ['', '', 'beside'],
      [right(9, 9) || '', '', 'beside'],
    ]);
    expect(context.responseBytes.slice(before)).toEqual([valueBytes(sheet, 'J9:J10')]);
    // Whole rows (inserted or deleted) cannot be cut to a block: the whole range is read, and b is still noted.
    putValues(sheet, at(...b), [[right(...b)]]);
    before = answers().length;
    await controller.onSheetChange({ address: `${b[0] + 1}:${b[0] + 1}`, worksheetId: sheet.id });
    expect(context.responseBytes.slice(before)).toEqual([valueBytes(sheet, 'B2:J10')]);
    const noted = loadSessions(store.reopened())[0].entries.map(({ row, col, value }) => [row, col, value]);
    expect(noted).toEqual(
      expect.arrayContaining([
        [a[0], a[1], right(...a)],
        [b[0], b[1], right(...b)],
      ]),
    );
  });

  it('flags a wrong digit from the fill read with its cell alone, and puts that fill back', async () => {
    const { sheet, controller } = setUp();
    const [a] = BLANKS;
    sheet.cell(a[0], a[1]).fill = '#DDEBF7';
    await controller.setFlagWrong(true);
    await controller.start();
    await sheet.typeInto(at(...a), [[(right(...a) % 9) + 1]]);
    expect(sheet.cell(a[0], a[1]).fill).not.toBe('#DDEBF7');
    await sheet.typeInto(at(...a), [[right(...a)]]);
    expect(sheet.cell(a[0], a[1]).fill).toBe('#DDEBF7');
  });
});
