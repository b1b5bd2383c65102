/**
 * Siamese fish (HoDoKu's 03111 … 03221): two finned or sashimi fish of one digit on the same base
 * candidates that remove different candidates make one more step, removing what both remove.
 */

import { siameseFish } from '../../src/engine/analysis/siamese-fish';
import type { FoundStep } from '../../src/engine/analysis/types';

const BASE = [1, 7, 8, 37, 44, 71, 72];

function fish(hodoku: string, eliminations: [number, number][], cells = BASE): FoundStep {
  return { technique: 'FS', hodoku, cells, eliminations, placements: [] };
}

describe('siamese fish', () => {
  it('joins a finned and a sashimi swordfish on the same base into a siamese finned swordfish', () => {
    const finned = fish('0311', [
      [9, 5],
      [18, 5],
    ]);
    const sashimi = fish('0321', [[46, 5]]);
    expect(siameseFish('FS', [finned, sashimi])).toEqual([
      fish('03111', [
        [9, 5],
        [18, 5],
        [46, 5],
      ]),
    ]);
  });

  it('codes two sashimi fish as a siamese sashimi fish, and lists the same pair once', () => {
    const first = fish('0321', [[33, 1]]);
    const second = fish('0321', [[59, 1]], [...BASE].reverse());
    const again = fish('0321', [[33, 1]]);
    expect(siameseFish('FS', [first, second, again])).toEqual([
      fish('03211', [
        [33, 1],
        [59, 1],
      ]),
    ]);
  });

  it('joins nothing on other base cells, of another digit, or when one removes all the other does', () => {
    const first = fish('0311', [[9, 5]]);
    expect(siameseFish('FS', [first, fish('0311', [[18, 5]], [1, 7, 8, 37, 44, 71, 73])])).toEqual([]);
    expect(siameseFish('FS', [first, fish('0311', [[18, 4]])])).toEqual([]);
    expect(
      siameseFish('FS', [
        fish('0311', [
          [9, 5],
          [18, 5],
        ]),
        fish('0311', [[18, 5]]),
      ]),
    ).toEqual([]);
    expect(siameseFish('FX', [fish('0310', [[9, 5]]), fish('0310', [[18, 5]])])).toEqual([]);
  });
});
