/**
 * Issue 16 item 3: the grade is a property of the puzzle. Random isomorphs (digits relabelled,
 * rows, bands, columns and stacks shuffled, maybe transposed) of corpus puzzles from easy to the
 * hardest lists get the same status, grade, A(n), effort, rating (also by the full path) and
 * technique counts (a row's hidden single is a column's on the transposed puzzle, so L and C, and
 * W and Y, are counted together),
 * and every step of an isomorph's log — mapped back from the canonical form — is sound against
 * that isomorph's own unique solution, found by the reference solver. Hints and candidate grids
 * are checked in the isomorph's own frame too.
 */

import fc from 'fast-check';
import { analyzePuzzle, candidatesAtStep } from '../../src/engine/analysis/analyser';
import { digitsFromCanonical, digitsToString } from '../../src/engine/board/grid';
import { hintFor } from '../../src/engine/analysis/hints';
import { createRandom } from '../../src/engine/core/random';
import { TRANSPOSE, applyTransform, randomTransform } from '../../src/engine/board/transform';
import type { AnalysisResult } from '../../src/engine/analysis/types';
import { analysisProblems } from '../helpers/analysis-check';
import { samplePuzzles } from '../helpers/corpus';
import { solveReference } from '../helpers/solver-reference';

const PUZZLES = [
  ...samplePuzzles('rated/mixed1000.txt', 14),
  ...samplePuzzles('rated/top95.txt', 5),
  ...samplePuzzles('tdoku/puzzles2_17_clue', 3),
  ...samplePuzzles('tdoku/puzzles5_forum_hardest_1905_11+', 2),
];

const now = () => 0;

/** Technique counts with the letters that swap under transposition counted together. */
function countsUpToTransposition(result: AnalysisResult): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const [letter, count] of Object.entries(result.techniqueCounts)) {
    const key = letter === 'C' ? 'L' : letter === 'Y' ? 'W' : letter;
    merged[key] = (merged[key] ?? 0) + (count ?? 0);
  }
  return merged;
}

function isomorphOf(puzzle: string, seed: number): { text: string; solution: string } {
  const moved = applyTransform(randomTransform(createRandom(seed)), digitsFromCanonical(puzzle));
  const solved = solveReference(moved, 2);
  expect(solved.count).toBe(1);
  return { text: digitsToString(moved), solution: digitsToString(solved.solutions[0]) };
}

/** The cells of a unit named as a person reads it ("row 3", "column 8", "box 5"), 0-based. */
function cellsOfUnit(name: string): number[] {
  const [kind, number] = name.split(' ');
  const index = Number(number) - 1;
  const cells: number[] = [];
  for (let k = 0; k < 9; k++) {
    if (kind === 'row') cells.push(index * 9 + k);
    else if (kind === 'column') cells.push(k * 9 + index);
    else cells.push((Math.floor(index / 3) * 3 + Math.floor(k / 3)) * 9 + (index % 3) * 3 + (k % 3));
  }
  return cells;
}

