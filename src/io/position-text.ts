/**
 * Positions with pencil marks: a 9×9 puzzle part-way through a solve, where each empty cell keeps
 * only the candidates a person (or another solver) has left. Two text forms are read, the ones
 * other solvers export:
 * - HoDoKu's library form `<givens>:<deleted candidates>`: 81 cells with `+` before a digit that
 *   was placed rather than given, then `drc` triplets (digit, row, column) removed after the
 *   digits' peers have lost them;
 * - a candidate grid: 81 cells, each its candidate digits, separated by spaces, commas or `|`, as
 *   HoDoKu's "copy pencil marks" and SudokuWiki print them. Lines made only of frame characters
 *   (`.---+---:`) are skipped; a cell of one digit is filled unless a peer still keeps that digit.
 *
 * Every problem is a PuzzleError('bad-input') naming the cell, so a front end can point at it.
 */

import { CELL_COUNT, PuzzleError, SIDE, STANDARD_LAYOUT, cellLabel, positionOf } from '../engine';

export interface PencilPosition {
  /** The digit of every filled cell, given or placed; 0 for an empty cell. */
  readonly digits: Uint8Array;
  /** 1 where the digit was placed during the solve rather than given (HoDoKu's `+`). */
  readonly placed: Uint8Array;
  /** Each empty cell's candidates, bit d − 1 for digit d; 0 for a filled cell. */
  readonly candidates: Uint16Array;
}

