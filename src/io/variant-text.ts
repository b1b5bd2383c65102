/**
 * Text forms of variant puzzles (SPEC §11, issue 20): the one-line form (the bounding rectangle row
 * by row, `1`–`9` then `A`–`Z`, `.`/`0` blank, `#` no cell; jigsaw and colour maps after a space)
 * and the numeric form (N lines of N numbers, a blank line between puzzles), under optional
 * `# kind:` / `# size:` / `# box:` / `# grids:` headers. Options given by the caller win over
 * headers, with a warning when they disagree. Every error names the cell (and grid, for combined).
 */

import { NOT_A_SYMBOL, cellSymbol, describeValue, foundText, PuzzleError } from '../engine';
import {
  COMBINED_PRESETS,
  cellName,
  colourGeometry,
  combinedGeometry,
  diagonalGeometry,
  jigsawGeometry,
  parseBoxShape,
  parseGridOffsets,
  parseLatticeLayout,
  presetOfGaps,
  standardGeometry,
  windokuGeometry,
  type Geometry,
} from '../engine/variants';
import { headerOf, isCommentLine, isNumericRow, normalisedKind, splitTokens } from './file-kind';
import type { VariantOptions } from './variant-choice';

// Declared beside the choice it drives (variant-choice.ts), which must not load this reader.
export type { VariantOptions };

export interface VariantPuzzle {
  geometry: Geometry;
  /** Values 1..N per cell, 0 blank. */
  givens: Uint8Array;
}

export interface VariantEntry {
  /** 1-based line of the puzzle's first line in the text. */
  line: number;
  puzzle?: VariantPuzzle;
  error?: PuzzleError;
}

export interface VariantReadResult {
  entries: VariantEntry[];
  warnings: string[];
}

const COMBINED_KINDS = new Set(['combined', ...Object.keys(COMBINED_PRESETS)]);
const KINDS = new Set(['standard', 'diagonal', 'windoku', 'jigsaw', 'colour', 'color', ...COMBINED_KINDS]);
const KIND_HINT =
  'name the kind with --kind (standard, diagonal, windoku, jigsaw, colour, samurai, combined with --grids, …) or a "# kind:" header';

