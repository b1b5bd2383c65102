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

import { ALL_DIGITS, LOWEST_DIGIT, SINGLE_DIGIT } from '../board/bits';
import { CELL_COUNT, STANDARD_LAYOUT } from '../board/layout';

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
/** The row, column and box unit of each cell (the layout lists them in that order). */
const CELL_UNITS = new Uint8Array(CELL_COUNT * 3);
STANDARD_LAYOUT.cellUnits.forEach((units, cell) => CELL_UNITS.set(units, cell * 3));
/** A cell's three units as bits (bit u for unit u). */
const ALL_UNITS = (1 << UNIT_COUNT) - 1;
const UNITS_OF_CELL = Int32Array.from(STANDARD_LAYOUT.cellUnits, (units) =>
  units.reduce((bits, unit) => bits | (1 << unit), 0),
);
const BOX_UNITS = ALL_UNITS & ~((1 << 18) - 1);

/**
 * Per-digit counters packed 5 bits apart (a cell has 20 peers, below 32), so that one addition per
 * peer counts all nine digits at once: digits 1–5 in one integer, 6–9 in another.
 */
const COUNT_BITS = 5;
const SPREAD_LOW = new Int32Array(32);
const SPREAD_HIGH = new Int32Array(16);
for (let mask = 0; mask < 32; mask++) {
  for (let k = 0; k < 5; k++) {
    if (mask & (1 << k)) {
      SPREAD_LOW[mask] += 1 << (COUNT_BITS * k);
      if (mask < 16) SPREAD_HIGH[mask] += 1 << (COUNT_BITS * k);
    }
  }
}

/**
 * Box–line intersections ("segments"): the 27 minirows (row R, stack S: s = 3R + S) and then the
 * 27 minicolumns (column C, band B: s = 27 + 3C + B), each with its 3 cells, the 6 other cells of
 * its box and of its line, and the two other segments of each. Why the siblings: a box's rest is
 * the union of its two sibling segments, so one pass can OR each segment's 3 cells once and read
 * every rest from those unions instead of from 12 more cells.
 */
const SEGMENT_COUNT = 54;
const SEGMENT_CELLS = new Uint8Array(SEGMENT_COUNT * 3);
const BOX_REST = new Uint8Array(SEGMENT_COUNT * 6);
const LINE_REST = new Uint8Array(SEGMENT_COUNT * 6);
const BOX_SIBLINGS = new Uint8Array(SEGMENT_COUNT * 2);
const LINE_SIBLINGS = new Uint8Array(SEGMENT_COUNT * 2);
(function buildSegments() {
  const cellsOf = (s: number): number[] => {
    if (s < 27) return [0, 1, 2].map((k) => ((s / 3) | 0) * 9 + 3 * (s % 3) + k);
    const line = ((s - 27) / 3) | 0;
    return [0, 1, 2].map((k) => (3 * ((s - 27) % 3) + k) * 9 + line);
  };
  const boxOf = (s: number): number => STANDARD_LAYOUT.regionOf[cellsOf(s)[0]];
  const lineOf = (s: number): number => ((s % 27) / 3) | 0;
  for (let s = 0; s < SEGMENT_COUNT; s++) {
    const cells = cellsOf(s);
    const first = s < 27 ? 0 : 27;
    const kin = Array.from({ length: 27 }, (_, k) => first + k).filter((t) => t !== s);
    const boxKin = kin.filter((t) => boxOf(t) === boxOf(s));
    const lineKin = kin.filter((t) => lineOf(t) === lineOf(s));
    SEGMENT_CELLS.set(cells, s * 3);
    BOX_SIBLINGS.set(boxKin, s * 2);
    LINE_SIBLINGS.set(lineKin, s * 2);
    BOX_REST.set(boxKin.flatMap(cellsOf), s * 6);
    LINE_REST.set(lineKin.flatMap(cellsOf), s * 6);
  }
})();

