/**
 * The rating (src/engine/rating/rating.ts) against SukakuExplainer's own ratings: the Sudoku Exchange
 * by-rating fixtures (10 puzzles each at SE 2.5, 4.0, 6.6, 7.1, 8.3, 8.5) and the exactly rated
 * rows of the mixed1000 fixture, and the formula's properties on made-up logs (harder step, more
 * effort, deeper assumption: higher rating).
 */

import * as fs from 'fs';
import * as path from 'path';
import { analyzePuzzle, type AnalyseOptions } from '../../src/engine/analysis/analyser';
import { ratingOf } from '../../src/engine/rating/rating';
import type { LoggedStep, TechniqueSet } from '../../src/engine/analysis/types';
import { spearman } from '../../bench/statistics';
import { DATA_DIR, readDataLines, readPuzzleLines } from '../helpers/corpus';

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
  return {
    n: 1,
    row: 1,
    col: 1,
    value: 1,
    technique,
    elapsedMs: 0,
    effort,
    eliminated: [],
    ...(assumptions ? { assumptions } : {}),
  };
}

describe('rating', () => {
  it('has SE rating fixtures from easy to very hard', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(5);
    expect(FILES[0].se).toBeLessThan(3);
    expect(FILES[FILES.length - 1].se).toBeGreaterThan(8);
  });

  it.each<TechniqueSet>(['full', 'model'])(
    "with the %s set: on SE's scale, and harder SE files rate higher in median",
    (techniqueSet) => {
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
    },
    60_000,
  );

  it("grows with the hardest step, with the effort, and with an assumption's work", () => {
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

  /** Every fixture puzzle with an exact SE rating: the by-rating files and mixed1000_meta.csv's rated rows, each once. */
  function seRated(): { puzzle: string; se: number }[] {
    const rated = new Map<string, number>();
    for (const { file, se } of FILES)
      for (const puzzle of readPuzzleLines(`${BY_RATING}/${file}`)) rated.set(puzzle, se);
    for (const row of readDataLines('rated/mixed1000_meta.csv').slice(1)) {
      const fields = row.split(',');
      if (fields[3] !== '') rated.set(fields[1], Number(fields[3]));
    }
    return [...rated].map(([puzzle, se]) => ({ puzzle, se }));
  }

  // Floors a little under what the whole by-rating set gives (npm run verify: the model path's own
  // 0.905, full 0.944; this sample spans SE 2.5–9.3 and gives 0.923 and 0.954), above HoDoKu's
  // score (0.874 on mixed1000): a rating that fell back to the grade or lost its assumption terms
  // would fail them. The model set's default rating, by the full path (rating-path.ts), is the full
  // set's rating: its floor, and above the model path's own 0.923 here, so a rating that fell back
  // to the model path fails it; the standard rating (the patterns path) keeps the model path's floor.
  it.each<[string, AnalyseOptions, number]>([
    ['the model set (its default rating, by the full path)', {}, 0.94],
    ['the full set', { techniqueSet: 'full' }, 0.94],
    ['the model set, its own path', { ratingPath: 'chosen' }, 0.91],
    ['the model set, the standard rating', { ratingPath: 'patterns' }, 0.91],
  ])(
    "with %s follows SE on the fixtures' exactly rated puzzles: Spearman above %d, and above the grade's",
    (_name, options, floor) => {
      const rated = seRated();
      expect(rated.length).toBeGreaterThanOrEqual(100);
      const results = rated.map(({ puzzle }) => analyzePuzzle(puzzle, options));
      const se = rated.map((r) => r.se);
      const byRating = spearman(
        results.map((r) => r.rating as number),
        se,
      );
      expect(byRating).toBeGreaterThan(floor);
      expect(byRating).toBeGreaterThan(
        spearman(
          results.map((r) => r.grade?.level as number),
          se,
        ),
      );
    },
    60_000,
  );

  it('rates every puzzle the model set needs A for above every puzzle it solves with singles only', () => {
    // Sudoku Exchange's easy and medium buckets (SE < 2.5) and its SE 6.6+ files (SE's chains).
    const easy = ['easy', 'medium'].flatMap((bucket) =>
      readPuzzleLines(`sudoku-exchange/with-solutions/${bucket}_puzzle_and_solution.txt`),
    );
    const hard = FILES.filter(({ se }) => se >= 6.6).flatMap(({ file }) => readPuzzleLines(`${BY_RATING}/${file}`));
    const singlesOnly = easy
      .map((puzzle) => analyzePuzzle(puzzle))
      .filter((r) => r.steps.every((s) => /^[BLCM]$/.test(s.technique)));
    const assumed = hard
      .map((puzzle) => analyzePuzzle(puzzle))
      .filter((r) => r.steps.some((s) => s.technique.includes('A')));
    expect(singlesOnly.length).toBeGreaterThanOrEqual(25);
    expect(assumed.length).toBeGreaterThanOrEqual(30);
    const easiestAssumed = Math.min(...assumed.map((r) => r.rating as number));
    for (const r of singlesOnly) expect(r.rating).toBeLessThan(easiestAssumed);
  }, 60_000);
});
