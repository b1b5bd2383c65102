/**
 * A person's solve set beside the analyser's (SPEC §14, the model tool's "Human"): each entry the
 * person made (time, cell, digit or an erasure) is matched with the analyser's step for that cell,
 * and the figures follow — the fitted seconds per effort unit, the person against the model per
 * technique tier, and how closely the person's order follows the analyser's.
 *
 * The model's effort for a person's entry is the effort of the analyser's step that placed that
 * cell (its increment of cumulative effort), counted the first time the person puts the right
 * digit there; wrong entries and erasures add none. So the simulated curve follows the cells the
 * person actually filled, in their order. Pure: the pane and the command line both call it.
 */

import {
  requireCellList,
  requireEach,
  requireInteger,
  requireList,
  requireNumber,
  requireNumbers,
  requireRecord,
  requireText,
} from '../core/arguments';
import { GEOMETRIES, requireValuesOf, type Geometry } from '../geometry/geometry';
import { MAX_SQUARES } from '../core/limits';
import { labelLetters } from '../techniques/technique-codes';
import { TECHNIQUES } from '../techniques/registry';
import type { LoggedStep, Tier } from './types';

/** One change a person made to a cell of the puzzle: 1-based row and column, value 0 for an erasure. */
export interface SessionEntry {
  /** Seconds since the session started (paused time not counted). */
  seconds: number;
  row: number;
  col: number;
  value: number;
}

/**
 * What the comparison needs of an analysis: the solution and the step log. Cells are squares of the
 * puzzle's bounding rectangle, row by row: `columns` wide (9 for the 9×9, whose solution is its 81
 * digits); a puzzle of another kind gives its values by square, 0 where no cell is.
 */
export interface AnalysedPuzzle {
  solution: string | ArrayLike<number>;
  steps: readonly LoggedStep[];
  columns?: number;
}

/**
 * A puzzle of another kind as the comparison reads it: its analysis gives the solution by cell,
 * while a person's entries (and the steps) name squares of the bounding rectangle.
 */
export function analysedOnSquares(
  geometry: Geometry,
  solutionByCell: ArrayLike<number> | undefined,
  steps: readonly LoggedStep[],
): AnalysedPuzzle {
  if (solutionByCell === undefined) GEOMETRIES.require(geometry, 'The geometry');
  else requireValuesOf(geometry, solutionByCell, 'The solution');
  requireList(steps, 'The steps');
  const solution = new Array<number>(geometry.rows * geometry.cols).fill(0);
  if (solutionByCell)
    for (let cell = 0; cell < geometry.cellCount; cell++)
      solution[geometry.cellRow[cell] * geometry.cols + geometry.cellCol[cell]] = solutionByCell[cell];
  return { solution, steps, columns: geometry.cols };
}

export const TIER_ORDER: readonly Tier[] = ['basic', 'intermediate', 'advanced', 'expert', 'super'];

export interface EntryFigure {
  /** 1-based entry number. */
  n: number;
  entry: SessionEntry;
  /** Right digit, wrong digit, or an erasure. */
  verdict: 'correct' | 'wrong' | 'erased';
  /** The first time the person put the right digit in this cell: the model's step counts here. */
  placement: boolean;
  /** The analyser's step for this cell (undefined when it placed none there). */
  step?: number;
  technique?: string;
  tier?: Tier;
  /** The model's effort added by this entry (its step's effort on a placement, else 0). */
  effort: number;
  /** The model's effort of every placement so far. */
  cumulativeEffort: number;
  /** Seconds since the previous entry (since the start for the first). */
  secondsTaken: number;
}

export interface TierFigure {
  /** Placements whose step's hardest technique is of this tier. */
  entries: number;
  /** The person's seconds for them (each entry's time since the previous entry). */
  seconds: number;
  /** The model's seconds for them: their effort × the fitted seconds per effort unit. */
  modelSeconds: number;
}

export interface SessionFigures {
  rows: EntryFigure[];
  entries: number;
  wrong: number;
  /** Least squares through the origin of the person's cumulative seconds on the model's cumulative effort; null without effort. */
  secondsPerEffort: number | null;
  /** Only the tiers the person placed a digit of. */
  tiers: Partial<Record<Tier, TierFigure>>;
  /** Spearman's rank correlation of the person's order of placements with the analyser's step numbers; null for fewer than two. */
  order: number | null;
}

/** The tier of a step label: its hardest technique's. */
export function labelTier(label: string): Tier | undefined {
  let hardest = -1;
  for (const letter of labelLetters(label)) hardest = Math.max(hardest, TIER_ORDER.indexOf(TECHNIQUES[letter].tier));
  return hardest < 0 ? undefined : TIER_ORDER[hardest];
}

