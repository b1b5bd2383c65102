import ExcelJS from 'exceljs';
import { validateXML } from 'xmllint-wasm';
import { workbookBuffer } from '../../src/cli/xlsx';
import type { SheetModel } from '../../src/report/sheet-model';
import { contentTypeOf, readPackageSheets } from '../helpers/xlsx-package';

const CHART_TYPE = 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml';
const DRAWING_TYPE = 'application/vnd.openxmlformats-officedocument.drawing+xml';

/** A sheet whose name needs quoting in a formula, with a table of labels and two number columns. */
const TABLE: SheetModel = {
  name: "Tom's & Co",
  values: [
    ['Kind', 'Count', 'Share'],
    ['a < b', 3, 0.3],
    ['"c"', 5, ''],
    ['d', 2, 0.2],
  ],
  styles: [],
  charts: [
    {
      kind: 'pie',
      title: 'Counts & shares',
      categories: 'A2:A4',
      series: [{ name: 'Count', values: 'B2:B4' }],
      placeAt: 'E2:J12',
    },
    {
      kind: 'line',
      title: 'Two axes',
      categories: 'A2:A4',
      series: [
        { name: 'Count', values: 'B2:B4' },
        { name: 'Share', values: 'C2:C4', secondaryAxis: true },
      ],
      placeAt: 'E14:J30',
      xAxisTitle: 'Kind',
      yAxisTitle: 'Count',
      secondaryAxisTitle: 'Share',
    },
  ],
};

const PLAIN: SheetModel = { name: 'Plain', values: [['no chart here']], styles: [], charts: [] };

const COLUMNS: SheetModel = {
  name: 'Columns',
  values: [
    ['Step', 'Value', 'More'],
    [1, 10, 3],
    [2, 20, 4],
  ],
  styles: [],
  charts: [
    {
      kind: 'column',
      title: 'By step',
      categories: 'A2:A3',
      series: [{ name: 'Value', values: 'B2:B3' }],
      placeAt: 'E1:I10',
    },
    {
      kind: 'stackedColumn',
      title: 'Stacked',
      categories: 'A2:A3',
      series: [
        { name: 'Value', values: 'B2:B3' },
        { name: 'More', values: 'C2:C3' },
      ],
      placeAt: 'E12:I20',
    },
  ],
};

