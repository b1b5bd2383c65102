/**
 * Every technique module is sound on any position consistent with a solution: on random positions
 * derived from solved grids of several kinds (random givens kept, random wrong candidates struck
 * out by hand), whatever a finder reports must hold for that solution — a placement puts the
 * solution's value, an elimination never removes it. (A sound rule holds for every completion of
 * the position, so uniqueness is not needed, except by the uniqueness techniques, which rest on it
 * and are checked only where the position has one solution; the assumption is checked only on its
 * contradiction proofs, since a completed grid proves an option only when the solution is unique.)
 */

import fc from 'fast-check';
import { VariantAssumptionSearch } from '../../../src/engine/techniques/assumption';
import { VariantBoard } from '../../../src/engine/board/variant-board';
import type { VariantDeduction } from '../../../src/engine/analysis/variant-deduction';
import { codeCell, codeValue } from '../../../src/engine/board/candidate-code';
import { VARIANT_FINDERS, variantForcingNet } from '../../../src/engine/analysis/variant-techniques';
import type { VariantLetter } from '../../../src/engine/analysis/variant-deduction';
import { randomPosition } from '../../helpers/random-position';
import { solveVariant } from '../../../src/engine/geometry/solver';
import { engineFixtureSets, engineFixtures, variantFixtures } from '../../helpers/variant-fixtures';

/** Small grids of every kind, and the combined layouts (whose units overlap across grids). */
const SMALL_ENOUGH = [
  ...variantFixtures().filter((fixture) => fixture.geometry.cellCount <= 256),
  ...engineFixtureSets()
    .filter((set) => set.startsWith('combined-'))
    .flatMap((set) => engineFixtures(set).slice(0, 1)),
];

/**
 * The forcing net's search bound here: its analysis bound (NET_WORK) spent on positions where no net
 * exists took most of this file's minutes; a smaller one still finds nets on most positions, and
 * what it reports is checked the same way.
 */
const NET_TEST_WORK = 1_000_000;

/** The techniques that conclude from the puzzle having one solution (a deadly pattern would be a second one). */
const UNIQUENESS: ReadonlySet<string> = new Set(['BUG', 'UR1', 'UR2', 'UR3', 'UR4', 'UR5', 'UR6', 'HR', 'AR1', 'AR2']);

function soundnessProblems(deduction: VariantDeduction, solution: readonly number[], board: VariantBoard): string[] {
  const problems: string[] = [];
  if (deduction.placeCell >= 0 && solution[deduction.placeCell] !== deduction.placeValue) {
    problems.push(
      `${deduction.technique} places ${deduction.placeValue} in cell ${deduction.placeCell}; the solution has ${solution[deduction.placeCell]}`,
    );
  }
  for (const code of deduction.eliminations) {
    if (solution[codeCell(code)] === codeValue(code))
      problems.push(`${deduction.technique} removes the solution value ${codeValue(code)} from cell ${codeCell(code)}`);
    if (!board.has(codeCell(code), codeValue(code)))
      problems.push(`${deduction.technique} removes ${codeValue(code)} from cell ${codeCell(code)}, not a candidate`);
  }
  return problems;
}

describe('every finder is sound on random positions of solved grids', () => {
  test('placements equal the solution, eliminations never remove it', () => {
    const reported = new Set<string>();
    fc.assert(
      fc.property(
        fc.nat(SMALL_ENOUGH.length - 1),
        fc.double({ min: 0.05, max: 0.6, noNaN: true }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        fc.integer(),
        (pick, keep, strike, seed) => {
          const { geometry, solution } = SMALL_ENOUGH[pick];
          const board = randomPosition(geometry, solution, keep, strike, seed);
          // The placed values alone having one solution, the position (struck candidates are wrong ones) has it too.
          // The exact solver counts (solver.test.ts checks it against the reference; the reference's backtracking
          // takes minutes on the sparse 16×16 positions).
          let oneSolution: boolean | undefined;
          const unique = () => (oneSolution ??= solveVariant(geometry, board.values, 2).count === 1);
          const problems: string[] = [];
          for (const [letter, find] of Object.entries(VARIANT_FINDERS) as [
            VariantLetter,
            NonNullable<(typeof VARIANT_FINDERS)[VariantLetter]>,
          ][]) {
            if (UNIQUENESS.has(letter) && !unique()) continue;
            const found = letter === 'FN' ? variantForcingNet(board, NET_TEST_WORK) : find(board);
            if (found) problems.push(...soundnessProblems(found, solution, board));
            if (found) reported.add(letter);
            if (found && found.placeCell < 0 && found.eliminations.length === 0)
              problems.push(`${letter} reports a deduction that changes nothing`);
          }
          const trial = new VariantAssumptionSearch(3_000, 500).find(board);
          if (trial && trial.proof === 'contradiction') {
            problems.push(...soundnessProblems(trial.deduction, solution, board));
            reported.add('A');
          }
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 80, seed: 20261124 },
    );
    // The positions exercise every module (the full set's wings, Jellyfish, quadruples, two-link chains, empty rectangles, finned fish, chains, two rectangle types and Sue de Coq too), so the property says something about each.
    expect([...reported].sort()).toEqual([
      'A',
      'AIC',
      'B',
      'C',
      'E',
      'ER',
      'FC',
      'FJ',
      'FN',
      'FS',
      'FX',
      'G',
      'H',
      'HQ',
      'HR',
      'JF',
      'KITE',
      'L',
      'M',
      'NQ',
      'P',
      'Q',
      'R',
      'SDC',
      'SKY',
      'T',
      'TF',
      'U',
      'UR3',
      'V',
      'W',
      'WW',
      'X',
      'XC',
      'XYC',
      'XYW',
      'XYZ',
      'Y',
    ]);
  });
});
