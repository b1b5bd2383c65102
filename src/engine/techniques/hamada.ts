/**
 * Hamada logic (浜田ロジック, H) on every kind, written once over the candidate store: a short proof
 * by contradiction, in the two forms of SPEC §3.
 *
 * Bivalue form: cells holding exactly the same pair {a,b} that share a unit must differ, so a
 * chain of them splits into two colour classes whose cells hold the same value. If making one
 * class v would leave some unit without a place for v, that class is not v (it is the other
 * value, and the opposite class is v).
 *
 * Single-value form: assume v in a cell and follow only the moves that assumption forces for v
 * (its peers lose v; a unit left with one place for v gets it; and so on); if some unit is then
 * left with no place for v, the cell is not v.
 *
 * A unit counts as emptied when it had places for v, has none left, and holds none of the assumed
 * cells. Both forms keep chains short (CHAIN_LINK_CAP links, the contradiction included), as a
 * person following them on paper would, and scan in a fixed order: pairs and starting cells in
 * cell order, values ascending, units in index order.
 *
 * A trial works on one value's positions per unit (CandidateStore.unitPositions, read once per
 * search) and a geometry's table of the positions of each unit that each cell sees or is: assuming
 * v in a cell removes exactly those.
 */

import type { Board } from '../board/board';
import type { CandidateStore } from '../board/candidate-store';
import type { Geometry } from '../geometry/geometry';
import type { EliminationsAt } from './intersections';
import { eliminationDeduction } from './patterns';
import type { Deduction, Technique, Visit } from './technique';
import { UnchangedValues } from './unchanged-values';

/**
 * About six links in all, as SPEC §3 asks, counting the closing contradiction as two (a weak link
 * from the chain to each place of the emptied unit, then the unit itself): so at most four links
 * of chain — two weak–strong pairs in the single-value form; in the bivalue form a linked group
 * of at most five same-pair cells (four links join them, whatever its shape: the whole group is
 * what a person colours). (A cap of six chain links also finds what SE rates as long forcing
 * chains, 7.5 and up.)
 */
export const CHAIN_LINK_CAP = 6;
const CONTRADICTION_LINKS = 2;
const CHAIN_LINKS = CHAIN_LINK_CAP - CONTRADICTION_LINKS;
/** The most cells a bivalue group may hold: CHAIN_LINKS links join CHAIN_LINKS + 1 cells. */
const GROUP_CELLS = CHAIN_LINKS + 1;
/** Stamps start over before they could overflow an Int32Array. */
const STAMP_LIMIT = 0x3fffffff;

/** A geometry's tables and the scratch space of a search on it (the analysers call H on every stuck position). */
interface Tables {
  readonly unitCount: number;
  readonly twoWords: boolean;
  /** seenLo[cell · unitCount + unit]: the positions 0–31 of `unit` that `cell` sees or is; seenHi 32–63. */
  readonly seenLo: Uint32Array;
  readonly seenHi: Uint32Array;
  /** Every value's positions in every unit: placesLo[(v − 1) · unitCount + unit] (CandidateStore.unitPositions). */
  readonly placesLo: Uint32Array;
  readonly placesHi: Uint32Array;
  /** The first units that together hold every cell (a single grid's rows): what the record of unchanged values compares. */
  readonly coveringUnits: number;
  /** Whether the places are those of the store under search (read when first needed). */
  placesRead: boolean;
  /** The places of the value under trial left in each unit. */
  readonly workLo: Uint32Array;
  readonly workHi: Uint32Array;
  /** occupiedAt[unit] === stamp when the unit holds an assumed cell of the trial under way. */
  readonly occupiedAt: Int32Array;
  stamp: number;
  /** With at most 32 units (every 9×9 layout), the same as a mask: a bit test in the hot loops, not a load. */
  readonly fewUnits: boolean;
  occupiedMask: number;
  /** The bivalue group under study (cell order: nearest first) and each cell's colour, −1 for none. */
  readonly colour: Int8Array;
  readonly group: Int32Array;
  readonly classCells: Int32Array;
  /** The cells of a single-value trial: the start, then each forced cell. */
  readonly holders: Int32Array;
  holderCount: number;
  /** The unit the last pass found left with one place (not occupied), or −1. */
  forcedUnit: number;
}

