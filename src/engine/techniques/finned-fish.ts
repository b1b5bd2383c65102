/**
 * Finned and sashimi fish (full set): FX (X-Wing, two base lines), FS (Swordfish, three), FJ
 * (Jellyfish, four), written once over the candidate store for every single grid whose boxes tile
 * it in bands and stacks (every N×N, diagonal and windoku; not a jigsaw or a combined puzzle). The
 * value's places in the base lines lie in as many cover lines except for some fins, all in one
 * box. Either a fin holds the value, or the fish is a plain one; in both cases the cells of the
 * cover lines inside the fins' box (outside the base lines) cannot hold it. Sashimi: a base line
 * has only one place in the cover lines (it would be a single without its fin); the same logic
 * holds, so both carry one code and the step's `fins` shows the fins.
 *
 * Scan order: values ascending; rows as base lines before columns; base lines as ascending
 * combinations; fin boxes by band and then stack; cover choices descending (as subsets of the
 * stack's cross lines).
 */

import type { Board } from '../board/board';
import { popcount32 } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import { SIDE } from '../board/layout';
import type { Geometry } from '../geometry/geometry';
import type { EliminationsAt } from './intersections';
import { blocksOf, buildLinePlaces, gridLinesOf, type LinePlaceTable } from './line-place-table';
import { eliminationDeduction } from './patterns';
import { linePlaces } from './position-tables';
import { offer, type Deduction, type Technique, type Visit } from './technique';
import { UnchangedValues } from './unchanged-values';

export type FinnedSize = 2 | 3 | 4;

/** A finned fish found: what goes, the first base line's unit, body then fin cells; the fins; sashimi or not. */
export interface FinnedFishAt extends EliminationsAt {
  fins: number[];
  sashimi: boolean;
}

/** A grid whose boxes tile it: boxHeight rows by boxWidth columns each, in bands and stacks. */
interface Tiling {
  size: number;
  rowUnits: number[];
  columnUnits: number[];
  boxHeight: number;
  boxWidth: number;
}

const tilings = new WeakMap<Geometry, Tiling | null>();

function tilingOf(geometry: Geometry): Tiling | null {
  let tiling = tilings.get(geometry);
  if (tiling !== undefined) return tiling;
  tiling = null;
  const blocks = blocksOf(geometry);
  const { size } = geometry;
  if (blocks && blocks.boxes.length === size) {
    const boxHeight = blocks.rows[0].length;
    const boxWidth = blocks.columns[0].length;
    // Each box: its rows and columns consecutive, starting on a multiple of the box's height and width.
    const tiles = blocks.boxes.every(
      (_, b) =>
        blocks.rows[b].length === boxHeight &&
        blocks.columns[b].length === boxWidth &&
        blocks.rows[b].every((row, k) => row === blocks.rows[b][0] + k) &&
        blocks.columns[b].every((column, k) => column === blocks.columns[b][0] + k) &&
        blocks.rows[b][0] % boxHeight === 0 &&
        blocks.columns[b][0] % boxWidth === 0,
    );
    if (tiles)
      tiling = {
        size,
        rowUnits: blocks.rowUnits,
        columnUnits: Array.from(gridLinesOf(geometry).columns),
        boxHeight,
        boxWidth,
      };
  }
  tilings.set(geometry, tiling);
  return tiling;
}

/** The lines and crosses of one orientation: rows as base lines (crosses are columns), or the other way. */
interface Orientation {
  lo: ArrayLike<number>;
  hi: ArrayLike<number> | null;
  /** Lines per band (fins' box height along the base lines), crosses per stack. */
  band: number;
  stack: number;
  rowBase: boolean;
  /** Each stack's cross positions as a mask pair, stacks in order. */
  stackLo: number[];
  stackHi: number[];
}

/** The two orientations of a tiling, made once; their tables are pointed at each search's places. */
const orientations = new WeakMap<Tiling, [Orientation, Orientation]>();

