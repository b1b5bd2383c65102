import { CountSearch } from '../../../src/engine/generator/count-search';
import { patternCells } from '../../../src/engine/generator/pattern';
import { generateFullGrid } from '../../../src/engine/fullgrid';
import { createRandom } from '../../../src/engine/random';
import { parsePatternFile } from '../../../src/io/pattern-file';
import { readDataText } from '../../helpers/corpus';
import { solveReference } from '../../helpers/solver-reference';

const PATTERNS = parsePatternFile(readDataText('timedia/Pattern500.txt')).map((record) => record.pattern!);
const CHECKERBOARD = Array.from({ length: 81 }, (_, cell) => cell).filter((cell) => (Math.floor(cell / 9) + (cell % 9)) % 2 === 1);

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
