/**
 * What the pane's GA tab writes (SPEC §10, issue 13): a sheet with the run's settings, its result —
 * the solved grid (checked by the rule check) or the best grid with its fitness — and the fitness
 * history (generation, best, mean) under a native line chart of best and mean fitness by generation.
 * A cancelled run is written the same way, its status saying the generation it stopped at.
 * A long run's history is thinned to at most MAX_HISTORY_ROWS rows, first and last generation kept.
 *
 * Pure: the Excel adapter (src/excel/ga.ts) only applies this model.
 */

import { type GaOptions, type GaVariant, MAX_FITNESS } from '../engine/ga';
import { digitsFromCanonical, digitsToString, checkSolution } from '../engine';
import type { SheetLanguage } from './analysis-labels';
import { puzzleGridStyles, puzzleGridValues } from './generated-sheet';
import {
  emptyBlock,
  HEADER_STYLE,
  rangeAddress,
  type CellValue,
  type SheetModel,
  type StyledRange,
} from './sheet-model';

export const MAX_HISTORY_ROWS = 1000;

/** The engine's options as the run used them, the seed drawn when none was given. */
export type GaSettings = Required<
  Pick<GaOptions, 'population' | 'generations' | 'crossoverRate' | 'mutationRate' | 'variant' | 'restartAfter'>
> & { seed: number };

export interface GaSheetInput {
  /** The givens, 81 characters ('.' or '0' for a blank). */
  puzzle: string;
  /** Where the puzzle was read, "Sheet1!B2:J10". */
  source?: string;
  settings: GaSettings;
  result: {
    solved: boolean;
    cancelled: boolean;
    generations: number;
    bestFitness: number;
    /** The best individual, 81 digits. */
    best: ArrayLike<number>;
    history: { best: ArrayLike<number>; mean: ArrayLike<number> };
    timeMs: number;
  };
  language?: SheetLanguage;
}

const ENGLISH = {
  sheetName: 'GA',
  title: (source: string) => `Genetic-algorithm solver${source ? ` on ${source}` : ''}`,
  settings: 'Settings',
  population: 'Population',
  generations: 'Generations (limit)',
  crossover: 'Crossover rate',
  mutation: 'Mutation rate',
  variant: 'Variant',
  variants: { improved: 'improved', paper: 'paper', 'crossover-only': 'crossover-only', random: 'random' } as Record<
    GaVariant,
    string
  >,
  restartAfter: 'Restart after (0 = never)',
  seed: 'Seed',
  result: 'Result',
  status: 'Status',
  solved: 'Solved',
  notSolved: 'Not solved',
  cancelled: (generation: number) => `Cancelled at generation ${generation}`,
  generationsRun: 'Generations run',
  bestFitness: `Best fitness (of ${MAX_FITNESS})`,
  timeMs: 'Time (ms)',
  ruleCheck: 'Rule check',
  rulePassed: 'passed',
  ruleFailed: 'FAILED',
  solution: 'Solution',
  bestGrid: (fitness: number) => `Best grid (fitness ${fitness})`,
  history: ['Generation', 'Best fitness', 'Mean fitness'],
  chartTitle: 'Best and mean fitness by generation',
};

type GaSheetLabels = typeof ENGLISH;

const JAPANESE: GaSheetLabels = {
  sheetName: 'GA',
  title: (source) => `遺伝的アルゴリズムによる解${source ? `（${source}）` : ''}`,
  settings: '設定',
  population: '個体数',
  generations: '世代数（上限）',
  crossover: '交叉率',
  mutation: '突然変異率',
  variant: '方式',
  variants: {
    improved: '改良版（再初期化あり）',
    paper: '論文の GA',
    'crossover-only': '交叉のみ',
    random: 'ランダム探索',
  },
  restartAfter: '再初期化までの停滞世代数（0 = しない）',
  seed: 'シード',
  result: '結果',
  status: '状態',
  solved: '解けた',
  notSolved: '解けなかった',
  cancelled: (generation) => `${generation} 世代目で中止`,
  generationsRun: '実行した世代数',
  bestFitness: `最良の適応度（最大 ${MAX_FITNESS}）`,
  timeMs: '時間（ミリ秒）',
  ruleCheck: 'ルール検査',
  rulePassed: '合格',
  ruleFailed: '不合格',
  solution: '解答',
  bestGrid: (fitness) => `最良の盤面（適応度 ${fitness}）`,
  history: ['世代', '最良の適応度', '平均の適応度'],
  chartTitle: '世代ごとの最良と平均の適応度',
};

export function gaSheetLabels(language: SheetLanguage = 'en'): GaSheetLabels {
  return language === 'ja' ? JAPANESE : ENGLISH;
}

