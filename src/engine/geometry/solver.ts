/**
 * Exact solver for any geometry: candidate masks (two words per cell), naked singles pushed
 * through the peer lists, hidden singles over the units that changed, and depth-first search on
 * the cell with the fewest candidates. Each search level owns a copy of the masks (copy on
 * branch), so backtracking is a pointer move. Tables are built once per geometry and cached.
 */

import { requireFunction, requireInteger, requireNumber } from '../core/arguments';
import { popcount32 } from '../board/bits';
import { MAX_VARIANT_SOLUTION_LIMIT } from '../core/limits';
import { RANDOMS, type Random } from '../core/random';
import { fullHi, fullLo, lowestBitIndex } from './candidates';
import { requireValuesOf, type Geometry } from './geometry';

export interface VariantSolveResult {
  /** Solutions found, up to the limit (so 2 means "two or more" with the default limit). */
  count: number;
  /** The first solution found (values 1..N), null when there is none. */
  solution: Uint8Array | null;
  /** Set (true) only when a search budget ran out before the count was settled. */
  outOfBudget?: boolean;
}

/**
 * Every ordered pair of units (A, B) sharing two or more cells, flattened: for pair i the cells of
 * A ∩ B, of A \ B and of B \ A lie at cells[start[3i] .. start[3i+1]), [.. start[3i+2]),
 * [.. start[3i+3]). A value of A found only in A ∩ B leaves B \ A (locked candidates).
 */
interface Intersections {
  count: number;
  start: Int32Array;
  cells: Int32Array;
  /** Unit A of each pair (pairs come grouped by A). */
  unit: Int32Array;
}

function buildIntersections(geometry: Geometry): Intersections {
  const { units, cellUnitStart, cellUnits, cellCount } = geometry;
  // Counters and stamps rather than a map and sets per unit, and typed arrays sized by a first
  // pass: the largest combined layout has 12,564 units in 65,232 pairs of 978,480 cells, and the
  // solver's first call on 1,000 grids spent 0.3–0.6 s here.
  const shared = new Int32Array(units.length);
  const touched = new Int32Array(units.length);
  const inA = new Int32Array(cellCount).fill(-1);
  const inB = new Int32Array(cellCount).fill(-1);
  let result: Intersections = { count: 0, start: new Int32Array(1), cells: new Int32Array(0), unit: new Int32Array(0) };
  for (const filling of [false, true]) {
    let pair = 0;
    let length = 0;
    for (let a = 0; a < units.length; a++) {
      const cellsOfA = units[a].cells;
      let touchedCount = 0;
      for (const cell of cellsOfA) {
        inA[cell] = a;
        for (let i = cellUnitStart[cell]; i < cellUnitStart[cell + 1]; i++) {
          const b = cellUnits[i];
          if (b !== a && shared[b]++ === 0) touched[touchedCount++] = b;
        }
      }
      // Pairs in the order their unit B was first met; the cells of each part in unit order.
      for (let t = 0; t < touchedCount; t++) {
        const b = touched[t];
        const common = shared[b];
        shared[b] = 0;
        if (common < 2) continue;
        const cellsOfB = units[b].cells;
        if (!filling) {
          pair++;
          length += cellsOfA.length + cellsOfB.length - common;
          continue;
        }
        for (const cell of cellsOfB) inB[cell] = b;
        result.unit[pair] = a;
        for (const cell of cellsOfA) if (inB[cell] === b) result.cells[length++] = cell;
        result.start[3 * pair + 1] = length;
        for (const cell of cellsOfA) if (inB[cell] !== b) result.cells[length++] = cell;
        result.start[3 * pair + 2] = length;
        for (const cell of cellsOfB) if (inA[cell] !== a) result.cells[length++] = cell;
        result.start[3 * pair + 3] = length;
        pair++;
      }
    }
    if (!filling)
      result = {
        count: pair,
        start: new Int32Array(3 * pair + 1),
        cells: new Int32Array(length),
        unit: new Int32Array(pair),
      };
  }
  return result;
}

/** Per-geometry scratch: one mask array per search level, the singles queue and dirty-unit marks. */
class SearchSpace {
  readonly levels: Uint32Array[] = [];
  readonly solvedAt: Int32Array;
  readonly queue: Int32Array;
  readonly unitDirty: Uint8Array;
  /** Units whose masks changed since locked candidates last looked at them (sound to over-mark). */
  readonly unitChanged: Uint8Array;
  readonly dirtyUnits: Int32Array;
  dirtyCount = 0;
  queueLength = 0;
  solved = 0;
  readonly fullLo: number;
  readonly fullHi: number;
  readonly intersections: Intersections;

