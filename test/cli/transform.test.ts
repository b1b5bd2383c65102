/**
 * The puzzle maker's commands of issue 18: `fullgrid`, `transform` and `generate --symmetry`.
 * Grids and puzzles are checked by the reference solver, grades by re-analysing.
 */

import { main } from '../../src/cli/main';
import type { FullGridLine } from '../../src/cli/fullgrid';
import type { GenerateLine } from '../../src/cli/generate';
import type { TransformLine } from '../../src/cli/transform';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { digitsFromCanonical } from '../../src/engine/board/grid';
import { patternToString } from '../../src/engine/generator/pattern';
import { parsePatternFile } from '../../src/io/pattern-file';
import { readDataText, samplePuzzles } from '../helpers/corpus';
import { solveReference } from '../helpers/solver-reference';
import { createFakeIO } from './fake-io';

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const PUZZLES = samplePuzzles('rated/mixed1000.txt', 4);
const PATTERNS = parsePatternFile(readDataText('../../samples/Pattern500.txt')).map((record) => record.pattern!);
const solutionsOf = (puzzle: string) => solveReference(digitsFromCanonical(puzzle), 2);

describe('fullgrid', () => {
  it("prints --count valid, distinct grids; the same seed gives the same grids, and each grid's seed alone makes it", async () => {
    const { code, out } = await run(['fullgrid', '--count', '3', '--seed', 'grids', '--json']);
    expect(code).toBe(0);
    const lines = out.map((line) => JSON.parse(line) as FullGridLine);
    expect(lines.map((line) => line.index)).toEqual([0, 1, 2]);
    for (const line of lines) {
      expect(line.grid).toMatch(/^[1-9]{81}$/);
      expect(solutionsOf(line.grid).count).toBe(1); // a full grid breaking no rule is its own one solution
    }
    expect(new Set(lines.map((line) => line.grid)).size).toBe(3);
    expect((await run(['fullgrid', '--count', '3', '--seed', 'grids'])).out).toEqual(lines.map((line) => line.grid));
    expect((await run(['fullgrid', '--seed', String(lines[2].seed)])).out).toEqual([lines[2].grid]);
  });

  it('refuses a bad count and stray arguments', async () => {
    expect(await run(['fullgrid', '--count', '0'])).toMatchObject({
      code: 2,
      err: ['--count needs a positive whole number, not "0". See `sudoku-analyzer fullgrid --help`.'],
    });
    expect((await run(['fullgrid', 'extra'])).code).toBe(2);
  });
});

describe('transform', () => {
  it('makes random variants with the same solution count and grade, reproducible from the seed', async () => {
    const { code, out } = await run(['transform', ...PUZZLES.slice(0, 2), '--count', '2', '--seed', '5', '--json']);
    expect(code).toBe(0);
    const lines = out.map((line) => JSON.parse(line) as TransformLine);
    expect(lines.map((line) => line.index)).toEqual([0, 0, 1, 1]);
    for (const line of lines) {
      expect(line.from).toBe(PUZZLES[line.index]);
      expect(line.puzzle).not.toBe(line.from);
      expect(solutionsOf(line.puzzle!).count).toBe(solutionsOf(line.from!).count);
      expect(analyzePuzzle(line.puzzle!).grade).toEqual(analyzePuzzle(line.from!).grade);
      expect((await run(['transform', line.from!, '--seed', String(line.seed)])).out).toEqual([line.puzzle]);
    }
  });

  it('applies named transforms exactly: a quarter turn clockwise, then relabelling', async () => {
    const puzzle = PUZZLES[0];
    const { out } = await run(['transform', puzzle, '--rotate', '90', '--relabel', '234567891']);
    // Expected, cell by cell: (r, c) takes (8 − c, r), and digit d becomes d + 1 (9 becomes 1).
    let expected = '';
    for (let row = 0; row < 9; row++) {
      for (let col = 0; col < 9; col++) {
        const ch = puzzle[(8 - col) * 9 + row];
        expected += ch === '.' ? '.' : String((Number(ch) % 9) + 1);
      }
    }
    expect(out).toEqual([expected]);
  });

  it('explains bad transforms and unreadable puzzles', async () => {
    const bad = await run(['transform', PUZZLES[0], '--relabel', '112345678']);
    expect(bad.code).toBe(2);
    expect(bad.err[0]).toMatch(/^--relabel: a relabelling lists the digits 1–9 once each/);
    expect((await run(['transform', PUZZLES[0], '--rotate', '45'])).err[0]).toMatch(
      /--rotate takes 90, 180 or 270, not "45"/,
    );
    const unread = await run(['transform', '12x', '--json', '--seed', '1']);
    expect(unread.code).toBe(0);
    expect(JSON.parse(unread.out[0])).toMatchObject({ index: 0, error: { kind: 'bad-input' } });
  });
});

describe('generate --symmetry', () => {
  it('completes a drawn half under a 180° rotation and fills the whole pattern with a unique puzzle', async () => {
    // The first half (to the centre) of the first Pattern500 pattern with that symmetry.
    const whole = PATTERNS.find((pattern) => Array.from(pattern).every((mark, cell) => mark === pattern[80 - cell]))!;
    const half = Array.from(whole, (mark, cell) => (mark && cell <= 40 ? 'X' : '.')).join('');
    expect(half).not.toBe(patternToString(whole));
    const { code, out } = await run(['generate', '--pattern', half, '--symmetry', '180', '--seed', '3', '--json']);
    expect(code).toBe(0);
    const line = JSON.parse(out[0]) as GenerateLine;
    const pattern = line.pattern!;
    expect(pattern).toBe(patternToString(whole));
    expect(line.symmetries).toContain('rotate180');
    expect(line.puzzle!.replace(/[1-9]/g, 'X')).toBe(pattern);
    expect(solutionsOf(line.puzzle!).count).toBe(1);
  });

  it('refuses an unknown symmetry', async () => {
    const { code, err } = await run(['generate', '--pattern', 'X'.repeat(81), '--symmetry', 'spiral']);
    expect(code).toBe(2);
    expect(err[0]).toMatch(/^--symmetry: unknown symmetry "spiral"/);
  });
});
