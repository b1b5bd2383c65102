/**
 * Steps HoDoKu lists joined: siamese fish (03111 … 03221), two finned or sashimi fish of one digit
 * on the same base candidates; dual kites (0404) through the same two box cells; dual empty
 * rectangles (0405) on the same box cells. Each pair that removes different candidates makes one
 * more step, removing what both remove.
 */

import { joinedSteps } from '../../src/engine/analysis/joined-steps';
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
    expect(joinedSteps('FS', [finned, sashimi])).toEqual([
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
    expect(joinedSteps('FS', [first, second, again])).toEqual([
      fish('03211', [
        [33, 1],
        [59, 1],
      ]),
    ]);
  });

  it('joins nothing on other base cells, of another digit, or when one removes all the other does', () => {
    const first = fish('0311', [[9, 5]]);
    expect(joinedSteps('FS', [first, fish('0311', [[18, 5]], [1, 7, 8, 37, 44, 71, 73])])).toEqual([]);
    expect(joinedSteps('FS', [first, fish('0311', [[18, 4]])])).toEqual([]);
    expect(
      joinedSteps('FS', [
        fish('0311', [
          [9, 5],
          [18, 5],
        ]),
        fish('0311', [[18, 5]]),
      ]),
    ).toEqual([]);
    expect(joinedSteps('FX', [fish('0310', [[9, 5]]), fish('0310', [[18, 5]])])).toEqual([]);
  });
});

describe('dual kites and empty rectangles', () => {
  const step = (technique: 'KITE' | 'ER', cells: number[], eliminations: [number, number][]): FoundStep => ({
    technique,
    hodoku: technique === 'KITE' ? '0401' : '0402',
    cells,
    eliminations,
    placements: [],
  });

  it('joins two kites through the same two box cells, of one digit or of two', () => {
    // r1c8=r1c3-r3c1=r6c1 and r3c9=r3c1-r1c3=r4c3: both through r1c3 and r3c1 (cells 2 and 18).
    const first = step('KITE', [7, 2, 18, 45], [[52, 1]]);
    const second = step('KITE', [26, 18, 2, 29], [[35, 1]]);
    expect(joinedSteps('KITE', [first, second])).toEqual([
      {
        ...first,
        hodoku: '0404',
        cells: [7, 2, 18, 45, 26, 29],
        eliminations: [
          [52, 1],
          [35, 1],
        ],
      },
    ]);
    const otherDigit = step('KITE', [26, 18, 2, 29], [[35, 9]]);
    expect(joinedSteps('KITE', [first, otherDigit])[0].eliminations).toEqual([
      [52, 1],
      [35, 9],
    ]);
    expect(joinedSteps('KITE', [first, step('KITE', [26, 18, 3, 29], [[35, 1]])])).toEqual([]);
  });

  it('joins two empty rectangles of one digit on the same box cells, their links apart', () => {
    const box = [2, 9, 10, 11];
    const first = step('ER', [...box, 13, 49], [[47, 2]]);
    const second = step('ER', [...box, 47, 49], [[13, 2]]);
    expect(joinedSteps('ER', [first, second])).toEqual([
      {
        ...first,
        hodoku: '0405',
        cells: [...box, 13, 49, 47],
        eliminations: [
          [47, 2],
          [13, 2],
        ],
      },
    ]);
    expect(joinedSteps('ER', [first, step('ER', [...box, 47, 49], [[13, 4]])])).toEqual([]);
  });
});
