/**
 * Look-up tables of the bitboard solver (solver-bitboard.ts): a digit's places in one band are a
 * 27-bit word, bit 9·r + c for row r of the band and column c; a "minirow" is a row's three cells
 * in one box (stack s), bits 9·r + 3·s … + 2. Each table maps a 9-bit summary to a 27-bit mask, so
 * one propagation rule is one look-up and one AND.
 */

export const BAND_CELLS = 0x7ffffff;

/** A row of a band (9 bits) → its three boxes that can still hold the digit (3 bits). */
export const STACKS_OF_ROW = new Int32Array(512);
/** 9 bits "minirow (r, s) can hold the digit" (bit 3r + s) → cells of the minirows in some row↔box matching; 0 when none. */
export const MATCHED_MINIROWS = new Int32Array(512);
/** The digit's columns in one band → what the other bands keep (columns alone in their stack are taken). */
export const POINTING_KEEP = new Int32Array(512);
/** Columns that only this band can serve → what this band keeps (the rest of their stack goes). */
export const CLAIMING_KEEP = new Int32Array(512);
/** A row (9 bits) → itself when it holds exactly one cell, else 0. */
export const ROW_SINGLE = new Int32Array(512);
/** Band position → the other cells of its row and box in the band. */
export const PEERS_IN_BAND = new Int32Array(27);
/** Column 0–8 → its three cells in any band. */
export const COLUMN_IN_BAND = new Int32Array(9);

function buildTables(): void {
  const minirow = (row: number, stack: number): number => 7 << (9 * row + 3 * stack);
  for (let c = 0; c < 9; c++) COLUMN_IN_BAND[c] = (1 << c) | (1 << (c + 9)) | (1 << (c + 18));
  const permutations = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
  for (let x = 0; x < 512; x++) {
    STACKS_OF_ROW[x] = (x & 0o7 ? 1 : 0) | (x & 0o70 ? 2 : 0) | (x & 0o700 ? 4 : 0);
    ROW_SINGLE[x] = x && !(x & (x - 1)) ? x : 0;

    let matched = 0;
    for (const stackOfRow of permutations) {
      if (stackOfRow.every((stack, row) => x & (1 << (3 * row + stack)))) {
        stackOfRow.forEach((stack, row) => (matched |= minirow(row, stack)));
      }
    }
    MATCHED_MINIROWS[x] = matched;

    let pointingKeep = BAND_CELLS;
    let claimingKeep = BAND_CELLS;
    for (let stack = 0; stack < 3; stack++) {
      const columns = (x >> (3 * stack)) & 7;
      const stackCells = COLUMN_IN_BAND[3 * stack] | COLUMN_IN_BAND[3 * stack + 1] | COLUMN_IN_BAND[3 * stack + 2];
      if (columns && !(columns & (columns - 1))) {
        const column = COLUMN_IN_BAND[3 * stack + 31 - Math.clz32(columns)];
        pointingKeep &= ~column;
        claimingKeep &= ~(stackCells & ~column);
      } else if (columns) {
        claimingKeep &= ~stackCells; // two columns both needing this band's one box: contradiction
      }
    }
    POINTING_KEEP[x] = pointingKeep;
    CLAIMING_KEEP[x] = claimingKeep;
  }
  for (let i = 0; i < 27; i++) {
    const row = 511 << (9 * ((i / 9) | 0));
    const stack = ((i % 9) / 3) | 0;
    PEERS_IN_BAND[i] = (row | minirow(0, stack) | minirow(1, stack) | minirow(2, stack)) & ~(1 << i);
  }
}
buildTables();
