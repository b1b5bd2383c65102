import { runBatch, type BatchProgress } from '../../src/engine/analysis/batch';
import { readBook } from '../../src/io/book';
import { puzzlesWithSolutions } from '../helpers/corpus';

const PUZZLES = puzzlesWithSolutions(300).filter((_, i) => i % 50 === 0);

function book(badAt = -1) {
  return readBook([['Puzzle'], ...PUZZLES.map(({ puzzle }, i) => [i === badAt ? puzzle.replace(/\./, 'x') : puzzle])])
    .records;
}

describe('runBatch', () => {
  it('analyses every record in order, the unreadable one in the middle included', () => {
    const records = book(3);
    const outcome = runBatch(records);
    expect(outcome.cancelled).toBe(false);
    expect(outcome.items.map((item) => item.record)).toEqual(records);
    outcome.items.forEach(({ result }, i) => {
      expect(result.index).toBe(i);
      if (i === 3) {
        expect(result.status).toBe('invalid');
        expect(result.error?.kind).toBe('bad-input');
      } else {
        expect(result.solution).toBe(PUZZLES[i].solution);
        expect(result.steps).toEqual([]);
      }
    });
  });

  it('reports progress after each puzzle with a time-left estimate from the mean so far', () => {
    let clock = 0;
    const progress: BatchProgress[] = [];
    runBatch(book(), { now: () => (clock += 5) }, (each) => progress.push({ ...each }));
    expect(progress.map((each) => each.done)).toEqual(PUZZLES.map((_, i) => i + 1));
    for (const each of progress) {
      expect(each.total).toBe(PUZZLES.length);
      expect(each.remainingMs).toBeCloseTo((each.elapsedMs / each.done) * (each.total - each.done), 9);
    }
    expect(progress[progress.length - 1].remainingMs).toBe(0);
  });

  it('stops when asked and keeps what is done', () => {
    let asked = 0;
    const outcome = runBatch(book(), { keepSteps: true }, undefined, () => ++asked > 2);
    expect(outcome.cancelled).toBe(true);
    expect(outcome.items).toHaveLength(2);
    expect(outcome.items[1].result.solution).toBe(PUZZLES[1].solution);
    expect(outcome.items[1].result.steps.length).toBeGreaterThan(0);
  });
});
