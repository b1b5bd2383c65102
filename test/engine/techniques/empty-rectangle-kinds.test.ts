/**
 * The empty rectangle (ER: techniques/empty-rectangles.ts, one search for every single grid) on
 * random positions of solved grids of every kind: each one found is checked against the rule, read
 * here from the geometry's cells and units — in the box the value's places lie on the near end's
 * row (or column) R and the target's column (or row) C and on each off the other; the near and far
 * ends are the value's only two places in a line outside the box; the target is the crossing of C
 * with the far end's line, outside the box — and no removal takes the solution's value.
 */

import fc from 'fast-check';
import { VariantBoard } from '../../../src/engine/board/variant-board';
import { codeCell, codeValue } from '../../../src/engine/board/candidate-code';
import { emptyRectangleAt } from '../../../src/engine/techniques/empty-rectangles';
import { randomPosition } from '../../helpers/random-position';
import { variantFixtures } from '../../helpers/variant-fixtures';

const SMALL_ENOUGH = variantFixtures().filter((fixture) => fixture.geometry.cellCount <= 256);

function ruleProblems(board: VariantBoard, solution: readonly number[]): string[] {
  const found = emptyRectangleAt(board);
  if (!found) return [];
  const { geometry } = board;
  const { cellRow, cellCol } = geometry;
  const [target] = found.eliminations.map(codeCell);
  const value = codeValue(found.eliminations[0]);
  const [near, far] = found.link;
  const box = geometry.units[found.unit];
  const problems: string[] = [];
  if (box.kind !== 'box') problems.push(`ER names unit ${found.unit}, a ${box.kind}`);
  const throughColumn = cellCol[near] === cellCol[far];
  const line = (cell: number) => (throughColumn ? cellRow[cell] : cellCol[cell]);
  const cross = (cell: number) => (throughColumn ? cellCol[cell] : cellRow[cell]);
  const link = geometry.units.filter(
    (unit) =>
      unit.kind === (throughColumn ? 'column' : 'row') &&
      unit.cells.includes(near) &&
      unit.cells.includes(far) &&
      unit.cells.filter((cell) => board.values[cell] === 0 && board.has(cell, value)).length === 2,
  );
  if (link.length === 0) problems.push(`ER: ${near} and ${far} are no strong link of ${value}`);
  const places = box.cells.filter((cell) => board.values[cell] === 0 && board.has(cell, value));
  const onLine = (cell: number) => line(cell) === line(near);
  const onCross = (cell: number) => cross(cell) === cross(target);
  if (!places.every((cell) => onLine(cell) || onCross(cell))) problems.push('ER: the box has places off its cross');
  if (!places.some((cell) => onLine(cell) && !onCross(cell))) problems.push('ER: no place on the line alone');
  if (!places.some((cell) => onCross(cell) && !onLine(cell))) problems.push('ER: no place on the cross alone');
  if (box.cells.includes(near) || box.cells.some((cell) => line(cell) === line(far)))
    problems.push('ER: the link is not outside the box');
  if (line(target) !== line(far) || box.cells.includes(target))
    problems.push(`ER: ${target} is not where C meets the far line`);
  if (!board.has(target, value)) problems.push(`ER removes ${value} from ${target}, not a candidate`);
  if (solution[target] === value) problems.push(`ER removes the solution's ${value} from ${target}`);
  return problems;
}

test('empty rectangles on every kind keep to the rule and the solution', () => {
  const seen = new Set<number>();
  fc.assert(
    fc.property(
      fc.nat(SMALL_ENOUGH.length - 1),
      fc.double({ min: 0.1, max: 0.5, noNaN: true }),
      fc.double({ min: 0.1, max: 0.6, noNaN: true }),
      fc.integer(),
      (pick, keep, strike, seed) => {
        const { geometry, solution } = SMALL_ENOUGH[pick];
        const board = randomPosition(geometry, solution, keep, strike, seed);
        if (emptyRectangleAt(board)) seen.add(geometry.size);
        expect(ruleProblems(board, solution)).toEqual([]);
      },
    ),
    { numRuns: 200, seed: 20261128 },
  );
  // Found on 9×9 and beyond: the search reads boxes of any shape that is a block.
  expect(seen.has(9)).toBe(true);
  expect([...seen].some((size) => size !== 9)).toBe(true);
});
