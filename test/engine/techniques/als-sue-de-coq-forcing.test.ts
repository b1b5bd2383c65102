/**
 * ALS-XZ, Sue de Coq and forcing chains on hand-made positions (every cell keeps all nine
 * candidates except those set up). Expected eliminations are derived by hand in the comments and
 * each is checked impossible by an oracle that shares no code with the finders.
 */

import { Board } from '../../../src/engine/board/board';
import { ALS_XZ } from '../../../src/engine/techniques/als';
import { FORCING_CHAIN } from '../../../src/engine/techniques/forcing-chains';
import { SUE_DE_COQ } from '../../../src/engine/techniques/sue-de-coq';
import type { Deduction } from '../../../src/engine/techniques/technique';
import { candidatePossible } from '../../helpers/candidate-oracle';
import { cellName, eliminationLabels, parseCandidate, patternLabels, rc } from '../../helpers/oracle';

const mask = (...digits: number[]) => digits.reduce((bits, digit) => bits | (1 << (digit - 1)), 0);

function expectSound(board: Board, deduction: Deduction): void {
  for (const label of eliminationLabels(deduction)) {
    const [cell, digit] = parseCandidate(label);
    expect([label, candidatePossible(board, cell, digit)]).toEqual([label, false]);
  }
}

/** An open board (every candidate everywhere) but for the given cells' candidates. */
function boardWith(...cells: [number, number][]): Board {
  const board = new Board();
  for (const [cell, candidates] of cells) board.candidates[cell] = candidates;
  return board;
}

/** Box 1 outside row 1's and column 1's first two cells. */
const restOfBox = [rc(1, 3), rc(2, 2), rc(2, 3), rc(3, 1), rc(3, 2), rc(3, 3)];

const labels = (cells: number[], digits: number[]) =>
  cells.flatMap((cell) => digits.map((digit) => `${cellName(cell)}#${digit}`)).sort();

test('ALS-XZ (SudokuWiki "Almost Locked Sets", the smallest case: a bivalue cell and a two-cell set)', () => {
  // A = r1c1 {1,2}; B = r1c5 {1,3} + r2c5 {2,3} (column 5: two cells, three digits). The 1s of A
  // and B see each other (row 1), so X = 1 is restricted: one of the sets is locked without 1,
  // so Z = 2 is in r1c1 or r2c5, and the cells seeing both lose 2.
  const board = boardWith([rc(1, 1), mask(1, 2)], [rc(1, 5), mask(1, 3)], [rc(2, 5), mask(2, 3)]);
  const deduction = ALS_XZ.find(board)!;
  expect(deduction.technique).toBe('ALS');
  expect(eliminationLabels(deduction)).toEqual(['r1c4#2', 'r1c6#2', 'r2c1#2', 'r2c2#2', 'r2c3#2']);
  expect(patternLabels(deduction)).toEqual(['r1c1', 'r1c5', 'r2c5']);
  expectSound(board, deduction);
  expect(candidatePossible(board, rc(3, 1), 2)).toBe(true);
});

test('ALS-XZ: no restricted common digit, no deduction', () => {
  // A = r1c1 {1,2} and B = r5c5 {1,3} + r5c6 {2,3} share 1 and 2, but no 1 or 2 of A sees B's.
  const board = boardWith([rc(1, 1), mask(1, 2)], [rc(5, 5), mask(1, 3)], [rc(5, 6), mask(2, 3)]);
  expect(ALS_XZ.find(board)).toBeNull();
});

test('Sue de Coq (SudokuWiki "Sue de Coq", HoDoKu "Sue de Coq"): r1c1+r1c2 {1,2,3,4} with r1c5 {1,2} and r2c1 {3,4}', () => {
  // The four cells hold four different digits 1–4: 1 and 2 are in row 1 (r1c1, r1c2 or r1c5),
  // 3 and 4 in box 1 (r1c1, r1c2 or r2c1). So the rest of row 1 loses 1 and 2, the rest of box 1
  // loses 3 and 4; r1c3, in both, loses all four.
  const board = boardWith(
    [rc(1, 1), mask(1, 2, 3, 4)],
    [rc(1, 2), mask(1, 2, 3, 4)],
    [rc(1, 5), mask(1, 2)],
    [rc(2, 1), mask(3, 4)],
  );
  const deduction = SUE_DE_COQ.find(board)!;
  expect(deduction.technique).toBe('SDC');
  const restOfRow = [3, 4, 6, 7, 8, 9].map((c) => rc(1, c));
  expect(eliminationLabels(deduction)).toEqual(
    [...new Set([...labels(restOfRow, [1, 2]), ...labels(restOfBox, [3, 4])])].sort(),
  );
  expect(patternLabels(deduction)).toEqual(['r1c1', 'r1c2', 'r1c5', 'r2c1']);
  expectSound(board, deduction);
});