function orientationsOf(tiling: Tiling, places: LinePlaceTable): [Orientation, Orientation] {
  let both = orientations.get(tiling);
  if (!both) {
    const make = (band: number, stack: number, rowBase: boolean): Orientation => {
      const stackLo: number[] = [];
      const stackHi: number[] = [];
      for (let first = 0; first < tiling.size; first += stack) {
        const [lo, hi] = rangeMask(first, stack);
        stackLo.push(lo);
        stackHi.push(hi);
      }
      return { lo: places.rowsLo, hi: null, band, stack, rowBase, stackLo, stackHi };
    };
    both = [make(tiling.boxHeight, tiling.boxWidth, true), make(tiling.boxWidth, tiling.boxHeight, false)];
    orientations.set(tiling, both);
  }
  both[0].lo = places.rowsLo;
  both[0].hi = places.rowsHi;
  both[1].lo = places.columnsLo;
  both[1].hi = places.columnsHi;
  return both;
}

const baseLines = new Int32Array(4);
/** The value's places in each base-line candidate under study, as a mask pair. */
const lineLo = new Int32Array(64);
const lineHi = new Int32Array(64);

/** fitsCoverAndStack for lines of at most 16 crosses: by stack width and size, 1 at `positions` when they fit. */
const fitsTables = new Map<number, Uint8Array>();

/**
 * 1 when the cross positions, but for those of one stack, are at most `size`: the cover lines and
 * the fins' stack must hold every place of the base lines, so base lines whose places do not fit
 * (nor will with more lines) are passed over.
 */
function fitsTable(size: number, crosses: number, stack: number): Uint8Array {
  const key = (crosses * 32 + stack) * 8 + size;
  let table = fitsTables.get(key);
  if (!table) {
    table = new Uint8Array(1 << crosses);
    for (let positions = 0; positions < 1 << crosses; positions++)
      table[positions] = fitsSlow(positions, 0, size, crosses, stack) ? 1 : 0;
    fitsTables.set(key, table);
  }
  return table;
}

function fitsSlow(lo: number, hi: number, size: number, crosses: number, stack: number): boolean {
  for (let first = 0; first < crosses; first += stack) {
    const [stackLo, stackHi] = rangeMask(first, stack);
    if (popcount32(lo & ~stackLo) + popcount32(hi & ~stackHi) <= size) return true;
  }
  return false;
}

/** The positions first … first + count − 1 as a mask pair. */
function rangeMask(first: number, count: number): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let at = first; at < first + count; at++) {
    if (at < 32) lo |= 1 << at;
    else hi |= 1 << (at - 32);
  }
  return [lo, hi];
}

/** One record per search: FX, FS, FJ. */
const unchangedBySize: Record<FinnedSize, UnchangedValues> = {
  2: new UnchangedValues(),
  3: new UnchangedValues(),
  4: new UnchangedValues(),
};

/** The first finned fish of `size` base lines that removes something, or null. */
export function finnedFishAt(
  store: CandidateStore,
  size: FinnedSize,
  places: LinePlaceTable = buildLinePlaces(store),
): FinnedFishAt | null {
  const geometry = store.geometry;
  const tiling = tilingOf(geometry);
  if (!tiling) return null;
  const record = unchangedBySize[size];
  record.read(geometry, places.rowsLo, places.rowsHi ?? places.rowsLo, places.stride, geometry.size);
  for (let value = 1; value <= geometry.size; value++) {
    if (record.unchanged(value)) continue;
    const found = finnedFishOfValue(store, tiling, places, size, value, null);
    if (found) return found;
    record.foundNothing(value);
  }
  return null;
}

/** Every finned fish of `size` in scan order, until `visit` returns true. */
export function forEachFinnedFish(
  store: CandidateStore,
  size: FinnedSize,
  visit: (found: FinnedFishAt) => boolean,
  places: LinePlaceTable = buildLinePlaces(store),
): void {
  const tiling = tilingOf(store.geometry);
  if (!tiling) return;
  for (let value = 1; value <= store.geometry.size; value++)
    if (finnedFishOfValue(store, tiling, places, size, value, visit)) return;
}

