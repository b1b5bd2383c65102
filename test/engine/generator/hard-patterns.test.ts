/**
 * The patterns of issue 18 that the hill climb alone could not fill: a sparse drawn one and dense
 * ones where masking a full grid works at once. Every puzzle is checked by the reference solver.
 */

import { analyzePuzzle } from '../../../src/engine/analysis/analyser';
import { generateFromPattern, generateOne } from '../../../src/engine/generator/generate';
import {
  patternFromLine,
  patternToString,
  proveNoUniquePuzzle,
  type Pattern,
} from '../../../src/engine/generator/pattern';
import { digitsFromCanonical } from '../../../src/engine/board/grid';
import { solveReference } from '../../helpers/solver-reference';

function patternOf(isGiven: (row: number, col: number) => boolean): Pattern {
  const pattern = new Uint8Array(81);
  for (let row = 0; row < 9; row++)
    for (let col = 0; col < 9; col++) pattern[row * 9 + col] = isGiven(row, col) ? 1 : 0;
  return pattern;
}

/**
 * The drawn pattern: both diagonals without the centre, plus eight cells "two steps from
 * the centre" on the middle row and column. Read as the cells 2 and 3 steps away; the readings
 * 2 and 4, and 3 and 4, are just as hard for the hill climb (each failed in 3 s before).
 */
function drawnPattern(steps: readonly number[]): Pattern {
  return patternOf((row, col) => {
    if (row === 4 && col === 4) return false;
    const diagonal = row === col || row + col === 8;
    const onCross =
      (row === 4 && steps.includes(Math.abs(col - 4))) || (col === 4 && steps.includes(Math.abs(row - 4)));
    return diagonal || onCross;
  });
}
const DRAWN = drawnPattern([2, 3]);
const CHECKERBOARD = patternOf((row, col) => (row + col) % 2 === 1);
const ALL_BUT_ROW_ONE = patternOf((row) => row > 0);
const EVERY_CELL = patternOf(() => true);

/** One solution by the reference solver, givens exactly on the pattern, grade as re-analysed. */
function expectUniqueOnPattern(puzzle: string | undefined, pattern: Pattern): void {
  expect(puzzle).toMatch(/^[1-9.]{81}$/);
  expect(puzzle!.replace(/[1-9]/g, 'X')).toBe(patternToString(pattern));
  const { count, solutions } = solveReference(digitsFromCanonical(puzzle!), 2);
  expect(count).toBe(1);
  const analysis = analyzePuzzle(puzzle!);
  expect(analysis.solution).toBe(Array.from(solutions[0]).join(''));
}

describe('patterns the hill climb alone could not fill (issue 18)', () => {
  it.each([[[2, 3]], [[2, 4]], [[3, 4]]])(
    'fills the drawn 24-cell pattern (diagonals, cross cells %j steps out) at the default target',
    (steps) => {
      const pattern = drawnPattern(steps);
      expect(Array.from(pattern).filter(Boolean)).toHaveLength(24);
      const result = generateOne(pattern, { seed: 18, timeLimitMs: 20_000 });
      expect(result.error).toBeUndefined();
      expectUniqueOnPattern(result.puzzle, pattern);
    },
  );

  it.each([
    ['a 40-cell checkerboard', CHECKERBOARD],
    ['every cell but row 1', ALL_BUT_ROW_ONE],
    ['every cell', EVERY_CELL],
  ])('fills %s at the default target by masking a full grid', (_, pattern) => {
    // Before issue 18 each of these gave up after 20 s (the full grid took 7.4 s).
    const result = generateOne(pattern, { seed: 3, timeLimitMs: 5_000 });
    expect(result.error).toBeUndefined();
    expect(result.note).toBeUndefined();
    expectUniqueOnPattern(result.puzzle, pattern);
    expect(result.grade!.level).toBeLessThanOrEqual(5);
  });
});

describe('saying whether a pattern has no puzzle or none was found yet', () => {
  it('proves at once that two empty rows of one band allow no unique puzzle, naming their cells', () => {
    const pattern = patternFromLine(`${'X'.repeat(27)}${'.'.repeat(18)}${'X'.repeat(36)}`);
    const result = generateOne(pattern, { seed: 1, timeLimitMs: 5_000 });
    expect(result.puzzle).toBeUndefined();
    expect(result.error).toMatchObject({ kind: 'no-solution' });
    expect(result.error!.message).toMatch(/rows 4 and 5 have no givens/);
    expect(result.error!.cells).toHaveLength(18);
    expect(result.error!.cells[0]).toEqual([4, 1]);
  });

  it('gives the task pane the same proof at once, for each puzzle asked', async () => {
    const pattern = patternOf((row) => row !== 6 && row !== 8);
    const done: number[] = [];
    const results = await generateFromPattern(pattern, { count: 2, seed: 1, timeLimitMs: 5_000 }, (progress) =>
      done.push(progress.done),
    );
    expect(done).toEqual([1, 2]);
    for (const result of results)
      expect(result.error).toMatchObject({ kind: 'no-solution', message: expect.stringMatching(/rows 7 and 9/) });
  });

  it('proves it for two empty columns of one stack too, and knows no proof for the drawn pattern', () => {
    const columns = patternOf((_, col) => col !== 6 && col !== 8);
    expect(proveNoUniquePuzzle(columns)?.message).toMatch(/columns 7 and 9 .* one stack/);
    expect(proveNoUniquePuzzle(patternOf((_, col) => col !== 2 && col !== 3))).toBeNull();
    expect(proveNoUniquePuzzle(DRAWN)).toBeNull();
  });

  it('reports "not found in time", not "no solution", when the time runs out without a proof', () => {
    // 17 cells in a row-major block: no proof applies, and no search fills it in 50 ms.
    const sparse = patternOf((row, col) => (row * 9 + col) % 5 === 0 && row * 9 + col < 85).slice();
    const result = generateOne(sparse, { seed: 1, timeLimitMs: 50 });
    if (result.puzzle) return expectUniqueOnPattern(result.puzzle, sparse);
    expect(result.error).toMatchObject({ kind: 'not-found-in-time' });
    expect(result.error!.message).toMatch(/within 50 ms.*longer time limit/);
    expect(result.error!.message).not.toMatch(/more givens/);
  });
});