const tablesByGeometry = new WeakMap<Geometry, Tables>();
function tablesOf(geometry: Geometry): Tables {
  let tables = tablesByGeometry.get(geometry);
  if (tables) return tables;
  const { cellCount, size, unitCells, peers, peerStart } = geometry;
  const unitCount = geometry.units.length;
  const twoWords = size > 32;
  const seenLo = new Uint32Array(cellCount * unitCount);
  const seenHi = new Uint32Array(twoWords ? cellCount * unitCount : 0);
  // Each unit's i-th cell is seen by itself and its peers.
  for (let unit = 0; unit < unitCount; unit++) {
    for (let i = 0; i < size; i++) {
      const cell = unitCells[unit * size + i];
      const seen = i < 32 ? seenLo : seenHi;
      const bit = 1 << (i & 31);
      seen[cell * unitCount + unit] |= bit;
      for (let k = peerStart[cell]; k < peerStart[cell + 1]; k++) seen[peers[k] * unitCount + unit] |= bit;
    }
  }
  tables = {
    unitCount,
    coveringUnits: coveringPrefix(geometry),
    twoWords,
    seenLo,
    seenHi,
    placesLo: new Uint32Array(size * unitCount),
    placesHi: new Uint32Array(twoWords ? size * unitCount : 0),
    placesRead: false,
    workLo: new Uint32Array(unitCount),
    workHi: new Uint32Array(twoWords ? unitCount : 0),
    occupiedAt: new Int32Array(unitCount),
    stamp: 0,
    fewUnits: unitCount <= 32,
    occupiedMask: 0,
    colour: new Int8Array(cellCount).fill(-1),
    group: new Int32Array(GROUP_CELLS),
    classCells: new Int32Array(GROUP_CELLS),
    holders: new Int32Array(1 + CHAIN_LINKS / 2),
    holderCount: 0,
    forcedUnit: -1,
  };
  tablesByGeometry.set(geometry, tables);
  return tables;
}

/** How many of the first units it takes to hold every cell. */
function coveringPrefix(geometry: Geometry): number {
  const held = new Uint8Array(geometry.cellCount);
  let left = geometry.cellCount;
  for (let unit = 0; unit < geometry.units.length; unit++) {
    for (const cell of geometry.units[unit].cells) {
      if (held[cell] === 1) continue;
      held[cell] = 1;
      left--;
    }
    if (left === 0) return unit + 1;
  }
  return geometry.units.length;
}

/** A fresh stamp: no unit is occupied yet. */
function newTrial(tables: Tables): number {
  if (tables.stamp === STAMP_LIMIT) {
    tables.occupiedAt.fill(0);
    tables.stamp = 0;
  }
  tables.occupiedMask = 0;
  return ++tables.stamp;
}

function occupy(geometry: Geometry, tables: Tables, cell: number): void {
  const { cellUnits, cellUnitStart } = geometry;
  for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) {
    const unit = cellUnits[k];
    tables.occupiedAt[unit] = tables.stamp;
    tables.occupiedMask |= 1 << unit;
  }
}

/** The first Hamada instance, or with `visit` each in turn until it returns true (that one is returned). */
export function hamadaAt(store: CandidateStore, visit?: (found: EliminationsAt) => boolean): EliminationsAt | null {
  const tables = tablesOf(store.geometry);
  tables.placesRead = false;
  return bivalueAt(store, tables, visit) ?? singleValueAt(store, tables, visit);
}

function readPlaces(store: CandidateStore, tables: Tables): void {
  if (tables.placesRead) return;
  store.unitPositions(tables.placesLo, tables.placesHi, tables.unitCount);
  tables.placesRead = true;
}

/** The first bivalue-form instance, or with `visit` each in turn. */
function bivalueAt(
  store: CandidateStore,
  tables: Tables,
  visit?: (found: EliminationsAt) => boolean,
): EliminationsAt | null {
  const geometry = store.geometry;
  const { group, colour, classCells } = tables;
  const { cellCount } = geometry;
  const values = store.values;
  let coloured = 0;
  for (let start = 0; start < cellCount; start++) {
    if (values[start] !== 0 || store.count(start) !== 2) continue;
    // Only the previous group's cells (still in `group`) were coloured.
    for (let k = 0; k < coloured; k++) colour[group[k]] = -1;
    coloured = colourGroup(store, tables, start);
    if (coloured < 2) continue;
    readPlaces(store, tables);
    const low = store.lowest(start);
    let high = low + 1;
    while (!store.has(start, high)) high++;
    for (let cls = 0; cls < 2; cls++) {
      let classSize = 0;
      for (let k = 0; k < coloured; k++) if (colour[group[k]] === cls) classCells[classSize++] = group[k];
      newTrial(tables);
      for (let k = 0; k < classSize; k++) occupy(geometry, tables, classCells[k]);
      for (let value = low; value <= high; value += high - low) {
        const unit = unitEmptiedByClass(tables, value, classSize);
        if (unit < 0) continue;
        const other = value === low ? high : low;
        const patternCells = Array.from(group.subarray(0, coloured));
        const eliminations = patternCells.map((cell) =>
          store.candidateCode(cell, colour[cell] === cls ? value : other),
        );
        const found = { eliminations, unit, patternCells };
        if (!visit || visit(found)) {
          for (let k = 0; k < coloured; k++) colour[group[k]] = -1;
          return found;
        }
      }
    }
  }
  for (let k = 0; k < coloured; k++) colour[group[k]] = -1;
  return null;
}

