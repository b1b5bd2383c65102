/**
 * Which solving path the rating reads (issue 16). By default the analysis's own: the rating of
 * the chosen technique set's path. With `ratingPath: 'full'`, always the full technique set's,
 * whatever set or restriction the analysis uses: the rating is then a property of the puzzle, as
 * SE's is (SE rates with one fixed set of techniques), and a person's choice of techniques
 * changes the grade and the step log but not the rating.
 *
 * On the model set that costs only what the paths do not share: the full set's codes are tried
 * after the model set's advanced tier and before A (their tier is 'expert',
 * analysis-techniques.ts), and the model set's letters are the full set's too, so until the
 * model path first needs A the two paths are the same path, step for step. The model path is
 * forked there (board and step log) and the full set's loop continues the fork to the end; the
 * rating is that path's: the model prefix and the full continuation
 * (test/engine/rating-path.test.ts checks both claims). A restricted analysis (`techniques`) may
 * part from the full path anywhere, so its full path runs from the start; a Not Conquer by the
 * restriction still says why, and is rated too when the full path conquers the puzzle.
 *
 * Not the default because of its cost: the continuation is most of a full-set analysis, about
 * three times the model set's time on the puzzles that need A (README "Rating" has the figures).
 */

import type { Board } from './board';
import type { LoopOptions, LoopOutcome } from './analysis-loop';
import { ratingOf } from './rating';
import type { StepLog } from './step-log';
import type { Deduction } from './techniques/technique';
import type { TechniqueSet } from './types';

/** Where a path stands: the board (a copy) and the log so far (a fork). */
export interface PathPosition {
  board: Board;
  log: StepLog<Deduction>;
}

/**
 * How an analysis gets the full set's path: its own path is it ('own', the whole full set); it is
 * the same until the first A ('from-first-assumption', the whole model set); or it may differ
 * anywhere ('separate', a restriction).
 */
export type RatingRoute = 'own' | 'from-first-assumption' | 'separate';

/** The path the rating reads: the analysis's own ('chosen') or the full technique set's ('full'). */
export type RatingPath = 'chosen' | 'full';

export function ratingRoute(options: { techniques?: string; techniqueSet?: TechniqueSet; ratingPath?: RatingPath }): RatingRoute {
  if (options.ratingPath !== 'full') return 'own';
  if (options.techniques !== undefined) return 'separate';
  return options.techniqueSet === 'full' ? 'own' : 'from-first-assumption';
}

/** The full path's rating for one analysis: give `beforeAssumption` to the chosen set's loop, then ask `of`. */
export class FullPathRating {
  /** Where the chosen path first reached A, on the route 'from-first-assumption'. */
  private firstAssumption: PathPosition | undefined;

  /** The loop option that remembers where the chosen path first reaches A (none when not needed). */
  readonly beforeAssumption: LoopOptions['beforeAssumption'];

  constructor(readonly route: RatingRoute) {
    this.beforeAssumption =
      route === 'from-first-assumption'
        ? (board, log) => {
            this.firstAssumption ??= { board: board.clone(), log: log.fork() };
          }
        : undefined;
  }

  /**
   * The rating, from the chosen path's outcome and `runFull`, which runs the full set's loop on
   * from a position, or from the puzzle's start without one. Undefined when the full path
   * does not conquer the puzzle (its assumption budget spent).
   */
  of(chosen: LoopOutcome, runFull: (from?: PathPosition) => LoopOutcome): number | undefined {
    if (this.route === 'own' || (this.route === 'from-first-assumption' && !this.firstAssumption)) return conqueredRating(chosen);
    return conqueredRating(runFull(this.firstAssumption));
  }
}

function conqueredRating(outcome: LoopOutcome): number | undefined {
  return outcome.conquered ? ratingOf(outcome.steps, outcome.effort) : undefined;
}
