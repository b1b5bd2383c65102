/**
 * Sue de Coq on kinds other than the 9×9 (techniques/sue-de-coq.ts, written once over the candidate store), made
 * by hand in puzzles of the engine fixtures with their published solutions (checked here to be solutions).
 *
 * Two units A and B meet in two or more cells. Core cells c1 and c2 where they meet hold solution values s1 and
 * s2; d, in B but not A, holds p; e, in A but not B, holds q (p ≠ q). The core is left {s1, s2, p, q}, d {p, s1}
 * and e {q, s2}: four cells, four values, d's and e's sets disjoint. So s1 and p (not in e's set) lie in the core
 * or d, and leave the rest of B; s2 and q leave the rest of A. The test lists those removals itself from the units'
 * cells and expects the listing to hold that step; every step listed, and the analyser's finder, must keep every
 * solution value.
 */

import type { Geometry, Unit } from '../../../src/engine/geometry';
import { VARIANT_FINDERS } from '../../../src/engine/analysis/variant-techniques';
import { analyzeVariant } from '../../../src/engine/analysis/variant-analyser';
import { VariantBoard } from '../../../src/engine/board/variant-board';
import { forEachSueDeCoq } from '../../../src/engine/techniques/sue-de-coq';
import { candidateCode, codeCell, codeValue } from '../../../src/engine/board/candidate-code';
import { engineFixtures } from '../../helpers/variant-fixtures';
import { isVariantSolution } from '../../helpers/variant-reference';
import { variantStepProblems } from '../../helpers/variant-step-check';

type UnitKind = Unit['kind'];

function keepOnly(board: VariantBoard, cell: number, values: number[]): void {
  for (let value = 1; value <= board.geometry.size; value++) if (!values.includes(value)) board.eliminate(cell, value);
}

function expectSound(codes: readonly number[], solution: readonly number[]): void {
  for (const code of codes) expect(solution[codeCell(code)]).not.toBe(codeValue(code));
}

interface MadeSueDeCoq {
  geometry: Geometry;
  board: VariantBoard;
  solution: number[];
  cells: number[];
  removed: number[];
}

/** The removals the pattern gives: `values` from the unit's empty cells outside the pattern. */
function removalsIn(board: VariantBoard, unit: Unit, pattern: number[], values: number[]): number[] {
  const codes: number[] = [];
  for (const cell of unit.cells)
    if (!pattern.includes(cell) && board.values[cell] === 0)
      for (const value of values) if (board.has(cell, value)) codes.push(candidateCode(cell, value));
  return codes;
}

/** Which values a made pattern must use (e.g. one above 32), and whether it starts from an empty grid. */
interface Wanted {
  values?: (values: number[]) => boolean;
  /** Start from no givens (every candidate open): where two rows meet in a samurai, the givens leave none to make. */
  empty?: boolean;
}

/** The first Sue de Coq that can be made where a unit of kind `first` meets one of kind `second` in the set's puzzles. */
function makeSueDeCoq(set: string, first: UnitKind, second: UnitKind, wanted: Wanted = {}): MadeSueDeCoq {
  for (const fixture of engineFixtures(set)) {
    const { geometry, solution } = fixture;
    const puzzle = wanted.empty ? fixture.puzzle.map(() => 0) : fixture.puzzle;
    expect(isVariantSolution(geometry, solution)).toBe(true);
    const start = VariantBoard.fromValues(geometry, puzzle);
    const empty = (cell: number) => puzzle[cell] === 0;
    for (const a of geometry.units.filter((unit) => unit.kind === first))
      for (const b of geometry.units.filter((unit) => unit.kind === second && unit !== a)) {
        const shared = a.cells.filter((cell) => b.cells.includes(cell) && empty(cell));
        const dCells = b.cells.filter((cell) => !a.cells.includes(cell) && empty(cell));
        const eCells = a.cells.filter((cell) => !b.cells.includes(cell) && empty(cell));
        for (let i = 0; i < shared.length; i++)
          for (let j = i + 1; j < shared.length; j++)
            for (const d of dCells)
              for (const e of eCells) {
                const [c1, c2] = [shared[i], shared[j]];
                const [s1, s2, p, q] = [solution[c1], solution[c2], solution[d], solution[e]];
                if (p === q || (wanted.values && !wanted.values([s1, s2, p, q]))) continue;
                const core = [s1, s2, p, q];
                if (!core.every((value) => start.has(c1, value) && start.has(c2, value))) continue;
                if (!start.has(d, s1) || !start.has(e, s2)) continue;
                const board = VariantBoard.fromValues(geometry, puzzle);
                keepOnly(board, c1, core);
                keepOnly(board, c2, core);
                keepOnly(board, d, [p, s1]);
                keepOnly(board, e, [q, s2]);
                const pattern = [c1, c2, d, e];
                const removed = [
                  ...new Set([...removalsIn(board, b, pattern, [s1, p]), ...removalsIn(board, a, pattern, [s2, q])]),
                ].sort((x, y) => x - y);
                if (removed.length === 0) continue;
                return { geometry, board, solution, cells: pattern.sort((x, y) => x - y), removed };
              }
      }
  }
  throw new Error(`no Sue de Coq can be made in ${set} where a ${first} meets a ${second}`);
}

describe.each<[string, UnitKind, UnitKind, Wanted?]>([
  ['size-16', 'box', 'row'],
  ['size-36', 'box', 'column', { values: (values) => values.some((value) => value > 32) }],
  ['jigsaw-9-generated', 'box', 'row'],
  ['windoku-9', 'extra', 'row'],
  ['diagonal-9', 'extra', 'box'],
  ['combined-samurai', 'row', 'row', { empty: true }],
])('Sue de Coq made where a %s… meets: %s and %s', (set, first, second, wanted) => {
  const made = makeSueDeCoq(set, first, second, wanted);

  it('is listed with the removals the test works out, and every Sue de Coq listed there is sound', () => {
    const listed: number[][] = [];
    forEachSueDeCoq(made.board, (found) => {
      expectSound(found.eliminations, made.solution);
      if ([...found.patternCells].sort((x, y) => x - y).join() === made.cells.join()) listed.push(found.eliminations);
      return false;
    });
    expect(listed).toContainEqual(made.removed);
  });

  it('the analyser’s finder finds one and removes no solution value', () => {
    const found = VARIANT_FINDERS.SDC!(made.board);
    expect(found?.technique).toBe('SDC');
    expectSound(found!.eliminations, made.solution);
  });
});

describe('the full set on other kinds takes Sue de Coq', () => {
  let sueDeCoqSteps = 0;
  it.each(['size-10', 'size-12-4x3', 'colour-9-disjoint', 'jigsaw-9-generated', 'windoku-9', 'combined-samurai'])(
    '%s: a list with Sue de Coq analyses every fixture soundly, using only the listed codes',
    (set) => {
      const techniques = 'BLCEMVGQPUWYXTRH[SDC]A';
      for (const { geometry, puzzle, solution } of engineFixtures(set)) {
        const result = analyzeVariant(geometry, puzzle, { techniques });
        expect(result.status).toBe('conquer');
        expect(variantStepProblems(geometry, puzzle, solution, result.steps, true)).toEqual([]);
        for (const step of result.steps) expect(step.technique).not.toMatch(/\[(?!SDC\])/);
        sueDeCoqSteps += result.steps.filter((step) => step.technique.includes('[SDC]')).length;
      }
    },
  );

  it('uses Sue de Coq somewhere on those sets', () => expect(sueDeCoqSteps).toBeGreaterThan(0));
});