/** Least squares through the origin: the k minimising Σ (y − k·x)²; null when every x is 0. */
export function fitThroughOrigin(xs: readonly number[], ys: readonly number[]): number | null {
  let xy = 0;
  let xx = 0;
  xs.forEach((x, i) => {
    xy += x * ys[i];
    xx += x * x;
  });
  return xx === 0 ? null : xy / xx;
}

/** Spearman's rank correlation of two orders given without ties (1 - 6Σd² / n(n²-1)); null for n < 2. */
export function rankCorrelation(values: readonly number[]): number | null {
  const n = values.length;
  if (n < 2) return null;
  const ranks = new Array<number>(n);
  [...values.keys()].sort((a, b) => values[a] - values[b]).forEach((index, rank) => (ranks[index] = rank));
  let squares = 0;
  ranks.forEach((rank, position) => (squares += (rank - position) ** 2));
  return 1 - (6 * squares) / (n * (n * n - 1));
}

/** A step log's step: where it placed, and its label and effort. */
function requireStep(step: LoggedStep): void {
  requireRecord(step, 'A step');
  requireInteger(step.row, "A step's row", 1, MAX_SQUARES);
  requireInteger(step.col, "A step's column", 1, MAX_SQUARES);
  requireNumber(step.effort, "A step's effort");
  requireText(step.technique, "A step's technique");
}

function requireEntry(entry: SessionEntry): void {
  requireRecord(entry, 'An entry');
  requireNumber(entry.seconds, "An entry's seconds");
  requireInteger(entry.row, "An entry's row", 1, MAX_SQUARES);
  requireInteger(entry.col, "An entry's column", 1, MAX_SQUARES);
  requireInteger(entry.value, "An entry's value", 0, MAX_SQUARES);
}

/** The analysed puzzle as compareSession reads it: a solution by square, its steps and its width. */
function requireAnalysed(analysed: AnalysedPuzzle): void {
  requireRecord(analysed, 'The analysed puzzle');
  if (typeof analysed.solution !== 'string') {
    requireCellList(analysed.solution, 'The solution');
    requireNumbers(analysed.solution, 'The solution', analysed.solution.length);
  }
  requireList(analysed.steps, 'The steps');
  requireEach(analysed.steps, requireStep);
  if (analysed.columns !== undefined) requireInteger(analysed.columns, 'The number of columns', 1, MAX_SQUARES);
}

/** Every figure of a session. `entries` are in the order they were made. */
export function compareSession(analysed: AnalysedPuzzle, entries: readonly SessionEntry[]): SessionFigures {
  requireAnalysed(analysed);
  requireList(entries, 'The entries');
  requireEach(entries, requireEntry);
  const columns = analysed.columns ?? 9;
  const stepOf = new Map<number, LoggedStep>();
  analysed.steps.forEach((step, i) =>
    stepOf.set(
      (step.row - 1) * columns + step.col - 1,
      i === 0 ? step : { ...step, effort: step.effort - analysed.steps[i - 1].effort },
    ),
  );
  const placed = new Set<number>();
  let cumulativeEffort = 0;
  let previousSeconds = 0;
  const rows = entries.map((entry, i): EntryFigure => {
    const cell = (entry.row - 1) * columns + entry.col - 1;
    const verdict =
      entry.value === 0 ? 'erased' : Number(analysed.solution[cell]) === entry.value ? 'correct' : 'wrong';
    const placement = verdict === 'correct' && !placed.has(cell);
    if (placement) placed.add(cell);
    const step = stepOf.get(cell);
    const effort = placement && step ? step.effort : 0;
    cumulativeEffort += effort;
    const secondsTaken = entry.seconds - previousSeconds;
    previousSeconds = entry.seconds;
    return {
      n: i + 1,
      entry,
      verdict,
      placement,
      step: step?.n,
      technique: step?.technique,
      tier: step && labelTier(step.technique),
      effort,
      cumulativeEffort,
      secondsTaken,
    };
  });
  const secondsPerEffort = fitThroughOrigin(
    rows.map((row) => row.cumulativeEffort),
    rows.map((row) => row.entry.seconds),
  );
  const tiers: Partial<Record<Tier, TierFigure>> = {};
  for (const row of rows) {
    if (!row.placement || !row.tier) continue;
    const figure = (tiers[row.tier] ??= { entries: 0, seconds: 0, modelSeconds: 0 });
    figure.entries++;
    figure.seconds += row.secondsTaken;
    figure.modelSeconds += row.effort * (secondsPerEffort ?? 0);
  }
  const placements = rows.filter((row) => row.placement && row.step !== undefined);
  return {
    rows,
    entries: rows.length,
    wrong: rows.filter((row) => row.verdict === 'wrong').length,
    secondsPerEffort,
    tiers,
    order: rankCorrelation(placements.map((row) => row.step as number)),
  };
}
