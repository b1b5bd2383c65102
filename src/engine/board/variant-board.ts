/**
 * The working state of a human-style solve on any geometry: placed values and, for every empty
 * cell, its candidates as the geometry's two-word masks (geometry/candidates.ts). Per-unit place
 * counts are kept incrementally, because hidden singles, subsets, fish and the assumption's
 * contradiction test all start from "how many places has this value left in this unit", and
 * recounting that at every step is what costs on a 49×49 board or a combined puzzle.
 */

// Straight from the modules, not the geometry index: its re-exports are getters, read on every call.
import {
  CandidateMasks,
  forEachValue,
  fullCandidates,
  hasCandidate,
  lowestBitIndex,
  lowestValue,
  removeCandidate,
} from '../geometry/candidates';
import type { CandidateStore, CellRecord } from './candidate-store';
import type { Geometry } from '../geometry/geometry';
import { unitKinds } from '../geometry/unit-kinds';
import { candidateCode } from './candidate-code';

/** 2³²: a cell's value above its first candidate word in one record slot. */
const WORD = 4294967296;

export class VariantBoard implements CandidateStore {
  readonly wordsPerCell = 2;
  readonly values: Uint8Array;
  readonly candidates: CandidateMasks;
  /** Candidates left in each cell (0 for a filled one). */
  readonly counts: Uint8Array;
  /** places[unit * N + value - 1]: cells of the unit where the value is still a candidate (0 once placed there). */
  readonly places: Uint8Array;
  /** holds[unit * N + value - 1] = 1 once the value is placed in the unit. */
  readonly holds: Uint8Array;
  /** Per unit kind (unit-kinds.ts): how many (unit, value) pairs have exactly one place, so a scan for hidden singles that would find none is skipped. */
  readonly hiddenSingles = new Int32Array(4);
  /** Empty cells with exactly one candidate. */
  nakedSingles = 0;
  emptyCount: number;
  readonly unitKindCodes: Uint8Array;
  /** Which cells the puzzle gave (fromValues' values; shared by copies): null on a board built otherwise. */
  givens: Uint8Array | null = null;

  constructor(readonly geometry: Geometry) {
    const { cellCount, size, units } = geometry;
    this.values = new Uint8Array(cellCount);
    this.candidates = fullCandidates(cellCount, size);
    this.counts = new Uint8Array(cellCount).fill(size);
    this.places = new Uint8Array(units.length * size).fill(size);
    this.holds = new Uint8Array(units.length * size);
    this.emptyCount = cellCount;
    this.unitKindCodes = unitKinds(geometry);
  }

