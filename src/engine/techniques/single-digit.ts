/**
 * Single-digit patterns (full set), all built from strong links: a unit where a digit has only two
 * places, so one of them holds it. Two strong links whose ends x and y see each other (a weak
 * link) make the chain u = x - y = v: u or v holds the digit, so it goes from every cell that sees
 * both. By shape (HoDoKu's names): Skyscraper (SKY) — two parallel row (or column) links whose
 * near ends share a column (row); 2-String Kite (KITE) — a row link and a column link whose near
 * ends share a box; Turbot fish (TF) — any other such chain (a box link at either end).
 *
 * Written once over the candidate store for every kind (strong links in any unit, the shape read
 * from the units' kinds); the empty rectangle (ER) is empty-rectangles.ts, whose 9×9 entry is here.
 *
 * Scan order: digits ascending; links by unit (rows, columns, boxes), pairs ascending.
 */

import type { Board } from '../board/board';
import { popcount32 } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import { SIDE } from '../board/layout';
import type { Geometry } from '../geometry/geometry';
import { BOX, COLUMN, ROW } from '../geometry/unit-kinds';
import type { EliminationsAt } from './intersections';
import { eliminationDeduction } from './patterns';
import { valueRemovalsSeeingAll, peerTable, seesIn } from './peer-sets';
import { UNIT_STRIDE, linePlaces, unitPlaces } from './position-tables';
import type { ChainLink, Deduction, Technique } from './technique';
import { UnchangedValues } from './unchanged-values';
import { emptyRectangleAt, forEachEmptyRectangle, type EmptyRectangleAt } from './empty-rectangles';
import type { LinePlaceTable } from './line-place-table';
import { buildUnitPlaces, lowestPosition, type UnitPlaceTable } from './unit-place-table';

export type ChainShape = 'skyscraper' | 'kite' | 'turbot';

/** The strong links of one value: their two cells and unit. */
let linkFirst = new Int32Array(0);
let linkSecond = new Int32Array(0);
let linkUnit = new Int32Array(0);
const ends = new Int32Array(2);
const pattern = new Int32Array(4);

/** The value's strong links in unit order, each with its cells ascending, from the table of places by unit. */
function collectStrongLinks(store: CandidateStore, places: UnitPlaceTable, value: number): number {
  const { size, unitCells, units } = store.geometry;
  const unitCount = units.length;
  if (linkFirst.length < unitCount) {
    linkFirst = new Int32Array(unitCount);
    linkSecond = new Int32Array(unitCount);
    linkUnit = new Int32Array(unitCount);
  }
  const row = (value - 1) * places.stride;
  let count = 0;
  for (let unit = 0; unit < unitCount; unit++) {
    const lo = places.lo[row + unit];
    const hi = places.hi === null ? 0 : places.hi[row + unit];
    if (popcount32(lo) + popcount32(hi) !== 2) continue;
    const firstAt = lowestPosition(lo, hi);
    const secondAt = lo !== 0 && (lo & (lo - 1)) !== 0 ? lowestPosition(lo & (lo - 1), 0) : highestPosition(lo, hi);
    const first = unitCells[unit * size + firstAt];
    const second = unitCells[unit * size + secondAt];
    linkFirst[count] = Math.min(first, second);
    linkSecond[count] = Math.max(first, second);
    linkUnit[count] = unit;
    count++;
  }
  return count;
}

function highestPosition(lo: number, hi: number): number {
  return hi !== 0 ? 63 - Math.clz32(hi) : 31 - Math.clz32(lo);
}

/** Whether cells a and b share a unit of the kind (a column, for a skyscraper's rows). */
function shareUnitOfKind(store: CandidateStore, a: number, b: number, kind: number): boolean {
  const { cellUnits, cellUnitStart, size, unitCells } = store.geometry;
  const kinds = store.unitKindCodes;
  for (let k = cellUnitStart[a]; k < cellUnitStart[a + 1]; k++) {
    const unit = cellUnits[k];
    if (kinds[unit] !== kind) continue;
    for (let i = 0; i < size; i++) if (unitCells[unit * size + i] === b) return true;
  }
  return false;
}