  constructor(readonly geometry: Geometry) {
    this.intersections = buildIntersections(geometry);
    this.queue = new Int32Array(geometry.cellCount);
    this.unitDirty = new Uint8Array(geometry.units.length);
    this.unitChanged = new Uint8Array(geometry.units.length).fill(1);
    this.dirtyUnits = new Int32Array(geometry.units.length);
    this.solvedAt = new Int32Array(geometry.cellCount + 2);
    this.fullLo = fullLo(geometry.size);
    this.fullHi = fullHi(geometry.size);
  }

  level(depth: number): Uint32Array {
    while (this.levels.length <= depth) this.levels.push(new Uint32Array(2 * this.geometry.cellCount));
    return this.levels[depth];
  }

  private markUnitsDirty(cell: number): void {
    const { cellUnitStart, cellUnits } = this.geometry;
    for (let i = cellUnitStart[cell]; i < cellUnitStart[cell + 1]; i++) {
      const unit = cellUnits[i];
      this.unitChanged[unit] = 1;
      if (this.unitDirty[unit] === 0) {
        this.unitDirty[unit] = 1;
        this.dirtyUnits[this.dirtyCount++] = unit;
      }
    }
  }

  /** Narrows a cell to one value (given as its word pair) and queues it; false on a contradiction. */
  assign(masks: Uint32Array, cell: number, lo: number, hi: number): boolean {
    const i = 2 * cell;
    if ((masks[i] & lo) === 0 && (masks[i + 1] & hi) === 0) return false;
    if (masks[i] === lo && masks[i + 1] === hi) return true; // already single: queued when it became so
    masks[i] = lo;
    masks[i + 1] = hi;
    this.queue[this.queueLength++] = cell;
    this.markUnitsDirty(cell);
    return true;
  }

  /**
   * Removes the values of a word pair from a cell: -1 when that empties it, 1 when something went
   * (a cell left with one value is queued), 0 when none was there.
   */
  private remove(masks: Uint32Array, cell: number, lo: number, hi: number): number {
    const j = 2 * cell;
    const oldLo = masks[j];
    const oldHi = masks[j + 1];
    if ((oldLo & lo) === 0 && (oldHi & hi) === 0) return 0;
    const nLo = (oldLo & ~lo) >>> 0;
    const nHi = (oldHi & ~hi) >>> 0;
    masks[j] = nLo;
    masks[j + 1] = nHi;
    if (nLo === 0) {
      if (nHi === 0) return -1;
      if ((nHi & (nHi - 1)) === 0) this.queue[this.queueLength++] = cell;
    } else if (nHi === 0 && (nLo & (nLo - 1)) === 0) {
      this.queue[this.queueLength++] = cell;
    }
    this.markUnitsDirty(cell);
    return 1;
  }

  /** Naked and hidden singles until neither finds more; false on a contradiction. */
  propagate(masks: Uint32Array): boolean {
    const { peerStart, peers, unitCells, size } = this.geometry;
    const { queue, unitDirty, dirtyUnits } = this;
    for (;;) {
      while (this.queueLength > 0) {
        const cell = queue[--this.queueLength];
        this.solved++;
        const lo = masks[2 * cell];
        const hi = masks[2 * cell + 1];
        for (let p = peerStart[cell], end = peerStart[cell + 1]; p < end; p++) {
          if (this.remove(masks, peers[p], lo, hi) < 0) return false;
        }
      }
      if (this.dirtyCount === 0) return true;
      // Hidden singles, unit by unit; new placements go to the queue and mark more units dirty.
      while (this.dirtyCount > 0 && this.queueLength === 0) {
        const unit = dirtyUnits[--this.dirtyCount];
        unitDirty[unit] = 0;
        const base = unit * size;
        let onceLo = 0;
        let onceHi = 0;
        let twiceLo = 0;
        let twiceHi = 0;
        for (let k = 0; k < size; k++) {
          const j = 2 * unitCells[base + k];
          const lo = masks[j];
          const hi = masks[j + 1];
          twiceLo |= onceLo & lo;
          twiceHi |= onceHi & hi;
          onceLo |= lo;
          onceHi |= hi;
        }
        if (onceLo >>> 0 !== this.fullLo || onceHi >>> 0 !== this.fullHi) return false;
        let uniqueLo = (onceLo & ~twiceLo) >>> 0;
        let uniqueHi = (onceHi & ~twiceHi) >>> 0;
        if (uniqueLo === 0 && uniqueHi === 0) continue;
        for (let k = 0; k < size && (uniqueLo | uniqueHi) !== 0; k++) {
          const cell = unitCells[base + k];
          const j = 2 * cell;
          const lo = (masks[j] & uniqueLo) >>> 0;
          const hi = (masks[j + 1] & uniqueHi) >>> 0;
          if (lo === 0 && hi === 0) continue;
          if ((lo !== 0 && (hi !== 0 || (lo & (lo - 1)) !== 0)) || (hi & (hi - 1)) !== 0) return false; // two values only here
          uniqueLo &= ~lo;
          uniqueHi &= ~hi;
          if (masks[j] !== lo || masks[j + 1] !== hi) {
            masks[j] = lo;
            masks[j + 1] = hi;
            queue[this.queueLength++] = cell;
            this.markUnitsDirty(cell);
          }
        }
      }
      if (this.queueLength === 0 && this.dirtyCount === 0) {
        if (this.solved === this.geometry.cellCount) return true;
        const locked = this.lockedCandidates(masks);
        if (locked < 0) return false;
        if (locked === 0) return true;
      }
    }
  }

