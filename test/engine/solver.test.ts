import fc from 'fast-check';
import { solve, hasUniqueSolution, countSolutions, uniqueSolution } from '../../src/engine/solver/solver';
import { solveReference } from '../helpers/solver-reference';
import { generateFullGrid } from '../../src/engine/board/fullgrid';
import { createRandom } from '../../src/engine/core/random';
import { digitsFromCanonical, digitsToString, Digits } from '../../src/engine/board/grid';
import { STANDARD_LAYOUT } from '../../src/engine/board/layout';
import { PuzzleError } from '../../src/engine/core/errors';
import { puzzlesWithSolutions, readDataLines, readPuzzleLines, samplePuzzles } from '../helpers/corpus';

/** Every cell 1–9 and every one of the 27 units holds each digit once. */
function isValidSolution(grid: ArrayLike<number>): boolean {
  for (let unit = 0; unit < STANDARD_LAYOUT.unitCount; unit++) {
    let seen = 0;
    for (let i = 0; i < 9; i++) {
      const digit = grid[STANDARD_LAYOUT.unitCells[unit * 9 + i]];
      if (!(digit >= 1 && digit <= 9)) return false;
      seen |= 1 << digit;
    }
    if (seen !== 0x3fe) return false;
  }
  return true;
}

function keepsGivens(puzzle: ArrayLike<number>, grid: ArrayLike<number>): boolean {
  for (let cell = 0; cell < 81; cell++) if (puzzle[cell] && puzzle[cell] !== grid[cell]) return false;
  return true;
}

function expectSolvedUniquely(puzzle: Digits): Digits {
  const result = solve(puzzle);
  expect(result.count).toBe(1);
  expect(result.solutions).toHaveLength(1);
  const [solution] = result.solutions;
  expect(keepsGivens(puzzle, solution)).toBe(true);
  expect(isValidSolution(solution)).toBe(true);
  return solution;
}

/** A puzzle with a digit added in an empty cell where a peer already holds it: a direct conflict. */
function withConflict(text: string, unitKind: 'row' | 'column' | 'box'): Digits {
  const puzzle = digitsFromCanonical(text);
  const first = STANDARD_LAYOUT.unitKinds.indexOf(unitKind);
  for (let unit = first; unit < first + 9; unit++) {
    const cells = Array.from(STANDARD_LAYOUT.unitCells.subarray(unit * 9, unit * 9 + 9));
    const given = cells.find((cell) => puzzle[cell]);
    const empty = cells.find((cell) => !puzzle[cell]);
    if (given !== undefined && empty !== undefined) {
      puzzle[empty] = puzzle[given];
      return puzzle;
    }
  }
  throw new Error('no unit with a given and an empty cell');
}

describe('solve on unique puzzles', () => {
  it("solves top95, each time to the reference solver's solution", () => {
    const puzzles = readPuzzleLines('rated/top95.txt');
    expect(puzzles).toHaveLength(readDataLines('rated/top95.txt').length);
    puzzles.forEach((text, index) => {
      const puzzle = digitsFromCanonical(text);
      const solution = expectSolvedUniquely(puzzle);
      if (index % 10 === 0) expect(digitsToString(solution)).toBe(digitsToString(solveReference(puzzle).solutions[0]));
    });
  });

  it('solves a sample of the 17-clue list uniquely', () => {
    for (const text of samplePuzzles('tdoku/puzzles2_17_clue', 300)) expectSolvedUniquely(digitsFromCanonical(text));
  });

  it('finds the known solution of puzzles from mixed1000 and sudoku-exchange', () => {
    const pairs = puzzlesWithSolutions(400);
    expect(pairs.some((pair) => pair.source.includes('mixed1000'))).toBe(true);
    expect(pairs.some((pair) => pair.source.includes('with-solutions'))).toBe(true);
    for (const { puzzle, solution } of pairs) {
      expect(digitsToString(expectSolvedUniquely(digitsFromCanonical(puzzle)))).toBe(solution);
    }
  });
});

