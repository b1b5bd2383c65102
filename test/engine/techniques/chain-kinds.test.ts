/**
 * X-Chains, XY-Chains and AICs on kinds other than the 9×9 (techniques/chain-search.ts, one search
 * for every kind): XY-Chains made by hand in puzzles of the engine fixtures (16×16, diagonal,
 * windoku, jigsaw, samurai) with their published solutions (checked here to be solutions). Four
 * empty cells A, C, D, B get candidate pairs that keep the solution's values s: A {sB, sA},
 * C {sA, sC}, D {sC, sD}, B {sD, sB}, with A and C sharing a unit of the kind under test only, C and
 * D a row, D and B a column. If A is not sB it is sA, so C is sC, D is sD and B is sB: one of A
 * and B is sB, and sB goes from every other cell sharing a unit with both — worked out here from
 * the geometry's unit lists. No removal of any chain listed there, nor of the analyser's finders,
 * may take a solution's value.
 */

import type { Geometry } from '../../../src/engine/geometry';
import { VARIANT_FINDERS } from '../../../src/engine/analysis/variant-techniques';
import { analyzeVariant } from '../../../src/engine/analysis/variant-analyser';
import { VariantBoard } from '../../../src/engine/board/variant-board';
import { forEachChainOver } from '../../../src/engine/techniques/chains';
import type { ChainKind } from '../../../src/engine/techniques/chain-search';
import { codeCell, codeValue } from '../../../src/engine/board/candidate-code';
import { engineFixtures } from '../../helpers/variant-fixtures';
import { isVariantSolution } from '../../helpers/variant-reference';
import { variantStepProblems } from '../../helpers/variant-step-check';

interface MadeChain {
  geometry: Geometry;
  board: VariantBoard;
  solution: number[];
  /** A, C, D, B. */
  cells: [number, number, number, number];
  /** The value both ends may hold: B's solution value. */
  z: number;
}

function sharesUnit(geometry: Geometry, a: number, b: number, kinds?: readonly string[]): boolean {
  return (
    a !== b &&
    geometry.units.some(
      (unit) => (kinds === undefined || kinds.includes(unit.kind)) && unit.cells.includes(a) && unit.cells.includes(b),
    )
  );
}

function unitsOf(geometry: Geometry, cell: number, kind: string) {
  return geometry.units.filter((unit) => unit.kind === kind && unit.cells.includes(cell));
}

function keepOnly(board: VariantBoard, cell: number, values: number[]): void {
  for (let value = 1; value <= board.geometry.size; value++) if (!values.includes(value)) board.eliminate(cell, value);
}

/** The cells other than the chain's that share a unit with both ends and hold z. */
function targetsOf(geometry: Geometry, board: VariantBoard, cells: readonly number[], z: number): number[] {
  const [a, , , b] = cells;
  const out: number[] = [];
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (cells.includes(cell) || !board.has(cell, z)) continue;
    if (sharesUnit(geometry, cell, a) && sharesUnit(geometry, cell, b)) out.push(cell);
  }
  return out;
}

/** The first chain A–C–D–B that can be made in the set's `index`-th puzzle, A and C sharing a unit of `linkKind` only. */
function makeChain(set: string, linkKind: string, index = 0): MadeChain {
  const { geometry, puzzle, solution } = engineFixtures(set)[index];
  expect(isVariantSolution(geometry, solution)).toBe(true);
  puzzle.forEach((value, cell) => value !== 0 && expect(solution[cell]).toBe(value));
  const start = VariantBoard.fromValues(geometry, puzzle);
  const empty = (cell: number) => puzzle[cell] === 0;
  const others = ['row', 'column', 'box', 'extra'].filter((kind) => kind !== linkKind);
  for (let a = 0; a < geometry.cellCount; a++) {
    if (!empty(a)) continue;
    for (const unit of unitsOf(geometry, a, linkKind))
      for (const c of unit.cells) {
        if (c === a || !empty(c) || sharesUnit(geometry, a, c, others)) continue;
        for (const row of unitsOf(geometry, c, 'row'))
          for (const d of row.cells) {
            if (d === c || d === a || !empty(d)) continue;
            for (const column of unitsOf(geometry, d, 'column'))
              for (const b of column.cells) {
                if ([a, c, d].includes(b) || !empty(b)) continue;
                const [sA, sC, sD, z] = [solution[a], solution[c], solution[d], solution[b]];
                if ([sA, sC, sD].includes(z) || sA === sD) continue;
                const pairs: [number, number[]][] = [
                  [a, [z, sA]],
                  [c, [sA, sC]],
                  [d, [sC, sD]],
                  [b, [sD, z]],
                ];
                if (!pairs.every(([cell, values]) => values.every((v) => start.has(cell, v)))) continue;
                if (targetsOf(geometry, start, [a, c, d, b], z).length === 0) continue;
                const board = VariantBoard.fromValues(geometry, puzzle);
                for (const [cell, values] of pairs) keepOnly(board, cell, values);
                return { geometry, board, solution, cells: [a, c, d, b], z };
              }
          }
      }
  }
  throw new Error(`no XY-Chain through a ${linkKind} can be made in ${set}`);
}

