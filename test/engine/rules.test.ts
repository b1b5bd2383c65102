import fc from 'fast-check';
import { diagonalLayout } from '../../src/engine/board/layout';
import { checkSolution, conflictError, findConflicts } from '../../src/engine/board/rules';
import type { Conflict } from '../../src/engine/board/rules';
import { puzzlesWithSolutions } from '../helpers/corpus';

const SAMPLE = puzzlesWithSolutions(40);
const digitsOf = (text: string) => Array.from(text, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));

/**
 * The independent oracle: every pair of cells holding the same digit that share a row, a column
 * or a box, found by row/column arithmetic rather than the layout's unit table.
 */
function clashingPairs(digits: number[]): Set<string> {
  const pairs = new Set<string>();
  for (let a = 0; a < 81; a++) {
    for (let b = a + 1; b < 81; b++) {
      if (!digits[a] || digits[a] !== digits[b]) continue;
      const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
      if (ra === rb) pairs.add(`row ${a} ${b}`);
      if (ca === cb) pairs.add(`column ${a} ${b}`);
      if (Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3))
        pairs.add(`box ${a} ${b}`);
    }
  }
  return pairs;
}

function pairsOf(conflicts: Conflict[]): Set<string> {
  const pairs = new Set<string>();
  for (const { unit, cells } of conflicts) {
    const kind = unit < 9 ? 'row' : unit < 18 ? 'column' : 'box';
    for (let i = 0; i < cells.length; i++)
      for (let j = i + 1; j < cells.length; j++) pairs.add(`${kind} ${cells[i]} ${cells[j]}`);
  }
  return pairs;
}

describe('findConflicts', () => {
  it('finds none in known solutions and in their puzzles', () => {
    for (const { puzzle, solution } of SAMPLE) {
      expect(findConflicts(digitsOf(solution))).toEqual([]);
      expect(findConflicts(digitsOf(puzzle))).toEqual([]);
    }
  });

  it('finds every clash with all its cells, on random sparse grids', () => {
    const sparseGrid = fc.array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 9 })), {
      minLength: 81,
      maxLength: 81,
    });
    fc.assert(
      fc.property(sparseGrid, (digits) => {
        const conflicts = findConflicts(digits);
        expect(pairsOf(conflicts)).toEqual(clashingPairs(digits));
        for (const { digit, cells } of conflicts) {
          expect(cells.length).toBeGreaterThanOrEqual(2);
          for (const cell of cells) expect(digits[cell]).toBe(digit);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reports a pair sharing a row and a box once in each unit, and three cells together', () => {
    const digits = new Array(81).fill(0);
    digits[0] = 5;
    digits[1] = 5;
    digits[8] = 5;
    expect(findConflicts(digits)).toEqual([
      { unit: 0, digit: 5, cells: [0, 1, 8] },
      { unit: 18, digit: 5, cells: [0, 1] },
    ]);
  });

  it('ignores values that are not digits 1–9', () => {
    expect(findConflicts([10, 10, -1, -1, 0.5, 0.5, ...new Array(75).fill(0)])).toEqual([]);
  });

  it('uses the layout, so a diagonal sudoku sees clashes on its diagonals', () => {
    const digits = new Array(81).fill(0);
    digits[0] = 4;
    digits[80] = 4;
    expect(findConflicts(digits)).toEqual([]);
    expect(findConflicts(digits, diagonalLayout())).toEqual([{ unit: 27, digit: 4, cells: [0, 80] }]);
  });
});

describe('conflictError', () => {
  it('names the digit, the unit and every cell as (r,c), and lists the cells once each', () => {
    const digits = new Array(81).fill(0);
    digits[0] = 5;
    digits[1] = 5;
    digits[9 * 4 + 1] = 5;
    const error = conflictError(findConflicts(digits));
    expect(error.kind).toBe('conflict');
    expect(error.message).toContain('5 appears twice in row 1, at (1,1) and (1,2)');
    expect(error.message).toContain('5 appears twice in column 2, at (1,2) and (5,2)');
    expect(error.message).toContain('box 1');
    expect(error.cells).toEqual([
      [1, 1],
      [1, 2],
      [5, 2],
    ]);
  });
});

describe('checkSolution', () => {
  it('accepts each known solution of its puzzle', () => {
    for (const { puzzle, solution } of SAMPLE)
      expect(checkSolution(digitsOf(puzzle), digitsOf(solution))).toEqual({
        ok: true,
        conflicts: [],
        emptyCells: [],
        changedGivens: [],
      });
  });

  it('refuses a grid with an empty cell', () => {
    const { puzzle, solution } = SAMPLE[0];
    const grid = digitsOf(solution);
    const empty = digitsOf(puzzle).indexOf(0);
    grid[empty] = 0;
    expect(checkSolution(digitsOf(puzzle), grid)).toMatchObject({ ok: false, emptyCells: [empty], conflicts: [] });
  });

  it('refuses a valid grid that changes the givens (digits 1 and 2 swapped)', () => {
    const { puzzle, solution } = SAMPLE[1];
    const swapped = digitsOf(solution).map((d) => (d === 1 ? 2 : d === 2 ? 1 : d));
    const givens = digitsOf(puzzle);
    const changed = givens.flatMap((d, cell) => (d === 1 || d === 2 ? [cell] : []));
    const check = checkSolution(givens, swapped);
    expect(check).toMatchObject({ ok: false, conflicts: [], emptyCells: [] });
    expect(check.changedGivens).toEqual(changed);
  });

  it('refuses a filled grid with a clash, naming it', () => {
    const { puzzle, solution } = SAMPLE[2];
    const grid = digitsOf(solution);
    const free = digitsOf(puzzle).indexOf(0);
    grid[free] = grid[free] === 9 ? 1 : grid[free] + 1;
    const check = checkSolution(digitsOf(puzzle), grid);
    expect(check.ok).toBe(false);
    expect(check.conflicts.map(({ unit }) => unit)).toEqual([
      Math.floor(free / 9),
      9 + (free % 9),
      18 + 3 * Math.floor(free / 27) + Math.floor((free % 9) / 3),
    ]);
    expect(check.conflicts.every(({ cells }) => cells.includes(free))).toBe(true);
  });
});