describe('solve on other puzzles', () => {
  it('gives two distinct valid solutions for multi-solution puzzles (serg benchmark)', () => {
    for (const text of samplePuzzles('tdoku/puzzles7_serg_benchmark', 200)) {
      const puzzle = digitsFromCanonical(text);
      const result = solve(puzzle);
      expect(result.count).toBe(2);
      const [first, second] = result.solutions;
      expect(digitsToString(first)).not.toBe(digitsToString(second));
      for (const grid of result.solutions) {
        expect(keepsGivens(puzzle, grid)).toBe(true);
        expect(isValidSolution(grid)).toBe(true);
      }
      expect(hasUniqueSolution(puzzle)).toBe(false);
    }
  });

  it.each(['row', 'column', 'box'] as const)('gives 0 for givens that conflict in a %s', (unitKind) => {
    for (const text of readPuzzleLines('rated/top95.txt', 5)) {
      const puzzle = withConflict(text, unitKind);
      expect(solve(puzzle)).toEqual({ count: 0, solutions: [] });
      expect(solveReference(puzzle).count).toBe(0);
    }
  });

  it('gives 0 for a puzzle with no solution and no direct conflict', () => {
    // A unique puzzle plus a wrong digit that no peer holds: any solution would be a second one.
    for (const { puzzle: text, solution } of puzzlesWithSolutions(40)) {
      const puzzle = digitsFromCanonical(text);
      const cell = puzzle.findIndex((digit) => digit === 0);
      const peerDigits = new Set(Array.from(STANDARD_LAYOUT.peers[cell], (peer) => puzzle[peer]));
      const wrong = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
        (digit) => !peerDigits.has(digit) && digit !== Number(solution[cell]),
      );
      if (wrong === undefined) continue;
      puzzle[cell] = wrong;
      expect(solve(puzzle).count).toBe(0);
      expect(hasUniqueSolution(puzzle)).toBe(false);
    }
  });

  it('gives 2 for the empty grid, two valid grids', () => {
    const result = solve(new Uint8Array(81));
    expect(result.count).toBe(2);
    expect(result.solutions.every(isValidSolution)).toBe(true);
    expect(digitsToString(result.solutions[0])).not.toBe(digitsToString(result.solutions[1]));
  });

  it('rejects input that is not 81 digits with a bad-input PuzzleError', () => {
    expect(() => solve(new Uint8Array(80))).toThrow(PuzzleError);
    expect(() => solve(new Array(81).fill(10))).toThrow(expect.objectContaining({ kind: 'bad-input' }));
  });
});

