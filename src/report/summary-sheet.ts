/**
 * The Summary sheet of a batch (SPEC §2 "Summary of Cal.", §8): how many puzzles were conquered,
 * the 8-level grade distribution, the publisher's grade against ours, technique usage and time,
 * with chart specs for the distribution and the technique usage. With the full technique set the
 * usage table lists its codes too ("[XYW]"), and the cross-table moves down below it. The means by
 * kind (kind-means.ts) follow the cross-table.
 */

import type { BookItem } from '../io/book';
import { labelToken, lettersOfSet } from '../engine/analyser';
import { GRADE_NAMES, type AnalysisStatus, type TechniqueLetter, type TechniqueSet } from '../engine/analyser';
import { gradeNameIn, type SheetLanguage } from './analysis-labels';
import { statusWord } from './results-sheet';
import { kindLabel, meansByKind, type KindMeans } from './kind-means';
import {
  HEADER_STYLE,
  rangeAddress,
  rectangular,
  type CellValue,
  type ChartSpec,
  type SheetModel,
  type StyledRange,
} from './sheet-model';

export const SUMMARY_SHEET_NAMES: Readonly<Record<SheetLanguage, string>> = { en: 'Summary', ja: '集計' };
export const NO_PUBLISHER_GRADE = '(none)';

export interface TechniqueUsage {
  letter: TechniqueLetter;
  /** Puzzles whose log uses the letter at least once. */
  puzzles: number;
  /** Uses over the whole book. */
  steps: number;
}

export interface BatchSummary {
  puzzles: number;
  conquered: number;
  notConquered: number;
  invalid: number;
  /** Sum of the analysers' times, ms. */
  totalTimeMs: number;
  meanTimeMs: number;
  /** Mean givens over the puzzles that could be read ('' counts nothing). */
  meanGivens: number;
  /** Index level-1: puzzles graded at each of the 8 levels. */
  gradeCounts: number[];
  /** Publisher grades in the order of the cross-table's rows. */
  publisherGrades: string[];
  /** crossTable[publisher row][our level - 1], plus two last columns: not conquered, invalid. */
  crossTable: number[][];
  techniques: TechniqueUsage[];
  /** Givens, blanks and time by kind of puzzle, in the order the book first has each kind. */
  kinds: KindMeans[];
}

/** Numeric publisher grades sort as numbers; named ones keep the order the book first uses them. */
function orderPublisherGrades(grades: string[]): string[] {
  const named = grades.filter((grade) => grade !== NO_PUBLISHER_GRADE);
  const numeric = named.every((grade) => grade.trim() !== '' && Number.isFinite(Number(grade)));
  const ordered = numeric ? [...named].sort((a, b) => Number(a) - Number(b)) : named;
  return grades.includes(NO_PUBLISHER_GRADE) ? [...ordered, NO_PUBLISHER_GRADE] : ordered;
}

/** The summary of a batch analysed with `set` (its usage table lists the set's letters and codes). */
export function summariseBatch(items: readonly BookItem[], set: TechniqueSet = 'model'): BatchSummary {
  const letters = lettersOfSet(set);
  const gradeCounts = new Array<number>(GRADE_NAMES.length).fill(0);
  const stepsByLetter = new Map<TechniqueLetter, number>();
  const puzzlesByLetter = new Map<TechniqueLetter, number>();
  const seenGrades: string[] = [];
  let conquered = 0;
  let notConquered = 0;
  let totalTimeMs = 0;
  let givens = 0;
  let readable = 0;
  for (const { record, result } of items) {
    if (result.status === 'conquer') conquered++;
    else if (result.status === 'not-conquer') notConquered++;
    if (result.grade) gradeCounts[result.grade.level - 1]++;
    totalTimeMs += result.timeMs;
    if (record.digits) {
      readable++;
      givens += result.givens;
    }
    const publisher = record.publisherLevel || NO_PUBLISHER_GRADE;
    if (!seenGrades.includes(publisher)) seenGrades.push(publisher);
    for (const letter of letters) {
      const count = result.techniqueCounts[letter] ?? 0;
      if (count === 0) continue;
      stepsByLetter.set(letter, (stepsByLetter.get(letter) ?? 0) + count);
      puzzlesByLetter.set(letter, (puzzlesByLetter.get(letter) ?? 0) + 1);
    }
  }
  const publisherGrades = orderPublisherGrades(seenGrades);
  const crossTable = publisherGrades.map(() => new Array<number>(GRADE_NAMES.length + 2).fill(0));
  for (const { record, result } of items) {
    const row = crossTable[publisherGrades.indexOf(record.publisherLevel || NO_PUBLISHER_GRADE)];
    if (result.status === 'invalid') row[GRADE_NAMES.length + 1]++;
    else if (result.status === 'not-conquer' || !result.grade) row[GRADE_NAMES.length]++;
    else row[result.grade.level - 1]++;
  }
  return {
    puzzles: items.length,
    conquered,
    notConquered,
    invalid: items.length - conquered - notConquered,
    totalTimeMs,
    meanTimeMs: items.length ? totalTimeMs / items.length : 0,
    meanGivens: readable ? givens / readable : 0,
    gradeCounts,
    publisherGrades,
    crossTable,
    techniques: letters.map((letter) => ({
      letter,
      puzzles: puzzlesByLetter.get(letter) ?? 0,
      steps: stepsByLetter.get(letter) ?? 0,
    })),
    kinds: meansByKind(items),
  };
}

