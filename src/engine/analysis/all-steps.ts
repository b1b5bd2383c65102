/**
 * Every instance of every technique in one 9×9 position (issue 37 item 2): the "all steps" view
 * HoDoKu and SukakuExplainer offer, and what HoDoKu's regression library is checked against.
 * Each family's forEach visits its instances in the order its finder scans; a family without one
 * yet gives its first instance only, and the answer names it.
 */

import { requireCandidateMasks } from './analyser';
import { Board } from '../board/board';
import { CELL_COUNT } from '../board/layout';
import { PuzzleError } from '../core/errors';
import { hodokuCodeOf } from '../techniques/hodoku-codes';
import { TECHNIQUES } from '../techniques/registry';
import { cellNotation, chainNotation, type Deduction } from '../techniques/technique';
import type { TechniqueLetter } from '../techniques/technique-letter';

/** At most this many instances are listed: a position with hundreds of chains still answers promptly. */
export const MAX_STEPS = 20_000;

/** One instance: cells are 0–80, candidates [cell, digit]. */
export interface FoundStep {
  technique: TechniqueLetter;
  /** HoDoKu's code for this instance (hodoku-codes.ts), or null where HoDoKu has none. */
  hodoku: string | null;
  /** The cells of the pattern (the pair, the fish with its fins, the chain's cells). */
  cells: number[];
  /** A chain's links in HoDoKu's notation ("7r2c1=7r2c5-7r4c5"), when the step is a chain. */
  chain?: string;
  eliminations: [number, number][];
  placements: [number, number][];
}

export interface AllSteps {
  steps: FoundStep[];
  /** The techniques asked for whose family lists its first instance only so far. */
  firstOnly: TechniqueLetter[];
  /** True when MAX_STEPS cut the list short. */
  truncated: boolean;
}

/**
 * The position's board: the digits placed, then each empty cell narrowed to its candidates
 * (9-bit masks, 0 for a filled cell), as AnalyseOptions.candidates starts an analysis.
 */
export function positionBoard(digits: ArrayLike<number>, candidates: ArrayLike<number>): Board {
  if (digits.length !== CELL_COUNT)
    throw new PuzzleError('bad-input', `A position has 81 cells, not ${digits.length}.`);
  requireCandidateMasks(candidates);
  const board = Board.fromDigits(digits);
  for (let cell = 0; cell < CELL_COUNT; cell++)
    if (board.values[cell] === 0) board.candidates[cell] &= candidates[cell];
  return board;
}

/** Every instance of each technique of `letters` (registry order kept as given) on the board, which is not changed. */
export function allSteps(board: Board, letters: readonly TechniqueLetter[]): AllSteps {
  const steps: FoundStep[] = [];
  const firstOnly: TechniqueLetter[] = [];
  let truncated = false;
  for (const letter of letters) {
    const search = TECHNIQUES[letter].search;
    if (!search || truncated) continue;
    const visit = (deduction: Deduction): boolean => {
      if (steps.length === MAX_STEPS) {
        truncated = true;
        return true;
      }
      steps.push(foundStep(board, deduction));
      return false;
    };
    if (search.forEach) {
      search.forEach(board, visit);
    } else {
      firstOnly.push(letter);
      const first = search.find(board);
      if (first) visit(first);
    }
  }
  return { steps, firstOnly, truncated };
}

function foundStep(board: Board, deduction: Deduction): FoundStep {
  const step: FoundStep = {
    technique: deduction.technique,
    hodoku: hodokuCodeOf(board, deduction),
    cells: [...deduction.patternCells],
    eliminations: deduction.eliminations.map((code) => [(code / 9) | 0, (code % 9) + 1]),
    placements: deduction.placeCell >= 0 ? [[deduction.placeCell, deduction.placeDigit]] : [],
  };
  if (deduction.links && deduction.links.length > 0) step.chain = chainNotation(deduction.links);
  return step;
}

/** A step in one line of HoDoKu's notation: "XYW 0800 r1c2 r1c5 r4c2: r4c5<>3" or "M 0000 r2c9=8". */
export function stepText(step: FoundStep): string {
  const head = `${step.technique} ${step.hodoku ?? '----'}`;
  const placed = step.placements.map(([cell, digit]) => `${cellNotation(cell)}=${digit}`);
  const removed = step.eliminations.map(([cell, digit]) => `${cellNotation(cell)}<>${digit}`);
  const pattern = step.chain ?? step.cells.map(cellNotation).join(' ');
  return `${head} ${pattern}: ${[...placed, ...removed].join(' ')}`;
}
