import { GRADE_NAMES } from '../../src/engine/analysis/types';
import { TECHNIQUE_LETTERS } from '../../src/engine/techniques/registry';
import {
  buildSummarySheet,
  summariseBatch,
  summaryText,
  SUMMARY_LAYOUT,
  NO_PUBLISHER_GRADE,
} from '../../src/report/summary-sheet';
import { parseRangeAddress, type SheetModel } from '../../src/report/sheet-model';
import { gradeNameIn } from '../../src/report/analysis-labels';
import { mixedItems } from '../helpers/batch-items';

function rangeValues(sheet: SheetModel, address: string): unknown[] {
  const { row, column, rows, columns } = parseRangeAddress(address);
  const cells: unknown[] = [];
  for (let r = row; r < row + rows; r++)
    for (let c = column; c < column + columns; c++) cells.push(sheet.values[r]?.[c]);
  return cells;
}

describe('Summary of a batch', () => {
  const items = mixedItems(60, 11);
  const summary = summariseBatch(items);
  const sheet = buildSummarySheet(summary);

  it('counts statuses, time and givens as a plain recount does', () => {
    const byStatus = (status: string) => items.filter((item) => item.result.status === status).length;
    expect(summary.puzzles).toBe(60);
    expect(summary.conquered).toBe(byStatus('conquer'));
    expect(summary.notConquered).toBe(byStatus('not-conquer'));
    expect(summary.invalid).toBe(byStatus('invalid'));
    expect(summary.invalid).toBe(1);
    let time = 0;
    for (const item of items) time += item.result.timeMs;
    expect(summary.totalTimeMs).toBeCloseTo(time, 9);
    expect(summary.meanTimeMs).toBeCloseTo(time / 60, 9);
    const readable = items.filter((item) => item.record.digits);
    const givens = readable.map((item) => [...item.record.puzzle].filter((ch) => ch !== '.').length);
    expect(summary.meanGivens).toBeCloseTo(givens.reduce((a, b) => a + b, 0) / readable.length, 9);
  });

  it('distributes the graded puzzles over the 8 levels', () => {
    GRADE_NAMES.forEach((name, i) => {
      const expected = items.filter((item) => item.result.grade?.name === name).length;
      expect(summary.gradeCounts[i]).toBe(expected);
      const row = sheet.values[SUMMARY_LAYOUT.distribution + 2 + i];
      expect(row.slice(0, 3)).toEqual([i + 1, name, expected]);
    });
    const shares = GRADE_NAMES.map((_, i) => sheet.values[SUMMARY_LAYOUT.distribution + 2 + i][3] as number);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('crosses each publisher grade with ours, with row and column totals', () => {
    const publishers = [...new Set(items.map((item) => item.record.publisherLevel || NO_PUBLISHER_GRADE))];
    expect([...summary.publisherGrades].sort()).toEqual(publishers.sort());
    const header = sheet.values[SUMMARY_LAYOUT.crossTable + 1];
    summary.publisherGrades.forEach((publisher, p) => {
      const mine = items.filter((item) => (item.record.publisherLevel || NO_PUBLISHER_GRADE) === publisher);
      const row = sheet.values[SUMMARY_LAYOUT.crossTable + 2 + p];
      expect(row[0]).toBe(publisher);
      GRADE_NAMES.forEach((name) =>
        expect(row[header.indexOf(name)]).toBe(
          mine.filter((item) => item.result.grade?.name === name && item.result.status === 'conquer').length,
        ),
      );
      expect(row[header.indexOf('Not Conquer')]).toBe(
        mine.filter((item) => item.result.status === 'not-conquer').length,
      );
      expect(row[header.indexOf('Invalid')]).toBe(mine.filter((item) => item.result.status === 'invalid').length);
      expect(row[header.indexOf('Total')]).toBe(mine.length);
    });
    const totals = sheet.values[SUMMARY_LAYOUT.crossTable + 2 + summary.publisherGrades.length];
    expect(totals[0]).toBe('Total');
    expect(totals[header.indexOf('Total')]).toBe(items.length);
    GRADE_NAMES.forEach((name, i) => expect(totals[header.indexOf(name)]).toBe(summary.gradeCounts[i]));
  });

  it('totals each technique over the book', () => {
    TECHNIQUE_LETTERS.forEach((letter, i) => {
      const using = items.filter((item) => (item.result.techniqueCounts[letter] ?? 0) > 0);
      const steps = using.reduce((sum, item) => sum + (item.result.techniqueCounts[letter] ?? 0), 0);
      expect(sheet.values[SUMMARY_LAYOUT.techniques + 2 + i]).toEqual([
        letter,
        using.length,
        steps,
        ...new Array(sheet.values[0].length - 3).fill(''),
      ]);
    });
  });

  it('points its charts at the distribution and technique tables', () => {
    const [grades, techniques] = sheet.charts;
    expect(rangeValues(sheet, grades.categories)).toEqual([...GRADE_NAMES]);
    expect(rangeValues(sheet, grades.series[0].values)).toEqual(summary.gradeCounts);
    expect(rangeValues(sheet, techniques.categories)).toEqual([...TECHNIQUE_LETTERS]);
    expect(rangeValues(sheet, techniques.series[0].values)).toEqual(summary.techniques.map((usage) => usage.steps));
    expect(sheet.charts).toHaveLength(3);
    for (const chart of sheet.charts) {
      // A chart covers no written cell.
      expect(rangeValues(sheet, chart.placeAt).every((value) => value === '' || value === undefined)).toBe(true);
    }
  });

  it('stacks our grades over each publisher grade in a third chart, over the cross-table', () => {
    const cross = sheet.charts[2];
    expect(cross.kind).toBe('stackedColumn');
    // The publisher grades in the order the items name them, recounted here.
    expect(rangeValues(sheet, cross.categories)).toEqual(summary.publisherGrades);
    expect(cross.series.map((series) => series.name)).toEqual([...GRADE_NAMES, 'Not Conquer']);
    summary.publisherGrades.forEach((grade, row) => {
      const ofGrade = items.filter((item) => (item.record.publisherLevel || '(none)') === grade);
      GRADE_NAMES.forEach((_, level) => {
        const recount = ofGrade.filter(
          (item) => item.result.status === 'conquer' && item.result.grade?.level === level + 1,
        ).length;
        expect(rangeValues(sheet, cross.series[level].values)[row]).toBe(recount);
      });
    });
  });

  it('draws no publisher chart for a book without publisher grades', () => {
    const ungraded = mixedItems(12, 5).map((item) => ({ ...item, record: { ...item.record, publisherLevel: '' } }));
    expect(buildSummarySheet(summariseBatch(ungraded)).charts.map((chart) => chart.title)).toEqual([
      'Grade distribution',
      'Technique usage',
    ]);
  });

  it('sorts numeric publisher grades as numbers', () => {
    const numeric = mixedItems(8, 3).map((item, i) => ({
      ...item,
      record: { ...item.record, publisherLevel: String([10, 2, 1, 2, 10, 3, 1, 2][i]) },
    }));
    expect(summariseBatch(numeric).publisherGrades).toEqual(['1', '2', '3', '10']);
  });

  it('prints the same figures as text', () => {
    const text = summaryText(summary).join('\n');
    expect(text).toContain(
      `${summary.puzzles} puzzles: ${summary.conquered} Conquer, ${summary.notConquered} Not Conquer, ${summary.invalid} Invalid`,
    );
    GRADE_NAMES.forEach((name, i) => expect(text).toContain(`${name} ${summary.gradeCounts[i]}`));
  });

  it('prints the same lines in Japanese: every figure of the English, Japanese grade names', () => {
    const english = summaryText(summary);
    const japanese = summaryText(summary, 'ja');
    expect(japanese).toHaveLength(english.length);
    expect(english.length).toBeGreaterThanOrEqual(6);
    // Line by line, the same numbers in the same order.
    const figures = (line: string) => line.match(/\d+(\.\d+)?/g) ?? [];
    japanese.forEach((line, i) => expect(figures(line)).toEqual(figures(english[i])));
    const text = japanese.join('\n');
    expect(text).toContain(
      `${summary.puzzles} 問: ${summary.conquered} Conquer、${summary.notConquered} Not Conquer、${summary.invalid} 不正な問題`,
    );
    GRADE_NAMES.forEach((name, i) => expect(text).toContain(`${gradeNameIn(name, 'ja')} ${summary.gradeCounts[i]}`));
    expect(text).not.toMatch(/puzzles|grades|mean|per puzzle/);
  });

  it('summarises an empty batch without dividing by zero', () => {
    const empty = summariseBatch([]);
    expect(empty.meanTimeMs).toBe(0);
    expect(
      buildSummarySheet(empty).values.every((row) =>
        row.every((value) => typeof value !== 'number' || Number.isFinite(value)),
      ),
    ).toBe(true);
  });

  it('is written in Japanese when Office is: the same numbers, Japanese words and grade names', () => {
    const japanese = buildSummarySheet(summary, 'ja');
    expect(japanese.values.map((row) => row.filter((cell) => typeof cell === 'number'))).toEqual(
      sheet.values.map((row) => row.filter((cell) => typeof cell === 'number')),
    );
    expect(japanese.values[0][0]).toBe('連続計算の集計');
    const grades = japanese.values
      .slice(SUMMARY_LAYOUT.distribution + 2, SUMMARY_LAYOUT.distribution + 2 + GRADE_NAMES.length)
      .map((row) => row[1]);
    expect(grades).toEqual(GRADE_NAMES.map((name) => gradeNameIn(name, 'ja')));
    // No English word is left in the labels (the technique letters and "Conquer" are the shared vocabulary).
    const words = japanese.values
      .flat()
      .filter(
        (cell): cell is string =>
          typeof cell === 'string' &&
          !/^(Conquer|Not Conquer|[A-Z])$/.test(cell) &&
          !summary.publisherGrades.includes(cell),
      );
    for (const word of words) expect(word).not.toMatch(/^[A-Za-z ]+$/);
    expect(japanese.charts.map((chart) => chart.title)).toEqual([
      '難易度の分布',
      '技法の使用',
      '出版元の難易度 × 本アドインの難易度',
    ]);
  });
});