const ALL_CANDIDATES = 0x1ff;
const FRAME_LINE = /^[\s.\-+:'|=*_]*$/;
const GRID_SEPARATORS = /[\s,|]+/;
const LIBRARY_CELL = /\+?[1-9]|[.0]/g;

const LIBRARY_LINE = /^\s*(?:\+?[1-9]|[.0]){81}:/;
const CANDIDATE_TOKEN = /^[1-9]+$/;
/** A frame line of a printed candidate grid: frame characters with a run of dashes (`.----+----.`). */
const FRAME_RULE = /--/;

/** Whether a line of a puzzle file is a position in HoDoKu's library form (81 cells, then `:`). */
export function isLibraryLine(text: string): boolean {
  return text.includes(':') && LIBRARY_LINE.test(text);
}

/** Whether a line is a whole candidate grid: 81 cells of candidate digits, separated by spaces, commas or `|`. */
export function isCandidateGridLine(text: string): boolean {
  // 81 cells need 80 separators: a plain puzzle line is turned away without being split.
  if (text.length < 2 * CELL_COUNT - 1) return false;
  const tokens = gridTokens(text);
  return tokens.length === CELL_COUNT && tokens.every((token) => CANDIDATE_TOKEN.test(token));
}

/**
 * The nine cells of a row of a printed candidate grid, or undefined when the line is none: nine
 * tokens of candidate digits, set apart by `|` or with at least one cell of several candidates (a
 * row of nine single digits and spaces alone is a row of a grid of givens).
 */
export function candidateGridRow(text: string): string[] | undefined {
  const tokens = gridTokens(text);
  if (tokens.length !== SIDE || !tokens.every((token) => CANDIDATE_TOKEN.test(token))) return undefined;
  return text.includes('|') || tokens.some((token) => token.length > 1) ? tokens : undefined;
}

/** Whether a line is one of a printed candidate grid's frame lines (`.---+---.`, `:----+----:`), which hold no cells. */
export function isGridFrameLine(text: string): boolean {
  return FRAME_LINE.test(text) && FRAME_RULE.test(text);
}

/** Whether a text (an argument, a line, a sheet cell) is a position rather than a puzzle: the library form or a whole candidate grid. */
export function isPositionText(text: string): boolean {
  if (isLibraryLine(text)) return true;
  const lines = text.split(/\r?\n/).filter((line) => !FRAME_LINE.test(line));
  return isCandidateGridLine(lines.join(' '));
}

function gridTokens(text: string): string[] {
  return text.split(GRID_SEPARATORS).filter(Boolean);
}

/** Reads either form; a text with a `:` is the library form. */
export function readPosition(text: string): PencilPosition {
  if (typeof text !== 'string')
    throw new PuzzleError('bad-input', 'A position is text: 81 cells with their candidates.');
  return text.includes(':') ? readLibraryPosition(text) : readCandidateGrid(text);
}

/** HoDoKu's `<givens>:<deleted candidates>`; anything after a second `:` is not read. */
export function readLibraryPosition(text: string): PencilPosition {
  const [givens, deleted = ''] = text.trim().split(':');
  const cells = givens.replace(/\s+/g, '');
  const marks = cells.match(LIBRARY_CELL) ?? [];
  if (marks.join('') !== cells || marks.length !== CELL_COUNT) {
    const bad = cells.replace(LIBRARY_CELL, '');
    throw new PuzzleError(
      'bad-input',
      bad === ''
        ? `The givens before the ":" have ${marks.length} cells; a position has 81 (a digit, "+" and a placed digit, or "." for an empty cell).`
        : `The givens before the ":" hold ${JSON.stringify(bad[0])}, which is not a cell: each cell is a digit 1–9, "+" and a placed digit, or "." or 0 when empty.`,
    );
  }
  const digits = new Uint8Array(CELL_COUNT);
  const placed = new Uint8Array(CELL_COUNT);
  marks.forEach((mark, cell) => {
    if (mark.startsWith('+')) placed[cell] = 1;
    digits[cell] = Number(mark.replace('+', '')) || 0;
  });
  const candidates = candidatesLeftByPeers(digits);
  for (const triplet of deleted.trim().split(/\s+/).filter(Boolean)) {
    if (!/^[1-9]{3}$/.test(triplet)) {
      throw new PuzzleError(
        'bad-input',
        `The deleted candidate ${JSON.stringify(triplet)} is not three digits: digit, row, column (e.g. 534 removes 5 from row 3, column 4).`,
      );
    }
    const digit = Number(triplet[0]);
    const cell = (Number(triplet[1]) - 1) * SIDE + Number(triplet[2]) - 1;
    if (digits[cell] !== 0) {
      throw new PuzzleError(
        'bad-input',
        `The deleted candidate ${triplet} is in cell ${cellLabel(cell)}, which already holds ${digits[cell]}.`,
        [positionOf(cell)],
      );
    }
    candidates[cell] &= ~(1 << (digit - 1));
  }
  return checkedPosition(digits, placed, candidates);
}

/** 81 cells of candidate digits. */
export function readCandidateGrid(text: string): PencilPosition {
  const tokens = text
    .split(/\r?\n/)
    .filter((line) => !FRAME_LINE.test(line))
    .flatMap((line) => line.split(GRID_SEPARATORS))
    .filter(Boolean);
  if (tokens.length !== CELL_COUNT) {
    throw new PuzzleError(
      'bad-input',
      `The candidate grid has ${tokens.length} cells; a position has 81, each its candidate digits, separated by spaces, commas or "|".`,
    );
  }
  const digits = new Uint8Array(CELL_COUNT);
  const placed = new Uint8Array(CELL_COUNT);
  const candidates = new Uint16Array(CELL_COUNT);
  tokens.forEach((token, cell) => {
    if (!/^[1-9]+$/.test(token)) {
      throw new PuzzleError(
        'bad-input',
        `Cell ${cellLabel(cell)} of the candidate grid holds ${JSON.stringify(token)}; a cell is its candidate digits 1–9.`,
        [positionOf(cell)],
      );
    }
    let mask = 0;
    for (const ch of token) {
      const bit = 1 << (Number(ch) - 1);
      if (mask & bit)
        throw new PuzzleError(
          'bad-input',
          `Cell ${cellLabel(cell)} of the candidate grid names ${ch} twice (${token}).`,
          [positionOf(cell)],
        );
      mask |= bit;
    }
    candidates[cell] = mask;
  });
  // A cell of one digit is filled, unless a peer still keeps that digit: then it is a single not yet placed.
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const mask = candidates[cell];
    if (mask & (mask - 1)) continue;
    let seenByPeer = false;
    forEachPeer(cell, (peer) => {
      if (candidates[peer] & mask && candidates[peer] !== mask) seenByPeer = true;
    });
    if (seenByPeer) continue;
    digits[cell] = 31 - Math.clz32(mask) + 1;
    placed[cell] = 1;
  }
  for (let cell = 0; cell < CELL_COUNT; cell++) if (digits[cell] !== 0) candidates[cell] = 0;
  return checkedPosition(digits, placed, candidates);
}

