/**
 * The generator's inner check: how far do the easy human techniques get on a candidate puzzle?
 *
 * Why not the technique finders and the analyser's Board: the hill climb evaluates hundreds to
 * thousands of candidate puzzles per pattern, and a finder returns one deduction at a time as a
 * fresh object with arrays (built for logging steps). Measured on the Problem500 puzzles with two
 * givens removed (states like the hill climb's), the closure of B L C M + pointing + claiming
 * takes 30 µs per puzzle through the finders and 12.5 µs here, with identical results (the test
 * compares them): this propagation works on whole units with bit masks and allocates nothing.
 * It decides nothing about the grade on its own: the analyser does (the levels only bound it).
 */

import { ALL_DIGITS, LOWEST_DIGIT, SINGLE_DIGIT } from '../bits';
import { CELL_COUNT, STANDARD_LAYOUT } from '../layout';

/**
 * Technique sets in the analyser's order (SPEC §3), each bounding a grade from above: a puzzle the
 * set solves has at most that grade, because the analyser tries the easier techniques first.
 */
export const LogicLevel = {
  /** B: hidden singles in boxes only → Beginner. */
  BoxSingles: 1,
  /** B, L, C: hidden singles in every unit → Very Easy at most. */
  HiddenSingles: 2,
  /** B, L, C, M: all singles → Easy at most. */
  Singles: 3,
  /** + pointing (V) and claiming (W, Y) → Comfort at most. */
  Intersections: 5,
} as const;
export type LogicLevel = (typeof LogicLevel)[keyof typeof LogicLevel];

/** Returned by `solve` when the puzzle contradicts itself (a cell or a unit with no place left). */
export const CONTRADICTION = 1000;

const UNIT_COUNT = 27;
const UNIT_CELLS = STANDARD_LAYOUT.unitCells;
const PEERS = new Uint8Array(CELL_COUNT * 20);
STANDARD_LAYOUT.peers.forEach((peers, cell) => PEERS.set(peers, cell * 20));

/**
 * Box–line intersections: for each of the 54 (box, row or column) pairs, the 3 shared cells, the
 * 6 other cells of the box and the 6 other cells of the line.
 */
const SEGMENT_COUNT = 54;
const SEGMENT_CELLS = new Uint8Array(SEGMENT_COUNT * 3);
const BOX_REST = new Uint8Array(SEGMENT_COUNT * 6);
const LINE_REST = new Uint8Array(SEGMENT_COUNT * 6);
(function buildSegments() {
  let s = 0;
  for (let box = 0; box < 9; box++) {
    const boxCells = Array.from(UNIT_CELLS.subarray((18 + box) * 9, (18 + box) * 9 + 9));
    for (let k = 0; k < 2; k++) {
      const lineOf = (cell: number) => (k === 0 ? (cell / 9) | 0 : 9 + (cell % 9));
      const lines = [...new Set(boxCells.map(lineOf))];
      for (const line of lines) {
        const lineCells = Array.from(UNIT_CELLS.subarray(line * 9, line * 9 + 9));
        const shared = boxCells.filter((cell) => lineOf(cell) === line);
        SEGMENT_CELLS.set(shared, s * 3);
        BOX_REST.set(boxCells.filter((cell) => !shared.includes(cell)), s * 6);
        LINE_REST.set(lineCells.filter((cell) => !shared.includes(cell)), s * 6);
        s++;
      }
    }
  }
})();

/** A reusable candidate board for fast propagation (allocation-free once constructed). */
export class LogicBoard {
  readonly values = new Uint8Array(CELL_COUNT);
  readonly candidates = new Uint16Array(CELL_COUNT);
  filled = 0;
  contradiction = false;

