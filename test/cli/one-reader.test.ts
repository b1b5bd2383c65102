/**
 * One reader for every command (issue 32): every puzzle file of the fixtures and samples, read by
 * the path of each command that takes a file — solve and analyze (streamed, plain lines as
 * digits), transform and ga (records), batch (a book), hint and compare (the first puzzle),
 * generate (patterns) — yields the same puzzles; and, as independent truth, where the fixture has
 * published solutions, every puzzle read is one of them with cells blanked.
 */

import * as fs from 'fs';
import * as path from 'path';
import { readBookFile } from '../../src/cli/batch';
import { parseArgs } from '../../src/cli/parse-args';
import type { CliIO } from '../../src/cli/cli-io';
import { readLineGroups } from '../../src/cli/line-stream';
import { HINT, SOLVE } from '../../src/cli/options';
import { ninePuzzle, otherKindPuzzle, puzzleArgument } from '../../src/cli/puzzle-argument';
import { streamPuzzleBatches, streamPuzzleInputs } from '../../src/cli/puzzle-files';
import { firstVariantPuzzle } from '../../src/cli/variant-puzzles';
import { readPatternRecords } from '../../src/cli/generate';
import type { PuzzleRecord } from '../../src/io/record';

const ROOT = path.join(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'test', 'fixtures');

function puzzleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return puzzleFiles(file);
    const notPuzzles = /README|LICENSE|\.md$|\.gz$|\.jsonl$|\.solutions\.txt$|_meta\.csv$/;
    return notPuzzles.test(entry.name) ? [] : [file];
  });
}

const FILES = [
  ...puzzleFiles(FIXTURES),
  ...['book.xlsx', 'book.csv', 'grids.xlsx'].map((name) => path.join(ROOT, 'samples', name)),
].sort();

/** A real file system, streamed as the command line streams it. */
const diskIO: CliIO = {
  stdout: () => undefined,
  stderr: () => undefined,
  readFile: (file) => fs.readFileSync(file, 'utf8'),
  readBinaryFile: (file) => fs.readFileSync(file),
  readLines: readLineGroups,
};

/** A puzzle as text that says what was read: the kind, the rectangle and the values, or that it could not be read. */
function puzzleKey(record: Pick<PuzzleRecord, 'digits' | 'variant' | 'error'>): string {
  if (record.variant) {
    const { geometry, givens } = record.variant;
    return `${geometry.kind} ${geometry.rows}x${geometry.cols}/${geometry.size}: ${givens.join(',')}`;
  }
  if (record.digits) return `9x9: ${Array.from(record.digits).join(',')}`;
  return 'unreadable';
}

async function streamedKeys(file: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of streamPuzzleBatches(parseArgs(['--file', file], SOLVE.options), diskIO, {
    size: 16,
    plain: true,
  })) {
    let plain = 0;
    let next = 0;
    for (const line of batch.lines) {
      if (line === 0) keys.push(puzzleKey(batch.records[next++]));
      else keys.push(`9x9: ${Array.from(batch.digits.subarray(plain * 81, ++plain * 81)).join(',')}`);
    }
  }
  return keys;
}

async function recordKeys(file: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const group of streamPuzzleInputs(parseArgs(['--file', file], SOLVE.options), diskIO))
    keys.push(...group.map(puzzleKey));
  return keys;
}

async function bookKeys(file: string): Promise<string[]> {
  return (await readBookFile({ book: file, out: 'unused.xlsx', variant: {} }, diskIO)).map(puzzleKey);
}

async function firstPuzzleKey(file: string): Promise<string> {
  const argument = await puzzleArgument(parseArgs(['--puzzle-file', file], HINT.options), diskIO, {});
  try {
    if (argument.otherKind)
      return puzzleKey({ variant: otherKindPuzzle(argument, (text) => firstVariantPuzzle(text, {})) });
    return `9x9: ${[...ninePuzzle(argument)].map((char) => (char === '.' ? 0 : Number(char))).join(',')}`;
  } catch {
    return 'unreadable';
  }
}

