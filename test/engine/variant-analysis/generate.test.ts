/**
 * Generation on variant geometries: givens exactly on the pattern, exactly one solution (counted
 * by the exact solver, not by the generator's logic), the analyser's grade, reproducible seeds, a
 * target grade met or missed with a note, and an impossible pattern refused with an error.
 */

import { combinedPreset, diagonalGeometry, jigsawGeometry, standardGeometry } from '../../../src/engine/geometry';
import type { Geometry } from '../../../src/engine/geometry';
import { solveVariant } from '../../../src/engine/geometry/solver';
import { analyzeVariant } from '../../../src/engine/analysis/variant-analyser';
import { Deadline } from '../../../src/engine/core/deadline';
import { generateVariantPuzzle } from '../../../src/engine/generator/variant-generate';
import { variantStepProblems } from '../../helpers/variant-step-check';

function patternOf(geometry: Geometry, keep: (cell: number) => boolean): boolean[] {
  return Array.from({ length: geometry.cellCount }, (_, cell) => keep(cell));
}

function expectUniqueOnPattern(geometry: Geometry, pattern: boolean[], puzzle: number[] | undefined): number[] {
  expect(puzzle).toBeDefined();
  const givens = puzzle as number[];
  givens.forEach((value, cell) => expect(value !== 0).toBe(pattern[cell]));
  const { count, solution } = solveVariant(geometry, givens, 2);
  expect(count).toBe(1);
  return Array.from(solution as Uint8Array);
}

describe('generateVariantPuzzle', () => {
  test('a 6×6 on a pattern: unique, givens on the pattern, graded by the analyser, every step true', () => {
    const geometry = standardGeometry(6);
    const pattern = patternOf(geometry, (cell) => (cell * 7) % 3 !== 0);
    const generated = generateVariantPuzzle(geometry, pattern, { seed: 7, timeLimitMs: 5000 });
    const solution = expectUniqueOnPattern(geometry, pattern, generated.puzzle);
    const analysis = analyzeVariant(geometry, generated.puzzle as number[]);
    expect(generated.grade).toEqual(analysis.grade);
    expect(variantStepProblems(geometry, generated.puzzle as number[], solution, analysis.steps, true)).toEqual([]);
  });

  test('the same seed gives the same puzzle', () => {
    const geometry = diagonalGeometry(9);
    const pattern = patternOf(geometry, (cell) => cell % 3 !== 1);
    const first = generateVariantPuzzle(geometry, pattern, { seed: 'abc', timeLimitMs: 5000 });
    const again = generateVariantPuzzle(geometry, pattern, { seed: 'abc', timeLimitMs: 5000 });
    expectUniqueOnPattern(geometry, pattern, first.puzzle);
    expect(again.puzzle).toEqual(first.puzzle);
  });

  test('a samurai on a pattern of three cells in seven', () => {
    const geometry = combinedPreset('samurai');
    const pattern = patternOf(geometry, (cell) => (geometry.cellRow[cell] * 3 + geometry.cellCol[cell] * 5) % 7 < 3);
    const generated = generateVariantPuzzle(geometry, pattern, { seed: 3, timeLimitMs: 10_000 });
    expectUniqueOnPattern(geometry, pattern, generated.puzzle);
  });

  test('a target grade is met, or the closest puzzle comes with a note', () => {
    const geometry = standardGeometry(4);
    const pattern = patternOf(geometry, (cell) => cell % 3 === 0 || cell === 5);
    const generated = generateVariantPuzzle(geometry, pattern, { grade: 'Beginner', seed: 1, timeLimitMs: 2000 });
    expectUniqueOnPattern(geometry, pattern, generated.puzzle);
    if (generated.grade?.name === 'Beginner') expect(generated.note).toBeUndefined();
    else expect(generated.note).toMatch(/closest/);
  });

  test('a pattern too sparse for any unique puzzle ends with "none found yet", not a hang and not a claimed proof', () => {
    const geometry = standardGeometry(4);
    const pattern = patternOf(geometry, (cell) => cell === 0 || cell === 15);
    const generated = generateVariantPuzzle(geometry, pattern, { seed: 1, timeLimitMs: 300 });
    expect(generated.puzzle).toBeUndefined();
    expect(generated.error?.kind).toBe('not-found-in-time');
    expect(generated.error?.message).toMatch(/within 300 ms .*none is ruled out/);
  });
});

