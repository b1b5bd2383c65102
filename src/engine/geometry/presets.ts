/**
 * The geometry presets: N×N with R×C boxes (4 ≤ N ≤ 49), diagonal, windoku, jigsaw from a region
 * map, colour (extra units from a map, over boxes or a jigsaw's regions) and combined 9×9 grids
 * from a list of offsets, with the named layouts of the shared variant data.
 */

import { describeValue, requireInteger, requireList, requireRecord, requireText } from '../core/arguments';
import { PuzzleError } from '../core/errors';
import { MAX_SQUARES, MAX_SYMBOLS, MIN_SYMBOLS } from '../core/limits';
import { buildGeometry } from './geometry';
import type { Geometry, GeometryParts, GridOffset, UnitKind, VariantKind } from './geometry';
import { COMBINED_PRESETS, checkCombinedSize } from '../board/combined-layouts';
import { groupedNumber } from '../core/number-text';

export {
  COMBINED_PRESETS,
  MAX_COMBINED_GRIDS,
  MAX_COMBINED_SQUARES,
  layoutFrame,
  parseGridOffsets,
  parseLatticeLayout,
  presetOfGaps,
  presetSquareCounts,
} from '../board/combined-layouts';

export interface BoxShape {
  rows: number;
  cols: number;
}

/** A description no grid fits, with its reason and values for a front end's own words (errors.ts). */
function geometryError(message: string, reason: string, values: Record<string, string | number>): PuzzleError {
  return new PuzzleError('bad-input', message, [], { problem: 'geometry', reason, values });
}

/** The squarest R × C = n with R ≤ C (9: 3×3, 12: 3×4, 28: 4×7); R = 1 only for primes. */
export function defaultBox(n: number): BoxShape {
  checkedSize(n);
  let rows = Math.floor(Math.sqrt(n));
  while (n % rows !== 0) rows--;
  return { rows, cols: n / rows };
}

/** Reads "RxC" (R rows high, C columns wide), e.g. "4x3". */
export function parseBoxShape(text: string, n: number): BoxShape {
  requireText(text, 'The box shape');
  checkedSize(n);
  const match = /^\s*(\d+)\s*[x×X*]\s*(\d+)\s*$/.exec(text);
  if (!match)
    throw geometryError(`The box shape "${text}" is not RxC (rows × columns, e.g. 4x3).`, 'box-form', { value: text });
  return checkedBox({ rows: Number(match[1]), cols: Number(match[2]) }, n);
}

function checkedSize(n: unknown): asserts n is number {
  requireInteger(n, 'The symbol count', MIN_SYMBOLS, MAX_SYMBOLS);
}

function checkedBox(box: BoxShape, n: number): BoxShape {
  requireRecord(box, 'The box');
  requireInteger(box.rows, 'The box rows', 1, n);
  requireInteger(box.cols, 'The box columns', 1, n);
  if (box.rows * box.cols !== n) {
    throw geometryError(
      `A ${box.rows}x${box.cols} box does not hold ${n} cells; the box of a ${n}×${n} puzzle is RxC with R × C = ${n}.`,
      'box',
      { rows: box.rows, cols: box.cols, size: n },
    );
  }
  if (box.rows === 1 || box.cols === 1) {
    throw geometryError(
      `A ${box.rows}x${box.cols} box is a whole row or column; ${n} needs a box of at least 2 rows and 2 columns.`,
      'box',
      { rows: box.rows, cols: box.cols, size: n },
    );
  }
  return box;
}

type UnitSpec = GeometryParts['units'][number];

function rowsAndColumns(n: number, prefix = '', rowOffset = 0, colOffset = 0, width = n): UnitSpec[] {
  const units: UnitSpec[] = [];
  for (let r = 0; r < n; r++) {
    const squares = [];
    for (let c = 0; c < n; c++) squares.push((rowOffset + r) * width + colOffset + c);
    units.push({ kind: 'row', name: `${prefix}row ${r + 1}`, squares });
  }
  for (let c = 0; c < n; c++) {
    const squares = [];
    for (let r = 0; r < n; r++) squares.push((rowOffset + r) * width + colOffset + c);
    units.push({ kind: 'column', name: `${prefix}column ${c + 1}`, squares });
  }
  return units;
}

function boxes(n: number, box: BoxShape, prefix = '', rowOffset = 0, colOffset = 0, width = n): UnitSpec[] {
  const units: UnitSpec[] = [];
  for (let b = 0; b < n; b++) {
    const top = Math.floor(b / (n / box.cols)) * box.rows;
    const left = (b % (n / box.cols)) * box.cols;
    const squares = [];
    for (let r = 0; r < box.rows; r++)
      for (let c = 0; c < box.cols; c++) squares.push((rowOffset + top + r) * width + colOffset + left + c);
    units.push({ kind: 'box', name: `${prefix}box ${b + 1}`, squares });
  }
  return units;
}

