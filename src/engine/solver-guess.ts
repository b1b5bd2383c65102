/**
 * What the bitboard solver guesses when propagation stalls, after tdoku: not a cell's digit but
 * where a digit goes in a band or a stack. A digit can lie in a band in at most 6 ways (a row↔box
 * matching of its minirows, tdoku's "configurations"), and likewise in a stack (a band↔column
 * matching of its minicolumns).
 *
 * The unit (band or stack) is the one with the fewest digits not yet fixed in it; in it, the digit
 * with the fewest configurations (2 when there is one, so the guess and its alternative are exactly
 * the two ways); the guess puts the digit in its first minirow (minicolumn) that is not fixed, the
 * alternative keeps it out. tdoku takes the unit with the fewest configurations instead; counting
 * unfixed digits gave fewer guesses on the hardest sets (docs/benchmarks.md).
 */

import * as tables from './solver-tables';
import * as shared from './solver-state';

const { CLAIMING_KEEP, COLUMN_IN_BAND, CONFIGURATIONS, MINIROW_BASES, STACK_CELLS, minirowIndex } = tables;
const { DIRTY, digitSummaries, stack, state } = shared;

function lowestIndex(bits: number): number {
  return 31 - Math.clz32(bits & -bits);
}

/** Band t's minirows within the summary layout (bit 9·r + 3·s + t), or stack t − 3's minicolumns (bit 9·b + c). */
function unitMask(unit: number): number {
  return unit < 3 ? MINIROW_BASES << unit : STACK_CELLS << (3 * (unit - 3));
}

/** The unit (0–2 bands, 3–5 stacks) with the fewest digits not fixed in it, from digitSummaries; -1 when none. */
function chooseUnit(): number {
  let band0 = 0, band1 = 0, band2 = 0, stack0 = 0, stack1 = 0, stack2 = 0;
  for (let o = 0; o < 36; o += 4) {
    const looseRows = digitSummaries[o] ^ digitSummaries[o + 1];
    const looseColumns = digitSummaries[o + 2] ^ digitSummaries[o + 3];
    if (looseRows & MINIROW_BASES) band0++;
    if (looseRows & (MINIROW_BASES << 1)) band1++;
    if (looseRows & (MINIROW_BASES << 2)) band2++;
    if (looseColumns & STACK_CELLS) stack0++;
    if (looseColumns & (STACK_CELLS << 3)) stack1++;
    if (looseColumns & (STACK_CELLS << 6)) stack2++;
  }
  let best = -1;
  let fewest = 10;
  if (band0 && band0 < fewest) { fewest = band0; best = 0; }
  if (band1 && band1 < fewest) { fewest = band1; best = 1; }
  if (band2 && band2 < fewest) { fewest = band2; best = 2; }
  if (stack0 && stack0 < fewest) { fewest = stack0; best = 3; }
  if (stack1 && stack1 < fewest) { fewest = stack1; best = 4; }
  if (stack2 && stack2 < fewest) best = 5;
  return best;
}

/** How many ways digit d can lie in the unit. */
function configurations(d: number, unit: number): number {
  if (unit < 3) return CONFIGURATIONS[minirowIndex(state[3 * d + unit])];
  const columns = digitSummaries[4 * d + 2] >> (3 * (unit - 3));
  // Band b's three columns of the stack to bits 3·b … 3·b + 2.
  return CONFIGURATIONS[(columns & 7) | ((columns >> 6) & 0o70) | ((columns >> 12) & 0o700)];
}

/**
 * Makes a guess in `state` and writes its alternative to stack[base …]. Returns the digit to
 * propagate (as a bit). Call only at a fixed point of propagation (lockTriads changed nothing)
 * with cells unsolved: then some digit is unfixed somewhere, since a digit fixed in every band
 * and stack has one cell left per box and propagation has placed it.
 */
export function guess(base: number): number {
  const unit = chooseUnit();
  if (unit < 0) throw new Error('solver: a guess was asked for with every digit fixed');
  let digit = -1;
  let fewest = 7;
  for (let d = 0; d < 9 && fewest > 2; d++) {
    const count = configurations(d, unit);
    if (count >= 2 && count < fewest) {
      fewest = count;
      digit = d;
    }
  }

  stack.set(state, base);
  stack[base + DIRTY] = 1 << digit;
  const index = 3 * digit;
  if (unit < 3) {
    const loose = ((digitSummaries[4 * digit] ^ digitSummaries[4 * digit + 1]) >> unit) & MINIROW_BASES;
    const at = lowestIndex(loose); // minirow (r, s) at bit 9·r + 3·s
    const row = (at / 9) | 0;
    const minirow = 7 << at;
    const rowAndBox = (511 << (9 * row)) | (STACK_CELLS << (at - 9 * row));
    state[index + unit] &= ~rowAndBox | minirow;
    stack[base + index + unit] &= ~minirow;
  } else {
    const loose = (digitSummaries[4 * digit + 2] ^ digitSummaries[4 * digit + 3]) & unitMask(unit);
    const at = lowestIndex(loose); // minicolumn (b, c) at bit 9·b + c
    const band = (at / 9) | 0;
    const column = at - 9 * band;
    for (let b = 0; b < 3; b++) state[index + b] &= b === band ? CLAIMING_KEEP[1 << column] : ~COLUMN_IN_BAND[column];
    stack[base + index + band] &= ~COLUMN_IN_BAND[column];
  }
  return 1 << digit;
}
