/**
 * number-text.ts against Intl (an implementation of its own): the same text for whole numbers and
 * for one decimal, over fast-check's doubles within the range where String() writes plain digits.
 */

import fc from 'fast-check';
import { groupedNumber, oneDecimal } from '../../src/engine/core/number-text';
import { PuzzleError } from '../../src/engine/core/errors';

const byIntl = (value: number, decimals: number) =>
  value.toLocaleString('en', {
    maximumFractionDigits: decimals,
    roundingMode: 'halfExpand',
  } as Intl.NumberFormatOptions);

describe('numbers in messages', () => {
  it('groups whole numbers as Intl does', () => {
    for (const value of [0, 7, 999, 1000, 65_536, 1_048_576, 50_000, -1234, 123_456_789])
      expect(groupedNumber(value)).toBe(byIntl(value, 0));
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (value) => groupedNumber(value) === byIntl(value, 0),
      ),
    );
  });

  it('writes at most one decimal as Intl does', () => {
    for (const [value, text] of [
      [64, '64'],
      [2000.46, '2,000.5'],
      [1.04, '1'],
      [0.25, '0.3'],
      [-3.5, '-3.5'],
    ] as const)
      expect(oneDecimal(value)).toBe(text);
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 9 }), (whole, tenth) => {
        const value = whole + (Math.sign(whole || 1) * tenth) / 10;
        return oneDecimal(value) === byIntl(value, 1);
      }),
    );
  });

  it('answers what is no number with a PuzzleError, and leaves huge numbers to String()', () => {
    for (const bad of [NaN, Infinity, '12', undefined]) {
      expect(() => groupedNumber(bad as number)).toThrow(PuzzleError);
      expect(() => oneDecimal(bad as number)).toThrow(PuzzleError);
    }
    expect(groupedNumber(1e21)).toBe('1e+21');
  });
});
