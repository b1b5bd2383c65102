/**
 * Hamada logic (浜田ロジック, H): a short proof by contradiction, in the two forms of SPEC §3.
 *
 * Bivalue form: cells holding exactly the same pair {a,b} that share a unit must differ, so a
 * chain of them splits into two colour classes whose cells hold the same digit. If making one
 * class v would leave some unit without a place for v, that class is not v (it is the other
 * digit, and the opposite class is v).
 *
 * Single-digit form: assume v in a cell and follow only the moves that assumption forces for v
 * (its peers lose v; a unit left with one place for v gets it; and so on); if some unit is then
 * left with no place for v, the cell is not v.
 *
 * Both forms keep chains short (CHAIN_LINK_CAP links), as a person following them on paper
 * would, and scan in a fixed order: pairs and starting cells in reading order, digits ascending.
 */

import type { Board } from '../board';
import { BIT_COUNT, LOWEST_DIGIT, digitBit } from '../bits';
import { CELL_COUNT, SIDE } from '../layout';
import { Deduction, Technique, encodeElimination } from './technique';

/** About six links, as SPEC §3 asks: three weak–strong pairs in the single-digit form. */
export const CHAIN_LINK_CAP = 6;

// Scratch space reused by every search: the analyser calls H on every stuck position.
const colour = new Int8Array(CELL_COUNT);
const distance = new Int8Array(CELL_COUNT);
const queue = new Uint8Array(CELL_COUNT);
const holdsDigit = new Uint8Array(CELL_COUNT);
const stillPossible = new Uint8Array(CELL_COUNT);

/** The first bivalue-form deduction, or null. */
export function findBivalueHamada(board: Board): Deduction | null {
  const { candidates, values } = board;
  const peers = board.layout.peers;
  for (let start = 0; start < CELL_COUNT; start++) {
    const pair = candidates[start];
    if (values[start] !== 0 || BIT_COUNT[pair] !== 2) continue;
    // Colour the chain reachable from `start` within the link cap.
    colour.fill(-1);
    colour[start] = 0;
    distance[start] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    while (head < tail) {
      const cell = queue[head++];
      if (distance[cell] >= CHAIN_LINK_CAP) continue;
      const cellPeers = peers[cell];
      for (let i = 0; i < cellPeers.length; i++) {
        const peer = cellPeers[i];
        if (colour[peer] !== -1 || candidates[peer] !== pair || values[peer] !== 0) continue;
        colour[peer] = 1 - colour[cell];
        distance[peer] = distance[cell] + 1;
        queue[tail++] = peer;
      }
    }
    if (tail < 2) continue;
    const chain = Array.from(queue.subarray(0, tail));
    for (let cls = 0; cls < 2; cls++) {
      for (let digit = LOWEST_DIGIT[pair]; digit <= SIDE; digit++) {
        if ((pair & digitBit(digit)) === 0) continue;
        const unit = unitEmptiedByClass(board, chain, cls, digit);
        if (unit < 0) continue;
        const other = LOWEST_DIGIT[pair & ~digitBit(digit)];
        const eliminations: number[] = [];
        for (const cell of chain) eliminations.push(encodeElimination(cell, colour[cell] === cls ? digit : other));
        return { technique: 'H', placeCell: -1, placeDigit: 0, eliminations, unit, patternCells: chain };
      }
    }
  }
  return null;
}

/**
 * A unit with no cell of the class that still lacks `digit` and whose every possible cell for it
 * is seen by a cell of the class, or -1.
 */
function unitEmptiedByClass(board: Board, chain: number[], cls: number, digit: number): number {
  holdsDigit.fill(0);
  for (const cell of chain) if (colour[cell] === cls) holdsDigit[cell] = 1;
  return unitLeftWithoutPlace(board, digit, holdsDigit);
}

/**
 * With `holders` (cells assumed to be `digit`) filled in: a unit holding none of them, still
 * lacking the digit, in which every possible cell sees a holder; or -1.
 */
