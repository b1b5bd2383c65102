/**
 * Single-digit patterns (full set), all built from strong links: a unit where a digit has only two
 * places, so one of them holds it. Two strong links whose ends x and y see each other (a weak
 * link) make the chain u = x - y = v: u or v holds the digit, so it goes from every cell that sees
 * both. By shape (HoDoKu's names): Skyscraper (SKY) — two parallel row (or column) links whose
 * near ends share a column (row); 2-String Kite (KITE) — a row link and a column link whose near
 * ends share a box; Turbot fish (TF) — any other such chain (a box link at either end).
 *
 * Empty rectangle (ER): in a box the digit's places lie on one row R and one column C of the box
 * (on both, not on one alone). A strong link in a column X outside the box with one end on row R
 * and the other on row r outside the box removes the digit from (r, C): either that end holds it,
 * or row R of the box does not, so column C of the box does. Likewise with rows and columns swapped.
 *
 * Scan order: digits ascending; links by unit (rows, columns, boxes), pairs ascending.
 */

import type { Board } from '../board/board';
import { BIT_COUNT, popcount32 } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import { SIDE, colOf, rowOf } from '../board/layout';
import type { Geometry } from '../geometry/geometry';
import { BOX, COLUMN, ROW } from '../geometry/unit-kinds';
import type { EliminationsAt } from './intersections';
import { eliminationDeduction } from './patterns';
import { valueRemovalsSeeingAll, peerTable, seesIn } from './peer-sets';
import { UNIT_STRIDE, linePlaces, unitPlaces } from './position-tables';
import { offer, STOP_AT_FIRST, type ChainLink, type Deduction, type Technique, type Visit } from './technique';
import { UnchangedDigits } from './unchanged-digits';
import { UnchangedValues } from './unchanged-values';
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

const unchangedForEmptyRectangle = new UnchangedDigits();

function findEmptyRectangle(board: Board): Deduction | null {
  return unchangedForEmptyRectangle.firstDeduction(board, (digitIndex) =>
    findEmptyRectangleOfDigit(board, digitIndex, STOP_AT_FIRST),
  );
}

function forEachEmptyRectangle(board: Board, visit: Visit): void {
  for (let digitIndex = 0; digitIndex < SIDE; digitIndex++)
    if (findEmptyRectangleOfDigit(board, digitIndex, visit)) return;
}

/** The digit's places by line: columnsInRow[r] = its columns in row r, rowsInColumn[c] likewise (filled per digit). */
const columnsInRow = new Uint16Array(SIDE);
const rowsInColumn = new Uint16Array(SIDE);

function findEmptyRectangleOfDigit(board: Board, digitIndex: number, visit: Visit): Deduction | null {
  const { rows, columns } = linePlaces(board);
  for (let line = 0; line < SIDE; line++) {
    columnsInRow[line] = rows[digitIndex * SIDE + line];
    rowsInColumn[line] = columns[digitIndex * SIDE + line];
  }
  const blocks = boxBlocksOf(board.layout);
  for (let b = 0; b < blocks.boxes.length; b++) {
    const box = blocks.boxes[b];
    const rows = blocks.rows[b];
    const cols = blocks.cols[b];
    // A box of three rows by three columns (the only kind with an empty rectangle) is exactly their crossing.
    for (let rowMask = rows; rowMask !== 0; rowMask &= rowMask - 1) {
      const row = 31 - Math.clz32(rowMask & -rowMask);
      // The places off this row must all lie on one column, and the places off that column on this row.
      let colsOffRow = 0;
      for (let other = rows & ~(1 << row); other !== 0; other &= other - 1)
        colsOffRow |= columnsInRow[31 - Math.clz32(other & -other)] & cols;
      if (BIT_COUNT[colsOffRow] !== 1) continue;
      const col = 31 - Math.clz32(colsOffRow);
      let rowsOffCol = 0;
      for (let other = rows; other !== 0; other &= other - 1) {
        const r = 31 - Math.clz32(other & -other);
        if (columnsInRow[r] & cols & ~colsOffRow) rowsOffCol |= 1 << r;
      }
      if (rowsOffCol !== 1 << row) continue;
      const found =
        emptyRectangleLink(board, digitIndex, box, row, col, rows, cols, true, visit) ??
        emptyRectangleLink(board, digitIndex, box, row, col, rows, cols, false, visit);
      if (found) return found;
    }
  }
  return null;
}

/** The layout's boxes of three rows by three columns, with those rows and columns as masks. */
interface BoxBlocks {
  boxes: number[];
  rows: number[];
  cols: number[];
}

const boxBlockTables = new WeakMap<Board['layout'], BoxBlocks>();
function boxBlocksOf(layout: Board['layout']): BoxBlocks {
  let blocks = boxBlockTables.get(layout);
  if (blocks) return blocks;
  blocks = { boxes: [], rows: [], cols: [] };
  for (let box = 0; box < layout.unitCount; box++) {
    if (layout.unitKinds[box] !== 'box') continue;
    let rows = 0;
    let cols = 0;
    for (let i = 0; i < SIDE; i++) {
      const cell = layout.unitCells[box * SIDE + i];
      rows |= 1 << rowOf(cell);
      cols |= 1 << colOf(cell);
    }
    if (BIT_COUNT[rows] !== 3 || BIT_COUNT[cols] !== 3) continue;
    blocks.boxes.push(box);
    blocks.rows.push(rows);
    blocks.cols.push(cols);
  }
  boxBlockTables.set(layout, blocks);
  return blocks;
}

/**
 * A strong link in a column outside the box (`throughColumn`) with one end on the cross's row,
 * or in a row outside the box with one end on its column; the deduction it makes, if any.
 */
function emptyRectangleLink(
  board: Board,
  digitIndex: number,
  box: number,
  row: number,
  col: number,
  rows: number,
  cols: number,
  throughColumn: boolean,
  visit: Visit,
): Deduction | null {
  const candidates = board.candidates;
  const bit = 1 << digitIndex;
  const outsideBox = throughColumn ? cols : rows;
  const nearCross = throughColumn ? row : col;
  for (let line = 0; line < SIDE; line++) {
    if (outsideBox & (1 << line)) continue;
    // The line's places: exactly two, one meeting the cross's row (or column).
    const places = throughColumn ? rowsInColumn[line] : columnsInRow[line];
    if (BIT_COUNT[places] !== 2 || (places & (1 << nearCross)) === 0) continue;
    const farCross = 31 - Math.clz32(places & ~(1 << nearCross));
    if ((throughColumn ? rows : cols) & (1 << farCross)) continue;
    const near = throughColumn ? row * SIDE + line : line * SIDE + col;
    const far = throughColumn ? farCross * SIDE + line : line * SIDE + farCross;
    const target = throughColumn ? farCross * SIDE + col : row * SIDE + farCross;
    if ((candidates[target] & bit) === 0) continue;
    const boxCells: number[] = [];
    for (let i = 0; i < SIDE; i++) {
      const cell = board.layout.unitCells[box * SIDE + i];
      if (candidates[cell] & bit) boxCells.push(cell);
    }
    const deduction = eliminationDeduction('ER', [target * 9 + digitIndex], box, [...boxCells, near, far]);
    deduction.links = [{ from: near * 9 + digitIndex, to: far * 9 + digitIndex, strong: true }];
    if (offer(visit, deduction)) return deduction;
  }
  return null;
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
export const EMPTY_RECTANGLE: Technique = { letter: 'ER', find: findEmptyRectangle, forEach: forEachEmptyRectangle };
