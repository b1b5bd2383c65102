import fc from 'fast-check';
import { analyzePuzzle } from '../../../src/engine/analysis/analyser';
import { digitsFromCanonical, digitsToString } from '../../../src/engine/board/grid';
import { STANDARD_LAYOUT } from '../../../src/engine/board/layout';
import { CONTRADICTION, LogicBoard, LogicLevel } from '../../../src/engine/generator/logic';
import { Board } from '../../../src/engine/board/board';
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
FINDERS[LogicLevel.HiddenSingles] = [
  ...FINDERS[1],
  (board) => findHiddenSingle(board, 'row'),
  (board) => findHiddenSingle(board, 'column'),
];
FINDERS[LogicLevel.Singles] = [...FINDERS[2], findNakedSingle];
FINDERS[LogicLevel.Intersections] = [
  ...FINDERS[3],
  (board) => findPointing(board, 2),
  (board) => findPointing(board, 3),
  (board) => findClaiming(board, 'row'),
  (board) => findClaiming(board, 'column'),
];

const SOLUTIONS = SAMPLE.slice(0, 40).map(({ solution }) => digitsFromCanonical(solution));
/** Per cell: 0–3 empty, 4 a given from the start, 5 a digit placed later (about 13 of each, as on sparse patterns). */
const CELL_ROLES = fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 81, maxLength: 81 });
const GIVEN = 4;
const PLACED_LATER = 5;

/** The same closure through the analyser's technique finders, one deduction at a time. */
function closureByFinders(puzzle: string, level: LogicLevel): Board {
  const board = Board.fromDigits(digitsFromCanonical(puzzle));
  for (let progress = true; progress;) {
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

  it("reaches the finders' closure when a board solved at one level is copied, given more digits and solved at another", () => {
    // The hill climb's path: a closure kept per cleared pair, copied, two digits placed, solved on.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SOLUTIONS.length - 1 }),
        CELL_ROLES,
        fc.boolean(),
        fc.constantFrom(...LEVELS),
        fc.constantFrom(...LEVELS),
        (k, cellRoles, later, one, other) => {
          const solution = SOLUTIONS[k];
          // Also without later digits: then only what the first level left unexamined is new.
          const roles = later ? cellRoles : cellRoles.map((role) => (role === PLACED_LATER ? GIVEN : role));
          const start = new Uint8Array(81);
          const all = new Uint8Array(81);
          for (let cell = 0; cell < 81; cell++) {
            if (roles[cell] === GIVEN) start[cell] = solution[cell];
            if (roles[cell] >= GIVEN) all[cell] = solution[cell];
          }
          const first = new LogicBoard();
          first.load(start);
          first.solve(Math.min(one, other) as LogicLevel);
          const board = new LogicBoard();
          board.copyFrom(first);
          for (let cell = 0; cell < 81; cell++)
            if (roles[cell] === PLACED_LATER && !board.values[cell]) board.place(cell, solution[cell]);
          const level = Math.max(one, other) as LogicLevel;
          board.solve(level);
          const reference = closureByFinders(digitsToString(all), level);
          expect(Array.from(board.values)).toEqual(Array.from(reference.values));
          expect(Array.from(board.candidates)).toEqual(Array.from(reference.candidates));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("loads the candidates the givens' peers leave, and a contradiction exactly when givens clash or a cell has no digit left", () => {
    const sparseGrid = fc.array(
      fc.oneof(fc.constant(0), fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 9 })),
      { minLength: 81, maxLength: 81 },
    );
    const board = new LogicBoard();
    fc.assert(
      fc.property(sparseGrid, (digits) => {
        board.load(digits);
        let clash = false;
        const expected: number[] = [];
        for (let cell = 0; cell < 81; cell++) {
          const seen = STANDARD_LAYOUT.peers[cell].reduce(
            (mask, peer) => (digits[peer] ? mask | (1 << (digits[peer] - 1)) : mask),
            0,
          );
          expected.push(digits[cell] ? 0 : 0x1ff & ~seen);
          if (digits[cell] ? seen & (1 << (digits[cell] - 1)) : expected[cell] === 0) clash = true;
        }
        expect(Array.from(board.candidates)).toEqual(expected);
        expect(Array.from(board.values)).toEqual(digits);
        expect(board.contradiction).toBe(clash);
        expect(board.filled).toBe(digits.filter((digit) => digit > 0).length);
      }),
      { numRuns: 200 },
    );
  });

  it('counts, for each digit of a mask, the peers that still hold it, and names the digits some empty peer holds alone', () => {
    const board = new LogicBoard();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: SOLUTIONS.length - 1 }),
        CELL_ROLES,
        fc.constantFrom(...LEVELS),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 0x1ff }),
        (k, roles, level, cell, mask) => {
          board.load(SOLUTIONS[k].map((digit, at) => (roles[at] >= GIVEN ? digit : 0)));
          board.solve(level);
          const alone = board.countPeersHolding(cell, mask);
          let expectedAlone = 0;
          for (let digit = 1; digit <= 9; digit++) {
            const bit = 1 << (digit - 1);
            const holders = STANDARD_LAYOUT.peers[cell].filter((peer) => board.candidates[peer] & bit);
            expect(board.peerCounts[digit - 1]).toBe(mask & bit ? holders.length : 0);
            if (mask & bit && holders.some((peer) => board.values[peer] === 0 && board.candidates[peer] === bit))
              expectedAlone |= bit;
          }
          expect(alone).toBe(expectedAlone);
        },
      ),
      { numRuns: 200 },
    );
  });
});
