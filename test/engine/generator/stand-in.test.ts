/**
 * The stand-in search (src/engine/generator/stand-in.ts), driven directly: its puzzle counts as
 * found when it lies on the target, not only as the closest. generate.test.ts covers the common
 * case through both entry points (a missed Beginner target still ends with the closest puzzle).
 */

import { analyzePuzzle } from '../../../src/engine/analysis/analyser';
import { generateFullGrid } from '../../../src/engine/board/fullgrid';
import { gradeFromLevel } from '../../../src/engine/analysis/grade';
import { patternCells, patternToString } from '../../../src/engine/generator/pattern';
import { SearchWithStandIn } from '../../../src/engine/generator/stand-in';
import { digitsToString, type Digits } from '../../../src/engine/board/grid';
import { createRandom } from '../../../src/engine/core/random';
import type { AnalysisResult } from '../../../src/engine/analysis/types';
import { parsePatternFile } from '../../../src/io/pattern-file';
import { readDataText } from '../../helpers/corpus';
import { solveReference } from '../../helpers/solver-reference';

const NO_2 = parsePatternFile(readDataText('../../samples/Pattern500.txt'))[1].pattern!;

describe('the stand-in search', () => {
  it("returns the default search's puzzle as found when it lies on the target", () => {
    // An analyser that calls every conquered puzzle Beginner puts the default search's first
    // puzzle on a Beginner target; the Beginner climb itself meets no unique puzzle on No.2 in
    // this many readings (generate.test.ts), so without that rule the run would end empty.
    const analyse = (puzzle: Digits): AnalysisResult => {
      const analysis = analyzePuzzle(puzzle);
      return analysis.status === 'conquer' ? { ...analysis, grade: gradeFromLevel(1) } : analysis;
    };
    let readings = 0;
    const now = () => readings++;
    const config = {
      cells: patternCells(NO_2),
      target: { min: 1, max: 1 },
      random: createRandom(1),
      analyse,
      fullGrid: generateFullGrid,
    };
    const search = new SearchWithStandIn(config, 0, 500);
    expect(search.run(100_000, now)).toBe(true);
    expect(readings).toBeLessThan(100_000);
    const found = search.found!;
    expect(found.distance).toBe(0);
    const givens = Array.from(found.puzzle);
    expect(givens.map((digit) => (digit ? 'X' : '.')).join('')).toBe(patternToString(NO_2));
    const reference = solveReference(givens, 2);
    expect(reference.count).toBe(1);
    expect(found.analysis.solution).toBe(digitsToString(reference.solutions[0]));
  });
});
