/**
 * On a standard 9×9 geometry the generic analyser is the 9×9 analyser's loop (on the puzzle as
 * given, analyzeAsGiven and analyzeVariantAsGiven: both public entries run on a canonical form): the same steps (cell,
 * value, label, cumulative effort and removed candidates), the same A(n) and the same grade, on
 * corpus samples from easy to the hardest lists. This pins the variant modules' scan orders and
 * semantics to the 9×9 ones. The one documented difference: where every assumption stays open five
 * levels deep, the 9×9 analyser follows its assumptions with intersections, subsets and fish too
 * (techniques/assumption.ts) and the generic one goes on with its deep trial on singles
 * (techniques/assumption.ts, with the last resorts of other kinds): both conquer, with the same log up to that step.
 */

import { analyzeAsGiven } from '../../../src/engine/analysis/analyser';
import { standardGeometry } from '../../../src/engine/geometry';
import { analyzeVariantAsGiven } from '../../../src/engine/analysis/variant-analyser';
import { samplePuzzles } from '../../helpers/corpus';

const NINE = standardGeometry(9);

describe('the generic analyser on a standard 9×9 equals the 9×9 analyser', () => {
  const samples: [string, () => string[]][] = [
    ['mixed1000', () => samplePuzzles('rated/mixed1000.txt', 25)],
    ['top95', () => samplePuzzles('rated/top95.txt', 8)],
    ['tdoku hardest 1106', () => samplePuzzles('tdoku/puzzles6_forum_hardest_1106', 3)],
  ];
  for (const [name, puzzles] of samples) {
    test(name, () => {
      for (const puzzle of puzzles()) {
        const nine = analyzeAsGiven(puzzle, { now: () => 0 });
        const generic = analyzeVariantAsGiven(
          NINE,
          [...puzzle.slice(0, 81)].map((char) => (char >= '1' && char <= '9' ? Number(char) : 0)),
          { now: () => 0 },
        );
        expect(nine.status).toBe('conquer');
        expect(generic.status).toBe('conquer');
        const propagated = nine.steps.findIndex((step) =>
          step.assumptions?.some((trial) => trial.propagation !== 'singles'),
        );
        if (propagated >= 0) {
          expect(generic.steps.slice(0, propagated)).toEqual(nine.steps.slice(0, propagated));
          continue;
        }
        expect(generic.steps).toEqual(nine.steps);
        expect(generic.assumptions).toBe(nine.assumptions);
        expect(generic.grade).toEqual(nine.grade);
        expect(generic.techniqueCounts).toEqual(nine.techniqueCounts);
        expect(generic.solution?.join('')).toBe(nine.solution);
      }
    });
  }
});