  /** One pass of locked candidates over every unit intersection: -1 on a contradiction, else the cells changed. */
  lockedCandidates(masks: Uint32Array): number {
    const { count, start, cells, unit } = this.intersections;
    const unitChanged = this.unitChanged;
    let changed = 0;
    let current = -1;
    let skip = false;
    for (let i = 0; i < count; i++) {
      if (unit[i] !== current) {
        current = unit[i];
        skip = unitChanged[current] === 0;
        unitChanged[current] = 0;
      }
      if (skip) continue;
      const s0 = start[3 * i];
      const s1 = start[3 * i + 1];
      const s2 = start[3 * i + 2];
      const s3 = start[3 * i + 3];
      let inLo = 0;
      let inHi = 0;
      for (let k = s0; k < s1; k++) {
        inLo |= masks[2 * cells[k]];
        inHi |= masks[2 * cells[k] + 1];
      }
      let outLo = 0;
      let outHi = 0;
      for (let k = s1; k < s2; k++) {
        outLo |= masks[2 * cells[k]];
        outHi |= masks[2 * cells[k] + 1];
      }
      const lockedLo = inLo & ~outLo;
      const lockedHi = inHi & ~outHi;
      if (lockedLo === 0 && lockedHi === 0) continue;
      for (let k = s2; k < s3; k++) {
        const removed = this.remove(masks, cells[k], lockedLo, lockedHi);
        if (removed < 0) return -1;
        changed += removed;
      }
    }
    return changed;
  }

  clearDirty(): void {
    while (this.dirtyCount > 0) this.unitDirty[this.dirtyUnits[--this.dirtyCount]] = 0;
    this.queueLength = 0;
  }

  /** The unsolved cell with the fewest candidates, -1 when every cell is solved. */
  branchCell(masks: Uint32Array): number {
    const cellCount = this.geometry.cellCount;
    let best = -1;
    let bestCount = 99;
    for (let cell = 0; cell < cellCount; cell++) {
      const lo = masks[2 * cell];
      const hi = masks[2 * cell + 1];
      if (hi === 0 ? (lo & (lo - 1)) === 0 : lo === 0 && (hi & (hi - 1)) === 0) continue;
      const count = popcount32(lo) + popcount32(hi);
      if (count < bestCount) {
        bestCount = count;
        best = cell;
        if (count === 2) break;
      }
    }
    return best;
  }
}

const spaces = new WeakMap<Geometry, SearchSpace>();

function spaceFor(geometry: Geometry): SearchSpace {
  let space = spaces.get(geometry);
  if (!space) {
    space = new SearchSpace(geometry);
    spaces.set(geometry, space);
  }
  return space;
}

function valuesOf(masks: Uint32Array, cellCount: number): Uint8Array {
  const values = new Uint8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    const lo = masks[2 * cell];
    values[cell] = lo !== 0 ? lowestBitIndex(lo) + 1 : lowestBitIndex(masks[2 * cell + 1]) + 33;
  }
  return values;
}

/** Picks one of the mask's bits: the lowest, or a random one when generating. */
function pickBit(word: number, random: Random | undefined): number {
  if (!random) return word & -word;
  let skip = random.int(popcount32(word));
  let w = word;
  while (skip-- > 0) w &= w - 1;
  return w & -w;
}