function shapeOf(store: CandidateStore, firstUnit: number, secondUnit: number, x: number, y: number): ChainShape {
  const kinds = store.unitKindCodes;
  const firstKind = kinds[firstUnit];
  const secondKind = kinds[secondUnit];
  if (firstKind === ROW && secondKind === ROW && shareUnitOfKind(store, x, y, COLUMN)) return 'skyscraper';
  if (firstKind === COLUMN && secondKind === COLUMN && shareUnitOfKind(store, x, y, ROW)) return 'skyscraper';
  const crossing = (firstKind === ROW && secondKind === COLUMN) || (firstKind === COLUMN && secondKind === ROW);
  if (crossing && shareUnitOfKind(store, x, y, BOX)) return 'kite';
  return 'turbot';
}

const CODES: Record<ChainShape, 'SKY' | 'KITE' | 'TF'> = { skyscraper: 'SKY', kite: 'KITE', turbot: 'TF' };
const SHAPES: readonly ChainShape[] = ['skyscraper', 'kite', 'turbot'];

/** A two-link chain found: what goes, the first link's unit, and its cells u, x, y, v. */
export interface TwoLinkChain extends EliminationsAt {
  shape: ChainShape;
}

/**
 * The first chain of each shape per value, found in one pass for the three searches: they run one
 * after the other on the same position, so the second and third read what the first found. A
 * value's firsts hold while its places are those they were found on (`firstsFoundOn`).
 */
const firstOfShape: Record<ChainShape, (TwoLinkChain | null)[]> = { skyscraper: [], kite: [], turbot: [] };
const firstsFoundOn = new UnchangedValues();
/** The geometry firstOfShape was found on: another starts it over. */
let firstsGeometry: Geometry | null = null;

/** The first two-link chain of the shape that removes something, on every kind. */
export function twoLinkChainAt(
  store: CandidateStore,
  shape: ChainShape,
  places: UnitPlaceTable = buildUnitPlaces(store),
): TwoLinkChain | null {
  const geometry = store.geometry;
  if (firstsGeometry !== geometry) {
    firstsGeometry = geometry;
    for (const each of SHAPES) firstOfShape[each].length = 0;
  }
  firstsFoundOn.read(geometry, places.lo, places.hi ?? places.lo, places.stride, geometry.units.length);
  for (let value = 1; value <= geometry.size; value++) {
    if (!firstsFoundOn.unchanged(value)) {
      findFirstOfEachShape(store, places, value);
      firstsFoundOn.remember(value);
    }
    const found = firstOfShape[shape][value - 1];
    if (found) return found;
  }
  return null;
}

function findFirstOfEachShape(store: CandidateStore, places: UnitPlaceTable, value: number): void {
  for (const shape of SHAPES) firstOfShape[shape][value - 1] = null;
  let missing = SHAPES.length;
  scanTwoLinkChains(
    store,
    places,
    value,
    (shape) => firstOfShape[shape][value - 1] === null,
    (found) => {
      firstOfShape[found.shape][value - 1] = found;
      return --missing === 0;
    },
  );
}

/** Every chain of the shape on every value, in the scan order of the first one's search, until `visit` returns true. */
export function forEachTwoLinkChain(
  store: CandidateStore,
  wanted: ChainShape,
  visit: (found: TwoLinkChain) => boolean,
  places: UnitPlaceTable = buildUnitPlaces(store),
): void {
  for (let value = 1; value <= store.geometry.size; value++)
    if (scanTwoLinkChains(store, places, value, (shape) => shape === wanted, visit)) return;
}

/**
 * The value's two-link chains of the shapes `wanted` answers true for (asked again after each
 * visit), each shown to `visit` until it returns true; returns whether it did.
 */
