/**
 * Where the 9×9 grids of a combined puzzle lie: the named layouts, the offset and lattice forms,
 * and the rectangle they cover. Apart from the geometry builder, so that a reader can tell a
 * combined puzzle line from a comment without building any geometry.
 */

import { requireList, requireText } from '../core/arguments';
import { PuzzleError } from '../core/errors';
import type { GridOffset } from '../geometry/geometry';
import { groupedNumber } from '../core/number-text';

/** The named layouts of combined 9×9 grids (0-based top-left offsets), as in ../shared/data/variants. */
export const COMBINED_PRESETS: Readonly<Record<string, readonly GridOffset[]>> = {
  samurai: offsets('0,0;0,12;6,6;12,0;12,12'),
  butterfly: offsets('0,0;0,3;3,0;3,3'),
  sohei: offsets('0,6;6,0;6,12;12,6'),
  windmill: offsets('0,3;3,12;6,6;9,0;12,9'),
  'gattai-8': offsets('0,0;0,12;0,24;6,6;6,18;12,0;12,12;12,24'),
  shogun: offsets('0,0;0,12;0,24;0,36;6,6;6,18;6,30;12,0;12,12;12,24;12,36'),
  sumo: offsets('0,0;0,12;0,24;6,6;6,18;12,0;12,12;12,24;18,6;18,18;24,0;24,12;24,24'),
};

function offsets(text: string): GridOffset[] {
  return text.split(';').map((pair) => {
    const [row, col] = pair.split(',').map(Number);
    return { row, col };
  });
}

/**
 * The largest combined layout: at most this many grids, in a rectangle of at most this many
 * squares, about twice the record's (lattice:11x51 --drop 0,0: 280 grids, 69×309 = 21,321
 * squares). At the limit (lattice:25x40) the command starts, builds, fills and analyses the
 * layout in about half a second and 120 MiB (generate --time-limit 1), which is what a time limit
 * must leave room for (issue 41: within 10 % and half a second); 1,000 grids took 0.7 s so, and
 * lattice:100x100 (5,000 grids) 23 s and 983 MB for --time-limit 1000 before this limit.
 */
export const MAX_COMBINED_GRIDS = 500;
export const MAX_COMBINED_SQUARES = 50_000;

/** Refuses a layout beyond MAX_COMBINED_GRIDS or MAX_COMBINED_SQUARES, naming the limit; `name` is how the message calls it. */
export function checkCombinedSize(grids: readonly GridOffset[], name = 'The layout'): void {
  checkGridCount(grids.length, name);
  let rows = 0;
  let cols = 0;
  for (const grid of grids) [rows, cols] = [Math.max(rows, grid.row + 9), Math.max(cols, grid.col + 9)];
  if (rows * cols > MAX_COMBINED_SQUARES) {
    throw new PuzzleError(
      'bad-input',
      `${name} spans ${groupedNumber(rows)}×${groupedNumber(cols)} squares; a combined puzzle's rectangle has at most ${groupedNumber(MAX_COMBINED_SQUARES)} (the 280-grid record's is 69×309).`,
    );
  }
}

function checkGridCount(count: number, name: string): void {
  if (count > MAX_COMBINED_GRIDS) {
    throw new PuzzleError(
      'bad-input',
      `${name} has ${groupedNumber(count)} grids; a combined puzzle has at most ${MAX_COMBINED_GRIDS} (the 280-grid record is within).`,
    );
  }
}

/** Reads "r,c;r,c;…" (0-based top-left offsets); grid k is the k-th pair. */
export function parseGridOffsets(text: string): GridOffset[] {
  requireText(text, 'The grid offsets');
  const pairs = text
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '');
  const grids = pairs.map((pair, k) => {
    const match = /^(\d+)\s*,\s*(\d+)$/.exec(pair);
    if (!match)
      throw new PuzzleError('bad-input', `Grid ${k + 1}'s offset "${pair}" is not row,column (0-based numbers).`);
    return { row: Number(match[1]), col: Number(match[2]) };
  });
  checkCombinedSize(grids);
  return grids;
}

/**
 * The lattice layout "lattice:RxC": grids at (6i, 6j) for 0 ≤ i < R, 0 ≤ j < C with i + j even,
 * each sharing its corner boxes with up to four neighbours as in samurai; `drop` ("i,j;…",
 * lattice indices) leaves places out. Grids come in reading order of their places.
 */
