import { allSteps } from '../../../src/engine/analysis/all-steps';
import type { Board } from '../../../src/engine/board/board';
import type { Deduction, Technique } from '../../../src/engine/techniques/technique';
import {
  HIDDEN_PAIR,
  HIDDEN_QUADRUPLE,
  HIDDEN_TRIPLE,
  NAKED_PAIR,
  NAKED_QUADRUPLE,
  NAKED_TRIPLE,
} from '../../../src/engine/techniques/subsets';
import {
  eliminationLabels,
  expectDeductionConsistent,
  patternLabels,
  rc,
  positionWithSolution,
} from '../../helpers/oracle';
import { defineSweepTests, lettersThatFire } from '../../helpers/technique-sweep';

// Positions reached by singles on real puzzles; in each the technique under test is the first
// in trial order that advances.

test('G: r6c5 and r8c5 hold only {5,8}, so the rest of column 5 loses 5 and 8', () => {
  const { board, solution } = positionWithSolution(
    '...815796716...8.5985.671.3452...678831672954679...2311.73.6.89.6.7.9.12.9..4..67',
  );
  expect(lettersThatFire(board)[0]).toBe('G');
  const deduction = NAKED_PAIR.find(board)!;
  expect(deduction).toMatchObject({ technique: 'G', placeCell: -1, unit: 13 });
  expect(patternLabels(deduction)).toEqual(['r6c5', 'r8c5']);
  expect(eliminationLabels(deduction)).toEqual(['r7c5#5']);
  expectDeductionConsistent(deduction, solution, board);
});

test('Q: in row 9, 5 and 7 fit only r9c6 and r9c8, so those cells lose 3, 6 and 9', () => {
  const { board, solution } = positionWithSolution(
    '687.4...1.31..87...497.1..81235968..9568741238741235....5.8241..124...8.4.8.1...2',
  );
  expect(lettersThatFire(board)[0]).toBe('Q');
  const deduction = HIDDEN_PAIR.find(board)!;
  expect(deduction).toMatchObject({ technique: 'Q', unit: 8 });
  expect(patternLabels(deduction)).toEqual(['r9c6', 'r9c8']);
  expect(eliminationLabels(deduction)).toEqual(['r9c6#9', 'r9c8#3', 'r9c8#6', 'r9c8#9']);
  expectDeductionConsistent(deduction, solution, board);
});

test('T: r4c1 {2,6,7}, r4c2 {2,6}, r4c3 {6,7} take 2, 6, 7 from the rest of row 4', () => {
  const { board, solution } = positionWithSolution(
    '....1..594...5.8...5.7........59..8..1.2.3....34........38...........6.7.729...18',
  );
  expect(lettersThatFire(board)[0]).toBe('T');
  const deduction = NAKED_TRIPLE.find(board)!;
  expect(deduction).toMatchObject({ technique: 'T', unit: 3 });
  expect(patternLabels(deduction)).toEqual(['r4c1', 'r4c2', 'r4c3']);
  expect(eliminationLabels(deduction)).toEqual(['r4c6#6', 'r4c6#7', 'r4c7#2', 'r4c7#7', 'r4c9#2', 'r4c9#6']);
  expectDeductionConsistent(deduction, solution, board);
  // No two of the three cells make a pair.
  expect(NAKED_PAIR.find(board)).toBeNull();
});

test('R: in box 5, 1, 7 and 9 fit only r4c5, r4c6, r5c6, so those cells lose everything else', () => {
  const { board, solution } = positionWithSolution(
    '.4.7...6...39............57.......3.2...8.....19...57.6...4...5.5.1......2...6.84',
  );
  expect(lettersThatFire(board)[0]).toBe('R');
  const deduction = HIDDEN_TRIPLE.find(board)!;
  expect(deduction).toMatchObject({ technique: 'R', unit: 22 });
  expect(patternLabels(deduction)).toEqual(['r4c5', 'r4c6', 'r5c6']);
  expect(eliminationLabels(deduction)).toEqual([
    'r4c5#2',
    'r4c5#5',
    'r4c5#6',
    'r4c6#2',
    'r4c6#4',
    'r4c6#5',
    'r5c6#3',
    'r5c6#4',
    'r5c6#5',
  ]);
  expectDeductionConsistent(deduction, solution, board);
});

/** Every instance a scan visits, in order. */
function instances(technique: Technique, board: Board): Deduction[] {
  const found: Deduction[] = [];
  technique.forEach!(board, (deduction) => {
    found.push(deduction);
    return false;
  });
  return found;
}

