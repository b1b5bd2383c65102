/**
 * The analysis from a position with pencil marks (issue 37): the truth is the test-side reference
 * solver. A position that strikes only wrong candidates analyses to the same solution, places
 * only solution digits, never removes one, and never brings back a struck candidate; a position
 * that strikes a solution digit is refused naming that cell.
 */

import { analyzePuzzle, candidatesAtStep, type StepWithCandidates } from '../../src/engine/analysis/analyser';
import { digitsFromCanonical, digitsToString } from '../../src/engine/board/grid';
import { solveReference } from '../helpers/solver-reference';
import { samplePuzzles } from '../helpers/corpus';

const ALL = 0x1ff;

function referenceSolution(puzzle: string): Uint8Array {
  const { count, solutions } = solveReference(digitsFromCanonical(puzzle));
  if (count !== 1) throw new Error(`test puzzle without a unique solution: ${puzzle}`);
  return solutions[0];
}

/** Every empty cell keeps all digits but a few wrong ones, struck by a fixed pattern of the cell and digit. */
function strikeWrong(puzzle: string, solution: Uint8Array): number[] {
  const digits = digitsFromCanonical(puzzle);
  return Array.from(digits, (digit, cell) => {
    if (digit !== 0) return 0;
    let mask = ALL;
    for (let d = 1; d <= 9; d++) if (d !== solution[cell] && (cell * 7 + d * 3) % 4 === 0) mask &= ~(1 << (d - 1));
    return mask;
  });
}

const puzzles = samplePuzzles('rated/mixed1000.txt', 6);

describe('analysis from a position', () => {
  it.each(puzzles)('strikes only wrong candidates and analyses to the reference solution: %s', (puzzle) => {
    const solution = referenceSolution(puzzle);
    const masks = strikeWrong(puzzle, solution);
    const result = analyzePuzzle(puzzle, { candidates: masks, collectCandidates: true });
    expect(result.status).not.toBe('invalid');
    expect(result.solution).toBe(digitsToString(solution));
    for (const step of result.steps as StepWithCandidates[]) {
      const cell = (step.row - 1) * 9 + (step.col - 1);
      expect(step.value).toBe(solution[cell]);
      for (const elimination of step.eliminated) {
        const [row, col, digit] = elimination;
        expect(digit).not.toBe(solution[(row - 1) * 9 + (col - 1)]);
      }
      step.candidates.forEach((line, r) =>
        line.forEach((text, c) => {
          for (const char of text) expect(masks[r * 9 + c] & (1 << (Number(char) - 1))).not.toBe(0);
        }),
      );
    }
  });

  it('starts its candidate grid from the position', () => {
    const [puzzle] = puzzles;
    const masks = strikeWrong(puzzle, referenceSolution(puzzle));
    const grid = candidatesAtStep(puzzle, 0, { candidates: masks });
    const plain = candidatesAtStep(puzzle, 0);
    grid.forEach((line, r) =>
      line.forEach((text, c) => {
        const kept = Array.from(plain[r][c]).filter((char) => (masks[r * 9 + c] & (1 << (Number(char) - 1))) !== 0);
        expect(text).toBe(kept.join(''));
      }),
    );
  });

  it('refuses a position that strikes a solution digit, naming the cell', () => {
    const [puzzle] = puzzles;
    const solution = referenceSolution(puzzle);
    const masks = strikeWrong(puzzle, solution);
    const cell = masks.findIndex((mask) => mask !== 0);
    masks[cell] &= ~(1 << (solution[cell] - 1));
    const row = Math.floor(cell / 9) + 1;
    const col = (cell % 9) + 1;
    const result = analyzePuzzle(puzzle, { candidates: masks });
    expect(result.status).toBe('invalid');
    expect(result.error?.message).toContain(
      `the candidates of (${row},${col}) exclude its solution digit ${solution[cell]}`,
    );
    expect(result.error?.cells).toEqual([[row, col]]);
    expect(() => candidatesAtStep(puzzle, 0, { candidates: masks })).toThrow(`(${row},${col})`);
  });

  it('refuses candidates that are not 81 masks', () => {
    expect(() => analyzePuzzle(puzzles[0], { candidates: [1, 2, 3] })).toThrow('81');
    expect(() => analyzePuzzle(puzzles[0], { candidates: new Array<number>(81).fill(512) })).toThrow('(1,1)');
  });
});
