/**
 * What the bitboard solver guesses when propagation stalls, after tdoku: not a cell's digit but
 * where a digit goes in a band or a stack. A digit can lie in a band in at most 6 ways (a row↔box
 * matching of its minirows, tdoku's "configurations"), and likewise in a stack (a band↔column
 * matching of its minicolumns).
 *
 * The unit (band or stack) is the one of least weight, each digit not yet fixed in it weighing
 * 1 + its configurations, at most 5 (UNIT_WEIGHT); in it, the digit with the fewest configurations
 * (2 when there is one, so the guess and its alternative are exactly the two ways), of those the
 * one left unfixed in the most bands and stacks (settling it here reaches furthest). The guess puts
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
 * choice of unit, in the low 16 bits: 0 when fixed, else 1 + its configurations, at most 5; and
 * bit 16 when it is not fixed, so that a digit's six entries summed count its unfixed units.
 */
const UNIT_WEIGHT = Int32Array.from(CONFIGURATIONS, (count) => (count < 2 ? 0 : 0x10000 + 1 + Math.min(count, 4)));
const WEIGHT_BITS = 0xffff;

/** Band b's three columns of the stack whose first column is `columns` bit 0 → the incidence bit 3·b + j. */
function stackIncidence(columns: number): number {
  return (columns & 7) | ((columns >> 6) & 0o70) | ((columns >> 12) & 0o700);
}

/** chooseUnit's scratch: [d] in how many units (bands and stacks) digit d is not fixed. */
const unfixedUnits = new Int32Array(9);

/** The unit (0–2 bands, 3–5 stacks) of least weight; -1 when every digit is fixed everywhere. */
function chooseUnit(): number {
  let band0 = 0,
    band1 = 0,
    band2 = 0,
    stack0 = 0,
    stack1 = 0,
    stack2 = 0;
  for (let d = 0; d < 9; d++) {
    const columns = digitSummaries[4 * d + 2];
    const w0 = UNIT_WEIGHT[minirowIndex(state[3 * d])];
    const w1 = UNIT_WEIGHT[minirowIndex(state[3 * d + 1])];
    const w2 = UNIT_WEIGHT[minirowIndex(state[3 * d + 2])];
    const w3 = UNIT_WEIGHT[stackIncidence(columns)];
    const w4 = UNIT_WEIGHT[stackIncidence(columns >> 3)];
    const w5 = UNIT_WEIGHT[stackIncidence(columns >> 6)];
    unfixedUnits[d] = (w0 + w1 + w2 + w3 + w4 + w5) >> 16;
    band0 += w0;
    band1 += w1;
    band2 += w2;
    stack0 += w3;
    stack1 += w4;
    stack2 += w5;
  }
  band0 &= WEIGHT_BITS;
  band1 &= WEIGHT_BITS;
  band2 &= WEIGHT_BITS;
  stack0 &= WEIGHT_BITS;
  stack1 &= WEIGHT_BITS;
  stack2 &= WEIGHT_BITS;
  let best = -1;
  let least = 1000;
  if (band0 && band0 < least) {
    least = band0;
    best = 0;
  }
  if (band1 && band1 < least) {
    least = band1;
    best = 1;
  }
  if (band2 && band2 < least) {
    least = band2;
    best = 2;
  }
  if (stack0 && stack0 < least) {
    least = stack0;
    best = 3;
  }
  if (stack1 && stack1 < least) {
    least = stack1;
    best = 4;
  }
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
  let least = 1000;
  for (let d = 0; d < 9; d++) {
    const count = configurations(d, unit);
    if (count < 2) continue;
    const key = 8 * count - unfixedUnits[d];
    if (key < least) {
      least = key;
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
