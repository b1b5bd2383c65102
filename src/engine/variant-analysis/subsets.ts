/**
 * Subsets inside one unit, on any geometry. Naked (G: pair, T: triple): n cells whose candidates
 * together are n values take them, so the unit's other cells lose them. Hidden (Q: pair, R:
 * triple): n values whose places in the unit are the same n cells fill them, so those cells lose
 * every other candidate. Scan order as on 9×9: units in index order, then ascending combinations
 * (cells in unit order for naked subsets, values ascending for hidden ones).
 */

import { popcount32 } from '../board/bits';
import { forEachValue, lowestBitIndex } from '../geometry/candidates';
import type { VariantBoard } from './board';
import { VariantDeduction, VariantLetter, eliminationOf } from './deduction';
import { candidateCode } from './candidate-code';
import { valueOutside } from './patterns';

type SubsetSize = 2 | 3;

const MAX_UNIT = 64;
const memberCells = new Int32Array(MAX_UNIT);
const memberLo = new Uint32Array(MAX_UNIT);
const memberHi = new Uint32Array(MAX_UNIT);
const subsetCells = new Int32Array(3);
const memberValues = new Int32Array(MAX_UNIT);
/** Positions (in unit order) of each value in the unit under study, two words each; index value - 1. */
const positionLo = new Uint32Array(MAX_UNIT);
const positionHi = new Uint32Array(MAX_UNIT);

function bits(lo: number, hi: number): number {
  return popcount32(lo) + popcount32(hi);
}

function inWords(lo: number, hi: number, index: number): boolean {
  return index < 32 ? ((lo >>> index) & 1) === 1 : ((hi >>> (index - 32)) & 1) === 1;
}

export function findNakedSubset(board: VariantBoard, size: SubsetSize): VariantDeduction | null {
  const { units, unitCells, size: n } = board.geometry;
  const { counts, candidates } = board;
  const letter: VariantLetter = size === 2 ? 'G' : 'T';
  for (let unit = 0; unit < units.length; unit++) {
    let members = 0;
    for (let i = 0; i < n; i++) {
      const cell = unitCells[unit * n + i];
      if (counts[cell] >= 2 && counts[cell] <= size) {
        memberCells[members] = cell;
        memberLo[members] = candidates[2 * cell];
        memberHi[members++] = candidates[2 * cell + 1];
      }
    }
    for (let a = 0; a < members; a++) {
      for (let b = a + 1; b < members; b++) {
        const pairLo = memberLo[a] | memberLo[b];
        const pairHi = memberHi[a] | memberHi[b];
        if (bits(pairLo, pairHi) > size) continue;
        if (size === 2) {
          const found = nakedDeduction(board, letter, unit, pairLo, pairHi, [a, b]);
          if (found) return found;
          continue;
        }
        for (let c = b + 1; c < members; c++) {
          const tripleLo = pairLo | memberLo[c];
          const tripleHi = pairHi | memberHi[c];
          if (bits(tripleLo, tripleHi) !== 3) continue;
          const found = nakedDeduction(board, letter, unit, tripleLo, tripleHi, [a, b, c]);
          if (found) return found;
        }
      }
    }
  }
  return null;
}

function nakedDeduction(
  board: VariantBoard,
  letter: VariantLetter,
  unit: number,
  lo: number,
  hi: number,
  members: number[],
): VariantDeduction | null {
  members.forEach((member, k) => (subsetCells[k] = memberCells[member]));
  let eliminations: number[] | null = null;
  forEachValue(lo, hi, (value) => {
    eliminations = valueOutside(board, unit, value, subsetCells, members.length, eliminations);
  });
  if (!eliminations) return null;
  // Cell by cell, values ascending within a cell, as the 9×9 naked subsets list them.
  return eliminationOf(
    letter,
    (eliminations as number[]).sort((x, y) => x - y),
    unit,
    Array.from(subsetCells.subarray(0, members.length)),
  );
}

export function findHiddenSubset(board: VariantBoard, size: SubsetSize): VariantDeduction | null {
  const { units, size: n } = board.geometry;
  const places = board.places;
  const letter: VariantLetter = size === 2 ? 'Q' : 'R';
  for (let unit = 0; unit < units.length; unit++) {
    let members = 0;
    for (let v = 1; v <= n; v++) {
      // One place is a hidden single and none means the value is placed: neither is in a subset.
      const count = places[unit * n + v - 1];
      if (count >= 2 && count <= size) memberValues[members++] = v;
    }
    if (members < size) continue;
    collectPositions(board, unit);
    for (let a = 0; a < members; a++) {
      const va = memberValues[a] - 1;
      for (let b = a + 1; b < members; b++) {
        const vb = memberValues[b] - 1;
        const pairLo = positionLo[va] | positionLo[vb];
        const pairHi = positionHi[va] | positionHi[vb];
        if (bits(pairLo, pairHi) > size) continue;
        if (size === 2) {
          const found = hiddenDeduction(board, letter, unit, pairLo, pairHi, [va + 1, vb + 1]);
          if (found) return found;
          continue;
        }
        for (let c = b + 1; c < members; c++) {
          const vc = memberValues[c] - 1;
          const tripleLo = pairLo | positionLo[vc];
          const tripleHi = pairHi | positionHi[vc];
          if (bits(tripleLo, tripleHi) !== 3) continue;
          const found = hiddenDeduction(board, letter, unit, tripleLo, tripleHi, [va + 1, vb + 1, vc + 1]);
          if (found) return found;
        }
      }
    }
  }
  return null;
}

function collectPositions(board: VariantBoard, unit: number): void {
  const { unitCells, size } = board.geometry;
  positionLo.fill(0);
  positionHi.fill(0);
  for (let i = 0; i < size; i++) {
    const cell = unitCells[unit * size + i];
    if (board.counts[cell] === 0) continue;
    for (let word = 0; word < 2; word++) {
      for (let bits = board.candidates[2 * cell + word]; bits !== 0; bits &= bits - 1) {
        const index = lowestBitIndex(bits) + 32 * word;
        if (i < 32) positionLo[index] = (positionLo[index] | (1 << i)) >>> 0;
        else positionHi[index] |= 1 << (i - 32);
      }
    }
  }
}

function hiddenDeduction(
  board: VariantBoard,
  letter: VariantLetter,
  unit: number,
  lo: number,
  hi: number,
  subset: number[],
): VariantDeduction | null {
  const { unitCells, size } = board.geometry;
  let eliminations: number[] | null = null;
  const cells: number[] = [];
  for (let i = 0; i < size; i++) {
    if (!inWords(lo, hi, i)) continue;
    const cell = unitCells[unit * size + i];
    cells.push(cell);
    forEachValue(board.lo(cell), board.hi(cell), (value) => {
      if (!subset.includes(value)) (eliminations ??= []).push(candidateCode(cell, value));
    });
  }
  return eliminations && eliminationOf(letter, eliminations, unit, cells);
}
