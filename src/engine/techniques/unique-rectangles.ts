/**
 * Unique rectangles (full set), on every kind, written once over the candidate store: a puzzle has
 * one solution, so four empty cells at the crossings of two rows and two columns of one grid never
 * end as a and b crosswise when that could be swapped into a second solution, whatever the
 * candidates say. It can be swapped when every unit holding a corner holds exactly two (so two
 * boxes or regions on a plain grid, and no extra unit or overlapping grid's row through one corner
 * alone). A rectangle here has a corner holding exactly {a, b}; every corner is empty and a and b
 * are not placed in any of its units, though a corner may have lost one of them already (HoDoKu's
 * "missing candidates"). Its floor is the corners holding nothing but a and b (one may hold only
 * one of them), its roof the corners with more.
 *
 * - Type 1 (UR1): three corners are floor, so the fourth is neither a nor b.
 * - Types 2 and 5 (UR2, UR5): every roof corner has one and the same extra value c, so one of
 *   them is c: c goes from every cell that sees them all. Type 2 when the roof is two cells of a
 *   row or column, type 5 otherwise (three roof cells, or two across a diagonal).
 * - Type 3 (UR3): a two-cell roof acts as one cell with its extra values, and with k − 1 other
 *   cells of a unit it shares (none holding a or b) holds k values: a naked set, whose values go
 *   from the unit's other cells (and from a box or extra unit too, when a line's set lies in one).
 * - Type 4 (UR4): in a unit holding the two roof cells, a has no place but them: one of them is
 *   a, so neither is b.
 * - Type 6 (UR6): a diagonal roof, and a has no place in the rectangle's rows and columns outside
 *   it: a sits on one diagonal, and on the roof's it would leave the floor b and b, so the roof
 *   loses a.
 * - Hidden rectangle (HR): from a floor corner, in the row and the column of the opposite corner
 *   x has no place outside the rectangle: that corner cannot be y, the other value.
 *
 * Scan order: pairs of rows of one grid (unit order), then pairs of columns ascending, the pairs of
 * values their floor corners give in corner order, then the types' own orders.
 *
 * Value sets are word pairs (lo: values 1–32, hi: 33–64; hi is 0 where N ≤ 32, and the collection then reads one
 * word a set).
 */

import { BIT_COUNT, popcountPair } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import type { Geometry } from '../geometry/geometry';
import { COLUMN, ROW, unitHasCell } from '../geometry/unit-kinds';
import type { EliminationsAt, EliminationsVisit } from './patterns';
import { valueRemovalsSeeingAll } from './peer-sets';
import { boxesOfPlainGrid, swappable } from './swappable';
import { offer, STOP_AT_FIRST } from './technique';
import { UnchangedAreas } from './unchanged-areas';

export type RectangleLetter = 'UR1' | 'UR2' | 'UR3' | 'UR4' | 'UR5' | 'UR6' | 'HR';

/** Per geometry: the pairs of rows of one grid, [r1, r2, …], whose i-th cells share a column. */
const rowPairsOf = new WeakMap<Geometry, Int32Array>();

function rowPairs(geometry: Geometry, kinds: Uint8Array): Int32Array {
  let pairs = rowPairsOf.get(geometry);
  if (pairs) return pairs;
  const { size, unitCells, cellCol, cellUnits, cellUnitStart } = geometry;
  const rows: number[] = [];
  for (let unit = 0; unit < kinds.length; unit++) if (kinds[unit] === ROW) rows.push(unit);
  const columnsKey = (row: number) =>
    Array.from(unitCells.subarray(row * size, (row + 1) * size), (cell) => cellCol[cell]).join(',');
  const keys = rows.map(columnsKey);
  const shareColumn = (a: number, b: number) => {
    for (let k = cellUnitStart[a]; k < cellUnitStart[a + 1]; k++)
      if (kinds[cellUnits[k]] === COLUMN && unitHasCell(geometry, cellUnits[k], b)) return true;
    return false;
  };
  // Rows of two grids over the same columns (a samurai's top and bottom corners) share no column unit.
  const oneGrid = (r1: number, r2: number) => {
    for (let i = 0; i < size; i++) if (!shareColumn(unitCells[r1 * size + i], unitCells[r2 * size + i])) return false;
    return true;
  };
  const list: number[] = [];
  for (let i = 0; i < rows.length; i++)
    for (let j = i + 1; j < rows.length; j++)
      if (keys[i] === keys[j] && oneGrid(rows[i], rows[j])) list.push(rows[i], rows[j]);
  rowPairsOf.set(geometry, (pairs = Int32Array.from(list)));
  return pairs;
}