/** Row bases before column bases, as findOnBase scans each. */
function finnedFishOfValue(
  store: CandidateStore,
  tiling: Tiling,
  places: LinePlaceTable,
  size: FinnedSize,
  value: number,
  visit: ((found: FinnedFishAt) => boolean) | null,
): FinnedFishAt | null {
  const [rows, columns] = orientationsOf(tiling, places);
  return (
    findOnBase(store, tiling, places.stride, rows, size, value, visit) ??
    findOnBase(store, tiling, places.stride, columns, size, value, visit)
  );
}

function findOnBase(
  store: CandidateStore,
  tiling: Tiling,
  stride: number,
  lines: Orientation,
  size: FinnedSize,
  value: number,
  visit: ((found: FinnedFishAt) => boolean) | null,
): FinnedFishAt | null {
  const offset = (value - 1) * stride;
  const n = tiling.size;
  const lo = lineLo;
  const hi = lineHi;
  for (let line = 0; line < n; line++) {
    lo[line] = lines.lo[offset + line];
    hi[line] = lines.hi === null ? 0 : lines.hi[offset + line];
  }
  const table = n <= 16 ? fitsTable(size, n, lines.stack) : null;
  const stack = lines.stack;
  for (let a = 0; a < n; a++) {
    if ((lo[a] | hi[a]) === 0) continue;
    if (table !== null ? table[lo[a]] === 0 : !fitsSlow(lo[a], hi[a], size, n, stack)) continue;
    for (let b = a + 1; b < n; b++) {
      if ((lo[b] | hi[b]) === 0) continue;
      const twoLo = lo[a] | lo[b];
      const twoHi = hi[a] | hi[b];
      if (table !== null ? table[twoLo] === 0 : !fitsSlow(twoLo, twoHi, size, n, stack)) continue;
      baseLines[0] = a;
      baseLines[1] = b;
      if (size === 2) {
        const found = finnedDeduction(store, tiling, lines, offset, size, value, visit);
        if (found) return found;
        continue;
      }
      for (let c = b + 1; c < n; c++) {
        if ((lo[c] | hi[c]) === 0) continue;
        const threeLo = twoLo | lo[c];
        const threeHi = twoHi | hi[c];
        if (table !== null ? table[threeLo] === 0 : !fitsSlow(threeLo, threeHi, size, n, stack)) continue;
        baseLines[2] = c;
        if (size === 3) {
          const found = finnedDeduction(store, tiling, lines, offset, size, value, visit);
          if (found) return found;
          continue;
        }
        for (let d = c + 1; d < n; d++) {
          if ((lo[d] | hi[d]) === 0) continue;
          const fourLo = threeLo | lo[d];
          const fourHi = threeHi | hi[d];
          if (table !== null ? table[fourLo] === 0 : !fitsSlow(fourLo, fourHi, size, n, stack)) continue;
          baseLines[3] = d;
          const found = finnedDeduction(store, tiling, lines, offset, size, value, visit);
          if (found) return found;
        }
      }
    }
  }
  return null;
}

