/**
 * A puzzle of any kind read from a range of a sheet (issue 20, the add-in): the kinds a range's
 * shape proposes, and the decoding of its values (and, for jigsaw and colour, its fill colours or
 * a second grid of region numbers) onto a geometry. Pure, so the add-in's reading is tested
 * without Office; every problem is a PuzzleError naming the cells (1-based in the range).
 */

import { cellValue, describeValue, foundText, NOT_A_SYMBOL, PuzzleError, type CellPosition } from '../engine';
import {
  cellName,
  COMBINED_PRESETS,
  defaultBox,
  gridsOfCell,
  MAX_SYMBOLS,
  MIN_SYMBOLS,
  parseGridOffsets,
  parseLatticeLayout,
  type Geometry,
} from '../engine/variants';

import { symbolChar, variantGeometry, type VariantOptions } from './variant-text';

/** The kinds a person chooses from; the combined presets are named layouts of 9×9 grids. */
export const SHEET_KINDS = [
  'standard',
  'diagonal',
  'windoku',
  'jigsaw',
  'colour',
  ...Object.keys(COMBINED_PRESETS),
  'combined',
] as const;
export type SheetKind = (typeof SHEET_KINDS)[number];

/** A kind as chosen: the box shape (RxC) for square kinds, the layout for `combined` (see layoutOptions). */
export interface KindChoice {
  kind: SheetKind;
  box?: string;
  grids?: string;
}

/** What rebuilds the geometry anywhere (a worker gets this, not the geometry): the choice, N and the maps read. */
export interface PuzzleSpec extends KindChoice {
  size: number;
  /** The jigsaw region map and/or the colour map (N² labels), as the one-line form carries them. */
  maps: string[];
}

export interface SheetPuzzle {
  spec: PuzzleSpec;
  geometry: Geometry;
  givens: Uint8Array;
}

/** The range as read: values row by row, each cell's fill ('#RRGGBB', white = none) when read, a grid of region numbers when there is one. */
export interface SheetPuzzleInput {
  values: readonly (readonly unknown[])[];
  fills?: readonly (readonly string[])[];
  regions?: readonly (readonly unknown[])[];
  choice: KindChoice;
}

/** Excel reports an unfilled cell as white. */
export const NO_FILL = '#FFFFFF';
/** The 12×12 of 3×4 boxes is the common puzzle of that shape; the butterfly layout comes second. */
const SQUARE_BEFORE_PRESETS = new Set([12]);

export function isCombined(kind: SheetKind): boolean {
  return kind === 'combined' || kind in COMBINED_PRESETS;
}

/** A 9×9 standard choice: read by the 9×9 paths. */
export function isNineByNine(choice: KindChoice): boolean {
  return choice.kind === 'standard' && (!choice.box || choice.box === '3x3');
}

/** Fills are read only where they carry the puzzle: jigsaw regions and colour units. */
export function needsFills(kind: SheetKind): boolean {
  return kind === 'jigsaw' || kind === 'colour';
}

/** Every RxC box of N cells with at least 2 rows and 2 columns, the squarest (the default) first. */
export function boxShapes(n: number): string[] {
  const first = defaultBox(n);
  const shapes: string[] = [];
  for (let rows = 2; rows <= n / 2; rows++) if (n % rows === 0 && n / rows >= 2) shapes.push(`${rows}x${n / rows}`);
  const preferred = `${first.rows}x${first.cols}`;
  return shapes.includes(preferred) ? [preferred, ...shapes.filter((shape) => shape !== preferred)] : shapes;
}

/** The bounding rectangle of a combined preset (what a single selected cell stands for), undefined for other kinds. */
export function presetBounds(kind: SheetKind): { rows: number; cols: number } | undefined {
  const grids = COMBINED_PRESETS[kind];
  return grids ? boundsOf(grids) : undefined;
}

/**
 * A combined kind's layout as typed in the pane: grid offsets "r,c;r,c;…", or a lattice
 * "lattice:RxC" with the places left out after "drop" or "--drop" as on the command line
 * ("lattice:11x51 drop 0,0", the record layout).
 */
