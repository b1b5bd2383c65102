import { combinedPreset, latticeFill } from '../../../src/engine/geometry';
import { createRandom } from '../../../src/engine/core/random';
import { referenceSolve } from '../../helpers/variant-reference';
import { referenceSolveByUnits } from '../../helpers/variant-reference-units';

describe('the by-units reference solver agrees with the plain reference', () => {
  it('on butterfly puzzles with many givens taken away: same count up to two, same solution when unique', () => {
    const geometry = combinedPreset('butterfly');
    const random = createRandom(4);
    for (let trial = 0; trial < 12; trial++) {
      const full = latticeFill(geometry, random);
      const keep = 0.35 + trial * 0.02;
      const puzzle = Array.from(full, (value) => (random.next() < keep ? value : 0));
      const plain = referenceSolve(geometry, puzzle, 2);
      const byUnits = referenceSolveByUnits(geometry, puzzle, 2);
      expect(byUnits.count).toBe(plain.count);
      if (plain.count === 1) expect(byUnits.solution).toEqual(plain.solution);
    }
  });

  it('finds no solution for clashing givens', () => {
    const geometry = combinedPreset('butterfly');
    const puzzle = new Array<number>(geometry.cellCount).fill(0);
    puzzle[0] = 5;
    puzzle[1] = 5;
    expect(referenceSolveByUnits(geometry, puzzle).count).toBe(0);
  });
});
