/**
 * The independent truth every technique test checks against: the puzzle's unique solution.
 * A placement must put the solution's digit; an elimination must never remove it; and, given the
 * board the deduction was found on, every eliminated candidate must have been there (a
 * deduction that changes nothing is a bug in the finder).
 */

import { Board } from '../../src/engine/board/board';
import { digitsFromCanonical, digitsToString } from '../../src/engine/board/grid';
import { cellLabel } from '../../src/engine/board/layout';
import { solve } from '../../src/engine/solver/solver';
import { Deduction, eliminationCell, eliminationDigit } from '../../src/engine/techniques/technique';

/** A board with the puzzle's givens placed ('1'–'9' digits, anything else empty). */
export function boardFromPuzzle(puzzle: string): Board {
  if (puzzle.length < 81) throw new Error(`puzzle needs 81 characters, got ${puzzle.length}`);
  return Board.fromDigits(digitsFromCanonical(puzzle));
}

/** The cell at 1-based row and column, as people write positions ("r4c7" is rc(4, 7)). */
export function rc(row: number, col: number): number {
  return (row - 1) * 9 + (col - 1);
}

/** "r8c4#5" → [cell, digit]: how position tests spell a candidate. */
export function parseCandidate(label: string): [number, number] {
  const match = /^r([1-9])c([1-9])#([1-9])$/.exec(label);
  if (!match) throw new Error(`not a candidate label: ${label}`);
  return [rc(Number(match[1]), Number(match[2])), Number(match[3])];
}

/** Removes candidates by hand to set up a position ("r8c4#5" labels); each must be there. */
export function eliminateByHand(board: Board, labels: readonly string[]): void {
  for (const label of labels) {
    const [cell, digit] = parseCandidate(label);
    if (!board.eliminate(cell, digit)) throw new Error(`setup: ${label} is not a candidate`);
  }
}

/** The puzzle's unique solution from the exact solver; throws when there is none or several. */
export function uniqueSolution(puzzle: string): string {
  const { count, solutions } = solve(digitsFromCanonical(puzzle), 2);
  if (count !== 1) throw new Error(`expected one solution, found ${count}`);
  return digitsToString(solutions[0]);
}

/**
 * A hand-made position: the digits placed so far, plus candidates removed by earlier deductions
 * ("r8c4#5" labels), with the solution that checks it. A removal of a solution digit is a broken setup.
 */
export function positionWithSolution(
  values: string,
  handRemovals: readonly string[] = [],
): { board: Board; solution: string } {
  const solution = uniqueSolution(values);
  for (const label of handRemovals) {
    const [cell, digit] = parseCandidate(label);
    if (solutionDigit(solution, cell) === digit) throw new Error(`setup: ${label} removes the solution digit`);
  }
  const board = boardFromPuzzle(values);
  eliminateByHand(board, handRemovals);
  return { board, solution };
}

function solutionDigit(solution: string | ArrayLike<number>, cell: number): number {
  return typeof solution === 'string' ? solution.charCodeAt(cell) - 48 : solution[cell];
}

/** Plain-words problems with the deduction, empty when it is consistent. */
export function deductionProblems(deduction: Deduction, solution: string | ArrayLike<number>, board?: Board): string[] {
  const problems: string[] = [];
  const { placeCell, placeDigit } = deduction;
  if (placeCell >= 0) {
    const correct = solutionDigit(solution, placeCell);
    if (placeDigit !== correct)
      problems.push(`${deduction.technique} places ${placeDigit} in ${cellLabel(placeCell)}, solution has ${correct}`);
    if (board && board.values[placeCell] !== 0)
      problems.push(`${deduction.technique} places into filled cell ${cellLabel(placeCell)}`);
    if (board && !board.has(placeCell, placeDigit))
      problems.push(`${deduction.technique} places ${placeDigit} in ${cellLabel(placeCell)}, not a candidate`);
  } else if (deduction.eliminations.length === 0) {
    problems.push(`${deduction.technique} neither places nor eliminates`);
  }
  const seen = new Set<number>();
  for (const code of deduction.eliminations) {
    const cell = eliminationCell(code);
    const digit = eliminationDigit(code);
    if (seen.has(code)) problems.push(`${deduction.technique} eliminates ${digit} from ${cellLabel(cell)} twice`);
    seen.add(code);
    if (solutionDigit(solution, cell) === digit)
      problems.push(`${deduction.technique} eliminates the solution digit ${digit} from ${cellLabel(cell)}`);
    if (board && !board.has(cell, digit))
      problems.push(`${deduction.technique} eliminates ${digit} from ${cellLabel(cell)}, not a candidate`);
  }
  return problems;
}

/** Fails the test unless the deduction agrees with the solution (and, given the board, changes it). */
export function expectDeductionConsistent(
  deduction: Deduction,
  solution: string | ArrayLike<number>,
  board?: Board,
): void {
  expect(deductionProblems(deduction, solution, board)).toEqual([]);
}

/** Applies a deduction the way the analysis loop does: eliminations first, then the placement. */
export function applyDeduction(board: Board, deduction: Deduction): void {
  for (const code of deduction.eliminations) board.eliminate(eliminationCell(code), eliminationDigit(code));
  if (deduction.placeCell >= 0) board.place(deduction.placeCell, deduction.placeDigit);
}

/** "r4c7": how position tests spell a cell. */
export function cellName(cell: number): string {
  return `r${((cell / 9) | 0) + 1}c${(cell % 9) + 1}`;
}

/** The eliminations as sorted "r1c2#7" labels, for readable expectations in position tests. */
export function eliminationLabels(deduction: Deduction): string[] {
  return deduction.eliminations.map((code) => `${cellName(eliminationCell(code))}#${eliminationDigit(code)}`).sort();
}

/** The pattern's cells as sorted "r4c7" labels. */
export function patternLabels(deduction: Deduction): string[] {
  return deduction.patternCells.map(cellName).sort();
}
