/**
 * Finned fish (FX, FS, FJ: techniques/finned-fish.ts, one search for every grid whose boxes tile it)
 * on random positions of solved grids of every kind: each one found is checked against the rule,
 * read here from the geometry's cells and units — its base lines (rows, or columns) hold the value
 * only in its cells; the body lies in at most as many cover lines as base lines; the fins in one
 * box; every removal is the value in that box, on a cover line, off the base lines — and no removal
 * takes the solution's value.
 */

import fc from 'fast-check';
import { VariantBoard } from '../../../src/engine/board/variant-board';
import { codeCell, codeValue } from '../../../src/engine/board/candidate-code';
import { finnedFishAt, type FinnedSize } from '../../../src/engine/techniques/finned-fish';
import { randomPosition } from '../../helpers/random-position';
import { variantFixtures } from '../../helpers/variant-fixtures';

const SMALL_ENOUGH = variantFixtures().filter((fixture) => fixture.geometry.cellCount <= 256);

function ruleProblems(board: VariantBoard, solution: readonly number[], size: FinnedSize): string[] {
  const found = finnedFishAt(board, size);
  if (!found) return [];
  const { geometry } = board;
  const rowBase = geometry.units[found.unit].kind === 'row';
  const line = (cell: number) => (rowBase ? geometry.cellRow[cell] : geometry.cellCol[cell]);
  const cross = (cell: number) => (rowBase ? geometry.cellCol[cell] : geometry.cellRow[cell]);
  const value = codeValue(found.eliminations[0]);
  const body = found.patternCells.filter((cell) => !found.fins.includes(cell));
  const bases = new Set(found.patternCells.map(line));
  const covers = new Set(body.map(cross));
  const problems: string[] = [];
  if (bases.size !== size) problems.push(`${size} base lines expected, ${bases.size} found`);
  if (covers.size > size) problems.push(`the body lies in ${covers.size} cover lines`);
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (
      bases.has(line(cell)) &&
      board.values[cell] === 0 &&
      board.has(cell, value) &&
      !found.patternCells.includes(cell)
    )
      problems.push(`base line place ${cell} is not in the fish`);
  }
  const boxOf = (cell: number) => geometry.units.findIndex((unit) => unit.kind === 'box' && unit.cells.includes(cell));
  const finBoxes = new Set(found.fins.map(boxOf));
  if (found.fins.length === 0 || finBoxes.size !== 1) problems.push(`fins in ${finBoxes.size} boxes`);
  for (const code of found.eliminations) {
    const cell = codeCell(code);
    if (!finBoxes.has(boxOf(cell))) problems.push(`removal ${cell} outside the fins' box`);
    if (!covers.has(cross(cell))) problems.push(`removal ${cell} off the cover lines`);
    if (bases.has(line(cell))) problems.push(`removal ${cell} on a base line`);
    if (codeValue(code) !== value || !board.has(cell, value))
      problems.push(`removal ${cell} is not the value's candidate`);
    if (solution[cell] === value) problems.push(`removes the solution's ${value} from ${cell}`);
  }
  return problems;
}

test('finned fish on every kind keep to the rule and the solution', () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(
      fc.nat(SMALL_ENOUGH.length - 1),
      fc.double({ min: 0.1, max: 0.5, noNaN: true }),
      fc.double({ min: 0.2, max: 0.7, noNaN: true }),
      fc.integer(),
      (pick, keep, strike, seed) => {
        const { geometry, solution } = SMALL_ENOUGH[pick];
        const board = randomPosition(geometry, solution, keep, strike, seed);
        const problems: string[] = [];
        for (const size of [2, 3, 4] as const) {
          if (finnedFishAt(board, size)) seen.add(`${size} ${geometry.size}`);
          problems.push(...ruleProblems(board, solution, size));
        }
        expect(problems).toEqual([]);
      },
    ),
    { numRuns: 200, seed: 20261128 },
  );
  for (const size of [2, 3]) expect([...seen].some((key) => key.startsWith(`${size} `))).toBe(true);
  // Beyond 9×9: boxes of other shapes tile other sizes.
  expect([...seen].some((key) => !key.endsWith(' 9'))).toBe(true);
});
