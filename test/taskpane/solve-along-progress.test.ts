/**
 * Solve along's progress line and its reads, on the fake workbook with strict loads: the line
 * counts the puzzle's blank cells holding a digit (counted here from the puzzle text and the
 * fixture, not by the pane), in English and Japanese; a change event's address makes the pane
 * read only that block of the range (the fake measures each sync's answer: the values loaded),
 * and an address it cannot read falls back to the whole range.
 */

import { loadSessions } from '../../src/excel/solve-along-store';
import { SolveAlongController } from '../../src/taskpane/solve-along-controller';
import { describeSolveAlongProgress, solveAlongStrings } from '../../src/taskpane/solve-along-strings';
import { inProcessAnalysisWorker } from '../helpers/analysis-worker';
import { EASY_PUZZLE } from '../helpers/easy-puzzle';
import { uniqueSolution } from '../helpers/oracle';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { sheetValues } from '../helpers/sheet-grids';
import { engineFixtures } from '../helpers/variant-fixtures';
import { fakeWorkbookWith, type FakeContext, type FakeWorksheet } from '../excel/fake-workbook';
import { FakeSettings } from '../excel/fake-settings';

const SOLUTION = uniqueSolution(EASY_PUZZLE);
const BLANKS = [...EASY_PUZZLE].flatMap((ch, i) => (ch === '.' ? [[Math.floor(i / 9) + 1, (i % 9) + 1] as const] : []));
const right = (row: number, col: number) => Number(SOLUTION[(row - 1) * 9 + col - 1]);
/** The sheet address of a puzzle cell, the puzzle sitting at B2:J10. */
const at = (row: number, col: number) => `${String.fromCharCode(65 + col)}${row + 1}`;

function controllerOn(context: FakeContext, store = new FakeSettings()) {
  return new SolveAlongController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: inProcessAnalysisWorker,
    analyseOptions: () => ({}),
    store,
    hint: async () => undefined,
    language: 'en',
    now: () => 1_000_000,
  });
}

function setUp() {
  const context = fakeWorkbookWith('Sheet1', []);
  context.strictLoads = true;
  const sheet: FakeWorksheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', typedGrid(EASY_PUZZLE));
  context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10' };
  const store = new FakeSettings();
  return { context, sheet, store, controller: controllerOn(context, store) };
}

/** The bytes the fake measures for a block's values: what one sync answers when only that block is loaded. */
const valueBytes = (sheet: FakeWorksheet, address: string) => new TextEncoder().encode(JSON.stringify(sheet.getRange(address).currentValues())).length;

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
    const { context, sheet, store, controller } = setUp();
    await controller.start();
    const [a, b] = BLANKS;
    await sheet.typeInto(at(...a), [[right(...a)]]);
    await controller.detach();
    // Typed while the pane was closed: no entry, but filled all the same.
    putValues(sheet, at(...b), [[right(...b)]]);
    const reopened = controllerOn(context, store.reopened());
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
    const controller = controllerOn(context);
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
    expect(noted).toEqual(expect.arrayContaining([[a[0], a[1], right(...a)], [b[0], b[1], right(...b)]]));
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
