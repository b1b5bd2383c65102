/**
 * The text step log of `analyze` on puzzles of other sizes: each value in the puzzle's own
 * alphabet (the solution's symbol at that cell, read from the fixture's published solutions), and
 * the columns in line whatever the widths of cells and values.
 */

import * as fs from 'fs';
import * as path from 'path';
import { main } from '../../src/cli/main';
import { eliminationNotation } from '../../src/engine/analysis/hints';
import { PuzzleError } from '../../src/engine/core/errors';
import { createFakeIO } from './fake-io';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'variants');
const records = (file: string) =>
  fs
    .readFileSync(path.join(FIXTURES, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

async function stepLog(argv: string[]): Promise<string[]> {
  const io = createFakeIO();
  expect(await main(['analyze', ...argv], io)).toBe(0);
  const lines = io.out.flatMap((out) => out.split('\n'));
  const first = lines.findIndex((line) => line.trimStart().startsWith('No.'));
  const end = lines.findIndex((line, i) => i > first && !/^\s+\d+\s+r\d+c\d+/.test(line));
  return lines.slice(first, end < 0 ? undefined : end);
}

describe('the step log in text', () => {
  it("writes a 16×16's values as its grid does (A–G above 9), in aligned columns", async () => {
    const puzzle = records('size-16.txt')[0];
    const solution = records('size-16.solutions.txt')[0].split(/\s+/)[0];
    const log = await stepLog(['--box', '4x4', puzzle]);
    const [header, ...steps] = log;
    expect(steps.length).toBe([...puzzle].filter((symbol) => symbol === '.').length);
    const valueAt = header.indexOf('value');
    const techniqueAt = header.indexOf('technique');
    for (const line of steps) {
      const [, row, col] = /r(\d+)c(\d+)/.exec(line)!.map(Number);
      const value = line.slice(valueAt, techniqueAt).trim();
      expect(value).toBe(solution[(row - 1) * 16 + (col - 1)]);
      // The technique starts under its heading on every line.
      expect(line.slice(techniqueAt).startsWith('B ') || /^[A-Z[]/.test(line.slice(techniqueAt))).toBe(true);
      expect(line[techniqueAt - 1]).toBe(' ');
    }
    expect(steps.some((line) => /[A-G]/.test(line.slice(valueAt, techniqueAt)))).toBe(true);
  });

  it('keeps the 9×9 log as it was: one digit a value, the same columns', async () => {
    const log = await stepLog(['4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......']);
    expect(log[0]).toBe('  No.  cell   value  technique  elapsed ms  effort  removed');
    for (const line of log.slice(1)) expect(line).toMatch(/^ {2}[ \d]{3} {2}r\dc\d {3}\d {6}\S/);
  });
});

describe('eliminationNotation', () => {
  it('writes values with the symbol writer given, numbers by default', () => {
    expect(
      eliminationNotation([
        [2, 1, 12],
        [3, 1, 7],
      ]),
    ).toBe('r2c1<>12, r3c1<>7');
    expect(eliminationNotation([[2, 1, 12]], (value) => String.fromCharCode(55 + value))).toBe('r2c1<>C');
    expect(() => eliminationNotation([[2, 1, 12]], 'C' as unknown as (value: number) => string)).toThrow(PuzzleError);
  });
});
