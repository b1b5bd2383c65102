/**
 * The solve-along session sheet (SPEC §14, issue 12): for one puzzle, each recorded session as a
 * block of columns, side by side — its figures (entries, wrong entries, the fitted seconds per
 * effort unit, the rank correlation with the analyser's order), the person against the model per
 * technique tier, a native line chart of the person's cumulative seconds and the simulated curve
 * by entry, and one row per entry (time, row, column, value — a log `compare` reads back —, the
 * sheet address, right or not, the analyser's technique, step and effort for that cell, the
 * model's seconds; an erasure has value 0). The command line writes the same model
 * (exceljs draws no chart: the entry table is the chart's data).
 *
 * Pure: the Excel adapter (src/excel/solve-along.ts) and the .xlsx writer only apply it.
 */

import { type SessionFigures, type Tier, TIER_ORDER } from '../engine/analyser';
import type { SheetLanguage } from './analysis-labels';
import { inputCellAddress } from './analysis-sheet';
import {
  emptyBlock,
  HEADER_STYLE,
  rangeAddress,
  type CellValue,
  type ChartSpec,
  type SheetModel,
  type StyledRange,
} from './sheet-model';

export interface SessionBlock {
  /** 1-based, as the person sees it. */
  number: number;
  /** When it started, as the front end words it ("2026-11-24 03:30"). */
  started: string;
  figures: SessionFigures;
}

export interface SessionSheetInput {
  /** Where the puzzle is ("Sheet1!B2:J10"), or a file's name. */
  source: string;
  /** The puzzle's 9×9 range, to give each cell its sheet address ("A1:I9" for a puzzle from a file). */
  inputAddress: string;
  sessions: readonly SessionBlock[];
  language?: SheetLanguage;
  /** A puzzle of another kind than the 9×9 (issue 20): its bounding size and symbols, for the note on what applies. */
  otherKind?: { rows: number; columns: number; symbols: number };
}

