/**
 * The search state the bitboard solver's modules share: solver-bitboard.ts (propagation and the
 * search), solver-triads.ts (the minirow and minicolumn rule) and solver-guess.ts (what to guess).
 * One solve at a time, so the arrays are allocated once and a search allocates nothing per node.
 */

/** state[3·d + b]: where digit d may go in band b (see solver-tables.ts for the bit layout). */
export const DIGIT_WORDS = 27;
/** state[UNSOLVED + b]: band b's cells without a placed digit. */
export const UNSOLVED = 27;
/** state[DIRTY]: the digits to propagate when this entry is resumed from the stack. */
export const DIRTY = 30;
/** One stack entry: the 27 digit words, 3 unsolved words, the dirty digits (and one spare int). */
export const STATE_SIZE = 32;
/** Every guess and its alternative remove at least one of the 729 candidates, so the stack never gets deeper. */
export const MAX_DEPTH = 730;

/** The state being propagated. */
export const state = new Int32Array(STATE_SIZE);
/** The pending alternatives of the guesses on the current path, STATE_SIZE ints each. */
export const stack = new Int32Array(STATE_SIZE * MAX_DEPTH);

/**
 * Per digit d, four words from the last triad pass (current when that pass changed nothing):
 * [4d] its minirows in all bands (bit 9·r + 3·s + b), [4d + 1] those it is fixed to (its only
 * minirow in the row), [4d + 2] its minicolumns (bit 9·b + c), [4d + 3] those it is fixed to (the
 * column's only band). The guess is chosen from them.
 */
export const digitSummaries = new Int32Array(36);