/** Where each reader fails on the whole file, it must fail for all. */
async function orFailure<T>(read: () => Promise<T>): Promise<T | string> {
  try {
    return await read();
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}

describe('every command reads every fixture file to the same puzzles', () => {
  it.each(FILES.map((file) => [path.relative(ROOT, file), file]))('%s', async (_name, file) => {
    const streamed = await orFailure(() => streamedKeys(file));
    expect(await orFailure(() => recordKeys(file))).toEqual(streamed);
    expect(await orFailure(() => bookKeys(file))).toEqual(streamed);
    if (typeof streamed === 'string') return;
    if (streamed.length > 0) expect(await firstPuzzleKey(file)).toBe(streamed[0]);
    // Positions with pencil marks (issue 37) are puzzles to analyse, never patterns: generate's pattern reader is not asked to read them.
    if ((file.endsWith('.txt') || !path.extname(file)) && !file.includes(`${path.sep}positions${path.sep}`)) {
      // generate reads a pattern file: a given wherever a puzzle has a symbol.
      const patterns = readPatternRecords(fs.readFileSync(file, 'utf8'), {}, file);
      const masks = streamed.map((key) =>
        key === 'unreadable'
          ? 'unreadable'
          : key
              .replace(/^[^:]*: /, '')
              .split(',')
              .map((value) => (value === '0' ? 0 : 1))
              .join(''),
      );
      if (/Pattern/.test(file)) expect(patterns.filter((pattern) => pattern !== undefined).length).toBeGreaterThan(0);
      else {
        // A pattern takes any mark for a given, so only the puzzles that could be read are compared.
        expect(patterns).toHaveLength(masks.length);
        masks.forEach((mask, k) => mask !== 'unreadable' && expect(patterns[k]).toBe(mask));
      }
    }
  });
});

/** The published solutions of a fixture, as value lists: one-line symbols (1–9, A–Z) or rows of numbers. */
function publishedSolutions(file: string): number[][] | undefined {
  if (file.endsWith('_puzzle_and_solution.txt')) {
    const lines = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    return lines.map((line) => [...line.trim().split(/\s+/)[1]].map(Number));
  }
  const solutions = file.replace(/\.txt$/, '.solutions.txt');
  if (solutions === file || !fs.existsSync(solutions)) return undefined;
  const lines = fs
    .readFileSync(solutions, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== '#' && !line.startsWith('# '));
  const value = (char: string) => (/[1-9]/.test(char) ? Number(char) : char.toUpperCase().charCodeAt(0) - 55);
  if (!/\s/.test(lines[0])) return lines.map((line) => [...line].filter((char) => char !== '#').map(value));
  const n = lines[0].split(/\s+/).length;
  const grids: number[][] = [];
  for (let k = 0; k + n <= lines.length; k += n)
    grids.push(lines.slice(k, k + n).flatMap((line) => line.split(/\s+/).map(Number)));
  return grids;
}

describe('what the reader reads is the published puzzle', () => {
  const withSolutions = FILES.filter((file) => publishedSolutions(file) !== undefined);

  it('covers the fixtures of every kind', () => {
    expect(withSolutions.length).toBeGreaterThanOrEqual(20);
  });

  it.each(withSolutions.map((file) => [path.relative(ROOT, file), file]))('%s', async (_name, file) => {
    const solutions = publishedSolutions(file)!;
    const keys = await recordKeys(file);
    expect(keys).toHaveLength(solutions.length);
    keys.forEach((key, k) => {
      const givens = key
        .replace(/^[^:]*: /, '')
        .split(',')
        .map(Number);
      expect(givens).toHaveLength(solutions[k].length);
      expect(givens.every((given, cell) => given === 0 || given === solutions[k][cell])).toBe(true);
      expect(givens.some((given) => given !== 0)).toBe(true);
    });
  });
});
