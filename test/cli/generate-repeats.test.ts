/**
 * generate's --count puzzles of a pattern are tasks of their own, each searched for from its own
 * seed (src/cli/generate-patterns.ts); one that repeats an earlier puzzle of its pattern is searched
 * for again with the earlier ones excluded. A real search almost never repeats on a 9×9 pattern,
 * so the engine's generateOne is replaced here by one that repeats itself unless told what to avoid.
 */

import type { GeneratedPuzzle } from '../../src/engine/generator/generate';
import { main } from '../../src/cli/main';
import { createFakeIO } from './fake-io';

const calls: { k: number; exclude: string[] }[] = [];

jest.mock('../../src/engine/generator/generate', () => {
  const actual = jest.requireActual<typeof import('../../src/engine/generator/generate')>(
    '../../src/engine/generator/generate',
  );
  return {
    ...actual,
    generateOne: (_pattern: unknown, _options: unknown, k: number, exclude?: ReadonlySet<string>): GeneratedPuzzle => {
      calls.push({ k, exclude: [...(exclude ?? [])] });
      // Puzzles 0 and 1 find the same puzzle on their own; told to avoid it, each finds its own.
      const puzzle = exclude && exclude.size > 0 ? `${k}`.padEnd(81, '.') : '9'.padEnd(81, '.');
      return { index: k, pattern: 'X'.repeat(81), puzzle, timeMs: 1, attempts: 1, seed: k };
    },
  };
});

const PATTERN = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

it('searches again, the earlier puzzles excluded, for a puzzle that repeats one of its pattern', async () => {
  const io = createFakeIO({ 'p.txt': `${PATTERN}\n${PATTERN}\n` });
  expect(await main(['generate', '--pattern', 'p.txt', '--count', '3', '--jobs', '1', '--json'], io)).toBe(0);
  const puzzles = io.out.map((line) => (JSON.parse(line) as { puzzle: string }).puzzle[0]);
  // Each pattern: its first puzzle as found, the next two found again without the repeats.
  expect(puzzles).toEqual(['9', '1', '2', '9', '1', '2']);
  const first = calls.slice(0, 5);
  expect(first).toEqual([
    { k: 0, exclude: [] },
    { k: 1, exclude: [] },
    { k: 1, exclude: ['9'.padEnd(81, '.')] },
    { k: 2, exclude: [] },
    { k: 2, exclude: ['9'.padEnd(81, '.'), '1'.padEnd(81, '.')] },
  ]);
});
