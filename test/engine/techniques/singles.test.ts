import { Board } from '../../../src/engine/board/board';
import { digitsFromCanonical } from '../../../src/engine/board/grid';
import { STANDARD_LAYOUT } from '../../../src/engine/board/layout';
import {
  HIDDEN_SINGLE_BOX,
  HIDDEN_SINGLE_COLUMN,
  HIDDEN_SINGLE_ROW,
  NAKED_SINGLE,
  findHiddenSingle,
  findNakedSingle,
} from '../../../src/engine/techniques/singles';
import { boardFromPuzzle, expectDeductionConsistent, rc } from '../../helpers/oracle';
import { defineSweepTests } from '../../helpers/technique-sweep';

// A known solution (rated/mixed1000_meta.csv, id 1): positions below only remove candidates
// this grid does not use, so every position is consistent with it.
const SOLUTION = '158723469367954821294816375619238547485697132732145986976381254841572693523469718';
const solutionDigit = (cell: number) => SOLUTION.charCodeAt(cell) - 48;

/** An empty board where `digit` has been removed from every cell of the unit except `keep`. */
function onlyPlaceInUnit(unit: number, keep: number): Board {
  const board = new Board();
  const digit = solutionDigit(keep);
  for (let i = 0; i < 9; i++) {
    const cell = STANDARD_LAYOUT.unitCells[unit * 9 + i];
    if (cell !== keep) board.eliminate(cell, digit);
  }
  return board;
}

const allSingleFinders = [HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_ROW, HIDDEN_SINGLE_COLUMN, NAKED_SINGLE];

function findersThatFire(board: Board): string[] {
  return allSingleFinders.filter((technique) => technique.find(board) !== null).map((technique) => technique.letter);
}

describe('hand-made positions', () => {
  test('B: box 1 has one place left for the digit of r2c2', () => {
    const board = onlyPlaceInUnit(18, rc(2, 2));
    expect(findersThatFire(board)).toEqual(['B']);
    const deduction = HIDDEN_SINGLE_BOX.find(board)!;
    expect(deduction).toMatchObject({
      technique: 'B',
      placeCell: rc(2, 2),
      placeDigit: solutionDigit(rc(2, 2)),
      unit: 18,
    });
    expectDeductionConsistent(deduction, SOLUTION, board);
  });

  test('L: row 5 has one place left for the digit of r5c7', () => {
    const board = onlyPlaceInUnit(4, rc(5, 7));
    expect(findersThatFire(board)).toEqual(['L']);
    const deduction = HIDDEN_SINGLE_ROW.find(board)!;
    expect(deduction).toMatchObject({
      technique: 'L',
      placeCell: rc(5, 7),
      placeDigit: solutionDigit(rc(5, 7)),
      unit: 4,
    });
    expectDeductionConsistent(deduction, SOLUTION, board);
  });

  test('C: column 3 has one place left for the digit of r8c3', () => {
    const board = onlyPlaceInUnit(9 + 2, rc(8, 3));
    expect(findersThatFire(board)).toEqual(['C']);
    const deduction = HIDDEN_SINGLE_COLUMN.find(board)!;
    expect(deduction).toMatchObject({
      technique: 'C',
      placeCell: rc(8, 3),
      placeDigit: solutionDigit(rc(8, 3)),
      unit: 11,
    });
    expectDeductionConsistent(deduction, SOLUTION, board);
  });

  test('M: r9c9 has one candidate left', () => {
    const board = new Board();
    const cell = rc(9, 9);
    for (let digit = 1; digit <= 9; digit++) if (digit !== solutionDigit(cell)) board.eliminate(cell, digit);
    expect(findersThatFire(board)).toEqual(['M']);
    const deduction = NAKED_SINGLE.find(board)!;
    expect(deduction).toMatchObject({ technique: 'M', placeCell: cell, placeDigit: solutionDigit(cell), unit: 26 });
    expectDeductionConsistent(deduction, SOLUTION, board);
  });

  test('B from givens: the 7s of rows 1 and 3 leave box 1 one place', () => {
    // 7s at r1c5 and r3c8 block rows 1 and 3 of box 1; r2c1 and r2c2 are given: r2c3 is left.
    const puzzle =
      '....7....' +
      '12.......' +
      '.......7.' +
      '.........' +
      '.........' +
      '.........' +
      '.........' +
      '.........' +
      '.........';
    const board = boardFromPuzzle(puzzle);
    const deduction = findHiddenSingle(board, 'box')!;
    expect(deduction).toMatchObject({ placeCell: rc(2, 3), placeDigit: 7, unit: 18, patternCells: [rc(2, 3)] });
  });
});

describe('scan order', () => {
  test('the lowest unit wins, then the lowest digit', () => {
    const board = new Board();
    // Digit 9 alone in row 2 at c4; digits 3 and 5 alone in row 7 (c1, c2).
    for (let col = 0; col < 9; col++) {
      if (col !== 3) board.eliminate(9 + col, 9);
      if (col !== 0) board.eliminate(54 + col, 3);
      if (col !== 1) board.eliminate(54 + col, 5);
    }
    expect(findHiddenSingle(board, 'row')).toMatchObject({ placeCell: rc(2, 4), placeDigit: 9 });
    board.place(rc(2, 4), 9);
    expect(findHiddenSingle(board, 'row')).toMatchObject({ placeCell: rc(7, 1), placeDigit: 3 });
  });

  test('naked singles come in reading order, filled cells are skipped', () => {
    const board = Board.fromDigits(digitsFromCanonical(SOLUTION.slice(0, 80) + '.'));
    expect(findNakedSingle(board)).toMatchObject({ placeCell: 80, placeDigit: solutionDigit(80) });
    board.place(80, solutionDigit(80));
    expect(findNakedSingle(board)).toBeNull();
    expect(findHiddenSingle(board, 'box')).toBeNull();
  });
});

defineSweepTests(3, ['B', 'L', 'C', 'M']);
