import { SWORDFISH, X_WING } from '../../../src/engine/techniques/fish';
import {
  eliminationLabels,
  expectDeductionConsistent,
  patternLabels,
  positionWithSolution,
} from '../../helpers/oracle';
import { defineSweepTests, lettersThatFire } from '../../helpers/technique-sweep';

// Positions reached by singles on real puzzles; in each the technique under test is the first
// in trial order that advances.

test('P: the 5s of rows 4 and 7 lie only in columns 7 and 9, so those columns lose 5 elsewhere', () => {
  const { board, solution } = positionWithSolution(
    '918257634542936...763814259437192.6.18976542362534879137.42..8...4...3.......3.4.',
  );
  expect(lettersThatFire(board)[0]).toBe('P');
  const deduction = X_WING.find(board)!;
  expect(deduction).toMatchObject({ technique: 'P', placeCell: -1, unit: 3 });
  expect(patternLabels(deduction)).toEqual(['r4c7', 'r4c9', 'r7c7', 'r7c9']);
  expect(eliminationLabels(deduction)).toEqual(['r8c9#5', 'r9c7#5', 'r9c9#5']);
  expectDeductionConsistent(deduction, solution, board);
});

test('U: the 2s of rows 2, 5 and 8 lie only in columns 3, 4 and 6, so those columns lose 2 elsewhere', () => {
  const { board, solution } = positionWithSolution(
    '...3..5...5..1..3...7..4..12.....4...6..9......1..6..28..7..2..79..8..5...5..9..7',
  );
  expect(lettersThatFire(board)).toEqual(['U']);
  const deduction = SWORDFISH.find(board)!;
  expect(deduction).toMatchObject({ technique: 'U', unit: 1 });
  expect(patternLabels(deduction)).toEqual(['r2c3', 'r2c4', 'r2c6', 'r5c4', 'r5c6', 'r8c3', 'r8c4', 'r8c6']);
  expect(eliminationLabels(deduction)).toEqual(['r1c3#2', 'r1c6#2', 'r3c4#2', 'r9c4#2']);
  expectDeductionConsistent(deduction, solution, board);
});

test('P with rows and columns swapped: the 3s of columns 2 and 8 lie only in rows 2 and 7', () => {
  const { board, solution } = positionWithSolution(
    '.7.....5.1.85.97.4.95....6...3.8.2..8...9...39.46.35.8..98.74.5.4..5..8.58..3...7',
  );
  expect(lettersThatFire(board)[0]).toBe('P');
  const deduction = X_WING.find(board)!;
  expect(deduction).toMatchObject({ technique: 'P', unit: 10 });
  expect(patternLabels(deduction)).toEqual(['r2c2', 'r2c8', 'r7c2', 'r7c8']);
  expect(eliminationLabels(deduction)).toEqual(['r7c1#3']);
  expectDeductionConsistent(deduction, solution, board);
});

test('U with rows and columns swapped: the 2s of columns 1, 6 and 7 lie only in rows 4, 5 and 7', () => {
  const { board, solution } = positionWithSolution(
    '8594.16.7..7.965...62....19..53.4.9....95....9..6.875..9..6.17.5.17493..7.61.39.5',
  );
  expect(lettersThatFire(board)[0]).toBe('U');
  const deduction = SWORDFISH.find(board)!;
  expect(deduction).toMatchObject({ technique: 'U', unit: 9 });
  expect(patternLabels(deduction)).toEqual(['r4c1', 'r4c7', 'r5c1', 'r5c6', 'r5c7', 'r7c1', 'r7c6']);
  expect(eliminationLabels(deduction)).toEqual([
    'r4c2#2',
    'r4c5#2',
    'r4c9#2',
    'r5c2#2',
    'r5c8#2',
    'r5c9#2',
    'r7c4#2',
    'r7c9#2',
  ]);
  expectDeductionConsistent(deduction, solution, board);
  // Not an X-Wing: no two of the three columns share their two rows.
  expect(X_WING.find(board)).toBeNull();
});

defineSweepTests(2, ['P', 'U']);
