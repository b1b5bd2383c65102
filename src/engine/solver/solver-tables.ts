/**
 * Layout and look-up tables of the bitboard solver (solver-bitboard.ts and its helpers): a digit's
 * places in one band are a 27-bit word, bit 9·r + c for row r of the band and column c; a
 * "minirow" is a row's three cells in one box (stack s), bits 9·r + 3·s … + 2. Each table maps a
 * 9-bit summary to a mask, so one propagation rule is one look-up and one AND.
 */

export const BAND_CELLS = 0x7ffffff;
/** The first cell of each minirow (bit 9·r + 3·s): a word's minirows, one bit each, are `(w | w >> 1 | w >> 2) & MINIROW_BASES`. */
export const MINIROW_BASES = 0x1249249;
/** Columns 0–2 (stack 0) in the three rows of a band; shifted left by 3·s it is stack s. */
export const STACK_CELLS = 0x1c0e07;
/** Multiplying a 9-bit column set by this repeats it in the three rows of a band: the columns' cells. */
export const COLUMNS_TO_CELLS = 0x40201;

/**
 * A band word's minirows as 9 bits in the order a few shifts gather them: minirow (r, s) at bit
 * 3·s + r. (Table look-ups on each row cost more in V8 than these shifts.)
 */
export function minirowIndex(word: number): number {
  const bases = (word | (word >> 1) | (word >> 2)) & MINIROW_BASES;
  return (bases | (bases >> 8) | (bases >> 16)) & 511;
}

/**
 * A minirow index (bit 3·s + r) → the cells of the minirows that lie in some row↔box matching
 * (each row and each box of the band holds the digit once); 0 when there is none.
 */
export const MATCHED_MINIROWS = new Int32Array(512);
/**
 * A 3×3 incidence (bit 3·i + j: row i may take box j, or band i may take column j of a stack) →
 * how many matchings it admits, 0–6: tdoku's "configurations" of a digit in a band or stack.
 */
export const CONFIGURATIONS = new Int32Array(512);
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
  for (let c = 0; c < 9; c++) COLUMN_IN_BAND[c] = COLUMNS_TO_CELLS << c;
  // Each matching of rows to stacks as the bits it needs (minirow (row, stack) at bit 3·stack + row)
  // and the cells of its minirows: plain words, so that the 512 entries below cost no closures
  // (this runs at every start of the command line, before V8 has compiled it).
  const matchingNeeds: number[] = [];
  const matchingCells: number[] = [];
  for (const stackOfRow of [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ]) {
    let need = 0;
    let cells = 0;
    for (let row = 0; row < 3; row++) {
      need |= 1 << (3 * stackOfRow[row] + row);
      cells |= minirow(row, stackOfRow[row]);
    }
    matchingNeeds.push(need);
    matchingCells.push(cells);
  }
  for (let x = 0; x < 512; x++) {
    ROW_SINGLE[x] = x && !(x & (x - 1)) ? x : 0;

    // CONFIGURATIONS is the same whichever way round x is read.
    let matched = 0;
    for (let matching = 0; matching < 6; matching++) {
      if ((x & matchingNeeds[matching]) === matchingNeeds[matching]) {
        CONFIGURATIONS[x]++;
        matched |= matchingCells[matching];
      }
    }
    MATCHED_MINIROWS[x] = matched;

    let pointingKeep = BAND_CELLS;
    let claimingKeep = BAND_CELLS;
    for (let stack = 0; stack < 3; stack++) {
      const columns = (x >> (3 * stack)) & 7;
      const stackCells = STACK_CELLS << (3 * stack);
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
    PEERS_IN_BAND[i] = (row | (STACK_CELLS << (3 * stack))) & ~(1 << i);
  }
}
buildTables();