export function parseLatticeLayout(layout: string, drop = ''): GridOffset[] {
  requireText(layout, 'The layout');
  requireText(drop, 'The dropped places');
  const match = /^\s*lattice\s*:\s*(\d+)\s*[x×X*]\s*(\d+)\s*$/.exec(layout);
  if (!match)
    throw new PuzzleError(
      'bad-input',
      `The layout "${layout}" is not lattice:RxC (R rows and C columns of lattice places, e.g. lattice:11x51).`,
    );
  const latticeRows = Number(match[1]);
  const latticeCols = Number(match[2]);
  if (latticeRows < 1 || latticeCols < 1)
    throw new PuzzleError('bad-input', `The layout "${layout}" has no places: R and C must be at least 1.`);
  const name = `The layout ${layout.trim()}${drop.trim() === '' ? '' : ` --drop ${drop.trim()}`}`;
  const dropped = new Set<string>();
  drop
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .forEach((pair) => {
      const place = /^(\d+)\s*,\s*(\d+)$/.exec(pair);
      if (!place)
        throw new PuzzleError('bad-input', `The dropped place "${pair}" is not i,j (0-based lattice indices).`);
      const [i, j] = [Number(place[1]), Number(place[2])];
      if (i >= latticeRows || j >= latticeCols || (i + j) % 2 !== 0) {
        throw new PuzzleError(
          'bad-input',
          `The dropped place ${i},${j} holds no grid of ${layout.trim()}: places have i < ${latticeRows}, j < ${latticeCols} and i + j even.`,
        );
      }
      dropped.add(`${i},${j}`);
    });
  // Counted before any is made: lattice:1000000x1000000 would otherwise fill the memory first.
  checkGridCount(Math.ceil((latticeRows * latticeCols) / 2) - dropped.size, name);
  const grids: GridOffset[] = [];
  for (let i = 0; i < latticeRows; i++) {
    for (let j = i % 2; j < latticeCols; j += 2) if (!dropped.has(`${i},${j}`)) grids.push({ row: 6 * i, col: 6 * j });
  }
  if (grids.length === 0) throw new PuzzleError('bad-input', `Dropping ${drop} leaves no grid of ${layout.trim()}.`);
  const top = Math.min(...grids.map((grid) => grid.row));
  const left = Math.min(...grids.map((grid) => grid.col));
  const placed = grids.map((grid) => ({ row: grid.row - top, col: grid.col - left }));
  checkCombinedSize(placed, name);
  return placed;
}

/** The bounding rectangle of grids at these offsets, and which of its squares a grid covers (row by row). */
export function layoutFrame(grids: readonly GridOffset[]): { rows: number; cols: number; isCell: Uint8Array } {
  const rows = Math.max(...grids.map((grid) => grid.row)) + 9;
  const cols = Math.max(...grids.map((grid) => grid.col)) + 9;
  const isCell = new Uint8Array(rows * cols);
  for (const grid of grids)
    for (let r = 0; r < 9; r++) isCell.fill(1, (grid.row + r) * cols + grid.col, (grid.row + r) * cols + grid.col + 9);
  return { rows, cols, isCell };
}

let presetFrames: { name: string; squares: number; isCell: Uint8Array }[] | undefined;

/** The number of squares in each named layout's rectangle. */
export function presetSquareCounts(): Set<number> {
  return new Set(framesOfPresets().map((frame) => frame.squares));
}

function framesOfPresets(): { name: string; squares: number; isCell: Uint8Array }[] {
  presetFrames ??= Object.entries(COMBINED_PRESETS).map(([name, grids]) => {
    const { rows, cols, isCell } = layoutFrame(grids);
    return { name, squares: rows * cols, isCell };
  });
  return presetFrames;
}

/**
 * The named layout whose squares outside every grid are exactly the `#` squares of `squares` (the
 * one-line form's characters), or undefined: samurai, sohei and windmill share a 21×21 rectangle,
 * and only their gaps tell them apart.
 */
export function presetOfGaps(squares: readonly string[]): string | undefined {
  requireList(squares, 'The squares');
  const matches = framesOfPresets().filter(
    ({ squares: count, isCell }) =>
      count === squares.length && isCell.every((cell, k) => (cell === 0) === (squares[k] === '#')),
  );
  return matches.length === 1 ? matches[0].name : undefined;
}