/** A reusable candidate board for fast propagation (allocation-free once constructed). */
export class LogicBoard {
  readonly values = new Uint8Array(CELL_COUNT);
  readonly candidates = new Uint16Array(CELL_COUNT);
  filled = 0;
  contradiction = false;
  /** Written by countPeersHolding: how many peers of the cell hold digit d, at d − 1. */
  readonly peerCounts = new Uint8Array(9);
  /** The digits placed in each unit (bit d − 1), so the singles pass need not read the values. */
  private readonly placedIn = new Uint16Array(UNIT_COUNT);
  /**
   * Units whose candidates changed since the singles pass last looked at them (bit u for unit u):
   * a unit it found nothing in stays so until one of its cells changes. On sparse boards a
   * placement changes at most five of the nine boxes, so Beginner's box-only pass skips over half.
   */
  private changedUnits = ALL_UNITS;
  /**
   * Empty cells that were left with one candidate (by the givens, a placement or an elimination),
   * not yet looked at by the naked-singles pass: it reads these instead of all 81 cells. A cell
   * gets down to one candidate once, so there are at most 81.
   */
  private readonly singleCells = new Uint8Array(CELL_COUNT);
  private singleCount = 0;
  /** Scratch of eliminateIntersections: each segment's candidates. */
  private readonly segmentUnions = new Uint16Array(SEGMENT_COUNT);

