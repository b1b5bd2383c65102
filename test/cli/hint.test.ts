/**
 * `hint` through main() with a fake CliIO: SPEC §12's hint JSON, wrong entries first, three
 * levels of hint in text, a bad puzzle reported.
 */

import { main } from '../../src/cli/main';
import { hintFor, type Hint } from '../../src/engine/analysis/hints';
import { samplePuzzles } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';
import { createFakeIO } from './fake-io';

async function run(argv: string[]) {
  const io = createFakeIO();
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const PUZZLES = samplePuzzles('rated/mixed1000.txt', 12);

describe('hint', () => {
  const puzzle = PUZZLES[2];
  const solution = uniqueSolution(puzzle);

  it('--json gives the next step with the value of the solution', async () => {
    const { code, out } = await run(['hint', '--puzzle', puzzle, '--grid', puzzle, '--json']);
    expect(code).toBe(0);
    const hint = JSON.parse(out[0]) as Hint;
    expect(hint.wrong).toEqual([]);
    const next = hint.next!;
    expect(next.value).toBe(Number(solution[(next.row - 1) * 9 + next.col - 1]));
    expect(next.unit).toMatch(/^(row|column|box) [1-9]$/);
    expect(next.hints).toHaveLength(Math.max(next.deductions.length, 1) + 2);
  });

  it('names a wrong entry first', async () => {
    const cell = puzzle.indexOf('.');
    const wrongDigit = (Number(solution[cell]) % 9) + 1;
    const grid = puzzle.slice(0, cell) + wrongDigit + puzzle.slice(cell + 1);
    const { out } = await run(['hint', '--puzzle', puzzle, '--grid', grid]);
    expect(out).toEqual([
      `Wrong: r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} holds ${wrongDigit}; it should be ${solution[cell]}.`,
    ]);
  });

  it('text mode gives three levels of hint; a bad puzzle is reported', async () => {
    const { out } = await run(['hint', '--puzzle', puzzle, '--grid', puzzle]);
    const levels = hintFor(puzzle, puzzle).next!.hints.length;
    expect(out.map((line) => line.slice(0, 7))).toEqual(Array.from({ length: levels }, (_, i) => `Hint ${i + 1}:`));
    const bad = await run(['hint', '--puzzle', '.'.repeat(81), '--json']);
    expect(JSON.parse(bad.out[0]).error.kind).toBe('multiple-solutions');
    expect((await run(['hint'])).code).toBe(2);
  });
});
