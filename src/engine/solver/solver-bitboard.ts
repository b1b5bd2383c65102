/**
 * The fast core of the exact solver: a band bitboard solver in the style of JCZSolve and tdoku,
 * written for V8.
 *
 * Representation. The grid is cut into 3 bands of 3 rows (27 cells). For every digit d and band b
 * one 27-bit word says where d may still go: bit 9·r + c is row r of the band, column c, so a word
 * is also three 9-bit rows and bit i is cell 27·b + i. 27 bits fit an int32, so every operation is
 * an exact JS bitwise operation on an Int32Array (solver-state.ts). Three more words hold the
 * band's unsolved cells.
 * This core (with solver-tables.ts) hard-codes the standard 9×9 geometry (bands, stacks, boxes) for speed; a diagonal or
 * jigsaw layout would use a core like test/helpers/solver-reference.ts or a core of its own, nothing in the API prevents it.
 *
 * Propagation, one digit at a time (all its three bands together), to a fixed point:
 *  - inside a band the digit occupies one cell in each row and in each box, so the 9 "minirows"
 *    (a row's three cells in one box) that can hold it must admit a row↔box matching; minirows in
 *    no matching are cleared (pointing and claiming within the band; an empty row or box is a
 *    contradiction) — one table look-up, MATCHED_MINIROWS;
 *  - across bands: a box whose digit is confined to one column clears that column in the other
 *    two bands (POINTING_KEEP), and a column that only one band can serve confines that band's box
 *    to the column (CLAIMING_KEEP); a column no band can serve is a contradiction;
 *  - a row with one place left is a placement (this catches hidden singles in rows, and in boxes
 *    and columns through the two rules above): the cell leaves the other eight digits' words.
 * Then naked singles, from bit-sliced candidate counts per band (cells with ≥1, ≥2 digits), which
 * also find the cells with no candidate left; and, when those find nothing, the one rule across
 * digits (solver-triads.ts): three digits fixed to one minirow or minicolumn keep the others out.
 *
 * Search: a guess puts a digit in a minirow or minicolumn of a band or stack, the alternative
 * keeps it out (solver-guess.ts). The pending alternative is copied onto a preallocated stack, so
 * a search allocates nothing per node. For a uniqueness check the search goes on after the first
 * solution until the limit is reached or the tree is exhausted.
 */

import { requireBytes, requireCells, requireDigits, requireFunction, requireInteger } from '../core/arguments';
import { MAX_SOLUTION_LIMIT } from '../core/limits';
import { guess } from './solver-guess';
import * as shared from './solver-state';
import * as tables from './solver-tables';
import { lockTriads } from './solver-triads';

// Module-local copies: CommonJS output would otherwise read each table off the imported module
// object in the hot loops (measured: about 10% slower).
const {
  BAND_CELLS,
  CLAIMING_KEEP,
  COLUMNS_TO_CELLS,
  MATCHED_MINIROWS,
  PEERS_IN_BAND,
  POINTING_KEEP,
  ROW_SINGLE,
  minirowIndex,
} = tables;
const { DIRTY, STATE_SIZE, UNSOLVED, stack, state } = shared;
const ALL_DIGITS_DIRTY = 0x1ff;
/** A view of each stack entry, made once, so a backtrack restores the state with one `set`. */
const stackEntries = Array.from({ length: shared.MAX_DEPTH }, (_, depth) =>
  stack.subarray(depth * STATE_SIZE, (depth + 1) * STATE_SIZE),
);

function lowestIndex(bits: number): number {
  return 31 - Math.clz32(bits & -bits);
}

/**
 * Loads 81 digits (0 = empty). Returns false when two givens conflict, which makes the count 0
 * at once.
 */
export function loadPuzzle(puzzle: ArrayLike<number>): boolean {
  requireDigits(puzzle, 'The puzzle');
  return loadDigits(puzzle);
}

/** Per digit and band (index 3·d + b), the cells given that digit; loadDigits' scratch. */
const givens = new Int32Array(27);

/**
 * loadPuzzle of digits already checked (solver.ts checks each call once). The givens are laid
 * down digit by digit rather than cell by cell: a band's given cells leave every other digit's
 * word at once.
 */
