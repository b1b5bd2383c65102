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
 * Both forms keep chains short (CHAIN_LINK_CAP links, the contradiction included), as a person
 * following them on paper would, and scan in a fixed order: pairs and starting cells in reading
 * order, digits ascending.
 */

import type { Board } from '../board/board';
import { BIT_COUNT, LOWEST_DIGIT, digitBit } from '../board/bits';
import { CELL_COUNT, Layout, SIDE } from '../board/layout';
import { UNIT_STRIDE, unitPlaces } from './position-tables';
import { Deduction, Technique, encodeElimination } from './technique';
import { UnchangedDigits } from './unchanged-digits';

/**
 * About six links in all, as SPEC §3 asks, counting the closing contradiction as two (a weak link
 * from the chain to each place of the emptied unit, then the unit itself): so at most four links
 * of chain — two weak–strong pairs in the single-digit form; in the bivalue form a linked group
 * of at most five same-pair cells (four links join them, whatever its shape: the whole group is
 * what a person colours). (A cap of six chain links also finds what SE rates as long forcing
 * chains, 7.5 and up.)
 */
export const CHAIN_LINK_CAP = 6;
const CONTRADICTION_LINKS = 2;
const CHAIN_LINKS = CHAIN_LINK_CAP - CONTRADICTION_LINKS;
/** The most cells a bivalue group may hold: CHAIN_LINKS links join CHAIN_LINKS + 1 cells. */
const GROUP_CELLS = CHAIN_LINKS + 1;

// Scratch space reused by every search: the analyser calls H on every stuck position.
const colour = new Int8Array(CELL_COUNT);
const queue = new Uint8Array(CELL_COUNT);
/** Positions (9-bit mask per unit) where the digit under study can still go. */
const places = new Uint16Array(32);
/** placesByDigit[(digit - 1) * UNIT_STRIDE + unit]: every digit's places (position-tables.ts), read by the search under way. */
let placesByDigit: Uint16Array = new Uint16Array(0);

/**
 * seenInUnit(layout)[cell * unitCount + unit] = the positions of `unit` that `cell` sees or is:
 * assuming the digit in `cell` removes exactly these places.
 */
const seenTables = new WeakMap<Layout, Uint16Array>();
function seenInUnit(layout: Layout): Uint16Array {
  let table = seenTables.get(layout);
  if (table) return table;
  const { unitCount, unitCells, peers } = layout;
  table = new Uint16Array(CELL_COUNT * unitCount);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    for (let unit = 0; unit < unitCount; unit++) {
      let mask = 0;
      for (let i = 0; i < SIDE; i++) {
        const other = unitCells[unit * SIDE + i];
        if (other === cell || peers[cell].includes(other)) mask |= 1 << i;
      }
      table[cell * unitCount + unit] = mask;
    }
  }
  seenTables.set(layout, table);
  return table;
}

/** The first bivalue-form deduction, or null. */
export function findBivalueHamada(board: Board): Deduction | null {
  const { candidates, values, layout } = board;
  const peers = layout.peers;
  const seen = seenInUnit(layout);
  let collected = false;
  colour.fill(-1);
  let coloured = 0;
  for (let start = 0; start < CELL_COUNT; start++) {
    const pair = candidates[start];
    if (values[start] !== 0 || BIT_COUNT[pair] !== 2) continue;
    // Only the previous group's cells (still in the queue) were coloured.
    for (let k = 0; k < coloured; k++) colour[queue[k]] = -1;
    // Colour the group linked to `start`, nearest cells first, up to GROUP_CELLS cells.
    colour[start] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    while (head < tail && tail < GROUP_CELLS) {
      const cell = queue[head++];
      const cellPeers = peers[cell];
      for (let i = 0; i < cellPeers.length && tail < GROUP_CELLS; i++) {
        const peer = cellPeers[i];
        if (colour[peer] !== -1 || candidates[peer] !== pair || values[peer] !== 0) continue;
        colour[peer] = 1 - colour[cell];
        queue[tail++] = peer;
      }
    }
    coloured = tail;
    if (tail < 2) continue;
    if (!collected) placesByDigit = unitPlaces(board);
    collected = true;
    for (let cls = 0; cls < 2; cls++) {
      let classSize = 0;
      let occupied = 0;
      for (let k = 0; k < tail; k++) {
        if (colour[queue[k]] !== cls) continue;
        classCells[classSize++] = queue[k];
        occupied |= occupiedUnits(layout.cellUnits[queue[k]]);
      }
      for (let digit = LOWEST_DIGIT[pair]; digit <= SIDE; digit++) {
        if ((pair & digitBit(digit)) === 0) continue;
        const unit = unitEmptiedByClass(layout.unitCount, seen, digit, classSize, occupied);
        if (unit < 0) continue;
        const chain = Array.from(queue.subarray(0, tail));
        const other = LOWEST_DIGIT[pair & ~digitBit(digit)];
        const eliminations = chain.map((cell) => encodeElimination(cell, colour[cell] === cls ? digit : other));
        return { technique: 'H', placeCell: -1, placeDigit: 0, eliminations, unit, patternCells: chain };
      }
    }
  }
  return null;
}

