/**
 * What the bitboard solver guesses when propagation stalls, after tdoku: not a cell's digit but
 * where a digit goes in a band or a stack. A digit can lie in a band in at most 6 ways (a row↔box
 * matching of its minirows, tdoku's "configurations"), and likewise in a stack (a band↔column
 * matching of its minicolumns).
 *
 * The unit (band or stack) is the one of least weight, each digit not yet fixed in it weighing
 * 1 + its configurations, at most 5 (UNIT_WEIGHT); in it, the digit with the fewest configurations
 * (2 when there is one, so the guess and its alternative are exactly the two ways). The guess puts
 * the digit in its first minirow (minicolumn) that is not fixed, the alternative keeps it out.
 * tdoku weighs a digit by its configurations alone (fixed ones too); these weights gave fewer
 * guesses on every set but 1106, and less time on all four (docs/benchmarks.md).
 */

import * as tables from './solver-tables';
import * as shared from './solver-state';

const { CLAIMING_KEEP, COLUMN_IN_BAND, CONFIGURATIONS, MINIROW_BASES, STACK_CELLS, minirowIndex } = tables;
const { DIRTY, digitSummaries, stack, state } = shared;

function lowestIndex(bits: number): number {
  return 31 - Math.clz32(bits & -bits);
}

/**
 * A digit's configurations in a unit (by its incidence, as CONFIGURATIONS) → its weight in the
 * choice of unit: 0 when fixed, else 1 + its configurations, at most 5.
 */
const UNIT_WEIGHT = Int32Array.from(CONFIGURATIONS, (count) => (count < 2 ? 0 : 1 + Math.min(count, 4)));

/** Band b's three columns of the stack whose first column is `columns` bit 0 → the incidence bit 3·b + j. */
function stackIncidence(columns: number): number {
  return (columns & 7) | ((columns >> 6) & 0o70) | ((columns >> 12) & 0o700);
}

/** The unit (0–2 bands, 3–5 stacks) of least weight; -1 when every digit is fixed everywhere. */
function chooseUnit(): number {
  let band0 = 0, band1 = 0, band2 = 0, stack0 = 0, stack1 = 0, stack2 = 0;
  for (let d = 0; d < 9; d++) {
    band0 += UNIT_WEIGHT[minirowIndex(state[3 * d])];
    band1 += UNIT_WEIGHT[minirowIndex(state[3 * d + 1])];
    band2 += UNIT_WEIGHT[minirowIndex(state[3 * d + 2])];
    const columns = digitSummaries[4 * d + 2];
    stack0 += UNIT_WEIGHT[stackIncidence(columns)];
    stack1 += UNIT_WEIGHT[stackIncidence(columns >> 3)];
    stack2 += UNIT_WEIGHT[stackIncidence(columns >> 6)];
  }
  let best = -1;
  let least = 1000;
  if (band0 && band0 < least) { least = band0; best = 0; }
  if (band1 && band1 < least) { least = band1; best = 1; }
  if (band2 && band2 < least) { least = band2; best = 2; }
  if (stack0 && stack0 < least) { least = stack0; best = 3; }
  if (stack1 && stack1 < least) { least = stack1; best = 4; }
  if (stack2 && stack2 < least) best = 5;
  return best;
}

/** How many ways digit d can lie in the unit. */
function configurations(d: number, unit: number): number {
  if (unit < 3) return CONFIGURATIONS[minirowIndex(state[3 * d + unit])];
  return CONFIGURATIONS[stackIncidence(digitSummaries[4 * d + 2] >> (3 * (unit - 3)))];
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
    const loose = (digitSummaries[4 * digit + 2] ^ digitSummaries[4 * digit + 3]) & (STACK_CELLS << (3 * (unit - 3)));
    const at = lowestIndex(loose); // minicolumn (b, c) at bit 9·b + c
    const band = (at / 9) | 0;
    const column = at - 9 * band;
    for (let b = 0; b < 3; b++) state[index + b] &= b === band ? CLAIMING_KEEP[1 << column] : ~COLUMN_IN_BAND[column];
    stack[base + index + band] &= ~COLUMN_IN_BAND[column];
  }
  return 1 << digit;
}
