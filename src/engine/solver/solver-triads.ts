/**
 * The solver's one rule across digits, from tdoku's triads (t-dillon/tdoku, docs/sudoku.md,
 * "Cardinality Constraints"): a minirow's three cells hold three different digits, so once three
 * digits are each fixed to the same minirow, no other digit can go there, and a fourth fixed digit
 * is a contradiction. A digit is fixed to a minirow when that is its only minirow left in the row
 * (after the band matching of solver-bitboard.ts, equally its only one in the box). Columns give
 * the same rule for minicolumns (a column's three cells in one box): a digit is fixed to the
 * minicolumn when only that band is left for its column.
 *
 * This is the hidden-triple half of tdoku's triad clauses; the naked half (a minirow whose cells
 * allow only three digits) cost more time than the guesses it saved (docs/benchmarks.md).
 */

import * as tables from './solver-tables';
import * as shared from './solver-state';

const { COLUMNS_TO_CELLS, MINIROW_BASES } = tables;
const { digitSummaries, state } = shared;

/** Bit 9·r + b: minirow (r, 0) of band b, where a row's "two or more minirows" test leaves its answer. */
const FIRST_MINIROWS = 0x1c0e07;
/** Spreads a bit at minirow (r, 0) of a band over the row's three minirows (stacks 0, 1, 2: 3 bits apart). */
const ROW_OF_MINIROWS = 0o111;

/** A band word's minirows, one bit each at 9·r + 3·s. */
function minirowBases(word: number): number {
  return (word | (word >> 1) | (word >> 2)) & MINIROW_BASES;
}

/**
 * Applies the rule to every minirow and minicolumn of the grid and writes digitSummaries. Returns
 * the digits whose words changed, 0 when none did, -1 on a contradiction.
 */
export function lockTriads(): number {
  // Bit-sliced counts over the digits of how many are fixed to each minirow (bit 9·r + 3·s + b)
  // and each minicolumn (bit 9·b + c): at least 1, 2, 3, 4.
  let rows1 = 0,
    rows2 = 0,
    rows3 = 0,
    rows4 = 0;
  let columns1 = 0,
    columns2 = 0,
    columns3 = 0,
    columns4 = 0;
  for (let d = 0; d < 9; d++) {
    const w0 = state[3 * d];
    const w1 = state[3 * d + 1];
    const w2 = state[3 * d + 2];
    const rows = minirowBases(w0) | (minirowBases(w1) << 1) | (minirowBases(w2) << 2);
    // A row's minirows sit 3 bits apart; any two of them together leave a bit at the row's first.
    const several = (rows & (rows >> 3)) | (rows & (rows >> 6)) | ((rows >> 3) & (rows >> 6));
    const fixedRows = rows & ~((several & FIRST_MINIROWS) * ROW_OF_MINIROWS);
    const c0 = (w0 | (w0 >> 9) | (w0 >> 18)) & 511;
    const c1 = (w1 | (w1 >> 9) | (w1 >> 18)) & 511;
    const c2 = (w2 | (w2 >> 9) | (w2 >> 18)) & 511;
    const columns = c0 | (c1 << 9) | (c2 << 18);
    const fixedColumns = (c0 & ~(c1 | c2)) | ((c1 & ~(c0 | c2)) << 9) | ((c2 & ~(c0 | c1)) << 18);
    rows4 |= rows3 & fixedRows;
    rows3 |= rows2 & fixedRows;
    rows2 |= rows1 & fixedRows;
    rows1 |= fixedRows;
    columns4 |= columns3 & fixedColumns;
    columns3 |= columns2 & fixedColumns;
    columns2 |= columns1 & fixedColumns;
    columns1 |= fixedColumns;
    digitSummaries[4 * d] = rows;
    digitSummaries[4 * d + 1] = fixedRows;
    digitSummaries[4 * d + 2] = columns;
    digitSummaries[4 * d + 3] = fixedColumns;
  }
  if (rows4 | columns4) return -1;
  if (!(rows3 | columns3)) return 0;

  // Full minirows and minicolumns leave every digit not fixed to them.
  let changed = 0;
  for (let d = 0; d < 9; d++) {
    const clearRows = rows3 & digitSummaries[4 * d] & ~digitSummaries[4 * d + 1];
    const clearColumns = columns3 & digitSummaries[4 * d + 2] & ~digitSummaries[4 * d + 3];
    if (!(clearRows | clearColumns)) continue;
    for (let b = 0; b < 3; b++) {
      // Minirow bases times 7 are the minirows' cells; columns times COLUMNS_TO_CELLS, theirs.
      const cells = (((clearRows >> b) & MINIROW_BASES) * 7) | (((clearColumns >> (9 * b)) & 511) * COLUMNS_TO_CELLS);
      state[3 * d + b] &= ~cells;
    }
    changed |= 1 << d;
  }
  return changed;
}
