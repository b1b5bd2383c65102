/**
 * The working state of a human-style solve: the digits placed so far and, for every empty
 * cell, its candidates as a 9-bit mask. Filled cells have candidates 0.
 */

import { ALL_DIGITS, BIT_COUNT, LOWEST_DIGIT, digitBit } from './bits';
import type { CandidateStore, CellRecord } from './candidate-store';
import { cellSlotsOf } from './cell-slots';
import { CELL_COUNT, Layout, SIDE, STANDARD_LAYOUT } from './layout';
import type { Geometry } from '../geometry/geometry';

export class Board implements CandidateStore {
  readonly wordsPerCell = 1;
  readonly values = new Uint8Array(CELL_COUNT);
  readonly candidates = new Uint16Array(CELL_COUNT);
  emptyCount = CELL_COUNT;
  /**
   * 1 for a cell given in the puzzle, 0 for one filled since or empty; null when the board does not
   * know (every filled cell then counts as given). Shared by copies: the givens never change.
   */
  givens: Uint8Array | null = null;

  constructor(readonly layout: Layout = STANDARD_LAYOUT) {
    this.candidates.fill(ALL_DIGITS);
  }

  /**
   * A board with the given digits placed and candidates reduced by their peers. Conflicting
   * givens are not rejected here (the rule check does that); they simply leave empty candidate sets.
   */
  static fromDigits(digits: ArrayLike<number>, layout: Layout = STANDARD_LAYOUT): Board {
    const board = new Board(layout);
    const givens = new Uint8Array(CELL_COUNT);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (!digits[cell]) continue;
      board.place(cell, digits[cell]);
      givens[cell] = 1;
    }
    board.givens = givens;
    return board;
  }

  /** Places a digit and removes it from the candidates of every peer. */
  place(cell: number, digit: number): void {
    if (this.values[cell] === 0) this.emptyCount--;
    this.values[cell] = digit;
    this.candidates[cell] = 0;
    const clear = ~digitBit(digit);
    const peers = this.layout.peers[cell];
    for (let i = 0; i < peers.length; i++) this.candidates[peers[i]] &= clear;
  }

  /** Removes a candidate; returns whether it was there. */
  eliminate(cell: number, digit: number): boolean {
    const bit = digitBit(digit);
    if ((this.candidates[cell] & bit) === 0) return false;
    this.candidates[cell] &= ~bit;
    return true;
  }

  has(cell: number, digit: number): boolean {
    return (this.candidates[cell] & digitBit(digit)) !== 0;
  }

  get geometry(): Geometry {
    return this.layout.geometry;
  }

  word(cell: number, w: number): number {
    return w === 0 ? this.candidates[cell] : 0;
  }

  count(cell: number): number {
    return BIT_COUNT[this.candidates[cell]];
  }

  lowest(cell: number): number {
    return LOWEST_DIGIT[this.candidates[cell]];
  }

  get unitKindCodes(): Uint8Array {
    return this.layout.unitKindCodes;
  }

  /**
   * The digits that have exactly one possible cell in the unit, as a mask. A digit already placed
   * in the unit is a candidate nowhere in it (placing clears peers), so it never shows up here.
   */
  digitsWithOnePlace(unit: number): number {
    const candidates = this.candidates;
    const unitCells = this.layout.unitCells;
    const base = unit * SIDE;
    let seenOnce = 0;
    let seenTwice = 0;
    for (let i = 0; i < SIDE; i++) {
      const mask = candidates[unitCells[base + i]];
      seenTwice |= seenOnce & mask;
      seenOnce |= mask;
    }
    return seenOnce & ~seenTwice;
  }

  valueWithOnePlace(unit: number): number {
    return LOWEST_DIGIT[this.digitsWithOnePlace(unit)];
  }

  placeCount(unit: number, digit: number): number {
    const unitCells = this.layout.unitCells;
    const bit = digitBit(digit);
    let count = 0;
    for (let i = 0; i < SIDE; i++) if (this.candidates[unitCells[unit * SIDE + i]] & bit) count++;
    return count;
  }

  placeOf(unit: number, digit: number, from = 0): number {
    const unitCells = this.layout.unitCells;
    const bit = digitBit(digit);
    for (let i = from; i < SIDE; i++) {
      const cell = unitCells[unit * SIDE + i];
      if (this.candidates[cell] & bit) return cell;
    }
    return -1;
  }

  /** The 9×9 board keeps no counts: every scan looks. */
  mayHoldHiddenSingle(): boolean {
    return true;
  }

  mayHoldNakedSingle(): boolean {
    return true;
  }

  collectPlaces(unit: number, lists: Int32Array, fill: Uint8Array, stride: number): void {
    const candidates = this.candidates;
    const unitCells = this.layout.unitCells;
    const base = unit * SIDE;
    fill.fill(0, 0, SIDE);
    for (let i = 0; i < SIDE; i++) {
      const cell = unitCells[base + i];
      for (let mask = candidates[cell]; mask !== 0; mask &= mask - 1) {
        const index = 31 - Math.clz32(mask & -mask);
        lists[index * stride + fill[index]++] = cell;
      }
    }
  }

  placeMasks(kind: number, lo: Uint32Array, _hi: Uint32Array, stride: number): number {
    const candidates = this.candidates;
    const { unitCells, unitKindCodes } = this.layout;
    let k = 0;
    for (let unit = 0; unit < unitKindCodes.length; unit++) {
      if (unitKindCodes[unit] !== kind) continue;
      for (let at = k; at < SIDE * stride; at += stride) lo[at] = 0;
      const base = unit * SIDE;
      for (let i = 0; i < SIDE; i++) {
        for (let mask = candidates[unitCells[base + i]]; mask !== 0; mask &= mask - 1)
          lo[(31 - Math.clz32(mask & -mask)) * stride + k] |= 1 << i;
      }
      k++;
    }
    return k;
  }

  unitPositions(lo: Uint32Array, _hi: Uint32Array, stride: number): void {
    const candidates = this.candidates;
    const { start, unitOf, bitOf } = cellSlotsOf(this.layout);
    lo.fill(0, 0, SIDE * stride);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const first = start[cell];
      const end = start[cell + 1];
      for (let mask = candidates[cell]; mask !== 0; mask &= mask - 1) {
        const base = (31 - Math.clz32(mask & -mask)) * stride;
        for (let slot = first; slot < end; slot++) lo[base + unitOf[slot]] |= bitOf[slot];
      }
    }
  }

  mayHavePlaceCount(): boolean {
    return true;
  }

  collectPositions(unit: number, lo: Uint32Array, hi: Uint32Array): void {
    const candidates = this.candidates;
    const unitCells = this.layout.unitCells;
    const base = unit * SIDE;
    lo.fill(0, 0, SIDE);
    hi.fill(0, 0, SIDE);
    for (let i = 0; i < SIDE; i++) {
      const position = 1 << i;
      for (let mask = candidates[unitCells[base + i]]; mask !== 0; mask &= mask - 1)
        lo[31 - Math.clz32(mask & -mask)] |= position;
    }
  }

  /** One Uint16 per cell: its candidates with its digit above them (never 0xffff, the unwritten slot). */
  newCellRecord(cellCount: number): CellRecord {
    return new Uint16Array(cellCount).fill(0xffff);
  }

  cellsAsRecorded(cells: readonly number[], record: CellRecord, at: number): boolean {
    const { candidates, values } = this;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      if (record[at + i] !== (candidates[cell] | (values[cell] << 9))) return false;
    }
    return true;
  }

  recordCells(cells: readonly number[], record: CellRecord, at: number): void {
    const { candidates, values } = this;
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      record[at + i] = candidates[cell] | (values[cell] << 9);
    }
  }

  /** cell · 9 + digit − 1: the 9×9 analysis's code for a candidate. */
  candidateCode(cell: number, digit: number): number {
    return cell * 9 + digit - 1;
  }

  clone(): Board {
    const copy = new Board(this.layout);
    copy.copyFrom(this);
    return copy;
  }

  copyFrom(other: Board): void {
    this.values.set(other.values);
    this.candidates.set(other.candidates);
    this.emptyCount = other.emptyCount;
    this.givens = other.givens;
  }

  /** Whether the cell holds a digit the puzzle gave (not one placed since). */
  isGiven(cell: number): boolean {
    return this.givens === null ? this.values[cell] !== 0 : this.givens[cell] === 1;
  }
}