describe('solver properties', () => {
  const puzzleFromGrid = fc
    .record({ seed: fc.integer(), keep: fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }) })
    .map(({ seed, keep }) => {
      const grid = generateFullGrid(createRandom(seed));
      return { grid, puzzle: grid.map((digit, cell) => (keep[cell] ? digit : 0)) };
    });

  it('solves a full grid with random cells removed to a grid keeping the givens and the rules', () => {
    fc.assert(
      fc.property(puzzleFromGrid, ({ puzzle }) => {
        const result = solve(puzzle);
        expect(result.count).toBeGreaterThanOrEqual(1);
        for (const grid of result.solutions) {
          expect(keepsGivens(puzzle, grid)).toBe(true);
          expect(isValidSolution(grid)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('counts like the reference solver, also after one cell is overwritten (often 0 solutions)', () => {
    const overwrite = fc.option(
      fc.record({ cell: fc.integer({ min: 0, max: 80 }), digit: fc.integer({ min: 1, max: 9 }) }),
    );
    fc.assert(
      fc.property(puzzleFromGrid, overwrite, fc.integer({ min: 1, max: 3 }), ({ puzzle }, change, limit) => {
        if (change) puzzle[change.cell] = change.digit;
        const expected = solveReference(puzzle, limit);
        const result = solve(puzzle, limit);
        expect(result.count).toBe(expected.count);
        // Below the limit both found every solution; at the limit each may have found different ones.
        if (expected.count < limit) {
          expect(result.solutions.map((grid) => digitsToString(grid)).sort()).toEqual(
            expected.solutions.map((grid) => digitsToString(grid)).sort(),
          );
        }
        for (const grid of result.solutions) expect(keepsGivens(puzzle, grid) && isValidSolution(grid)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  // Few clues: deep searches with many solutions, where every guess and its alternative both
  // lead somewhere, so a lost or duplicated branch shows up in the count or the solution set.
  const fewClues = fc
    .record({
      seed: fc.integer(),
      cells: fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 12, maxLength: 30 }),
      stray: fc.option(fc.record({ cell: fc.integer({ min: 0, max: 80 }), digit: fc.integer({ min: 1, max: 9 }) })),
    })
    .map(({ seed, cells, stray }) => {
      const grid = generateFullGrid(createRandom(seed));
      const puzzle = new Uint8Array(81);
      for (const cell of cells) puzzle[cell] = grid[cell];
      if (stray) puzzle[stray.cell] = stray.digit; // often a second solution set, or none
      return puzzle;
    });

  it('finds the same solutions as the reference solver on few-clue puzzles, up to a limit of 300', () => {
    fc.assert(
      fc.property(fewClues, fc.integer({ min: 1, max: 300 }), (puzzle, limit) => {
        const expected = solveReference(puzzle, limit);
        const result = solve(puzzle, limit);
        expect(result.count).toBe(expected.count);
        expect(countSolutions(puzzle, limit)).toBe(expected.count);
        const texts = result.solutions.map((grid) => digitsToString(grid));
        expect(new Set(texts).size).toBe(texts.length);
        if (expected.count < limit)
          expect(texts.sort()).toEqual(expected.solutions.map((grid) => digitsToString(grid)).sort());
        for (const grid of result.solutions) expect(keepsGivens(puzzle, grid) && isValidSolution(grid)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('is consistent between limit 1 and limit 2', () => {
    const puzzles = [
      ...samplePuzzles('tdoku/puzzles7_serg_benchmark', 30),
      ...samplePuzzles('tdoku/puzzles3_magictour_top1465', 30),
    ].map(digitsFromCanonical);
    for (const puzzle of puzzles) {
      const one = solve(puzzle, 1);
      const two = solve(puzzle, 2);
      expect(one.count).toBe(Math.min(1, two.count));
      expect(digitsToString(one.solutions[0])).toBe(digitsToString(two.solutions[0]));
      expect(countSolutions(puzzle, 1)).toBe(one.count);
      expect(countSolutions(puzzle, 2)).toBe(two.count);
    }
  });
});

describe('uniqueSolution (the command line’s path for the common answer)', () => {
  it('is the reference solver’s solution when there is exactly one, else undefined', () => {
    const unique = puzzlesWithSolutions(40);
    for (const { puzzle, solution } of unique) expect(uniqueSolution(digitsFromCanonical(puzzle))).toBe(solution);
    const several = digitsFromCanonical(unique[0].puzzle);
    several[several.findIndex((digit) => digit !== 0)] = 0;
    const reference = solveReference(several, 2);
    expect(uniqueSolution(several)).toBe(reference.count === 1 ? digitsToString(reference.solutions[0]) : undefined);
    expect(uniqueSolution(new Uint8Array(81))).toBeUndefined();
    const clash = digitsFromCanonical(unique[0].puzzle);
    clash[0] = clash[0] || 1;
    clash[1] = clash[0];
    expect(uniqueSolution(clash)).toBeUndefined();
  });
});

describe('digitsToString', () => {
  it('writes each digit and a blank for each empty cell, whatever the blank', () => {
    const digits = Array.from({ length: 81 }, (_, cell) => (cell * 7) % 10);
    const byHand = (blank: string) =>
      digits.map((digit) => (digit === 0 ? blank : String.fromCharCode(48 + digit))).join('');
    expect(digitsToString(digits)).toBe(byHand('.'));
    expect(digitsToString(digits, '0')).toBe(byHand('0'));
    expect(digitsToString(digits, '')).toBe(byHand(''));
  });
});