export function layoutOptions(text: string): Pick<VariantOptions, 'grids' | 'layout' | 'drop'> {
  if (!/^\s*lattice/i.test(text)) return { grids: text };
  const [layout, drop = ''] = text.split(/\s+(?:--)?drop\b\s*/i);
  return { layout: layout.trim().toLowerCase(), drop: drop.trim().replace(/^["']|["']$/g, '') };
}

/** The bounding rectangle of the chosen combined layout (a preset, or the layout typed), undefined for other kinds or a layout that cannot be read (reading the range then says why). */
export function layoutBounds(choice: KindChoice): { rows: number; cols: number } | undefined {
  if (choice.kind !== 'combined') return presetBounds(choice.kind);
  try {
    const options = layoutOptions(choice.grids ?? '');
    const grids =
      options.layout !== undefined
        ? parseLatticeLayout(options.layout, options.drop)
        : parseGridOffsets(options.grids ?? '');
    return grids.length > 0 ? boundsOf(grids) : undefined;
  } catch {
    return undefined;
  }
}

/** The bounding rectangle of a combined layout. */
function boundsOf(grids: readonly { row: number; col: number }[]): { rows: number; cols: number } {
  return { rows: Math.max(...grids.map((grid) => grid.row)) + 9, cols: Math.max(...grids.map((grid) => grid.col)) + 9 };
}

/**
 * The kinds a range of this shape can hold, the likeliest first: N×N → standard (then diagonal,
 * windoku for 9, jigsaw, colour); a combined preset whose bounding rectangle matches (samurai,
 * sohei and windmill for 21×21 before the 21×21 standard); any other shape of whole 3×3 boxes →
 * combined with offsets the person types. Empty when no kind fits.
 */
export function proposeKinds(rows: number, cols: number): KindChoice[] {
  const presets = Object.entries(COMBINED_PRESETS)
    .filter(([, grids]) => {
      const bounds = boundsOf(grids);
      return bounds.rows === rows && bounds.cols === cols;
    })
    .map(([name]): KindChoice => ({ kind: name as SheetKind }));
  const square: KindChoice[] = [];
  if (rows === cols && rows >= MIN_SYMBOLS && rows <= MAX_SYMBOLS && boxShapes(rows).length > 0) {
    square.push({ kind: 'standard' }, { kind: 'diagonal' });
    if (rows === 9) square.push({ kind: 'windoku' });
    square.push({ kind: 'jigsaw' }, { kind: 'colour' });
  } else if (rows === cols && rows >= MIN_SYMBOLS && rows <= MAX_SYMBOLS) {
    // A prime N has no box of 2×2 or more: only regions drawn by the person make units.
    square.push({ kind: 'jigsaw' });
  }
  const combined: KindChoice[] =
    rows >= 9 && cols >= 9 && rows % 3 === 0 && cols % 3 === 0 ? [{ kind: 'combined' }] : [];
  if (square.length > 0 && (SQUARE_BEFORE_PRESETS.has(rows) || presets.length === 0))
    return [...square, ...presets, ...combined];
  return [...presets, ...square, ...combined];
}

/** The range's size against what the kind needs; throws a message naming both. */
function checkShape(choice: KindChoice, rows: number, cols: number): number {
  if (isCombined(choice.kind)) return 9;
  if (rows !== cols || rows < MIN_SYMBOLS || rows > MAX_SYMBOLS) {
    throw new PuzzleError(
      'bad-input',
      `A ${choice.kind} puzzle is N×N with N from ${MIN_SYMBOLS} to ${MAX_SYMBOLS}; the range is ${rows} rows by ${cols} columns.`,
    );
  }
  return rows;
}

/** Reads the range onto the chosen kind's geometry: the givens, and the maps read from fills or region numbers. */
export function readSheetPuzzle(input: SheetPuzzleInput): SheetPuzzle {
  const { values, choice } = input;
  const rows = values.length;
  const cols = values[0]?.length ?? 0;
  const size = checkShape(choice, rows, cols);
  const maps = mapsOf(input, size);
  const spec: PuzzleSpec = { ...choice, size, maps };
  const geometry = geometryOfSpec(spec);
  if (geometry.rows !== rows || geometry.cols !== cols) {
    throw new PuzzleError(
      'bad-input',
      `The ${choice.kind} layout covers ${geometry.rows} rows by ${geometry.cols} columns; the range is ${rows} by ${cols}.`,
    );
  }
  return { spec, geometry, givens: givensOf(geometry, values) };
}

/** A drawn pattern on the chosen kind's geometry: any mark is a given; `#`, `.` and `0` mark none (`#`: a square that is no cell). */
export function readSheetPattern(input: SheetPuzzleInput): {
  spec: PuzzleSpec;
  geometry: Geometry;
  pattern: boolean[];
} {
  const marks = input.values.map((line) =>
    line.map((value) => (isEmpty(value) || /^[#.0]$/.test(String(value).trim()) ? '' : 1)),
  );
  const { spec, geometry, givens } = readSheetPuzzle({ ...input, values: marks });
  return { spec, geometry, pattern: Array.from(givens, (value) => value > 0) };
}

/** The geometry a spec describes (in the pane and in its workers alike). */
export function geometryOfSpec(spec: PuzzleSpec): Geometry {
  const options: VariantOptions = {
    kind: spec.kind,
    box: spec.box,
    ...(spec.grids !== undefined ? layoutOptions(spec.grids) : {}),
  };
  return variantGeometry(options, spec.size, spec.maps);
}

/** The person's values on the geometry's cells; squares no grid covers must be empty. */
export function givensOf(geometry: Geometry, values: readonly (readonly unknown[])[]): Uint8Array {
  const givens = new Uint8Array(geometry.cellCount);
  const problems: string[] = [];
  const cells: CellPosition[] = [];
  const found: string[] = [];
  for (let row = 0; row < geometry.rows; row++) {
    for (let col = 0; col < geometry.cols; col++) {
      const value = values[row][col];
      const cell = geometry.cellAt[row * geometry.cols + col];
      const symbol = cell >= 0 ? cellValue(value, geometry.size) : isEmpty(value) ? 0 : NOT_A_SYMBOL;
      if (symbol !== NOT_A_SYMBOL) {
        if (cell >= 0) givens[cell] = symbol;
        continue;
      }
      const where =
        cell < 0
          ? `(${row + 1},${col + 1}), a square no grid covers, holds ${describeValue(value)}: leave it empty`
          : `${cellName(geometry, cell)} holds ${describeValue(value)}`;
      problems.push(where);
      cells.push([row + 1, col + 1]);
      found.push(foundText(value));
    }
  }
  if (problems.length > 0) {
    const more = problems.length > 3 ? `; and ${problems.length - 3} more` : '';
    throw new PuzzleError(
      'bad-input',
      `Not a symbol of this ${geometry.size}-symbol puzzle: ${problems.slice(0, 3).join('; ')}${more}. ${symbolRule(geometry.size)}`,
      cells,
      { problem: 'not-a-symbol', found },
    );
  }
  return givens;
}

/** A square outside every grid holds nothing at all (a 0 or a blank mark would look like a cell). */
function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

export function symbolRule(size: number): string {
  const symbols =
    size <= 9
      ? `a digit 1–${size}`
      : size <= 35
        ? `a number 1–${size} or a letter A–${symbolChar(size)} (A = 10)`
        : `a number 1–${size}`;
  return `A cell holds ${symbols}, or is empty.`;
}

/** The maps a jigsaw or colour puzzle needs: regions (from region numbers, else fills), colour units (from fills). */
function mapsOf(input: SheetPuzzleInput, size: number): string[] {
  const { kind } = input.choice;
  if (kind === 'jigsaw')
    return [
      input.regions
        ? regionMapFromNumbers(input.regions, size)
        : regionMapFromFills(requireFills(input, 'regions'), size),
    ];
  if (kind !== 'colour') return [];
  const colours = colourMapFromFills(requireFills(input, 'extra units'), size);
  return input.regions ? [regionMapFromNumbers(input.regions, size), colours] : [colours];
}

function requireFills(input: SheetPuzzleInput, what: string): readonly (readonly string[])[] {
  if (!input.fills)
    throw new PuzzleError(
      'bad-input',
      `A ${input.choice.kind} puzzle's ${what} come from the cells' fill colours, and they could not be read.`,
    );
  return input.fills;
}

/** Map labels: 1–9, A–Z, then further letters (any distinct characters make a map). */
function label(index: number): string {
  return index < 35 ? symbolChar(index + 1) : String.fromCodePoint(0xc0 + index);
}

/** Regions from a second grid of region numbers (or names): each distinct label is one region of N cells. */
export function regionMapFromNumbers(regions: readonly (readonly unknown[])[], size: number): string {
  const texts = squareTexts(regions, size, 'region numbers');
  const blank = texts.findIndex((text) => text === '');
  if (blank >= 0)
    throw new PuzzleError(
      'bad-input',
      `The region numbers leave (${Math.floor(blank / size) + 1},${(blank % size) + 1}) empty; every cell needs its region.`,
      [positionOfSquare(blank, size)],
    );
  return mapOfGroups(groupsBy(texts), size, (key) => `region "${key}"`);
}

/**
 * Regions from fill colours: each colour one region when there are N colours of N cells each;
 * else each connected patch of one colour (a map drawn in four or five colours, neighbours apart).
 */
export function regionMapFromFills(fills: readonly (readonly string[])[], size: number): string {
  const colours = squareTexts(fills, size, 'fill colours').map((fill) => fill.toUpperCase());
  const byColour = groupsBy(colours);
  // N colours: one per region, so a region of the wrong size is named by its colour.
  if (byColour.size === size) return mapOfGroups(byColour, size, (key) => describeFill(key));
  return mapOfGroups(patches(colours, size), size, (key) => describeFill(key.split('/')[0]));
}

/** Extra units from fill colours: unfilled cells are in none, each other colour is one unit of N cells. */
export function colourMapFromFills(fills: readonly (readonly string[])[], size: number): string {
  const colours = squareTexts(fills, size, 'fill colours').map((fill) => fill.toUpperCase());
  const groups = groupsBy(colours);
  groups.delete(NO_FILL);
  if (groups.size === 0)
    throw new PuzzleError(
      'bad-input',
      "No cell of the colour puzzle is filled: fill each extra unit's N cells with a colour of its own.",
    );
  return mapOfGroups(groups, size, (key) => describeFill(key), '.');
}

function describeFill(colour: string): string {
  return colour === NO_FILL ? 'the unfilled cells' : `the cells filled ${colour}`;
}

function squareTexts(grid: readonly (readonly unknown[])[], size: number, what: string): string[] {
  if (grid.length !== size || grid.some((line) => line.length !== size)) {
    throw new PuzzleError(
      'bad-input',
      `The ${what} cover ${grid.length} rows by ${grid[0]?.length ?? 0} columns; the puzzle is ${size}×${size}.`,
    );
  }
  return grid.flatMap((line) =>
    line.map((value) => (value === null || value === undefined ? '' : String(value).trim())),
  );
}

function groupsBy(keys: readonly string[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  keys.forEach((key, square) => {
    const squares = groups.get(key) ?? [];
    squares.push(square);
    groups.set(key, squares);
  });
  return groups;
}

/** Connected patches (side by side) of one colour, keyed "colour/n". */
function patches(colours: readonly string[], size: number): Map<string, number[]> {
  const patchOf = new Int32Array(colours.length).fill(-1);
  const groups = new Map<string, number[]>();
  colours.forEach((colour, start) => {
    if (patchOf[start] >= 0) return;
    const squares = [start];
    patchOf[start] = groups.size;
    for (let i = 0; i < squares.length; i++) {
      const square = squares[i];
      const row = Math.floor(square / size);
      const col = square % size;
      for (const [r, c] of [
        [row - 1, col],
        [row + 1, col],
        [row, col - 1],
        [row, col + 1],
      ]) {
        const next = r * size + c;
        if (r < 0 || c < 0 || r >= size || c >= size || patchOf[next] >= 0 || colours[next] !== colour) continue;
        patchOf[next] = groups.size;
        squares.push(next);
      }
    }
    groups.set(`${colour}/${groups.size}`, squares);
  });
  return groups;
}

function positionOfSquare(square: number, size: number): CellPosition {
  return [Math.floor(square / size) + 1, (square % size) + 1];
}

/** A map of N² labels from groups of squares, each checked to hold N cells (the first misfit named with its cells). */
function mapOfGroups(
  groups: Map<string, number[]>,
  size: number,
  describe: (key: string) => string,
  blank = '',
): string {
  const labels = new Array<string>(size * size).fill(blank);
  let index = 0;
  for (const [key, squares] of groups) {
    if (squares.length !== size) {
      const where = squares
        .slice(0, 6)
        .map((square) => `(${positionOfSquare(square, size).join(',')})`)
        .join(', ');
      throw new PuzzleError(
        'bad-input',
        `${capitalise(describe(key))} make a unit of ${squares.length} cell${squares.length === 1 ? '' : 's'} (${where}${squares.length > 6 ? ', …' : ''}); each region or extra unit needs ${size}.`,
        squares.map((square) => positionOfSquare(square, size)),
      );
    }
    const mark = label(index++);
    for (const square of squares) labels[square] = mark;
  }
  return labels.join('');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The 1-based grid numbers of the cells at these 1-based positions (combined puzzles; none otherwise). */
export function gridsAt(geometry: Geometry, positions: readonly CellPosition[]): (number | undefined)[] {
  return positions.map(([row, col]) => {
    const cell = geometry.cellAt[(row - 1) * geometry.cols + col - 1];
    return cell >= 0 ? gridsOfCell(geometry, cell)[0] : undefined;
  });
}