const SECTION_STYLE = { bold: true, fontSize: 12 };

const WORDS = {
  en: {
    title: 'Summary of the batch',
    puzzles: 'Puzzles',
    totalTime: 'Total time (ms)',
    meanTime: 'Mean time per puzzle (ms)',
    meanGivens: 'Mean givens',
    totals: 'Totals',
    value: 'Value',
    distribution: 'Grade distribution',
    level: 'Level',
    grade: 'Grade',
    share: 'Share',
    techniques: 'Technique usage',
    letter: 'Letter',
    puzzlesUsing: 'Puzzles using it',
    usesInAll: 'Uses in all',
    publisherOurs: 'Publisher \\ ours',
    total: 'Total',
    cross: 'Publisher grade × our grade',
    ourGrade: 'Our grade',
    publisherGrade: "Publisher's grade",
    technique: 'Technique',
    uses: 'Uses',
    byKind: 'Means by kind',
    kind: 'Kind',
    meanBlanks: 'Mean blanks',
    meanTimeShort: 'Mean time (ms)',
  },
  ja: {
    title: '連続計算の集計',
    puzzles: '問題数',
    totalTime: '合計時間 (ms)',
    meanTime: '1 問あたりの平均時間 (ms)',
    meanGivens: '平均ヒント数',
    totals: '合計',
    value: '値',
    distribution: '難易度の分布',
    level: 'レベル',
    grade: '難易度',
    share: '割合',
    techniques: '技法の使用',
    letter: '記号',
    puzzlesUsing: '使った問題数',
    usesInAll: '使用回数',
    publisherOurs: '出版元 \\ 本アドイン',
    total: '計',
    cross: '出版元の難易度 × 本アドインの難易度',
    ourGrade: '本アドインの難易度',
    publisherGrade: '出版元の難易度',
    technique: '技法',
    uses: '回数',
    byKind: '種類別の平均',
    kind: '種類',
    meanBlanks: '平均空欄数',
    meanTimeShort: '平均時間 (ms)',
  },
};

/**
 * Where each table of the Summary sheet starts (0-based rows), so charts and tests can find them;
 * the cross-table's row is the model set's (see crossTableRow).
 */
export const SUMMARY_LAYOUT = {
  totals: 2,
  distribution: 11,
  techniques: 23,
  crossTable: 45,
} as const;

/** The cross-table's first row: one empty row below the technique usage table. */
export function crossTableRow(summary: Pick<BatchSummary, 'techniques'>): number {
  return SUMMARY_LAYOUT.techniques + 2 + summary.techniques.length + 1;
}

/** Some puzzle of the book came with a publisher's grade: the Summary then charts publisher × ours. */
function hasPublisherGrades(summary: Pick<BatchSummary, 'publisherGrades'>): boolean {
  return summary.publisherGrades.some((grade) => grade !== NO_PUBLISHER_GRADE);
}

/** The rows the publisher × ours chart covers from the cross-table's title row. */
function publisherChartRows(summary: Pick<BatchSummary, 'publisherGrades'>): number {
  return Math.max(summary.publisherGrades.length + 3, 18);
}

/** The means by kind's first row: one empty row below the cross-table's total row, and below its chart. */
export function kindTableRow(summary: Pick<BatchSummary, 'techniques' | 'publisherGrades'>): number {
  const belowTable = crossTableRow(summary) + 2 + summary.publisherGrades.length + 2;
  return hasPublisherGrades(summary)
    ? Math.max(belowTable, crossTableRow(summary) + publisherChartRows(summary) + 1)
    : belowTable;
}