/** Scratch tables, grown to the largest board searched. */
let allowedLo = new Int32Array(0);
let allowedHi = new Int32Array(0);
let placedLo = new Int32Array(0);
let placedHi = new Int32Array(0);
/** Per row unit, as position bits (lo: positions 0–31, hi: 32–63): its empty cells, and those with two candidates. */
let emptyLo = new Int32Array(0);
let emptyHi = new Int32Array(0);
let twoLo = new Int32Array(0);
let twoHi = new Int32Array(0);

/** Each rectangle's corners (r1c1, r1c2, r2c1, r2c2), rows, value pair and floor size, in scan order. */
let rectangleCorners = new Int32Array(256);
let rectangleRows = new Int32Array(128);
let rectanglePairLo = new Int32Array(64);
let rectanglePairHi = new Int32Array(64);
let rectangleFloors = new Uint8Array(64);
let rectangleCount = 0;
/** The position the rectangles were collected in: one area of every cell. */
const collectedIn = new UnchangedAreas();
const wholeGridOf = new WeakMap<Geometry, readonly (readonly number[])[]>();
/** Whether the types' firsts (firstOfType) are those of the rectangles collected. */
let firstsRead = false;

function wholeGrid(geometry: Geometry): readonly (readonly number[])[] {
  let areas = wholeGridOf.get(geometry);
  if (!areas) wholeGridOf.set(geometry, (areas = [Array.from({ length: geometry.cellCount }, (_, cell) => cell)]));
  return areas;
}

function growScratch(cellCount: number, unitCount: number): void {
  if (allowedLo.length < cellCount) {
    allowedLo = new Int32Array(cellCount);
    allowedHi = new Int32Array(cellCount);
  }
  if (placedLo.length < unitCount) {
    placedLo = new Int32Array(unitCount);
    placedHi = new Int32Array(unitCount);
    emptyLo = new Int32Array(unitCount);
    emptyHi = new Int32Array(unitCount);
    twoLo = new Int32Array(unitCount);
    twoHi = new Int32Array(unitCount);
  }
}

function growRectangles(): void {
  const grow = <T extends Int32Array | Uint8Array>(from: T, to: T): T => (to.set(from), to);
  const more = rectanglePairLo.length * 2;
  rectangleCorners = grow(rectangleCorners, new Int32Array(more * 4));
  rectangleRows = grow(rectangleRows, new Int32Array(more * 2));
  rectanglePairLo = grow(rectanglePairLo, new Int32Array(more));
  rectanglePairHi = grow(rectanglePairHi, new Int32Array(more));
  rectangleFloors = grow(rectangleFloors, new Uint8Array(more));
}

/** Whether the set (lo, hi) holds exactly two values. */
function holdsTwo(lo: number, hi: number): boolean {
  const loRest = lo & (lo - 1);
  const hiRest = hi & (hi - 1);
  if (lo === 0) return hi !== 0 && hiRest !== 0 && (hiRest & (hiRest - 1)) === 0;
  return loRest === 0 ? hi !== 0 && hiRest === 0 : hi === 0 && (loRest & (loRest - 1)) === 0;
}

function collectRectangles(store: CandidateStore): void {
  if (store.geometry.size <= 32) collectOneWord(store, store.unitKindCodes);
  else collectTwoWords(store, store.unitKindCodes);
}

