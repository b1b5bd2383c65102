import { readBook } from '../../src/io/book';
import {
  estimateJsonBytes,
  planChunks,
  readBookValues,
  readSelectedResultsPuzzle,
  writeBatchSheets,
  CHUNK_BUDGET_BYTES,
  READ_CHUNK_CELLS,
} from '../../src/excel/batch';
import { addModelChart, columnWidthPoints } from '../../src/excel/sheet-writer';
import { buildLegendSheet } from '../../src/report/legend-sheet';
import { buildResultsSheet } from '../../src/report/results-sheet';
import { buildSummarySheet, summariseBatch } from '../../src/report/summary-sheet';
import { mixedItems } from '../helpers/batch-items';
import { FakeContext, FAKE_REQUEST_LIMIT, fakeWorkbookWith, withExcelApi } from './fake-workbook';

/** A 1,000-puzzle book with long Japanese titles: the heaviest payload a real book is likely to send. */
function bigBook() {
  return mixedItems(1000, 5).map((item, i) => ({
    ...item,
    record: { ...item.record, title: `数独パズル集 第${i + 1}問 ${'難'.repeat(20)}` },
  }));
}

describe('payload estimate and chunks', () => {
  it('never underestimates the JSON a value travels as', () => {
    const rows = buildResultsSheet(bigBook().slice(0, 50)).values;
    for (const row of rows)
      expect(estimateJsonBytes(row)).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(row), 'utf8'));
  });

  it('splits rows into consecutive chunks that each fit the budget', () => {
    const rows = buildResultsSheet(bigBook()).values;
    const budget = 40_000;
    const chunks = planChunks(rows, budget);
    expect(chunks.reduce((a, b) => a + b, 0)).toBe(rows.length);
    let start = 0;
    for (const count of chunks) {
      const bytes = rows.slice(start, start + count).reduce((sum, row) => sum + 2 * estimateJsonBytes(row), 0);
      expect(bytes).toBeLessThanOrEqual(budget);
      start += count;
    }
    expect(chunks.length).toBeGreaterThan(1);
  });
});

describe('column widths', () => {
  it('turns characters into the points Office.js takes: Excel’s default 8.43 characters is 64 px, 48 pt', () => {
    expect(columnWidthPoints(8.43)).toBeCloseTo(48, 1);
    // An 81-character puzzle column fits its digits (7 px each) without being a third too wide.
    expect(columnWidthPoints(84)).toBeGreaterThan(81 * 7 * 0.75);
    expect(columnWidthPoints(84)).toBeLessThan(81 * 7 * 0.75 * 1.1);
  });
});

describe('charts', () => {
  it('titles the axes of a column chart, and leaves a pie (which has none) without', () => {
    const sheet = new FakeContext().workbook.worksheets.add('Charts');
    const spec = {
      kind: 'column' as const,
      title: 'Grades',
      categories: 'A2:A4',
      series: [{ name: 'Puzzles', values: 'B2:B4' }],
      placeAt: 'D2:J12',
      xAxisTitle: 'Grade',
      yAxisTitle: 'Puzzles',
    };
    addModelChart(sheet as unknown as Excel.Worksheet, spec);
    expect([
      sheet.charts.items[0].axes.categoryAxis.title.text,
      sheet.charts.items[0].axes.valueAxis.title.text,
    ]).toEqual(['Grade', 'Puzzles']);
    expect(() => addModelChart(sheet as unknown as Excel.Worksheet, { ...spec, kind: 'pie' })).not.toThrow();
    expect(sheet.charts.items.map((chart) => chart.type)).toEqual(['ColumnClustered', 'Pie']);
  });
});