export function buildSummarySheet(summary: BatchSummary, language: SheetLanguage = 'en'): SheetModel {
  const words = WORDS[language];
  const grades = GRADE_NAMES.map((name) => gradeNameIn(name, language));
  const rows: CellValue[][] = [];
  const styles: StyledRange[] = [{ address: 'A1', style: { bold: true, fontSize: 14 } }];
  const put = (row: number, cells: CellValue[]) => {
    while (rows.length <= row) rows.push([]);
    rows[row] = cells;
  };
  const section = (row: number, title: string, header: CellValue[]) => {
    put(row, [title]);
    put(row + 1, header);
    styles.push(
      { address: rangeAddress(row, 0), style: SECTION_STYLE },
      { address: rangeAddress(row + 1, 0, 1, header.length), style: HEADER_STYLE },
    );
  };

  put(0, [words.title]);
  const totals: [string, CellValue][] = [
    [words.puzzles, summary.puzzles],
    [statusWord('conquer', language), summary.conquered],
    [statusWord('not-conquer', language), summary.notConquered],
    [statusWord('invalid', language), summary.invalid],
    [words.totalTime, summary.totalTimeMs],
    [words.meanTime, summary.meanTimeMs],
    [words.meanGivens, summary.meanGivens],
  ];
  section(SUMMARY_LAYOUT.totals, words.totals, ['', words.value]);
  totals.forEach((entry, i) => put(SUMMARY_LAYOUT.totals + 2 + i, entry));
  styles.push({ address: rangeAddress(SUMMARY_LAYOUT.totals + 6, 1, 3, 1), style: { numberFormat: '0.00' } });

  const distribution = SUMMARY_LAYOUT.distribution;
  section(distribution, words.distribution, [words.level, words.grade, words.puzzles, words.share]);
  const graded = summary.gradeCounts.reduce((sum, count) => sum + count, 0);
  grades.forEach((name, i) =>
    put(distribution + 2 + i, [i + 1, name, summary.gradeCounts[i], graded ? summary.gradeCounts[i] / graded : 0]),
  );
  styles.push({ address: rangeAddress(distribution + 2, 3, GRADE_NAMES.length, 1), style: { numberFormat: '0.0%' } });

  const techniques = SUMMARY_LAYOUT.techniques;
  section(techniques, words.techniques, [words.letter, words.puzzlesUsing, words.usesInAll]);
  summary.techniques.forEach((usage, i) =>
    put(techniques + 2 + i, [labelToken(usage.letter), usage.puzzles, usage.steps]),
  );

  const cross = crossTableRow(summary);
  const crossHeader = [
    words.publisherOurs,
    ...grades,
    statusWord('not-conquer', language),
    statusWord('invalid', language),
    words.total,
  ];
  section(cross, words.cross, crossHeader);
  summary.publisherGrades.forEach((grade, i) => {
    const counts = summary.crossTable[i];
    put(cross + 2 + i, [grade, ...counts, counts.reduce((sum, count) => sum + count, 0)]);
  });
  const columnTotals = crossHeader
    .slice(1)
    .map((_, column) => summary.crossTable.reduce((sum, counts) => sum + (counts[column] ?? 0), 0));
  columnTotals[columnTotals.length - 1] = summary.puzzles;
  const totalRow = cross + 2 + summary.publisherGrades.length;
  put(totalRow, [words.total, ...columnTotals]);
  styles.push({ address: rangeAddress(totalRow, 0, 1, crossHeader.length), style: { bold: true } });

  const kinds = kindTableRow(summary);
  section(kinds, words.byKind, [words.kind, words.puzzles, words.meanGivens, words.meanBlanks, words.meanTimeShort]);
  summary.kinds.forEach((means, i) =>
    put(kinds + 2 + i, [
      kindLabel(means.kind, language),
      means.puzzles,
      means.meanGivens,
      means.meanBlanks,
      means.meanTimeMs,
    ]),
  );
  if (summary.kinds.length > 0)
    styles.push({ address: rangeAddress(kinds + 2, 2, summary.kinds.length, 3), style: { numberFormat: '0.00' } });

  const charts: ChartSpec[] = [
    {
      kind: 'column',
      title: words.distribution,
      categories: rangeAddress(distribution + 2, 1, GRADE_NAMES.length, 1),
      series: [{ name: words.puzzles, values: rangeAddress(distribution + 2, 2, GRADE_NAMES.length, 1) }],
      placeAt: rangeAddress(SUMMARY_LAYOUT.totals, 5, 20, 8),
      xAxisTitle: words.ourGrade,
      yAxisTitle: words.puzzles,
    },
    {
      kind: 'bar',
      title: words.techniques,
      categories: rangeAddress(techniques + 2, 0, summary.techniques.length, 1),
      series: [{ name: words.usesInAll, values: rangeAddress(techniques + 2, 2, summary.techniques.length, 1) }],
      placeAt: rangeAddress(techniques, 5, summary.techniques.length + 2, 8),
      xAxisTitle: words.technique,
      yAxisTitle: words.uses,
    },
  ];
  // Publisher × ours only when some puzzle came with a publisher's grade: each publisher grade a
  // column, stacked by the grades we gave (and the puzzles not conquered).
  if (hasPublisherGrades(summary)) {
    const publisherRows = summary.publisherGrades.length;
    charts.push({
      kind: 'stackedColumn',
      title: words.cross,
      categories: rangeAddress(cross + 2, 0, publisherRows, 1),
      series: [...grades, statusWord('not-conquer', language)].map((name, i) => ({
        name,
        values: rangeAddress(cross + 2, 1 + i, publisherRows, 1),
      })),
      placeAt: rangeAddress(cross, crossHeader.length + 1, publisherChartRows(summary), 8),
      xAxisTitle: words.publisherGrade,
      yAxisTitle: words.puzzles,
    });
  }
  return {
    name: SUMMARY_SHEET_NAMES[language],
    values: rectangular(rows),
    styles,
    charts,
    columnWidths: [26, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12],
  };
}