function unitLeftWithoutPlace(board: Board, digit: number, holders: Uint8Array): number {
  const { candidates } = board;
  const { unitCount, unitCells, peers } = board.layout;
  const bit = digitBit(digit);
  for (let cell = 0; cell < CELL_COUNT; cell++) stillPossible[cell] = candidates[cell] & bit ? 1 : 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (!holders[cell]) continue;
    const cellPeers = peers[cell];
    for (let i = 0; i < cellPeers.length; i++) stillPossible[cellPeers[i]] = 0;
  }
  for (let unit = 0; unit < unitCount; unit++) {
    const base = unit * SIDE;
    let hadPlace = false;
    let holdsOne = false;
    let leftPlace = false;
    for (let i = 0; i < SIDE; i++) {
      const cell = unitCells[base + i];
      if (holders[cell]) holdsOne = true;
      if (candidates[cell] & bit) hadPlace = true;
      if (stillPossible[cell]) leftPlace = true;
    }
    // A unit where the digit is already placed has no candidate cell for it (hadPlace false).
    if (hadPlace && !holdsOne && !leftPlace) return unit;
  }
  return -1;
}

/** The first single-digit-form deduction, or null. */
export function findSingleDigitHamada(board: Board): Deduction | null {
  const { candidates, values } = board;
  for (let digit = 1; digit <= SIDE; digit++) {
    const bit = digitBit(digit);
    for (let start = 0; start < CELL_COUNT; start++) {
      if (values[start] !== 0 || (candidates[start] & bit) === 0) continue;
      const found = followForcedMoves(board, start, digit);
      if (found === null) continue;
      return {
        technique: 'H',
        placeCell: -1,
        placeDigit: 0,
        eliminations: [encodeElimination(start, digit)],
        unit: found.unit,
        patternCells: found.holders,
      };
    }
  }
  return null;
}

/**
 * Assumes `digit` in `start` and forces it into every unit left with one place, up to the link
 * cap (each forced cell is a weak then a strong link). Returns the contradiction (a unit left
 * without a place) once at least one move was forced, or null.
 */
function followForcedMoves(board: Board, start: number, digit: number): { unit: number; holders: number[] } | null {
  const { unitCount, unitCells } = board.layout;
  const bit = digitBit(digit);
  holdsDigit.fill(0);
  holdsDigit[start] = 1;
  const holders = [start];
  for (let link = 2; link <= CHAIN_LINK_CAP; link += 2) {
    markPossible(board, bit);
    let forced = -1;
    for (let unit = 0; unit < unitCount && forced < 0; unit++) {
      const base = unit * SIDE;
      let places = 0;
      let place = -1;
      let holdsOne = false;
      for (let i = 0; i < SIDE; i++) {
        const cell = unitCells[base + i];
        if (holdsDigit[cell]) holdsOne = true;
        else if (stillPossible[cell]) {
          places++;
          place = cell;
        }
      }
      if (!holdsOne && places === 1 && hadCandidate(board, unit, bit)) forced = place;
    }
    if (forced < 0) return null;
    holdsDigit[forced] = 1;
    holders.push(forced);
    const unit = unitLeftWithoutPlace(board, digit, holdsDigit);
    if (unit >= 0) return { unit, holders };
  }
  return null;
}

function hadCandidate(board: Board, unit: number, bit: number): boolean {
  const base = unit * SIDE;
  for (let i = 0; i < SIDE; i++) if (board.candidates[board.layout.unitCells[base + i]] & bit) return true;
  return false;
}

/** stillPossible = the cells that may hold the digit once every holder's peers lose it. */
function markPossible(board: Board, bit: number): void {
  const { candidates } = board;
  const peers = board.layout.peers;
  for (let cell = 0; cell < CELL_COUNT; cell++) stillPossible[cell] = candidates[cell] & bit ? 1 : 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (!holdsDigit[cell]) continue;
    stillPossible[cell] = 0;
    const cellPeers = peers[cell];
    for (let i = 0; i < cellPeers.length; i++) stillPossible[cellPeers[i]] = 0;
  }
}

export function findHamada(board: Board): Deduction | null {
  return findBivalueHamada(board) ?? findSingleDigitHamada(board);
}

export const HAMADA: Technique = {
  letter: 'H',
  tier: 'advanced',
  rule: 'Assuming a digit (in a chain of same-pair cells, or in one cell) forces a unit to lose every place for it, so the assumption is false.',
  find: findHamada,
};
