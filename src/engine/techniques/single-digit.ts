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
import { BIT_COUNT } from '../board/bits';
import { SIDE, colOf, rowOf } from '../board/layout';
import { eliminationDeduction } from './patterns';
import { valueRemovalsSeeingAll, peerBits, sees } from './peer-sets';
import { UNIT_STRIDE, digitCells, linePlaces, positionGeneration, unitPlaces } from './position-tables';
import { offer, STOP_AT_FIRST, type ChainLink, type Deduction, type Technique, type Visit } from './technique';
import { UnchangedDigits } from './unchanged-digits';

type ChainShape = 'skyscraper' | 'kite' | 'turbot';

/** The strong links of one digit: their two cells and unit. */
let linkFirst = new Int32Array(0);
let linkSecond = new Int32Array(0);
let linkUnit = new Int32Array(0);
const ends = new Int32Array(2);
const pattern = new Int32Array(4);

/** The digit's strong links in unit order, each with its cells ascending, from the position's places by unit. */
function collectStrongLinks(board: Board, digitIndex: number): number {
  const { unitCount, unitCells } = board.layout;
  if (linkFirst.length < unitCount) {
    linkFirst = new Int32Array(unitCount);
    linkSecond = new Int32Array(unitCount);
    linkUnit = new Int32Array(unitCount);
  }
  const places = unitPlaces(board);
  let count = 0;
  for (let unit = 0; unit < unitCount; unit++) {
    const positions = places[digitIndex * UNIT_STRIDE + unit];
    if (BIT_COUNT[positions] !== 2) continue;
    const first = unitCells[unit * SIDE + 31 - Math.clz32(positions & -positions)];
    const second = unitCells[unit * SIDE + 31 - Math.clz32(positions)];
    linkFirst[count] = Math.min(first, second);
    linkSecond[count] = Math.max(first, second);
    linkUnit[count] = unit;
    count++;
  }
  return count;
}

function shapeOf(board: Board, firstUnit: number, secondUnit: number, x: number, y: number): ChainShape {
  const { unitKinds, regionOf } = board.layout;
  const firstKind = unitKinds[firstUnit];
  const secondKind = unitKinds[secondUnit];
  if (firstKind === 'row' && secondKind === 'row' && colOf(x) === colOf(y)) return 'skyscraper';
  if (firstKind === 'column' && secondKind === 'column' && rowOf(x) === rowOf(y)) return 'skyscraper';
  const crossing = (firstKind === 'row' && secondKind === 'column') || (firstKind === 'column' && secondKind === 'row');
  if (crossing && regionOf[x] === regionOf[y]) return 'kite';
  return 'turbot';
}

const CODES: Record<ChainShape, 'SKY' | 'KITE' | 'TF'> = { skyscraper: 'SKY', kite: 'KITE', turbot: 'TF' };

const unchangedByShape: Record<ChainShape, UnchangedDigits> = {
  skyscraper: new UnchangedDigits(),
  kite: new UnchangedDigits(),
  turbot: new UnchangedDigits(),
};

function findTwoLinkChain(board: Board, shape: ChainShape): Deduction | null {
  return unchangedByShape[shape].firstDeduction(board, (digitIndex) =>
    findTwoLinkChainOfDigit(board, shape, digitIndex),
  );
}

const SHAPES: readonly ChainShape[] = ['skyscraper', 'kite', 'turbot'];

/**
 * The first chain of each shape for one digit, found in one pass for the three searches: they
 * run one after the other on the same position, so the second and third read what the first found.
 */
const firstOfShape: Record<ChainShape, (Deduction | null)[]> = { skyscraper: [], kite: [], turbot: [] };
/** Per digit index: the position generation (position-tables.ts) firstOfShape holds, or -1. */
const shapesGeneration = new Int32Array(SIDE).fill(-1);

function findTwoLinkChainOfDigit(board: Board, shape: ChainShape, digitIndex: number): Deduction | null {
  const generation = positionGeneration(board);
  if (shapesGeneration[digitIndex] !== generation) {
    findFirstOfEachShape(board, digitIndex);
    shapesGeneration[digitIndex] = generation;
  }
  return firstOfShape[shape][digitIndex];
}