export function loadDigits(puzzle: ArrayLike<number>): boolean {
  givens.fill(0);
  for (let cell = 0; cell < 81; cell++) {
    const digit = puzzle[cell];
    if (digit) givens[3 * (digit - 1) + ((cell / 27) | 0)] |= 1 << (cell % 27);
  }
  let given0 = 0,
    given1 = 0,
    given2 = 0;
  for (let index = 0; index < 27; index += 3) {
    given0 |= givens[index];
    given1 |= givens[index + 1];
    given2 |= givens[index + 2];
  }
  state[UNSOLVED] = BAND_CELLS & ~given0;
  state[UNSOLVED + 1] = BAND_CELLS & ~given1;
  state[UNSOLVED + 2] = BAND_CELLS & ~given2;
  state[DIRTY] = ALL_DIGITS_DIRTY;
  for (let d = 0; d < 9; d++) {
    let columns = 0; // the columns of d's givens so far, which the other bands lose
    for (let b = 0; b < 3; b++) {
      const own = givens[3 * d + b];
      let word = BAND_CELLS & ~((b === 0 ? given0 : b === 1 ? given1 : given2) & ~own);
      for (let cells = own; cells; cells &= cells - 1) {
        const i = lowestIndex(cells);
        // Taken by a peer given of the same digit: in the band (row, box) or across (column).
        if (!(word & (1 << i)) || columns & (1 << (i % 9))) return false;
        word &= ~PEERS_IN_BAND[i];
      }
      state[3 * d + b] = word;
      columns |= (own | (own >> 9) | (own >> 18)) & 511;
    }
    for (let b = 0; b < 3; b++) {
      const own = givens[3 * d + b];
      const ownColumns = (own | (own >> 9) | (own >> 18)) & 511;
      state[3 * d + b] &= ~((columns & ~ownColumns) * COLUMNS_TO_CELLS);
    }
  }
  return true;
}

/**
 * Removes `cells` of band `band` from every digit but d; returns the digits whose words changed.
 * Without a branch per word: whether a word holds one of the cells goes either way about half
 * the time, and the mispredicted branch cost more than writing every word (docs/benchmarks.md).
 */
function removeFromOtherDigits(d: number, band: number, cells: number): number {
  const own = state[3 * d + band];
  let changed = 0;
  for (let e = 0, index = band; e < 9; e++, index += 3) {
    const word = state[index];
    const hit = word & cells;
    state[index] = word ^ hit;
    changed |= (-hit >>> 31) << e; // hit < 2^27, so -hit is negative exactly when hit is not 0
  }
  state[3 * d + band] = own; // the cells are d's own placements
  return changed & ~(1 << d);
}

/** Propagates digit d to a fixed point; returns the other digits it changed, or -1 on a contradiction. */
function propagateDigit(d: number): number {
  const i = d * 3;
  let a0 = state[i];
  let a1 = state[i + 1];
  let a2 = state[i + 2];
  for (;;) {
    a0 &= MATCHED_MINIROWS[minirowIndex(a0)];
    a1 &= MATCHED_MINIROWS[minirowIndex(a1)];
    a2 &= MATCHED_MINIROWS[minirowIndex(a2)];
    if (a0 === 0 || a1 === 0 || a2 === 0) return -1;
    const c0 = (a0 | (a0 >> 9) | (a0 >> 18)) & 511;
    const c1 = (a1 | (a1 >> 9) | (a1 >> 18)) & 511;
    const c2 = (a2 | (a2 >> 9) | (a2 >> 18)) & 511;
    if ((c0 | c1 | c2) !== 511) return -1;
    const n0 = a0 & POINTING_KEEP[c1] & POINTING_KEEP[c2] & CLAIMING_KEEP[c0 & ~(c1 | c2)];
    const n1 = a1 & POINTING_KEEP[c0] & POINTING_KEEP[c2] & CLAIMING_KEEP[c1 & ~(c0 | c2)];
    const n2 = a2 & POINTING_KEEP[c0] & POINTING_KEEP[c1] & CLAIMING_KEEP[c2 & ~(c0 | c1)];
    if (n0 === a0 && n1 === a1 && n2 === a2) break;
    a0 = n0;
    a1 = n1;
    a2 = n2;
  }
  state[i] = a0;
  state[i + 1] = a1;
  state[i + 2] = a2;

  // Rows with one place left: new placements (solved cells are no longer in `unsolved`).
  let changed = 0;
  const s0 =
    (ROW_SINGLE[a0 & 511] | (ROW_SINGLE[(a0 >> 9) & 511] << 9) | (ROW_SINGLE[a0 >> 18] << 18)) & state[UNSOLVED];
  const s1 =
    (ROW_SINGLE[a1 & 511] | (ROW_SINGLE[(a1 >> 9) & 511] << 9) | (ROW_SINGLE[a1 >> 18] << 18)) & state[UNSOLVED + 1];
  const s2 =
    (ROW_SINGLE[a2 & 511] | (ROW_SINGLE[(a2 >> 9) & 511] << 9) | (ROW_SINGLE[a2 >> 18] << 18)) & state[UNSOLVED + 2];
  if (s0) {
    state[UNSOLVED] &= ~s0;
    changed |= removeFromOtherDigits(d, 0, s0);
  }
  if (s1) {
    state[UNSOLVED + 1] &= ~s1;
    changed |= removeFromOtherDigits(d, 1, s1);
  }
  if (s2) {
    state[UNSOLVED + 2] &= ~s2;
    changed |= removeFromOtherDigits(d, 2, s2);
  }
  return changed;
}