/** HoDoKu's library form of the position: the inverse of readLibraryPosition. */
export function libraryText(position: PencilPosition): string {
  const { digits, placed, candidates } = checkedShape(position);
  const cells = Array.from(digits, (digit, cell) => (digit === 0 ? '.' : (placed[cell] ? '+' : '') + digit)).join('');
  const peersLeft = candidatesLeftByPeers(digits);
  const deleted: string[] = [];
  for (let digit = 1; digit <= SIDE; digit++) {
    const bit = 1 << (digit - 1);
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      if (digits[cell] === 0 && peersLeft[cell] & bit && !(candidates[cell] & bit))
        deleted.push(`${digit}${((cell / SIDE) | 0) + 1}${(cell % SIDE) + 1}`);
    }
  }
  return `${cells}:${deleted.join(' ')}`;
}

/** The position as a candidate grid, nine cells a line, each column as wide as its widest cell. */
export function candidateGridText(position: PencilPosition): string {
  const { digits, candidates } = checkedShape(position);
  const tokens = Array.from(digits, (digit, cell) => (digit !== 0 ? String(digit) : digitsOfMask(candidates[cell])));
  const widths = Array.from({ length: SIDE }, (_, column) =>
    Math.max(...Array.from({ length: SIDE }, (_, row) => tokens[row * SIDE + column].length)),
  );
  const lines: string[] = [];
  for (let row = 0; row < SIDE; row++) {
    const cells = Array.from({ length: SIDE }, (_, column) => tokens[row * SIDE + column].padEnd(widths[column]));
    lines.push(
      [cells.slice(0, 3), cells.slice(3, 6), cells.slice(6)]
        .map((box) => box.join(' '))
        .join(' | ')
        .trimEnd(),
    );
  }
  return lines.join('\n');
}

function digitsOfMask(mask: number): string {
  let text = '';
  for (let digit = 1; digit <= SIDE; digit++) if (mask & (1 << (digit - 1))) text += digit;
  return text;
}

/** Every empty cell's candidates once the filled cells' peers have lost their digits. */
function candidatesLeftByPeers(digits: Uint8Array): Uint16Array {
  const candidates = new Uint16Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (digits[cell] !== 0) continue;
    let mask = ALL_CANDIDATES;
    forEachPeer(cell, (peer) => {
      if (digits[peer] !== 0) mask &= ~(1 << (digits[peer] - 1));
    });
    candidates[cell] = mask;
  }
  return candidates;
}

/** The cells that see the cell: the engine's peer table of the standard 9×9. */
function forEachPeer(cell: number, visit: (peer: number) => void): void {
  const peers = STANDARD_LAYOUT.peers[cell];
  for (let i = 0; i < peers.length; i++) visit(peers[i]);
}

/**
 * The rules a position must keep before any technique reads it: no digit twice in a house, no empty
 * cell without candidates. (Neither form can keep a candidate a filled peer holds: the library form
 * derives candidates from the peers, and the grid reads such a one-digit cell as not yet placed.)
 */
function checkedPosition(digits: Uint8Array, placed: Uint8Array, candidates: Uint16Array): PencilPosition {
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const digit = digits[cell];
    if (digit !== 0) {
      forEachPeer(cell, (peer) => {
        if (peer > cell && digits[peer] === digit) {
          throw new PuzzleError(
            'conflict',
            `Cells ${cellLabel(cell)} and ${cellLabel(peer)} both hold ${digit} and see each other.`,
            [positionOf(cell), positionOf(peer)],
          );
        }
      });
      continue;
    }
    if (candidates[cell] === 0)
      throw new PuzzleError('bad-input', `Cell ${cellLabel(cell)} is empty and has no candidate left.`, [
        positionOf(cell),
      ]);
  }
  return { digits, placed, candidates };
}

function checkedShape(position: PencilPosition): PencilPosition {
  const ok =
    position && [position.digits, position.placed, position.candidates].every((array) => array?.length === CELL_COUNT);
  if (!ok) throw new PuzzleError('bad-input', 'A position has 81 digits, 81 placed marks and 81 candidate masks.');
  return position;
}