/** Colours the same-pair cells linked to `start` alternately, nearest first, up to GROUP_CELLS; returns how many. */
function colourGroup(store: CandidateStore, tables: Tables, start: number): number {
  const { peers, peerStart } = store.geometry;
  const { group, colour } = tables;
  const values = store.values;
  const twoWords = tables.twoWords;
  const lo = store.word(start, 0);
  const hi = twoWords ? store.word(start, 1) : 0;
  colour[start] = 0;
  group[0] = start;
  let tail = 1;
  for (let head = 0; head < tail && tail < GROUP_CELLS; head++) {
    const cell = group[head];
    for (let k = peerStart[cell]; k < peerStart[cell + 1] && tail < GROUP_CELLS; k++) {
      const peer = peers[k];
      if (colour[peer] !== -1 || store.word(peer, 0) !== lo || (twoWords && store.word(peer, 1) !== hi)) continue;
      if (values[peer] !== 0) continue;
      colour[peer] = 1 - colour[cell];
      group[tail++] = peer;
    }
  }
  return tail;
}

/**
 * With the value assumed in every cell of classCells (their units occupied): the first unit none
 * of them occupies that had places for the value and has none left, or −1.
 */
function unitEmptiedByClass(tables: Tables, value: number, classSize: number): number {
  const { unitCount, twoWords, seenLo, seenHi, placesLo, placesHi, occupiedAt, stamp, classCells } = tables;
  const base = (value - 1) * unitCount;
  if (tables.fewUnits) {
    const occupied = tables.occupiedMask;
    for (let unit = 0; unit < unitCount; unit++) {
      const before = placesLo[base + unit];
      if (before === 0 || (occupied & (1 << unit)) !== 0) continue;
      let removed = 0;
      for (let k = 0; k < classSize; k++) removed |= seenLo[classCells[k] * unitCount + unit];
      if ((before & ~removed) === 0) return unit;
    }
    return -1;
  }
  if (!twoWords) {
    for (let unit = 0; unit < unitCount; unit++) {
      const before = placesLo[base + unit];
      if (before === 0 || occupiedAt[unit] === stamp) continue;
      let removed = 0;
      for (let k = 0; k < classSize; k++) removed |= seenLo[classCells[k] * unitCount + unit];
      if ((before & ~removed) === 0) return unit;
    }
    return -1;
  }
  for (let unit = 0; unit < unitCount; unit++) {
    const beforeLo = placesLo[base + unit];
    const beforeHi = placesHi[base + unit];
    if ((beforeLo === 0 && beforeHi === 0) || occupiedAt[unit] === stamp) continue;
    let removedLo = 0;
    let removedHi = 0;
    for (let k = 0; k < classSize; k++) {
      const at = classCells[k] * unitCount + unit;
      removedLo |= seenLo[at];
      removedHi |= seenHi[at];
    }
    if ((beforeLo & ~removedLo) === 0 && (beforeHi & ~removedHi) === 0) return unit;
  }
  return -1;
}

/** One record for the single-value form. */
const unchangedForSingleValue = new UnchangedValues();

/** The first single-value-form instance, or with `visit` each in turn. */
function singleValueAt(
  store: CandidateStore,
  tables: Tables,
  visit?: (found: EliminationsAt) => boolean,
): EliminationsAt | null {
  const geometry = store.geometry;
  readPlaces(store, tables);
  const { unitCount, placesLo, placesHi } = tables;
  unchangedForSingleValue.read(geometry, placesLo, placesHi, unitCount, tables.coveringUnits);
  for (let value = 1; value <= geometry.size; value++) {
    if (unchangedForSingleValue.unchanged(value)) continue;
    let foundAny = false;
    for (let start = 0; start < geometry.cellCount; start++) {
      if (store.values[start] !== 0 || !store.has(start, value)) continue;
      const unit = followForcedMoves(geometry, tables, value, start);
      if (unit < 0) continue;
      foundAny = true;
      const found = {
        eliminations: [store.candidateCode(start, value)],
        unit,
        patternCells: Array.from(tables.holders.subarray(0, tables.holderCount)),
      };
      if (!visit || visit(found)) return found;
    }
    if (!foundAny) unchangedForSingleValue.foundNothing(value);
  }
  return null;
}

/**
 * With the value assumed in `start`: forces it into a unit left with one place, up to the link
 * cap (each forced cell is a weak then a strong link). Returns the contradiction (a unit left
 * without a place) once at least one move was forced, or −1; the cells are in tables.holders.
 */
