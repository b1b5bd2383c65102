/**
 * The variant analyser on fixtures of every kind, each step checked against the known unique
 * solution by an independent checker (test/helpers/variant-step-check.ts).
 */

import { diagonalGeometry, standardGeometry } from '../../../src/engine/geometry';
import { analyzeVariant, variantCandidatesAtStep } from '../../../src/engine/analysis/variant-analyser';
import { variantGrade } from '../../../src/engine/analysis/variant-techniques';
import { VariantFixture, variantFixtures } from '../../helpers/variant-fixtures';
import { variantStepProblems } from '../../helpers/variant-step-check';

describe('analyzeVariant on fixtures of every kind', () => {
  variantFixtures().forEach((fixture, index) => {
    test(`${fixture.set} (fixture ${index + 1}): conquered, every step true to the solution`, () => {
      const result = analyzeVariant(fixture.geometry, fixture.puzzle);
      expect(result.status).toBe('conquer');
      expect(result.solution).toEqual(fixture.solution);
      expect(variantStepProblems(fixture.geometry, fixture.puzzle, fixture.solution, result.steps, true)).toEqual([]);
      expect(result.steps.length).toBe(fixture.puzzle.filter((value) => value === 0).length);
      expect(result.size).toEqual({
        rows: fixture.geometry.rows,
        cols: fixture.geometry.cols,
        symbols: fixture.geometry.size,
      });
      expect(result.effort).toBe(result.steps[result.steps.length - 1].effort);
      // Every letter of every label is counted once.
      const letters = result.steps.reduce((sum, step) => sum + step.technique.length, 0);
      expect(Object.values(result.techniqueCounts).reduce((sum, count) => sum + (count ?? 0), 0)).toBe(letters);
      expect(result.grade).toEqual(variantGrade(result.techniqueCounts, result.assumptions));
    });
  });
});

describe('extra units', () => {
  test('a hidden single found in a diagonal is E, and its cell lies on a diagonal', () => {
    const diagonal = variantFixtures().filter((fixture) => fixture.set.startsWith('diagonal'));
    let extraSingles = 0;
    for (const fixture of diagonal) {
      const n = fixture.geometry.size;
      for (const step of analyzeVariant(fixture.geometry, fixture.puzzle).steps) {
        if (!step.technique.endsWith('E')) continue;
        extraSingles++;
        expect(step.row === step.col || step.row + step.col === n + 1).toBe(true);
      }
    }
    expect(extraSingles).toBeGreaterThan(0);
  });

  test('E is graded with L and C: a solve of B and E only is Very Easy, B alone Beginner', () => {
    expect(variantGrade({ B: 10, E: 1 }, 0)).toEqual({ level: 2, name: 'Very Easy' });
    expect(variantGrade({ B: 10 }, 0)).toEqual({ level: 1, name: 'Beginner' });
    expect(variantGrade({ B: 10, E: 2, M: 1 }, 0)).toEqual({ level: 3, name: 'Easy' });
  });

  test('E weighs as L: its effort follows the L weight', () => {
    const fixture = variantFixtures().find((f) => f.set === 'diagonal-9') as VariantFixture;
    const light = analyzeVariant(fixture.geometry, fixture.puzzle, { weights: { L: 0 } });
    const heavy = analyzeVariant(fixture.geometry, fixture.puzzle, { weights: { L: 100 } });
    const eAndL = (light.techniqueCounts.E ?? 0) + (light.techniqueCounts.L ?? 0);
    expect(eAndL).toBeGreaterThan(0);
    expect(heavy.effort - light.effort).toBeCloseTo(100 * eAndL, 3);
  });

  test('without E (with B L C M V G Q) the analysis stops where an extra-unit single is next, names E, and E gets further', () => {
    const stopped = variantFixtures()
      .filter((fixture) => fixture.geometry.units.some((unit) => unit.kind === 'extra'))
      .map((fixture) => ({
        fixture,
        result: analyzeVariant(fixture.geometry, fixture.puzzle, { techniques: 'BLCMVGQ' }),
      }))
      .filter(({ result }) => result.nextTechnique === 'E');
    expect(stopped.length).toBeGreaterThan(0);
    for (const { fixture, result } of stopped) {
      expect(result.status).toBe('not-conquer');
      expect(result.reason).toMatch(/next step needs E/);
      expect(variantStepProblems(fixture.geometry, fixture.puzzle, fixture.solution, result.steps, false)).toEqual([]);
      const withE = analyzeVariant(fixture.geometry, fixture.puzzle, { techniques: 'BLCEMVGQ' });
      expect(withE.steps.length).toBeGreaterThan(result.steps.length);
    }
  });
});