/** The value of a one-line symbol: 1–9, A = 10 … Z = 35; 0 for a blank; -1 for anything else. */
export function symbolValue(char: string): number {
  if (char === '.' || char === '0') return 0;
  const code = char.toUpperCase().charCodeAt(0);
  if (code >= 49 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return -1;
}

/** The one-line symbol of a value 1..35 ('.' for 0). */
export function symbolChar(value: number): string {
  if (value === 0) return '.';
  return value <= 9 ? String(value) : String.fromCharCode(55 + value);
}

function isCombinedKind(kind: string | undefined): boolean {
  return kind !== undefined && COMBINED_KINDS.has(kind);
}

/** The geometry for a one-line token of the given kind (maps from the tokens after it). */
function geometryFor(kind: string, options: VariantOptions, length: number, maps: readonly string[]): Geometry {
  if (isCombinedKind(kind)) {
    const offsets =
      options.grids !== undefined
        ? parseGridOffsets(options.grids)
        : options.layout !== undefined
          ? parseLatticeLayout(options.layout, options.drop)
          : COMBINED_PRESETS[kind];
    if (!offsets)
      throw new PuzzleError(
        'bad-input',
        `A combined puzzle needs its grids: give --grids r,c;r,c;…, --layout lattice:RxC, or a "# grids:" header.`,
      );
    return combinedGeometry(offsets);
  }
  const n = Math.round(Math.sqrt(length));
  if (n * n !== length) {
    throw new PuzzleError('bad-input', `A ${kind} puzzle has N² symbols, one per cell; ${length} is no square number.`);
  }
  const box = options.box !== undefined ? parseBoxShape(options.box, n) : undefined;
  if (kind === 'jigsaw' || (kind === 'colour' && maps.length >= 2)) {
    if (maps.length === 0)
      throw new PuzzleError(
        'bad-input',
        'A jigsaw puzzle needs its region map after one space (N² labels, one per cell).',
      );
    return jigsawGeometry(maps[0], maps[1]);
  }
  if (kind === 'colour') {
    if (maps.length === 0)
      throw new PuzzleError(
        'bad-input',
        'A colour puzzle needs its map after one space (N² labels: "." for no extra unit, a label per extra unit).',
      );
    return colourGeometry(maps[0], box);
  }
  if (kind === 'diagonal') return diagonalGeometry(n, box);
  if (kind === 'windoku') return windokuGeometry(n);
  return standardGeometry(n, box);
}

/**
 * The geometry of a kind for a front end that knows the size and maps (the add-in reads them from
 * a range): N symbols, `maps` the jigsaw region map and/or colour map of N² labels, as the
 * one-line form carries them after its puzzle.
 */
export function variantGeometry(options: VariantOptions, size: number, maps: readonly string[] = []): Geometry {
  const kind = normalisedKind(options.kind ?? 'standard');
  if (!KINDS.has(kind)) throw new PuzzleError('bad-input', `Unknown kind "${kind}"; ${KIND_HINT}.`);
  return geometryFor(kind, options, size * size, maps);
}

/** The combined layout the options name (--grids, --layout, or a preset kind), or null when they name none. */
export function combinedLayoutFromOptions(options: VariantOptions): Geometry | null {
  const named =
    options.kind !== undefined
      ? normalisedKind(options.kind)
      : options.layout !== undefined || options.grids !== undefined
        ? 'combined'
        : undefined;
  return named !== undefined && isCombinedKind(named) ? geometryFor(named, options, 0, []) : null;
}

const GAP = -2;

/** Reads a one-line token onto a geometry. */
function givensFromLine(geometry: Geometry, token: string): Uint8Array {
  const chars = [...token];
  return givensFromSquares(
    geometry,
    chars.map((char) => (char === '#' ? GAP : symbolValue(char))),
    chars,
  );
}

/** Values per square of the bounding rectangle (GAP for '#', -1 unreadable) onto the cells, naming every misfit. */
function givensFromSquares(geometry: Geometry, squareValues: readonly number[], texts: readonly string[]): Uint8Array {
  const squares = geometry.rows * geometry.cols;
  if (squareValues.length !== squares) {
    throw new PuzzleError(
      'bad-input',
      `The puzzle has ${squareValues.length} squares; this ${geometry.rows}×${geometry.cols} layout needs ${squares}, row by row.`,
    );
  }
  const givens = new Uint8Array(geometry.cellCount);
  const problems: string[] = [];
  const cells: [number, number][] = [];
  squareValues.forEach((value, square) => {
    const cell = geometry.cellAt[square];
    const row = Math.floor(square / geometry.cols) + 1;
    const col = (square % geometry.cols) + 1;
    if (cell < 0) {
      if (value !== GAP) {
        problems.push(`${describeValue(texts[square])} at (${row},${col}), a square no grid covers (write # there)`);
        cells.push([row, col]);
      }
      return;
    }
    if (value < 0 || value > geometry.size) {
      const why =
        value === GAP
          ? 'a cell of the puzzle, not a gap'
          : value < 0
            ? 'not a symbol or a blank'
            : `above the ${geometry.size} symbols of this puzzle`;
      problems.push(`${describeValue(texts[square])} at ${cellName(geometry, cell)} (${why})`);
      cells.push([row, col]);
      return;
    }
    givens[cell] = value;
  });
  if (problems.length > 0) throw badSymbols(problems, cells);
  return givens;
}

/** The numeric form's rows as square values (row-length problems are the caller's). */
function numericSquares(rows: readonly string[][]): { values: number[]; texts: string[] } {
  const texts = rows.flat();
  return { values: texts.map((token) => (token === '.' ? 0 : Number(token))), texts };
}

function badSymbols(problems: string[], cells: [number, number][]): PuzzleError {
  const more = problems.length > 4 ? `; and ${problems.length - 4} more` : '';
  return new PuzzleError('bad-input', `Cannot read ${problems.slice(0, 4).join('; ')}${more}.`, cells);
}

/** Reads the numeric form's N rows of N numbers onto a square geometry. */
function givensFromRows(kind: string, options: VariantOptions, rows: readonly string[][]): VariantPuzzle {
  const n = rows[0].length;
  if (kind === 'jigsaw' || kind === 'colour' || isCombinedKind(kind)) {
    throw new PuzzleError(
      'bad-input',
      `The numeric form is for square kinds (standard, diagonal, windoku); write a ${kind} puzzle in the one-line form.`,
    );
  }
  if (rows.length !== n)
    throw new PuzzleError(
      'bad-input',
      `The puzzle has ${rows.length} rows of ${n} numbers; an ${n}×${n} puzzle needs ${n} rows.`,
    );
  const short = rows.findIndex((tokens) => tokens.length !== n);
  if (short >= 0) {
    throw new PuzzleError(
      'bad-input',
      `Row ${short + 1} has ${rows[short].length} numbers; an ${n}×${n} puzzle needs ${n} in every row.`,
      [[short + 1, 1]],
    );
  }
  const geometry = geometryFor(kind, options, n * n, []);
  const { values, texts } = numericSquares(rows);
  const givens = givensFromSquares(geometry, values, texts);
  return { geometry, givens };
}

/**
 * Every puzzle of a text, in order; a puzzle that cannot be read becomes an entry with its error
 * (the rest are still read). `options` (the command line's) win over the text's headers.
 */
export function readVariantText(text: string, options: VariantOptions = {}): VariantReadResult {
  const entries: VariantEntry[] = [];
  const warnings: string[] = [];
  const lines = text.split(/\r?\n/);
  let header: VariantOptions = {};
  let headerOpen = false;
  let numeric: { line: number; rows: string[][] } | null = null;

  const effective = (): VariantOptions => ({ ...header, ...options });
  const kindNow = (): string | undefined => {
    const { kind, layout, grids } = effective();
    if (kind === undefined) return layout !== undefined || grids !== undefined ? 'combined' : undefined;
    return normalisedKind(kind);
  };
  const attempt = (line: number, read: () => VariantPuzzle): void => {
    try {
      entries.push({ line, puzzle: read() });
    } catch (error) {
      if (!(error instanceof PuzzleError)) throw error;
      entries.push({ line, error: new PuzzleError(error.kind, `Line ${line}: ${error.message}`, error.cells) });
    }
  };
  const flushNumeric = (): void => {
    if (!numeric) return;
    const { line, rows } = numeric;
    numeric = null;
    attempt(line, () => givensFromRows(kindNow() ?? 'standard', effective(), rows));
  };

  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trim();
    if (line === '') {
      flushNumeric();
      return;
    }
    if (isCommentLine(line, effective())) {
      flushNumeric();
      const found = headerOf(line);
      if (!found) return;
      if (!headerOpen) header = {};
      headerOpen = true;
      const { key, value } = found;
      header[key] = key === 'kind' ? normalisedKind(value) : value;
      const given = options[key];
      if (
        given !== undefined &&
        (key === 'kind' ? normalisedKind(given) : given.replace(/\s/g, '')) !== header[key]!.replace(/\s/g, '')
      ) {
        warnings.push(`Line ${lineNumber}: the file says ${key} ${value}, the command line ${given}; using ${given}.`);
      }
      return;
    }
    headerOpen = false;
    const kind = kindNow();
    if (kind !== undefined && !KINDS.has(kind)) {
      attempt(lineNumber, () => {
        throw new PuzzleError('bad-input', `Unknown kind "${kind}"; ${KIND_HINT}.`);
      });
      return;
    }
    const tokens = splitTokens(line);
    if (isNumericRow(tokens)) {
      if (numeric && numeric.rows.length === numeric.rows[0].length) flushNumeric();
      if (!numeric) numeric = { line: lineNumber, rows: [] };
      numeric.rows.push(tokens);
      return;
    }
    flushNumeric();
    const [token, ...maps] = line.split(/[ \t]+/);
    attempt(lineNumber, () =>
      readOneLine(token, maps, kind, effective(), (warning) => warnings.push(`Line ${lineNumber}: ${warning}`)),
    );
  });
  flushNumeric();
  return { entries, warnings };
}

