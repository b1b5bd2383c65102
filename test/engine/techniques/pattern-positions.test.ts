/**
 * Each full-set pattern finder on a hand-made candidate grid that reproduces the example pattern
 * of a public technique page (cited per test), everything else left with all nine candidates so
 * the pattern is the only one of its kind. The expected eliminations are worked out by hand from
 * the rule (the reasoning is in each test's comment), never taken from the finder.
 */

import { analyzeAsGiven } from '../../../src/engine/analysis/analyser';
import { Board } from '../../../src/engine/board/board';
import { ALL_DIGITS, BIT_COUNT, digitBit } from '../../../src/engine/board/bits';
import { STANDARD_LAYOUT } from '../../../src/engine/board/layout';
import { labelOf, lettersOfSet } from '../../../src/engine/techniques/technique-codes';
import { PATTERN_ENTRIES } from '../../../src/engine/techniques/pattern-entries';
import { TECHNIQUES, type TechniqueLetter } from '../../../src/engine/techniques/registry';
import {
  chainNotation,
  eliminationCell,
  eliminationDigit,
  eliminationNotation,
} from '../../../src/engine/techniques/technique';
import { boardFromPuzzle, deductionProblems, rc, uniqueSolution } from '../../helpers/oracle';
import { diagonalGeometry, standardGeometry, type Geometry } from '../../../src/engine/geometry';
import { VariantBoard } from '../../../src/engine/board/variant-board';
import { codeValue } from '../../../src/engine/board/candidate-code';
import { bugPlusOneAt } from '../../../src/engine/techniques/uniqueness';

/** An empty board, every cell with all nine candidates, then the given cells' candidates ("r1c1": "12"). */
function grid(cells: Record<string, string>): Board {
  const board = new Board();
  board.candidates.fill(ALL_DIGITS);
  for (const [name, digits] of Object.entries(cells)) {
    let mask = 0;
    for (const digit of digits) mask |= digitBit(Number(digit));
    board.candidates[cellOf(name)] = mask;
  }
  return board;
}

/** A board from `given` digits, then `placed` ones (filled by the solve, not given), then candidates set ("r4c2": "15"). */
function solvedBoard(
  given: Record<string, number>,
  placed: Record<string, number>,
  cells: Record<string, string>,
): Board {
  const digits = new Array<number>(81).fill(0);
  for (const [name, digit] of Object.entries(given)) digits[cellOf(name)] = digit;
  const board = Board.fromDigits(digits);
  for (const [name, digit] of Object.entries(placed)) board.place(cellOf(name), digit);
  for (const [name, digits] of Object.entries(cells)) {
    let mask = 0;
    for (const digit of digits) mask |= digitBit(Number(digit));
    board.candidates[cellOf(name)] = mask;
  }
  return board;
}

function cellOf(name: string): number {
  const match = /^r([1-9])c([1-9])$/.exec(name);
  if (!match) throw new Error(`not a cell: ${name}`);
  return rc(Number(match[1]), Number(match[2]));
}

/** Leaves the digit only in the named cells of the unit (0–8 rows, 9–17 columns, 18–26 boxes). */
function onlyIn(board: Board, unit: number, digit: number, keep: string[]): void {
  const kept = keep.map(cellOf);
  for (let i = 0; i < 9; i++) {
    const cell = STANDARD_LAYOUT.unitCells[unit * 9 + i];
    if (!kept.includes(cell)) board.eliminate(cell, digit);
  }
}

const ROW = (n: number): number => n - 1;
const COLUMN = (n: number): number => 8 + n;
const BOX = (n: number): number => 17 + n;

function eliminationsOf(letter: TechniqueLetter, board: Board): string[] {
  const found = TECHNIQUES[letter].search?.find(board);
  if (!found) return [];
  expect(found.technique).toBe(letter);
  return found.eliminations.map(eliminationNotation).sort();
}

