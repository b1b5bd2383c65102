import { CountSearch, givensSeeingDifference } from '../../../src/engine/generator/count-search';
import { STANDARD_LAYOUT } from '../../../src/engine/board/layout';
import { patternCells } from '../../../src/engine/generator/pattern';
import { generateFullGrid } from '../../../src/engine/board/fullgrid';
import { createRandom } from '../../../src/engine/core/random';
import { parsePatternFile } from '../../../src/io/pattern-file';
import { readDataText } from '../../helpers/corpus';
import { solveReference } from '../../helpers/solver-reference';

const PATTERNS = parsePatternFile(readDataText('../../samples/Pattern500.txt')).map((record) => record.pattern!);
const CHECKERBOARD = Array.from({ length: 81 }, (_, cell) => cell).filter(
  (cell) => (Math.floor(cell / 9) + (cell % 9)) % 2 === 1,
);

/** Steps until the search returns puzzles; every one must be unique with givens exactly on `cells`. */
function firstPuzzles(cells: number[], seed: number, wanted: number): Uint8Array[] {
  const search = new CountSearch(cells, createRandom(seed), generateFullGrid);
  const found: Uint8Array[] = [];
  for (let step = 0; step < 20_000 && found.length < wanted; step++) {
    const puzzle = search.step();
    if (puzzle) found.push(puzzle);
  }
  return found;
}

describe('the count search (mask a full grid, repair by the solution count)', () => {
  it.each([
    ['the last Pattern500 pattern', patternCells(PATTERNS[PATTERNS.length - 1])],
    ['a 40-cell checkerboard', CHECKERBOARD],
  ])('returns only puzzles with one solution whose givens are exactly %s', (_, cells) => {
    const puzzles = firstPuzzles(cells, 7, 3);
    expect(puzzles).toHaveLength(3);
    for (const puzzle of puzzles) {
      expect(solveReference(puzzle, 2).count).toBe(1);
      const given = Array.from(puzzle.keys()).filter((cell) => puzzle[cell] !== 0);
      expect(given).toEqual(cells);
    }
  });

  it('gives the same puzzles for the same seed', () => {
    const cells = patternCells(PATTERNS[PATTERNS.length - 1]);
    expect(firstPuzzles(cells, 3, 2)).toEqual(firstPuzzles(cells, 3, 2));
  });
});

describe('givensSeeingDifference', () => {
  it('names only givens that see a cell where solutions disagree, and every given of a unique puzzle', () => {
    // The checkerboard's 40 cells of a full grid: a few solutions, all enumerated by the reference solver.
    const cells = CHECKERBOARD;
    let grid = generateFullGrid(createRandom(0));
    const givens = new Uint8Array(81);
    let reference = solveReference(givens, 1);
    for (let seed = 1; !(reference.count > 1 && reference.count < 1000); seed++) {
      grid = generateFullGrid(createRandom(seed));
      for (const cell of cells) givens[cell] = grid[cell];
      reference = solveReference(givens, 1000);
    }
    const undecided = new Set<number>();
    for (let cell = 0; cell < 81; cell++)
      if (reference.solutions.some((solution) => solution[cell] !== reference.solutions[0][cell])) undecided.add(cell);
    const named = givensSeeingDifference(givens, cells, new Uint8Array(81));
    expect(named.length).toBeGreaterThan(0);
    for (const cell of named) {
      expect(cells).toContain(cell);
      expect(STANDARD_LAYOUT.peers[cell].some((peer) => undecided.has(peer))).toBe(true);
    }
    expect(givensSeeingDifference(grid, cells, new Uint8Array(81))).toBe(cells);
  });
});
