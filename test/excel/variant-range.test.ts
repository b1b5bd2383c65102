import { readVariantRange } from '../../src/excel/variant-range';
import { putValues } from '../helpers/sheet-grid';
import { fakeWorkbookWith, withExcelApi } from './fake-workbook';

function workbook(selection: string) {
  const context = fakeWorkbookWith('Sheet1', []);
  const sheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(
    sheet,
    'B2',
    Array.from({ length: 4 }, (_, r) => Array.from({ length: 4 }, (_, c) => (r === c ? r + 1 : ''))),
  );
  context.workbook.selection = { sheet: 'Sheet1', address: selection };
  return { context, sheet };
}

describe('reading a range of any size', () => {
  test("the selection's values in two syncs; fills only when asked for", async () => {
    const { context } = workbook('B2:E5');
    const read = await readVariantRange(context.asExcel(), {
      blockRows: 9,
      blockColumns: 9,
      fills: false,
      regions: false,
    });
    expect(context.syncs).toBe(2);
    expect(read).toMatchObject({ status: 'ok', target: { sheetName: 'Sheet1', address: 'B2:E5' } });
    if (read.status !== 'ok') return;
    expect(read.values[3][3]).toBe(4);
    expect(read.fills).toBeUndefined();
  });

  test.each([7, 9])(
    'fills of every cell with ExcelApi 1.%i, and the region numbers right of the puzzle after one empty column',
    async (newestMinor) => {
      const { context, sheet } = workbook('B2:E5');
      sheet.cell(4, 4).fill = '#FFC000';
      putValues(sheet, 'G2', [
        [1, 1, 2, 2],
        [1, 1, 2, 2],
        [3, 3, 4, 4],
        [3, 3, 4, 4],
      ]);
      const read = await withExcelApi(newestMinor, () =>
        readVariantRange(context.asExcel(), { blockRows: 9, blockColumns: 9, fills: true, regions: true }),
      );
      if (read.status !== 'ok') throw new Error(JSON.stringify(read));
      expect(read.fills?.[3][3]).toBe('#FFC000');
      expect(read.fills?.flat().filter((fill) => fill !== '#FFFFFF')).toHaveLength(1);
      expect(read.regions?.[2]).toEqual([3, 3, 4, 4]);
    },
  );

  test('a single cell stands for the block of the chosen layout; a range over 60 squares is refused unread', async () => {
    const one = workbook('B2');
    const read = await readVariantRange(one.context.asExcel(), {
      blockRows: 21,
      blockColumns: 21,
      fills: false,
      regions: false,
    });
    expect(read).toMatchObject({ status: 'ok', target: { address: 'B2:V22' } });
    const huge = workbook('A1:BZ80');
    expect(
      await readVariantRange(huge.context.asExcel(), { blockRows: 9, blockColumns: 9, fills: false, regions: false }),
    ).toEqual({ status: 'bad-selection', rows: 80, columns: 78 });
  });
});
