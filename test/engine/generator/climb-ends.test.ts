import { ClimbEnds, LONG_PATIENCE, LOWEST_SHARE, SHORT_PATIENCE } from '../../../src/engine/generator/climb-ends';
import { generateOne } from '../../../src/engine/generator/generate';
import { patternSize } from '../../../src/engine/generator/pattern';
import { parsePatternFile } from '../../../src/io/pattern-file';
import { readDataText } from '../../helpers/corpus';
import { expectPuzzleAtLevel } from '../../helpers/generated-puzzle';

describe("Beginner's restart schedule (ClimbEnds)", () => {
  it('gives the first climb long patience, and an impossible state (scored 1e9) short patience', () => {
    const ends = new ClimbEnds();
    expect(ends.patience(73)).toBe(LONG_PATIENCE);
    expect(ends.patience(1e9)).toBe(SHORT_PATIENCE);
    expect(SHORT_PATIENCE).toBeLessThan(LONG_PATIENCE);
  });

  it('gives long patience only to a climb at or below the lowest tenth of the earlier climb ends', () => {
    expect(LOWEST_SHARE).toBe(0.1);
    const ends = new ClimbEnds();
    // Twenty climbs ended at 50, 49, …, 31: the lowest tenth is 31 and 32.
    for (let score = 50; score > 30; score--) ends.record(score);
    expect(ends.patience(30)).toBe(LONG_PATIENCE);
    expect(ends.patience(32)).toBe(LONG_PATIENCE);
    expect(ends.patience(33)).toBe(SHORT_PATIENCE);
    expect(ends.patience(45)).toBe(SHORT_PATIENCE);
    // Lower ends move the bar down: with ten more at 20, the lowest tenth (3 of 30) lies at 20.
    for (let i = 0; i < 10; i++) ends.record(20);
    expect(ends.patience(20)).toBe(LONG_PATIENCE);
    expect(ends.patience(21)).toBe(SHORT_PATIENCE);
  });

  it('ignores climb ends it cannot place (impossible states, non-numbers)', () => {
    const ends = new ClimbEnds();
    ends.record(40);
    ends.record(1e9);
    ends.record(Number.NaN);
    expect(ends.patience(40)).toBe(LONG_PATIENCE);
    expect(ends.patience(41)).toBe(SHORT_PATIENCE);
  });
});

describe('Beginner on a pattern the search used to miss', () => {
  it('fills Pattern500 No.1 (18 givens) at Beginner with its bench seed: on the pattern, unique by the reference solver, re-graded Beginner, the same again from the same seed', () => {
    // With the fixed patience of 1000 tries the bench's 5 s CPU ended without a Beginner puzzle here;
    // the schedule finds one in about half a second of work. The long limit only keeps a loaded
    // machine from cutting the search short: the test checks the puzzle, not the time.
    const pattern = parsePatternFile(readDataText('../../samples/Pattern500.txt'))[0].pattern!;
    expect(patternSize(pattern)).toBe(18);
    const options = { grade: 'Beginner', seed: 0, timeLimitMs: 60_000 };
    const result = generateOne(pattern, options);
    expectPuzzleAtLevel(result, pattern, 'Beginner');
    expect(generateOne(pattern, options).puzzle).toBe(result.puzzle);
  });
});
