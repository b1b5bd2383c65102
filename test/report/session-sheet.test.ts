/**
 * The session sheet model (issue 12) from figures written out by hand: where each figure goes,
 * the entry table (its first columns a log the reader takes back), the chart over the person's
 * and the model's seconds, sessions side by side, and the Japanese words.
 */

import type { SessionFigures } from '../../src/engine/analysis/solve-along';
import { readSessionLog } from '../../src/io/session-log';
import { BLOCK_COLUMNS, buildSessionSheet, ENTRY_HEADER_ROW } from '../../src/report/session-sheet';
import { parseRangeAddress, type SheetModel } from '../../src/report/sheet-model';

/** Two placements and a wrong entry; 2 seconds per effort unit. */
const FIGURES: SessionFigures = {
  rows: [
    {
      n: 1,
      entry: { seconds: 4, row: 1, col: 3, value: 7 },
      verdict: 'correct',
      placement: true,
      step: 2,
      technique: 'B',
      tier: 'basic',
      effort: 1,
      cumulativeEffort: 1,
      secondsTaken: 4,
    },
    {
      n: 2,
      entry: { seconds: 9.5, row: 2, col: 2, value: 5 },
      verdict: 'wrong',
      placement: false,
      step: 7,
      technique: 'VL',
      tier: 'intermediate',
      effort: 0,
      cumulativeEffort: 1,
      secondsTaken: 5.5,
    },
    {
      n: 3,
      entry: { seconds: 20, row: 2, col: 2, value: 0 },
      verdict: 'erased',
      placement: false,
      step: 7,
      technique: 'VL',
      tier: 'intermediate',
      effort: 0,
      cumulativeEffort: 1,
      secondsTaken: 10.5,
    },
    {
      n: 4,
      entry: { seconds: 30, row: 2, col: 2, value: 6 },
      verdict: 'correct',
      placement: true,
      step: 7,
      technique: 'VL',
      tier: 'intermediate',
      effort: 4,
      cumulativeEffort: 5,
      secondsTaken: 10,
    },
  ],
  entries: 4,
  wrong: 1,
  secondsPerEffort: 2,
  tiers: {
    basic: { entries: 1, seconds: 4, modelSeconds: 2 },
    intermediate: { entries: 1, seconds: 10, modelSeconds: 8 },
  },
  order: 1,
};

const cellsOf = (model: SheetModel, address: string) => {
  const range = parseRangeAddress(address);
  return Array.from({ length: range.rows }, (_, r) => model.values[range.row + r][range.column]);
};

describe('session sheet', () => {
  const model = buildSessionSheet({
    source: 'Sheet1!B2:J10',
    inputAddress: 'B2:J10',
    sessions: [{ number: 1, started: '2026-11-24 03:30', figures: FIGURES }],
  });
  const flat = model.values.map((line) => line.join('|'));

  it('states the figures and the person against the model per tier', () => {
    expect(model.name).toBe('Solve along');
    expect(model.values[0][0]).toBe('Solve along: Sheet1!B2:J10');
    expect(flat.some((line) => line.startsWith('Seconds per effort unit (fitted)|') && line.includes('|2|'))).toBe(
      true,
    );
    expect(flat.some((line) => line.startsWith('Wrong entries|') && line.includes('|1|'))).toBe(true);
    expect(
      flat.some((line) => line.startsWith('basic|1|4|2|2|Your basic placements took 2.0× the model’s time.')),
    ).toBe(true);
    expect(
      flat.some((line) =>
        line.startsWith('intermediate|1|10|8|1.25|Your intermediate placements took 1.3× the model’s time.'),
      ),
    ).toBe(true);
  });

  it('lists every entry with its address, verdict, step and the model seconds (factor × cumulative effort)', () => {
    const table = model.values
      .slice(ENTRY_HEADER_ROW, ENTRY_HEADER_ROW + 5)
      .map((line) => line.slice(0, BLOCK_COLUMNS));
    expect(table).toEqual([
      [
        'No.',
        'Seconds',
        'Row',
        'Col',
        'Value',
        'Address',
        'Right?',
        'Technique',
        'Step',
        'Step effort',
        'Model seconds',
      ],
      [1, 4, 1, 3, 7, 'D2', 'right', 'B', 2, 1, 2],
      [2, 9.5, 2, 2, 5, 'C3', 'WRONG', 'VL', 7, 0, 2],
      [3, 20, 2, 2, 0, 'C3', 'erased', 'VL', 7, 0, 2],
      [4, 30, 2, 2, 6, 'C3', 'right', 'VL', 7, 4, 10],
    ]);
  });

  it('columns Seconds to Value, copied as CSV, are a log the reader takes back', () => {
    const csv = model.values
      .slice(ENTRY_HEADER_ROW, ENTRY_HEADER_ROW + 5)
      .map((line) => line.slice(1, 5).join(','))
      .join('\n');
    expect(readSessionLog(csv).map(({ line, ...entry }) => entry)).toEqual(FIGURES.rows.map((row) => row.entry));
  });

  it('draws the person’s seconds and the model’s by entry', () => {
    const [chart] = model.charts;
    expect(chart.kind).toBe('line');
    expect(cellsOf(model, chart.categories)).toEqual([1, 2, 3, 4]);
    expect(chart.series.map((series) => series.name)).toEqual(['Seconds', 'Model seconds']);
    expect(cellsOf(model, chart.series[0].values)).toEqual([4, 9.5, 20, 30]);
    expect(cellsOf(model, chart.series[1].values)).toEqual([2, 2, 2, 10]);
  });

  it('puts several sessions side by side, each with its chart, in Japanese too', () => {
    const two = buildSessionSheet({
      source: 'Sheet1!B2:J10',
      inputAddress: 'B2:J10',
      sessions: [1, 2].map((number) => ({ number, started: '', figures: FIGURES })),
      language: 'ja',
    });
    expect(two.name).toBe('解答記録');
    expect(two.charts).toHaveLength(2);
    expect(parseRangeAddress(two.charts[1].categories).column).toBe(BLOCK_COLUMNS + 1);
    expect(two.values[ENTRY_HEADER_ROW].slice(BLOCK_COLUMNS + 1, BLOCK_COLUMNS + 6)).toEqual([
      'No.',
      '秒',
      '行',
      '列',
      '数字',
    ]);
    expect(two.values[ENTRY_HEADER_ROW + 2][BLOCK_COLUMNS + 1 + 6]).toBe('誤');
    // The Japanese headers are read as the log's columns too.
    const csv = two.values
      .slice(ENTRY_HEADER_ROW, ENTRY_HEADER_ROW + 5)
      .map((line) => line.slice(1, 5).join(','))
      .join('\n');
    expect(readSessionLog(csv)).toHaveLength(4);
  });

  it('a session without entries or effort still makes a sheet', () => {
    const empty = buildSessionSheet({
      source: 'log.csv',
      inputAddress: 'A1:I9',
      sessions: [
        {
          number: 1,
          started: '',
          figures: { rows: [], entries: 0, wrong: 0, secondsPerEffort: null, tiers: {}, order: null },
        },
      ],
    });
    expect(
      empty.values
        .map((line) => line.join('|'))
        .some((line) => line.startsWith('Seconds per effort unit (fitted)|') && line.includes('—')),
    ).toBe(true);
    expect(empty.charts).toHaveLength(1);
  });
});
