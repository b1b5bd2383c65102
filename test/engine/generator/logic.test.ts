import { analyzePuzzle } from '../../../src/engine/analyser';
import { digitsFromCanonical } from '../../../src/engine/grid';
import { CONTRADICTION, LogicBoard, LogicLevel } from '../../../src/engine/generator/logic';
import { Board } from '../../../src/engine/board';
import { findClaiming, findPointing } from '../../../src/engine/techniques/intersections';
import { findHiddenSingle, findNakedSingle } from '../../../src/engine/techniques/singles';
import type { Deduction } from '../../../src/engine/techniques/technique';
import { eliminationCell, eliminationDigit } from '../../../src/engine/techniques/technique';
import { puzzlesWithSolutions } from '../../helpers/corpus';

const SAMPLE = puzzlesWithSolutions(160);
const LEVELS = [LogicLevel.BoxSingles, LogicLevel.HiddenSingles, LogicLevel.Singles, LogicLevel.Intersections];
/** The highest grade a puzzle can have when the level's techniques solve it (SPEC §4 order). */
const GRADE_BOUND: Record<number, number> = { 1: 1, 2: 2, 3: 3, 5: 5 };

type Finder = (board: Board) => Deduction | null;
const FINDERS: Record<number, Finder[]> = {};
FINDERS[LogicLevel.BoxSingles] = [(board) => findHiddenSingle(board, 'box')];
FINDERS[LogicLevel.HiddenSingles] = [...FINDERS[1], (board) => findHiddenSingle(board, 'row'), (board) => findHiddenSingle(board, 'column')];
FINDERS[LogicLevel.Singles] = [...FINDERS[2], findNakedSingle];
FINDERS[LogicLevel.Intersections] = [
  ...FINDERS[3],
  (board) => findPointing(board, 2),
  (board) => findPointing(board, 3),
  (board) => findClaiming(board, 'row'),
  (board) => findClaiming(board, 'column'),
];

/** The same closure through the analyser's technique finders, one deduction at a time. */
function closureByFinders(puzzle: string, level: LogicLevel): Board {
  const board = Board.fromDigits(digitsFromCanonical(puzzle));
  for (let progress = true; progress; ) {
    progress = false;
    for (const find of FINDERS[level]) {
      const deduction = find(board);
      if (!deduction) continue;
      if (deduction.placeCell >= 0) board.place(deduction.placeCell, deduction.placeDigit);
      for (const code of deduction.eliminations) board.eliminate(eliminationCell(code), eliminationDigit(code));
      progress = true;
      break;
    }
  }
  return board;
}

describe('LogicBoard (the generator inner check)', () => {
  it('reaches the same closure as the technique finders at every level', () => {
    const board = new LogicBoard();
    for (const { puzzle } of SAMPLE.slice(0, 60)) {
      for (const level of LEVELS) {
        board.load(digitsFromCanonical(puzzle));
        board.solve(level);
        const reference = closureByFinders(puzzle, level);
        expect(Array.from(board.values)).toEqual(Array.from(reference.values));
        expect(Array.from(board.candidates)).toEqual(Array.from(reference.candidates));
      }
    }
  });

  it('places only solution digits and never removes a solution digit, at every level', () => {
    const board = new LogicBoard();
    for (const { puzzle, solution } of SAMPLE) {
      for (const level of LEVELS) {
        board.load(digitsFromCanonical(puzzle));
        const blanks = board.solve(level);
        expect(blanks).not.toBe(CONTRADICTION);
        let empty = 0;
        const wrong: string[] = [];
        for (let cell = 0; cell < 81; cell++) {
          const digit = Number(solution[cell]);
          if (board.values[cell] === 0) empty++;
          if (board.values[cell] ? board.values[cell] !== digit : (board.candidates[cell] & (1 << (digit - 1))) === 0) {
            wrong.push(`${puzzle} level ${level} cell ${cell}`);
          }
        }
        expect(wrong).toEqual([]);
        expect(blanks).toBe(empty);
      }
    }
  });

  it('solves more with each level, and what a level solves the analyser grades at most that level', () => {
    const board = new LogicBoard();
    let solvedAtSomeLevel = 0;
    for (const { puzzle } of SAMPLE) {
      let previous = Infinity;
      let analysedLevel: number | undefined;
      for (const level of LEVELS) {
        board.load(digitsFromCanonical(puzzle));
        const blanks = board.solve(level);
        expect(blanks).toBeLessThanOrEqual(previous);
        previous = blanks;
        if (blanks === 0) {
          solvedAtSomeLevel++;
          analysedLevel ??= analyzePuzzle(puzzle).grade?.level;
          expect(analysedLevel).toBeLessThanOrEqual(GRADE_BOUND[level]);
        }
      }
    }
    expect(solvedAtSomeLevel).toBeGreaterThan(20);
  });

  it('reports a contradiction for clashing givens and for a cell left without candidates', () => {
    const board = new LogicBoard();
    board.load(digitsFromCanonical(`55${'.'.repeat(79)}`));
    expect(board.solve(LogicLevel.Intersections)).toBe(CONTRADICTION);
    // r1c9 can only be 9 by its row, but column 9 already has a 9.
    board.load(digitsFromCanonical(`12345678.${'........9'}${'.'.repeat(63)}`));
    expect(board.solve(LogicLevel.Singles)).toBe(CONTRADICTION);
  });
});