/**
 * Places every naked single of the grid; returns the digits changed (0 when there was none), or
 * -1 when a cell has no candidate left.
 */
function placeNakedSingles(): number {
  let changed = 0;
  for (let band = 0; band < 3; band++) {
    let atLeast1 = 0;
    let atLeast2 = 0;
    for (let index = band; index < 27; index += 3) {
      const word = state[index];
      atLeast2 |= atLeast1 & word;
      atLeast1 |= word;
    }
    const unsolved = state[UNSOLVED + band];
    if (unsolved & ~atLeast1) return -1;
    let singles = unsolved & ~atLeast2;
    if (!singles) continue;
    state[UNSOLVED + band] = unsolved & ~singles;
    do {
      const i = lowestIndex(singles);
      const bit = 1 << i;
      singles ^= bit;
      // An earlier single of this pass may have taken this cell's only digit from it.
      let d = 0;
      while (d < 9 && !(state[d * 3 + band] & bit)) d++;
      if (d === 9) return -1;
      state[d * 3 + band] &= ~PEERS_IN_BAND[i];
      changed |= 1 << d;
    } while (singles);
  }
  return changed;
}

/**
 * Propagates to a fixed point; false on a contradiction. The triad rule, the dearest, runs only
 * when the cheaper rules have stalled; when it changed nothing, digitSummaries are current.
 */
function propagate(dirty: number): boolean {
  for (;;) {
    while (dirty) {
      const d = lowestIndex(dirty);
      dirty &= dirty - 1;
      const changed = propagateDigit(d);
      if (changed < 0) return false;
      dirty |= changed;
    }
    dirty = placeNakedSingles();
    if (dirty === 0) {
      if ((state[UNSOLVED] | state[UNSOLVED + 1] | state[UNSOLVED + 2]) === 0) return true;
      dirty = lockTriads();
      if (dirty === 0) return true;
    }
    if (dirty < 0) return false;
  }
}

/** Writes the solved state as 81 digits, into `grid` when given. */
function readSolution(grid: Uint8Array = new Uint8Array(81)): Uint8Array {
  for (let d = 0; d < 9; d++) {
    for (let band = 0; band < 3; band++) {
      for (let cells = state[d * 3 + band]; cells; cells &= cells - 1) grid[27 * band + lowestIndex(cells)] = d + 1;
    }
  }
  return grid;
}

/**
 * Searches the loaded puzzle (see loadPuzzle) for up to `limit` solutions; returns how many it
 * found. `onSolution` receives each one (pass undefined when only the count matters), written into
 * `into` when given (so a caller that solves many puzzles builds no grid per solution).
 */
export function searchLoaded(limit: number, onSolution?: (grid: Uint8Array) => void, into?: Uint8Array): number {
  requireInteger(limit, 'The solution limit', 1, MAX_SOLUTION_LIMIT);
  if (onSolution !== undefined) requireFunction(onSolution, 'The solution callback');
  if (into !== undefined) {
    requireBytes(into, 'The solution grid');
    requireCells(into, 'The solution grid');
  }
  return searchChecked(limit, onSolution, into);
}

/** searchLoaded of arguments already checked. */
function searchChecked(limit: number, onSolution?: (grid: Uint8Array) => void, into?: Uint8Array): number {
  let count = 0;
  let depth = 0;
  let dirty = state[DIRTY];
  for (;;) {
    if (propagate(dirty)) {
      if ((state[UNSOLVED] | state[UNSOLVED + 1] | state[UNSOLVED + 2]) !== 0) {
        dirty = guess(depth++ * STATE_SIZE);
        continue;
      }
      count++;
      if (onSolution) onSolution(readSolution(into));
      if (count >= limit) return count;
    }
    if (depth === 0) return count;
    state.set(stackEntries[--depth]);
    dirty = state[DIRTY];
  }
}
