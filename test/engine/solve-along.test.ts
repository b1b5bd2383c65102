/**
 * The figures of a solve-along session (SPEC §14) on synthetic logs whose answers are planted:
 * a person who takes exactly k seconds per effort unit, entries in the analyser's order or its
 * reverse, wrong entries and erasures. The expected values come from the plant, not from the code.
 */

import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import {
  compareSession,
  fitThroughOrigin,
  labelTier,
  rankCorrelation,
  type SessionEntry,
} from '../../src/engine/analysis/solve-along';
import { TECHNIQUES } from '../../src/engine/techniques/registry';
import { labelLetters } from '../../src/engine/techniques/technique-codes';
import type { LoggedStep } from '../../src/engine/analysis/types';
import { EASY_PUZZLE } from '../helpers/easy-puzzle';
import { uniqueSolution } from '../helpers/oracle';

const analysis = analyzePuzzle(EASY_PUZZLE);
const solution = uniqueSolution(EASY_PUZZLE);
const steps = analysis.steps;
/** Each step's own effort, from the cumulative column. */
const stepEffort = (step: LoggedStep, i: number, all: readonly LoggedStep[]) =>
  step.effort - (i === 0 ? 0 : all[i - 1].effort);

/** A person who takes `factor` seconds per effort unit, times `wobble(i)` on entry i, placing the steps in the given order. */
function plantedLog(order: readonly LoggedStep[], factor: number, wobble = (_: number) => 1): SessionEntry[] {
  let seconds = 0;
  return order.map((step, i) => {
    seconds += factor * stepEffort(step, steps.indexOf(step), steps) * wobble(i);
    return { seconds, row: step.row, col: step.col, value: Number(solution[(step.row - 1) * 9 + step.col - 1]) };
  });
}

describe('solve-along figures', () => {
  it('the analysis is a conquer with every placement right (the plant relies on it)', () => {
    expect(analysis.status).toBe('conquer');
    for (const step of steps) expect(String(step.value)).toBe(solution[(step.row - 1) * 9 + step.col - 1]);
  });

  it('recovers a planted factor exactly when the person follows the model', () => {
    const figures = compareSession({ solution, steps }, plantedLog(steps, 7.5));
    expect(figures.secondsPerEffort).toBeCloseTo(7.5, 9);
    expect(figures.entries).toBe(steps.length);
    expect(figures.wrong).toBe(0);
    expect(figures.order).toBe(1);
  });

  it('recovers a planted factor through symmetric noise', () => {
    const figures = compareSession(
      { solution, steps },
      plantedLog(steps, 4, (i) => (i % 2 === 0 ? 1.2 : 0.8)),
    );
    expect(Math.abs((figures.secondsPerEffort ?? 0) - 4) / 4).toBeLessThan(0.05);
  });

  it('the reverse order correlates -1 with the analyser', () => {
    expect(compareSession({ solution, steps }, plantedLog([...steps].reverse(), 3)).order).toBe(-1);
  });

  it('per tier: the person is the planted multiple of the model', () => {
    // Twice as slow on every placement of a non-basic step, plain on basic ones.
    const slowTiers = (i: number) => (labelTier(steps[i].technique) === 'basic' ? 1 : 2);
    const figures = compareSession({ solution, steps }, plantedLog(steps, 5, slowTiers));
    const factor = figures.secondsPerEffort ?? 0;
    // Counted by hand from the registry's tiers.
    const expected: Record<string, { entries: number; seconds: number; effort: number }> = {};
    steps.forEach((step, i) => {
      const tiers = labelLetters(step.technique).map((letter) => TECHNIQUES[letter].tier);
      const tier = ['super', 'expert', 'advanced', 'intermediate', 'basic'].find((name) =>
        tiers.includes(name as never),
      ) as string;
      const each = (expected[tier] ??= { entries: 0, seconds: 0, effort: 0 });
      each.entries++;
      each.effort += stepEffort(step, i, steps);
      each.seconds += 5 * stepEffort(step, i, steps) * slowTiers(i);
    });
    expect(Object.keys(figures.tiers).sort()).toEqual(Object.keys(expected).sort());
    for (const [tier, each] of Object.entries(expected)) {
      const figure = figures.tiers[tier as keyof typeof figures.tiers]!;
      expect(figure.entries).toBe(each.entries);
      expect(figure.seconds).toBeCloseTo(each.seconds, 6);
      expect(figure.modelSeconds).toBeCloseTo(each.effort * factor, 6);
    }
  });

  it('wrong entries and erasures add time but no effort; a cell counts once', () => {
    const [first, second] = steps;
    const right = (step: LoggedStep) => Number(solution[(step.row - 1) * 9 + step.col - 1]);
    const wrongDigit = (right(first) % 9) + 1;
    const log: SessionEntry[] = [
      { seconds: 10, row: first.row, col: first.col, value: wrongDigit },
      { seconds: 12, row: first.row, col: first.col, value: 0 },
      { seconds: 20, row: first.row, col: first.col, value: right(first) },
      { seconds: 25, row: first.row, col: first.col, value: 0 },
      { seconds: 30, row: first.row, col: first.col, value: right(first) },
      { seconds: 40, row: second.row, col: second.col, value: right(second) },
    ];
    const figures = compareSession({ solution, steps }, log);
    expect(figures.rows.map((row) => row.verdict)).toEqual([
      'wrong',
      'erased',
      'correct',
      'erased',
      'correct',
      'correct',
    ]);
    expect(figures.rows.map((row) => row.placement)).toEqual([false, false, true, false, false, true]);
    expect(figures.wrong).toBe(1);
    const e1 = stepEffort(first, 0, steps);
    const e2 = stepEffort(second, 1, steps);
    expect(figures.rows.map((row) => row.cumulativeEffort)).toEqual(
      [0, 0, e1, e1, e1, e1 + e2].map((x) => expect.closeTo(x, 9)),
    );
    expect(figures.rows.map((row) => row.secondsTaken)).toEqual([10, 2, 8, 5, 5, 10]);
    expect(figures.rows[2].step).toBe(1);
    expect(figures.rows[2].technique).toBe(first.technique);
  });

  it('least squares through the origin and the rank correlation on hand-worked numbers', () => {
    // y = 2x exactly, then points whose best slope is (1·1 + 2·3) / (1 + 4) = 1.4.
    expect(fitThroughOrigin([1, 2, 3], [2, 4, 6])).toBe(2);
    expect(fitThroughOrigin([1, 2], [1, 3])).toBeCloseTo(1.4, 12);
    expect(fitThroughOrigin([0, 0], [1, 2])).toBeNull();
    // Ranks 1 3 2 against 1 2 3: Σd² = 2, 1 - 12/24 = 0.5.
    expect(rankCorrelation([10, 30, 20])).toBe(0.5);
    expect(rankCorrelation([5])).toBeNull();
  });
});