/** The summary as a few lines of plain text, for the command line and the pane's Batch tab. */
export function summaryText(summary: BatchSummary, language: SheetLanguage = 'en'): string[] {
  const words = TEXT_WORDS[language];
  const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
  const grade = (level: number) => gradeNameIn(GRADE_NAMES[level], language);
  const status = (word: AnalysisStatus) => statusWord(word, language);
  const lines = [
    words.counts(
      summary.puzzles,
      `${summary.conquered} ${status('conquer')}`,
      `${summary.notConquered} ${status('not-conquer')}`,
      `${summary.invalid} ${status('invalid')}`,
    ),
    words.time(ms(summary.totalTimeMs), ms(summary.meanTimeMs), summary.meanGivens.toFixed(1)),
    words.grades + GRADE_NAMES.map((_, i) => `${grade(i)} ${summary.gradeCounts[i]}`).join(words.comma),
    words.techniques +
      summary.techniques
        .filter((usage) => usage.steps > 0)
        .map((usage) => `${labelToken(usage.letter)} ${usage.steps}`)
        .join(words.comma),
    words.byKind +
      summary.kinds
        .map((means) =>
          words.kindMeans(
            kindLabel(means.kind, language),
            means.puzzles,
            means.meanGivens.toFixed(1),
            means.meanBlanks.toFixed(1),
            ms(means.meanTimeMs),
          ),
        )
        .join(words.semicolon),
  ];
  if (hasPublisherGrades(summary)) {
    lines.push(words.publisher);
    summary.publisherGrades.forEach((publisherGrade, i) => {
      const ours = summary.crossTable[i]
        .slice(0, GRADE_NAMES.length)
        .map((count, level) => (count ? `${grade(level)} ${count}` : ''))
        .filter(Boolean);
      const [notConquered, invalid] = summary.crossTable[i].slice(GRADE_NAMES.length);
      if (notConquered) ours.push(`${status('not-conquer')} ${notConquered}`);
      if (invalid) ours.push(`${status('invalid')} ${invalid}`);
      lines.push(`  ${publisherGrade}: ${ours.join(words.comma)}`);
    });
  }
  return lines;
}

/** The summary's lines in each language: the same figures, in the same order. */
const TEXT_WORDS = {
  en: {
    counts: (puzzles: number, conquered: string, notConquered: string, invalid: string) =>
      `${puzzles} puzzles: ${conquered}, ${notConquered}, ${invalid}`,
    time: (total: string, mean: string, givens: string) =>
      `analysis time: ${total} in all, ${mean} per puzzle; mean givens ${givens}`,
    grades: 'grades: ',
    techniques: 'techniques used (steps): ',
    byKind: 'by kind: ',
    kindMeans: (kind: string, puzzles: number, givens: string, blanks: string, time: string) =>
      `${kind} ${puzzles} ${puzzles === 1 ? 'puzzle' : 'puzzles'}, mean ${givens} givens, ${blanks} blanks, ${time}`,
    publisher: 'publisher grade → our grades:',
    comma: ', ',
    semicolon: '; ',
  },
  ja: {
    counts: (puzzles: number, conquered: string, notConquered: string, invalid: string) =>
      `${puzzles} 問: ${conquered}、${notConquered}、${invalid}`,
    time: (total: string, mean: string, givens: string) =>
      `解析時間: 合計 ${total}、平均 ${mean}/問。平均ヒント数 ${givens}`,
    grades: '難易度: ',
    techniques: '使った技法（ステップ数）: ',
    byKind: '種類別: ',
    kindMeans: (kind: string, puzzles: number, givens: string, blanks: string, time: string) =>
      `${kind} ${puzzles} 問、平均ヒント ${givens}、空欄 ${blanks}、${time}`,
    publisher: '出版元の難易度 → 本アドインの難易度:',
    comma: '、',
    semicolon: '／',
  },
} satisfies Record<SheetLanguage, unknown>;
