/**
 * Every instance of every technique in one 9×9 position (issue 37 item 2): the "all steps" view
 * HoDoKu and SukakuExplainer offer, and what HoDoKu's regression library is checked against.
 * Each family's forEach visits its instances in the order its finder scans; a family without one
 * yet gives its first instance only, and the answer names it.
 */

import { requireCandidateMasks } from './analyser';
import { Board } from '../board/board';
import { CELL_COUNT } from '../board/layout';
import { requireCells, requireDigits, requireEach, requireList, requireName } from '../core/arguments';
import { hodokuCodeOf } from '../techniques/hodoku-codes';
import { TECHNIQUES, TECHNIQUE_CODES } from '../techniques/registry';
import { chainNotation, type Deduction } from '../techniques/technique';
import type { TechniqueLetter } from '../techniques/technique-letter';
import { joinedSteps } from './joined-steps';
import type { FoundStep } from './types';

/** At most this many instances are listed: a position with hundreds of chains still answers promptly. */
export const MAX_STEPS = 20_000;

export type { FoundStep };

export interface AllSteps {
  steps: FoundStep[];
  /** The techniques asked for whose family lists its first instance only so far. */
  firstOnly: TechniqueLetter[];
  /** True when MAX_STEPS cut the list short. */
  truncated: boolean;
}

/**
 * The position's board: the digits placed, then each empty cell narrowed to its candidates
 * (9-bit masks, 0 for a filled cell), as AnalyseOptions.candidates starts an analysis; the cells
 * `placed` marks (1) count as filled since, not given.
 */
export function positionBoard(
  digits: ArrayLike<number>,
  candidates: ArrayLike<number>,
  placed?: ArrayLike<number>,
): Board {
  requireDigits(digits, 'The position');
  requireCandidateMasks(candidates);
  if (placed !== undefined) requireCells(placed, 'The placed cells');
  const board = Board.fromDigits(digits);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (board.values[cell] === 0) board.candidates[cell] &= candidates[cell];
    else if (placed?.[cell]) board.givens![cell] = 0;
  }
  return board;
}

/**
 * Every instance of each technique of `letters` (in the order given) in a position: its digits
 * (81, 0 for an empty cell), each cell's candidates (9-bit masks) and, when known, which filled
 * cells were placed rather than given (1; avoidable rectangles read it). The public entry of allSteps.
 */
export function stepsOfPosition(
  digits: ArrayLike<number>,
  candidates: ArrayLike<number>,
  letters: readonly TechniqueLetter[],
  placed?: ArrayLike<number>,
): AllSteps {
  const board = positionBoard(digits, candidates, placed);
  requireList(letters, 'The techniques', TECHNIQUE_CODES.length * 2);
  requireEach(letters, (letter) => requireName(letter, TECHNIQUE_CODES, 'A technique code'));
  return allSteps(board, letters);
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
      const first = steps.length;
      search.forEach(board, visit);
      for (const pair of joinedSteps(letter, steps.slice(first))) {
        if (steps.length === MAX_STEPS) {
          truncated = true;
          break;
        }
        steps.push(pair);
      }
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
