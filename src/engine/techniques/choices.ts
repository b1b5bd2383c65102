/**
 * The choices the assumption search (assumption.ts) branches on, on every kind, in its fixed order:
 * two-candidate cells ("this value or that one"); then bilocal pairs ("this value here or there":
 * a value with exactly two places in a unit); then, where the rules allow it (every kind but the
 * 9×9, whose SPEC §3 names two-way choices only) and the board has no two-candidate cell, the cells
 * with the fewest candidates ("one of these three or more"). Each choice has exactly one true
 * option, so a contradiction under an option removes that candidate, and a completed grid under it
 * removes every other option (the puzzle was checked to have one solution).
 *
 * Written once over the candidate store: the 9×9 board and the board of every other kind read
 * their cells through it.
 */

import type { CandidateStore } from '../board/candidate-store';

export const CELL_CHOICES = 0;
export const BILOCAL_CHOICES = 1;
export const FEWEST_CHOICES = 2;
export type ChoiceKind = typeof CELL_CHOICES | typeof BILOCAL_CHOICES | typeof FEWEST_CHOICES;
/** SPEC §3's two-way choices. */
export const TWO_WAY_KINDS: readonly ChoiceKind[] = [CELL_CHOICES, BILOCAL_CHOICES];
/** With the cells of fewest candidates after them (every kind but the 9×9). */
export const EVERY_CHOICE_KIND: readonly ChoiceKind[] = [CELL_CHOICES, BILOCAL_CHOICES, FEWEST_CHOICES];

/** The most options a choice has: a cell's candidates. */
const MAX_OPTIONS = 64;

/** One option of a choice: `cell` holds `value`; the other options are otherCells[k] = otherValues[k]. */
export interface ChoiceOption {
  cell: number;
  value: number;
  /** The unit of a bilocal pair, -1 otherwise. */
  unit: number;
  otherCount: number;
  readonly otherCells: Int32Array;
  readonly otherValues: Int32Array;
}

export function newOption(): ChoiceOption {
  return {
    cell: 0,
    value: 0,
    unit: -1,
    otherCount: 0,
    otherCells: new Int32Array(MAX_OPTIONS),
    otherValues: new Int32Array(MAX_OPTIONS),
  };
}

export function trialCount(store: CandidateStore, kind: ChoiceKind): number {
  const { cellCount, units, size } = store.geometry;
  if (kind === CELL_CHOICES) return 2 * cellCount;
  if (kind === BILOCAL_CHOICES) return 2 * units.length * size;
  return cellCount * size;
}

/** The fewest candidates of an empty cell, or 0 when the board is full. */
export function fewestCandidates(store: CandidateStore): number {
  const { values } = store;
  let fewest = 0;
  for (let cell = 0; cell < store.geometry.cellCount; cell++) {
    const count = store.count(cell);
    if (values[cell] === 0 && (fewest === 0 || count < fewest)) fewest = count;
  }
  return fewest;
}

/** The next candidate of the cell above `value` (0: its first), 0 for none: read from the mask words (bit v − 1 is value v). */
export function nextValue(store: CandidateStore, cell: number, value: number): number {
  const low = value < 32 ? store.word(cell, 0) & (-1 << value) : 0;
  if (low !== 0) return 32 - Math.clz32(low & -low);
  if (store.wordsPerCell === 1) return 0;
  const high = store.word(cell, 1) & (value < 32 ? -1 : -1 << (value - 32));
  return high === 0 ? 0 : 64 - Math.clz32(high & -high);
}

function addOther(option: ChoiceOption, cell: number, value: number): void {
  option.otherCells[option.otherCount] = cell;
  option.otherValues[option.otherCount++] = value;
}

/**
 * Fills `option` with trial `trial` of a kind; false when that trial is no choice here.
 * Two-candidate cells: cell * 2 + (0: the smaller value, 1: the larger). Bilocal pairs:
 * (unit * N + value - 1) * 2 + (0: the first place, 1: the second). Fewest candidates (cells with
 * exactly `fewest` candidates, three or more): cell * N + value - 1.
 */
