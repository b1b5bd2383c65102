/**
 * Which reader a puzzle text needs, decided once for every command that reads a file (SPEC §11):
 * CSV, the variant reader (any kind but the standard 9×9), or the 9×9 line reader; and the rule
 * that tells a comment from a combined puzzle's line, which may begin with `#` squares.
 *
 * The decision reads the lines up to the first puzzle line (headers go at the top), so a stream
 * can be decided before it ends. It builds no geometry: a 9×9 file never loads the variant modules.
 */

import { COMBINED_PRESETS, isPuzzleLine, parseGridOffsets, parseLatticeLayout, presetSquareCounts } from '../engine';
import type { GridOffset } from '../engine/variants';
import { isCsvStart } from './csv';
import { candidateGridRow, isCandidateGridLine, isGridFrameLine, isLibraryLine } from './position-text';
import { isStandardNine } from './variant-choice';
import type { VariantOptions } from './variant-choice';

export type TextKind = 'csv' | 'variant' | 'nine';

/** The headers a file may open with: `# kind: samurai`, `# box: 4x3`, `# grids: 0,0;6,6`, `# layout: lattice:3x5`, `# drop: 0,0`. */
export const HEADER_KEYS: readonly (keyof VariantOptions)[] = ['kind', 'box', 'grids', 'layout', 'drop'];
const HEADER_LINE = /^#\s*([A-Za-z-]+)\s*:\s*(.*)$/;
/** A line of the one-line form: symbols 1–9 and A–Z, blanks `.` `0` `-`, `#` for a square no grid covers. */
const SQUARES = /^[#.0-9A-Za-z-]+$/;
const NUMERIC_TOKEN = /^(\d{1,2}|\.)$/;

/** The header a comment line gives, if it is one of HEADER_KEYS. */
export function headerOf(line: string): { key: keyof VariantOptions; value: string } | undefined {
  const match = HEADER_LINE.exec(line.trim());
  const key = match?.[1].toLowerCase() as keyof VariantOptions | undefined;
  return match && key && HEADER_KEYS.includes(key) ? { key, value: match[2].trim() } : undefined;
}

export function normalisedKind(kind: string): string {
  const lower = kind.trim().toLowerCase();
  return lower === 'color' ? 'colour' : lower === 'gattai8' ? 'gattai-8' : lower;
}

let lastLayout: { key: string; squares: number | undefined } | undefined;

/** The squares of the rectangle of the combined layout the options name, or undefined when they name none (or a broken one). */
function combinedSquares(options: VariantOptions): number | undefined {
  const kind = options.kind === undefined ? undefined : normalisedKind(options.kind);
  const key = `${kind}|${options.grids}|${options.layout}|${options.drop}`;
  if (lastLayout?.key === key) return lastLayout.squares;
  let grids: readonly GridOffset[] | undefined;
  try {
    if (options.grids !== undefined) grids = parseGridOffsets(options.grids);
    else if (options.layout !== undefined) grids = parseLatticeLayout(options.layout, options.drop);
    else if (kind !== undefined && Object.prototype.hasOwnProperty.call(COMBINED_PRESETS, kind))
      grids = COMBINED_PRESETS[kind];
  } catch {
    grids = undefined;
  }
  const squares = grids && grids.length > 0 ? rectangleSquares(grids) : undefined;
  lastLayout = { key, squares };
  return squares;
}

function rectangleSquares(grids: readonly GridOffset[]): number {
  return (Math.max(...grids.map((grid) => grid.row)) + 9) * (Math.max(...grids.map((grid) => grid.col)) + 9);
}

/**
 * The comment rule, the same for every file with or without headers: `#` alone or `#` and a space
 * (or tab) begins a comment; a line that starts with `#` and otherwise holds only puzzle symbols,
 * blanks and `#` squares is a combined puzzle's line when its length is the rectangle of the layout
 * the options (or headers) name, or of a named layout (samurai, sohei, …); any other `#` line is a
 * comment. `line` is trimmed.
 */
export function isCommentLine(line: string, options: VariantOptions): boolean {
  if (!line.startsWith('#')) return false;
  if (line.length === 1 || /^#\s/.test(line)) return true;
  const token = line.split(/\s/, 1)[0];
  if (!SQUARES.test(token) || !/[^#]/.test(token)) return true;
  return token.length !== combinedSquares(options) && !presetSquareCounts().has(token.length);
}

/** Whether a line's tokens are a row of the numeric form (N numbers, `.` blank), N ≥ 4. */
export function isNumericRow(tokens: readonly string[]): boolean {
  return tokens.length >= 4 && tokens.every((token) => NUMERIC_TOKEN.test(token));
}

export function splitTokens(line: string): string[] {
  return line.split(/[\s,]+/).filter((token) => token !== '');
}

/**
 * Reads a text's lines, one at a time, until it knows which reader the text needs. A CSV header
 * (or a `.csv` name) decides CSV; a kind option, a kind header, a first puzzle line that begins
 * with `#` squares, a row of N ≠ 9 numbers, or a first token of N² symbols (N ≥ 4, N ≠ 9) decides
 * the variant reader; anything else the 9×9 reader (81-character lines, timedia's records, 9×9
 * grids of 9 tokens a line).
 */
export class TextKindScanner {
  private readonly header: VariantOptions = {};
  private headed = false;
  private decided: TextKind | undefined;

  constructor(
    private readonly options: VariantOptions,
    private readonly fileName = '',
  ) {}

  /** Takes the next line; the kind once the line decides it (and from then on). */
  push(raw: string): TextKind | undefined {
    if (this.decided) return this.decided;
    const line = raw.replace(/^\uFEFF/, '').trim();
    if (line === '') return undefined;
    // A printed candidate grid's frame decides nothing (its rows do): it might pass for a line of blanks.
    if (isGridFrameLine(line) && !isPuzzleLine(line)) return undefined;
    if (isCommentLine(line, { ...this.header, ...this.options })) {
      const header = headerOf(line);
      if (header) {
        this.header[header.key] = header.value;
        if (header.key !== 'drop') this.headed = true;
      }
      return undefined;
    }
    this.decided = this.firstPuzzleLine(line);
    return this.decided;
  }

  /** The kind at the end of the text (a text of headers and comments only goes to the reader its headers name). */
  end(): TextKind {
    this.decided ??= this.headed || !isStandardNine(this.options) ? 'variant' : 'nine';
    return this.decided;
  }

  private firstPuzzleLine(line: string): TextKind {
    if (isCsvStart(line, this.fileName)) return 'csv';
    if (this.headed || !isStandardNine(this.options) || line.startsWith('#')) return 'variant';
    // Positions with pencil marks are 9×9 only; a one-line candidate grid would pass for a row of numbers.
    if (isLibraryLine(line) || isCandidateGridLine(line) || candidateGridRow(line)) return 'nine';
    const tokens = splitTokens(line);
    if (tokens.length !== 9 && isNumericRow(tokens)) return 'variant';
    const token = [...(line.split(/[ \t]+/)[0] ?? '')];
    const n = Math.round(Math.sqrt(token.length));
    return n >= 4 && n !== 9 && n * n === token.length && !/[,;\t]/.test(line) ? 'variant' : 'nine';
  }
}

/** The kind of a whole text (see TextKindScanner). */
export function textKind(text: string, options: VariantOptions, fileName = ''): TextKind {
  const scanner = new TextKindScanner(options, fileName);
  for (const line of text.split(/\r\n|\r|\n/)) if (scanner.push(line)) break;
  return scanner.end();
}