/** For the base lines in `baseLines`: the first fin box and cover choice that removes something. */
function finnedDeduction(
  store: CandidateStore,
  tiling: Tiling,
  lines: Orientation,
  offset: number,
  size: FinnedSize,
  value: number,
  visit: ((found: FinnedFishAt) => boolean) | null,
): FinnedFishAt | null {
  const los = lines.lo;
  const his = lines.hi;
  let unionLo = 0;
  let unionHi = 0;
  let baseLo = 0;
  let baseHi = 0;
  for (let k = 0; k < size; k++) {
    const line = baseLines[k];
    unionLo |= los[offset + line];
    if (his !== null) unionHi |= his[offset + line];
    if (line < 32) baseLo |= 1 << line;
    else baseHi |= 1 << (line - 32);
  }
  // With no more cross positions than lines it is a plain fish (P, U, JF) or nothing.
  if (popcount32(unionLo) + popcount32(unionHi) <= size) return null;
  const n = tiling.size;
  const bandSize = lines.band;
  for (let first = 0, band = 0; first < n; first += bandSize, band++) {
    let baseInBand = false;
    // Base lines outside the fins' band have no fins: together they fit in `size` cover lines.
    let outsideLo = 0;
    let outsideHi = 0;
    for (let k = 0; k < size; k++) {
      const line = baseLines[k];
      if (line >= first && line < first + bandSize) baseInBand = true;
      else {
        outsideLo |= los[offset + line];
        if (his !== null) outsideHi |= his[offset + line];
      }
    }
    if (!baseInBand || popcount32(outsideLo) + popcount32(outsideHi) > size) continue;
    // Only the band's other lines lose the value, inside the cover lines: where they have no place, no choice removes anything.
    let targetsLo = 0;
    let targetsHi = 0;
    for (let line = first; line < first + bandSize; line++) {
      if (line < 32 ? baseLo & (1 << line) : baseHi & (1 << (line - 32))) continue;
      targetsLo |= los[offset + line];
      if (his !== null) targetsHi |= his[offset + line];
    }
    targetsLo &= unionLo;
    targetsHi &= unionHi;
    if ((targetsLo | targetsHi) === 0) continue;
    for (let stack = 0, stackFirst = 0; stackFirst < n; stack++, stackFirst += lines.stack) {
      const stackLo = lines.stackLo[stack];
      const stackHi = lines.stackHi[stack];
      if (((targetsLo & stackLo) | (targetsHi & stackHi)) === 0) continue;
      const outLo = unionLo & ~stackLo;
      const outHi = unionHi & ~stackHi;
      const extra = size - popcount32(outLo) - popcount32(outHi);
      if (extra < 0) continue;
      // The stack's cross positions in the union, as bits from the stack's first cross (a stack may straddle bit 32).
      const inside = stackBits(unionLo & stackLo, unionHi & stackHi, stackFirst);
      // Each choice of `extra` cover lines among the stack's cross positions.
      for (let choice = inside; ; choice = (choice - 1) & inside) {
        if (popcount32(choice) === extra) {
          const coverLo = outLo | (stackFirst < 32 ? (choice << stackFirst) & stackLo : 0);
          const coverHi = outHi | (stackFirst + lines.stack > 32 ? shiftHi(choice, stackFirst) & stackHi : 0);
          const found = coverDeduction(
            store,
            tiling,
            lines,
            offset,
            size,
            value,
            coverLo,
            coverHi,
            band,
            stackLo,
            stackHi,
          );
          if (found && (visit === null || visit(found))) return found;
        }
        if (choice === 0) break;
      }
    }
  }
  return null;
}

/** The positions of (lo, hi) from `first` on, as bits from 0 (at most 32 of them). */
function stackBits(lo: number, hi: number, first: number): number {
  if (first >= 32) return hi >>> (first - 32);
  return first === 0 ? lo : (lo >>> first) | (hi << (32 - first));
}

/** Bits from 0 placed at positions from `first` on, the part at 32 and above as a hi word. */
function shiftHi(bits: number, first: number): number {
  return first >= 32 ? bits << (first - 32) : bits >>> (32 - first);
}

function isBase(line: number, size: number): boolean {
  for (let k = 0; k < size; k++) if (baseLines[k] === line) return true;
  return false;
}