describe("native charts in the command line's workbooks", () => {
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await workbookBuffer([PLAIN, TABLE, COLUMNS]);
  });

  it('anchors every chart of a model to its own sheet, over the cells of its placeAt', async () => {
    const { sheets } = await readPackageSheets(bytes);
    expect(sheets.map((sheet) => [sheet.name, sheet.charts.length])).toEqual([
      ['Plain', 0],
      ["Tom's & Co", 2],
      ['Columns', 2],
    ]);
    const [pie, line] = sheets[1].charts;
    // E2:J12 is rows 1–11 and columns 4–9, 0-based; the anchor ends at the cell after the last.
    expect([pie.from, pie.to]).toEqual([
      { row: 1, column: 4 },
      { row: 12, column: 10 },
    ]);
    expect([line.from, line.to]).toEqual([
      { row: 13, column: 4 },
      { row: 30, column: 10 },
    ]);
    expect(sheets[2].charts[0].from).toEqual({ row: 0, column: 4 });
  });

  it('draws each kind as its chart type, the secondary series in a group of its own', async () => {
    const { sheets } = await readPackageSheets(bytes);
    const [pie, line] = sheets[1].charts;
    const [columns] = sheets[2].charts;
    expect(pie.groups).toEqual(['pieChart']);
    expect(line.groups).toEqual(['lineChart', 'lineChart']);
    expect(columns.groups).toEqual(['barChart']);
    expect(columns.barDirection).toBe('col');
    expect([pie.title, line.title, columns.title]).toEqual(['Counts & shares', 'Two axes', 'By step']);
    expect(line.series.map((series) => series.name)).toEqual(['Count', 'Share']);
  });

  it("points each series at its ranges with quoted sheet names, and caches the cells' values", async () => {
    const { sheets } = await readPackageSheets(bytes);
    const [pie, line] = sheets[1].charts;
    expect(pie.series[0]).toEqual({
      name: 'Count',
      categories: "'Tom''s & Co'!$A$2:$A$4",
      values: "'Tom''s & Co'!$B$2:$B$4",
      categoryCache: ['a < b', '"c"', 'd'],
      valueCache: ['3', '5', '2'],
    });
    // A blank cell is no point of the cache.
    expect(line.series[1].valueCache).toEqual(['0.3', '0.2']);
    const [columns] = sheets[2].charts;
    expect(columns.series[0].categories).toBe("'Columns'!$A$2:$A$3");
    expect(columns.series[0].categoryCache).toEqual(['1', '2']);
  });

  it('stacks the series of a stackedColumn chart, one column a category', async () => {
    const { zip, sheets } = await readPackageSheets(bytes);
    const stacked = sheets[2].charts[1];
    expect([stacked.groups, stacked.barDirection, stacked.series.map((series) => series.values)]).toEqual([
      ['barChart'],
      'col',
      ["'Columns'!$B$2:$B$3", "'Columns'!$C$2:$C$3"],
    ]);
    const xml = await zip.file(stacked.part)!.async('string');
    expect(xml).toContain('<c:grouping val="stacked"/>');
    expect(xml).toContain('<c:overlap val="100"/>');
    expect(await zip.file(sheets[2].charts[0].part)!.async('string')).toContain('<c:grouping val="clustered"/>');
  });

  it('declares every part it adds, and every added part is well-formed XML', async () => {
    const { zip, sheets } = await readPackageSheets(bytes);
    const charts = sheets.flatMap((sheet) => sheet.charts.map((chart) => chart.part));
    expect(new Set(charts).size).toBe(4);
    for (const part of charts) expect(await contentTypeOf(zip, part)).toBe(CHART_TYPE);
    const drawings = Object.keys(zip.files).filter((name) => /^xl\/drawings\/drawing\d+\.xml$/.test(name));
    expect(drawings).toHaveLength(2);
    for (const part of drawings) expect(await contentTypeOf(zip, part)).toBe(DRAWING_TYPE);
    const added = Object.keys(zip.files)
      .filter((name) => !zip.files[name].dir)
      .filter(
        (name) =>
          /^xl\/(charts|drawings)\//.test(name) ||
          /^xl\/worksheets\/(_rels\/)?sheet\d+\.xml(\.rels)?$/.test(name) ||
          name === '[Content_Types].xml',
      );
    for (const part of added) {
      const result = await validateXML({
        xml: [{ fileName: 'part.xml', contents: await zip.file(part)!.async('string') }],
        normalization: 'format',
      });
      expect({ part, errors: result.errors.map((error) => error.rawMessage) }).toEqual({ part, errors: [] });
    }
  });

  it('links the drawing after the page setup, where the worksheet schema places it, and leaves a sheet without charts alone', async () => {
    const { sheets } = await readPackageSheets(bytes);
    const xml = sheets[1].xml;
    expect(xml.match(/<drawing\b/g)).toHaveLength(1);
    expect(xml.indexOf('<drawing ')).toBeGreaterThan(xml.indexOf('</sheetData>'));
    expect(xml.indexOf('<drawing ')).toBeGreaterThan(xml.indexOf('<pageSetup'));
    expect(xml.slice(xml.indexOf('<drawing '))).toMatch(/^<drawing r:id="[^"]+"\/><\/worksheet>$/);
    expect(sheets[0].xml).not.toContain('<drawing');
  });

  it('opens in exceljs again with every value in place', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("Tom's & Co")!;
    expect([sheet.getCell('A2').value, sheet.getCell('B3').value, sheet.getCell('C4').value]).toEqual([
      'a < b',
      5,
      0.2,
    ]);
    expect(workbook.worksheets.map((each) => each.name)).toEqual(['Plain', "Tom's & Co", 'Columns']);
  });
});
