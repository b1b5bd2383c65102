import { PuzzleError } from '../../../src/engine/core/errors';
import {
  GA_DEFAULTS,
  GA_VARIANTS,
  MAX_FITNESS,
  RECOMMENDED_RESTART_AFTER,
  solveWithGa,
  startGa,
} from '../../../src/engine/ga';
import type { GaProgress, GaResult } from '../../../src/engine/ga';
import { checkSolution } from '../../../src/engine/board/rules';
import { uniqueSolution } from '../../helpers/oracle';
import { boxPermutationProblem, digitsOf, gaBenchPuzzles, naiveFitness } from './ga-truth';

const BENCH = gaBenchPuzzles();
const BEGINNER = BENCH.find((entry) => entry.level === 'beginner')!.puzzle;

describe('solveWithGa', () => {
  it('a solved run returns the unique solution: it passes the rule check and keeps every given', () => {
    const givens = digitsOf(BEGINNER);
    const result = solveWithGa(givens, { seed: 1, generations: 2000, restartAfter: RECOMMENDED_RESTART_AFTER });
    expect(result.solved).toBe(true);
    expect(result.bestFitness).toBe(MAX_FITNESS);
    expect(checkSolution(givens, result.best).ok).toBe(true);
    expect(Array.from(result.best).join('')).toBe(uniqueSolution(BEGINNER));
    expect(result.history.best[result.generations]).toBe(MAX_FITNESS);
  });

  it.each(GA_VARIANTS)(
    'variant %s: the best individual keeps its boxes and givens, and its fitness is the recounted one',
    (variant) => {
      const givens = digitsOf(BENCH[4].puzzle);
      const result = solveWithGa(givens, { seed: 7, generations: 150, population: 40, variant });
      expect(boxPermutationProblem(result.best, givens)).toBeUndefined();
      expect(result.bestFitness).toBe(naiveFitness(result.best));
      expect(result.solved).toBe(result.bestFitness === MAX_FITNESS);
      if (result.solved) expect(checkSolution(givens, result.best).ok).toBe(true);
    },
  );

  it('the same seed gives the same run; another seed another run', () => {
    const givens = digitsOf(BENCH[5].puzzle);
    const options = { generations: 200, population: 50 };
    const first = solveWithGa(givens, { ...options, seed: 'same' });
    const again = solveWithGa(givens, { ...options, seed: 'same' });
    const other = solveWithGa(givens, { ...options, seed: 'other' });
    expect(again.generations).toBe(first.generations);
    expect(Array.from(again.best)).toEqual(Array.from(first.best));
    expect(Array.from(again.history.mean)).toEqual(Array.from(first.history.mean));
    expect(Array.from(other.history.mean)).not.toEqual(Array.from(first.history.mean));
  });

  it('keeps a history of best and mean fitness per generation: the best never falls, the mean never exceeds it', () => {
    const result = solveWithGa(digitsOf(BENCH[4].puzzle), { seed: 3, generations: 300, population: 30 });
    const { best, mean } = result.history;
    expect(best.length).toBe(result.generations + 1);
    expect(mean.length).toBe(result.generations + 1);
    for (let g = 1; g < best.length; g++) expect(best[g]).toBeGreaterThanOrEqual(best[g - 1]);
    for (let g = 0; g < best.length; g++) expect(mean[g]).toBeLessThanOrEqual(best[g] + 1e-4);
    expect(best[best.length - 1]).toBe(result.bestFitness);
  });

  it('reports progress every progressEvery generations and at the end, and stops when cancelled', () => {
    const seen: GaProgress[] = [];
    const signal = { aborted: false };
    const result = solveWithGa(digitsOf(BENCH[4].puzzle), {
      seed: 5,
      population: 20,
      generations: 100000,
      progressEvery: 10,
      signal,
      onProgress: (progress) => {
        seen.push(progress);
        if (progress.generation >= 50) signal.aborted = true;
      },
    });
    expect(result.cancelled).toBe(true);
    expect(result.solved).toBe(false);
    expect(result.generations).toBe(50);
    expect(seen.map((progress) => progress.generation)).toEqual([10, 20, 30, 40, 50]);
    seen.forEach((progress) => expect(progress.bestFitness).toBe(result.history.best[progress.generation]));
  });

  it('restartAfter draws a fresh population once the best has not risen for that many generations', () => {
    const givens = digitsOf(BENCH[4].puzzle);
    const options = { seed: 11, generations: 400, population: 30 };
    const plain = solveWithGa(givens, { ...options, variant: 'paper' });
    const restarting = solveWithGa(givens, { ...options, restartAfter: 25 });
    // A fresh population scores about as low as the first one; an evolved one far higher.
    const freshLevel = (mean: Float32Array) => mean[0] + 5;
    const lowAfterStart = (mean: Float32Array) =>
      Array.from(mean)
        .slice(50)
        .filter((value) => value <= freshLevel(mean)).length;
    expect(lowAfterStart(plain.history.mean)).toBe(0);
    expect(lowAfterStart(restarting.history.mean)).toBeGreaterThan(0);
    expect(boxPermutationProblem(restarting.best, givens)).toBeUndefined();
  });

  it('the default is the improved GA: the paper’s GA restarting after 100 generations without progress; the paper’s never restarts', () => {
    const givens = digitsOf(BENCH[4].puzzle);
    const options = { seed: 5, generations: 600, population: 30 };
    const byDefault = solveWithGa(givens, options);
    expect(byDefault).toEqual(solveWithGa(givens, { ...options, variant: 'paper', restartAfter: 100 }));
    expect(byDefault).toEqual(solveWithGa(givens, { ...options, variant: 'improved' }));
    expect(solveWithGa(givens, { ...options, variant: 'paper' })).toEqual(
      solveWithGa(givens, { ...options, variant: 'improved', restartAfter: 0 }),
    );
    // The improved run restarted: after its first 100 generations its mean fitness falls back to a fresh population's.
    const fresh = byDefault.history.mean[0] + 5;
    expect(
      Array.from(byDefault.history.mean)
        .slice(100)
        .some((mean) => mean <= fresh),
    ).toBe(true);
  });

  it('a grid already complete is solved by the first population', () => {
    const solution = uniqueSolution(BEGINNER);
    const result = solveWithGa(digitsOf(solution), { seed: 1 });
    expect(result).toMatchObject({ solved: true, generations: 0, bestFitness: MAX_FITNESS });
  });

  it('refuses clashing givens with a PuzzleError naming the cells, and bad settings with one naming the setting', () => {
    const clash = digitsOf(`55${'.'.repeat(79)}`);
    expect(() => solveWithGa(clash)).toThrow(PuzzleError);
    try {
      solveWithGa(clash);
    } catch (error) {
      expect((error as PuzzleError).cells).toEqual([
        [1, 1],
        [1, 2],
      ]);
    }
    expect(() => solveWithGa(digitsOf(BEGINNER).slice(0, 80))).toThrow(/has 80 cells, not 81/);
    const badValue = digitsOf(BEGINNER);
    badValue[10] = 12;
    expect(() => solveWithGa(badValue)).toThrow('The puzzle holds 12 at (2,2), not a whole number from 0 to 9.');
    expect(() => solveWithGa(digitsOf(BEGINNER), { population: 1 })).toThrow(PuzzleError);
    expect(() => solveWithGa(digitsOf(BEGINNER), { population: 1 })).toThrow(
      /population should be a whole number from 2 to 100000, not 1/,
    );
    expect(() => solveWithGa(digitsOf(BEGINNER), { mutationRate: 1.5 })).toThrow(/mutationRate/);
    expect(GA_DEFAULTS).toEqual({ population: 150, generations: 20000, crossoverRate: 0.3, mutationRate: 0.3 });
  });
});