describe("the rating on other kinds (the 9×9 formula, by default on the full set's path as on 9×9)", () => {
  const analysed = variantFixtures().map((fixture) => ({
    fixture,
    result: analyzeVariant(fixture.geometry, fixture.puzzle),
  }));

  test("every conquered puzzle is rated, on SE's scale", () => {
    for (const { result } of analysed) {
      expect(result.status).toBe('conquer');
      expect(result.rating).toBeGreaterThan(0);
      expect(result.rating).toBeLessThan(20);
    }
  });

  test('a puzzle that needs an assumption rates above every one solved by singles alone', () => {
    const singlesOnly = (counts: object) => Object.keys(counts).every((letter) => 'BLCEM'.includes(letter));
    const easy = analysed.filter(({ result }) => singlesOnly(result.techniqueCounts));
    const hard = analysed.filter(({ result }) => result.assumptions > 0);
    expect(easy.length).toBeGreaterThan(0);
    expect(hard.length).toBeGreaterThan(0);
    const hardest = Math.max(...easy.map(({ result }) => result.rating as number));
    for (const { result } of hard) expect(result.rating).toBeGreaterThan(hardest);
  });

  test("a person's weights move the effort, never the rating", () => {
    const { fixture, result } = analysed.find(({ result }) => result.assumptions > 0) as (typeof analysed)[number];
    const weighted = analyzeVariant(fixture.geometry, fixture.puzzle, { weights: { A: 1, B: 9, L: 9 } });
    expect(weighted.effort).not.toBe(result.effort);
    expect(weighted.rating).toBe(result.rating);
  });

  test("by default the full set's path is rated, whatever the set; 'chosen' and 'patterns' rate the analysis's own", () => {
    const needingA = analysed.filter(({ result }) => result.assumptions > 0);
    let differing = 0;
    for (const { fixture, result } of needingA) {
      const full = analyzeVariant(fixture.geometry, fixture.puzzle, { techniqueSet: 'full' });
      expect(result.rating).toBe(full.rating);
      const own = analyzeVariant(fixture.geometry, fixture.puzzle, { ratingPath: 'chosen' });
      expect(analyzeVariant(fixture.geometry, fixture.puzzle, { ratingPath: 'patterns' }).rating).toBe(own.rating);
      if (own.rating !== full.rating) differing++;
    }
    // The full set's codes change the path of some of them: otherwise this test would not tell the paths apart.
    expect(differing).toBeGreaterThan(0);
  });

  test('a puzzle its restriction does not conquer is rated by the full path, and not at all by its own', () => {
    const { fixture } = analysed.find(({ result }) => result.assumptions > 0) as (typeof analysed)[number];
    const stopped = analyzeVariant(fixture.geometry, fixture.puzzle, { techniques: 'BLCEM' });
    expect(stopped.status).toBe('not-conquer');
    expect(stopped.rating).toBe(analyzeVariant(fixture.geometry, fixture.puzzle, { techniqueSet: 'full' }).rating);
    const own = analyzeVariant(fixture.geometry, fixture.puzzle, { techniques: 'BLCEM', ratingPath: 'chosen' });
    expect(own.rating).toBeUndefined();
  });
});

describe('invalid puzzles are named, never thrown', () => {
  test('two equal givens in a diagonal are a conflict naming both cells', () => {
    const geometry = diagonalGeometry(4);
    const puzzle = new Array(16).fill(0);
    puzzle[0] = 1; // (1,1)
    puzzle[15] = 1; // (4,4), same main diagonal only
    const result = analyzeVariant(geometry, puzzle);
    expect(result.status).toBe('invalid');
    expect(result.error?.kind).toBe('conflict');
    expect(result.error?.cells).toEqual(
      expect.arrayContaining([
        [1, 1],
        [4, 4],
      ]),
    );
  });

  test('an empty 4×4 has several solutions', () => {
    const result = analyzeVariant(standardGeometry(4), new Array(16).fill(0));
    expect(result.status).toBe('invalid');
    expect(result.error?.kind).toBe('multiple-solutions');
  });

  test('a value above N names its cell', () => {
    const puzzle = new Array(16).fill(0);
    puzzle[5] = 7;
    const result = analyzeVariant(standardGeometry(4), puzzle);
    expect(result.error?.kind).toBe('bad-input');
    expect(result.error?.cells).toEqual([[2, 2]]);
  });

  test('a puzzle of the wrong length says how many cells it needs', () => {
    const result = analyzeVariant(standardGeometry(6), new Array(16).fill(0));
    expect(result.status).toBe('invalid');
    expect(result.error?.message).toMatch(/36 cells, not 16/);
  });
});

describe('candidates at a step', () => {
  test("before each step the solution value is a candidate of every empty cell, and the step places one of its cell's candidates", () => {
    const fixture = variantFixtures().find((f) => f.set === 'jigsaw-9-generated') as VariantFixture;
    const { steps } = analyzeVariant(fixture.geometry, fixture.puzzle);
    for (const n of [1, Math.ceil(steps.length / 2), steps.length]) {
      const candidates = variantCandidatesAtStep(fixture.geometry, fixture.puzzle, n);
      const step = steps[n - 1];
      const cell = fixture.geometry.cellAt[(step.row - 1) * fixture.geometry.cols + step.col - 1];
      expect(candidates[cell]).toContain(step.value);
      candidates.forEach((list, c) => {
        if (list.length > 0) expect(list).toContain(fixture.solution[c]);
      });
      for (const [row, col, value] of step.eliminated) {
        expect(candidates[fixture.geometry.cellAt[(row - 1) * fixture.geometry.cols + col - 1]]).not.toContain(value);
      }
    }
  });
});
