/**
 * The shapes of what the engine hands to the report layer and the front ends. They follow the
 * command line's JSON (SPEC §12), so `JSON.stringify` of a result is the CLI's output line.
 */

import type { PuzzleErrorKind, CellPosition, InputProblem } from '../core/errors';
import type { TechniqueLetter, TechniqueSet, Tier } from '../techniques/technique-letter';

export type { TechniqueLetter, TechniqueSet, Tier };

/** The path the rating reads: the full technique set's ('full', the default), the patterns continuation ('patterns') or the analysis's own ('chosen'). */
export type RatingPath = 'chosen' | 'patterns' | 'full';

export const GRADE_NAMES = [
  'Beginner',
  'Very Easy',
  'Easy',
  'Pleasant',
  'Comfort',
  'Hard',
  'Very Hard',
  'Ultra Hard',
] as const;
export type GradeName = (typeof GRADE_NAMES)[number];

export interface Grade {
  /** 1 (Beginner) … 8 (Ultra Hard). */
  level: number;
  name: GradeName;
}

export interface ErrorInfo {
  kind: PuzzleErrorKind;
  message: string;
  cells: CellPosition[];
  /** For unreadable input: what was found, as data (see PuzzleError). */
  input?: InputProblem;
}

/** [row, column, digit], 1-based. */
export type Elimination = [number, number, number];

/** One placement in the step log (SPEC §3 "Step log columns"). */
export interface LoggedStep {
  n: number;
  row: number;
  col: number;
  value: number;
  /** Non-basic letters applied since the previous placement, then the placing letter ("VL"), or S/K/D alone. */
  technique: string;
  elapsedMs: number;
  /** Cumulative effort after this step (SPEC §5). */
  effort: number;
  eliminated: Elimination[];
  /** Each assumption (A) of the label, in order: how it was proved (techniques/assumption.ts). */
  assumptions?: AssumptionTrial[];
}

/** One use of A as logged: how deep the proof nested and what each trial was followed with. */
export interface AssumptionTrial {
  /** Nesting depth of the proof: digits assumed on its longest route. */
  depth: number;
  /** The letters that propagated each assumption ("BLCM": singles; more when singles were not enough). */
  propagation: string;
  /** Trials a person expects to follow per trial that decides (1: every trial works). */
  scarcity: number;
  /** Cells filled on the routes of the shortest deciding trial. */
  routeCells: number;
}

export type AnalysisStatus = 'conquer' | 'not-conquer' | 'invalid';

/** Why the analysis stopped short, as data, so that a front end can say it in its own language. */
export type StopReason =
  | { kind: 'techniques-exhausted' }
  | { kind: 'assumption-budget'; budget: number }
  | { kind: 'no-choice' }
  | { kind: 'assumption-depth'; depth: number }
  | { kind: 'no-progress'; letter: TechniqueLetter };

export interface AnalysisResult {
  index: number;
  id: string;
  puzzle: string;
  givens: number;
  status: AnalysisStatus;
  /** Present when status is 'invalid'. */
  error?: ErrorInfo;
  /** Why a valid puzzle was not conquered (technique set exhausted, assumption budget…). */
  reason?: string;
  /** The same, as data. */
  stopped?: StopReason;
  /** The unique solution, when it exists. */
  solution?: string;
  grade?: Grade;
  /** A conquered puzzle's rating on SukakuExplainer's scale (rating.ts): continuous, larger is harder. */
  rating?: number;
  assumptions: number;
  steps: LoggedStep[];
  techniqueCounts: Partial<Record<TechniqueLetter, number>>;
  /** Total effort (the last step's cumulative effort). */
  effort: number;
  /** With a restricted technique set: the letter the next step would need, if any. */
  nextTechnique?: TechniqueLetter;
  timeMs: number;
}

/** One instance: cells are 0–80, candidates [cell, digit]. */
export interface FoundStep {
  technique: TechniqueLetter;
  /** HoDoKu's code for this instance (hodoku-codes.ts), or null where HoDoKu has none. */
  hodoku: string | null;
  /** The cells of the pattern (the pair, the fish with its fins, the chain's cells). */
  cells: number[];
  /** A chain's links in HoDoKu's notation ("7r2c1=7r2c5-7r4c5"), when the step is a chain. */
  chain?: string;
  eliminations: [number, number][];
  placements: [number, number][];
}
