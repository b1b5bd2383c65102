/**
 * The rating's fit (src/engine/rating/rating.ts), reproducible (a script, not a unit test). Each
 * by-rating puzzle is analysed once with the full technique set (whose path is the default
 * rating's, rating-path.ts); the rating is then a function of the techniques its steps used, its
 * assumptions and its effort, so the constants can be tried quickly:
 *
 *   value = max(difficulty of each technique used, each assumption's) + slope × ln(1 + effort)
 *
 * The technique difficulties and the slope are fitted by coordinate ascent on the Spearman
 * correlation with SE over each file's even lines only, starting from rating.ts's constants (L and C
 * share a difficulty, as do W and Y: an isomorph swaps them); the assumption's terms stay
 * rating.ts's (fitted with the model set on the even lines; the full path rarely needs A); the
 * scale line moves no rank. Printed: the constants the fit moved and, for rating.ts's constants and
 * the fitted ones, the correlation on the even lines and on the odd lines held out (all of them,
 * and up to 30 from each file as `npm run bench -- rating` reads them). rating.ts's technique
 * difficulties were first fitted on every fourth by-rating puzzle, which may have read odd lines;
 * this refit on the even lines alone is the check that their odd-line figure is a fair one.
 *
 * `npm run build:cli && node lib/bench/rating-fit.js [EVERY]` (EVERY: analyse every EVERY-th line
 * of each parity, for a quick look; default 1, about a minute of CPU per 10,000 puzzles).
 */

import { analyzePuzzle } from '../src/engine/analysis/analyser';
import {
  ASSUMPTION_TERMS,
  EFFORT_SLOPE,
  SCALE_FACTOR,
  SCALE_OFFSET,
  STEP_DIFFICULTY,
  assumptionDifficulty,
  onScale,
} from '../src/engine/rating/rating';
import { labelTokens } from '../src/engine/techniques/technique-codes';
import { type TechniqueLetter } from '../src/engine/analysis/types';
import { TECHNIQUE_CODES } from '../src/engine/techniques/registry';
import { byRatingPuzzles, onLines, type SeRatedPuzzle } from './by-rating';
import { spearman } from './statistics';

/** The codes fitted; a code's partner (an isomorph's view of the same step) shares its difficulty. */
const PARTNER: Partial<Record<TechniqueLetter, TechniqueLetter>> = { C: 'L', Y: 'W' };
const FITTED_CODES = TECHNIQUE_CODES.filter((code) => code !== 'A' && !PARTNER[code]);

/** What the rating reads of one puzzle's full-path analysis. */
interface Features {
  se: number;
  line: number;
  /** Indices into FITTED_CODES of the codes its steps used. */
  codes: number[];
  /** The hardest assumption's difficulty with rating.ts's terms (0 without one). */
  assumption: number;
  effort: number;
  conquered: boolean;
  /** rating.ts's rating, to check that the features reproduce it. */
  rating?: number;
}

function featuresOf(puzzle: SeRatedPuzzle): Features {
  const result = analyzePuzzle(puzzle.puzzle, { techniqueSet: 'full' });
  const used = new Set<number>();
  let assumption = 0;
  result.steps.forEach((step, i) => {
    for (const token of labelTokens(step.technique)) {
      const code = (PARTNER[token as TechniqueLetter] ?? token) as TechniqueLetter;
      if (code !== 'A') used.add(FITTED_CODES.indexOf(code));
    }
    for (const trial of step.assumptions ?? [])
      assumption = Math.max(assumption, assumptionDifficulty(trial, result.steps.length - i, ASSUMPTION_TERMS));
  });
  return {
    se: puzzle.se,
    line: puzzle.line,
    codes: [...used],
    assumption,
    effort: result.effort,
    conquered: result.status === 'conquer',
    rating: result.rating,
  };
}

interface Constants {
  difficulty: number[];
  slope: number;
}

/** A puzzle the full set does not conquer ranks above every rated one, as in `npm run verify`. */
const NOT_RATED = 1e9;

