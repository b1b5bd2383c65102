/**
 * Property: every full-set pattern finder is sound on any position a solve of a unique puzzle can
 * reach — some empty cells filled with their solution digits, and any candidates that are not the
 * solution digit removed at random. Whatever the finders report must keep every solution digit.
 * (Uniqueness patterns rely on the puzzle having one solution, which these puzzles have.)
 */

import fc from 'fast-check';
import { Board } from '../../../src/engine/board/board';
import { digitsFromCanonical } from '../../../src/engine/board/grid';
import { createRandom } from '../../../src/engine/core/random';
import { PATTERN_ENTRIES } from '../../../src/engine/techniques/pattern-entries';
import { TECHNIQUES, type TechniqueLetter } from '../../../src/engine/techniques/registry';
import { puzzlesWithSolutions } from '../../helpers/corpus';
import { deductionProblems } from '../../helpers/oracle';

const CASES = puzzlesWithSolutions(60);
const CODES = Object.keys(PATTERN_ENTRIES) as TechniqueLetter[];

function randomPosition(puzzle: string, solution: string, seed: number, placeRate: number, removeRate: number): Board {
  const random = createRandom(seed);
  const givens = digitsFromCanonical(puzzle);
  const digits = Uint8Array.from(givens);
  for (let cell = 0; cell < 81; cell++)
    if (!digits[cell] && random.next() < placeRate) digits[cell] = Number(solution[cell]);
  const board = Board.fromDigits(digits);
  for (let cell = 0; cell < 81; cell++) {
    for (let digit = 1; digit <= 9; digit++) {
      if (digit !== Number(solution[cell]) && board.has(cell, digit) && random.next() < removeRate)
        board.eliminate(cell, digit);
    }
  }
  return board;
}

describe('full-set pattern finders on random positions of unique puzzles', () => {
  it('never remove a solution digit', () => {
    const fired: Record<string, number> = {};
    fc.assert(
      fc.property(
        fc.nat(CASES.length - 1),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.double({ min: 0, max: 0.6, noNaN: true }),
        fc.double({ min: 0, max: 0.7, noNaN: true }),
        (index, seed, placeRate, removeRate) => {
          const { puzzle, solution } = CASES[index];
          const board = randomPosition(puzzle, solution, seed, placeRate, removeRate);
          for (const code of CODES) {
            const found = TECHNIQUES[code].search?.find(board);
            if (!found) continue;
            fired[code] = (fired[code] ?? 0) + 1;
            const problems = deductionProblems(found, solution, board);
            if (problems.length > 0)
              throw new Error(
                `${problems.join('; ')} (puzzle ${puzzle}, seed ${seed}, rates ${placeRate} ${removeRate})`,
              );
          }
        },
      ),
      { numRuns: 400, seed: 15 },
    );
    // The positions are varied enough to exercise most families.
    expect(Object.keys(fired).length).toBeGreaterThanOrEqual(CODES.length - 3);
  });
});
