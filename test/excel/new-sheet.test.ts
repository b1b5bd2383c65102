import { MAX_FITNESS, solveWithGa } from '../../src/engine/ga';
import { writeModelToNewSheet } from '../../src/excel/new-sheet';
import { buildGaSheet, type GaSettings } from '../../src/report/ga-sheet';
import { parseRangeAddress } from '../../src/report/sheet-model';
import { digitsOf, EASY_PUZZLE } from '../helpers/easy-puzzle';
import { uniqueSolution } from '../helpers/oracle';
import { puzzleAt, putValues } from '../helpers/sheet-grid';
import { FakeContext } from './fake-workbook';

const SETTINGS: GaSettings = {
  population: 50,
  generations: 2000,
  crossoverRate: 0.3,
  mutationRate: 0.3,
  variant: 'improved',
  restartAfter: 100,
  seed: 4,
};
const RESULT = solveWithGa(digitsOf(EASY_PUZZLE), SETTINGS);
const MODEL = buildGaSheet({
  puzzle: EASY_PUZZLE,
  source: 'Sheet1!A1:I9',
  settings: SETTINGS,
  result: { ...RESULT, timeMs: 5 },
});

describe('writing the GA sheet', () => {
  it('adds a new sheet beside a person’s own "GA" sheet in two syncs, with the solution, the history and a line chart of its two series', async () => {
    const context = new FakeContext();
    const theirs = context.workbook.worksheets.add('GA');
    putValues(theirs, 'A1', [['my notes']]);
    context.discardPending();
    context.syncs = 0;
    const report = await writeModelToNewSheet(context.asExcel(), MODEL);
    expect(report).toEqual({ sheetName: 'GA (2)', syncs: 2 });
    expect(context.syncs).toBe(2);
    expect(theirs.getRange('A1').values).toEqual([['my notes']]);
    const ours = context.workbook.worksheets.getItem('GA (2)');
    expect(context.workbook.worksheets.active).toBe('GA (2)');
    expect(RESULT.solved).toBe(true);
    expect(puzzleAt(ours, 'D3:L11')).toBe(uniqueSolution(EASY_PUZZLE));

    expect(ours.charts.items).toHaveLength(1);
    const [chart] = ours.charts.items;
    const [spec] = MODEL.charts;
    expect(chart.type).toBe('Line');
    expect(chart.seriesNames).toEqual(['Best fitness', 'Mean fitness']);
    // Both series run along the generations column, over every row of the history.
    const generations = ours.getRange(spec.categories);
    expect(chart.xValues).toEqual([generations.fullAddress, generations.fullAddress]);
    expect(generations.values.flat()).toEqual(Array.from({ length: RESULT.generations + 1 }, (_, i) => i));
    expect(chart.source).toBe(ours.getRange(spec.series[0].values).fullAddress);
    const best = ours.getRange(spec.series[0].values).values.flat();
    expect(best[best.length - 1]).toBe(MAX_FITNESS);
    const { row, column } = parseRangeAddress(spec.series[1].values);
    expect(ours.cell(row - 1, column).value).toBe('Mean fitness');
    for (const bytes of context.requestBytes) expect(bytes).toBeLessThan(1024 * 1024);
  });

  it('gives every run a sheet of its own: the earlier run’s sheet is never overwritten', async () => {
    const context = new FakeContext();
    await writeModelToNewSheet(context.asExcel(), MODEL);
    const first = puzzleAt(context.workbook.worksheets.getItem('GA'), 'D3:L11');
    const report = await writeModelToNewSheet(context.asExcel(), MODEL);
    expect(report.sheetName).toBe('GA (2)');
    expect(puzzleAt(context.workbook.worksheets.getItem('GA'), 'D3:L11')).toBe(first);
    expect(context.workbook.worksheets.getItem('GA').charts.items).toHaveLength(1);
  });
});