describe('startGa, the step-wise run', () => {
  const givens = digitsOf(BENCH[4].puzzle);
  const options = { seed: 21, generations: 300, population: 30, restartAfter: 40, progressEvery: 7 };

  function recorded(drive: (progress: GaProgress[]) => GaResult): { result: GaResult; progress: GaProgress[] } {
    const progress: GaProgress[] = [];
    return { result: drive(progress), progress };
  }

  it.each([1, 7, 64, 299])(
    'taken %i generations at a time is solveWithGa’s run for the same seed: history, best grid and progress reports',
    (chunk) => {
      const whole = recorded((progress) =>
        solveWithGa(givens, { ...options, onProgress: (each) => progress.push(each) }),
      );
      const stepped = recorded((progress) => {
        const run = startGa(givens, { ...options, onProgress: (each) => progress.push(each) });
        let calls = 0;
        while (!run.step(chunk)) calls++;
        expect(calls).toBe(Math.ceil(options.generations / chunk) - 1);
        return run.finish();
      });
      expect(whole.result.generations).toBe(options.generations);
      expect(stepped.result).toEqual(whole.result);
      expect(Buffer.from(stepped.result.history.mean.buffer)).toEqual(Buffer.from(whole.result.history.mean.buffer));
      expect(stepped.progress).toEqual(whole.progress);
    },
  );

  it('finished after k generations, the run is cancelled with the history of generations 0…k, the prefix of the whole run’s', () => {
    const whole = solveWithGa(givens, options);
    const run = startGa(givens, options);
    run.step(25);
    run.step(12);
    expect(run.generation).toBe(37);
    const partial = run.finish();
    expect(partial).toMatchObject({ cancelled: true, solved: false, generations: 37, seed: whole.seed });
    expect(partial.history.best.length).toBe(38);
    expect(Array.from(partial.history.best)).toEqual(Array.from(whole.history.best.slice(0, 38)));
    expect(Array.from(partial.history.mean)).toEqual(Array.from(whole.history.mean.slice(0, 38)));
    expect(partial.bestFitness).toBe(naiveFitness(partial.best));
    expect(partial.bestFitness).toBe(partial.history.best[37]);
    expect(boxPermutationProblem(partial.best, givens)).toBeUndefined();
  });

  it('stops stepping at the generation limit and when solved, and is then not cancelled', () => {
    const limited = startGa(givens, { ...options, generations: 10 });
    expect(limited.step(100)).toBe(true);
    expect(limited.generation).toBe(10);
    expect(limited.finish()).toMatchObject({ cancelled: false, generations: 10 });
    const solving = startGa(digitsOf(BEGINNER), {
      seed: 1,
      generations: 2000,
      restartAfter: RECOMMENDED_RESTART_AFTER,
    });
    while (!solving.step(10));
    const solved = solving.finish();
    expect(solved).toMatchObject({ solved: true, cancelled: false });
    expect(Array.from(solved.best).join('')).toBe(uniqueSolution(BEGINNER));
  });
});
