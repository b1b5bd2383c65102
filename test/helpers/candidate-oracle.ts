/**
 * Whether a candidate can be true at all: a plain depth-first search for a completion of the
 * grid that keeps to the board's candidates and places the digit in the cell. It shares no code
 * with the finders: it branches on the cell with the fewest candidates, or on the digit with the
 * fewest places in a unit when that is fewer, and checks every row, column and box by arithmetic.
 * Hand-made positions (mostly open grids) have many completions, so a possible candidate is
 * found at once, and an impossible one fails on the few constrained cells.
 */

import type { Board } from '../../src/engine/board/board';

const ROWS = Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => r * 9 + c));
const COLUMNS = Array.from({ length: 9 }, (_, c) => Array.from({ length: 9 }, (_, r) => r * 9 + c));
const BOXES = Array.from({ length: 9 }, (_, b) =>
  Array.from({ length: 9 }, (_, i) => (Math.floor(b / 3) * 3 + Math.floor(i / 3)) * 9 + (b % 3) * 3 + (i % 3)),
);
const UNITS = [...ROWS, ...COLUMNS, ...BOXES];
const UNITS_OF = Array.from({ length: 81 }, (_, cell) => UNITS.filter((unit) => unit.includes(cell)));

/** Gives up (throws) past this many search nodes, so a bad position fails loudly instead of hanging. */
const NODE_LIMIT = 200_000;

export function candidatePossible(board: Board, cell: number, digit: number): boolean {
  if (board.values[cell] !== 0 || !board.has(cell, digit)) return false;
  const options = Array.from({ length: 81 }, (_, c) =>
    board.values[c] ? 1 << (board.values[c] - 1) : board.candidates[c],
  );
  const nodes = { count: 0 };
  return assign(options, cell, 1 << (digit - 1)) && search(options, nodes);
}

/** Fixes a cell to one digit and removes it from the cell's peers, following forced cells; false on a dead end. */
function assign(options: number[], cell: number, bit: number): boolean {
  if ((options[cell] & bit) === 0) return false;
  options[cell] = bit;
  for (const unit of UNITS_OF[cell]) {
    for (const other of unit) {
      if (other === cell || (options[other] & bit) === 0) continue;
      options[other] &= ~bit;
      if (options[other] === 0) return false;
      if ((options[other] & (options[other] - 1)) === 0 && !assign(options, other, options[other])) return false;
    }
  }
  return true;
}

function search(options: number[], nodes: { count: number }): boolean {
  if (++nodes.count > NODE_LIMIT) throw new Error('candidate oracle: search too large for this position');
  let bestCell = -1;
  let bestCount = 10;
  for (let cell = 0; cell < 81; cell++) {
    const count = popcount(options[cell]);
    if (count > 1 && count < bestCount) {
      bestCell = cell;
      bestCount = count;
    }
  }
  let bestPlaces: number[] | null = null;
  let bestBit = 0;
  for (const unit of UNITS) {
    for (let d = 0; d < 9; d++) {
      const bit = 1 << d;
      const places = unit.filter((cell) => options[cell] & bit);
      if (places.length === 0) return false;
      if (
        places.length < bestCount &&
        places.some((cell) => options[cell] !== bit) &&
        (!bestPlaces || places.length < bestPlaces.length)
      ) {
        bestPlaces = places;
        bestBit = bit;
      }
    }
  }
  if (bestCell < 0) return true;
  const tries: [number, number][] = bestPlaces
    ? bestPlaces.map((cell) => [cell, bestBit])
    : digitBits(options[bestCell]).map((bit) => [bestCell, bit]);
  for (const [cell, bit] of tries) {
    const copy = options.slice();
    if (assign(copy, cell, bit) && search(copy, nodes)) return true;
  }
  return false;
}

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

function digitBits(mask: number): number[] {
  const bits: number[] = [];
  for (let d = 0; d < 9; d++) if (mask & (1 << d)) bits.push(1 << d);
  return bits;
}