function followForcedMoves(geometry: Geometry, tables: Tables, value: number, start: number): number {
  const { unitCells, size } = geometry;
  const base = (value - 1) * tables.unitCount;
  newTrial(tables);
  occupy(geometry, tables, start);
  assumeStart(tables, start, base);
  tables.holders[0] = start;
  tables.holderCount = 1;
  for (let link = 2; link <= CHAIN_LINKS; link += 2) {
    const unit = tables.forcedUnit;
    if (unit < 0) return -1;
    const lo = tables.workLo[unit];
    const position = lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(tables.workHi[unit] & -tables.workHi[unit]);
    const forced = unitCells[unit * size + position];
    occupy(geometry, tables, forced);
    tables.holders[tables.holderCount++] = forced;
    const emptied = assume(tables, forced, base);
    if (emptied >= 0) return emptied;
  }
  return -1;
}

/**
 * Starts the value's places left from its unit positions less those `start` sees, and finds the
 * first unoccupied unit left with one place (tables.forcedUnit). A unit the start alone empties is
 * no contradiction yet (no move was forced): the next pass reports it.
 */
function assumeStart(tables: Tables, start: number, base: number): void {
  const { unitCount, twoWords, seenLo, seenHi, placesLo, placesHi, workLo, workHi, occupiedAt, stamp } = tables;
  const row = start * unitCount;
  let forcedUnit = -1;
  for (let unit = 0; unit < unitCount; unit++) {
    const lo = placesLo[base + unit] & ~seenLo[row + unit];
    workLo[unit] = lo;
    let hi = 0;
    if (twoWords) workHi[unit] = hi = placesHi[base + unit] & ~seenHi[row + unit];
    if (forcedUnit < 0 && isSingle(lo, hi) && occupiedAt[unit] !== stamp) forcedUnit = unit;
  }
  tables.forcedUnit = forcedUnit;
}

/**
 * Takes the places `cell` sees from the value's places left, in one pass that also finds the
 * first unoccupied unit emptied (returned, or −1) and the first left with one place (tables.forcedUnit).
 */
function assume(tables: Tables, cell: number, base: number): number {
  const { unitCount, twoWords, seenLo, seenHi, placesLo, placesHi, workLo, workHi, occupiedAt, stamp } = tables;
  const row = cell * unitCount;
  let emptied = -1;
  let forcedUnit = -1;
  for (let unit = 0; unit < unitCount; unit++) {
    const lo = workLo[unit] & ~seenLo[row + unit];
    workLo[unit] = lo;
    let hi = 0;
    if (twoWords) workHi[unit] = hi = workHi[unit] & ~seenHi[row + unit];
    if (occupiedAt[unit] === stamp) continue;
    if (lo === 0 && hi === 0) {
      if (emptied < 0 && (placesLo[base + unit] !== 0 || (twoWords && placesHi[base + unit] !== 0))) emptied = unit;
    } else if (forcedUnit < 0 && isSingle(lo, hi)) {
      forcedUnit = unit;
    }
  }
  tables.forcedUnit = forcedUnit;
  return emptied;
}

/** Whether the word pair holds exactly one position. */
function isSingle(lo: number, hi: number): boolean {
  return hi === 0 ? lo !== 0 && (lo & (lo - 1)) === 0 : lo === 0 && (hi & (hi - 1)) === 0;
}

/** The first Hamada deduction on the 9×9 board, bivalue form first. */
export function findHamada(board: Board): Deduction | null {
  return deductionOf(hamadaAt(board));
}

function deductionOf(found: EliminationsAt | null): Deduction | null {
  return found && eliminationDeduction('H', found.eliminations, found.unit, found.patternCells);
}

/** The first bivalue-form deduction on the 9×9 board, or null. */
export function findBivalueHamada(board: Board): Deduction | null {
  const tables = tablesOf(board.geometry);
  tables.placesRead = false;
  return deductionOf(bivalueAt(board, tables));
}

/** The first single-digit-form deduction on the 9×9 board, or null. */
export function findSingleDigitHamada(board: Board): Deduction | null {
  const tables = tablesOf(board.geometry);
  tables.placesRead = false;
  return deductionOf(singleValueAt(board, tables));
}

/**
 * Every Hamada instance in find's order. An instance is what it removes: the other class's
 * contradiction, the same group reached from another of its cells, or a single-value trial that
 * removes what a group already did proves nothing new, and is listed once.
 */
function forEachHamada(board: Board, visit: Visit): void {
  const listed = new Set<string>();
  hamadaAt(board, (found) => {
    const key = [...found.eliminations].sort((a, b) => a - b).join(',');
    if (listed.has(key)) return false;
    listed.add(key);
    return visit(eliminationDeduction('H', found.eliminations, found.unit, found.patternCells));
  });
}

export const HAMADA: Technique = {
  letter: 'H',
  find: findHamada,
  forEach: forEachHamada,
};