function diagonals(n: number): UnitSpec[] {
  const main = [];
  const anti = [];
  for (let i = 0; i < n; i++) {
    main.push(i * n + i);
    anti.push(i * n + n - 1 - i);
  }
  return [
    { kind: 'extra', name: 'diagonal 1', squares: main },
    { kind: 'extra', name: 'diagonal 2', squares: anti },
  ];
}

/** Units from a map of n² labels; `skip` marks squares in no unit ('.' in colour maps). */
function unitsFromMap(
  map: string,
  n: number,
  kind: UnitKind,
  what: string,
  name: (label: string, index: number) => string,
  skip?: string,
): UnitSpec[] {
  const labels = [...map];
  if (labels.length !== n * n) {
    throw geometryError(
      `The ${what} map has ${labels.length} labels; a ${n}×${n} puzzle needs ${n * n}, one per cell.`,
      'map-length',
      { map: what, length: labels.length, size: n, need: n * n },
    );
  }
  const byLabel = new Map<string, number[]>();
  labels.forEach((label, square) => {
    if (label === skip) return;
    const squares = byLabel.get(label) ?? [];
    squares.push(square);
    byLabel.set(label, squares);
  });
  const units: UnitSpec[] = [];
  for (const [label, squares] of byLabel) {
    if (squares.length !== n) {
      const where = squares
        .slice(0, 6)
        .map((s) => `(${Math.floor(s / n) + 1},${(s % n) + 1})`)
        .join(', ');
      const cells = `${where}${squares.length > 6 ? ', …' : ''}`;
      throw new PuzzleError(
        'bad-input',
        `${what === 'region' ? 'Region' : 'Extra unit'} "${label}" of the ${what} map has ${squares.length} cells (${cells}); each needs ${n}.`,
        squares.map((s) => [Math.floor(s / n) + 1, (s % n) + 1]),
        {
          problem: 'geometry',
          reason: 'map-unit',
          values: { map: what, label, count: squares.length, cells, size: n },
        },
      );
    }
    units.push({ kind, name: name(label, units.length), squares });
  }
  return units;
}

function squareGeometry(kind: VariantKind, n: number, units: UnitSpec[], box: BoxShape | null): Geometry {
  return buildGeometry({ kind, size: n, rows: n, cols: n, isCell: new Array<boolean>(n * n).fill(true), units, box });
}

/** N×N with R×C boxes (the squarest by default). */
export function standardGeometry(n: number, box?: BoxShape): Geometry {
  checkedSize(n);
  const shape = checkedBox(box ?? defaultBox(n), n);
  return squareGeometry('standard', n, [...rowsAndColumns(n), ...boxes(n, shape)], shape);
}

/** Standard plus both main diagonals. */
export function diagonalGeometry(n: number, box?: BoxShape): Geometry {
  checkedSize(n);
  const shape = checkedBox(box ?? defaultBox(n), n);
  return squareGeometry('diagonal', n, [...rowsAndColumns(n), ...boxes(n, shape), ...diagonals(n)], shape);
}

/**
 * Standard with square b×b boxes plus the b − 1 × b − 1 windows one square in from the boxes'
 * corners (9×9: four 3×3 windows at (1,1), (1,5), (5,1), (5,5), 0-based).
 */
export function windokuGeometry(n = 9): Geometry {
  checkedSize(n);
  const b = Math.round(Math.sqrt(n));
  if (b * b !== n)
    throw geometryError(`Windoku needs square boxes (9, 16, 25, …), not ${n} symbols.`, 'windoku-size', { size: n });
  const units = [...rowsAndColumns(n), ...boxes(n, { rows: b, cols: b })];
  let window = 0;
  for (let wr = 0; wr < b - 1; wr++) {
    for (let wc = 0; wc < b - 1; wc++) {
      const top = 1 + wr * (b + 1);
      const left = 1 + wc * (b + 1);
      const squares = [];
      for (let r = 0; r < b; r++) for (let c = 0; c < b; c++) squares.push((top + r) * n + left + c);
      units.push({ kind: 'extra', name: `window ${++window}`, squares });
    }
  }
  return squareGeometry('windoku', n, units, { rows: b, cols: b });
}

/** N from a map of N² labels. */
function sizeOfMap(map: string, what: string): number {
  const length = [...map].length;
  const n = Math.round(Math.sqrt(length));
  if (n * n !== length) {
    throw geometryError(
      `The ${what} map has ${length} labels, not a square number; an N×N puzzle needs N² labels, one per cell.`,
      'map-not-square',
      { map: what, length },
    );
  }
  if (n < MIN_SYMBOLS || n > MAX_SYMBOLS)
    throw geometryError(
      `The ${what} map is of a ${n}×${n} grid; a puzzle has ${MIN_SYMBOLS} to ${MAX_SYMBOLS} symbols.`,
      'map-size',
      { map: what, size: n },
    );
  return n;
}

/** Colour units from a map: `.` = in no extra unit, any other label = one extra unit of N cells. */
function colourUnits(colourMap: string, n: number): UnitSpec[] {
  return unitsFromMap(colourMap, n, 'extra', 'colour', (label) => `extra ${label}`, '.');
}

