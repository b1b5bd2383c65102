/**
 * Wings (full set). XY-Wing (XYW): a pivot {x,y} sees two pincers {x,z} and {y,z}; whichever digit
 * the pivot takes, one pincer is z, so z goes from every cell that sees both pincers. XYZ-Wing
 * (XYZ): the same with a pivot {x,y,z}, so the cell must also see the pivot. W-Wing (WW): two
 * cells {x,y} that do not see each other, joined by a strong link on x (a unit where x has only two
 * places, one seeing each cell): one of them is y, so y goes from every cell that sees both.
 *
 * Scan order: pivots (or first cells) ascending, then their peers in the layout's peer order.
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { CELL_COUNT, SIDE } from '../board/layout';
import { eliminationDeduction } from './patterns';
import { eliminationsSeeingAll, peerBits, sees } from './peer-sets';
import { UNIT_STRIDE, digitCells, unitPlaces } from './position-tables';
import { offer, scanningTechnique, type Deduction, type Visit } from './technique';

const ends = new Int32Array(3);

/** XY-Wing, or with `pivotSize` 3 XYZ-Wing. */
function findWing(board: Board, pivotSize: 2 | 3, visit: Visit): Deduction | null {
  const candidates = board.candidates;
  for (let pivot = 0; pivot < CELL_COUNT; pivot++) {
    const pivotMask = candidates[pivot];
    if (BIT_COUNT[pivotMask] !== pivotSize) continue;
    const peers = board.layout.peers[pivot];
    for (let i = 0; i < peers.length; i++) {
      const first = candidates[peers[i]];
      if (!couldBePincer(pivotMask, first, pivotSize)) continue;
      for (let j = i + 1; j < peers.length; j++) {
        const second = candidates[peers[j]];
        if (second === first || !couldBePincer(pivotMask, second, pivotSize)) continue;
        const z = first & second;
        if (BIT_COUNT[z] !== 1 || !isWing(pivotMask, first, second, z, pivotSize)) continue;
        ends[0] = peers[i];
        ends[1] = peers[j];
        ends[2] = pivot;
        const eliminations = eliminationsSeeingAll(board, z, ends, pivotSize === 3 ? 3 : 2, ends, 3, null);
        if (!eliminations) continue;
        const found = offer(
          visit,
          eliminationDeduction(pivotSize === 3 ? 'XYZ' : 'XYW', eliminations, -1, [pivot, peers[i], peers[j]]),
        );
        if (found) return found;
      }
    }
  }
  return null;
}

/** A pincer holds two digits, z and one of the pivot's: XY-Wing's z is not the pivot's, XYZ-Wing's is. */
function couldBePincer(pivot: number, pincer: number, pivotSize: 2 | 3): boolean {
  if (BIT_COUNT[pincer] !== 2) return false;
  return pivotSize === 2 ? BIT_COUNT[pincer & pivot] === 1 : (pincer & ~pivot) === 0;
}

/** Pincers {x,z} and {y,z} with pivot {x,y} (XY) or {x,y,z} (XYZ). */
function isWing(pivot: number, first: number, second: number, z: number, pivotSize: 2 | 3): boolean {
  const x = first & ~z;
  const y = second & ~z;
  if (x === y) return false;
  return pivotSize === 2 ? pivot === (x | y) && (pivot & z) === 0 : pivot === (x | y | z);
}

function findWWing(board: Board, visit: Visit): Deduction | null {
  const candidates = board.candidates;
  const bits = peerBits(board.layout);
  const unitCells = board.layout.unitCells;
  const unitCount = board.layout.unitCount;
  const placesInUnit = unitPlaces(board);
  const cellsOf = digitCells(board);
  for (let a = 0; a < CELL_COUNT; a++) {
    const mask = candidates[a];
    if (BIT_COUNT[mask] !== 2) continue;
    for (let b = a + 1; b < CELL_COUNT; b++) {
      if (candidates[b] !== mask || sees(bits, a, b)) continue;
      for (let linkMask = mask; linkMask !== 0; linkMask &= linkMask - 1) {
        const linkBit = linkMask & -linkMask;
        const digitIndex = 31 - Math.clz32(linkBit);
        // What goes does not depend on the link: with no cell seeing both that holds the other digit, no link helps.
        if (!someCellSeesBoth(bits, cellsOf, 31 - Math.clz32(mask & ~linkBit), a, b)) continue;
        for (let unit = 0; unit < unitCount; unit++) {
          const places = placesInUnit[digitIndex * UNIT_STRIDE + unit];
          if (BIT_COUNT[places] !== 2) continue;
          const p = unitCells[unit * SIDE + 31 - Math.clz32(places & -places)];
          const q = unitCells[unit * SIDE + 31 - Math.clz32(places & (places - 1))];
          if (p === a || p === b || q === a || q === b) continue;
          if (!((sees(bits, p, a) && sees(bits, q, b)) || (sees(bits, p, b) && sees(bits, q, a)))) continue;
          ends[0] = a;
          ends[1] = b;
          const eliminations = eliminationsSeeingAll(board, mask & ~linkBit, ends, 2, ends, 2, null);
          if (!eliminations) continue;
          const found = offer(visit, eliminationDeduction('WW', eliminations, unit, [a, b, p, q]));
          if (found) return found;
        }
      }
    }
  }
  return null;
}

/** Whether a cell holding the digit sees both a and b (eliminationsSeeingAll would find one). */
function someCellSeesBoth(bits: Uint32Array, cellsOf: Uint32Array, digitIndex: number, a: number, b: number): boolean {
  for (let w = 0; w < 3; w++) if ((bits[a * 3 + w] & bits[b * 3 + w] & cellsOf[digitIndex * 3 + w]) !== 0) return true;
  return false;
}

export const XY_WING = scanningTechnique('XYW', (board, visit) => findWing(board, 2, visit));
export const XYZ_WING = scanningTechnique('XYZ', (board, visit) => findWing(board, 3, visit));
export const W_WING = scanningTechnique('WW', findWWing);