function coverDeduction(
  store: CandidateStore,
  tiling: Tiling,
  lines: Orientation,
  offset: number,
  size: FinnedSize,
  value: number,
  coverLo: number,
  coverHi: number,
  band: number,
  stackLo: number,
  stackHi: number,
): FinnedFishAt | null {
  const lo = (line: number) => lines.lo[offset + line];
  const hi = (line: number) => (lines.hi === null ? 0 : lines.hi[offset + line]);
  const bandOf = (line: number) => Math.floor(line / lines.band);
  let hasFin = false;
  for (let k = 0; k < size; k++) {
    const line = baseLines[k];
    // Every base line keeps a place in the cover lines; fins lie in the band's box only.
    if (((lo(line) & coverLo) | (hi(line) & coverHi)) === 0) return null;
    if (((lo(line) & ~coverLo) | (hi(line) & ~coverHi)) === 0) continue;
    if (bandOf(line) !== band) return null;
    hasFin = true;
  }
  if (!hasFin) return null;
  const { size: n, unitCells } = store.geometry;
  const cellAt = (line: number, cross: number) =>
    lines.rowBase ? unitCells[tiling.rowUnits[line] * n + cross] : unitCells[tiling.rowUnits[cross] * n + line];
  let eliminations: number[] | null = null;
  for (let line = band * lines.band; line < (band + 1) * lines.band; line++) {
    if (isBase(line, size)) continue;
    for (let cross = 0; cross < n; cross++) {
      const inCover = cross < 32 ? coverLo & stackLo & (1 << cross) : coverHi & stackHi & (1 << (cross - 32));
      const placed = cross < 32 ? lo(line) & (1 << cross) : hi(line) & (1 << (cross - 32));
      if (inCover && placed) (eliminations ??= []).push(store.candidateCode(cellAt(line, cross), value));
    }
  }
  if (!eliminations) return null;
  const body: number[] = [];
  const fins: number[] = [];
  // Sashimi, as HoDoKu names it: a base line with fins keeps one body cell at most, so without the fins no fish is left.
  let sashimi = false;
  for (let k = 0; k < size; k++) {
    const line = baseLines[k];
    let bodyCells = 0;
    let lineHasFin = false;
    for (let cross = 0; cross < n; cross++) {
      const placed = cross < 32 ? lo(line) & (1 << cross) : hi(line) & (1 << (cross - 32));
      if (!placed) continue;
      const covered = cross < 32 ? coverLo & (1 << cross) : coverHi & (1 << (cross - 32));
      if (covered) bodyCells++;
      else lineHasFin = true;
      (covered ? body : fins).push(cellAt(line, cross));
    }
    if (bodyCells <= 1 && lineHasFin) sashimi = true;
  }
  const unit = (lines.rowBase ? tiling.rowUnits : tiling.columnUnits)[baseLines[0]];
  return { eliminations, unit, patternCells: [...body, ...fins], fins, sashimi };
}

const FINNED_LETTERS = { 2: 'FX', 3: 'FS', 4: 'FJ' } as const;
/** HoDoKu's codes for the sashimi fish of each size. */
const SASHIMI_CODES = { 2: '0320', 3: '0321', 4: '0322' } as const;

/** The 9×9 board's places by line, shared between its searches. */
function boardLinePlaces(board: Board): LinePlaceTable {
  const { rows, columns } = linePlaces(board);
  return { rowsLo: rows, rowsHi: null, columnsLo: columns, columnsHi: null, stride: SIDE };
}

/** The 9×9 step of a finned fish. */
function finnedDeductionOf(size: FinnedSize, found: FinnedFishAt): Deduction {
  const deduction = eliminationDeduction(FINNED_LETTERS[size], found.eliminations, found.unit, found.patternCells);
  deduction.fins = found.fins;
  if (found.sashimi) deduction.hodoku = SASHIMI_CODES[size];
  return deduction;
}

function finnedTechnique(size: FinnedSize): Technique {
  return {
    letter: FINNED_LETTERS[size],
    find: (board) => {
      const found = finnedFishAt(board, size, boardLinePlaces(board));
      return found && finnedDeductionOf(size, found);
    },
    forEach: (board, visit: Visit) =>
      forEachFinnedFish(
        board,
        size,
        (found) => offer(visit, finnedDeductionOf(size, found)) !== null,
        boardLinePlaces(board),
      ),
  };
}

export const FINNED_X_WING = finnedTechnique(2);
export const FINNED_SWORDFISH = finnedTechnique(3);
export const FINNED_JELLYFISH = finnedTechnique(4);