export function choiceOption(
  store: CandidateStore,
  kind: ChoiceKind,
  trial: number,
  option: ChoiceOption,
  fewest = 0,
): boolean {
  const { values } = store;
  const size = store.geometry.size;
  option.otherCount = 0;
  option.unit = -1;
  if (kind === CELL_CHOICES) {
    const cell = trial >> 1;
    if (values[cell] !== 0 || store.count(cell) !== 2) return false;
    const low = store.lowest(cell);
    const high = nextValue(store, cell, low);
    option.cell = cell;
    option.value = trial & 1 ? high : low;
    addOther(option, cell, trial & 1 ? low : high);
    return true;
  }
  if (kind === BILOCAL_CHOICES) {
    const unit = ((trial >> 1) / size) | 0;
    const value = ((trial >> 1) % size) + 1;
    if (store.placeCount(unit, value) !== 2) return false;
    const first = store.placeOf(unit, value);
    const second = store.placeOf(unit, value, positionAfter(store, unit, first));
    option.cell = trial & 1 ? second : first;
    option.value = value;
    option.unit = unit;
    addOther(option, trial & 1 ? first : second, value);
    return true;
  }
  const cell = (trial / size) | 0;
  const value = (trial % size) + 1;
  if (fewest < 3 || values[cell] !== 0 || store.count(cell) !== fewest || !store.has(cell, value)) return false;
  option.cell = cell;
  option.value = value;
  for (let other = store.lowest(cell); other !== 0; other = nextValue(store, cell, other))
    if (other !== value) addOther(option, cell, other);
  return true;
}

function positionAfter(store: CandidateStore, unit: number, cell: number): number {
  const { unitCells, size } = store.geometry;
  for (let i = 0; i < size; i++) if (unitCells[unit * size + i] === cell) return i + 1;
  return size;
}

/**
 * The nested choice's cell: the two-candidate cell whose values are candidates in the most of its
 * peers (either value then removes the most; a two-candidate peer counts 3, any other 1), the first
 * in reading order among equals; -1 if none.
 */
export function mostInfluentialTwoCandidateCell(store: CandidateStore): number {
  const { values } = store;
  const { cellCount, peers, peerStart } = store.geometry;
  let best = -1;
  let bestScore = -1;
  const twoWords = store.wordsPerCell === 2;
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0 || store.count(cell) !== 2) continue;
    const pairLow = store.word(cell, 0);
    const pairHigh = twoWords ? store.word(cell, 1) : 0;
    let score = 0;
    for (let k = peerStart[cell]; k < peerStart[cell + 1]; k++) {
      const peer = peers[k];
      if ((store.word(peer, 0) & pairLow) !== 0 || (twoWords && (store.word(peer, 1) & pairHigh) !== 0))
        score += store.count(peer) === 2 ? 3 : 1;
    }
    if (score > bestScore) {
      best = cell;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The options of the nested choice, written into `cells` and `values`; returns how many. The most
 * influential two-candidate cell (smaller value first), else the first bilocal pair (its first
 * place first), else — only with `fewestToo` — each value of the first cell with the fewest
 * candidates; 0 when there is none.
 */
export function nestedOptions(
  store: CandidateStore,
  scratch: ChoiceOption,
  fewestToo: boolean,
  cells: Int32Array,
  values: Int32Array,
): number {
  const cell = mostInfluentialTwoCandidateCell(store);
  if (cell >= 0) return optionsOfCell(store, cell, cells, values);
  const bilocals = trialCount(store, BILOCAL_CHOICES);
  for (let trial = 0; trial < bilocals; trial += 2) {
    if (!choiceOption(store, BILOCAL_CHOICES, trial, scratch)) continue;
    cells[0] = scratch.cell;
    values[0] = scratch.value;
    cells[1] = scratch.otherCells[0];
    values[1] = scratch.otherValues[0];
    return 2;
  }
  if (!fewestToo) return 0;
  const fewest = fewestCandidates(store);
  for (let other = 0; other < store.geometry.cellCount; other++)
    if (store.values[other] === 0 && store.count(other) === fewest) return optionsOfCell(store, other, cells, values);
  return 0;
}

function optionsOfCell(store: CandidateStore, cell: number, cells: Int32Array, values: Int32Array): number {
  let count = 0;
  for (let value = store.lowest(cell); value !== 0; value = nextValue(store, cell, value)) {
    cells[count] = cell;
    values[count++] = value;
  }
  return count;
}