describe('full-set pattern finders on the example patterns of public technique pages', () => {
  it('XY-Wing (SudokuWiki "XY-Wing"): pivot {1,2}, pincers {1,3} in its row and {2,3} in its box', () => {
    const board = grid({ r1c1: '12', r1c5: '13', r3c2: '23' });
    // One pincer is 3: cells seeing r1c5 and r3c2 are row 1 in box 1 and row 3 in box 2.
    expect(eliminationsOf('XYW', board)).toEqual(['r1c2<>3', 'r1c3<>3', 'r3c4<>3', 'r3c5<>3', 'r3c6<>3']);
  });

  it('XYZ-Wing (SudokuWiki "XYZ-Wing"): pivot {1,2,3}, pincers {1,3} in its row and {2,3} in its box', () => {
    const board = grid({ r1c1: '123', r1c5: '13', r2c2: '23' });
    // 3 is in one of the three, so it leaves the cells seeing all three: row 1 inside box 1.
    expect(eliminationsOf('XYZ', board)).toEqual(['r1c2<>3', 'r1c3<>3']);
    expect(eliminationsOf('XYW', board)).toEqual([]);
  });

  it('W-Wing (HoDoKu "Wings"): r1c1 and r5c5 {1,2}, joined by the strong link on 1 in row 9 (c1, c5)', () => {
    const board = grid({ r1c1: '12', r5c5: '12' });
    onlyIn(board, ROW(9), 1, ['r9c1', 'r9c5']);
    // r9c1 or r9c5 is 1, so r1c1 or r5c5 is not 1, i.e. is 2: 2 leaves r1c5 and r5c1.
    expect(eliminationsOf('WW', board)).toEqual(['r1c5<>2', 'r5c1<>2']);
  });

  it('Skyscraper (HoDoKu "Single Digit Patterns"): 5 twice in rows 1 and 5, one end of each on column 1', () => {
    const board = grid({});
    onlyIn(board, ROW(1), 5, ['r1c1', 'r1c5']);
    onlyIn(board, ROW(5), 5, ['r5c1', 'r5c6']);
    // r1c1 and r5c1 cannot both be 5, so r1c5 or r5c6 is: column 6 in box 2 and column 5 in box 5 see both.
    const found = TECHNIQUES.SKY.search?.find(board);
    expect(found?.eliminations.map(eliminationNotation).sort()).toEqual(['r2c6<>5', 'r3c6<>5', 'r4c5<>5', 'r6c5<>5']);
    expect(chainNotation(found?.links ?? [])).toBe('5r1c5=5r1c1-5r5c1=5r5c6');
  });

  it('2-String Kite (HoDoKu "Single Digit Patterns"): 4 twice in row 1 and column 1, near ends in box 1', () => {
    const board = grid({});
    onlyIn(board, ROW(1), 4, ['r1c2', 'r1c7']);
    onlyIn(board, COLUMN(1), 4, ['r3c1', 'r8c1']);
    // r1c2 and r3c1 share box 1, so r1c7 or r8c1 is 4: r8c7 sees both.
    expect(eliminationsOf('KITE', board)).toEqual(['r8c7<>4']);
    expect(eliminationsOf('SKY', board)).toEqual([]);
  });

  it('Turbot fish (HoDoKu "Single Digit Patterns"): 6 twice in box 1 (r1c1, r3c3) and in row 7 (c3, c8)', () => {
    const board = grid({});
    onlyIn(board, BOX(1), 6, ['r1c1', 'r3c3']);
    onlyIn(board, ROW(7), 6, ['r7c3', 'r7c8']);
    // r3c3 and r7c3 share column 3, so r1c1 or r7c8 is 6: r1c8 sees both (r7c1 lost 6 already).
    expect(eliminationsOf('TF', board)).toEqual(['r1c8<>6']);
    expect(eliminationsOf('KITE', board)).toEqual([]);
  });

  it('Empty rectangle (SudokuWiki "Empty Rectangles"): 7 in box 5 only on row 5 and column 5, strong link in column 8', () => {
    const board = grid({});
    for (const cell of ['r4c4', 'r4c6', 'r6c4', 'r6c6']) board.eliminate(cellOf(cell), 7);
    onlyIn(board, COLUMN(8), 7, ['r1c8', 'r5c8']);
    // r1c8 is 7 (so r1c5 is not), or r5c8 is, so box 5 keeps 7 in column 5 and r1c5 is not 7.
    expect(eliminationsOf('ER', board)).toEqual(['r1c5<>7']);
  });

  it('Empty rectangle with the strong link in a row: 7 in row 8 only at r8c1 and r8c5', () => {
    const board = grid({});
    for (const cell of ['r4c4', 'r4c6', 'r6c4', 'r6c6']) board.eliminate(cellOf(cell), 7);
    onlyIn(board, ROW(8), 7, ['r8c1', 'r8c5']);
    // r8c1 is 7 (so r5c1 is not), or r8c5 is, so box 5 keeps 7 in row 5 and r5c1 is not 7.
    expect(eliminationsOf('ER', board)).toEqual(['r5c1<>7']);
  });

  it('Unique rectangle type 1 (SudokuWiki "Unique Rectangles"): three corners {1,2}, the fourth {1,2,5,8}', () => {
    const board = grid({ r1c1: '12', r1c4: '12', r2c1: '12', r2c4: '1258' });
    expect(eliminationsOf('UR1', board)).toEqual(['r2c4<>1', 'r2c4<>2']);
  });

  it('Unique rectangle type 2: floor {1,2} in column 1, roof {1,2,7} in column 4', () => {
    const board = grid({ r1c1: '12', r2c1: '12', r1c4: '127', r2c4: '127' });
    // One roof cell is 7: column 4 and box 2 lose 7 outside the roof.
    const expected = [
      'r3c4',
      'r4c4',
      'r5c4',
      'r6c4',
      'r7c4',
      'r8c4',
      'r9c4',
      'r1c5',
      'r1c6',
      'r2c5',
      'r2c6',
      'r3c5',
      'r3c6',
    ].map((cell) => `${cell}<>7`);
    expect(eliminationsOf('UR2', board)).toEqual(expected.sort());
  });

  it('Unique rectangle type 3: roof extras {3,4} with r5c4 {3,4} make a naked pair in column 4', () => {
    const board = grid({ r1c1: '12', r2c1: '12', r1c4: '123', r2c4: '124', r5c4: '34' });
    const expected = ['r3c4', 'r4c4', 'r6c4', 'r7c4', 'r8c4', 'r9c4'].flatMap((cell) => [`${cell}<>3`, `${cell}<>4`]);
    expect(eliminationsOf('UR3', board)).toEqual(expected.sort());
  });

  it('Unique rectangle type 4: in column 4, 1 has no place but the roof, so the roof loses 2', () => {
    const board = grid({ r1c1: '12', r2c1: '12', r1c4: '125', r2c4: '126' });
    onlyIn(board, COLUMN(4), 1, ['r1c4', 'r2c4']);
    expect(eliminationsOf('UR4', board)).toEqual(['r1c4<>2', 'r2c4<>2']);
  });

  it('Unique rectangle type 1 with a missing candidate: the fourth corner has lost 2, so it loses 1', () => {
    // r2c4 = 1 would force r2c1 = 2, r1c4 = 2, r1c1 = 1, and 2 is not placed near r2c4: a swap, two solutions.
    const board = grid({ r1c1: '12', r1c4: '12', r2c1: '12', r2c4: '158' });
    expect(eliminationsOf('UR1', board)).toEqual(['r2c4<>1']);
  });

  it('Unique rectangle type 3 with a set in a row and a box: both lose the set’s digits', () => {
    // Roof r4c1 {1,2,3} and r4c2 {1,2,4} act as one cell {3,4}; with r4c3 {3,4} a naked pair in row 4 and box 4.
    const board = grid({ r1c1: '12', r1c2: '12', r4c1: '123', r4c2: '124', r4c3: '34' });
    const others = ['r4c4', 'r4c5', 'r4c6', 'r4c7', 'r4c8', 'r4c9', 'r5c1', 'r5c2', 'r5c3', 'r6c1', 'r6c2', 'r6c3'];
    expect(eliminationsOf('UR3', board)).toEqual(others.flatMap((cell) => [`${cell}<>3`, `${cell}<>4`]).sort());
  });

  it('Unique rectangle type 5: one floor corner, three roof corners with the same extra 7', () => {
    // One of r1c4, r2c1, r2c4 is 7; only r2c5 and r2c6 (row 2 and box 2) see all three.
    const board = grid({ r1c1: '12', r1c4: '127', r2c1: '127', r2c4: '127' });
    expect(eliminationsOf('UR5', board)).toEqual(['r2c5<>7', 'r2c6<>7']);
  });

  it('Unique rectangle type 6: a diagonal roof, and 1 nowhere in the rectangle’s rows and columns outside it', () => {
    // 1 takes one diagonal; on the roof's (r1c4, r2c1) the floor r1c1 and r2c4 would both be 2, a deadly pattern.
    const board = grid({ r1c1: '12', r2c4: '12', r1c4: '125', r2c1: '126' });
    onlyIn(board, ROW(1), 1, ['r1c1', 'r1c4']);
    onlyIn(board, ROW(2), 1, ['r2c1', 'r2c4']);
    onlyIn(board, COLUMN(1), 1, ['r1c1', 'r2c1']);
    onlyIn(board, COLUMN(4), 1, ['r1c4', 'r2c4']);
    expect(eliminationsOf('UR6', board)).toEqual(['r1c4<>1', 'r2c1<>1']);
  });

  it('Hidden rectangle: from the floor corner r1c1, 1 is only in the rectangle in row 2 and column 4', () => {
    // r2c4 = 2 would put 1 at r2c1 and r1c4, so r1c1 = 2: a deadly pattern.
    const board = grid({ r1c1: '12', r1c4: '125', r2c1: '126', r2c4: '127' });
    onlyIn(board, ROW(2), 1, ['r2c1', 'r2c4']);
    onlyIn(board, COLUMN(4), 1, ['r1c4', 'r2c4']);
    expect(eliminationsOf('HR', board)).toEqual(['r2c4<>2']);
  });

  it('Avoidable rectangle type 1: r1c1 = 1 and r1c2 = 2 placed by the solve, r4c1 = 2 placed: r4c2 cannot be 1', () => {
    // r4c2 = 1 would make r1c1, r1c2, r4c1, r4c2 = 1, 2, 2, 1: none given, so 1 and 2 could be swapped.
    const board = solvedBoard({}, { r1c1: 1, r1c2: 2, r4c1: 2 }, { r4c2: '15' });
    expect(eliminationsOf('AR1', board)).toEqual(['r4c2<>1']);
    // With r4c1 a given the four cannot be swapped: nothing to remove.
    expect(eliminationsOf('AR1', solvedBoard({ r4c1: 2 }, { r1c1: 1, r1c2: 2 }, { r4c2: '15' }))).toEqual([]);
  });

  it('Avoidable rectangle type 2: r1c1 = 1, r1c2 = 2 placed by the solve, r4c1 {2,7} and r4c2 {1,7}', () => {
    // One of r4c1 and r4c2 is 7 (else 2 and 1, a swappable rectangle): row 4 and box 4 lose 7.
    const board = solvedBoard({}, { r1c1: 1, r1c2: 2 }, { r4c1: '27', r4c2: '17' });
    const seeingBoth = ['r4c3', 'r4c4', 'r4c5', 'r4c6', 'r4c7', 'r4c8', 'r4c9', 'r5c1', 'r5c2', 'r5c3', 'r6c1', 'r6c2'];
    expect(eliminationsOf('AR2', board)).toEqual([...seeingBoth, 'r6c3'].map((cell) => `${cell}<>7`).sort());
  });

  it('Finned X-Wing (SudokuWiki "Finned X-Wing"): 3 in rows 1 and 5 on columns 2 and 7, fins r5c8, r5c9', () => {
    const board = grid({});
    onlyIn(board, ROW(1), 3, ['r1c2', 'r1c7']);
    onlyIn(board, ROW(5), 3, ['r5c2', 'r5c7', 'r5c8', 'r5c9']);
    // A fin is 3 (box 6 then has its 3), or the X-Wing holds: either way column 7 in box 6 loses 3.
    const found = TECHNIQUES.FX.search?.find(board);
    expect(found?.eliminations.map(eliminationNotation).sort()).toEqual(['r4c7<>3', 'r6c7<>3']);
    expect(found?.fins).toEqual([rc(5, 8), rc(5, 9)]);
  });

  it('Sashimi X-Wing (SudokuWiki "Sashimi X-Wing"): row 5 keeps only r5c7 of the X-Wing, with the fin r5c8', () => {
    const board = grid({});
    onlyIn(board, ROW(1), 3, ['r1c2', 'r1c7']);
    onlyIn(board, ROW(5), 3, ['r5c7', 'r5c8']);
    // r5c8 is 3 (box 6 has its 3), or r5c7 is: either way r4c7 and r6c7 are not 3.
    const found = TECHNIQUES.FX.search?.find(board);
    expect(found?.eliminations.map(eliminationNotation).sort()).toEqual(['r4c7<>3', 'r6c7<>3']);
    expect(found?.fins).toEqual([rc(5, 8)]);
  });

  it('Finned Swordfish (SudokuWiki "Finned Swordfish"): 8 in rows 1, 4, 7 on columns 1, 5, 9, fin r7c2', () => {
    const board = grid({});
    onlyIn(board, ROW(1), 8, ['r1c1', 'r1c5']);
    onlyIn(board, ROW(4), 8, ['r4c5', 'r4c9']);
    onlyIn(board, ROW(7), 8, ['r7c1', 'r7c2', 'r7c9']);
    expect(eliminationsOf('FS', board)).toEqual(['r8c1<>8', 'r9c1<>8']);
  });

  it('Jellyfish (SudokuWiki "Jelly-Fish"): 9 in rows 1, 3, 5, 7 only on columns 1, 3, 5, 7', () => {
    const board = grid({});
    onlyIn(board, ROW(1), 9, ['r1c1', 'r1c3']);
    onlyIn(board, ROW(3), 9, ['r3c3', 'r3c5']);
    onlyIn(board, ROW(5), 9, ['r5c5', 'r5c7']);
    onlyIn(board, ROW(7), 9, ['r7c7', 'r7c1']);
    const expected = [2, 4, 6, 8, 9].flatMap((row) => [1, 3, 5, 7].map((col) => `r${row}c${col}<>9`));
    expect(eliminationsOf('JF', board)).toEqual(expected.sort());
  });

  it('Finned Jellyfish: 9 in rows 1, 3, 5, 7 on columns 1, 3, 5, 7, and a fin r7c8 in box 9', () => {
    // Either r7c8 is 9, or the Jellyfish stands and column 7 holds 9 in a base row: either way not in r8c7, r9c7.
    const board = grid({});
    onlyIn(board, ROW(1), 9, ['r1c1', 'r1c3']);
    onlyIn(board, ROW(3), 9, ['r3c3', 'r3c5']);
    onlyIn(board, ROW(5), 9, ['r5c5', 'r5c7']);
    onlyIn(board, ROW(7), 9, ['r7c7', 'r7c1', 'r7c8']);
    const instances: string[][] = [];
    TECHNIQUES.FJ.search!.forEach!(board, (found) => {
      instances.push(found.eliminations.map(eliminationNotation).sort());
      return false;
    });
    expect(instances).toContainEqual(['r8c7<>9', 'r9c7<>9']);
    // Another, found first (band 1 before band 3): covers 1, 5, 7, 8 with the fins r1c3 and r3c3 in box 1.
    expect(instances[0]).toEqual(['r2c1<>9']);
  });
});