/** The collection over two words a set (N > 32, so a store of two words a cell). */
function collectTwoWords(store: CandidateStore, kinds: Uint8Array): void {
  const geometry = store.geometry;
  const { size, unitCells, cellCount, cellUnitStart, cellUnits } = geometry;
  const { values, candidates } = store;
  const unitCount = kinds.length;
  growScratch(cellCount, unitCount);
  // Locals, not the module's lets: the compiled loop then reads each table without reloading it.
  const placedLows = placedLo;
  const placedHighs = placedHi;
  const emptyLows = emptyLo;
  const emptyHighs = emptyHi;
  const twoLows = twoLo;
  const twoHighs = twoHi;
  const allowedLows = allowedLo;
  const allowedHighs = allowedHi;
  for (let unit = 0; unit < unitCount; unit++) {
    let lo = 0;
    let hi = 0;
    let empty0 = 0;
    let empty1 = 0;
    let two0 = 0;
    let two1 = 0;
    const isRow = kinds[unit] === ROW;
    for (let i = 0; i < size; i++) {
      const cell = unitCells[unit * size + i];
      const value = values[cell];
      if (value !== 0) {
        if (value <= 32) lo |= 1 << (value - 1);
        else hi |= 1 << (value - 33);
      } else if (isRow) {
        const two = holdsTwo(candidates[2 * cell], candidates[2 * cell + 1]);
        if (i < 32) {
          empty0 |= 1 << i;
          if (two) two0 |= 1 << i;
        } else {
          empty1 |= 1 << (i - 32);
          if (two) two1 |= 1 << (i - 32);
        }
      }
    }
    placedLows[unit] = lo;
    placedHighs[unit] = hi;
    emptyLows[unit] = empty0;
    emptyHighs[unit] = empty1;
    twoLows[unit] = two0;
    twoHighs[unit] = two1;
  }
  const everyHi = size === 64 ? -1 : (1 << (size - 32)) - 1;
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0) {
      allowedLows[cell] = 0;
      allowedHighs[cell] = 0;
      continue;
    }
    let lo = 0;
    let hi = 0;
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
      lo |= placedLows[cellUnits[k]];
      hi |= placedHighs[cellUnits[k]];
    }
    allowedLows[cell] = ~lo;
    allowedHighs[cell] = everyHi & ~hi;
  }
  const pairs = rowPairs(geometry, kinds);
  plainBoxes = boxesOfPlainGrid(geometry);
  rectangleCount = 0;
  for (let p = 0; p < pairs.length; p += 2) {
    const r1 = pairs[p];
    const r2 = pairs[p + 1];
    const bothLo = emptyLows[r1] & emptyLows[r2];
    const bothHi = emptyHighs[r1] & emptyHighs[r2];
    // Every rectangle has a corner of two candidates: most pairs of rows have no such column.
    const withLo = bothLo & (twoLows[r1] | twoLows[r2]);
    const withHi = bothHi & (twoHighs[r1] | twoHighs[r2]);
    if ((withLo | withHi) === 0) continue;
    for (let w = 0; w < 2; w++) {
      for (let firsts = w === 0 ? bothLo : bothHi; firsts !== 0; firsts &= firsts - 1) {
        const bit = 31 - Math.clz32(firsts & -firsts);
        let laterLo = w === 0 ? bothLo & (-2 << bit) : 0;
        let laterHi = w === 0 ? bothHi : bothHi & (-2 << bit);
        if ((((w === 0 ? withLo : withHi) >>> bit) & 1) === 0) {
          laterLo &= withLo;
          laterHi &= withHi;
        }
        const first = bit + 32 * w;
        const a = unitCells[r1 * size + first];
        const c = unitCells[r2 * size + first];
        const columnLo = allowedLows[a] & allowedLows[c];
        const columnHi = allowedHighs[a] & allowedHighs[c];
        for (let v = 0; v < 2; v++)
          for (let seconds = v === 0 ? laterLo : laterHi; seconds !== 0; seconds &= seconds - 1) {
            const second = 31 - Math.clz32(seconds & -seconds) + 32 * v;
            const b = unitCells[r1 * size + second];
            const d = unitCells[r2 * size + second];
            const roomLo = columnLo & allowedLows[b] & allowedLows[d];
            const roomHi = columnHi & allowedHighs[b] & allowedHighs[d];
            // A rectangle needs two values every corner may take.
            if (roomLo === 0 ? (roomHi & (roomHi - 1)) === 0 : (roomLo & (roomLo - 1)) === 0 && roomHi === 0) continue;
            addRectangles(store, r1, r2, a, b, c, d, roomLo, roomHi);
          }
      }
    }
  }
}

/** The corners being tried, r1c1, r1c2, r2c1, r2c2. */
const quadruple = new Int32Array(4);

/** Keeps the rectangle on quadruple's corners (rows r1 and r2) with its value pair and its floor's size. */
function keepRectangle(r1: number, r2: number, pairLo: number, pairHi: number, floors: number): void {
  if (rectangleCount === rectanglePairLo.length) growRectangles();
  const n = rectangleCount++;
  for (let m = 0; m < 4; m++) rectangleCorners[n * 4 + m] = quadruple[m];
  rectangleRows[n * 2] = r1;
  rectangleRows[n * 2 + 1] = r2;
  rectanglePairLo[n] = pairLo;
  rectanglePairHi[n] = pairHi;
  rectangleFloors[n] = floors;
}

/**
 * The collection where every value set fits one word (N ≤ 32; a two-word store's second word is then 0): the same
 * rectangles in the same order as collectTwoWords, each set one word, on a plain grid the box test before
 * the room test, and the corners' pairs read inline (measured: 43.6k instructions a position against 85k for the
 * two-word form on top95's positions).
 */