describe('every instance, and HoDoKu’s Locked Pair', () => {
  // Reached by singles from a mixed1000 puzzle. Column 5: r4c5 and r6c5 hold only {1,8}, and both
  // lie in box 5. In box 5 r5c4 {5,7,8} loses 8 and r5c6 {1,5,7} loses 1; in column 5 outside the
  // box r7c5 {1,3,4,6,8} loses 1 and 8 (r1c5 {3,4} and r9c5 {3,6} hold neither). Removing from both
  // units makes it HoDoKu's Locked Pair. Column 1: r4c1 and r5c1 hold only {3,7}, in box 4 too;
  // column 1 has no other empty cell, and in box 4 r4c3 and r5c3 {1,3,7,8} lose 3 and 7: a naked
  // pair of box 4 alone.
  const POSITION = '8126....994.158...5.6.29481.9.4.6..5.2..9..4.6542.3.9.2.5...9..4..97....1.9..28.4';

  it('lists each unit’s naked pair, then the locked pair with both units’ eliminations', () => {
    const { board, solution } = positionWithSolution(POSITION);
    const found = instances(NAKED_PAIR, board);
    const seen = found.map((deduction) => [
      deduction.hodoku ?? 'own unit',
      patternLabels(deduction),
      eliminationLabels(deduction).sort(),
    ]);
    expect(seen).toHaveLength(4);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['own unit', ['r4c5', 'r6c5'], ['r7c5#1', 'r7c5#8']],
        ['own unit', ['r4c5', 'r6c5'], ['r5c4#8', 'r5c6#1']],
        ['0110', ['r4c5', 'r6c5'], ['r5c4#8', 'r5c6#1', 'r7c5#1', 'r7c5#8']],
        ['own unit', ['r4c1', 'r5c1'], ['r4c3#3', 'r4c3#7', 'r5c3#3', 'r5c3#7']],
      ]),
    );
    // The locked step comes right after the column's own.
    const locked = seen.findIndex(([code]) => code === '0110');
    expect(found[locked - 1].unit).toBe(9 + 4);
    for (const deduction of found) expectDeductionConsistent(deduction, solution, board);
    // find answers the first visit.
    expect(NAKED_PAIR.find(board)).toEqual(found[0]);
  });

  it('names the steps in the all-steps view: 0200 for a naked pair, 0110 for the locked one', () => {
    const { board } = positionWithSolution(POSITION);
    const { steps, firstOnly } = allSteps(board, ['G']);
    expect(firstOnly).toEqual([]);
    expect(steps.map((step) => step.hodoku).sort()).toEqual(['0110', '0200', '0200', '0200']);
    const locked = steps.find((step) => step.hodoku === '0110')!;
    expect(locked.cells).toEqual([rc(4, 5), rc(6, 5)]);
    expect(locked.eliminations).toEqual([
      [rc(5, 4), 8],
      [rc(5, 6), 1],
      [rc(7, 5), 1],
      [rc(7, 5), 8],
    ]);
  });
});

test('NQ: in box 3, r1c7 {1,3,5}, r1c8 {5,7}, r1c9 {1,7} and r2c7 {3,5} hold four digits, so the box’s other cells lose them', () => {
  // Reached by singles from a mixed1000 puzzle; no naked or hidden pair or triple anywhere.
  const { board, solution } = positionWithSolution(
    '946.82....21..7...5...6.2....3294...214.7.639...6314....2.1.8.31..7..9......2.715',
  );
  for (const smaller of [NAKED_PAIR, NAKED_TRIPLE, HIDDEN_PAIR, HIDDEN_TRIPLE]) expect(smaller.find(board)).toBeNull();
  const deduction = NAKED_QUADRUPLE.find(board)!;
  expect(deduction).toMatchObject({ technique: 'NQ', placeCell: -1, unit: 18 + 2 });
  expect(patternLabels(deduction)).toEqual(['r1c7', 'r1c8', 'r1c9', 'r2c7']);
  // r2c8 {4,5,6,8,9} loses 5, r2c9 {4,6,8} nothing, r3c8 {4,7,8,9} loses 7, r3c9 {1,4,7,8} loses 1 and 7.
  expect(eliminationLabels(deduction)).toEqual(['r2c8#5', 'r3c8#7', 'r3c9#1', 'r3c9#7']);
  expectDeductionConsistent(deduction, solution, board);
  expect(allSteps(board, ['NQ']).steps.map((step) => step.hodoku)).toEqual(['0202']);
});

test('HQ: in box 8, 1, 3, 4 and 7 fit only r8c4, r8c5, r9c4 and r9c5, so those cells lose every other digit', () => {
  // Reached by singles from a top95 puzzle. Box 8's places: 1 and 3 in r8c4 r8c5 r9c4 r9c5, 4 in
  // r9c4 r9c5, 7 in r8c4 r9c4; r7c4–r7c6, r8c6 and r9c6 hold none of them.
  const { board, solution } = positionWithSolution(
    '.3...7.95.5...1...86..2.....2..73..85......6...3..49..3.5...41724................',
  );
  for (const smaller of [NAKED_PAIR, NAKED_TRIPLE, HIDDEN_PAIR, HIDDEN_TRIPLE]) expect(smaller.find(board)).toBeNull();
  const deduction = HIDDEN_QUADRUPLE.find(board)!;
  expect(deduction).toMatchObject({ technique: 'HQ', placeCell: -1, unit: 18 + 7 });
  expect(patternLabels(deduction)).toEqual(['r8c4', 'r8c5', 'r9c4', 'r9c5']);
  expect(eliminationLabels(deduction)).toEqual([
    ...['r8c4#5', 'r8c4#6', 'r8c4#8', 'r8c4#9', 'r8c5#5', 'r8c5#6', 'r8c5#8', 'r8c5#9'],
    ...['r9c4#2', 'r9c4#5', 'r9c4#6', 'r9c4#8', 'r9c4#9', 'r9c5#5', 'r9c5#6', 'r9c5#8', 'r9c5#9'],
  ]);
  expectDeductionConsistent(deduction, solution, board);
  expect(instances(HIDDEN_QUADRUPLE, board)).toEqual([deduction]);
});

defineSweepTests(1, ['G', 'Q', 'T', 'R']);