describe('isomorphs agree', () => {
  const originals = new Map<string, AnalysisResult>();
  const original = (puzzle: string) => {
    let result = originals.get(puzzle);
    if (!result) originals.set(puzzle, (result = analyzePuzzle(puzzle, { now })));
    return result;
  };

  it("on status, grade, A(n), effort and technique counts, with every step sound against the isomorph's solution", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PUZZLES.length - 1 }), fc.integer(), (which, seed) => {
        const puzzle = PUZZLES[which];
        const { text, solution } = isomorphOf(puzzle, seed);
        const base = original(puzzle);
        const turned = analyzePuzzle(text, { now });
        expect(turned.status).toBe(base.status);
        expect(turned.grade).toEqual(base.grade);
        expect(turned.assumptions).toBe(base.assumptions);
        expect(turned.effort).toBe(base.effort);
        expect(turned.rating).toBe(base.rating);
        expect(turned.steps.length).toBe(base.steps.length);
        expect(countsUpToTransposition(turned)).toEqual(countsUpToTransposition(base));
        expect(analysisProblems(turned, solution)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('on the rating by the full path (rating-path.ts), forked from the model path in the canonical frame', () => {
    const byFullPath = new Map<string, number | undefined>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PUZZLES.length - 1 }), fc.integer(), (which, seed) => {
        const puzzle = PUZZLES[which];
        if (!byFullPath.has(puzzle)) byFullPath.set(puzzle, analyzePuzzle(puzzle, { now, ratingPath: 'full' }).rating);
        const turned = analyzePuzzle(isomorphOf(puzzle, seed).text, { now, ratingPath: 'full' });
        expect(turned.rating).toBeDefined();
        expect(turned.rating).toBe(byFullPath.get(puzzle));
      }),
      { numRuns: 20 },
    );
  });

  it('reads a restricted set in the puzzle\'s frame: "BLM" uses rows only, on a puzzle and on its transpose', () => {
    for (const puzzle of PUZZLES.slice(0, 8)) {
      for (const text of [puzzle, digitsToString(applyTransform(TRANSPOSE, digitsFromCanonical(puzzle)))]) {
        const result = analyzePuzzle(text, { now, techniques: 'BLM' });
        for (const step of result.steps) expect(step.technique).toMatch(/^[BLM]$/);
        expect(
          analysisProblems(result, digitsToString(solveReference(digitsFromCanonical(text), 2).solutions[0])),
        ).toEqual([]);
        if (result.nextTechnique) expect(result.reason).toContain(`the next step needs ${result.nextTechnique}`);
      }
    }
  });

  it("keeps the log's candidate grids in the isomorph's frame: each holds the solution digit of every empty cell", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.integer(), (which, seed) => {
        const { text, solution } = isomorphOf(PUZZLES[which], seed);
        const result = analyzePuzzle(text, { now, collectCandidates: true });
        const filled = Array.from(text, (char) => char !== '.');
        for (const step of result.steps) {
          const grid = (step as typeof step & { candidates: string[][] }).candidates;
          for (let cell = 0; cell < 81; cell++) {
            const candidates = grid[Math.floor(cell / 9)][cell % 9];
            if (filled[cell]) expect(candidates).toBe('');
            else expect(candidates).toContain(solution[cell]);
          }
          expect(grid[step.row - 1][step.col - 1]).toContain(String(step.value));
          filled[(step.row - 1) * 9 + step.col - 1] = true;
        }
        const middle = Math.ceil(result.steps.length / 2);
        if (middle > 0)
          expect(candidatesAtStep(text, middle)).toEqual(
            (result.steps[middle - 1] as (typeof result.steps)[0] & { candidates: string[][] }).candidates,
          );
      }),
      { numRuns: 12 },
    );
  });

  it("gives hints in the isomorph's frame: the placing unit holds the cell and is of the kind its letter names", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 18 }),
        fc.integer(),
        fc.integer({ min: 0, max: 40 }),
        (which, seed, filledSteps) => {
          const { text, solution } = isomorphOf(PUZZLES[which], seed);
          const steps = analyzePuzzle(text, { now }).steps.slice(0, filledSteps);
          const grid = Array.from(text);
          for (const step of steps) grid[(step.row - 1) * 9 + step.col - 1] = String(step.value);
          const next = hintFor(text, grid.join('')).next;
          if (!next) return;
          const cell = (next.row - 1) * 9 + next.col - 1;
          expect(String(next.value)).toBe(solution[cell]);
          expect(grid[cell]).toBe('.');
          expect(cellsOfUnit(next.placingUnit)).toContain(cell);
          const placing = next.technique[next.technique.length - 1];
          const kind = { B: 'box', L: 'row', C: 'column', S: 'box', D: 'box' }[placing];
          if (kind) expect(next.placingUnit.startsWith(kind)).toBe(true);
          for (const [row, col, digit] of next.eliminated)
            expect(solution[(row - 1) * 9 + col - 1]).not.toBe(String(digit));
        },
      ),
      { numRuns: 40 },
    );
  });
});