function collectOneWord(store: CandidateStore, kinds: Uint8Array): void {
  const geometry = store.geometry;
  const { unitCells, size, cellCount, cellUnitStart, cellUnits } = geometry;
  const { values, candidates } = store;
  const stride = store.wordsPerCell;
  const boxes = boxesOfPlainGrid(geometry);
  const unitCount = kinds.length;
  growScratch(cellCount, unitCount);
  const placed = placedLo;
  const empty = emptyLo;
  const two = twoLo;
  const allowed = allowedLo;
  const small = size <= 9;
  for (let unit = 0; unit < unitCount; unit++) {
    let inUnit = 0;
    let emptyHere = 0;
    let twoHere = 0;
    const isRow = kinds[unit] === ROW;
    for (let i = 0; i < size; i++) {
      const cell = unitCells[unit * size + i];
      const value = values[cell];
      if (value !== 0) inUnit |= 1 << (value - 1);
      else if (isRow) {
        emptyHere |= 1 << i;
        const mask = candidates[cell * stride];
        if (small ? BIT_COUNT[mask] === 2 : holdsTwo(mask, 0)) twoHere |= 1 << i;
      }
    }
    placed[unit] = inUnit;
    empty[unit] = emptyHere;
    two[unit] = twoHere;
  }
  const every = size >= 32 ? -1 : (1 << size) - 1;
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0) {
      allowed[cell] = 0;
      continue;
    }
    let inUnits = 0;
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) inUnits |= placed[cellUnits[k]];
    allowed[cell] = every & ~inUnits;
  }
  const pairs = rowPairs(geometry, kinds);
  const cells = quadruple;
  rectangleCount = 0;
  for (let p = 0; p < pairs.length; p += 2) {
    const r1 = pairs[p];
    const r2 = pairs[p + 1];
    const both = empty[r1] & empty[r2];
    const withPair = both & (two[r1] | two[r2]);
    if (withPair === 0) continue;
    for (let firsts = both; firsts !== 0; firsts &= firsts - 1) {
      const first = 31 - Math.clz32(firsts & -firsts);
      const later = firsts & (firsts - 1);
      const partners = withPair & (1 << first) ? later : later & withPair;
      const a = unitCells[r1 * size + first];
      const c = unitCells[r2 * size + first];
      for (let seconds = partners; seconds !== 0; seconds &= seconds - 1) {
        const second = 31 - Math.clz32(seconds & -seconds);
        const b = unitCells[r1 * size + second];
        const d = unitCells[r2 * size + second];
        if (boxes !== null) {
          const boxA = boxes[a];
          const boxB = boxes[b];
          const boxC = boxes[c];
          const boxD = boxes[d];
          if (
            boxA === boxB
              ? boxC !== boxD || boxA === boxC
              : boxA === boxC
                ? boxB !== boxD
                : boxA !== boxD || boxB !== boxC
          )
            continue;
        }
        const room = allowed[a] & allowed[b] & allowed[c] & allowed[d];
        if ((room & (room - 1)) === 0) continue;
        cells[0] = a;
        cells[1] = b;
        cells[2] = c;
        cells[3] = d;
        // Off a plain grid the units are counted once, when the corners first give a rectangle.
        let checked = boxes !== null;
        for (let k = 0; k < 4; k++) {
          const pair = candidates[cells[k] * stride];
          if ((small ? BIT_COUNT[pair] !== 2 : !holdsTwo(pair, 0)) || (pair & ~room) !== 0) continue;
          let seen = false;
          for (let m = 0; m < k && !seen; m++) seen = candidates[cells[m] * stride] === pair;
          if (seen) continue;
          if (!checked) {
            if (!swappable(geometry, cells, null)) break;
            checked = true;
          }
          let floors = 0;
          for (let m = 0; m < 4; m++) if ((candidates[cells[m] * stride] & ~pair) === 0) floors++;
          keepRectangle(r1, r2, pair, 0, floors);
        }
      }
    }
  }
}
/** boxesOfPlainGrid of the geometry being collected. */
let plainBoxes: Int32Array | null = null;

/**
 * The rectangles with corners a, b (row r1), c, d (row r2), one per value pair within the values all four may take
 * (collectTwoWords': a store of two words a cell).
 */
