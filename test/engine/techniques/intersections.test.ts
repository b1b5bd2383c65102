import {
  CLAIMING_COLUMN,
  CLAIMING_ROW,
  POINTING_PAIR,
  POINTING_TRIPLE,
} from '../../../src/engine/techniques/intersections';
import {
  eliminationLabels,
  expectDeductionConsistent,
  patternLabels,
  positionWithSolution,
} from '../../helpers/oracle';
import { defineSweepTests, lettersThatFire } from '../../helpers/technique-sweep';

// Positions reached by singles (and, for X, earlier eliminations) on real puzzles; in each the
// technique under test is the first in trial order that advances.

test('V: box 4 has its 5s only in r4c1 and r5c1, so column 1 loses 5 elsewhere', () => {
  const { board, solution } = positionWithSolution(
    '32.941...648752931...863.24.69427.13..368924.4.21356...3.5784.225.39418...421635.',
  );
  expect(lettersThatFire(board)[0]).toBe('V');
  const deduction = POINTING_PAIR.find(board)!;
  expect(deduction).toMatchObject({ technique: 'V', placeCell: -1, unit: 21 });
  expect(patternLabels(deduction)).toEqual(['r4c1', 'r5c1']);
  expect(eliminationLabels(deduction)).toEqual(['r3c1#5']);
  expectDeductionConsistent(deduction, solution, board);
});

test('X: box 7 has its 1s only in r8c1, r8c2, r8c3, so row 8 loses 1 elsewhere', () => {
  const { board, solution } = positionWithSolution(
    '....8.61..53............5.2...4.2....2..58..74..7.925.9648...2.....2.86.382...7..',
    ['r8c4#5', 'r8c6#5', 'r8c9#5', 'r8c6#7'],
  );
  expect(lettersThatFire(board)[0]).toBe('X');
  const deduction = POINTING_TRIPLE.find(board)!;
  expect(deduction).toMatchObject({ technique: 'X', unit: 24 });
  expect(patternLabels(deduction)).toEqual(['r8c1', 'r8c2', 'r8c3']);
  expect(eliminationLabels(deduction)).toEqual(['r8c4#1', 'r8c6#1', 'r8c9#1']);
  expectDeductionConsistent(deduction, solution, board);
  // Three places are a triple, never a pair.
  expect(POINTING_PAIR.find(board)).toBeNull();
});

test('W: row 6 has its 9s only in r6c4 and r6c5 (box 5), so box 5 loses 9 elsewhere', () => {
  const { board, solution } = positionWithSolution(
    '1.3.7..525......4..9...5..1.2.1..5.3.17.5.2.44.5..216.2..8...35.5.....2.8..52.719',
  );
  expect(lettersThatFire(board)).toEqual(['W']);
  const deduction = CLAIMING_ROW.find(board)!;
  expect(deduction).toMatchObject({ technique: 'W', unit: 5 });
  expect(patternLabels(deduction)).toEqual(['r6c4', 'r6c5']);
  expect(eliminationLabels(deduction)).toEqual(['r4c5#9', 'r4c6#9', 'r5c4#9', 'r5c6#9']);
  expectDeductionConsistent(deduction, solution, board);
});

test('Y: column 3 has its 3s only in r2c3 and r3c3 (box 1), so box 1 loses 3 elsewhere', () => {
  const { board, solution } = positionWithSolution(
    '2..639....5.428.6.6..751....8251469.5.6297.844..386...125963478..7845216864172935',
  );
  expect(lettersThatFire(board)).toEqual(['Y']);
  const deduction = CLAIMING_COLUMN.find(board)!;
  expect(deduction).toMatchObject({ technique: 'Y', unit: 11 });
  expect(patternLabels(deduction)).toEqual(['r2c3', 'r3c3']);
  expect(eliminationLabels(deduction)).toEqual(['r2c1#3', 'r3c2#3']);
  expectDeductionConsistent(deduction, solution, board);
});

defineSweepTests(0, ['V', 'X', 'W', 'Y']);
