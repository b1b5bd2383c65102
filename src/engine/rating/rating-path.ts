/**
 * Which solving path the rating reads (issues 16 and 35). By default ('full'), always the full
 * technique set's, whatever set or restriction the analysis uses: the rating is then a property
 * of the puzzle, as SE's is (SE rates with one fixed set of techniques), and a person's choice of
 * techniques changes the grade and the step log but not the rating (SE's Spearman 0.944 over the
 * by-rating puzzles). With `ratingPath: 'patterns'` (the command line's and the pane's
 * 'standard', the default before issue 35), on the whole model set: the model path, continued,
 * from the first position where it needs A but one of the full set's wings or unique-rectangle
 * patterns applies, by the model set with those patterns (rating-patterns.ts, which blends the
 * two; test/engine/rating-patterns.test.ts): 0.926, at a fraction of the full path's cost; a
 * puzzle that never forks, or whose continuation spends its assumption budget, is rated by the
 * model path alone; the full set and a restriction are rated by their own path. With
 * `ratingPath: 'chosen'`, always the analysis's own path.
 *
 * Both continuations cost only what the paths do not share: the full set's codes are tried
 * after the model set's advanced tier and before A (their tier is 'expert',
 * analysis-techniques.ts), and the model set's letters are the full set's too, so until the
 * model path first needs A (for 'patterns': first needs A where a pattern applies) the paths are
 * the same path, step for step. The model path is forked there (board and step log) and the
 * other set's loop continues the fork to the end; the rating is that path's: the model prefix and
 * the continuation (test/engine/rating-path.test.ts checks both claims). A restricted analysis
 * (`techniques`) may part from the full path anywhere, so its full path runs from the start; a
 * Not Conquer by the restriction still says why, and is rated too when the full path conquers the
 * puzzle.
 *
 * The full path's continuation is most of a full-set analysis: `analyze` on mixed1000 takes about
 * 1.6 times the CPU time it takes with the 'patterns' rating (README "Rating" has the figures).
 */

import type { Board } from '../board/board';
import type { LoopOptions, LoopOutcome } from '../analysis/analysis-loop';
import { FINDERS, type Finder } from '../analysis/analysis-techniques';
import { ratingOf } from './rating';
import { patternsRating } from './rating-patterns';
import type { StepLog } from '../analysis/step-log';
import type { Deduction } from '../techniques/technique';
import type { RatingPath, TechniqueLetter, TechniqueSet } from '../analysis/types';
import { TECHNIQUE_LETTERS } from '../techniques/registry';

/** Where a path stands: the board (a copy) and the log so far (a fork). */
export interface PathPosition {
  board: Board;
  log: StepLog<Deduction>;
}

/**
 * How an analysis gets the path it is rated by: its own path ('own'); the full set's, the same
 * until the first A ('from-first-assumption', the whole model set) or different anywhere
 * ('separate', a restriction); or the patterns continuation ('patterns', the whole model set).
 */
export type RatingRoute = 'own' | 'from-first-assumption' | 'separate' | 'patterns';

export type { RatingPath };
export const RATING_PATHS: readonly RatingPath[] = ['chosen', 'patterns', 'full'];
export const DEFAULT_RATING_PATH: RatingPath = 'full';

export function ratingRoute(options: {
  techniques?: string;
  techniqueSet?: TechniqueSet;
  ratingPath?: RatingPath;
}): RatingRoute {
  const wholeModelSet = options.techniques === undefined && options.techniqueSet !== 'full';
  const path = options.ratingPath ?? DEFAULT_RATING_PATH;
  if (path === 'full') {
    if (options.techniques !== undefined) return 'separate';
    return wholeModelSet ? 'from-first-assumption' : 'own';
  }
  return path === 'patterns' && wholeModelSet ? 'patterns' : 'own';
}

/** The full set's patterns whose presence forks the patterns continuation: the wings and unique rectangles, which SE rates below its chains. */
export const PATTERN_CODES: readonly TechniqueLetter[] = ['XYW', 'XYZ', 'WW', 'UR1', 'UR2', 'UR3', 'UR4', 'BUG'];
const PATTERN_FINDERS: readonly Finder[] = PATTERN_CODES.map((code) => FINDERS[code] as Finder);

/**
 * The letters of the patterns continuation: the model set and the patterns, but Hamada logic
 * (which SE does not have) and the triples T and R: without them the rating follows SE as closely
 * (0.926 on every second by-rating puzzle either way) and the continuation costs a sixth less on
 * top95, where a triple is rare and a pattern or A stands in for it.
 */
const LEFT_OUT_OF_PATTERN_PATH: readonly TechniqueLetter[] = ['H', 'T', 'R'];
export const PATTERN_PATH_LETTERS: ReadonlySet<TechniqueLetter> = new Set<TechniqueLetter>([
  ...TECHNIQUE_LETTERS.filter((letter) => !LEFT_OUT_OF_PATTERN_PATH.includes(letter)),
  ...PATTERN_CODES,
]);

/** How the rating's own loop runs: from a position (a fork of the chosen path), or from the start without one. */
export type RunLoop = (from?: PathPosition) => LoopOutcome;

/** The rating of one analysis: give `beforeAssumption` to the chosen set's loop, then ask `of`. */
export class FullPathRating {
  /** Where the chosen path first reached A (on 'patterns': first reached A where a pattern applies). */
  private fork: PathPosition | undefined;

  /** The loop option that remembers where the chosen path forks (none when not needed). */
  readonly beforeAssumption: LoopOptions['beforeAssumption'];

  constructor(readonly route: RatingRoute) {
    this.beforeAssumption =
      route === 'from-first-assumption'
        ? (board, log) => {
            this.fork ??= { board: board.clone(), log: log.fork() };
          }
        : route === 'patterns'
          ? (board, log) => {
              if (!this.fork && PATTERN_FINDERS.some((find) => find(board) !== null))
                this.fork = { board: board.clone(), log: log.fork() };
            }
          : undefined;
  }

  /**
   * The rating, from the chosen path's outcome and the loop that continues it: `runFull`, the full
   * set's loop from a position, or from the puzzle's start without one; `runPatterns`, the
   * patterns continuation's from the fork (its log keeps the chosen path's weights).
   * Every effort read is the one with the rating's weights (LoopOutcome.ratingEffort), so a
   * person's weights never move the rating. Undefined when the path rated does not conquer the puzzle.
   */
  of(chosen: LoopOutcome, runFull: RunLoop, runPatterns: (from: PathPosition) => LoopOutcome): number | undefined {
    if (this.route === 'patterns') {
      if (!chosen.conquered) return undefined;
      const model = { steps: chosen.steps, effort: chosen.ratingEffort };
      if (!this.fork) return patternsRating(model, undefined);
      const { log } = this.fork;
      const from = log.steps.length;
      const prefixEffort = log.totalRatingEffort;
      const continuation = runPatterns(this.fork);
      return patternsRating(
        model,
        continuation.conquered
          ? { steps: continuation.steps, from, weights: log.ratingWeights, prefixEffort }
          : undefined,
      );
    }
    if (this.route === 'own' || (this.route === 'from-first-assumption' && !this.fork)) return conqueredRating(chosen);
    return conqueredRating(runFull(this.fork));
  }
}

function conqueredRating(outcome: LoopOutcome): number | undefined {
  return outcome.conquered ? ratingOf(outcome.steps, outcome.ratingEffort) : undefined;
}