describe('writing a batch to Excel', () => {
  it('writes a 1,000-puzzle book in a handful of syncs, every request under 5 MB', async () => {
    const items = bigBook();
    const context = new FakeContext();
    context.workbook.worksheets.add('Book');
    context.discardPending();
    const report = await writeBatchSheets(context.asExcel(), items);
    expect(report.syncs).toBe(context.syncs);
    expect(context.syncs).toBe(report.chunks.length + 2);
    expect(context.syncs).toBeLessThanOrEqual(5);
    for (const bytes of context.requestBytes) expect(bytes).toBeLessThan(FAKE_REQUEST_LIMIT);
    expect(Math.max(...context.requestBytes)).toBeLessThan(2 * CHUNK_BUDGET_BYTES);

    const expected = buildResultsSheet(items);
    const results = context.workbook.worksheets.getItem('Results');
    expect(results.valuesBlock()).toEqual(expected.values);
    // The all-digit solutions stayed text: their cells were formatted before the values went in.
    expect(typeof results.valuesBlock()[1][expected.values[0].indexOf('Solution')]).toBe('string');
    expect(results.frozenRows).toBe(1);
    const summary = context.workbook.worksheets.getItem('Summary');
    const expectedSummary = buildSummarySheet(summariseBatch(items));
    expect(summary.valuesBlock()).toEqual(
      expectedSummary.values
        .map((row) => row.slice(0, summary.valuesBlock()[0].length))
        .slice(0, summary.valuesBlock().length),
    );
    expect(summary.charts.items.map((chart) => [chart.type, chart.title.text, chart.xValues[0]])).toEqual(
      expectedSummary.charts.map((spec) => [
        { column: 'ColumnClustered', bar: 'BarClustered', stackedColumn: 'ColumnStacked' }[spec.kind as string],
        spec.title,
        `Summary!${spec.categories}`,
      ]),
    );
    // The axes say what they count, as the model's charts do.
    expect(
      summary.charts.items.map((chart) => [chart.axes.categoryAxis.title.text, chart.axes.valueAxis.title.text]),
    ).toEqual(expectedSummary.charts.map((spec) => [spec.xAxisTitle, spec.yAxisTitle]));
    expect(context.workbook.worksheets.active).toBe('Summary');
  });

  it('keeps the sync count bounded by the chunks when the budget forces many', async () => {
    const items = bigBook().slice(0, 300);
    const context = new FakeContext();
    const budget = 30_000;
    const report = await writeBatchSheets(context.asExcel(), items, budget);
    expect(report.chunks).toEqual(planChunks(buildResultsSheet(items).values, budget));
    expect(report.chunks.length).toBeGreaterThan(3);
    expect(context.syncs).toBe(report.chunks.length + 2);
    expect(context.workbook.worksheets.getItem('Results').valuesBlock()).toEqual(buildResultsSheet(items).values);
  });

  it('keeps titles from a puzzle file as text: no formula, number or date made of them', async () => {
    // Excel reads a string written to a General cell as if typed; these would become a formula, 7, -3 and 1.5.
    const titles = ['=HYPERLINK("http://example.com","open")', '007', '-3', '1.50', '+A1'];
    const items = mixedItems(titles.length).map((item, i) => ({
      ...item,
      record: { ...item.record, title: titles[i] },
    }));
    const context = new FakeContext();
    await writeBatchSheets(context.asExcel(), items);
    const results = context.workbook.worksheets.getItem('Results');
    const titleColumn = buildResultsSheet(items).values[0].indexOf('Title');
    expect(titles.map((_, i) => results.cell(i + 1, titleColumn).value)).toEqual(titles);
    expect(titles.some((_, i) => results.cell(i + 1, titleColumn).formula)).toBe(false);
    expect(results.valuesBlock()).toEqual(buildResultsSheet(items).values);
  });

  it('names its sheets in the display language, the technique legend on its own sheet', async () => {
    const items = mixedItems(5);
    const context = fakeWorkbookWith('集計', [['mine']]);
    const report = await writeBatchSheets(context.asExcel(), items, undefined, undefined, 'ja');
    expect([report.resultsSheet, report.summarySheet, report.legendSheet]).toEqual(['計算結果', '集計 (2)', '技法']);
    const sheets = context.workbook.worksheets;
    expect(sheets.getItem('集計').valuesBlock()).toEqual([['mine']]);
    expect(sheets.getItem('計算結果').valuesBlock()).toEqual(buildResultsSheet(items, 'ja').values);
    expect(sheets.getItem('技法').valuesBlock()).toEqual(buildLegendSheet('ja').values);
    expect(sheets.getItem('技法').frozenRows).toBe(1);
    expect(report.sheetIds).toEqual(['計算結果', '集計 (2)', '技法'].map((name) => sheets.getItem(name).id));
  });

  it('never overwrites a sheet that already has the name', async () => {
    const context = fakeWorkbookWith('results', [['mine']]);
    context.workbook.worksheets.add('Summary');
    const report = await writeBatchSheets(context.asExcel(), mixedItems(5));
    expect([report.resultsSheet, report.summarySheet]).toEqual(['Results (2)', 'Summary (2)']);
    expect(context.workbook.worksheets.getItem('results').valuesBlock()).toEqual([['mine']]);
  });
});

