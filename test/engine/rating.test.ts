/**
 * The rating (src/engine/rating.ts) against SukakuExplainer's own ratings: the Sudoku Exchange
 * by-rating fixtures (10 puzzles each at SE 2.5, 4.0, 6.6, 7.1, 8.3, 8.5), and the formula's
 * properties on made-up logs (harder step, more effort, deeper assumption: higher rating).
 */

import * as fs from 'fs';
import * as path from 'path';
import { analyzePuzzle } from '../../src/engine/analyser';
import { ratingOf } from '../../src/engine/rating';
import type { LoggedStep, TechniqueSet } from '../../src/engine/types';
import { DATA_DIR, readPuzzleLines } from '../helpers/corpus';

const BY_RATING = 'sudoku-exchange/by-rating';
const FILES = fs
  .readdirSync(path.join(DATA_DIR, BY_RATING))
  .map((file) => ({ file, se: Number(file.replace(/\.txt$/, '')) }))
  .sort((a, b) => a.se - b.se);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function ratings(file: string, techniqueSet: TechniqueSet): number[] {
  return readPuzzleLines(`${BY_RATING}/${file}`).map((puzzle) => {
    const result = analyzePuzzle(puzzle, { techniqueSet });
    expect(result.status).toBe('conquer');
    return result.rating as number;
  });
}

function step(technique: string, effort: number, assumptions?: LoggedStep['assumptions']): LoggedStep {
  return { n: 1, row: 1, col: 1, value: 1, technique, elapsedMs: 0, effort, eliminated: [], ...(assumptions ? { assumptions } : {}) };
}

describe('rating', () => {
  it('has SE rating fixtures from easy to very hard', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(5);
    expect(FILES[0].se).toBeLessThan(3);
    expect(FILES[FILES.length - 1].se).toBeGreaterThan(8);
  });

  it.each<TechniqueSet>(['full', 'model'])('with the %s set: on SE\'s scale, and harder SE files rate higher in median', (techniqueSet) => {
    const medians = FILES.map(({ file, se }) => {
      const rated = ratings(file, techniqueSet);
      for (const rating of rated) {
        expect(rating).toBeGreaterThanOrEqual(1);
        expect(rating).toBeLessThanOrEqual(12);
      }
      return { se, median: median(rated) };
    });
    for (let i = 1; i < medians.length; i++) {
      if (medians[i].se - medians[i - 1].se >= 1) expect(medians[i].median).toBeGreaterThan(medians[i - 1].median);
    }
    // The full set's chains are what SE rates: its medians lie within one point of SE's.
    if (techniqueSet === 'full') for (const { se, median: m } of medians) expect(Math.abs(m - se)).toBeLessThan(1);
  }, 60_000);

  it('grows with the hardest step, with the effort, and with an assumption\'s work', () => {
    const xWing = ratingOf([step('B', 1), step('PL', 10)], 10);
    const chain = ratingOf([step('B', 1), step('[XYC]L', 10)], 10);
    expect(chain).toBeGreaterThan(xWing);
    expect(ratingOf([step('B', 1), step('PL', 10)], 100)).toBeGreaterThan(xWing);
    const shallow = ratingOf([step('AB', 10, [{ depth: 1, propagation: 'singles', scarcity: 1, routeCells: 9 }])], 10);
    const deep = ratingOf([step('AB', 10, [{ depth: 4, propagation: 'singles', scarcity: 3, routeCells: 30 }])], 10);
    expect(deep).toBeGreaterThan(shallow);
    // A singles-only puzzle sits at SE's bottom, an X-Wing puzzle in SE's 3s.
    expect(ratingOf([step('B', 1)], 40)).toBeLessThan(2);
    expect(xWing).toBeGreaterThan(2);
  });
});
