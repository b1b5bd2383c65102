/**
 * Beginner's restart schedule (issue 18): how long a hill climb may go without improvement depends
 * on how low its score is, compared with where the search's earlier climbs ended.
 *
 * Why: on sparse patterns a Beginner puzzle comes as one jump from a stuck state to a finished
 * one, and such jumps almost only start from states with few blanks left. Counted on Pattern500
 * No.4, 7, 9 and 252 (24 s CPU, 98 puzzles): none in the 3 million moves made from scores of 47
 * or more (most of the moves), 1 in 60,000 from 35–40, 1 in 2,000 from below 28. So a climb stuck
 * higher than most earlier climbs ended is abandoned soon, and one among the lowest gets long.
 */

/** Tries without improvement for a climb whose score is not among the lowest climb ends. */
export const SHORT_PATIENCE = 100;
/** The same for a climb whose score is among them. */
export const LONG_PATIENCE = 2000;
/** Which share of the earlier climb ends counts as the lowest. */
export const LOWEST_SHARE = 0.1;

/** Scores at or above this are not recorded (integer scores of the Beginner climb lie below). */
const SCORE_LIMIT = 128;

export class ClimbEnds {
  private readonly counts = new Uint32Array(SCORE_LIMIT);
  private recorded = 0;
  /**
   * The highest score among the lowest LOWEST_SHARE of the climb ends; until one ends, any
   * recordable score (an impossible state, scored far above, is still left soon).
   */
  private threshold = SCORE_LIMIT - 1;

  /** A climb ended (its restart) at `score`. */
  record(score: number): void {
    if (!(score >= 0 && score < SCORE_LIMIT)) return;
    this.counts[Math.floor(score)]++;
    this.recorded++;
    const wanted = Math.ceil(LOWEST_SHARE * this.recorded);
    let seen = 0;
    for (let level = 0; level < SCORE_LIMIT; level++) {
      seen += this.counts[level];
      if (seen >= wanted) {
        this.threshold = level;
        return;
      }
    }
  }

  /** Tries without improvement allowed to a climb now at `score`. */
  patience(score: number): number {
    return score <= this.threshold ? LONG_PATIENCE : SHORT_PATIENCE;
  }
}