/** Rows, columns and the regions of a map of N² labels (N labels, N cells each), optionally colour units too. */
export function jigsawGeometry(regionMap: string, colourMap?: string): Geometry {
  requireText(regionMap, 'The region map');
  if (colourMap !== undefined) requireText(colourMap, 'The colour map');
  const n = sizeOfMap(regionMap, 'region');
  const regions = unitsFromMap(regionMap, n, 'box', 'region', (_label, index) => `region ${index + 1}`);
  const extra = colourMap === undefined ? [] : colourUnits(colourMap, n);
  return squareGeometry(
    colourMap === undefined ? 'jigsaw' : 'colour',
    n,
    [...rowsAndColumns(n), ...regions, ...extra],
    null,
  );
}

/** Standard plus extra units from a colour map. */
export function colourGeometry(colourMap: string, box?: BoxShape): Geometry {
  requireText(colourMap, 'The colour map');
  const n = sizeOfMap(colourMap, 'colour');
  const shape = checkedBox(box ?? defaultBox(n), n);
  return squareGeometry('colour', n, [...rowsAndColumns(n), ...boxes(n, shape), ...colourUnits(colourMap, n)], shape);
}

/**
 * 9×9 grids at the given offsets, each with its own rows, columns and 3×3 boxes; a box two grids
 * share is one unit. Offsets must be multiples of 3 (so grids overlap in whole boxes) and distinct.
 */
export function combinedGeometry(grids: readonly GridOffset[]): Geometry {
  // Distinct offsets on the 3-cell lattice: at most one grid per 3×3 box of the largest rectangle.
  requireList(grids, 'The grids', MAX_SQUARES / 9);
  if (grids.length === 0) throw new PuzzleError('bad-input', 'A combined puzzle needs at least one 9×9 grid.');
  const seen = new Map<string, number>();
  // Every offset first (a sparse list's holes too): the lattice check below compares each with the others.
  for (let k = 0; k < grids.length; k++) {
    const grid = grids[k];
    requireRecord(grid, `Grid ${k + 1}'s offset`);
    if (!Number.isInteger(grid.row) || !Number.isInteger(grid.col) || grid.row < 0 || grid.col < 0) {
      throw new PuzzleError(
        'bad-input',
        `Grid ${k + 1}'s offset (${describeValue(grid.row)},${describeValue(grid.col)}) is not a pair of whole numbers ≥ 0.`,
      );
    }
  }
  checkCombinedSize(grids);
  grids.forEach((grid, k) => {
    if (grid.row % 3 !== 0 || grid.col % 3 !== 0) {
      const other = grids.findIndex(
        (them, j) => j !== k && Math.abs(them.row - grid.row) < 9 && Math.abs(them.col - grid.col) < 9,
      );
      const overlap =
        other >= 0
          ? ` and overlaps grid ${other + 1} at (${grids[other].row},${grids[other].col}) other than in whole boxes`
          : '';
      throw new PuzzleError(
        'bad-input',
        `Grid ${k + 1} at (${grid.row},${grid.col}) is off the 3-cell lattice${overlap}: grids must overlap in whole 3×3 boxes, so offsets are multiples of 3.`,
      );
    }
    const key = `${grid.row},${grid.col}`;
    const earlier = seen.get(key);
    if (earlier !== undefined)
      throw new PuzzleError(
        'bad-input',
        `Grids ${earlier + 1} and ${k + 1} are both at (${key}); each grid needs its own place.`,
      );
    seen.set(key, k);
  });
  const rows = Math.max(...grids.map((grid) => grid.row)) + 9;
  const cols = Math.max(...grids.map((grid) => grid.col)) + 9;
  if (rows * cols > MAX_SQUARES)
    throw new PuzzleError(
      'bad-input',
      `The grids span ${rows}×${cols} squares; a puzzle spans at most ${groupedNumber(MAX_SQUARES)}.`,
    );
  const isCell = new Array<boolean>(rows * cols).fill(false);
  const units: UnitSpec[] = [];
  const box = { rows: 3, cols: 3 };
  grids.forEach((grid, k) => {
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) isCell[(grid.row + r) * cols + grid.col + c] = true;
    const prefix = grids.length > 1 ? `grid ${k + 1} ` : '';
    units.push(
      ...rowsAndColumns(9, prefix, grid.row, grid.col, cols),
      ...boxes(9, box, prefix, grid.row, grid.col, cols),
    );
  });
  return buildGeometry({
    kind: 'combined',
    size: 9,
    rows,
    cols,
    isCell,
    units,
    box,
    grids: grids.map((grid) => ({ ...grid })),
  });
}

/** A named combined layout: samurai, butterfly, sohei, windmill, gattai-8, shogun, sumo. */
export function combinedPreset(name: string): Geometry {
  const grids = COMBINED_PRESETS[name.toLowerCase()];
  if (!grids)
    throw new PuzzleError(
      'bad-input',
      `No combined layout is named "${name}"; known: ${Object.keys(COMBINED_PRESETS).join(', ')}.`,
    );
  return combinedGeometry(grids);
}
