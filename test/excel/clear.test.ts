/**
 * Clear and its Undo on the strict fake workbook (issue 39 item 6): the values of the selected
 * puzzle's range go, its fills (a jigsaw's regions) and formats stay, Undo puts back every cell
 * exactly, and an empty range is never a question.
 */

import { confirmClear, previewClear, undoClear, type ClearPreview } from '../../src/excel/clear';
import type { KindChoice } from '../../src/io/sheet-puzzle';
import { samplePuzzles } from '../helpers/corpus';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { FakeContext, type FakeWorksheet } from './fake-workbook';

const [PUZZLE] = samplePuzzles('rated/mixed1000_meta.csv', 1);
const nineByNine = (): KindChoice => ({ kind: 'standard' });
/** Three colours in bands of three rows, as a jigsaw's regions would be drawn. */
const REGION_FILLS = ['#FFC7CE', '#C6EFCE', '#FFEB9C'];

/** Everything a cell holds, normalised so that a cell never written reads as an empty one. */
function snapshot(sheet: FakeWorksheet, rows: number, columns: number, row = 1, column = 1): unknown[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => {
      const cell = sheet.cells.get(`${row + r},${column + c}`);
      return {
        value: cell?.value ?? '',
        numberFormat: cell?.numberFormat ?? 'General',
        fill: cell?.fill ?? '',
        formula: cell?.formula ?? false,
        font: cell?.formats?.['font.color'] ?? '',
      };
    }),
  );
}

/** A puzzle at B2:J10 with region fills, a text title kept as text, a formula and a coloured digit; selected. */
function workbook(selection = 'B2:J10'): { context: FakeContext; sheet: FakeWorksheet } {
  const context = new FakeContext();
  context.strictLoads = true;
  const sheet = context.workbook.worksheets.add('Puzzle');
  putValues(sheet, 'B2', typedGrid(PUZZLE));
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) sheet.cell(1 + r, 1 + c).fill = REGION_FILLS[Math.floor(r / 3)];
  const text = sheet.cell(1, 1);
  text.numberFormat = '@';
  text.value = '007';
  Object.assign(sheet.cell(9, 9), { value: '=1+1', formula: true, result: 2 });
  (sheet.cell(5, 5).formats ??= {})['font.color'] = '#7030A0';
  sheet.cell(5, 5).value = 4;
  context.workbook.selection = { sheet: 'Puzzle', address: selection };
  context.discardPending();
  return { context, sheet };
}

function asked(preview: ClearPreview): Extract<ClearPreview, { status: 'needs-confirmation' }> {
  if (preview.status !== 'needs-confirmation') throw new Error(`no question: ${JSON.stringify(preview)}`);
  return preview;
}