test("Sue de Coq with a line side of three cells (HoDoKu's library has them): listed, not tried by the analysis", () => {
  // r1c1+r1c2 {1–6}; on row 1 r1c5 {1,2}, r1c6 {2,3}, r1c7 {3,4} (three cells, four digits); in
  // box 1 r2c1 {5,6}. The side digits are disjoint and the six cells hold six digits, each once:
  // 1–4 are in row 1's six cells, 5 and 6 in box 1's, so the rest of row 1 loses 1–4 and the rest
  // of box 1 loses 5 and 6. With sides of two cells at most (the analysis) the count never closes.
  const board = boardWith(
    [rc(1, 1), mask(1, 2, 3, 4, 5, 6)],
    [rc(1, 2), mask(1, 2, 3, 4, 5, 6)],
    [rc(1, 5), mask(1, 2)],
    [rc(1, 6), mask(2, 3)],
    [rc(1, 7), mask(3, 4)],
    [rc(2, 1), mask(5, 6)],
  );
  expect(SUE_DE_COQ.find(board)).toBeNull();
  const listed: Deduction[] = [];
  SUE_DE_COQ.forEach!(board, (deduction) => {
    listed.push(deduction);
    return false;
  });
  const restOfRow = [3, 4, 8, 9].map((c) => rc(1, c));
  const expected = [...new Set([...labels(restOfRow, [1, 2, 3, 4]), ...labels(restOfBox, [5, 6])])].sort();
  const deduction = listed.find((each) => JSON.stringify(eliminationLabels(each)) === JSON.stringify(expected))!;
  expect(deduction).toBeDefined();
  expect(patternLabels(deduction)).toEqual(['r1c1', 'r1c2', 'r1c5', 'r1c6', 'r1c7', 'r2c1']);
  expectSound(board, deduction);
});

test('cell forcing chain (SudokuWiki "Cell Forcing Chains"): r1c1 {1,2} with r1c2 {1,3} and r2c1 {2,3}', () => {
  // r1c1 = 1 → r1c2 = 3 → r2c1 = 2; r1c1 = 2 → r2c1 = 3 → r1c2 = 1. Either way box 1 holds 1, 2
  // and 3 in these cells, row 1 holds 1 in r1c1 or r1c2, and column 1 holds 2 in r1c1 or r2c1.
  const board = boardWith([rc(1, 1), mask(1, 2)], [rc(1, 2), mask(1, 3)], [rc(2, 1), mask(2, 3)]);
  const deduction = FORCING_CHAIN.find(board)!;
  expect(deduction.technique).toBe('FC');
  expect(deduction.patternCells).toEqual([rc(1, 1)]);
  const expected = [
    ...labels(restOfBox, [1, 2, 3]),
    ...labels(
      [4, 5, 6, 7, 8, 9].map((c) => rc(1, c)),
      [1],
    ),
    ...labels(
      [4, 5, 6, 7, 8, 9].map((r) => rc(r, 1)),
      [2],
    ),
  ].sort();
  expect(eliminationLabels(deduction)).toEqual(expected);
  expectSound(board, deduction);
});

test('contradiction forcing chain: 5 in r1c1 empties row 2 of 5, so r1c1 is not 5', () => {
  // Row 2 holds 5 only in r2c2 and r2c3 (both in box 1); r1c1 {5,6}. r1c1 = 5 removes both.
  const board = new Board();
  for (let c = 1; c <= 9; c++) if (c !== 2 && c !== 3) board.eliminate(rc(2, c), 5);
  board.candidates[rc(1, 1)] = mask(5, 6);
  const deduction = FORCING_CHAIN.find(board)!;
  expect(eliminationLabels(deduction)).toEqual(['r1c1#5']);
  expectSound(board, deduction);
});
