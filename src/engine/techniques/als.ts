/**
 * ALS-XZ (HoDoKu "ALS-XZ", SudokuWiki "Almost Locked Sets"). An almost locked set is N cells of
 * one unit holding N + 1 digits between them (a bivalue cell is the smallest): remove any one
 * digit and the rest are locked. Two ALSs A and B that share no cell and have a restricted common
 * digit X — every X of A sees every X of B, so at most one of them holds X — lock each other:
 * the one without X is a locked set. So for every other common digit Z, one of them holds Z, and
 * a cell outside both that sees every Z of A and of B loses Z.
 *
 * Scan order: ALSs by unit (rows, columns, boxes) and cell combinations in unit order, up to
 * MAX_ALS_CELLS cells; the step is the pair with the fewest cells (the first among equals).
 */

import type { Board } from '../board';
import { BIT_COUNT } from '../bits';
import { CELL_COUNT, SIDE } from '../layout';
import type { TechniqueLetter } from '../types';
import { peerBits } from './peer-sets';
import type { Deduction, Technique } from './technique';

/** Larger sets are rare in human solving guides and multiply the pairs to try. */
export const MAX_ALS_CELLS = 4;

/** Cell sets as three 32-bit words, as the peer sets of peer-sets.ts. */
const WORDS = 3;

interface AlmostLockedSet {
  cells: number[];
  digits: number;
  /** The set's cells (3 words). */
  members: Int32Array;
  /** Per digit d (index d - 1): the cells that see every cell of the set holding d (3 words each). */
  seenByAllHolders: Int32Array;
}

function addCell(set: Int32Array, offset: number, cell: number): void {
  set[offset + (cell >> 5)] |= 1 << (cell & 31);
}

function hasCell(set: Int32Array | Uint32Array, offset: number, cell: number): boolean {
  return (set[offset + (cell >> 5)] & (1 << (cell & 31))) !== 0;
}

/** Every ALS of up to MAX_ALS_CELLS cells, each cell set once (a bivalue cell lies in three units). */
export function almostLockedSets(board: Board): AlmostLockedSet[] {
  const { candidates, values, layout } = board;
  const peers = peerBits(layout);
  const found: AlmostLockedSet[] = [];
  const known = new Set<string>();
  const unitEmpty: number[] = [];
  const chosen: number[] = [];
  const extend = (from: number, digits: number): void => {
    if (chosen.length > 0 && BIT_COUNT[digits] === chosen.length + 1) {
      const key = chosen.join(',');
      if (!known.has(key)) {
        known.add(key);
        found.push(makeSet(board, peers, chosen.slice(), digits));
      }
    }
    if (chosen.length === MAX_ALS_CELLS) return;
    for (let i = from; i < unitEmpty.length; i++) {
      const union = digits | candidates[unitEmpty[i]];
      // A set of n cells can only become almost locked if it holds at most MAX_ALS_CELLS + 1 digits.
      if (BIT_COUNT[union] > MAX_ALS_CELLS + 1) continue;
      chosen.push(unitEmpty[i]);
      extend(i + 1, union);
      chosen.pop();
    }
  };
  for (let unit = 0; unit < layout.unitCount; unit++) {
    unitEmpty.length = 0;
    for (let i = 0; i < SIDE; i++) {
      const cell = layout.unitCells[unit * SIDE + i];
      if (values[cell] === 0) unitEmpty.push(cell);
    }
    extend(0, 0);
  }
  return found;
}

function makeSet(board: Board, peers: Uint32Array, cells: number[], digits: number): AlmostLockedSet {
  const members = new Int32Array(WORDS);
  for (const cell of cells) addCell(members, 0, cell);
  const seenByAllHolders = new Int32Array(SIDE * WORDS);
  for (let d = 0; d < SIDE; d++) {
    if ((digits & (1 << d)) === 0) continue;
    seenByAllHolders.fill(-1, d * WORDS, d * WORDS + WORDS);
    for (const cell of cells) {
      if ((board.candidates[cell] & (1 << d)) === 0) continue;
      for (let w = 0; w < WORDS; w++) seenByAllHolders[d * WORDS + w] &= peers[cell * WORDS + w];
    }
  }
  return { cells, digits, members, seenByAllHolders };
}

/** Whether every holder of digit index d in `b` sees every holder in `a`. */
function restricted(a: AlmostLockedSet, b: AlmostLockedSet, d: number, candidates: Uint16Array): boolean {
  for (const cell of b.cells) {
    if ((candidates[cell] & (1 << d)) !== 0 && !hasCell(a.seenByAllHolders, d * WORDS, cell)) return false;
  }
  return true;
}

/** The first ALS-XZ deduction (fewest cells), or null. */
export function findAlsXz(board: Board, technique: TechniqueLetter): Deduction | null {
  const candidates = board.candidates;
  const sets = almostLockedSets(board);
  let best: Deduction | null = null;
  let bestSize = Infinity;
  for (let i = 0; i < sets.length; i++) {
    const a = sets[i];
    for (let j = i + 1; j < sets.length; j++) {
      const b = sets[j];
      const size = a.cells.length + b.cells.length;
      if (size >= bestSize) continue;
      const common = a.digits & b.digits;
      if (BIT_COUNT[common] < 2) continue;
      if ((a.members[0] & b.members[0]) | (a.members[1] & b.members[1]) | (a.members[2] & b.members[2])) continue;
      for (let x = 0; x < SIDE; x++) {
        if ((common & (1 << x)) === 0 || !restricted(a, b, x, candidates)) continue;
        const eliminations = zEliminations(board, a, b, common & ~(1 << x));
        if (eliminations.length === 0) continue;
        best = { technique, placeCell: -1, placeDigit: 0, eliminations, unit: -1, patternCells: [...a.cells, ...b.cells] };
        bestSize = size;
        break;
      }
    }
  }
  return best;
}

/** Each Z of `zDigits` leaves the cells outside both sets that see every Z of both. */
function zEliminations(board: Board, a: AlmostLockedSet, b: AlmostLockedSet, zDigits: number): number[] {
  const eliminations: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const shared = board.candidates[cell] & zDigits;
    if (shared === 0 || hasCell(a.members, 0, cell) || hasCell(b.members, 0, cell)) continue;
    for (let z = 0; z < SIDE; z++) {
      if ((shared & (1 << z)) === 0) continue;
      if (hasCell(a.seenByAllHolders, z * WORDS, cell) && hasCell(b.seenByAllHolders, z * WORDS, cell)) eliminations.push(cell * SIDE + z);
    }
  }
  return eliminations;
}

export const ALS_XZ: Technique = { letter: 'ALS', find: (board) => findAlsXz(board, 'ALS') };
