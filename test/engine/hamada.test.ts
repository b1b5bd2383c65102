/**
 * Hamada logic (H) in both forms on hand-made positions (only the candidates that matter are set
 * up; every other cell keeps all nine), and on real stuck positions against the solution.
 */

import { Board } from '../../src/engine/board/board';
import { runAnalysisLoop } from '../../src/engine/analysis/analysis-loop';
import { enabledLetters } from '../../src/engine/analysis/analysis-techniques';
import { resolveWeights } from '../../src/engine/analysis/effort';
import { HAMADA, findBivalueHamada, findHamada, findSingleDigitHamada } from '../../src/engine/techniques/hamada';
import type { Deduction } from '../../src/engine/techniques/technique';
import { eliminationCell, eliminationDigit } from '../../src/engine/techniques/technique';
import { samplePuzzles } from '../helpers/corpus';
import { boardFromPuzzle, deductionProblems, rc, uniqueSolution } from '../helpers/oracle';

const removals = (codes: number[]): string[] =>
  codes
    .map(
      (code) =>
        `r${Math.floor(eliminationCell(code) / 9) + 1}c${(eliminationCell(code) % 9) + 1}#${eliminationDigit(code)}`,
    )
    .sort();

function removeDigit(board: Board, digit: number, keep: number[]): void {
  for (let cell = 0; cell < 81; cell++) if (!keep.includes(cell)) board.eliminate(cell, digit);
}

describe('bivalue form', () => {
  test('the SPEC example: r1c1, r2c2, r1c7 = {4,7}; column 9 has 4 only in r1c9 and r2c9', () => {
    const board = new Board();
    for (const cell of [rc(1, 1), rc(2, 2), rc(1, 7)]) board.candidates[cell] = (1 << 3) | (1 << 6);
    for (let row = 3; row <= 9; row++) board.eliminate(rc(row, 9), 4);
    const found = findBivalueHamada(board);
    expect(found).not.toBeNull();
    expect(found?.technique).toBe('H');
    // r2c2 and r1c7 cannot be 4 (column 9 would lose both places), so they are 7 and r1c1 is 4.
    expect(removals(found?.eliminations ?? [])).toEqual(['r1c1#7', 'r1c7#4', 'r2c2#4']);
    expect(found?.unit).toBe(9 + 8);
    expect(findHamada(board)).toEqual(found);
  });

  test('no chain, no deduction: lone pairs are left to the single-digit form', () => {
    const board = new Board();
    board.candidates[rc(1, 1)] = (1 << 3) | (1 << 6);
    board.candidates[rc(5, 5)] = (1 << 3) | (1 << 6);
    expect(findBivalueHamada(board)).toBeNull();
  });
});

describe('single-digit form', () => {
  test('1 in r1c1 forces 1 into r5c5 (row 5), and box 2 is left without a 1', () => {
    const board = new Board();
    removeDigit(board, 1, [
      ...[...Array(81).keys()].filter(
        (cell) => Math.floor(cell / 9) !== 4 && !(Math.floor(cell / 27) === 0 && Math.floor((cell % 9) / 3) === 1),
      ),
      rc(5, 1),
      rc(5, 5),
      rc(1, 4),
      rc(2, 5),
    ]);
    const found = findSingleDigitHamada(board);
    expect(found).not.toBeNull();
    expect(removals(found?.eliminations ?? [])).toEqual(['r1c1#1']);
    expect(found?.patternCells).toEqual([rc(1, 1), rc(5, 5)]);
    expect(found?.unit).toBe(18 + 1);
    expect(findBivalueHamada(board)).toBeNull();
  });

  test('nothing forced, nothing found', () => {
    // With every candidate present nothing is ever forced.
    expect(findSingleDigitHamada(new Board())).toBeNull();
  });
});

describe('on real positions where the easier techniques are exhausted', () => {
  test('every H deduction agrees with the solution', () => {
    let checked = 0;
    let listed = 0;
    for (const puzzle of [
      ...samplePuzzles('rated/top95.txt', 25),
      ...samplePuzzles('sudoku-exchange/by-rating/7.1.txt', 10),
    ]) {
      const solution = uniqueSolution(puzzle);
      const board = boardFromPuzzle(puzzle);
      // Everything up to the advanced searches, without H or A: the position where H is tried.
      runAnalysisLoop(board, {
        enabled: enabledLetters('BLCMVGQPUWYXTRSKD'),
        weights: resolveWeights(),
        now: () => 0,
        startedAt: 0,
      });
      const found = findHamada(board);
      if (!found) continue;
      checked++;
      expect(deductionProblems(found, solution, board)).toEqual([]);
      // Every instance: find's first, each set of removals once, all of them true to the solution.
      const every: Deduction[] = [];
      HAMADA.forEach?.(board, (instance) => every.push(instance) > 100);
      expect(every[0]).toEqual(found);
      const removalSets = every.map((instance) => removals(instance.eliminations).join(' '));
      expect(new Set(removalSets).size).toBe(every.length);
      for (const instance of every) expect(deductionProblems(instance, solution, board)).toEqual([]);
      listed += every.length;
      // About six links (SPEC §3): a bivalue group of at most five cells, a single-digit chain of at most three holders.
      expect(found.patternCells.length).toBeLessThanOrEqual(5);
      const bivalue = findBivalueHamada(board);
      if (bivalue) expect(bivalue.patternCells.length).toBeLessThanOrEqual(5);
    }
    expect(checked).toBeGreaterThan(5);
    expect(listed).toBeGreaterThan(checked);
  });
});