function addRectangles(
  store: CandidateStore,
  r1: number,
  r2: number,
  a: number,
  b: number,
  c: number,
  d: number,
  roomLo: number,
  roomHi: number,
): void {
  const candidates = store.candidates;
  const cells = quadruple;
  cells[0] = a;
  cells[1] = b;
  cells[2] = c;
  cells[3] = d;
  let checked = false;
  for (let k = 0; k < 4; k++) {
    const cell = cells[k];
    const pairLo = candidates[2 * cell];
    const pairHi = candidates[2 * cell + 1];
    if (!holdsTwo(pairLo, pairHi) || (pairLo & ~roomLo) !== 0 || (pairHi & ~roomHi) !== 0) continue;
    let seen = false;
    for (let m = 0; m < k && !seen; m++)
      seen = candidates[2 * cells[m]] === pairLo && candidates[2 * cells[m] + 1] === pairHi;
    if (seen) continue;
    if (!checked) {
      if (!swappable(store.geometry, cells, plainBoxes)) return;
      checked = true;
    }
    let floors = 0;
    for (let m = 0; m < 4; m++) {
      const corner = cells[m];
      if ((candidates[2 * corner] & ~pairLo) === 0 && (candidates[2 * corner + 1] & ~pairHi) === 0) floors++;
    }
    keepRectangle(r1, r2, pairLo, pairHi, floors);
  }
}

/** The rectangle being looked at: its corners, rows, value pair, floor and roof. */
const corners: number[] = [0, 0, 0, 0];
/** Each corner's candidates (lo: values 1–32, hi: 33–64), read once for the types. */
const cornerLo: number[] = [0, 0, 0, 0];
const cornerHi: number[] = [0, 0, 0, 0];
const rows: number[] = [0, 0];
/** The columns through corners 0 and 2, and 1 and 3, found when first asked (-2 until then). */
const columns: number[] = [-2, -2];
let pairLo = 0;
let pairHi = 0;
/** The pair's two values, ascending. */
let x = 0;
let y = 0;
/** The values of the roof corners beyond the pair. */
let extraLo = 0;
let extraHi = 0;
const roof: number[] = [];
const floor: number[] = [];

/** Reads rectangle n into the above, its corners split into floor (nothing but the pair) and roof, in corner order. */
function lookAt(store: CandidateStore, n: number): void {
  pairLo = rectanglePairLo[n];
  pairHi = rectanglePairHi[n];
  rows[0] = rectangleRows[n * 2];
  rows[1] = rectangleRows[n * 2 + 1];
  columns[0] = columns[1] = -2;
  x = pairLo !== 0 ? 32 - Math.clz32(pairLo & -pairLo) : 64 - Math.clz32(pairHi & -pairHi);
  y = pairHi !== 0 ? 64 - Math.clz32(pairHi) : 32 - Math.clz32(pairLo);
  floor.length = 0;
  roof.length = 0;
  extraLo = extraHi = 0;
  const twoWords = store.wordsPerCell === 2;
  const candidates = store.candidates;
  for (let k = 0; k < 4; k++) {
    const cell = (corners[k] = rectangleCorners[n * 4 + k]);
    const lo = (cornerLo[k] = twoWords ? candidates[2 * cell] : candidates[cell]);
    const hi = (cornerHi[k] = twoWords ? candidates[2 * cell + 1] : 0);
    if ((lo & ~pairLo) === 0 && (hi & ~pairHi) === 0) floor.push(cell);
    else {
      roof.push(cell);
      extraLo |= lo & ~pairLo;
      extraHi |= hi & ~pairHi;
    }
  }
}

function collectIfMoved(store: CandidateStore): void {
  const areas = wholeGrid(store.geometry);
  if (collectedIn.unchanged(store, areas, 0)) return;
  collectRectangles(store);
  // The record of "nothing new here": the position as it is now.
  collectedIn.foundNothing(store, areas, 0);
  firstsRead = false;
}

/** Whether corner k holds the value. */
function cornerHas(k: number, value: number): boolean {
  return value <= 32 ? ((cornerLo[k] >>> (value - 1)) & 1) !== 0 : ((cornerHi[k] >>> (value - 33)) & 1) !== 0;
}

function hi(store: CandidateStore, cell: number): number {
  return store.wordsPerCell === 2 ? store.word(cell, 1) : 0;
}

/** Adds the codes of the cell's values in (lo, hi), ascending, to `into`. */
function codesOf(store: CandidateStore, cell: number, lo: number, hi: number, into: number[]): number[] {
  for (let mask = lo; mask !== 0; mask &= mask - 1) into.push(store.candidateCode(cell, 32 - Math.clz32(mask & -mask)));
  for (let mask = hi; mask !== 0; mask &= mask - 1) into.push(store.candidateCode(cell, 64 - Math.clz32(mask & -mask)));
  return into;
}

