/**
 * The bounds of the command line's numeric options (issue 41): each is checked before any work
 * starts and named in --help, so that no option can make a run grow without bound.
 */

import { defaultThreadCount } from './worker-start';

/** --jobs: 1 to this many threads a core (more only queue on the same cores, each with its own heap). */
export const JOBS_PER_CORE = 4;

export function maxJobs(): number {
  return JOBS_PER_CORE * defaultThreadCount();
}

/** --count of fullgrid and transform: lines streamed, about 82 MB of output at the most. */
export const MAX_COUNT = 1_000_000;
/** --count of generate: puzzles per pattern, each up to its --time-limit. */
export const MAX_GENERATE_COUNT = 10_000;
/** ga: --runs per puzzle (each run's line is kept until the puzzle's summary), --population and --generations. */
export const MAX_RUNS = 10_000;
export const MAX_POPULATION = 100_000;
export const MAX_GENERATIONS = 10_000_000;