  /** Places the givens and reduces the candidates by their peers; no deductions yet. */
  load(givens: ArrayLike<number>): void {
    this.values.fill(0);
    this.candidates.fill(ALL_DIGITS);
    this.filled = 0;
    this.contradiction = false;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const digit = givens[cell];
      if (digit) {
        if ((this.candidates[cell] & (1 << (digit - 1))) === 0) this.contradiction = true;
        this.place(cell, digit);
      }
    }
  }

  copyFrom(other: LogicBoard): void {
    this.values.set(other.values);
    this.candidates.set(other.candidates);
    this.filled = other.filled;
    this.contradiction = other.contradiction;
  }

  place(cell: number, digit: number): void {
    this.values[cell] = digit;
    this.candidates[cell] = 0;
    this.filled++;
    const clear = ~(1 << (digit - 1));
    const candidates = this.candidates;
    const values = this.values;
    for (let i = cell * 20, end = i + 20; i < end; i++) {
      const peer = PEERS[i];
      const left = candidates[peer] & clear;
      candidates[peer] = left;
      if (left === 0 && values[peer] === 0) this.contradiction = true;
    }
  }

  /**
   * Applies the level's techniques until none applies. Returns the number of cells left blank,
   * or CONTRADICTION.
   */
  solve(level: LogicLevel): number {
    for (;;) {
      if (this.contradiction) return CONTRADICTION;
      if (this.filled === CELL_COUNT) return 0;
      let progress = level >= LogicLevel.Singles && this.placeNakedSingles();
      if (this.contradiction) return CONTRADICTION;
      if (this.placeHiddenSingles(level === LogicLevel.BoxSingles ? 18 : 0)) progress = true;
      if (progress) continue;
      if (this.contradiction) return CONTRADICTION;
      if (level < LogicLevel.Intersections || !this.eliminateIntersections()) break;
    }
    return this.contradiction ? CONTRADICTION : CELL_COUNT - this.filled;
  }

  private placeNakedSingles(): boolean {
    let placed = false;
    const values = this.values;
    const candidates = this.candidates;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (values[cell] === 0) {
        const digit = SINGLE_DIGIT[candidates[cell]];
        if (digit) {
          this.place(cell, digit);
          placed = true;
        }
      }
    }
    return placed;
  }

  private placeHiddenSingles(firstUnit: number): boolean {
    let placed = false;
    const values = this.values;
    const candidates = this.candidates;
    for (let unit = firstUnit; unit < UNIT_COUNT; unit++) {
      const base = unit * 9;
      let once = 0;
      let twice = 0;
      let present = 0;
      for (let i = base; i < base + 9; i++) {
        const cell = UNIT_CELLS[i];
        const mask = candidates[cell];
        twice |= once & mask;
        once |= mask;
        if (values[cell]) present |= 1 << (values[cell] - 1);
      }
      const missing = ALL_DIGITS & ~present;
      if ((once & missing) !== missing) {
        this.contradiction = true;
        return placed;
      }
      let hidden = once & ~twice & missing;
      while (hidden) {
        const bit = hidden & -hidden;
        hidden ^= bit;
        for (let i = base; i < base + 9; i++) {
          const cell = UNIT_CELLS[i];
          // Re-checked: a placement earlier in this unit may have taken the digit's place.
          if (candidates[cell] & bit) {
            this.place(cell, LOWEST_DIGIT[bit]);
            placed = true;
            break;
          }
        }
      }
    }
    return placed;
  }

  private eliminateIntersections(): boolean {
    let changed = false;
    const candidates = this.candidates;
    for (let s = 0; s < SEGMENT_COUNT; s++) {
      const inSegment = candidates[SEGMENT_CELLS[s * 3]] | candidates[SEGMENT_CELLS[s * 3 + 1]] | candidates[SEGMENT_CELLS[s * 3 + 2]];
      if (inSegment === 0) continue;
      let boxRest = 0;
      let lineRest = 0;
      for (let i = s * 6; i < s * 6 + 6; i++) {
        boxRest |= candidates[BOX_REST[i]];
        lineRest |= candidates[LINE_REST[i]];
      }
      // Pointing: the box's digit lies only in the segment, so the rest of the line loses it.
      const pointing = inSegment & ~boxRest & lineRest;
      // Claiming: the line's digit lies only in the segment, so the rest of the box loses it.
      const claiming = inSegment & ~lineRest & boxRest;
      if (pointing && this.removeFromSix(LINE_REST, s * 6, pointing)) changed = true;
      if (claiming && this.removeFromSix(BOX_REST, s * 6, claiming)) changed = true;
    }
    return changed;
  }

  /** Removes the digits of `mask` from the six cells table[offset…offset+5]; true if any went. */
  private removeFromSix(table: Uint8Array, offset: number, mask: number): boolean {
    const candidates = this.candidates;
    let changed = false;
    for (let i = offset; i < offset + 6; i++) {
      const cell = table[i];
      if (candidates[cell] & mask) {
        candidates[cell] &= ~mask;
        if (candidates[cell] === 0 && this.values[cell] === 0) this.contradiction = true;
        changed = true;
      }
    }
    return changed;
  }
}
