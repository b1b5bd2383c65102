/**
 * Nice loops, remote pairs and grouped chains as HoDoKu names them (its codes 0703, 0706, 0707,
 * 0711), on hand-made positions: every cell keeps all nine candidates except those set up, so the
 * only strong links are the ones built. Each expected instance is derived by hand in the test's
 * comment, listed by the finder's forEach (the all-steps view), and every elimination is checked
 * by an oracle that shares no code with the finders (candidate-oracle.ts: no completion holds it).
 */

import { Board } from '../../../src/engine/board/board';
import { AIC, XY_CHAIN } from '../../../src/engine/techniques/chains';
import type { Deduction, Technique } from '../../../src/engine/techniques/technique';
import { candidatePossible } from '../../helpers/candidate-oracle';
import { eliminationLabels, parseCandidate, rc } from '../../helpers/oracle';

function keepOnly(board: Board, digit: number, cells: number[], keep: number[]): void {
  for (const cell of cells) if (!keep.includes(cell)) board.eliminate(cell, digit);
}
const row = (r: number) => Array.from({ length: 9 }, (_, c) => rc(r, c + 1));
const column = (c: number) => Array.from({ length: 9 }, (_, r) => rc(r + 1, c));
const pair = (a: number, b: number) => (1 << (a - 1)) | (1 << (b - 1));

function listed(technique: Technique, board: Board): Deduction[] {
  const found: Deduction[] = [];
  technique.forEach!(board, (deduction) => {
    found.push(deduction);
    return false;
  });
  return found;
}

/** The listed instances of the HoDoKu code with exactly these eliminations (one at least); each elimination checked by the oracle. */
function expectInstances(technique: Technique, board: Board, hodoku: string, labels: string[]): Deduction[] {
  const matching = listed(technique, board).filter(
    (deduction) =>
      deduction.hodoku === hodoku && JSON.stringify(eliminationLabels(deduction)) === JSON.stringify(labels),
  );
  expect(matching.length).toBeGreaterThan(0);
  for (const label of labels) {
    const [cell, digit] = parseCandidate(label);
    expect([label, candidatePossible(board, cell, digit)]).toEqual([label, false]);
  }
  return matching;
}

test('discontinuous nice loop (HoDoKu 0707): 1r1c1=1r1c5-1r5c5=1r5c9-2r5c9=2r1c9-2r1c1=1r1c1 sets r1c1 to 1, so r1c1 loses 2', () => {
  // r1c1 is {1,2}; rows 1 and 5 hold 1 in two places, column 9 holds 2 in two, r5c9 is {1,2}.
  // If r1c1 is not 1, row 1's 1 is r1c5, so not r5c5, so r5c9 is 1 and not 2, so 2 is r1c9 and
  // not r1c1: r1c1 would hold neither digit. HoDoKu writes the placement as the cell losing its others.
  const board = new Board();
  board.candidates[rc(1, 1)] = pair(1, 2);
  board.candidates[rc(5, 9)] = pair(1, 2);
  keepOnly(board, 1, row(1), [rc(1, 1), rc(1, 5)]);
  keepOnly(board, 1, row(5), [rc(5, 5), rc(5, 9)]);
  keepOnly(board, 2, column(9), [rc(1, 9), rc(5, 9)]);
  const found = expectInstances(AIC, board, '0707', ['r1c1#2']);
  expect(found.every((deduction) => deduction.technique === 'AIC')).toBe(true);
  // Among them the loop itself, from 1r1c1 back to 1r1c1 (the AIC 1r1c1 = … = 2r1c9 is another).
  expect(
    found.some(({ links }) => links![0].from === rc(1, 1) * 9 && links![links!.length - 1].to === rc(1, 1) * 9),
  ).toBe(true);
});

test('continuous nice loop (HoDoKu 0706): the bivalue cells r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c1 {4,1} close a loop', () => {
  // Around the loop each cell holds one digit and passes the other on, so of each weak link's two
  // ends exactly one is true: 2 leaves row 1, 3 column 5, 4 row 5 and 1 column 1 (the loop's cells aside).
  const board = new Board();
  board.candidates[rc(1, 1)] = pair(1, 2);
  board.candidates[rc(1, 5)] = pair(2, 3);
  board.candidates[rc(5, 5)] = pair(3, 4);
  board.candidates[rc(5, 1)] = pair(4, 1);
  const expected = [
    ...[2, 3, 4, 6, 7, 8, 9].map((c) => `r1c${c}#2`),
    ...[2, 3, 4, 6, 7, 8, 9].map((r) => `r${r}c5#3`),
    ...[2, 3, 4, 6, 7, 8, 9].map((c) => `r5c${c}#4`),
    ...[2, 3, 4, 6, 7, 8, 9].map((r) => `r${r}c1#1`),
  ].sort();
  expectInstances(AIC, board, '0706', expected);
});

