import { analyzePuzzle } from '../../src/engine/analyser';
import { hintFor } from '../../src/engine/hints';
import { analysisStrings } from '../../src/taskpane/analysis-strings';
import { readPuzzleLines } from '../helpers/corpus';

const UNIT_JA: Record<string, string> = { row: '行', column: '列', box: 'ブロック' };
const japaneseUnit = (unit: string): string => `${UNIT_JA[unit.split(' ')[0]]} ${unit.split(' ')[1]}`;

/** The person's grid just before the first step whose area (first pattern) lies in another unit than the placed cell's. */
function positionWithDistinctArea(): ReturnType<typeof hintFor>['next'] {
  for (const puzzle of readPuzzleLines('rated/top95.txt', 20)) {
    const { steps } = analyzePuzzle(puzzle);
    const grid = puzzle.split('');
    for (const step of steps) {
      const next = hintFor(puzzle, grid.join('')).next;
      if (next && next.unit !== next.placingUnit) return next;
      grid[(step.row - 1) * 9 + step.col - 1] = String(step.value);
    }
  }
  return undefined;
}

describe('hint texts in the pane', () => {
  const next = positionWithDistinctArea();

  it('finds a chain whose first pattern lies outside the placed cell\'s unit', () => {
    expect(next).toBeDefined();
  });

  it.each(['en', 'ja'] as const)('names where to look at level 1 and the cell\'s own unit at level 2 (%s)', (language) => {
    const strings = analysisStrings(language);
    const unitName = language === 'ja' ? japaneseUnit : (unit: string) => unit;
    const level1 = strings.notice({ kind: 'hint', level: 1, next: next! });
    const level2 = strings.notice({ kind: 'hint', level: 2, next: next! });
    const level3 = strings.notice({ kind: 'hint', level: 3, next: next! });
    expect(level1).toContain(unitName(next!.unit));
    expect(level2).toContain(`(${next!.row},${next!.col})`);
    expect(level2).toContain(unitName(next!.placingUnit));
    expect(level3).toContain(String(next!.value));
  });
});