  /**
   * Places the givens and reduces the candidates by their peers; no deductions yet. Built from
   * each unit's given digits rather than by placing the givens one by one (which clears 20 peers
   * each): the same board, and the same contradiction (two equal givens in a unit, or a cell that
   * its peers' givens leave without a digit), in fewer steps.
   */
  load(givens: ArrayLike<number>): void {
    const values = this.values;
    const candidates = this.candidates;
    const placedIn = this.placedIn;
    placedIn.fill(0);
    let filled = 0;
    let contradiction = false;
    let singles = 0;
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const digit = givens[cell];
      values[cell] = digit;
      if (!digit) continue;
      filled++;
      const bit = 1 << (digit - 1);
      const row = CELL_UNITS[cell * 3];
      const column = CELL_UNITS[cell * 3 + 1];
      const box = CELL_UNITS[cell * 3 + 2];
      if ((placedIn[row] | placedIn[column] | placedIn[box]) & bit) contradiction = true;
      placedIn[row] |= bit;
      placedIn[column] |= bit;
      placedIn[box] |= bit;
    }
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (values[cell]) {
        candidates[cell] = 0;
        continue;
      }
      const left =
        ALL_DIGITS &
        ~(placedIn[CELL_UNITS[cell * 3]] | placedIn[CELL_UNITS[cell * 3 + 1]] | placedIn[CELL_UNITS[cell * 3 + 2]]);
      candidates[cell] = left;
      if (left === 0) contradiction = true;
      else if ((left & (left - 1)) === 0) this.singleCells[singles++] = cell;
    }
    this.singleCount = singles;
    this.filled = filled;
    this.contradiction = contradiction;
    this.changedUnits = ALL_UNITS;
  }

  copyFrom(other: LogicBoard): void {
    this.values.set(other.values);
    this.candidates.set(other.candidates);
    this.placedIn.set(other.placedIn);
    this.changedUnits = other.changedUnits;
    this.singleCells.set(other.singleCells);
    this.singleCount = other.singleCount;
    this.filled = other.filled;
    this.contradiction = other.contradiction;
  }

  place(cell: number, digit: number): void {
    this.values[cell] = digit;
    this.candidates[cell] = 0;
    this.filled++;
    const bit = 1 << (digit - 1);
    const placedIn = this.placedIn;
    placedIn[CELL_UNITS[cell * 3]] |= bit;
    placedIn[CELL_UNITS[cell * 3 + 1]] |= bit;
    placedIn[CELL_UNITS[cell * 3 + 2]] |= bit;
    const clear = ~bit;
    const candidates = this.candidates;
    const values = this.values;
    let changedUnits = this.changedUnits | UNITS_OF_CELL[cell];
    for (let i = cell * 20, end = i + 20; i < end; i++) {
      const peer = PEERS[i];
      const left = candidates[peer] & clear;
      if (left === candidates[peer]) continue;
      candidates[peer] = left;
      changedUnits |= UNITS_OF_CELL[peer];
      if ((left & (left - 1)) === 0 && values[peer] === 0) this.emptiedToOne(peer, left);
    }
    this.changedUnits = changedUnits;
  }

  /** A cell's candidates went down to `left`, one digit or none. */
  private emptiedToOne(cell: number, left: number): void {
    if (left === 0) this.contradiction = true;
    else this.singleCells[this.singleCount++] = cell;
  }

  /**
   * For each digit of `mask`, how many of the cell's peers still have it as a candidate (into
   * peerCounts; the other digits' counts are 0). Returns the digits of `mask` that some empty
   * peer has as its only candidate: placing one of them there would leave that peer nothing.
   */
  countPeersHolding(cell: number, mask: number): number {
    const candidates = this.candidates;
    let low = 0;
    let high = 0;
    let onlyCandidates = 0;
    for (let i = cell * 20, end = i + 20; i < end; i++) {
      const peerMask = candidates[PEERS[i]];
      // A placed peer has no candidates, so it adds nothing here.
      if ((peerMask & (peerMask - 1)) === 0) onlyCandidates |= peerMask;
      const held = peerMask & mask;
      low += SPREAD_LOW[held & 31];
      high += SPREAD_HIGH[held >> 5];
    }
    const counts = this.peerCounts;
    for (let k = 0; k < 5; k++) counts[k] = (low >> (COUNT_BITS * k)) & 31;
    for (let k = 5; k < 9; k++) counts[k] = (high >> (COUNT_BITS * (k - 5))) & 31;
    return onlyCandidates & mask;
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
      if (this.placeHiddenSingles(level === LogicLevel.BoxSingles ? BOX_UNITS : ALL_UNITS)) progress = true;
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
    // Placements here may add cells to the list; they are taken in this same pass.
    for (let k = 0; k < this.singleCount; k++) {
      const cell = this.singleCells[k];
      if (values[cell] === 0) {
        const digit = SINGLE_DIGIT[candidates[cell]];
        if (digit) {
          this.place(cell, digit);
          placed = true;
        }
      }
    }
    this.singleCount = 0;
    return placed;
  }

  /** Hidden singles in the changed units among `units` (bits). */
  private placeHiddenSingles(units: number): boolean {
    let placed = false;
    const candidates = this.candidates;
    const placedIn = this.placedIn;
    for (let pending = this.changedUnits & units; pending; pending &= pending - 1) {
      const unit = 31 - Math.clz32(pending & -pending);
      // Cleared before the look, so that a placement in the unit marks it again.
      this.changedUnits &= ~(1 << unit);
      const present = placedIn[unit];
      if (present === ALL_DIGITS) continue;
      const base = unit * 9;
      let once = 0;
      let twice = 0;
      for (let i = base; i < base + 9; i++) {
        const mask = candidates[UNIT_CELLS[i]];
        twice |= once & mask;
        once |= mask;
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
    // Unions taken before this pass's eliminations are supersets of the current candidates, so
    // a digit they confine to a segment is confined there still: each elimination stays a valid
    // pointing or claiming (or the box or line has lost the digit, a contradiction the singles
    // pass reports), and the closure is the same as with fresh unions.
    const candidates = this.candidates;
    const unions = this.segmentUnions;
    for (let s = 0; s < SEGMENT_COUNT; s++) {
      unions[s] =
        candidates[SEGMENT_CELLS[s * 3]] | candidates[SEGMENT_CELLS[s * 3 + 1]] | candidates[SEGMENT_CELLS[s * 3 + 2]];
    }
    let changed = false;
    for (let s = 0; s < SEGMENT_COUNT; s++) {
      const inSegment = unions[s];
      if (inSegment === 0) continue;
      const boxRest = unions[BOX_SIBLINGS[s * 2]] | unions[BOX_SIBLINGS[s * 2 + 1]];
      const lineRest = unions[LINE_SIBLINGS[s * 2]] | unions[LINE_SIBLINGS[s * 2 + 1]];
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
        const left = candidates[cell] & ~mask;
        candidates[cell] = left;
        this.changedUnits |= UNITS_OF_CELL[cell];
        if ((left & (left - 1)) === 0 && this.values[cell] === 0) this.emptiedToOne(cell, left);
        changed = true;
      }
    }
    return changed;
  }
}
