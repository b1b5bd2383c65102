/**
 * Two-link chains (SKY, KITE, TF: techniques/single-digit.ts, one search for every kind) on random
 * positions of solved grids of every kind: each chain found is checked against the rule, read here
 * from the geometry's unit lists — u and x are a value's only two places in one unit, y and v in
 * another, x and y share a unit, every removal is the value in a cell (none of the four) sharing a
 * unit with u and with v — and its shape against the units' kinds; no removal takes the solution's
 * value. Every shape must turn up, so the property says something about each.
 */

import fc from 'fast-check';
import type { Geometry } from '../../../src/engine/geometry';
import { VariantBoard } from '../../../src/engine/board/variant-board';
import { codeCell, codeValue } from '../../../src/engine/board/candidate-code';
import { twoLinkChainAt, type ChainShape } from '../../../src/engine/techniques/single-digit';
import { randomPosition } from '../../helpers/random-position';
import { variantFixtures } from '../../helpers/variant-fixtures';

const SMALL_ENOUGH = variantFixtures().filter((fixture) => fixture.geometry.cellCount <= 256);

function unitsHolding(geometry: Geometry, ...cells: number[]) {
  return geometry.units.filter((unit) => cells.every((cell) => unit.cells.includes(cell)));
}

/** The unit's cells still holding the value. */
function placesOf(board: VariantBoard, cells: readonly number[], value: number): number[] {
  return cells.filter((cell) => board.values[cell] === 0 && board.has(cell, value));
}

function ruleProblems(board: VariantBoard, solution: readonly number[], shape: ChainShape): string[] {
  const found = twoLinkChainAt(board, shape);
  if (!found) return [];
  const { geometry } = board;
  const [u, x, y, v] = found.patternCells;
  const value = codeValue(found.eliminations[0]);
  const problems: string[] = [];
  const strongUnits = (a: number, b: number) =>
    unitsHolding(geometry, a, b).filter((unit) => placesOf(board, unit.cells, value).length === 2);
  const first = strongUnits(u, x);
  const second = strongUnits(y, v);
  if (first.length === 0) problems.push(`${shape}: ${u} and ${x} are no strong link of ${value}`);
  if (second.length === 0) problems.push(`${shape}: ${y} and ${v} are no strong link of ${value}`);
  if (unitsHolding(geometry, x, y).length === 0) problems.push(`${shape}: ${x} and ${y} share no unit`);
  // A pair of cells may be a strong link in two units (a row and a box): the shape is that of the units the chain names.
  const near = new Set(unitsHolding(geometry, x, y).map((unit) => unit.kind));
  const shapes = new Set<ChainShape>();
  for (const one of first) {
    for (const other of second) {
      const kinds = `${one.kind}+${other.kind}`;
      if ((kinds === 'row+row' && near.has('column')) || (kinds === 'column+column' && near.has('row')))
        shapes.add('skyscraper');
      else if ((kinds === 'row+column' || kinds === 'column+row') && near.has('box')) shapes.add('kite');
      else shapes.add('turbot');
    }
  }
  if (!shapes.has(shape)) problems.push(`a ${shape} whose units make ${[...shapes].join(' or ')}`);
  const named = geometry.units[found.unit].cells;
  if (!named.includes(u) || !named.includes(x))
    problems.push(`${shape} names unit ${found.unit}, not that of ${u} and ${x}`);
  for (const code of found.eliminations) {
    const cell = codeCell(code);
    if (codeValue(code) !== value) problems.push(`${shape} removes another value ${codeValue(code)}`);
    if ([u, x, y, v].includes(cell)) problems.push(`${shape} removes from its own cell ${cell}`);
    if (unitsHolding(geometry, cell, u).length === 0 || unitsHolding(geometry, cell, v).length === 0)
      problems.push(`${shape} removes from ${cell}, which does not see both ends`);
    if (!board.has(cell, value)) problems.push(`${shape} removes ${value} from ${cell}, not a candidate`);
    if (solution[cell] === value) problems.push(`${shape} removes the solution's ${value} from ${cell}`);
  }
  return problems;
}

test('two-link chains on every kind keep to the rule and the solution', () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(
      fc.nat(SMALL_ENOUGH.length - 1),
      fc.double({ min: 0.1, max: 0.5, noNaN: true }),
      fc.double({ min: 0.1, max: 0.6, noNaN: true }),
      fc.integer(),
      (pick, keep, strike, seed) => {
        const { geometry, solution } = SMALL_ENOUGH[pick];
        const board = randomPosition(geometry, solution, keep, strike, seed);
        const problems: string[] = [];
        for (const shape of ['skyscraper', 'kite', 'turbot'] as const) {
          if (twoLinkChainAt(board, shape)) seen.add(`${shape} ${geometry.size}`);
          problems.push(...ruleProblems(board, solution, shape));
        }
        expect(problems).toEqual([]);
      },
    ),
    { numRuns: 150, seed: 20261128 },
  );
  for (const shape of ['skyscraper', 'kite', 'turbot'])
    expect([...seen].some((key) => key.startsWith(shape))).toBe(true);
  // Beyond 9×9: the search reads units of any size.
  expect([...seen].some((key) => !key.endsWith(' 9'))).toBe(true);
});
