/**
 * Skipping values a single-value search already found nothing for, on every kind: unchanged-digits.ts
 * over the candidate store. A search that reads one value's places only (and the houses) finds the
 * same for that value as long as its places are the same, so a value whose places are as they were
 * when the search last found nothing for it is skipped; the first deduction found is the same as
 * without.
 *
 * A value's places are recorded as its position masks in every row (the rows of every kind cover
 * all its cells), as CandidateStore.placeMasks gives them. The record is exact, never a hash, and
 * belongs to one geometry: another starts it over.
 */

import type { Geometry } from '../geometry/geometry';

export class UnchangedValues {
  private lo = new Uint32Array(0);
  private hi = new Uint32Array(0);
  private recorded = new Uint8Array(0);
  private geometry: Geometry | null = null;
  private stride = 0;

  private prepare(geometry: Geometry, stride: number): void {
    if (geometry === this.geometry && stride === this.stride) return;
    this.geometry = geometry;
    this.stride = stride;
    this.lo = new Uint32Array(geometry.size * stride);
    this.hi = new Uint32Array(geometry.size * stride);
    this.recorded = new Uint8Array(geometry.size);
  }

  /**
   * Whether the value's row masks (rowLo, rowHi at (value − 1) · stride, `rows` of them; hi read for
   * units of more than 32 cells) are those of the search's last empty run for it.
   */
  unchanged(
    geometry: Geometry,
    value: number,
    rowLo: Uint32Array,
    rowHi: Uint32Array,
    stride: number,
    rows: number,
  ): boolean {
    this.prepare(geometry, stride);
    if (this.recorded[value - 1] === 0) return false;
    const { lo, hi } = this;
    const base = (value - 1) * stride;
    for (let k = base; k < base + rows; k++) if (lo[k] !== rowLo[k]) return false;
    if (geometry.size > 32) for (let k = base; k < base + rows; k++) if (hi[k] !== rowHi[k]) return false;
    return true;
  }

  /** Records that the search found nothing for the value on the row masks unchanged() read. */
  foundNothing(
    geometry: Geometry,
    value: number,
    rowLo: Uint32Array,
    rowHi: Uint32Array,
    stride: number,
    rows: number,
  ): void {
    this.prepare(geometry, stride);
    const { lo, hi } = this;
    const base = (value - 1) * stride;
    for (let k = base; k < base + rows; k++) lo[k] = rowLo[k];
    if (geometry.size > 32) for (let k = base; k < base + rows; k++) hi[k] = rowHi[k];
    this.recorded[value - 1] = 1;
  }
}