test('remote pair (HoDoKu 0703): r1c1, r1c5, r5c5, r5c9 all {1,2}: r1c9 and r5c1 see both ends and lose 1 and 2', () => {
  // The cells alternate 1 and 2 along the path, so its ends (three steps apart) hold one each.
  const board = new Board();
  for (const cell of [rc(1, 1), rc(1, 5), rc(5, 5), rc(5, 9)]) board.candidates[cell] = pair(1, 2);
  const [found] = expectInstances(XY_CHAIN, board, '0703', ['r1c9#1', 'r1c9#2', 'r5c1#1', 'r5c1#2']);
  expect(found.technique).toBe('XYC');
  expect(found.patternCells).toHaveLength(4);
});

test('grouped AIC (HoDoKu 0711): 1r1c1=1r1c78-1r3c9=1r3c2 removes 1 from r2c1, r2c2 and r2c3', () => {
  // Row 1 holds 1 in r1c1 and where it meets box 3 (r1c7, r1c8); row 3 in r3c2 and r3c9. If r1c1
  // is not 1, box 3's 1 is in row 1, not r3c9, so r3c2 is 1: r1c1 or r3c2, both in box 1, holds it.
  const board = new Board();
  keepOnly(board, 1, row(1), [rc(1, 1), rc(1, 7), rc(1, 8)]);
  keepOnly(board, 1, row(3), [rc(3, 2), rc(3, 9)]);
  const [grouped] = expectInstances(AIC, board, '0711', ['r2c1#1', 'r2c2#1', 'r2c3#1']);
  expect(grouped.patternCells).toEqual(expect.arrayContaining([rc(1, 7), rc(1, 8)]));
  // Without groups no chain proves it: the analysis's own search finds nothing here.
  expect(AIC.find(board)).toBeNull();
});

test('grouped discontinuous nice loop through an ALS (HoDoKu 0710): 1r1c1=1r1c4-1r2c56=3r2c56-3r2c2=4r2c2 removes 4 from r1c1', () => {
  // r2c5 and r2c6 hold {1,2,3}: two cells, three digits, an almost locked set. Row 1 holds 1 in
  // r1c1 and r1c4 only; r2c2 is {3,4}. If r1c1 is not 1, r1c4 is, so the set loses 1 and holds 2
  // and 3: r2c2 is 4. Either r1c1 is 1 or r2c2 (in its box) is 4, so r1c1 is not 4.
  const board = new Board();
  board.candidates[rc(2, 5)] = pair(1, 2) | (1 << 2);
  board.candidates[rc(2, 6)] = pair(1, 2) | (1 << 2);
  board.candidates[rc(2, 2)] = pair(3, 4);
  keepOnly(board, 1, row(1), [rc(1, 1), rc(1, 4)]);
  const [found] = expectInstances(AIC, board, '0710', ['r1c1#4']);
  expect(found.patternCells).toEqual(expect.arrayContaining([rc(2, 5), rc(2, 6)]));
});

test('grouped discontinuous nice loop through an ALS that forces a single (HoDoKu 0710): 1r1c9=1r2c9-1r2c12=4r1c5 removes 4 from r1c9', () => {
  // Row 2's r2c1 {1,6}, r2c2 {1,7}, r2c5 {2,3,6}, r2c6 {2,3,7}: four cells, five digits, an almost
  // locked set. Column 9 holds 1 in r1c9 and r2c9 only. If r1c9 is not 1, r2c9 is, the set loses 1
  // and holds 2, 3, 6 and 7: r2c1 is 6, r2c2 7, so 2 and 3 are in r2c5 and r2c6, and r1c5 {2,3,4}
  // (in their box) is 4. So r1c9 is 1 or r1c5 (in its row) is 4: r1c9 is not 4. r1c5 sees every
  // 2 and 3 of the set but not its 1s, and no cells of box 2 form a set with r1c5, so only the
  // set's exit to the forced 4 links r2c9 to r1c5.
  const board = new Board();
  board.candidates[rc(2, 1)] = pair(1, 6);
  board.candidates[rc(2, 2)] = pair(1, 7);
  board.candidates[rc(2, 5)] = pair(2, 3) | (1 << 5);
  board.candidates[rc(2, 6)] = pair(2, 3) | (1 << 6);
  board.candidates[rc(1, 5)] = pair(2, 3) | (1 << 3);
  keepOnly(board, 1, column(9), [rc(1, 9), rc(2, 9)]);
  const [found] = expectInstances(AIC, board, '0710', ['r1c9#4']);
  expect(found.patternCells).toEqual(expect.arrayContaining([rc(2, 1), rc(2, 2), rc(1, 5)]));
});
