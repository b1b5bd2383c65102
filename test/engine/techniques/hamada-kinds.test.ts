/**
 * Hamada logic on kinds other than the 9×9 (techniques/hamada.ts, one search for every kind):
 * positions made from a 16×16 and a jigsaw puzzle with their published solutions (checked here to
 * be solutions). A value is confined, in many units, to its solution cell and one decoy, so that
 * assuming it in a decoy forces moves; the position stays true to the solution. What the
 * single-value form must find is worked out here by a plain reference over the unit lists, and
 * every elimination of either form must spare the solution.
 */

import type { Geometry } from '../../../src/engine/geometry';
import { hamadaAt } from '../../../src/engine/techniques/hamada';
import type { EliminationsAt } from '../../../src/engine/techniques/intersections';
import { VariantBoard } from '../../../src/engine/board/variant-board';
import { candidateCode, codeCell, codeValue } from '../../../src/engine/board/candidate-code';
import { VARIANT_FINDERS } from '../../../src/engine/analysis/variant-techniques';
import { engineFixtures } from '../../helpers/variant-fixtures';
import { isVariantSolution } from '../../helpers/variant-reference';

interface Position {
  geometry: Geometry;
  board: VariantBoard;
  solution: number[];
}

function positionOf(set: string): Position {
  const { geometry, puzzle, solution } = engineFixtures(set)[0];
  expect(isVariantSolution(geometry, solution)).toBe(true);
  puzzle.forEach((value, cell) => {
    if (value !== 0) expect(solution[cell]).toBe(value);
  });
  return { geometry, board: VariantBoard.fromValues(geometry, puzzle), solution };
}

/** In every `step`-th unit, leaves the value only in its solution cell and the first other cell that has it. */
function confine(position: Position, value: number, step: number): void {
  const { geometry, board, solution } = position;
  geometry.units.forEach((unit, index) => {
    if (index % step !== 0) return;
    const decoy = unit.cells.find((cell) => solution[cell] !== value && board.has(cell, value));
    for (const cell of unit.cells) if (cell !== decoy && solution[cell] !== value) board.eliminate(cell, value);
  });
}

/** What the single-value form finds, by its definition, over the unit lists: start, value, emptied unit, cells assumed. */
function singleValueReference(position: Position): EliminationsAt[] {
  const { geometry, board } = position;
  const unitsOf: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  geometry.units.forEach((unit, index) => unit.cells.forEach((cell) => unitsOf[cell].push(index)));
  const found: EliminationsAt[] = [];
  for (let value = 1; value <= geometry.size; value++) {
    const hadPlaces = geometry.units.map((unit) => unit.cells.some((cell) => board.has(cell, value)));
    for (let start = 0; start < geometry.cellCount; start++) {
      if (!board.has(start, value)) continue;
      const removed = new Set<number>();
      const occupied = new Set<number>();
      const assume = (cell: number): void => {
        for (const unit of unitsOf[cell]) {
          occupied.add(unit);
          for (const other of geometry.units[unit].cells) removed.add(other);
        }
      };
      const placesLeft = (unit: number): number[] =>
        geometry.units[unit].cells.filter((cell) => board.has(cell, value) && !removed.has(cell));
      const free = (unit: number): boolean => !occupied.has(unit);
      assume(start);
      const chain = [start];
      // Two forced moves at most: the chain's four links, the contradiction being the other two of six.
      for (let move = 0; move < 2; move++) {
        const forcing = geometry.units.findIndex((_, unit) => free(unit) && placesLeft(unit).length === 1);
        if (forcing < 0) break;
        const forced = placesLeft(forcing)[0];
        assume(forced);
        chain.push(forced);
        const emptied = geometry.units.findIndex(
          (_, unit) => free(unit) && hadPlaces[unit] && placesLeft(unit).length === 0,
        );
        if (emptied >= 0) {
          found.push({ eliminations: [candidateCode(start, value)], unit: emptied, patternCells: chain });
          break;
        }
      }
    }
  }
  return found;
}

function everyInstance(board: VariantBoard): EliminationsAt[] {
  const found: EliminationsAt[] = [];
  hamadaAt(board, (instance) => {
    found.push(instance);
    return false;
  });
  return found;
}

/** The eliminations that would remove a solution value (cell, value). */
function unsound(position: Position, instances: EliminationsAt[]): number[] {
  return instances
    .flatMap((instance) => instance.eliminations)
    .filter((code) => position.solution[codeCell(code)] === codeValue(code));
}

describe.each([
  ['size-16', 3],
  ['jigsaw-9-generated', 2],
])('Hamada logic on %s', (set, step) => {
  test('the single-value form finds exactly what its definition gives, none of it the solution', () => {
    const position = positionOf(set);
    for (const value of [1, 2, 3]) confine(position, value, step);
    const expected = singleValueReference(position);
    expect(expected.length).toBeGreaterThan(0);
    const found = everyInstance(position.board).filter((instance) => instance.eliminations.length === 1);
    expect(found).toEqual(expected);
    expect(unsound(position, found)).toEqual([]);
  });

  test('the variant analyser takes the first instance; pairs made from the solution give only sound removals', () => {
    const position = positionOf(set);
    const { geometry, board, solution } = position;
    for (const value of [1, 2, 3]) confine(position, value, step);
    // Cells whose solution is 1 or 2 keep only {1, 2} in every unit's first two such cells.
    geometry.units.forEach((unit) => {
      for (const cell of unit.cells.filter((c) => [1, 2].includes(solution[c]) && board.values[c] === 0).slice(0, 2))
        for (let value = 3; value <= geometry.size; value++) board.eliminate(cell, value);
    });
    const all = everyInstance(board);
    expect(all.filter((instance) => instance.eliminations.length > 1).length).toBeGreaterThan(0);
    expect(unsound(position, all)).toEqual([]);
    const first = VARIANT_FINDERS.H?.(board);
    expect(first?.eliminations).toEqual(all[0].eliminations);
    expect(first?.unit).toBe(all[0].unit);
  });
});