function findFirstOfEachShape(board: Board, digitIndex: number): void {
  for (const shape of SHAPES) firstOfShape[shape][digitIndex] = null;
  let missing = SHAPES.length;
  scanTwoLinkChains(
    board,
    digitIndex,
    (shape) => firstOfShape[shape][digitIndex] === null,
    (deduction, shape) => {
      firstOfShape[shape][digitIndex] = deduction;
      return --missing === 0;
    },
  );
}

/** Every chain of the shape on every digit, in the scan order of the first one's search, until `visit` returns true. */
function forEachTwoLinkChain(board: Board, wanted: ChainShape, visit: Visit): void {
  for (let digitIndex = 0; digitIndex < SIDE; digitIndex++)
    if (scanTwoLinkChains(board, digitIndex, (shape) => shape === wanted, visit)) return;
}

/**
 * The digit's two-link chains of the shapes `wanted` answers true for (asked again after each
 * visit), each shown to `visit` until it returns true; returns whether it did.
 */
function scanTwoLinkChains(
  board: Board,
  digitIndex: number,
  wanted: (shape: ChainShape) => boolean,
  visit: (deduction: Deduction, shape: ChainShape) => boolean,
): boolean {
  const bits = peerBits(board.layout);
  const count = collectStrongLinks(board, digitIndex);
  if (count < 2) return false;
  const cellsOf = digitCells(board);
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      for (let orientation = 0; orientation < 4; orientation++) {
        const x = orientation & 1 ? linkSecond[i] : linkFirst[i];
        const u = orientation & 1 ? linkFirst[i] : linkSecond[i];
        const y = orientation & 2 ? linkSecond[j] : linkFirst[j];
        const v = orientation & 2 ? linkFirst[j] : linkSecond[j];
        // Links sharing a cell make no chain.
        if (x === y || u === v || x === v || u === y || !sees(bits, x, y)) continue;
        const shape = shapeOf(board, linkUnit[i], linkUnit[j], x, y);
        if (!wanted(shape) || !someCellSeesBoth(bits, cellsOf, digitIndex, u, v, x, y)) continue;
        ends[0] = u;
        ends[1] = v;
        pattern[0] = u;
        pattern[1] = x;
        pattern[2] = y;
        pattern[3] = v;
        const eliminations = valueRemovalsSeeingAll(board, digitIndex + 1, ends, 2, pattern, 4, null);
        if (!eliminations) continue;
        const deduction = eliminationDeduction(CODES[shape], eliminations, linkUnit[i], [u, x, y, v]);
        deduction.links = chainLinks(digitIndex, [u, x, y, v]);
        if (visit(deduction, shape)) return true;
      }
    }
  }
  return false;
}

/** Whether a cell holding the digit, none of the chain's, sees both ends u and v: valueRemovalsSeeingAll would find something. */
function someCellSeesBoth(
  bits: Uint32Array,
  cellsOf: Uint32Array,
  digitIndex: number,
  u: number,
  v: number,
  x: number,
  y: number,
): boolean {
  for (let w = 0; w < 3; w++) {
    let cells = bits[u * 3 + w] & bits[v * 3 + w] & cellsOf[digitIndex * 3 + w];
    if (x >> 5 === w) cells &= ~(1 << (x & 31));
    if (y >> 5 === w) cells &= ~(1 << (y & 31));
    if (cells !== 0) return true;
  }
  return false;
}

/** The links of u = x - y = v on one digit (strong, weak, strong). */
function chainLinks(digitIndex: number, cells: readonly number[]): ChainLink[] {
  const links: ChainLink[] = [];
  for (let k = 0; k + 1 < cells.length; k++)
    links.push({ from: cells[k] * 9 + digitIndex, to: cells[k + 1] * 9 + digitIndex, strong: k % 2 === 0 });
  return links;
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

function twoLinkTechnique(letter: 'SKY' | 'KITE' | 'TF', shape: ChainShape): Technique {
  return {
    letter,
    find: (board) => findTwoLinkChain(board, shape),
    forEach: (board, visit) => forEachTwoLinkChain(board, shape, visit),
  };
}

export const SKYSCRAPER = twoLinkTechnique('SKY', 'skyscraper');
export const TWO_STRING_KITE = twoLinkTechnique('KITE', 'kite');
export const TURBOT_FISH = twoLinkTechnique('TF', 'turbot');
export const EMPTY_RECTANGLE: Technique = { letter: 'ER', find: findEmptyRectangle, forEach: forEachEmptyRectangle };
