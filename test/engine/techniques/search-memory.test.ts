/**
 * What the searches keep from one position to the next — the shared position tables
 * (position-tables.ts), the per-position results of SKY/KITE/TF and of the unique rectangles, and
 * the records of digits and areas that gave nothing (unchanged-digits.ts, unchanged-areas.ts) —
 * must never change an analysis. The reference is a second copy of the engine (jest.isolateModules)
 * whose every search runs on a copy of the board with a layout object that search did not see
 * last (search-from-scratch.ts), so it starts from nothing. Both analyse the committed rated
 * fixtures with the full set.
 */

import { analyzePuzzle as analyzeWithMemory } from '../../../src/engine/analysis/analyser';
import type { Board } from '../../../src/engine/board/board';
import type { AnalysisResult, TechniqueLetter } from '../../../src/engine/analysis/types';
import type { Deduction } from '../../../src/engine/techniques/technique';
import { evenlySpaced, readPuzzleLines } from '../../helpers/corpus';
import { boardFromScratch } from '../../helpers/search-from-scratch';

type Analyse = typeof analyzeWithMemory;

let analyzeFromScratch: Analyse;
let searchesFromScratch = 0;
jest.isolateModules(() => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { FINDERS } = require('../../../src/engine/analysis/analysis-techniques') as {
    FINDERS: Partial<Record<TechniqueLetter, (board: Board) => Deduction | null>>;
  };
  analyzeFromScratch = (require('../../../src/engine/analysis/analyser') as { analyzePuzzle: Analyse }).analyzePuzzle;
  /* eslint-enable @typescript-eslint/no-require-imports */
  for (const letter of Object.keys(FINDERS) as TechniqueLetter[]) {
    const find = FINDERS[letter]!;
    FINDERS[letter] = (board) => {
      searchesFromScratch++;
      return find(boardFromScratch(letter, board));
    };
  }
});

/** Everything but the clock: a fixed clock makes every time field 0. */
function analyse(analyze: Analyse, puzzle: string): AnalysisResult {
  return analyze(puzzle, { techniqueSet: 'full', now: () => 0 });
}

describe('what searches keep between positions', () => {
  it.each([
    ['rated/top95.txt', 47],
    ['rated/mixed1000.txt', 50],
  ])('leaves every full-set analysis of %s unchanged (%i puzzles)', (file, count) => {
    const puzzles = evenlySpaced(readPuzzleLines(file), count);
    expect(puzzles).toHaveLength(count);
    const before = searchesFromScratch;
    let expertSteps = 0;
    for (const puzzle of puzzles) {
      const remembered = analyse(analyzeWithMemory, puzzle);
      const fromScratch = analyse(analyzeFromScratch, puzzle);
      expect(remembered.status).toBe('conquer');
      expect(remembered).toEqual(fromScratch);
      expertSteps += remembered.steps.filter((step) => step.technique.includes('[')).length;
    }
    // The reference really ran its own searches, and the puzzles needed the full set's families.
    expect(searchesFromScratch - before).toBeGreaterThan(count * 10);
    expect(expertSteps).toBeGreaterThan(count / 2);
  });
});
