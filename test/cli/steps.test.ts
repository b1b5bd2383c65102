/**
 * sudoku-analyzer steps --position (issue 37 item 2): every instance in a position with pencil
 * marks. The positions and the expected eliminations are lines of HoDoKu's regression library
 * (test/fixtures/hodoku, GPL-3); the truth for the rest is the test-side reference solver.
 */

import * as fs from 'fs';
import * as path from 'path';
import { main } from '../../src/cli/main';
import { readLibraryPosition } from '../../src/io/position-text';
import { solveReference } from '../helpers/solver-reference';
import { createFakeIO } from './fake-io';

async function run(argv: string[]) {
  const io = createFakeIO({});
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const LINES = fs
  .readFileSync(path.join(__dirname, '../fixtures/hodoku/reglib-sample.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith(':'));

/** The library line of a code: its position (givens:deleted) and expected eliminations as [r, c, d]. */
function libraryCase(code: string): { position: string; eliminations: number[][] } {
  const fields = LINES.find((line) => line.startsWith(`:${code}:`))!.split(':');
  const eliminations = fields[5]
    .split(' ')
    .filter(Boolean)
    .map((t) => [Number(t[1]), Number(t[2]), Number(t[0])]);
  return { position: `${fields[3]}:${fields[4]}`, eliminations };
}

interface StepLine {
  technique: string;
  hodoku: string | null;
  cells: number[][];
  eliminations: number[][];
  placements: number[][];
}

const sorted = (list: number[][]) => list.map((item) => item.join(',')).sort();

describe('steps --position', () => {
  it('lists every 2-String Kite with HoDoKu code 0401, one JSON line each, HoDoKu’s among them', async () => {
    const { position, eliminations } = libraryCase('0401');
    const { code, out } = await run([
      'steps',
      '--position',
      position,
      '--technique',
      '0401',
      '--technique-set',
      'full',
      '--json',
    ]);
    expect(code).toBe(0);
    const steps = out.map((line) => JSON.parse(line) as StepLine);
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      expect([step.technique, step.hodoku, step.placements]).toEqual(['KITE', '0401', []]);
      expect(step.cells).toHaveLength(4);
    }
    expect(steps.map((step) => sorted(step.eliminations))).toContainEqual(sorted(eliminations));
  });

  it('lists the model set by default, every step sound against the reference solver', async () => {
    const { position } = libraryCase('0100');
    const { code, out, err } = await run(['steps', '--position', position, '--json']);
    expect(code).toBe(0);
    const steps = out.map((line) => JSON.parse(line) as StepLine);
    expect(new Set(steps.map((step) => step.technique))).toContain('V');
    for (const step of steps) expect(['SKY', 'KITE', 'AIC']).not.toContain(step.technique);
    // The families that list their first instance only are named.
    expect(err.join('\n')).toMatch(/^note: .*P.* list their first instance only/);
    const { digits } = readLibraryPosition(position);
    const solution = solveReference(digits).solutions[0];
    for (const step of steps) {
      for (const [r, c, d] of step.eliminations) expect(solution[(r - 1) * 9 + c - 1]).not.toBe(d);
      for (const [r, c, d] of step.placements) expect(solution[(r - 1) * 9 + c - 1]).toBe(d);
    }
  });

  it('lists every naked pair of a position, each unit’s and the locked one, all sound', async () => {
    // Reached by singles from a mixed1000 puzzle (written here): r4c1 and r5c1 hold only {3,7}
    // (column 1 and box 4; only box 4 has other cells with 3 or 7), r4c5 and r6c5 only {1,8}
    // (column 5 and box 5, both with other cells holding 1 or 8: HoDoKu's Locked Pair).
    const puzzle = '8126....994.158...5.6.29481.9.4.6..5.2..9..4.6542.3.9.2.5...9..4..97....1.9..28.4';
    const { code, out, err } = await run(['steps', '--position', `${puzzle}:`, '--technique', 'G', '--json']);
    expect([code, err]).toEqual([0, []]);
    const steps = out.map((line) => JSON.parse(line) as StepLine);
    const seen = steps.map((step) => [
      step.hodoku,
      step.cells.map(([r, c]) => `r${r}c${c}`),
      sorted(step.eliminations),
    ]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['0200', ['r4c1', 'r5c1'], ['4,3,3', '4,3,7', '5,3,3', '5,3,7']],
        ['0200', ['r4c5', 'r6c5'], ['7,5,1', '7,5,8']],
        ['0200', ['r4c5', 'r6c5'], ['5,4,8', '5,6,1']],
        ['0110', ['r4c5', 'r6c5'], ['5,4,8', '5,6,1', '7,5,1', '7,5,8']],
      ]),
    );
    expect(steps).toHaveLength(4);
    const solution = solveReference(readLibraryPosition(`${puzzle}:`).digits).solutions[0];
    for (const step of steps)
      for (const [r, c, d] of step.eliminations) expect(solution[(r - 1) * 9 + c - 1]).not.toBe(d);
  });

  it('writes a line per step in HoDoKu notation, and our code with --technique', async () => {
    const { position, eliminations } = libraryCase('0800');
    const { code, out } = await run([
      'steps',
      '--position',
      position,
      '--technique',
      '[xyw]',
      '--technique-set',
      'full',
    ]);
    expect(code).toBe(0);
    expect(out.length).toBeGreaterThan(0);
    for (const line of out) expect(line).toMatch(/^XYW 0800 (r\dc\d ?){3}: (r\dc\d<>\d ?)+$/);
    const expected = eliminations.map(([r, c, d]) => `r${r}c${c}<>${d}`).join(' ');
    expect(out.some((line) => line.endsWith(`: ${expected}`))).toBe(true);
  });

  it('says when the position holds no instance', async () => {
    const { position } = libraryCase('0800');
    const { code, out } = await run([
      'steps',
      '--position',
      position,
      '--technique',
      '0610',
      '--technique-set',
      'full',
    ]);
    expect(code).toBe(0);
    expect(out).toEqual(['No step: the position holds no instance of these techniques.']);
  });

  it.each([
    [['--technique', 'Q7'], /--technique takes one technique code/],
    [['--technique', '0902'], /no technique of ours finds HoDoKu's 0902/],
    [['--technique', 'XYW'], /XYW \(XY-Wing\) is in the full set; add --technique-set full/],
    [['--technique', 'S'], /a label of the analysis/],
    [['--technique', '0800'], /0800: our XYW finds it, in the full set; add --technique-set full/],
  ])('refuses %j with a message naming the option', async (extra, message) => {
    const { position } = libraryCase('0800');
    const { code, err } = await run(['steps', '--position', position, ...extra]);
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(message);
  });

  it('needs --position and refuses a position that is not one', async () => {
    expect((await run(['steps'])).code).toBe(2);
    const bad = await run(['steps', '--position', '12:3']);
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toMatch(/--position/);
  });
});
