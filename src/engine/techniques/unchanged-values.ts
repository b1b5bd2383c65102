/**
 * Skipping values a single-value search already found nothing for, on every kind: unchanged-digits.ts
 * over the candidate store. A search that reads one value's places only (and the houses) finds the
 * same for that value as long as its places are the same, so a value whose places are as they were
 * when the search last found nothing for it is skipped; the first deduction found is the same as
 * without.
 *
 * A value's places are recorded as its position masks in lines or units that cover every cell (the
 * rows, as CandidateStore.placeMasks gives them; or every unit, as unitPositions does). The record is exact, never a hash, and
 * belongs to one geometry: another starts it over.
 */

import type { Geometry } from '../geometry/geometry';

export class UnchangedValues {
  private lo = new Uint32Array(0);
  private hi = new Uint32Array(0);
  private recorded = new Uint8Array(0);
  private geometry: Geometry | null = null;
  private stride = 0;
  /** The position masks of the search under way (read). */
  private currentLo: ArrayLike<number> = new Uint32Array(0);
  private currentHi: ArrayLike<number> = new Uint32Array(0);
  private count = 0;
  /** Units of more than 32 cells: the hi masks count too. */
  private wide = false;

  /**
   * Takes the search's masks: each value's positions in `count` lines or units that cover every
   * cell, at lo/hi[(value − 1) · stride + k] (hi read for units of more than 32 cells). Starts the
   * record over on another geometry or stride.
   */
  read(geometry: Geometry, lo: ArrayLike<number>, hi: ArrayLike<number>, stride: number, count: number): void {
    if (geometry !== this.geometry || stride !== this.stride) {
      this.geometry = geometry;
      this.stride = stride;
      this.lo = new Uint32Array(geometry.size * stride);
      this.hi = new Uint32Array(geometry.size * stride);
      this.recorded = new Uint8Array(geometry.size);
      this.wide = geometry.size > 32;
    }
    this.currentLo = lo;
    this.currentHi = hi;
    this.count = count;
  }

  /** Whether the value's masks (as read) are those of the search's last empty run for it. */
  unchanged(value: number): boolean {
    if (this.recorded[value - 1] === 0) return false;
    const { lo, hi, currentLo, currentHi } = this;
    const base = (value - 1) * this.stride;
    const end = base + this.count;
    for (let k = base; k < end; k++) if (lo[k] !== currentLo[k]) return false;
    if (this.wide) for (let k = base; k < end; k++) if (hi[k] !== currentHi[k]) return false;
    return true;
  }

  /** Records that the search found nothing for the value on the masks read. */
  foundNothing(value: number): void {
    this.remember(value);
  }

  /** Records the value's masks as read: `unchanged` answers true while they stay so (what was found on them holds). */
  remember(value: number): void {
    const { lo, hi, currentLo, currentHi } = this;
    const base = (value - 1) * this.stride;
    const end = base + this.count;
    for (let k = base; k < end; k++) lo[k] = currentLo[k];
    if (this.wide) for (let k = base; k < end; k++) hi[k] = currentHi[k];
    this.recorded[value - 1] = 1;
  }
}
