import { HIDDEN_PAIR, HIDDEN_TRIPLE, NAKED_PAIR, NAKED_TRIPLE } from '../../../src/engine/techniques/subsets';
import {
  eliminationLabels,
  expectDeductionConsistent,
  patternLabels,
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

defineSweepTests(1, ['G', 'Q', 'T', 'R']);
