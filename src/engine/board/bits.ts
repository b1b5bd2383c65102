/**
 * Candidate sets are 9-bit masks: bit (d - 1) set means digit d is still possible.
 * Lookup tables beat bit tricks in V8 for these tiny domains and keep hot loops branch-light.
 */

export const ALL_DIGITS = 0x1ff;

export function digitBit(digit: number): number {
  return 1 << (digit - 1);
}

/** BIT_COUNT[mask] = number of digits in the mask. */
export const BIT_COUNT = new Uint8Array(512);
/** SINGLE_DIGIT[mask] = the digit when the mask holds exactly one, else 0. */
export const SINGLE_DIGIT = new Uint8Array(512);
/** LOWEST_DIGIT[mask] = the smallest digit in the mask, 0 for the empty mask. */
export const LOWEST_DIGIT = new Uint8Array(512);

for (let mask = 1; mask < 512; mask++) {
  BIT_COUNT[mask] = BIT_COUNT[mask >> 1] + (mask & 1);
  LOWEST_DIGIT[mask] = 32 - Math.clz32(mask & -mask);
  if (BIT_COUNT[mask] === 1) SINGLE_DIGIT[mask] = LOWEST_DIGIT[mask];
}

/** The digits of a mask in ascending order (not for hot loops: it allocates). */
export function digitsOf(mask: number): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) digits.push(d);
  return digits;
}

/** Population count of any 32-bit integer (for masks wider than 9 bits, e.g. cell sets of a unit). */
export function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Members of a set of two words (lo: members 0–31, hi: 32–63), as the techniques over the store hold values and
 * positions: the 9-bit table where the set fits it (a 9×9 set; a negative lo, member 31, does not), else a
 * population count of each word.
 */
export function popcountPair(lo: number, hi: number): number {
  if (hi !== 0) return popcount32(lo) + popcount32(hi);
  return (lo & ~511) === 0 ? BIT_COUNT[lo] : popcount32(lo);
}