const ENGLISH = {
  sheetName: 'Solve along',
  title: (source: string) => `Solve along: ${source}`,
  session: (n: number) => `Session ${n}`,
  started: 'Started',
  entries: 'Entries',
  wrong: 'Wrong entries',
  secondsPerEffort: 'Seconds per effort unit (fitted)',
  order: 'Order: rank correlation with analyser',
  tierHeader: ['Tier', 'Placements', 'Your seconds', 'Model seconds', 'You ÷ model'],
  tiers: {
    basic: 'basic',
    intermediate: 'intermediate',
    advanced: 'advanced',
    expert: 'expert',
    super: 'assumption',
  } as Record<Tier, string>,
  tierSentence: (tier: string, ratio: number) => `Your ${tier} placements took ${ratio.toFixed(1)}× the model’s time.`,
  /** Columns 1–4 are a log that `compare --log` reads back (copied with their header into a CSV). */
  entryHeader: [
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
  verdicts: { correct: 'right', wrong: 'WRONG', erased: 'erased' },
  chartTitle: (n: number) => `Session ${n}: your seconds and the model's, by entry`,
  chartX: 'Entry',
  chartY: 'Seconds',
  none: '—',
  otherKind: (rows: number, columns: number, symbols: number) =>
    `A ${rows}×${columns} puzzle of ${symbols} symbols: Row and Col are in its whole range, and steps, techniques and effort are the variant analyser's. The command line's compare reads columns Seconds to Value back, given the puzzle with its --kind; a hidden single in an extra unit (E) counts in no tier.`,
};

type SessionSheetLabels = typeof ENGLISH;

const JAPANESE: SessionSheetLabels = {
  sheetName: '解答記録',
  title: (source) => `解答記録：${source}`,
  session: (n) => `記録 ${n}`,
  started: '開始',
  entries: '記入数',
  wrong: '誤記入',
  secondsPerEffort: '手間 1 あたりの秒数（当てはめ）',
  order: '解く順序：解析との順位相関',
  tierHeader: ['段階', '記入数', 'あなたの秒数', 'モデルの秒数', 'あなた÷モデル'],
  tiers: { basic: '初級', intermediate: '中級', advanced: '上級', expert: '最上級', super: '仮定' },
  tierSentence: (tier, ratio) => `${tier}の記入にモデルの ${ratio.toFixed(1)} 倍の時間がかかりました。`,
  entryHeader: ['No.', '秒', '行', '列', '数字', 'アドレス', '正誤', 'テクニック', '手順', '手間', 'モデルの秒数'],
  verdicts: { correct: '正', wrong: '誤', erased: '消去' },
  chartTitle: (n) => `記録 ${n}：記入ごとのあなたとモデルの秒数`,
  chartX: '記入',
  chartY: '秒',
  none: '—',
  otherKind: (rows, columns, symbols) =>
    `${rows}×${columns}、記号 ${symbols} 種の問題です。行と列は範囲全体での位置、手順・テクニック・手間は変形ナンプレの解析によるものです。コマンドラインの compare は、問題を --kind 付きで与えれば秒〜数字の列を読み戻せます。追加ユニットの隠れたシングル（E）はどの段階にも数えません。`,
};

export function sessionSheetLabels(language: SheetLanguage = 'en'): SessionSheetLabels {
  return language === 'ja' ? JAPANESE : ENGLISH;
}

/** Each session's block of columns; one column between blocks. */
export const BLOCK_COLUMNS = 11;
const BLOCK_STRIDE = BLOCK_COLUMNS + 1;
const FIGURES_ROW = 2;
/** The figures stand right of their labels, which spill over the empty cells before them. */
const FIGURE_COLUMN = 6;
const TIER_ROW = 8;
const CHART_ROW = TIER_ROW + 1 + TIER_ORDER.length + 1;
const CHART_ROWS = 18;
/** Where the entry table's header is: under the chart. */
export const ENTRY_HEADER_ROW = CHART_ROW + CHART_ROWS + 1;

/** The block of session `index` (0-based) starts at this column. */
export function blockColumn(index: number): number {
  return index * BLOCK_STRIDE;
}

function rounded(value: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
}

function writeBlock(
  values: CellValue[][],
  styles: StyledRange[],
  column: number,
  block: SessionBlock,
  input: SessionSheetInput,
  text: SessionSheetLabels,
): ChartSpec {
  const { figures } = block;
  const put = (row: number, c: number, value: CellValue) => (values[row][column + c] = value);
  const factor = figures.secondsPerEffort;
  const labelled: [string, CellValue][] = [
    [text.session(block.number), block.started],
    [text.entries, figures.entries],
    [text.wrong, figures.wrong],
    [text.secondsPerEffort, factor === null ? text.none : rounded(factor, 3)],
    [text.order, figures.order === null ? text.none : rounded(figures.order, 3)],
  ];
  labelled.forEach(([label, value], i) => {
    put(FIGURES_ROW + i, 0, label);
    put(FIGURES_ROW + i, FIGURE_COLUMN, value);
  });
  styles.push({ address: rangeAddress(FIGURES_ROW, column, 1, BLOCK_COLUMNS), style: { bold: true, fontSize: 12 } });

  text.tierHeader.forEach((header, c) => put(TIER_ROW, c, header));
  styles.push({ address: rangeAddress(TIER_ROW, column, 1, text.tierHeader.length), style: HEADER_STYLE });
  TIER_ORDER.filter((tier) => figures.tiers[tier]).forEach((tier, i) => {
    const figure = figures.tiers[tier]!;
    const row = TIER_ROW + 1 + i;
    const ratio = figure.modelSeconds > 0 ? figure.seconds / figure.modelSeconds : undefined;
    [
      text.tiers[tier],
      figure.entries,
      rounded(figure.seconds, 1),
      rounded(figure.modelSeconds, 1),
      ratio === undefined ? text.none : rounded(ratio, 2),
    ].forEach((value, c) => put(row, c, value));
    if (ratio !== undefined) put(row, 5, text.tierSentence(text.tiers[tier], ratio));
  });

  text.entryHeader.forEach((header, c) => put(ENTRY_HEADER_ROW, c, header));
  styles.push({ address: rangeAddress(ENTRY_HEADER_ROW, column, 1, BLOCK_COLUMNS), style: HEADER_STYLE });
  figures.rows.forEach((figure, i) => {
    const { entry } = figure;
    const row = ENTRY_HEADER_ROW + 1 + i;
    const line: CellValue[] = [
      figure.n,
      rounded(entry.seconds, 1),
      entry.row,
      entry.col,
      entry.value,
      inputCellAddress(input.inputAddress, entry.row, entry.col),
      text.verdicts[figure.verdict],
      figure.technique ?? '',
      figure.step ?? '',
      rounded(figure.effort, 2),
      rounded(figure.cumulativeEffort * (factor ?? 0), 1),
    ];
    line.forEach((value, c) => put(row, c, value));
    if (figure.verdict === 'wrong')
      styles.push({ address: rangeAddress(row, column + 6), style: { bold: true, fontColor: '#C00000' } });
  });

  const rows = Math.max(figures.rows.length, 1);
  const entryColumn = (c: number) => rangeAddress(ENTRY_HEADER_ROW + 1, column + c, rows, 1);
  return {
    kind: 'line',
    title: text.chartTitle(block.number),
    categories: entryColumn(0),
    series: [
      { name: text.entryHeader[1], values: entryColumn(1) },
      { name: text.entryHeader[10], values: entryColumn(10) },
    ],
    placeAt: rangeAddress(CHART_ROW, column, CHART_ROWS, BLOCK_COLUMNS),
    xAxisTitle: text.chartX,
    yAxisTitle: text.chartY,
  };
}

export function buildSessionSheet(input: SessionSheetInput): SheetModel {
  const text = sessionSheetLabels(input.language);
  const longest = input.sessions.reduce((most, block) => Math.max(most, block.figures.rows.length), 0);
  const columns = Math.max(1, input.sessions.length) * BLOCK_STRIDE - 1;
  const values = emptyBlock(ENTRY_HEADER_ROW + 1 + Math.max(longest, 1), columns);
  const styles: StyledRange[] = [{ address: rangeAddress(0, 0), style: { bold: true, fontSize: 14 } }];
  values[0][0] = text.title(input.source);
  if (input.otherKind)
    values[1][0] = text.otherKind(input.otherKind.rows, input.otherKind.columns, input.otherKind.symbols);
  const charts = input.sessions.map((block, i) => writeBlock(values, styles, blockColumn(i), block, input, text));
  const blockWidths = [6, 9, 5, 5, 6, 9, 8, 12, 6, 10, 13];
  const columnWidths = input.sessions.flatMap((_, i) => (i === 0 ? blockWidths : [2, ...blockWidths]));
  return { name: text.sheetName, values, styles, charts, columnWidths };
}
