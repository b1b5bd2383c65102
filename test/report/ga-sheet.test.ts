import { solveWithGa, MAX_FITNESS, type GaResult } from '../../src/engine/ga';
import {
  buildGaSheet,
  MAX_HISTORY_ROWS,
  thinnedGenerations,
  type GaSheetInput,
  type GaSettings,
} from '../../src/report/ga-sheet';
import { parseRangeAddress, type CellValue, type SheetModel } from '../../src/report/sheet-model';
import { uniqueSolution } from '../helpers/oracle';
import { digitsOf, EASY_PUZZLE } from '../helpers/easy-puzzle';

const SETTINGS: GaSettings = {
  population: 50,
  generations: 2000,
  crossoverRate: 0.3,
  mutationRate: 0.3,
  variant: 'improved',
  restartAfter: 100,
  seed: 1,
};

function inputFor(result: GaResult, settings = SETTINGS): GaSheetInput {
  return { puzzle: EASY_PUZZLE, source: 'Sheet1!B2:J10', settings, result: { ...result, timeMs: 12.3 } };
}

/** The values of a model's range, row by row. */
function valuesAt(model: SheetModel, address: string): CellValue[][] {
  const { row, column, rows, columns } = parseRangeAddress(address);
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => model.values[row + r]?.[column + c] ?? ''),
  );
}

/** The label/value rows of the settings and result block (column A holds a label, B its value). */
function labelled(model: SheetModel): Map<string, CellValue> {
  return new Map(
    model.values.filter((line) => line[0] !== '' && line[1] !== '').map((line) => [String(line[0]), line[1]]),
  );
}

function gridAfterLabel(model: SheetModel, label: string): string {
  const row = model.values.findIndex((line) => line.includes(label));
  const column = model.values[row].indexOf(label);
  return valuesAt(
    model,
    `${String.fromCharCode(65 + column)}${row + 2}:${String.fromCharCode(65 + column + 8)}${row + 10}`,
  )
    .flat()
    .map((value) => (value === '' ? '.' : String(value)))
    .join('');
}

describe('the thinned fitness history', () => {
  it.each([1, 2, 999, 1000, 1001, 1999, 20001, 1000001])(
    'of %i generations keeps at most 1,000 rows: the first and last generation, evenly spaced',
    (length) => {
      const kept = thinnedGenerations(length);
      expect(kept.length).toBeLessThanOrEqual(MAX_HISTORY_ROWS);
      expect(kept[0]).toBe(0);
      expect(kept[kept.length - 1]).toBe(length - 1);
      const gaps = new Set(kept.slice(1, -1).map((generation, i) => generation - kept[i]));
      expect(gaps.size).toBeLessThanOrEqual(1);
      for (let i = 1; i < kept.length; i++) expect(kept[i]).toBeGreaterThan(kept[i - 1]);
      if (length <= MAX_HISTORY_ROWS) expect(kept).toHaveLength(length);
      // Not thinner than needed: the step is the smallest that fits.
      else expect(Math.ceil((length - 1) / (kept[1] - 1))).toBeGreaterThan(MAX_HISTORY_ROWS - 1);
    },
  );
});

describe('the GA sheet', () => {
  const solved = solveWithGa(digitsOf(EASY_PUZZLE), { ...SETTINGS, progressEvery: 1000 });
  const model = buildGaSheet(inputFor(solved));

  it('shows a solved run’s grid, equal to the puzzle’s unique solution, with the rule check passed', () => {
    expect(solved.solved).toBe(true);
    expect(gridAfterLabel(model, 'Solution')).toBe(uniqueSolution(EASY_PUZZLE));
    const rows = labelled(model);
    expect(rows.get('Status')).toBe('Solved');
    expect(rows.get('Rule check')).toBe('passed');
    expect(rows.get(`Best fitness (of ${MAX_FITNESS})`)).toBe(MAX_FITNESS);
    expect(rows.get('Population')).toBe(50);
    expect(rows.get('Restart after (0 = never)')).toBe(100);
    expect(String(model.values[0][0])).toContain('Sheet1!B2:J10');
  });

  it('holds every generation of a short run in the history table, and the chart draws best and mean over exactly those rows', () => {
    const [chart] = model.charts;
    expect(chart.kind).toBe('line');
    expect(chart.series).toHaveLength(2);
    const generations = valuesAt(model, chart.categories).flat();
    expect(generations).toEqual(Array.from({ length: solved.generations + 1 }, (_, i) => i));
    const best = valuesAt(model, chart.series[0].values).flat();
    const mean = valuesAt(model, chart.series[1].values).flat();
    expect(best).toEqual(Array.from(solved.history.best));
    expect(mean).toEqual(Array.from(solved.history.mean));
    // The best fitness never falls (elitism) and ends at 162; the mean is never above the best.
    for (let i = 1; i < best.length; i++) expect(best[i]).toBeGreaterThanOrEqual(best[i - 1] as number);
    expect(best[best.length - 1]).toBe(MAX_FITNESS);
    mean.forEach((value, i) => expect(value).toBeLessThanOrEqual(best[i] as number));
    // The header sits right above the data.
    const { row, column } = parseRangeAddress(chart.categories);
    expect(model.values[row - 1].slice(column, column + 3)).toEqual(['Generation', 'Best fitness', 'Mean fitness']);
  });

  it('shows an unsolved run’s best grid with its fitness, keeping every given', () => {
    const short = solveWithGa(digitsOf(EASY_PUZZLE), { ...SETTINGS, generations: 3, restartAfter: 0 });
    expect(short.solved).toBe(false);
    const unsolved = buildGaSheet(inputFor(short, { ...SETTINGS, generations: 3 }));
    const grid = gridAfterLabel(unsolved, `Best grid (fitness ${short.bestFitness})`);
    [...EASY_PUZZLE].forEach((ch, cell) => ch !== '.' && expect(grid[cell]).toBe(ch));
    expect(grid).not.toContain('.');
    const rows = labelled(unsolved);
    expect(rows.get('Status')).toBe('Not solved');
    expect(rows.has('Rule check')).toBe(false);
  });

  it('thins a long history to at most 1,000 rows, keeping the first and last generation with their values', () => {
    const length = 20001;
    const best = Uint8Array.from({ length }, (_, i) => 100 + Math.floor((60 * i) / length));
    const mean = Float32Array.from({ length }, (_, i) => 90 + (60 * i) / length);
    const long = {
      ...solved,
      solved: false,
      generations: length - 1,
      bestFitness: best[length - 1],
      history: { best, mean },
    };
    const thinned = buildGaSheet(inputFor(long, { ...SETTINGS, generations: 20000 }));
    const [chart] = thinned.charts;
    const generations = valuesAt(thinned, chart.categories).flat() as number[];
    expect(generations.length).toBeLessThanOrEqual(MAX_HISTORY_ROWS);
    expect([generations[0], generations[generations.length - 1]]).toEqual([0, length - 1]);
    const bests = valuesAt(thinned, chart.series[0].values).flat();
    generations.forEach((generation, i) => expect(bests[i]).toBe(best[generation]));
  });

  it('writes its headers in Japanese', () => {
    const japanese = buildGaSheet({ ...inputFor(solved), language: 'ja' });
    const rows = labelled(japanese);
    expect(rows.get('状態')).toBe('解けた');
    expect(rows.get('ルール検査')).toBe('合格');
    expect(japanese.charts[0].series.map((series) => series.name)).toEqual(['最良の適応度', '平均の適応度']);
    expect(gridAfterLabel(japanese, '解答')).toBe(uniqueSolution(EASY_PUZZLE));
  });
});
