import { analyzePuzzle } from '../../../src/engine/analyser';
import { digitsFromCanonical } from '../../../src/engine/grid';
import { CONTRADICTION, LogicBoard, LogicLevel } from '../../../src/engine/generator/logic';
import { puzzlesWithSolutions } from '../../helpers/corpus';

const SAMPLE = puzzlesWithSolutions(160);
const LEVELS = [LogicLevel.BoxSingles, LogicLevel.HiddenSingles, LogicLevel.Singles, LogicLevel.Intersections];
/** The highest grade a puzzle can have when the level's techniques solve it (SPEC §4 order). */
const GRADE_BOUND: Record<number, number> = { 1: 1, 2: 2, 3: 3, 5: 5 };

describe('LogicBoard (the generator inner check)', () => {
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