/** Branches between two asks of a solve's timeUp: a branch of a 49×49 search copies 5,000 words, of a 9×9 one 160. */
const BRANCHES_PER_TIME_CHECK = 64;

/**
 * Counts the solutions of `givens` (values 1..N, 0 blank; anything else is treated as blank by the
 * caller's rule check, so check first) up to `limit`, and returns the first. Conflicting givens
 * give 0. With `random`, branches try values in random order (for full-grid generation); after
 * `branchBudget` branches, or once `timeUp` says so (a generator's time limit), the search gives
 * up with `outOfBudget` (so generation can restart or stop).
 */
export function solveVariant(
  geometry: Geometry,
  givens: ArrayLike<number>,
  limit = 2,
  random?: Random,
  branchBudget = Infinity,
  timeUp?: () => boolean,
): VariantSolveResult {
  requireValuesOf(geometry, givens, 'The givens');
  requireInteger(limit, 'The solution limit', 1, MAX_VARIANT_SOLUTION_LIMIT);
  if (random !== undefined) RANDOMS.require(random, 'The random source');
  requireNumber(branchBudget, 'The branch budget', 0, Infinity);
  if (timeUp !== undefined) requireFunction(timeUp, 'The time check');
  const space = spaceFor(geometry);
  const { cellCount } = geometry;
  space.clearDirty();
  space.solved = 0;
  const root = space.level(0);
  for (let i = 0; i < root.length; i += 2) {
    root[i] = space.fullLo;
    root[i + 1] = space.fullHi;
  }
  for (let cell = 0; cell < cellCount; cell++) {
    const value = givens[cell];
    if (value < 1 || value > geometry.size) continue;
    const s = value - 1;
    if (!space.assign(root, cell, s < 32 ? (1 << s) >>> 0 : 0, s < 32 ? 0 : (1 << (s - 32)) >>> 0)) {
      return { count: 0, solution: null };
    }
  }
  // Every unit is checked once for hidden singles and symbols with no place.
  space.unitChanged.fill(1);
  for (let unit = 0; unit < geometry.units.length; unit++) {
    if (space.unitDirty[unit] === 0) {
      space.unitDirty[unit] = 1;
      space.dirtyUnits[space.dirtyCount++] = unit;
    }
  }
  if (!space.propagate(root)) {
    space.clearDirty();
    return { count: 0, solution: null };
  }

  let count = 0;
  let solution: Uint8Array | null = null;
  const branchCells: number[] = [];
  const remainingLo: number[] = [];
  const remainingHi: number[] = [];
  const solvedBefore: number[] = [];
  let depth = 0;
  const cell = space.solved === cellCount ? -1 : space.branchCell(root);
  if (cell < 0) return { count: 1, solution: valuesOf(root, cellCount) };
  branchCells[0] = cell;
  remainingLo[0] = root[2 * cell];
  remainingHi[0] = root[2 * cell + 1];
  solvedBefore[0] = space.solved;

  let branches = 0;
  while (depth >= 0) {
    if (++branches > branchBudget || (timeUp !== undefined && branches % BRANCHES_PER_TIME_CHECK === 0 && timeUp())) {
      space.clearDirty();
      return { count, solution, outOfBudget: true };
    }
    const lo = remainingLo[depth];
    const hi = remainingHi[depth];
    if (lo === 0 && hi === 0) {
      depth--;
      continue;
    }
    let bitLo = 0;
    let bitHi = 0;
    if (lo !== 0) bitLo = pickBit(lo, random) >>> 0;
    else bitHi = pickBit(hi, random) >>> 0;
    remainingLo[depth] = (lo & ~bitLo) >>> 0;
    remainingHi[depth] = (hi & ~bitHi) >>> 0;
    const child = space.level(depth + 1);
    child.set(space.level(depth));
    space.solved = solvedBefore[depth];
    space.clearDirty();
    if (!space.assign(child, branchCells[depth], bitLo, bitHi) || !space.propagate(child)) continue;
    const next = space.solved === cellCount ? -1 : space.branchCell(child);
    if (next < 0) {
      if (count === 0) solution = valuesOf(child, cellCount);
      if (++count >= limit) break;
      continue;
    }
    depth++;
    branchCells[depth] = next;
    remainingLo[depth] = child[2 * next];
    remainingHi[depth] = child[2 * next + 1];
    solvedBefore[depth] = space.solved;
  }
  space.clearDirty();
  return { count, solution };
}
