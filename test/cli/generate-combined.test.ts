/**
 * generate --layout (issue 21) through the command line: the text answer is the puzzle's file form
 * and reads back through solve and analyze --file; JSON carries givens per grid, grade and time;
 * a bad layout is refused naming the problem.
 */

import { main } from '../../src/cli/main';
import { combinedGeometry, parseLatticeLayout } from '../../src/engine/geometry';
import { readVariantText } from '../../src/io/variant-text';
import { referenceSolveByUnits } from '../helpers/variant-reference-units';
import { createFakeIO } from './fake-io';

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

describe('generate --layout', () => {
  // Generation with its improvement pass takes seconds on a loaded machine: a bound against hangs, not a speed target.
  it('writes the file form, which solve and analyze read back from --file', async () => {
    const made = await run(['generate', '--layout', 'lattice:3x5', '--drop', '2,4', '--seed', '9']);
    expect(made.code).toBe(0);
    expect(made.err.some((line) => /7 of 7 grids done, \d+ givens left/.test(line))).toBe(true);
    const file = made.out.join('\n');
    expect(file).toMatch(/^# kind: combined\n# size: 9\n# grids: /);
    expect(file).toMatch(/# givens: \d+ \([\d.]+ per grid\), grade \w/);
    const { entries } = readVariantText(file);
    expect(entries).toHaveLength(1);
    const { geometry, givens } = entries[0].puzzle!;
    expect(geometry.grids).toEqual(combinedGeometry(parseLatticeLayout('lattice:3x5', '2,4')).grids);
    const reference = referenceSolveByUnits(geometry, givens, 2);
    expect(reference.count).toBe(1);

    const solved = await run(['solve', '--file', 'p.txt', '--json'], { 'p.txt': file });
    expect(solved.code).toBe(0);
    const answer = JSON.parse(solved.out[0]) as { solutions: number; solution: string };
    expect(answer.solutions).toBe(1);
    const [solutionLine] = readVariantText(
      `# grids: ${geometry.grids.map((g) => `${g.row},${g.col}`).join(';')}\n${answer.solution}`,
    ).entries;
    expect(Array.from(solutionLine.puzzle!.givens)).toEqual(reference.solution);

    const analysed = await run(['analyze', '--file', 'p.txt', '--json'], { 'p.txt': file });
    const analysis = JSON.parse(analysed.out[0]) as { status: string; assumptions: number; givens: number };
    expect(analysis.status).toBe('conquer');
    expect(analysis.assumptions).toBe(0);
    expect(analysis.givens).toBe(givens.filter((value) => value !== 0).length);
  }, 60_000);

  it('answers in JSON with givens per grid, grade, rating and time, naming a rating range it misses', async () => {
    const argv = ['generate', '--kind', 'combined', '--grids', '0,0;6,6', '--seed', '1', '--rating', '11..', '--json'];
    const { code, out } = await run(argv);
    expect(code).toBe(0);
    const line = JSON.parse(out[0]) as {
      grids: number;
      givens: number;
      givensPerGrid: number;
      grade: { level: number; name: string };
      rating: number;
      note?: string;
      timeMs: number;
      layout: string;
      puzzle: string;
    };
    expect(line.grids).toBe(2);
    expect(line.layout).toBe('0,0;6,6');
    expect(line.givensPerGrid).toBeCloseTo(line.givens / 2, 2);
    expect(line.grade.level).toBeLessThanOrEqual(5);
    // Thinned for logic alone, it cannot need the forcing chains a rating of 11 takes: the note says so.
    expect(line.rating).toBeLessThan(11);
    expect(line.note).toContain(`The puzzle is ${line.grade.name}, rating ${line.rating}, not`);
    expect(line.note).toMatch(/rating 11 or more\.$/);
    expect(typeof line.timeMs).toBe('number');
    expect([...line.puzzle].filter((char) => /[1-9]/.test(char))).toHaveLength(line.givens);
  }, 60_000);

  it('refuses a bad layout, naming it', async () => {
    const { code, err } = await run(['generate', '--layout', 'lattice:3x3', '--drop', '1,2']);
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/dropped place 1,2 holds no grid/);
    const off = await run(['generate', '--kind', 'combined', '--grids', '0,0;4,4']);
    expect(off.code).toBe(2);
    expect(off.err.join('\n')).toMatch(/Grid 2 at \(4,4\) is off the 3-cell lattice and overlaps grid 1/);
  });
});
