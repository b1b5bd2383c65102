/**
 * The choices the assumption search (assumption.ts) branches on, in its fixed order: two-candidate
 * cells ("this value or that one"); then bilocal pairs ("this value here or there": a value with
 * exactly two places in a unit); then, on a board with no two-candidate cell, the cells with the
 * fewest candidates ("one of these three or more"). Each choice has exactly one true option, so
 * a contradiction under an option removes that candidate, and a completed grid under it removes
 * every other option (the puzzle was checked to have one solution).
 */

import { forEachValue } from '../geometry/candidates';
import { VariantBoard, valuesOf } from '../board/variant-board';
import { candidateCode } from '../board/candidate-code';

export const CELL_CHOICES = 0;
export const BILOCAL_CHOICES = 1;
export const FEWEST_CHOICES = 2;
export type ChoiceKind = typeof CELL_CHOICES | typeof BILOCAL_CHOICES | typeof FEWEST_CHOICES;
export const CHOICE_KINDS: readonly ChoiceKind[] = [CELL_CHOICES, BILOCAL_CHOICES, FEWEST_CHOICES];

/** One option of a choice: `cell` holds `value`; a completed grid under it refutes `others`. */
export interface ChoiceOption {
  cell: number;
  value: number;
  /** The unit of a bilocal pair, -1 otherwise. */
  unit: number;
  /** Candidate codes of the other options. */
  others: number[];
}

export function newOption(): ChoiceOption {
  return { cell: 0, value: 0, unit: -1, others: [] };
}

export function trialCount(board: VariantBoard, kind: ChoiceKind): number {
  const { cellCount, units, size } = board.geometry;
  if (kind === CELL_CHOICES) return 2 * cellCount;
  if (kind === BILOCAL_CHOICES) return 2 * units.length * size;
  return cellCount * size;
}

/** The fewest candidates of an empty cell, or 0 when the board is full. */
export function fewestCandidates(board: VariantBoard): number {
  let fewest = 0;
  for (let cell = 0; cell < board.geometry.cellCount; cell++) {
    const count = board.counts[cell];
    if (board.values[cell] === 0 && (fewest === 0 || count < fewest)) fewest = count;
  }
  return fewest;
}

/**
 * Fills `option` with trial `trial` of a kind; false when that trial is no choice here.
 * Two-candidate cells: cell * 2 + (0: the smaller value, 1: the larger). Bilocal pairs:
 * (unit * N + value - 1) * 2 + (0: the first place, 1: the second). Fewest candidates (cells with
 * exactly `fewest` candidates, three or more): cell * N + value - 1.
 */
export function choiceOption(
  board: VariantBoard,
  kind: ChoiceKind,
  trial: number,
  option: ChoiceOption,
  fewest = 0,
): boolean {
  const { values, counts } = board;
  const size = board.geometry.size;
  option.others.length = 0;
  option.unit = -1;
  if (kind === CELL_CHOICES) {
    const cell = trial >> 1;
    if (values[cell] !== 0 || counts[cell] !== 2) return false;
    const [low, high] = valuesOf(board, cell);
    option.cell = cell;
    option.value = trial & 1 ? high : low;
    option.others.push(candidateCode(cell, trial & 1 ? low : high));
    return true;
  }
  if (kind === BILOCAL_CHOICES) {
    const unit = Math.floor((trial >> 1) / size);
    const value = ((trial >> 1) % size) + 1;
    if (board.places[unit * size + value - 1] !== 2) return false;
    const first = board.placeOf(unit, value);
    const second = board.placeOf(unit, value, positionAfter(board, unit, first));
    option.cell = trial & 1 ? second : first;
    option.value = value;
    option.unit = unit;
    option.others.push(candidateCode(trial & 1 ? first : second, value));
    return true;
  }
  const cell = Math.floor(trial / size);
  const value = (trial % size) + 1;
  if (fewest < 3 || values[cell] !== 0 || counts[cell] !== fewest || !board.has(cell, value)) return false;
  option.cell = cell;
  option.value = value;
  forEachValue(
    board.lo(cell),
    board.hi(cell),
    (other) => other !== value && option.others.push(candidateCode(cell, other)),
  );
  return true;
}

function positionAfter(board: VariantBoard, unit: number, cell: number): number {
  const { unitCells, size } = board.geometry;
  for (let i = 0; i < size; i++) if (unitCells[unit * size + i] === cell) return i + 1;
  return size;
}

/**
 * The nested choice: the two-candidate cell whose values are candidates in the most of its peers
 * (a two-candidate peer counts 3, any other 1), first in reading order among equals; -1 if none.
 */
export function mostInfluentialTwoCandidateCell(board: VariantBoard): number {
  const { candidates, counts, values } = board;
  const { cellCount, peers, peerStart } = board.geometry;
  let best = -1;
  let bestScore = -1;
  for (let cell = 0; cell < cellCount; cell++) {
    if (values[cell] !== 0 || counts[cell] !== 2) continue;
    let score = 0;
    for (let k = peerStart[cell]; k < peerStart[cell + 1]; k++) {
      const peer = peers[k];
      if (
        (candidates[2 * peer] & candidates[2 * cell]) !== 0 ||
        (candidates[2 * peer + 1] & candidates[2 * cell + 1]) !== 0
      )
        score += counts[peer] === 2 ? 3 : 1;
    }
    if (score > bestScore) {
      best = cell;
      bestScore = score;
    }
  }
  return best;
}

/** The options of the nested choice as candidate codes: see assumption.ts. */
export function nestedOptions(board: VariantBoard, scratch: ChoiceOption): number[] {
  const cell = mostInfluentialTwoCandidateCell(board);
  if (cell >= 0) return valuesOf(board, cell).map((value) => candidateCode(cell, value));
  const bilocals = trialCount(board, BILOCAL_CHOICES);
  for (let trial = 0; trial < bilocals; trial += 2) {
    if (choiceOption(board, BILOCAL_CHOICES, trial, scratch))
      return [candidateCode(scratch.cell, scratch.value), ...scratch.others];
  }
  const fewest = fewestCandidates(board);
  for (let other = 0; other < board.geometry.cellCount; other++) {
    if (board.values[other] === 0 && board.counts[other] === fewest)
      return valuesOf(board, other).map((value) => candidateCode(other, value));
  }
  return [];
}
