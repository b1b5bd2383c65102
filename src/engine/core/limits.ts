/**
 * The bounds the engine puts on what a caller asks for (issue 41): each entry point refuses a
 * value beyond them before any work, so that no argument makes a loop or an allocation grow
 * without bound. A module of constants only, so that the 9×9 paths load no geometry for them.
 */

/** Symbols of a puzzle: 2×2 boxes at the least, as many as two 32-bit candidate words hold at the most. */
export const MIN_SYMBOLS = 4;
export const MAX_SYMBOLS = 49;

/** The largest bounding rectangle, in squares: the record layout (lattice:11x51) spans 21,321. */
export const MAX_SQUARES = 250_000;

/** The most solutions the 9×9 solver counts to (solve keeps each: about 8 MB). */
export const MAX_SOLUTION_LIMIT = 100_000;

/** The most solutions the variant solver counts to: each is searched for on up to MAX_SQUARES cells. */
export const MAX_VARIANT_SOLUTION_LIMIT = 10_000;

/** Puzzles one generator call makes (the command line's --count bound). */
export const MAX_GENERATE_COUNT = 10_000;

/** The largest GA run, as the command line bounds it (src/cli/option-limits.ts): the population's grids and the history are kept in memory. */
export const GA_LIMITS = { population: 100_000, generations: 10_000_000 } as const;
