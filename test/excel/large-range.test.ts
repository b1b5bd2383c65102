/**
 * The record-sized block (issue 21) through the fake workbook: written and read in bands of whole
 * rows, each request and each answer under the byte budget (and under Excel's 5 MB), and the
 * puzzle read back equal to the one written.
 */

import { combinedGeometry, latticeFill, parseLatticeLayout } from '../../src/engine/geometry';
import { createRandom } from '../../src/engine/core/random';
import { generateCombinedPuzzle } from '../../src/engine/generator/generate-combined';
import { REQUEST_LIMIT_BYTES, readBlockInBands, rowBands, writeBlockInBands } from '../../src/excel/large-range';
import { variantFromSheetValues, variantSheetValues } from '../../src/io/variant-sheet';
import { cellAddress } from '../../src/report/sheet-model';
import { FakeContext } from './fake-workbook';

function workbook() {
  const context = new FakeContext();
  const sheet = context.workbook.worksheets.add('Record');
  context.discardPending();
  return { context, excel: context.asExcel(), sheet: sheet as unknown as Excel.Worksheet };
}

describe('blocks too big for one request', () => {
  it('cuts rows into bands within the budget, a too-large row alone', () => {
    expect(rowBands(5, () => 9, 20)).toEqual([
      [0, 2],
      [2, 4],
      [4, 5],
    ]);
    expect(rowBands(3, (row) => (row === 1 ? 50 : 5), 20)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(rowBands(0, () => 1, 20)).toEqual([]);
  });

  it('round-trips the 69×309 record layout, every request within the budget', async () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:11x51', '0,0'));
    const full = latticeFill(geometry, createRandom(8));
    const values = Uint8Array.from(full, (value, cell) => (cell % 3 === 0 ? 0 : value));
    const { context, excel, sheet } = workbook();
    const budget = 40_000;
    const writes = await writeBlockInBands(excel, sheet, 2, 1, variantSheetValues(geometry, values), budget);
    expect(writes).toBeGreaterThan(1);
    expect(context.syncs).toBe(writes);
    const block = await readBlockInBands(excel, sheet, 2, 1, geometry.rows, geometry.cols, budget);
    expect(context.syncs).toBeGreaterThan(writes + 1);
    for (const bytes of [...context.requestBytes, ...context.responseBytes])
      expect(bytes).toBeLessThanOrEqual(budget + 1024);
    const back = variantFromSheetValues(geometry, block, (row, col) => cellAddress(2 + row, 1 + col));
    expect(Buffer.from(back).equals(Buffer.from(values))).toBe(true);
  });

  it('with the default budget, stays under Excel 5 MB per request', async () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:11x51', '0,0'));
    const values = latticeFill(geometry, createRandom(9));
    const { context, excel, sheet } = workbook();
    await writeBlockInBands(excel, sheet, 0, 0, variantSheetValues(geometry, values));
    const block = await readBlockInBands(excel, sheet, 0, 0, geometry.rows, geometry.cols);
    for (const bytes of [...context.requestBytes, ...context.responseBytes])
      expect(bytes).toBeLessThan(REQUEST_LIMIT_BYTES);
    expect(
      Buffer.from(variantFromSheetValues(geometry, block, (row, col) => cellAddress(row, col))).equals(
        Buffer.from(values),
      ),
    ).toBe(true);
  });

  it('round-trips a generated lattice puzzle and names a stray value in a gap and a bad symbol', async () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:3x5'));
    const generated = generateCombinedPuzzle(geometry, { seed: 12, improveMoves: 0 });
    const { excel, sheet } = workbook();
    await writeBlockInBands(excel, sheet, 0, 0, variantSheetValues(geometry, generated.puzzle!), 2000);
    const block = await readBlockInBands(excel, sheet, 0, 0, geometry.rows, geometry.cols, 2000);
    expect(Array.from(variantFromSheetValues(geometry, block, (row, col) => cellAddress(row, col)))).toEqual(
      generated.puzzle,
    );
    const gap = geometry.cellAt.indexOf(-1);
    const spoilt = block.map((cells) => [...cells]);
    spoilt[Math.floor(gap / geometry.cols)][gap % geometry.cols] = 4;
    spoilt[0][0] = 'x';
    expect(() => variantFromSheetValues(geometry, spoilt, (row, col) => cellAddress(row, col))).toThrow(
      new RegExp(
        `A1 \\(1,1\\) in grid 1 at \\(1,1\\) holds "x", not 1–9; ${cellAddress(Math.floor(gap / geometry.cols), gap % geometry.cols)} holds "4" in a gap between grids`,
      ),
    );
  });
});