function scanTwoLinkChains(
  store: CandidateStore,
  places: UnitPlaceTable,
  value: number,
  wanted: (shape: ChainShape) => boolean,
  visit: (found: TwoLinkChain) => boolean,
): boolean {
  const count = collectStrongLinks(store, places, value);
  if (count < 2) return false;
  const peers = peerTable(store.geometry);
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      for (let orientation = 0; orientation < 4; orientation++) {
        const x = orientation & 1 ? linkSecond[i] : linkFirst[i];
        const u = orientation & 1 ? linkFirst[i] : linkSecond[i];
        const y = orientation & 2 ? linkSecond[j] : linkFirst[j];
        const v = orientation & 2 ? linkFirst[j] : linkSecond[j];
        // Links sharing a cell make no chain.
        if (x === y || u === v || x === v || u === y || !seesIn(peers, x, y)) continue;
        const shape = shapeOf(store, linkUnit[i], linkUnit[j], x, y);
        if (!wanted(shape)) continue;
        ends[0] = u;
        ends[1] = v;
        pattern[0] = u;
        pattern[1] = x;
        pattern[2] = y;
        pattern[3] = v;
        const eliminations = valueRemovalsSeeingAll(store, value, ends, 2, pattern, 4, null);
        if (!eliminations) continue;
        if (visit({ eliminations, unit: linkUnit[i], patternCells: [u, x, y, v], shape })) return true;
      }
    }
  }
  return false;
}

/** The 9×9 deduction of a chain: its code, and the links of u = x - y = v on one digit (strong, weak, strong). */
function chainDeduction(found: TwoLinkChain, value: number): Deduction {
  const deduction = eliminationDeduction(CODES[found.shape], found.eliminations, found.unit, found.patternCells);
  const cells = found.patternCells;
  const links: ChainLink[] = [];
  for (let k = 0; k + 1 < cells.length; k++)
    links.push({ from: cells[k] * 9 + value - 1, to: cells[k + 1] * 9 + value - 1, strong: k % 2 === 0 });
  deduction.links = links;
  return deduction;
}

/** The 9×9 board's table of places by unit, shared between its searches. */
function boardPlaces(board: Board): UnitPlaceTable {
  return { lo: unitPlaces(board), hi: null, stride: UNIT_STRIDE };
}

/** The 9×9 board's places by line, shared between its searches. */
function boardLinePlaces(board: Board): LinePlaceTable {
  const { rows, columns } = linePlaces(board);
  return { rowsLo: rows, rowsHi: null, columnsLo: columns, columnsHi: null, stride: SIDE };
}

function emptyRectangleDeduction(found: EmptyRectangleAt): Deduction {
  const deduction = eliminationDeduction('ER', found.eliminations, found.unit, found.patternCells);
  const digitIndex = found.eliminations[0] % 9;
  deduction.links = [{ from: found.link[0] * 9 + digitIndex, to: found.link[1] * 9 + digitIndex, strong: true }];
  return deduction;
}

/** The digit of a 9×9 elimination code (cell · 9 + digit − 1). */
const digitOfCode = (code: number): number => (code % 9) + 1;

function twoLinkTechnique(letter: 'SKY' | 'KITE' | 'TF', shape: ChainShape): Technique {
  return {
    letter,
    find: (board) => {
      const found = twoLinkChainAt(board, shape, boardPlaces(board));
      return found && chainDeduction(found, digitOfCode(found.eliminations[0]));
    },
    forEach: (board, visit) =>
      forEachTwoLinkChain(
        board,
        shape,
        (found) => visit(chainDeduction(found, digitOfCode(found.eliminations[0]))),
        boardPlaces(board),
      ),
  };
}

export const SKYSCRAPER = twoLinkTechnique('SKY', 'skyscraper');
export const TWO_STRING_KITE = twoLinkTechnique('KITE', 'kite');
export const TURBOT_FISH = twoLinkTechnique('TF', 'turbot');
export const EMPTY_RECTANGLE: Technique = {
  letter: 'ER',
  find: (board) => {
    const found = emptyRectangleAt(board, boardLinePlaces(board));
    return found && emptyRectangleDeduction(found);
  },
  forEach: (board, visit) =>
    forEachEmptyRectangle(board, (found) => visit(emptyRectangleDeduction(found)), boardLinePlaces(board)),
};
