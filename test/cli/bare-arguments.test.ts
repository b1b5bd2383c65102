/**
 * A puzzle typed as one argument, with no option naming its kind: a 16×16 or a 25×25 on one line
 * is read as that size (its solution is the fixture's published one), a samurai line by its `#`
 * squares, and 81 symbols with a tail is still a 9×9 with a warning.
 */

import * as fs from 'fs';
import * as path from 'path';
import { main } from '../../src/cli/main';
import { isVariantArgument } from '../../src/io/variant-choice';
import { createFakeIO } from './fake-io';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'variants');
const records = (file: string) =>
  fs
    .readFileSync(path.join(FIXTURES, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
const TOP95_FIRST = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

async function solveJson(argument: string): Promise<{ kind?: string; solution?: string; size?: { symbols: number } }> {
  const io = createFakeIO();
  expect(await main(['solve', '--json', argument], io)).toBe(0);
  return JSON.parse(io.out[0]);
}

describe('a bare puzzle argument', () => {
  it.each([
    ['size-16.txt', 16],
    ['size-25.txt', 25],
  ])('of N² symbols (%s) is an N×N puzzle, solved to its published solution', async (file, side) => {
    const puzzle = records(file)[0];
    expect(puzzle.length).toBe(side * side);
    const answer = await solveJson(puzzle);
    expect(answer.size?.symbols).toBe(side);
    expect(answer.solution).toBe(records(file.replace('.txt', '.solutions.txt'))[0].split(/\s+/)[0]);
  });

  it('with # squares is read on its named layout (a samurai)', async () => {
    const answer = await solveJson(records('combined-samurai.txt')[0]);
    expect(answer.kind).toBe('combined');
    expect(answer.solution).toBe(records('combined-samurai.solutions.txt')[0].split(/\s+/)[0]);
  });

  it('of 81 symbols and a tail stays a 9×9, whatever the tail', () => {
    const standard = {};
    expect(isVariantArgument(TOP95_FIRST, standard)).toBe(false);
    expect(isVariantArgument(`${TOP95_FIRST}#${'x'.repeat(18)}`, standard)).toBe(false); // 100 symbols, but a comment
    expect(isVariantArgument(`${TOP95_FIRST},${'1'.repeat(18)}`, standard)).toBe(false); // 100 symbols, but a CSV field
    expect(isVariantArgument(`${TOP95_FIRST}${'.'.repeat(19)}`, standard)).toBe(true); // 100 puzzle symbols: a 10×10
  });
});