describe('the Results sheet as a person wants it', () => {
  it('gets filter buttons on its table and its header on every printed page where Excel has ExcelApi 1.9, and is written without them in an older one', async () => {
    const items = mixedItems(6);
    const model = buildResultsSheet(items);
    const newer = new FakeContext();
    await withExcelApi(9, () => writeBatchSheets(newer.asExcel(), items));
    const results = newer.workbook.worksheets.getItem('Results');
    expect(results.filtered).toBe(model.autoFilter);
    expect(results.printTitleRows).toBe('$1:$1');
    const older = new FakeContext();
    await withExcelApi(7, () => writeBatchSheets(older.asExcel(), items));
    expect(older.workbook.worksheets.getItem('Results').filtered).toBeUndefined();
    expect(older.workbook.worksheets.getItem('Results').valuesBlock()).toEqual(model.values);
  });
});

describe('reading from Excel', () => {
  it('reads a book from the used range, with its sheet position, in one sync', async () => {
    const items = mixedItems(6);
    const values = [
      ['番号', '問題', 'レベル'],
      ...items.map((item) => [item.record.number, item.record.puzzle, item.record.publisherLevel]),
    ];
    const context = fakeWorkbookWith('Book', values, 2, 1);
    const read = await readBookValues(context.asExcel());
    expect(context.syncs).toBe(1);
    expect([read.sheetName, read.originRow, read.originColumn]).toEqual(['Book', 2, 1]);
    const { records } = readBook(read.values, { originRow: read.originRow, originColumn: read.originColumn });
    expect(records.map((record) => [record.puzzle, record.line, record.column])).toEqual(
      items.map((item, i) => [item.record.puzzle, 4 + i, 3]),
    );
    records.forEach((record, i) => expect(record.error === undefined).toBe(items[i].record.digits !== undefined));
  });

  it('reads a book too big for one answer of Excel on the web in bands of rows, each answer under 5 MB', async () => {
    const items = mixedItems(6);
    // 70,000 rows of puzzles with their titles: more than 5 MB of JSON in one answer.
    const values = [
      ['No.', 'Title', 'Puzzle'],
      ...Array.from({ length: 70_000 }, (_, i) => [i + 1, `パズル ${i + 1}`, items[i % items.length].record.puzzle]),
    ];
    const context = fakeWorkbookWith('Book', values, 1, 2);
    const read = await readBookValues(context.asExcel(), 'Book');
    expect(read.values).toEqual(values);
    expect([read.sheetName, read.originRow, read.originColumn]).toEqual(['Book', 1, 2]);
    // The refused answer, the size, then one sync per band.
    expect(context.syncs).toBe(2 + Math.ceil(values.length / Math.floor(READ_CHUNK_CELLS / 3)));
    expect(context.responseBytes[0]).toBeGreaterThan(FAKE_REQUEST_LIMIT);
    for (const bytes of context.responseBytes.slice(1)) expect(bytes).toBeLessThan(FAKE_REQUEST_LIMIT / 2);
  });

  it('gives the puzzle of the selected Results row for its analysis', async () => {
    const items = mixedItems(6);
    const context = new FakeContext();
    await writeBatchSheets(context.asExcel(), items);
    context.workbook.worksheets.active = 'Results';
    context.workbook.activeCell = { sheet: 'Results', row: 4, column: 2 };
    expect(await readSelectedResultsPuzzle(context.asExcel())).toBe(items[3].record.puzzle);
    context.workbook.activeCell = { sheet: 'Results', row: 0, column: 2 };
    expect(await readSelectedResultsPuzzle(context.asExcel())).toBeUndefined();
  });
});