function readOneLine(
  token: string,
  maps: string[],
  kind: string | undefined,
  options: VariantOptions,
  warn: (text: string) => void,
): VariantPuzzle {
  if (kind !== undefined) {
    const geometry = geometryFor(kind, options, [...token].length, maps);
    return { geometry, givens: givensFromLine(geometry, token) };
  }
  const squares = [...token];
  const length = squares.length;
  if (token.includes('#')) {
    const preset = presetOfGaps(squares);
    if (preset === undefined)
      throw new PuzzleError(
        'bad-input',
        `The puzzle has # squares (gaps between combined grids) where no named layout has them; ${KIND_HINT}.`,
      );
    const geometry = combinedGeometry(COMBINED_PRESETS[preset]);
    return { geometry, givens: givensFromLine(geometry, token) };
  }
  const n = Math.round(Math.sqrt(length));
  if (n * n === length && n >= 4) {
    const geometry = standardGeometry(n, options.box !== undefined ? parseBoxShape(options.box, n) : undefined);
    return { geometry, givens: givensFromLine(geometry, token) };
  }
  if (length > 81) {
    warn(
      `only the first 81 characters are the 9×9 puzzle; ignored "${token.slice(81, 101)}${length > 101 ? '…' : ''}".`,
    );
    const geometry = standardGeometry(9);
    return { geometry, givens: givensFromLine(geometry, token.slice(0, 81)) };
  }
  throw new PuzzleError('bad-input', `The puzzle has ${length} symbols, which is no N×N square; ${KIND_HINT}.`);
}