describe('Clear', () => {
  it('asks before clearing a range that holds something, then empties its values only: fills, fonts and number formats stay', async () => {
    const { context, sheet } = workbook();
    const before = snapshot(sheet, 9, 9);
    const preview = asked(await previewClear(context.asExcel(), nineByNine));
    const filled = [...PUZZLE].filter((ch) => ch !== '.').length;
    expect(preview.filledCells).toContain('B2');
    expect(preview.filledCells).toContain('J10');
    expect(preview.pending.target).toMatchObject({ sheetName: 'Puzzle', address: 'B2:J10' });
    // Asking wrote nothing.
    expect(snapshot(sheet, 9, 9)).toEqual(before);

    const outcome = await confirmClear(context.asExcel(), preview.pending);
    expect(outcome).toMatchObject({ status: 'cleared', cells: preview.filledCells.length });
    expect(preview.filledCells.length).toBeGreaterThanOrEqual(filled);
    const after = snapshot(sheet, 9, 9) as {
      value: unknown;
      numberFormat: string;
      fill: string;
      formula: boolean;
      font: string;
    }[][];
    expect(after.flat().every((cell) => cell.value === '' && !cell.formula)).toBe(true);
    expect(after.map((line) => line.map((cell) => cell.fill))).toEqual(
      before.map((line) => line.map((cell) => (cell as { fill: string }).fill)),
    );
    expect(after[0][0].numberFormat).toBe('@');
    expect(after[4][4].font).toBe('#7030A0');
    // Nothing outside the range was touched.
    expect(sheet.cells.get('0,0')).toBeUndefined();
  });

  it('Undo puts back every value exactly: text as text, the formula, numbers, blanks and number formats', async () => {
    const { context, sheet } = workbook();
    const before = snapshot(sheet, 9, 9);
    const outcome = await confirmClear(
      context.asExcel(),
      asked(await previewClear(context.asExcel(), nineByNine)).pending,
    );
    if (outcome.status !== 'cleared') throw new Error('not cleared');
    expect(await undoClear(context.asExcel(), outcome.undo)).toEqual({ status: 'restored' });
    expect(snapshot(sheet, 9, 9)).toEqual(before);
    expect(sheet.getRange('J10').currentValues()).toEqual([['=1+1']]);
    expect(sheet.cell(1, 1).value).toBe('007');
  });

  it('Undo asks before going over a cell typed in since, and puts everything back once forced', async () => {
    const { context, sheet } = workbook();
    const before = snapshot(sheet, 9, 9);
    const outcome = await confirmClear(
      context.asExcel(),
      asked(await previewClear(context.asExcel(), nineByNine)).pending,
    );
    if (outcome.status !== 'cleared') throw new Error('not cleared');
    await sheet.typeInto('C3', [[9]]);
    expect(await undoClear(context.asExcel(), outcome.undo)).toEqual({ status: 'changed', cells: ['C3'] });
    expect(sheet.cell(2, 2).value).toBe(9);
    expect(await undoClear(context.asExcel(), outcome.undo, true)).toEqual({ status: 'restored' });
    expect(snapshot(sheet, 9, 9)).toEqual(before);
  });

  it('asks again when the range changed between the question and the answer', async () => {
    const { context, sheet } = workbook();
    const preview = asked(await previewClear(context.asExcel(), nineByNine));
    await sheet.typeInto('B3', [['x']]);
    const again = await confirmClear(context.asExcel(), preview.pending);
    expect(again).toMatchObject({ status: 'needs-confirmation', changed: true });
    expect(sheet.cell(2, 1).value).toBe('x');
  });

  it('needs no question for an empty range, and writes nothing there', async () => {
    const { context, sheet } = workbook('L2');
    const syncs = context.syncs;
    const preview = await previewClear(context.asExcel(), nineByNine);
    expect(preview).toEqual({ status: 'empty', target: { sheetId: sheet.id, sheetName: 'Puzzle', address: 'L2:T10' } });
    expect(context.syncs - syncs).toBe(2);
    expect([...sheet.cells.keys()].some((key) => Number(key.split(',')[1]) >= 11)).toBe(false);
  });

  it('takes the block of the chosen kind’s layout from a single selected cell (a samurai is 21×21)', async () => {
    const { context } = workbook('B2');
    const preview = asked(await previewClear(context.asExcel(), () => ({ kind: 'samurai' })));
    expect(preview.pending.target.address).toBe('B2:V22');
    const nine = asked(await previewClear(context.asExcel(), nineByNine));
    expect(nine.pending.target.address).toBe('B2:J10');
  });

  it('refuses a selection no kind fits, and one too large to read at once', async () => {
    const { context } = workbook('B2:D6');
    expect(await previewClear(context.asExcel(), () => undefined)).toEqual({
      status: 'bad-selection',
      rows: 5,
      columns: 3,
    });
    context.workbook.selection = { sheet: 'Puzzle', address: 'A1:ALL300' };
    expect(await previewClear(context.asExcel(), () => ({ kind: 'combined', grids: '0,0' }))).toMatchObject({
      status: 'too-large',
      rows: 300,
      columns: 1000,
    });
  });
});
