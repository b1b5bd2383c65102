/**
 * Issue 34, item 3: one reading of a technique list for every kind. "[XYW]" is XY-Wing on the 9×9
 * and on every other kind; a code a kind's analysis lacks ([ALS] on other kinds so far) is refused
 * by name instead of being read as letters (as a second parser once read [XYW] as X, Y and W) or
 * dropped.
 */

import { enabledLetters } from '../../src/engine/analysis/analysis-techniques';
import { isPuzzleError } from '../../src/engine/core/errors';
import { switchesForOtherKinds } from '../../src/engine/techniques/technique-codes';
import { analyzeVariant, variantCandidatesAtStep } from '../../src/engine/analysis/variant-analyser';
import { variantHintFor } from '../../src/engine/analysis/variant-hints';
import { engineFixtureSets, engineFixtures } from '../helpers/variant-fixtures';

/** The message of the PuzzleError `call` throws (fails when it throws nothing or something else). */
function refusal(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    expect(error.kind).toBe('bad-input');
    return error.message;
  }
  throw new Error('nothing was refused');
}

describe('[XYW] is XY-Wing on every kind', () => {
  it('on the 9×9 it enables XY-Wing, and X, Y and W only when written as letters', () => {
    expect([...enabledLetters('BLCM[XYW]')]).toEqual(['B', 'L', 'C', 'M', 'XYW']);
    expect([...enabledLetters('BLCMXYW')]).toEqual(['B', 'L', 'C', 'M', 'X', 'Y', 'W']);
  });

  // One fixture set per kind and size the engine fixtures hold.
  const sets = engineFixtureSets();

  it.each(sets)(
    '%s: the analysis, its candidates and its hint refuse [ALS], naming the technique and the kind, and take [XYW]',
    (set) => {
      const [{ geometry, puzzle }] = engineFixtures(set);
      const where = `not available on ${geometry.kind} puzzles yet`;
      for (const call of [
        () => analyzeVariant(geometry, puzzle, { techniques: 'BLCEM[XYW][ALS]' }),
        () => variantCandidatesAtStep(geometry, puzzle, 1, { techniques: 'BLCEM[XYW][ALS]' }),
        () => variantHintFor(geometry, puzzle, puzzle, { techniques: 'blcem[xyw][als]' }),
      ]) {
        const message = refusal(call);
        expect(message).toContain('[ALS] (ALS-XZ)');
        expect(message).not.toContain('(XY-Wing)');
        expect(message).toContain(where);
      }
      expect(variantCandidatesAtStep(geometry, puzzle, 1, { techniques: 'BLCEM[XYW]' })).toHaveLength(
        geometry.cellCount,
      );
    },
  );

  it.each(sets)(
    '%s: X, Y and W as letters are the intersections, and every step uses only the letters named',
    (set) => {
      const [{ geometry, puzzle }] = engineFixtures(set);
      const result = analyzeVariant(geometry, puzzle, { techniques: 'BLCEMXYW' });
      expect(result.status).not.toBe('invalid');
      for (const step of result.steps) expect(step.technique).toMatch(/^[BLCEMXYW]+$/);
    },
  );

  it('names every code its kind lacks', () => {
    const [{ geometry, puzzle }] = engineFixtures('windoku-9');
    const message = refusal(() => analyzeVariant(geometry, puzzle, { techniques: 'B[SDC]M[XYW][ALS]' }));
    expect(message).toContain('names [ALS] (ALS-XZ), which is not available on windoku puzzles yet');
  });
});

describe("the pane's switches on other kinds", () => {
  it('keep the model letters, leave E on (it has no switch), and do not pass the full set on', () => {
    expect(switchesForOtherKinds(undefined)).toBeUndefined();
    expect(switchesForOtherKinds('BLCMV[XYW][SKY]')).toBe('BLCMVE');
  });
});