function step(eliminations: number[], unit = -1): EliminationsAt {
  return { eliminations, unit, patternCells: corners.slice() };
}

function sameLine(geometry: Geometry, a: number, b: number): boolean {
  return geometry.cellRow[a] === geometry.cellRow[b] || geometry.cellCol[a] === geometry.cellCol[b];
}

function typeOne(store: CandidateStore, visit: EliminationsVisit): EliminationsAt | null {
  if (floor.length !== 3) return null;
  const k = corners.indexOf(roof[0]);
  const lo = cornerLo[k] & pairLo;
  const high = cornerHi[k] & pairHi;
  return (lo | high) === 0 ? null : offer(visit, step(codesOf(store, roof[0], lo, high, [])));
}

/** Types 2 and 5: `inLine` picks which of the two the roof's shape must be. */
function typeTwoOrFive(store: CandidateStore, inLine: boolean, visit: EliminationsVisit): EliminationsAt | null {
  if (floor.length === 0 || floor.length === 3) return null;
  // One extra value: one set bit in one of the words.
  if (
    extraLo === 0 ? extraHi === 0 || (extraHi & (extraHi - 1)) !== 0 : extraHi !== 0 || (extraLo & (extraLo - 1)) !== 0
  )
    return null;
  if (inLine !== (roof.length === 2 && sameLine(store.geometry, roof[0], roof[1]))) return null;
  const extra = extraLo !== 0 ? 32 - Math.clz32(extraLo) : 64 - Math.clz32(extraHi);
  const eliminations = valueRemovalsSeeingAll(store, extra, roof, roof.length, corners, 4, null);
  return eliminations ? offer(visit, step(eliminations)) : null;
}

/** The codes of `value` in the two roof cells that hold it, first roof cell first. */
function roofCodes(store: CandidateStore, value: number): number[] {
  const codes: number[] = [];
  for (let k = 0; k < 4; k++)
    if (corners[k] !== floor[0] && corners[k] !== floor[1] && cornerHas(k, value))
      codes.push(store.candidateCode(corners[k], value));
  return codes;
}

function typeFour(store: CandidateStore, visit: EliminationsVisit): EliminationsAt | null {
  if (floor.length !== 2) return null;
  const { cellUnits, cellUnitStart } = store.geometry;
  for (let k = cellUnitStart[roof[0]]; k < cellUnitStart[roof[0] + 1]; k++) {
    const unit = cellUnits[k];
    if (!unitHasCell(store.geometry, unit, roof[1])) continue;
    for (let second = 0; second < 2; second++) {
      const value = second === 0 ? x : y;
      if (placeOutside(store, unit, value, roof[0], roof[1], roof[1], roof[1])) continue;
      const eliminations = roofCodes(store, value === x ? y : x);
      if (eliminations.length === 0) continue;
      const found = offer(visit, step(eliminations, unit));
      if (found) return found;
    }
  }
  return null;
}

/** Whether the value has a place in the unit outside the cells a, b, c and d (a cell may repeat). */
function placeOutside(
  store: CandidateStore,
  unit: number,
  value: number,
  a: number,
  b: number,
  c: number,
  d: number,
): boolean {
  const { unitCells, size } = store.geometry;
  const { candidates, wordsPerCell } = store;
  const word = (value - 1) >> 5;
  const bit = 1 << ((value - 1) & 31);
  for (let i = unit * size, end = i + size; i < end; i++) {
    const cell = unitCells[i];
    if ((candidates[cell * wordsPerCell + word] & bit) !== 0 && cell !== a && cell !== b && cell !== c && cell !== d)
      return true;
  }
  return false;
}

/** The column unit through corner k and the corner below or above it, -1 if none. */
function columnOf(store: CandidateStore, k: number): number {
  const side = k & 1;
  if (columns[side] !== -2) return columns[side];
  const { cellUnits, cellUnitStart } = store.geometry;
  const cell = corners[side];
  columns[side] = -1;
  for (let i = cellUnitStart[cell]; i < cellUnitStart[cell + 1]; i++) {
    const unit = cellUnits[i];
    if (store.unitKindCodes[unit] === COLUMN && unitHasCell(store.geometry, unit, corners[side + 2]))
      columns[side] = unit;
  }
  return columns[side];
}

