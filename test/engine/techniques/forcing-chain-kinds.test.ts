/**
 * Forcing chains (FC: techniques/forcing-chains.ts, one search for every kind) on random positions
 * of solved grids of every kind, each step read back by a propagation written here from the
 * geometry's unit lists (naked and hidden singles to the end, no shared code): the source is a cell
 * with two or three candidates or the two or three places of a value in the unit it names; a
 * contradiction's eliminations are options of the source each of whose propagations meets a
 * contradiction; a verity's are candidates that every option's propagation removes (or under which
 * it meets a contradiction). No elimination takes the solution's value, and both kinds of step turn
 * up beyond 9×9.
 */

import fc from 'fast-check';
import type { Geometry } from '../../../src/engine/geometry';
import type { VariantBoard } from '../../../src/engine/board/variant-board';
import { codeCell, codeValue } from '../../../src/engine/board/candidate-code';
import { forcingChainAt } from '../../../src/engine/techniques/forcing-chains';
import { VARIANT_RULES } from '../../../src/engine/techniques/assumption';
import { randomPosition } from '../../helpers/random-position';
import { variantFixtures } from '../../helpers/variant-fixtures';

const SMALL_ENOUGH = variantFixtures().filter((fixture) => fixture.geometry.cellCount <= 144);

/** A position as plain sets: each cell's value (0 empty) and candidates. */
interface Plain {
  values: number[];
  candidates: Set<number>[];
}

function plainOf(board: VariantBoard): Plain {
  const { cellCount, size } = board.geometry;
  const values = Array.from(board.values);
  const candidates = Array.from({ length: cellCount }, (_, cell) => {
    const set = new Set<number>();
    if (values[cell] === 0) for (let value = 1; value <= size; value++) if (board.has(cell, value)) set.add(value);
    return set;
  });
  return { values, candidates };
}

/** The position after placing the value and following naked and hidden singles to the end; null on a contradiction. */
function propagate(geometry: Geometry, start: Plain, cell: number, value: number): Plain | null {
  const values = [...start.values];
  const candidates = start.candidates.map((set) => new Set(set));
  const place = (at: number, symbol: number) => {
    values[at] = symbol;
    candidates[at].clear();
    for (const unit of geometry.units)
      if (unit.cells.includes(at)) for (const other of unit.cells) candidates[other].delete(symbol);
  };
  place(cell, value);
  for (let changed = true; changed;) {
    changed = false;
    for (let at = 0; at < geometry.cellCount; at++) {
      if (values[at] !== 0) continue;
      if (candidates[at].size === 0) return null;
      if (candidates[at].size === 1) {
        place(at, [...candidates[at]][0]);
        changed = true;
      }
    }
    for (const unit of geometry.units) {
      for (let symbol = 1; symbol <= geometry.size; symbol++) {
        if (unit.cells.some((at) => values[at] === symbol)) continue;
        const places = unit.cells.filter((at) => values[at] === 0 && candidates[at].has(symbol));
        if (places.length === 0) return null;
        if (places.length === 1) {
          place(places[0], symbol);
          changed = true;
        }
      }
    }
  }
  return { values, candidates };
}

/** The options of the source the step names: its cell's candidates, or the places in its unit of a value with two or three. */
function sourceOptions(board: VariantBoard, plain: Plain, unit: number, cells: number[]): [number, number][][] {
  if (unit < 0) {
    if (cells.length !== 1) return [];
    return [[...plain.candidates[cells[0]]].map((value): [number, number] => [cells[0], value])];
  }
  const unitCells = board.geometry.units[unit].cells;
  const sources: [number, number][][] = [];
  for (let value = 1; value <= board.geometry.size; value++) {
    const places = unitCells.filter((at) => plain.values[at] === 0 && plain.candidates[at].has(value));
    if (places.length === cells.length && places.every((at, i) => at === cells[i]))
      sources.push(places.map((at): [number, number] => [at, value]));
  }
  return sources;
}

function ruleProblems(board: VariantBoard, solution: readonly number[], kinds: Set<string>): string[] {
  const found = forcingChainAt(board, VARIANT_RULES);
  if (!found) return [];
  const { geometry } = board;
  const plain = plainOf(board);
  const problems: string[] = [];
  const sources = sourceOptions(board, plain, found.unit, found.patternCells).filter(
    (options) => options.length >= 2 && options.length <= 3,
  );
  if (sources.length === 0) return [`no source of 2 or 3 options at unit ${found.unit}, cells ${found.patternCells}`];
  const branches = sources.map((options) => options.map(([cell, value]) => propagate(geometry, plain, cell, value)));
  for (const code of found.eliminations) {
    const cell = codeCell(code);
    const value = codeValue(code);
    if (!plain.candidates[cell].has(value)) problems.push(`removes ${value} from ${cell}, not a candidate`);
    if (solution[cell] === value) problems.push(`removes the solution's ${value} from ${cell}`);
    const proven = sources.some((options, s) =>
      found.verity
        ? branches[s].every(
            (branch) => branch === null || (branch.values[cell] !== value && !branch.candidates[cell].has(value)),
          )
        : options.some(([at, symbol], k) => at === cell && symbol === value && branches[s][k] === null),
    );
    if (!proven) problems.push(`${found.verity ? 'verity' : 'contradiction'} ${value} at ${cell} is not proven`);
  }
  if (problems.length === 0) kinds.add(`${found.verity ? 'verity' : 'contradiction'} ${geometry.size}`);
  return problems;
}

test('forcing chains on every kind keep to the rule and the solution', () => {
  const kinds = new Set<string>();
  fc.assert(
    fc.property(
      fc.nat(SMALL_ENOUGH.length - 1),
      fc.double({ min: 0.15, max: 0.5, noNaN: true }),
      fc.double({ min: 0.2, max: 0.7, noNaN: true }),
      fc.integer(),
      (pick, keep, strike, seed) => {
        const { geometry, solution } = SMALL_ENOUGH[pick];
        const board = randomPosition(geometry, solution, keep, strike, seed);
        expect(ruleProblems(board, solution, kinds)).toEqual([]);
      },
    ),
    { numRuns: 120, seed: 20261128 },
  );
  for (const kind of ['verity', 'contradiction'])
    expect([...kinds].some((key) => key.startsWith(kind) && !key.endsWith(' 9'))).toBe(true);
});