describe('BUG+1 on a real position', () => {
  // rated/mixed1000.txt (fixture sample): after 25 placements and a hidden pair, every empty cell
  // has two candidates but one, the bivalue universal grave plus one of HoDoKu's "Uniqueness" page.
  const puzzle = '.4..62...9......2..263..48......487...7...6...528......85..136..3......8...53..1.';

  function bugPosition(): Board {
    // The model letters and the pattern families: the chain families would take another route.
    const techniques = labelOf([...lettersOfSet('model'), ...(Object.keys(PATTERN_ENTRIES) as TechniqueLetter[])]);
    // The route to the position is the loop's on the puzzle as given (analyzePuzzle's canonical form takes another).
    const result = analyzeAsGiven(puzzle, { techniqueSet: 'full', techniques });
    const board = boardFromPuzzle(puzzle);
    for (const step of result.steps.slice(0, 25)) {
      for (const [row, col, digit] of step.eliminated) board.eliminate(rc(row, col), digit);
      board.place(rc(step.row, step.col), step.value);
    }
    const pair = TECHNIQUES.Q.search?.find(board);
    for (const code of pair?.eliminations ?? []) board.eliminate(eliminationCell(code), eliminationDigit(code));
    return board;
  }

  /** The position on another kind's board of the same cells, its values relabelled by `label`. */
  function onGeometry(board: Board, geometry: Geometry, label: (digit: number) => number): VariantBoard {
    const moved = VariantBoard.fromValues(
      geometry,
      Array.from(board.values, (digit) => (digit === 0 ? 0 : label(digit))),
    );
    for (let cell = 0; cell < 81; cell++)
      for (let digit = 1; digit <= 9; digit++)
        if (board.values[cell] === 0 && !board.has(cell, digit)) moved.eliminate(cell, label(digit));
    return moved;
  }

  it('is the same search on every kind: relabelled on a 9×9 of any kind without extra units, none with them', () => {
    const board = bugPosition();
    const nine = bugPlusOneAt(board);
    expect(nine).not.toBeNull();
    const label = (digit: number) => 10 - digit;
    const relabelled = bugPlusOneAt(onGeometry(board, standardGeometry(9), label));
    expect(relabelled?.patternCells).toEqual(nine?.patternCells);
    const removed = (found: typeof nine, code: (value: number) => number) =>
      (found?.eliminations ?? []).map((each) => code(each)).sort();
    expect(removed(relabelled, (code) => 10 - codeValue(code))).toEqual(
      removed(nine, (code) => eliminationDigit(code)),
    );
    // Diagonals are extra units: the rule is not read there.
    expect(bugPlusOneAt(onGeometry(board, diagonalGeometry(9), label))).toBeNull();
  });

  it('the cell with three candidates keeps the digit that has three places in its row, column and box', () => {
    const board = bugPosition();

    // The rule read plainly: one cell with three candidates, all other empty cells with two.
    const sizes = Array.from(board.candidates, (mask) => BIT_COUNT[mask]);
    const triple = sizes.findIndex((size) => size === 3);
    expect(sizes.filter((size) => size === 3)).toHaveLength(1);
    expect(sizes.every((size) => size === 0 || size === 2 || size === 3)).toBe(true);
    const unitsOfTriple = STANDARD_LAYOUT.cellUnits[triple];
    const placesIn = (unit: number, digit: number): number =>
      STANDARD_LAYOUT.unitCells.slice(unit * 9, unit * 9 + 9).filter((cell) => board.has(cell, digit)).length;
    const extra = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(
      (digit) => board.has(triple, digit) && unitsOfTriple.every((unit) => placesIn(unit, digit) === 3),
    );
    expect(extra).toHaveLength(1);

    const found = TECHNIQUES.BUG.search?.find(board);
    const others = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => digit !== extra[0] && board.has(triple, digit));
    expect(found?.eliminations.map(eliminationNotation)).toEqual(
      others.map((digit) => `r${Math.floor(triple / 9) + 1}c${(triple % 9) + 1}<>${digit}`),
    );
    expect(deductionProblems(found!, uniqueSolution(puzzle), board)).toEqual([]);
  });
});