function expectSoundCodes(codes: readonly number[], solution: readonly number[]): void {
  for (const code of codes) expect(solution[codeCell(code)]).not.toBe(codeValue(code));
}

describe.each([
  ['size-16', 'box'],
  ['size-36', 'box'],
  ['diagonal-9', 'extra'],
  ['windoku-9', 'extra'],
  ['jigsaw-9-generated', 'box'],
  ['combined-samurai', 'box'],
])('XY-Chain on %s, its first link through a %s', (set, kind) => {
  const { geometry, board, solution, cells, z } = makeChain(set, kind);
  const size = geometry.size;
  const nodeOf = (cell: number, value: number) => cell * size + value - 1;

  it.each(['xy-chain', 'aic'] as ChainKind[])(
    'the %s search lists it with the removals the rule gives, and every chain listed is sound',
    (chainKind) => {
      const expected = targetsOf(geometry, board, cells, z).map((cell) => nodeOf(cell, z));
      expect(expected.length).toBeGreaterThan(0);
      const [a, , , b] = cells;
      let ours: number[] | undefined;
      forEachChainOver(board, chainKind, (nodes, removed) => {
        for (const node of removed) expect(solution[(node / size) | 0]).not.toBe((node % size) + 1);
        const ends = [nodes[0], nodes[nodes.length - 1]];
        if (ends.includes(nodeOf(a, z)) && ends.includes(nodeOf(b, z))) ours = removed;
        return false;
      });
      expect(ours).toEqual(expected);
    },
  );

  it('the analyser’s XC, XYC and AIC finders remove no solution value', () => {
    const xyChain = VARIANT_FINDERS.XYC!(board);
    expect(xyChain?.technique).toBe('XYC');
    for (const letter of ['XC', 'XYC', 'AIC'] as const) {
      const found = VARIANT_FINDERS[letter]!(board);
      if (found) expectSoundCodes(found.eliminations, solution);
    }
  });
});

describe('X-Chain on a 16×16', () => {
  it('every X-Chain listed on the fixtures’ start positions is sound', () => {
    let listed = 0;
    for (const { geometry, puzzle, solution } of engineFixtures('size-16').slice(0, 3)) {
      const size = geometry.size;
      forEachChainOver(VariantBoard.fromValues(geometry, puzzle), 'x-chain', (nodes, removed) => {
        listed++;
        expect(new Set(nodes.map((node) => node % size)).size).toBe(1);
        for (const node of removed) expect(solution[(node / size) | 0]).not.toBe((node % size) + 1);
        return listed > 2000;
      });
    }
    expect(listed).toBeGreaterThan(0);
  });
});

describe('a technique list naming the chains on other kinds', () => {
  let chainSteps = 0;
  it.each(['size-16', 'windoku-9', 'diagonal-9', 'combined-samurai'])(
    '%s: every step sound, and only the listed codes used',
    (set) => {
      const techniques = 'BLCEMVGQPUWYXTRH[XC][XYC][AIC]A';
      for (const { geometry, puzzle, solution } of engineFixtures(set)) {
        const result = analyzeVariant(geometry, puzzle, { techniques });
        expect(result.status).toBe('conquer');
        expect(variantStepProblems(geometry, puzzle, solution, result.steps, true)).toEqual([]);
        for (const step of result.steps) expect(step.technique).not.toMatch(/\[(?!XC\]|XYC\]|AIC\])/);
        chainSteps += result.steps.filter((step) => /\[(XC|XYC|AIC)\]/.test(step.technique)).length;
      }
    },
  );

  it('uses a chain somewhere on those sets', () => expect(chainSteps).toBeGreaterThan(0));
});