/** Whether the value has a place outside the corners in the row or the column of corner k. */
function placeOutsideLines(store: CandidateStore, k: number, value: number): boolean {
  const a = corners[0];
  const b = corners[1];
  const c = corners[2];
  const d = corners[3];
  if (placeOutside(store, rows[k >> 1], value, a, b, c, d)) return true;
  const column = columnOf(store, k);
  return column >= 0 && placeOutside(store, column, value, a, b, c, d);
}

function typeSix(store: CandidateStore, visit: EliminationsVisit): EliminationsAt | null {
  if (floor.length !== 2 || sameLine(store.geometry, roof[0], roof[1])) return null;
  if (columnOf(store, 0) < 0 || columnOf(store, 1) < 0) return null;
  const a = corners[0];
  const b = corners[1];
  const c = corners[2];
  const d = corners[3];
  for (let second = 0; second < 2; second++) {
    const value = second === 0 ? x : y;
    // The rectangle's two rows and two columns, each once.
    if (
      placeOutside(store, rows[0], value, a, b, c, d) ||
      placeOutside(store, rows[1], value, a, b, c, d) ||
      placeOutside(store, columns[0], value, a, b, c, d) ||
      placeOutside(store, columns[1], value, a, b, c, d)
    )
      continue;
    const eliminations = roofCodes(store, value);
    if (eliminations.length === 0) continue;
    const found = offer(visit, step(eliminations));
    if (found) return found;
  }
  return null;
}

function hiddenRectangle(store: CandidateStore, visit: EliminationsVisit): EliminationsAt | null {
  if (floor.length === 0 || floor.length > 2) return null;
  if (floor.length === 2 && sameLine(store.geometry, floor[0], floor[1])) return null;
  for (let f = 0; f < floor.length; f++) {
    const k = 3 - corners.indexOf(floor[f]);
    const opposite = corners[k];
    for (let second = 0; second < 2; second++) {
      const value = second === 0 ? x : y;
      const other = second === 0 ? y : x;
      if (!cornerHas(k, other) || columnOf(store, k) < 0 || placeOutsideLines(store, k, value)) continue;
      const found = offer(visit, step([store.candidateCode(opposite, other)]));
      if (found) return found;
    }
  }
  return null;
}

/** Whether the cells all lie on one row or one column of the bounding rectangle. */
function onOneLine(geometry: Geometry, cells: readonly number[]): boolean {
  return (
    cells.every((cell) => geometry.cellRow[cell] === geometry.cellRow[cells[0]]) ||
    cells.every((cell) => geometry.cellCol[cell] === geometry.cellCol[cells[0]])
  );
}

/**
 * Type 3 in one unit the two roof cells share: sets of its other cells (none holding a value of
 * the pair) that, with the roof's extras, hold one value more than their count, in the order of
 * the unit's cells (each set before those that extend it).
 */
function typeThreeIn(
  store: CandidateStore,
  unit: number,
  extrasLo: number,
  extrasHi: number,
  visit: EliminationsVisit,
): EliminationsAt | null {
  const geometry = store.geometry;
  const { unitCells, size, cellUnits, cellUnitStart } = geometry;
  const kinds = store.unitKindCodes;
  const open: number[] = [];
  for (let i = 0; i < size; i++) {
    const cell = unitCells[unit * size + i];
    if (store.count(cell) === 0 || corners.includes(cell)) continue;
    if ((store.word(cell, 0) & pairLo) === 0 && (hi(store, cell) & pairHi) === 0) open.push(cell);
  }
  const chosen: number[] = [];
  const isLine = kinds[unit] === ROW || kinds[unit] === COLUMN;
  const search = (from: number, lo: number, high: number): EliminationsAt | null => {
    for (let k = from; k < open.length; k++) {
      chosen.push(open[k]);
      const withLo = lo | store.word(open[k], 0);
      const withHi = high | hi(store, open[k]);
      const cells = [...roof, ...chosen];
      // A set on one line within a box is the line's (its box's cells join that step).
      if ((isLine || !onOneLine(geometry, cells)) && popcountPair(withLo, withHi) === chosen.length + 1) {
        const eliminations = setEliminations(store, unit, cells, withLo, withHi, []);
        if (isLine) {
          for (let u = cellUnitStart[cells[0]]; u < cellUnitStart[cells[0] + 1]; u++) {
            const other = cellUnits[u];
            if (
              kinds[other] !== ROW &&
              kinds[other] !== COLUMN &&
              cells.every((cell) => unitHasCell(geometry, other, cell))
            )
              setEliminations(store, other, cells, withLo, withHi, eliminations);
          }
        }
        if (eliminations.length > 0) {
          const found = offer(visit, step(eliminations, unit));
          if (found) return found;
        }
      }
      const found = search(k + 1, withLo, withHi);
      chosen.pop();
      if (found) return found;
    }
    return null;
  };
  return search(0, extrasLo, extrasHi);
}