function valueOf(features: Features, constants: Constants): number {
  if (!features.conquered) return NOT_RATED;
  let hardest = features.assumption;
  for (const code of features.codes) hardest = Math.max(hardest, constants.difficulty[code]);
  return hardest + constants.slope * Math.log(1 + features.effort);
}

function correlation(sample: readonly Features[], constants: Constants): number {
  return spearman(
    sample.map((features) => valueOf(features, constants)),
    sample.map((features) => features.se),
  );
}

/** Coordinate ascent: each constant moved by ± a step while that raises the correlation, the steps halving. */
function fit(sample: readonly Features[], start: Constants): Constants {
  const current: Constants = { difficulty: [...start.difficulty], slope: start.slope };
  let best = correlation(sample, current);
  const tryMove = (set: (delta: number) => void, delta: number): boolean => {
    set(delta);
    const score = correlation(sample, current);
    if (score > best + 1e-6) {
      best = score;
      return true;
    }
    set(-delta);
    return false;
  };
  for (const step of [0.4, 0.2, 0.1]) {
    for (let improved = true; improved;) {
      improved = false;
      for (let code = 0; code < current.difficulty.length; code++) {
        const set = (delta: number): void => {
          current.difficulty[code] = Math.round((current.difficulty[code] + delta) * 10) / 10;
        };
        for (const delta of [step, -step]) while (tryMove(set, delta)) improved = true;
      }
      const setSlope = (delta: number): void => {
        current.slope = Math.round((current.slope + delta) * 100) / 100;
      };
      for (const delta of [step / 10, -step / 10]) while (tryMove(setSlope, delta)) improved = true;
    }
  }
  return current;
}

function main(): void {
  const every = Number(process.argv[2] ?? 1);
  const puzzles = byRatingPuzzles();
  const sampled = (parity: 0 | 1): Features[] =>
    onLines(puzzles, parity)
      .filter((_, i) => i % every === 0)
      .map(featuresOf);
  const started = process.cpuUsage();
  const even = sampled(0);
  const odd = sampled(1);
  const cpu = process.cpuUsage(started);
  console.log(
    `analysed ${even.length} even-line and ${odd.length} odd-line puzzles with the full set in ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU`,
  );

  const today: Constants = { difficulty: FITTED_CODES.map((code) => STEP_DIFFICULTY[code]), slope: EFFORT_SLOPE };
  const mismatched = [...even, ...odd].filter(
    (features) =>
      features.conquered && onScale(SCALE_OFFSET, SCALE_FACTOR, valueOf(features, today)) !== features.rating,
  );
  if (mismatched.length > 0)
    throw new Error(`the features do not reproduce rating.ts's rating on ${mismatched.length} puzzles`);

  const fitted = fit(even, today);
  const byPlace = new Map(odd.map((features) => [`${features.se} ${features.line}`, features]));
  const oddUpTo30 = onLines(puzzles, 1, 30).flatMap((puzzle) => byPlace.get(`${puzzle.se} ${puzzle.line}`) ?? []);
  const report = (name: string, constants: Constants): void =>
    console.log(
      `${name.padEnd(22)} even ${correlation(even, constants).toFixed(4)}  odd ${correlation(odd, constants).toFixed(4)}  odd, up to 30 a file (${oddUpTo30.length}) ${correlation(oddUpTo30, constants).toFixed(4)}`,
    );
  console.log('Spearman with SE:');
  report("rating.ts's constants", today);
  report('fitted on even lines', fitted);
  const changed = FITTED_CODES.flatMap((code, i) =>
    fitted.difficulty[i] !== today.difficulty[i] ? [`${code} ${today.difficulty[i]} → ${fitted.difficulty[i]}`] : [],
  );
  console.log(
    `fitted: slope ${today.slope} → ${fitted.slope}; ${changed.length ? changed.join(', ') : 'no difficulty moved'}`,
  );
}

main();
