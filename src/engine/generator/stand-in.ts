/**
 * A target search that is never left empty-handed: past a share of its time limit, if it has not
 * met a single puzzle with one solution, a search for the default target (Beginner..Comfort, which
 * fills every Pattern500 pattern in milliseconds) runs in turns with it until either meets one;
 * then the target search has the rest of the time alone. The default search's puzzle is the
 * stand-in, reported as the closest when the target search ends with none of its own.
 *
 * Why: a single-level target can leave the hill climb among puzzles with several solutions for the
 * whole limit. Beginner on Pattern500 No.251 (18 givens) met no unique puzzle in 60 s, so a puzzle
 * maker got "none found", while the default target finds an Easy puzzle there in 50–190 ms.
 */

import { PuzzleSearch, gradedAgainst, type GradedPuzzle, type SearchConfig } from './search';
import { DEFAULT_TARGET } from './target';

/** The share of the time limit the target search has alone before a stand-in is sought. */
export const STAND_IN_AFTER = 0.8;
/** Each search's turn, as a share of the time limit, while both run. */
export const STAND_IN_TURN = 0.005;

export class SearchWithStandIn {
  private readonly target: PuzzleSearch;
  private standIn: PuzzleSearch | null = null;

  /**
   * `config` is the target search's; `switchAt` the time (on the caller's clock) after which a
   * stand-in is sought while the target search has no unique puzzle; `turn` how long each search
   * runs at a time from then on.
   */
  constructor(
    private readonly config: SearchConfig,
    private readonly switchAt: number,
    private readonly turn: number,
  ) {
    this.target = new PuzzleSearch(config);
  }

  /** The target search's puzzle on target, or the stand-in when it happens to be on target too. */
  get found(): GradedPuzzle | null {
    if (this.target.found) return this.target.found;
    const standIn = this.standInPuzzle();
    return standIn && standIn.distance === 0 && standIn.ratingMiss === 0 ? standIn : null;
  }

  /** The target search's closest puzzle, else the stand-in. */
  get closest(): GradedPuzzle | null {
    return this.target.closest ?? this.standInPuzzle();
  }

  /** The default search's puzzle, measured against the target (a range such as Pleasant..Hard may hold it). */
  private standInPuzzle(): GradedPuzzle | null {
    const best = this.standIn?.found ?? this.standIn?.closest;
    return best ? gradedAgainst(best.puzzle, best.analysis, this.config.target, this.config.rating) : null;
  }

  get attempts(): number {
    return this.target.attempts + (this.standIn?.attempts ?? 0);
  }

  get countSearchRestarts(): number {
    return this.target.countSearchRestarts + (this.standIn?.countSearchRestarts ?? 0);
  }

  /** Searches until a puzzle on target is found (true) or `now()` passes `until` (false). */
  run(until: number, now: () => number): boolean {
    while (!this.standIn) {
      // Alone up to switchAt while seeking, to `until` once the target search has a puzzle.
      const seeking = this.seeksStandIn();
      if (this.target.run(seeking ? Math.min(until, this.switchAt) : until, now)) return true;
      if (now() >= until) return false;
      if (seeking && !this.target.closest)
        this.standIn = new PuzzleSearch({ ...this.config, target: { ...DEFAULT_TARGET }, rating: undefined });
    }
    // The two take turns, so that a target search about to meet its own first puzzle keeps half the time.
    while (!this.standIn.found && !this.target.closest) {
      if (now() >= until) return false;
      const standInFound = this.standIn.run(Math.min(until, now() + this.turn), now);
      if (this.found) return true;
      if (!standInFound && this.target.run(Math.min(until, now() + this.turn), now)) return true;
    }
    return this.target.run(until, now);
  }

  /** Whether a stand-in is still worth seeking: none yet, and the target is not the default's own. */
  private seeksStandIn(): boolean {
    if (this.target.closest) return false;
    const { target, rating } = this.config;
    return rating !== undefined || target.min !== DEFAULT_TARGET.min || target.max !== DEFAULT_TARGET.max;
  }
}