  /**
   * A board with the values (1…N, 0 empty) placed, of which those in `given` (by default all of them) are the
   * puzzle's givens. Conflicting values just leave empty candidate sets.
   */
  static fromValues(geometry: Geometry, values: ArrayLike<number>, given: ArrayLike<number> = values): VariantBoard {
    const board = new VariantBoard(geometry);
    const givens = new Uint8Array(geometry.cellCount);
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      if (values[cell]) board.place(cell, values[cell]);
      if (given[cell]) givens[cell] = 1;
    }
    board.givens = givens;
    return board;
  }

  has(cell: number, value: number): boolean {
    return hasCandidate(this.candidates, cell, value);
  }

  lo(cell: number): number {
    return this.candidates[2 * cell];
  }

  hi(cell: number): number {
    return this.candidates[2 * cell + 1];
  }

  word(cell: number, w: number): number {
    return this.candidates[2 * cell + w];
  }

  count(cell: number): number {
    return this.counts[cell];
  }

  /** The smallest candidate of the cell, 0 for none. */
  lowest(cell: number): number {
    return lowestValue(this.candidates[2 * cell], this.candidates[2 * cell + 1]);
  }

  /** Places the value in the cell; its peers lose it. */
  place(cell: number, value: number): void {
    const { cellUnitStart, cellUnits, peerStart, peers, size } = this.geometry;
    for (let word = 0; word < 2; word++) {
      for (let bits = this.candidates[2 * cell + word]; bits !== 0; bits &= bits - 1) {
        const index = lowestBitIndex(bits) + 32 * word;
        for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++)
          this.dropPlace(cellUnits[k], cellUnits[k] * size + index);
      }
    }
    this.candidates[2 * cell] = 0;
    this.candidates[2 * cell + 1] = 0;
    if (this.counts[cell] === 1) this.nakedSingles--;
    this.counts[cell] = 0;
    if (this.values[cell] === 0) this.emptyCount--;
    this.values[cell] = value;
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) this.holds[cellUnits[k] * size + value - 1] = 1;
    // The peers' eliminations written out (eliminate's body): a call per peer is most of the board's time.
    const { candidates, counts, places, hiddenSingles, unitKindCodes } = this;
    const wordOffset = (value - 1) >>> 5;
    const bit = 1 << ((value - 1) & 31);
    for (let k = peerStart[cell]; k < peerStart[cell + 1]; k++) {
      const peer = peers[k];
      const at = 2 * peer + wordOffset;
      if ((candidates[at] & bit) === 0) continue;
      candidates[at] &= ~bit;
      const left = --counts[peer];
      if (left === 1) this.nakedSingles++;
      else if (left === 0) this.nakedSingles--;
      for (let j = cellUnitStart[peer]; j < cellUnitStart[peer + 1]; j++) {
        const unit = cellUnits[j];
        const placesLeft = --places[unit * size + value - 1];
        if (placesLeft === 1) hiddenSingles[unitKindCodes[unit]]++;
        else if (placesLeft === 0) hiddenSingles[unitKindCodes[unit]]--;
      }
    }
  }

  /** Removes a candidate; returns whether it was there. */
  eliminate(cell: number, value: number): boolean {
    if (!removeCandidate(this.candidates, cell, value)) return false;
    const left = --this.counts[cell];
    if (left === 1) this.nakedSingles++;
    else if (left === 0) this.nakedSingles--;
    const { cellUnitStart, cellUnits, size } = this.geometry;
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++)
      this.dropPlace(cellUnits[k], cellUnits[k] * size + value - 1);
    return true;
  }

  private dropPlace(unit: number, at: number): void {
    const left = --this.places[at];
    if (left === 1) this.hiddenSingles[this.unitKindCodes[unit]]++;
    else if (left === 0) this.hiddenSingles[this.unitKindCodes[unit]]--;
  }

  valueWithOnePlace(unit: number): number {
    const { size } = this.geometry;
    const base = unit * size;
    for (let v = 0; v < size; v++) if (this.places[base + v] === 1) return v + 1;
    return 0;
  }

  mayHoldHiddenSingle(kind: number): boolean {
    return this.hiddenSingles[kind] !== 0;
  }

  mayHoldNakedSingle(): boolean {
    return this.nakedSingles !== 0;
  }

  mayHavePlaceCount(unit: number, fewest: number, most: number): boolean {
    const { size } = this.geometry;
    const places = this.places;
    for (let at = unit * size; at < (unit + 1) * size; at++)
      if (places[at] >= fewest && places[at] <= most) return true;
    return false;
  }

  candidateCode(cell: number, value: number): number {
    return candidateCode(cell, value);
  }

  collectPlaces(unit: number, lists: Int32Array, fill: Uint8Array, stride: number): void {
    const { unitCells, size } = this.geometry;
    const candidates = this.candidates;
    fill.fill(0, 0, size);
    for (let i = 0; i < size; i++) {
      const cell = unitCells[unit * size + i];
      for (let word = 0; word < 2; word++) {
        for (let bits = candidates[2 * cell + word]; bits !== 0; bits &= bits - 1) {
          const index = lowestBitIndex(bits) + 32 * word;
          lists[index * stride + fill[index]++] = cell;
        }
      }
    }
  }

  collectPositions(unit: number, lo: Uint32Array, hi: Uint32Array): void {
    const { unitCells, size } = this.geometry;
    const candidates = this.candidates;
    lo.fill(0, 0, size);
    hi.fill(0, 0, size);
    for (let i = 0; i < size; i++) {
      const cell = unitCells[unit * size + i];
      const positions = i < 32 ? lo : hi;
      const position = 1 << (i & 31);
      for (let word = 0; word < 2; word++)
        for (let bits = candidates[2 * cell + word]; bits !== 0; bits &= bits - 1)
          positions[lowestBitIndex(bits) + 32 * word] |= position;
    }
  }

  /**
   * Two slots per cell: its value · 2³² + its first candidate word (exact in a double), then its
   * second word; −1, which no cell gives, where nothing is written.
   */
  newCellRecord(cellCount: number): CellRecord {
    return new Float64Array(2 * cellCount).fill(-1);
  }

  cellsAsRecorded(cells: readonly number[], record: CellRecord, at: number): boolean {
    const { candidates, values } = this;
    for (let i = 0, slot = 2 * at; i < cells.length; i++, slot += 2) {
      const cell = cells[i];
      if (record[slot] !== values[cell] * WORD + candidates[2 * cell] || record[slot + 1] !== candidates[2 * cell + 1])
        return false;
    }
    return true;
  }

  recordCells(cells: readonly number[], record: CellRecord, at: number): void {
    const { candidates, values } = this;
    for (let i = 0, slot = 2 * at; i < cells.length; i++, slot += 2) {
      const cell = cells[i];
      record[slot] = values[cell] * WORD + candidates[2 * cell];
      record[slot + 1] = candidates[2 * cell + 1];
    }
  }

  placeMasks(kind: number, lo: Uint32Array, hi: Uint32Array, stride: number): number {
    const { unitCells, size } = this.geometry;
    const candidates = this.candidates;
    const kinds = this.unitKindCodes;
    const wide = size > 32;
    let k = 0;
    for (let unit = 0; unit < kinds.length; unit++) {
      if (kinds[unit] !== kind) continue;
      for (let at = k; at < size * stride; at += stride) lo[at] = 0;
      if (wide) for (let at = k; at < size * stride; at += stride) hi[at] = 0;
      for (let i = 0; i < size; i++) {
        const cell = unitCells[unit * size + i];
        for (let word = 0; word < 2; word++) {
          for (let bits = candidates[2 * cell + word]; bits !== 0; bits &= bits - 1) {
            const at = (lowestBitIndex(bits) + 32 * word) * stride + k;
            if (i < 32) lo[at] |= 1 << i;
            else hi[at] |= 1 << (i - 32);
          }
        }
      }
      k++;
    }
    return k;
  }

  unitPositions(lo: Uint32Array, hi: Uint32Array, stride: number): void {
    const { unitCells, size, units } = this.geometry;
    const candidates = this.candidates;
    const wide = size > 32;
    lo.fill(0, 0, size * stride);
    if (wide) hi.fill(0, 0, size * stride);
    for (let unit = 0; unit < units.length; unit++) {
      for (let i = 0; i < size; i++) {
        const cell = unitCells[unit * size + i];
        const positions = i < 32 ? lo : hi;
        const position = 1 << (i & 31);
        for (let word = 0; word < 2; word++) {
          for (let bits = candidates[2 * cell + word]; bits !== 0; bits &= bits - 1)
            positions[(lowestBitIndex(bits) + 32 * word) * stride + unit] |= position;
        }
      }
    }
  }

  /** The first cell of the unit, from position `from` on, that still has the value; -1 if none. */
  placeCount(unit: number, value: number): number {
    return this.places[unit * this.geometry.size + value - 1];
  }

  placeOf(unit: number, value: number, from = 0): number {
    const { unitCells, size } = this.geometry;
    for (let i = from; i < size; i++) {
      const cell = unitCells[unit * size + i];
      if (hasCandidate(this.candidates, cell, value)) return cell;
    }
    return -1;
  }

  copyFrom(other: VariantBoard): void {
    this.values.set(other.values);
    this.candidates.set(other.candidates);
    this.counts.set(other.counts);
    this.places.set(other.places);
    this.holds.set(other.holds);
    this.hiddenSingles.set(other.hiddenSingles);
    this.nakedSingles = other.nakedSingles;
    this.emptyCount = other.emptyCount;
    this.givens = other.givens;
  }
}

/** The candidates of the cell, ascending (allocates: for deductions found, not scans). */
export function valuesOf(board: VariantBoard, cell: number): number[] {
  const values: number[] = [];
  forEachValue(board.lo(cell), board.hi(cell), (value) => values.push(value));
  return values;
}