/** The map labels of a geometry's regions (jigsaw) or extra units (colour), '' when it has none. */
function unitMap(geometry: Geometry, kind: 'box' | 'extra', blank: string): string {
  const labels = new Array<string>(geometry.cellCount).fill(blank);
  let next = 0;
  for (const unit of geometry.units) {
    if (unit.kind !== kind) continue;
    const named = /^extra (.+)$/.exec(unit.name)?.[1];
    const label = named ?? symbolChar(++next);
    for (const cell of unit.cells) labels[cell] = label;
  }
  return labels.join('');
}

/**
 * A puzzle or solution as text: the one-line form for N ≤ 35 (with its maps for jigsaw and colour),
 * the numeric form above that (or when `numeric` is asked for).
 */
export function formatVariantPuzzle(
  geometry: Geometry,
  values: ArrayLike<number>,
  numeric = geometry.size > 35,
): string {
  if (numeric) {
    if (geometry.rows !== geometry.cols || geometry.cellCount !== geometry.rows * geometry.cols) {
      throw new PuzzleError(
        'bad-input',
        'The numeric form is for square kinds; write combined puzzles in the one-line form.',
      );
    }
    const rows: string[] = [];
    for (let r = 0; r < geometry.rows; r++)
      rows.push(Array.from({ length: geometry.cols }, (_, c) => String(values[r * geometry.cols + c])).join(' '));
    return rows.join('\n');
  }
  if (geometry.size > 35)
    throw new PuzzleError(
      'bad-input',
      `The one-line form names 35 symbols at most (1–9, A–Z); write this ${geometry.size}-symbol puzzle in the numeric form.`,
    );
  let line = '';
  for (let square = 0; square < geometry.rows * geometry.cols; square++) {
    const cell = geometry.cellAt[square];
    line += cell < 0 ? '#' : symbolChar(values[cell]);
  }
  return [line, ...variantMaps(geometry)].join(' ');
}

/** The maps the one-line form carries after the puzzle: a jigsaw's region map, then a colour puzzle's map of extra units. */
export function variantMaps(geometry: Geometry): string[] {
  const maps: string[] = [];
  if (geometry.box === null && geometry.grids.length === 0) maps.push(unitMap(geometry, 'box', '.'));
  if (geometry.kind === 'colour') maps.push(unitMap(geometry, 'extra', '.'));
  return maps;
}

/** The header lines that let a reader rebuild the geometry: kind, size, box, grids. */
export function formatVariantHeader(geometry: Geometry): string {
  const lines = [`# kind: ${geometry.kind}`, `# size: ${geometry.size}`];
  if (geometry.box && geometry.grids.length === 0) lines.push(`# box: ${geometry.box.rows}x${geometry.box.cols}`);
  if (geometry.grids.length > 0)
    lines.push(`# grids: ${geometry.grids.map((grid) => `${grid.row},${grid.col}`).join(';')}`);
  return lines.join('\n');
}