/** A jigsaw of 13 givens (a fixture of test/fixtures/variants, regions as labels). */
const SPARSE_JIGSAW = {
  map: 'DAABBBBBBDAACBBBCCDDACCCCCCDEAAAAFFFDEEEEEEFFDEGHIIEIFDDGHIIIIFGGGHHHHIFGGGGHHHIF',
  puzzle: '.4.....85......................2.....6....1.........7.4.2...3........5.6..7.8.2..',
};

/**
 * A clock that stands still for `reads` readings and then jumps far past any limit, counting the
 * readings after the jump: the generator's time limit, injected, without measuring real time.
 */
function clockPassingAfter(reads: number) {
  let count = 0;
  const clock = { readsAfterLimit: 0, now: () => (++count > reads ? (clock.readsAfterLimit++, 1e12) : 0) };
  return clock;
}

describe('generateVariantPuzzle keeps its time limit on every kind', () => {
  const jigsaw = jigsawGeometry(SPARSE_JIGSAW.map);
  const jigsawPattern = [...SPARSE_JIGSAW.puzzle].map((symbol) => symbol !== '.');
  const sixteen = standardGeometry(16);
  // 60 of 256 cells: far fewer givens than the logic needs on 16×16, so no puzzle comes quickly.
  const sixteenPattern = patternOf(sixteen, (cell) => (cell * 37) % 256 < 60);

  test.each([
    ['a sparse jigsaw', jigsaw, jigsawPattern],
    ['a sparse 16×16', sixteen, sixteenPattern],
  ])(
    '%s with the deadline already passed returns at once: none found yet, no attempt made',
    (_name, geometry, pattern) => {
      const clock = clockPassingAfter(1);
      const generated = generateVariantPuzzle(geometry, pattern, { seed: 4, timeLimitMs: 1500, now: clock.now });
      expect(generated.puzzle).toBeUndefined();
      expect(generated.attempts).toBe(0);
      expect(generated.error?.kind).toBe('not-found-in-time');
      expect(generated.error?.message).toMatch(/within 1500 ms .*longer time limit may find one/);
    },
  );

  test.each([
    ['a sparse jigsaw', jigsaw, jigsawPattern, 3],
    ['a sparse 16×16', sixteen, sixteenPattern, 40],
  ])(
    '%s whose limit passes during the search stops at the next look at the clock',
    (_name, geometry, pattern, reads) => {
      const clock = clockPassingAfter(reads);
      const generated = generateVariantPuzzle(geometry, pattern, {
        seed: 9,
        grade: 'Ultra Hard',
        timeLimitMs: 1500,
        now: clock.now,
      });
      // One reading notices the limit, one more times the run: nothing goes on working after it.
      expect(clock.readsAfterLimit).toBeLessThanOrEqual(2);
      if (generated.puzzle) {
        expectUniqueOnPattern(geometry, pattern, generated.puzzle);
        expect(generated.note).toMatch(/closest/);
      } else {
        expect(generated.error?.kind).toBe('not-found-in-time');
      }
    },
  );
});

describe('analyzeVariant under a deadline', () => {
  test('a deadline already reached stops the analysis, not conquered, saying why', () => {
    const geometry = jigsawGeometry(SPARSE_JIGSAW.map);
    const puzzle = [...SPARSE_JIGSAW.puzzle].map((symbol) => (symbol === '.' ? 0 : Number(symbol)));
    const analysis = analyzeVariant(geometry, puzzle, { deadline: new Deadline(() => 1, 0) });
    expect(analysis.status).toBe('not-conquer');
    expect(analysis.reason).toBe('the time limit ran out');
    expect(analysis.steps).toEqual([]);
  });
});