/**
 * The generations (indices into a history of `length`) kept in the table: all of them up to `max`,
 * else every k-th with k as small as fits, plus the last one.
 */
export function thinnedGenerations(length: number, max = MAX_HISTORY_ROWS): number[] {
  if (length <= max) return Array.from({ length }, (_, i) => i);
  const step = Math.ceil((length - 1) / (max - 1));
  const kept: number[] = [];
  for (let generation = 0; generation < length - 1; generation += step) kept.push(generation);
  kept.push(length - 1);
  return kept;
}

const TITLE_ROW = 0;
const LABEL_COLUMN = 0;
const GRID_ROW = 2;
const GRID_COLUMN = 3;
const HISTORY_COLUMN = 13;
const CHART_ROW = 19;
const CHART_ROWS = 18;
const CHART_COLUMNS = 12;

export function buildGaSheet(input: GaSheetInput): SheetModel {
  const text = gaSheetLabels(input.language);
  const { settings, result } = input;
  const givens = digitsFromCanonical(input.puzzle);
  const best = digitsToString(result.best);
  const check = checkSolution(givens, result.best);
  const status = result.solved ? text.solved : result.cancelled ? text.cancelled(result.generations) : text.notSolved;
  const labelled: [string, CellValue][] = [
    [text.settings, ''],
    [text.population, settings.population],
    [text.generations, settings.generations],
    [text.crossover, settings.crossoverRate],
    [text.mutation, settings.mutationRate],
    [text.variant, text.variants[settings.variant]],
    [text.restartAfter, settings.restartAfter],
    [text.seed, settings.seed],
    [text.result, ''],
    [text.status, status],
    [text.generationsRun, result.generations],
    [text.bestFitness, result.bestFitness],
    [text.timeMs, Math.round(result.timeMs)],
    ...(result.solved ? [[text.ruleCheck, check.ok ? text.rulePassed : text.ruleFailed] as [string, CellValue]] : []),
  ];
  const kept = thinnedGenerations(result.history.best.length);
  const rows = Math.max(GRID_ROW + labelled.length, CHART_ROW + CHART_ROWS, kept.length + 1);
  const values = emptyBlock(rows, HISTORY_COLUMN + 3);
  const styles: StyledRange[] = [{ address: rangeAddress(TITLE_ROW, 0), style: { bold: true, fontSize: 14 } }];

  values[TITLE_ROW][0] = text.title(input.source ?? '');
  labelled.forEach(([label, value], i) => {
    values[GRID_ROW + i][LABEL_COLUMN] = label;
    values[GRID_ROW + i][LABEL_COLUMN + 1] = value;
    if (value === '') styles.push({ address: rangeAddress(GRID_ROW + i, LABEL_COLUMN), style: { bold: true } });
  });

  values[GRID_ROW - 1][GRID_COLUMN] = result.solved ? text.solution : text.bestGrid(result.bestFitness);
  puzzleGridValues(best).forEach((line, r) =>
    line.forEach((digit, c) => (values[GRID_ROW + r][GRID_COLUMN + c] = digit)),
  );
  styles.push(...puzzleGridStyles(input.puzzle, GRID_ROW, GRID_COLUMN));

  text.history.forEach((header, c) => (values[0][HISTORY_COLUMN + c] = header));
  kept.forEach((generation, i) => {
    values[1 + i][HISTORY_COLUMN] = generation;
    values[1 + i][HISTORY_COLUMN + 1] = result.history.best[generation];
    values[1 + i][HISTORY_COLUMN + 2] = result.history.mean[generation];
  });
  styles.push({ address: rangeAddress(0, HISTORY_COLUMN, 1, 3), style: HEADER_STYLE });
  if (kept.length > 0)
    styles.push({ address: rangeAddress(1, HISTORY_COLUMN + 2, kept.length, 1), style: { numberFormat: '0.0' } });

  const historyColumn = (c: number) => rangeAddress(1, HISTORY_COLUMN + c, Math.max(kept.length, 1), 1);
  return {
    name: text.sheetName,
    values,
    styles,
    charts: [
      {
        kind: 'line',
        title: text.chartTitle,
        categories: historyColumn(0),
        series: [
          { name: text.history[1], values: historyColumn(1) },
          { name: text.history[2], values: historyColumn(2) },
        ],
        placeAt: rangeAddress(CHART_ROW, 0, CHART_ROWS, CHART_COLUMNS),
        xAxisTitle: text.history[0],
        yAxisTitle: text.bestFitness,
      },
    ],
    columnWidths: [30, 12, 2, ...new Array<number>(9).fill(4), 2, 12, 14, 14],
  };
}