/** The set's values removed from the unit's other empty cells (added to `into`, without repeats). */
function setEliminations(
  store: CandidateStore,
  unit: number,
  cells: readonly number[],
  lo: number,
  high: number,
  into: number[],
): number[] {
  const { unitCells, size } = store.geometry;
  for (let i = 0; i < size; i++) {
    const cell = unitCells[unit * size + i];
    if (cells.includes(cell)) continue;
    for (const code of codesOf(store, cell, store.word(cell, 0) & lo, hi(store, cell) & high, []))
      if (!into.includes(code)) into.push(code);
  }
  return into;
}

function typeThree(store: CandidateStore, visit: EliminationsVisit): EliminationsAt | null {
  if (floor.length !== 2) return null;
  const { cellUnits, cellUnitStart } = store.geometry;
  for (let k = cellUnitStart[roof[0]]; k < cellUnitStart[roof[0] + 1]; k++) {
    const unit = cellUnits[k];
    if (!unitHasCell(store.geometry, unit, roof[1])) continue;
    const found = typeThreeIn(store, unit, extraLo, extraHi, visit);
    if (found) return found;
  }
  return null;
}

const TYPES: Record<RectangleLetter, (store: CandidateStore, visit: EliminationsVisit) => EliminationsAt | null> = {
  UR1: typeOne,
  UR2: (store, visit) => typeTwoOrFive(store, true, visit),
  UR3: typeThree,
  UR4: typeFour,
  UR5: (store, visit) => typeTwoOrFive(store, false, visit),
  UR6: typeSix,
  HR: hiddenRectangle,
};

/** The floor sizes each type reads, as bits (1 << size; the type's own check decides). */
const FLOORS: Record<RectangleLetter, number> = {
  UR1: 1 << 3,
  UR2: (1 << 1) | (1 << 2),
  UR3: 1 << 2,
  UR4: 1 << 2,
  UR5: (1 << 1) | (1 << 2),
  UR6: 1 << 2,
  HR: (1 << 1) | (1 << 2),
};

const RECTANGLE_LETTERS = Object.keys(TYPES) as RectangleLetter[];
/** The pass's tables, by the types' order in RECTANGLE_LETTERS: each type and its floors. */
const PASS_TYPES = RECTANGLE_LETTERS.map((letter) => TYPES[letter]);
const PASS_FLOORS = RECTANGLE_LETTERS.map((letter) => FLOORS[letter]);
/** Each type's first step among the rectangles collected, found in one pass over them. */
const firstOfType: (EliminationsAt | null)[] = RECTANGLE_LETTERS.map(() => null);

/**
 * The first rectangle step of one type, or null. The analysis asks the types one after another in
 * the same position, and mostly none applies: one pass reads each rectangle once and asks every
 * type still without a step.
 */
export function rectangleAt(store: CandidateStore, letter: RectangleLetter): EliminationsAt | null {
  collectIfMoved(store);
  if (!firstsRead) {
    firstOfType.fill(null);
    // Bits of the types still without a step.
    let open = (1 << PASS_TYPES.length) - 1;
    for (let n = 0; n < rectangleCount && open !== 0; n++) {
      const floorBit = 1 << rectangleFloors[n];
      let read = false;
      for (let t = 0; t < PASS_TYPES.length; t++) {
        if ((open & (1 << t)) === 0 || (PASS_FLOORS[t] & floorBit) === 0) continue;
        if (!read) lookAt(store, n);
        read = true;
        const found = PASS_TYPES[t](store, STOP_AT_FIRST);
        if (found) {
          firstOfType[t] = found;
          open &= ~(1 << t);
        }
      }
    }
    firstsRead = true;
  }
  return firstOfType[RECTANGLE_LETTERS.indexOf(letter)] ?? null;
}

/** Every rectangle step of one type in scan order, until `visit` returns true (then that step). */
export function forEachRectangle(
  store: CandidateStore,
  letter: RectangleLetter,
  visit: EliminationsVisit,
): EliminationsAt | null {
  collectIfMoved(store);
  const type = TYPES[letter];
  const floors = FLOORS[letter];
  for (let n = 0; n < rectangleCount; n++) {
    if ((floors & (1 << rectangleFloors[n])) === 0) continue;
    lookAt(store, n);
    const found = type(store, visit);
    if (found) return found;
  }
  return null;
}