/**
 * Values (solutions or a person's entries) for puzzles already read, one per geometry in order:
 * one-line or numeric form, no maps needed. Only `#` / `# …` lines are comments here.
 */
export function readVariantValues(text: string, geometries: readonly Geometry[]): Uint8Array[] {
  const values: Uint8Array[] = [];
  let rows: string[][] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length && values.length < geometries.length; index++) {
    const line = lines[index].trim();
    if (line === '' || line === '#' || line.startsWith('# ')) continue;
    const geometry = geometries[values.length];
    const tokens = splitTokens(line);
    try {
      if (isNumericRow(tokens)) {
        rows.push(tokens);
        if (rows.length < geometry.rows) continue;
        const squares = numericSquares(rows);
        values.push(givensFromSquares(geometry, squares.values, squares.texts));
        rows = [];
      } else {
        values.push(givensFromLine(geometry, tokens[0]));
      }
    } catch (error) {
      if (!(error instanceof PuzzleError)) throw error;
      throw new PuzzleError(error.kind, `Line ${index + 1}: ${error.message}`, error.cells);
    }
  }
  if (values.length < geometries.length) {
    throw new PuzzleError('bad-input', `Found values for ${values.length} puzzles; expected ${geometries.length}.`);
  }
  return values;
}

// The choice between the 9×9 path and this reader lives apart, so that choosing loads no geometry.
export { isStandardNine, isVariantArgument } from './variant-choice';

/**
 * The value of one square of a puzzle laid out on a sheet: what the cell reader makes of it (a
 * digit, or a blank), else a whole number up to the puzzle's size, or a symbol A–Z; -1 otherwise.
 */
function squareValue(value: unknown): number {
  const digit = cellSymbol(value);
  if (digit !== NOT_A_SYMBOL) return digit;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (/^\d{1,2}$/.test(text)) return Number(text);
  return [...text].length === 1 ? symbolValue(text) : -1;
}

function isGapMark(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && (value.trim() === '' || value.trim() === '#'))
  );
}

/**
 * A puzzle laid out on a sheet, one value per square of its bounding rectangle (rows of cells as a
 * sheet gives them): numbers or one-symbol texts, blank or `#` where no grid covers. `maps` are the
 * jigsaw region map and colour map texts, as in the one-line form. Throws a PuzzleError naming each
 * square ([row, column], 1-based in the rectangle) it cannot read.
 */
export function readVariantSquares(
  squares: readonly (readonly unknown[])[],
  options: VariantOptions,
  maps: readonly string[] = [],
): VariantPuzzle {
  const kind = normalisedKind(options.kind ?? 'standard');
  if (!KINDS.has(kind)) throw new PuzzleError('bad-input', `Unknown kind "${options.kind}"; ${KIND_HINT}.`);
  const rows = squares.length;
  const cols = squares[0]?.length ?? 0;
  if (!isCombinedKind(kind) && rows !== cols)
    throw new PuzzleError('bad-input', `A ${kind} puzzle is N×N cells; this one is ${rows}×${cols}.`);
  const geometry = geometryFor(kind, options, rows * cols, maps);
  return { geometry, givens: readSquaresOnto(geometry, squares) };
}

/** Values laid out on a sheet (a puzzle, or a person's entries) onto a geometry already known; the layout must have its shape. */
export function readSquaresOnto(geometry: Geometry, squares: readonly (readonly unknown[])[]): Uint8Array {
  const rows = squares.length;
  if (rows !== geometry.rows || squares.some((row) => row.length !== geometry.cols)) {
    throw new PuzzleError(
      'bad-input',
      `This ${geometry.kind} layout is ${geometry.rows}×${geometry.cols} cells; the range is ${rows}×${squares[0]?.length ?? 0}.`,
    );
  }
  const flat = squares.flat();
  const values = flat.map((value, square) =>
    geometry.cellAt[square] < 0 && isGapMark(value) ? GAP : squareValue(value),
  );
  return givensFromSquares(
    geometry,
    values,
    flat.map((value) => foundText(value)),
  );
}
