/**
 * Pattern files (SPEC §9): the timedia Pattern500 layout of a title line over 9 rows of X/- marks,
 * bare 9-row grids, or 81-character lines where any mark other than `.`, `-` or `0` is a given.
 */

import { describeValue, PuzzleError, CELL_COUNT, SIDE } from '../engine';
import { isEmptyMark, patternFromLine, type Pattern } from '../engine/generator';

export interface PatternRecord {
  /** 0-based position of the record in the file. */
  index: number;
  /** The title line of a grid record ("No.1   H 18"), when there is one. */
  title?: string;
  pattern?: Pattern;
  error?: PuzzleError;
  /** 1-based line number where the record starts. */
  line: number;
}

function gridTokens(line: string): string[] {
  const trimmed = line.trim();
  // "X-X--X---" (no spaces) and "X - X - - X - - -" are both grid rows.
  return /\s/.test(trimmed) ? trimmed.split(/\s+/) : [...trimmed];
}

function looksLikeGridRow(line: string): boolean {
  return gridTokens(line).length === SIDE && gridTokens(line).every((token) => token.length === 1);
}

/**
 * Reads a pattern file: 10-line grid records (a title line, then 9 rows of 9 tokens, `X` or any
 * mark for a given, `-`/`.`/`0` for empty), bare 9-row grids, or 81-character lines. Blank lines
 * and `#` comments are skipped. A record that cannot be read keeps its place with an `error`, so
 * a caller can report it and go on with the others.
 */
export function parsePatternFile(text: string): PatternRecord[] {
  const lines = text.replace(/\r/g, '').split('\n');
  const records: PatternRecord[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) {
      i++;
      continue;
    }
    const index = records.length;
    if (trimmed.replace(/\s/g, '').length >= CELL_COUNT && !looksLikeGridRow(line)) {
      records.push(readLineRecord(trimmed.replace(/\s/g, ''), index, i + 1));
      i++;
      continue;
    }
    const title = looksLikeGridRow(line) ? undefined : trimmed;
    const start = title === undefined ? i : i + 1;
    records.push(readGridRecord(lines, start, index, title, i + 1));
    i = start + SIDE;
  }
  return records;
}

/** A character no pattern is written with: a control character, or U+FFFD (bytes that were no text). */
const NO_MARK = /[\p{Cc}\p{Cs}\uFFFD]/u;

function noMarkError(name: string, text: string): PuzzleError | undefined {
  const found = NO_MARK.exec(text);
  if (!found) return undefined;
  return new PuzzleError(
    'bad-input',
    `${name} holds ${describeValue(found[0])}, which is no pattern mark (X or any letter or digit for a given, - . 0 for an empty cell)`,
  );
}

function readLineRecord(text: string, index: number, line: number): PatternRecord {
  const error = noMarkError(`the pattern at line ${line}`, text.slice(0, CELL_COUNT));
  return error ? { index, line, error } : { index, pattern: patternFromLine(text), line };
}

function readGridRecord(
  lines: string[],
  start: number,
  index: number,
  title: string | undefined,
  line: number,
): PatternRecord {
  const pattern = new Uint8Array(CELL_COUNT);
  const name = title ? `pattern "${title}"` : `the pattern at line ${line}`;
  for (let r = 0; r < SIDE; r++) {
    const rowLine = lines[start + r];
    if (rowLine === undefined || rowLine.trim() === '') {
      return { index, title, line, error: new PuzzleError('bad-input', `${name}: expected 9 grid rows, found ${r}`) };
    }
    const tokens = gridTokens(rowLine);
    const noMark = noMarkError(name, rowLine);
    if (noMark) return { index, title, line, error: noMark };
    if (tokens.length !== SIDE) {
      return {
        index,
        title,
        line,
        error: new PuzzleError(
          'bad-input',
          `${name}: row ${r + 1} (line ${start + r + 1}) has ${tokens.length} marks, expected 9 (X for a given, - for an empty cell)`,
        ),
      };
    }
    for (let c = 0; c < SIDE; c++) pattern[r * SIDE + c] = isEmptyMark(tokens[c]) ? 0 : 1;
  }
  return { index, title, line, pattern };
}
