/**
 * The chain families (X-Chain, XY-Chain, AIC) on hand-made positions: every cell keeps all nine
 * candidates except those set up, so the only strong links are the ones built. Each expected
 * elimination is derived by hand in the test's comment, and checked by an oracle that shares no
 * code with the finders (candidate-oracle.ts: no completion of the grid holds it), and every
 * candidate the chain leaves alone stays possible.
 */

import { Board } from '../../../src/engine/board/board';
import { AIC, X_CHAIN, XY_CHAIN } from '../../../src/engine/techniques/chains';
import { chainNotation, type Deduction } from '../../../src/engine/techniques/technique';
import { candidatePossible } from '../../helpers/candidate-oracle';
import { applyDeduction, eliminationLabels, parseCandidate, patternLabels, rc } from '../../helpers/oracle';

/** Keeps `digit` only in the listed cells of the unit's cells. */
function keepOnly(board: Board, digit: number, unitCells: number[], keep: number[]): void {
  for (const cell of unitCells) if (!keep.includes(cell)) board.eliminate(cell, digit);
}
const row = (r: number) => Array.from({ length: 9 }, (_, c) => rc(r, c + 1));
const column = (c: number) => Array.from({ length: 9 }, (_, r) => rc(r + 1, c));
const pair = (a: number, b: number) => (1 << (a - 1)) | (1 << (b - 1));

/** Every elimination is impossible by the oracle. */
function expectSound(board: Board, deduction: Deduction): void {
  for (const label of eliminationLabels(deduction)) {
    const [cell, digit] = parseCandidate(label);
    expect([label, candidatePossible(board, cell, digit)]).toEqual([label, false]);
  }
}

test('X-Chain (SudokuWiki "X-Chains", HoDoKu "X-Chain"): 1r1c1=1r1c5-1r5c5=1r5c9-1r9c9=1r9c2 removes 1 from the cells seeing both ends', () => {
  // Rows 1, 5 and 9 hold 1 in two places each, and columns 5 and 9 join them: one of r1c1 and r9c2 is 1.
  const board = new Board();
  keepOnly(board, 1, row(1), [rc(1, 1), rc(1, 5)]);
  keepOnly(board, 1, row(5), [rc(5, 5), rc(5, 9)]);
  keepOnly(board, 1, row(9), [rc(9, 2), rc(9, 9)]);
  const deduction = X_CHAIN.find(board)!;
  expect(deduction.technique).toBe('XC');
  // Cells seeing r1c1 and r9c2 that still hold 1: box 1 in column 2, box 7 in column 1.
  expect(eliminationLabels(deduction)).toEqual(['r2c2#1', 'r3c2#1', 'r7c1#1', 'r8c1#1']);
  expect(patternLabels(deduction)).toEqual(['r1c1', 'r1c5', 'r5c5', 'r5c9', 'r9c2', 'r9c9']);
  expect([
    chainNotation(deduction.links!),
    chainNotation([...deduction.links!].reverse().map(({ from, to, strong }) => ({ from: to, to: from, strong }))),
  ]).toContain('1r1c1=1r1c5-1r5c5=1r5c9-1r9c9=1r9c2');
  expectSound(board, deduction);
  expect(candidatePossible(board, rc(4, 1), 1)).toBe(true);
  // Other digits have no strong link at all, and the XY-Chain sees no bivalue cell.
  expect(XY_CHAIN.find(board)).toBeNull();
});

test('XY-Chain (SudokuWiki "XY-Chains"): {1,2} r1c1 - {2,3} r1c4 - {3,4} r5c4 - {4,1} r5c2: one end is 1', () => {
  const board = new Board();
  board.candidates[rc(1, 1)] = pair(1, 2);
  board.candidates[rc(1, 4)] = pair(2, 3);
  board.candidates[rc(5, 4)] = pair(3, 4);
  board.candidates[rc(5, 2)] = pair(4, 1);
  const deduction = XY_CHAIN.find(board)!;
  expect(deduction.technique).toBe('XYC');
  // If r1c1 is not 1 it is 2, so r1c4 is 3, r5c4 is 4 and r5c2 is 1. Cells seeing both r1c1 and
  // r5c2: r1c2, r5c1, and box 1 in column 2 and box 4 in column 1.
  expect(eliminationLabels(deduction)).toEqual(['r1c2#1', 'r2c2#1', 'r3c2#1', 'r4c1#1', 'r5c1#1', 'r6c1#1']);
  expect(patternLabels(deduction)).toEqual(['r1c1', 'r1c4', 'r5c2', 'r5c4']);
  expect(deduction.links!.map((link) => link.strong)).toEqual([true, false, true, false, true, false, true]);
  expectSound(board, deduction);
  expect(candidatePossible(board, rc(2, 1), 1)).toBe(true);
});

test('AIC (SudokuWiki "Alternating Inference Chains", type 2 ends): 1r1c1=1r1c5-7r1c5=7r6c5-7r6c1=2r6c1 removes 2 from r1c1', () => {
  // Row 1 holds 1 only in c1 and c5; column 5 holds 7 only in r1 and r6; r6c1 is {2,7}.
  const board = new Board();
  keepOnly(board, 1, row(1), [rc(1, 1), rc(1, 5)]);
  keepOnly(board, 7, column(5), [rc(1, 5), rc(6, 5)]);
  board.candidates[rc(6, 1)] = pair(2, 7);
  expect(X_CHAIN.find(board)).toBeNull();
  expect(XY_CHAIN.find(board)).toBeNull();
  const deduction = AIC.find(board)!;
  expect(deduction.technique).toBe('AIC');
  // Either r1c1 is 1, or r6c1 is 2: r1c1 (the same cell as one end, in column 1 with the other) is not 2.
  expect(eliminationLabels(deduction)).toEqual(['r1c1#2']);
  expect(patternLabels(deduction)).toEqual(['r1c1', 'r1c5', 'r6c1', 'r6c5']);
  expectSound(board, deduction);
  expect(candidatePossible(board, rc(1, 1), 3)).toBe(true);
});

test('continuous nice loop (HoDoKu "Continuous Nice Loop", SudokuWiki "X-Cycles" rule 1): each weak link of the loop gives its eliminations as a chain', () => {
  // 1r1c1=1r1c5-1r5c5=1r5c1-1r1c1: rows 1 and 5 hold 1 only in columns 1 and 5, so the loop's weak
  // links (columns 1 and 5) become strong, and both columns lose 1 outside rows 1 and 5. The
  // search finds each weak link's part as the chain between its ends, one step at a time.
  const board = new Board();
  keepOnly(board, 1, row(1), [rc(1, 1), rc(1, 5)]);
  keepOnly(board, 1, row(5), [rc(5, 1), rc(5, 5)]);
  const removed: string[] = [];
  for (let step = 0; step < 5; step++) {
    const deduction = X_CHAIN.find(board);
    if (!deduction) break;
    expectSound(board, deduction);
    removed.push(...eliminationLabels(deduction));
    applyDeduction(board, deduction);
  }
  const outsideTheLoop = [2, 3, 4, 6, 7, 8, 9].flatMap((r) => [`r${r}c1#1`, `r${r}c5#1`]);
  expect(removed.sort()).toEqual(outsideTheLoop.sort());
});

test('no strong links, no chain', () => {
  const board = new Board();
  expect(X_CHAIN.find(board)).toBeNull();
  expect(XY_CHAIN.find(board)).toBeNull();
  expect(AIC.find(board)).toBeNull();
});