/** The cells of one colour class of the group under study. */
const classCells = new Uint8Array(GROUP_CELLS);

/**
 * With the digit assumed in every cell of classCells: the first unit none of them occupies that
 * had places for the digit and has none left, or -1 (reading the board's places, copying nothing).
 */
function unitEmptiedByClass(
  unitCount: number,
  seen: Uint16Array,
  digit: number,
  classSize: number,
  occupied: number,
): number {
  const base = (digit - 1) * UNIT_STRIDE;
  for (let unit = 0; unit < unitCount; unit++) {
    const before = placesByDigit[base + unit];
    if (before === 0 || (occupied & (1 << unit)) !== 0) continue;
    let removed = 0;
    for (let k = 0; k < classSize; k++) removed |= seen[classCells[k] * unitCount + unit];
    if ((before & ~removed) === 0) return unit;
  }
  return -1;
}

/** The first single-digit-form deduction, or null. */
export function findSingleDigitHamada(board: Board): Deduction | null {
  let collected = false;
  return unchangedForSingleDigit.firstDeduction(board, (digitIndex) => {
    if (!collected) placesByDigit = unitPlaces(board);
    collected = true;
    return findSingleDigitHamadaOf(board, digitIndex + 1);
  });
}

const unchangedForSingleDigit = new UnchangedDigits();

function findSingleDigitHamadaOf(board: Board, digit: number): Deduction | null {
  const { candidates, values, layout } = board;
  const seen = seenInUnit(layout);
  const bit = digitBit(digit);
  for (let start = 0; start < CELL_COUNT; start++) {
    if (values[start] !== 0 || (candidates[start] & bit) === 0) continue;
    const unit = followForcedMoves(layout, seen, digit, start);
    if (unit < 0) continue;
    return {
      technique: 'H',
      placeCell: -1,
      placeDigit: 0,
      eliminations: [encodeElimination(start, digit)],
      unit,
      patternCells: Array.from(forcedHolders.subarray(0, forcedCount)),
    };
  }
  return null;
}

/** The cells assumed by followForcedMoves: the start, then each forced cell. */
const forcedHolders = new Uint8Array(1 + CHAIN_LINKS / 2);
let forcedCount = 0;

/**
 * With the digit assumed in `start`: forces it into a unit left with one place, up to the link
 * cap (each forced cell is a weak then a strong link). Returns the contradiction (a unit left
 * without a place) once at least one move was forced, or -1; the cells are in forcedHolders.
 * Each assumption updates the places, finds an emptied unit and the next forced one in one pass.
 */
function followForcedMoves(layout: Layout, seen: Uint16Array, digit: number, start: number): number {
  const { unitCount, unitCells, cellUnits } = layout;
  const base = (digit - 1) * UNIT_STRIDE;
  let occupied = occupiedUnits(cellUnits[start]);
  let forcedUnit = -1;
  for (let unit = 0, row = start * unitCount; unit < unitCount; unit++) {
    const left = placesByDigit[base + unit] & ~seen[row + unit];
    places[unit] = left;
    if (forcedUnit < 0 && BIT_COUNT[left] === 1 && (occupied & (1 << unit)) === 0) forcedUnit = unit;
  }
  forcedHolders[0] = start;
  forcedCount = 1;
  for (let link = 2; link <= CHAIN_LINKS; link += 2) {
    if (forcedUnit < 0) return -1;
    const forced = unitCells[forcedUnit * SIDE + LOWEST_DIGIT[places[forcedUnit]] - 1];
    occupied |= occupiedUnits(cellUnits[forced]);
    forcedHolders[forcedCount++] = forced;
    forcedUnit = -1;
    let emptied = -1;
    for (let unit = 0, row = forced * unitCount; unit < unitCount; unit++) {
      const left = places[unit] & ~seen[row + unit];
      places[unit] = left;
      if ((occupied & (1 << unit)) !== 0) continue;
      if (left === 0) {
        if (emptied < 0 && placesByDigit[base + unit] !== 0) emptied = unit;
      } else if (forcedUnit < 0 && BIT_COUNT[left] === 1) forcedUnit = unit;
    }
    if (emptied >= 0) return emptied;
  }
  return -1;
}

function occupiedUnits(units: readonly number[]): number {
  let occupied = 0;
  for (let i = 0; i < units.length; i++) occupied |= 1 << units[i];
  return occupied;
}

export function findHamada(board: Board): Deduction | null {
  return findBivalueHamada(board) ?? findSingleDigitHamada(board);
}

export const HAMADA: Technique = {
  letter: 'H',
  find: findHamada,
};
