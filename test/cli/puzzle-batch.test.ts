/**
 * The batched input and its fast path for plain 81-character lines: a mixed file (comments, blank
 * lines, bad lines, a title over a grid, a title over a one-line puzzle, CRLF, puzzles with no,
 * one and several solutions) gives, through solve's and analyze's batches, exactly what the
 * general path gives record by record, in order and whatever the batch size; standard error lines
 * keep their places among the answers; and the answers agree with the reference solver.
 */

import * as fs from 'fs';
import { analyzeBatch, analyzeJob } from '../../src/cli/analyze-job';
import type { AnalyzeSettings } from '../../src/cli/analyze-job';
import { parseArgs } from '../../src/cli/parse-args';
import { toPortable } from '../../src/cli/input-puzzle';
import { writeBatchOutput } from '../../src/cli/command-output';
import type { CliIO } from '../../src/cli/cli-io';
import { streamPuzzleBatches, streamPuzzleInputs } from '../../src/cli/puzzle-files';
import { ANALYZE, SOLVE } from '../../src/cli/options';
import { forEachPuzzle, mapRecords } from '../../src/cli/puzzle-batch';
import type { BatchOutput, PuzzleBatch } from '../../src/cli/puzzle-batch';
import { solveBatch, solveJob } from '../../src/cli/solve-job';
import { parsePuzzleText, readPlainBytes, readPlainLine } from '../../src/engine/board/cell-reader';
import { lineGroupsOfChunks } from '../../src/cli/line-stream';
import { dataPath, readPuzzleLines } from '../helpers/corpus';
import { solveReference } from '../helpers/solver-reference';
import { createFakeIO } from './fake-io';

const TOP95 = readPuzzleLines('rated/top95.txt');
const SEVENTEEN = readPuzzleLines('tdoku/puzzles2_17_clue', 40);
const GRID_RECORD = fs.readFileSync(dataPath('timedia/Problem500.txt'), 'utf8').split(/\r?\n/).slice(0, 10);
const CONFLICT = `55${'.'.repeat(79)}`;
const NO_SOLUTION = `12345678.${'........9'}${'.'.repeat(63)}`;
const SEVERAL = `${TOP95[0].slice(0, 80)}.`.replace(/[1-9]/, '.').replace(/[1-9]/, '.');

/** Every kind of line a text file may hold, the plain ones among them. */
const MIXED = [
  '# a comment first',
  SEVENTEEN[0],
  '',
  SEVENTEEN[1],
  `${TOP95[2].slice(0, 40)}x${TOP95[2].slice(41)}`,
  SEVENTEEN[2],
  'Heart    H 20',
  ...GRID_RECORD.slice(1),
  SEVENTEEN[3],
  'a title over a one-line puzzle',
  TOP95[4],
  CONFLICT,
  NO_SOLUTION,
  SEVERAL,
  `${TOP95[5]} # with a comment`,
  `${TOP95[6]}7`,
  TOP95[7].slice(0, 60),
  ...GRID_RECORD,
  ...SEVENTEEN.slice(4, 30),
  '  ',
  ...TOP95.slice(10, 30),
].join('\r\n');

/** An io that keeps standard output and error in one sequence, as a terminal shows them. */
function mergedIO(): CliIO & { lines: string[] } {
  const io = createFakeIO();
  const lines: string[] = [];
  return {
    ...io,
    lines,
    stdout: (line) => void lines.push(`out ${line}`),
    stderr: (line) => void lines.push(`err ${line}`),
  };
}

/**
 * What a run prints: the answers with their messages, and apart from them the reader's warnings
 * (they come as each part of the input is read, so where they fall among the answers depends on
 * how far reading is ahead).
 */
interface Printed {
  answers: string[];
  warnings: string[];
}

/** The answers of the general path, record by record: the reference the batches must equal. */
async function recordByRecord(
  command: 'solve' | 'analyze',
  args: string[],
  answer: (record: ReturnType<typeof toPortable>) => { out: string | string[]; err?: string },
): Promise<Printed> {
  const reader = createFakeIO({ 'mixed.txt': MIXED });
  const io = mergedIO();
  for await (const group of streamPuzzleInputs(
    parseArgs(args, (command === 'solve' ? SOLVE : ANALYZE).options),
    reader,
  )) {
    for (const record of group) {
      const { out, err } = answer(toPortable(record));
      for (const line of typeof out === 'string' ? [out] : out) io.stdout(line);
      if (err !== undefined) io.stderr(err);
    }
  }
  return { answers: io.lines, warnings: reader.err };
}

/** The same input through the batches (plain lines as digits), each batch's output written as the commands write it. */
async function batchByBatch(
  command: 'solve' | 'analyze',
  args: string[],
  size: number,
  answer: (batch: PuzzleBatch) => BatchOutput,
): Promise<Printed> {
  const reader = createFakeIO({ 'mixed.txt': MIXED });
  const io = mergedIO();
  const batches = mapRecords(
    streamPuzzleBatches(parseArgs(args, (command === 'solve' ? SOLVE : ANALYZE).options), reader, {
      size,
      plain: true,
    }),
    toPortable,
  );
  for await (const batch of batches) await writeBatchOutput(io, answer(batch));
  return { answers: io.lines, warnings: reader.err };
}

const withoutTimings = ({ answers, warnings }: Printed): Printed => ({
  warnings,
  answers: answers.map((line) =>
    line.replace(/"(elapsedMs|timeMs)":[0-9.e+-]+/g, '"$1":0').replace(/\d+\.\d+ ms/g, 'T ms'),
  ),
});

describe('solve: the batches and their fast path give what the general path gives', () => {
  it.each([
    ['JSON', true],
    ['text', false],
  ])('%s, in order, with standard error in its places, whatever the batch size', async (_name, json) => {
    const args = ['--file', 'mixed.txt', ...(json ? ['--json'] : [])];
    const expected = await recordByRecord('solve', args, (record) => solveJob(record, json));
    // JSON tells an unread puzzle on standard error too, among the answers.
    expect(expected.answers.some((line) => line.startsWith('err'))).toBe(json);
    expect(expected.warnings.length).toBeGreaterThan(0);
    for (const size of [1, 3, 1024])
      expect(await batchByBatch('solve', args, size, (batch) => solveBatch(batch, json))).toEqual(expected);
  });

  it('answers every puzzle of the mixed file, in order, as the reference solver does', async () => {
    const lines = (
      await batchByBatch('solve', ['--file', 'mixed.txt', '--json'], 7, (batch) => solveBatch(batch, true))
    ).answers
      .filter((line) => line.startsWith('out '))
      .map(
        (line) =>
          JSON.parse(line.slice(4)) as {
            index: number;
            solutions: number;
            solution?: string;
            error?: { kind: string };
          },
      );
    expect(lines.map((line) => line.index)).toEqual(lines.map((_, i) => i));
    const firstPlain = lines[0];
    expect(firstPlain.solution).toBe(solveReference(parsePuzzleText(SEVENTEEN[0]), 2).solutions[0].join(''));
    expect(lines[2].error?.kind).toBe('bad-input');
    for (const line of lines.filter((each) => each.solutions === 1)) expect(line.solution).toMatch(/^[1-9]{81}$/);
    const last = lines[lines.length - 1];
    expect(last.solution).toBe(solveReference(parsePuzzleText(TOP95[29]), 2).solutions[0].join(''));
    expect(lines.map((line) => line.solutions)).toContain(0);
    expect(lines.map((line) => line.solutions)).toContain(2);
  });

  it('a big file in one read fills batches past the first buffer of plain digits', async () => {
    const lines = Array.from({ length: 2600 }, (_, i) => SEVENTEEN[i % SEVENTEEN.length]);
    const io = createFakeIO({ 'big.txt': lines.join('\n') });
    const batches: PuzzleBatch[] = [];
    for await (const batch of mapRecords(
      streamPuzzleBatches(parseArgs(['--file', 'big.txt'], SOLVE.options), io, { size: 5000, plain: true }),
      toPortable,
    ))
      batches.push(batch);
    expect(batches).toHaveLength(1);
    expect(batches[0].lines).toEqual(lines.map((_, i) => i + 1));
    const out = Buffer.from(solveBatch(batches[0], true).out).toString('utf8').trim().split('\n');
    expect(out).toHaveLength(2600);
    const solutions = SEVENTEEN.map((puzzle) => solveReference(parsePuzzleText(puzzle), 2).solutions[0].join(''));
    out.forEach((line, i) =>
      expect(JSON.parse(line)).toEqual({
        index: i,
        id: String(i + 1),
        solutions: 1,
        solution: solutions[i % SEVENTEEN.length],
      }),
    );
  });
});

describe('analyze: the batches give what the general path gives', () => {
  it.each([
    ['JSON', true],
    ['text', false],
  ])('%s, in order, whatever the batch size', async (_name, json) => {
    const settings: AnalyzeSettings = { json, choice: {}, single: false };
    const args = ['--file', 'mixed.txt', ...(json ? ['--json'] : [])];
    const expected = withoutTimings(await recordByRecord('analyze', args, (record) => analyzeJob(record, settings)));
    for (const size of [1, 4])
      expect(
        withoutTimings(await batchByBatch('analyze', args, size, (batch) => analyzeBatch(batch, settings))),
      ).toEqual(expected);
  });
});

describe('readPlainLine', () => {
  it('reads exactly the 81-character lines the line reader reads, into place, and nothing else', () => {
    const lines = [
      SEVENTEEN[0],
      TOP95[1],
      '.'.repeat(81),
      `0-_*.${'1'.repeat(76)}`,
      '１２３'.padEnd(81, '.'),
      `${TOP95[2].slice(0, 80)}x`,
      `${TOP95[3]}4`,
      TOP95[4].slice(1),
      ` ${TOP95[5].slice(1)}`,
    ];
    for (const line of lines) {
      const digits = new Uint8Array(90);
      let expected: Uint8Array | undefined;
      try {
        expected = line.length === 81 ? parsePuzzleText(line) : undefined;
      } catch {
        expected = undefined;
      }
      expect(readPlainLine(line, digits, 9)).toBe(expected !== undefined);
      if (expected) expect(digits.subarray(9)).toEqual(expected);
    }
  });
});

describe('plain lines read from the bytes read', () => {
  const TEXT = `\uFEFF${MIXED}\r\n${'１２３'.padEnd(81, '.')}\n${SEVENTEEN[5]}`;

  /** Every puzzle of the input in order, as the batches carry it: a plain line's number and digits, or the record (batch boundaries follow the reads). */
  async function puzzlesOf(io: CliIO, size: number): Promise<unknown[]> {
    const puzzles: unknown[] = [];
    for await (const batch of streamPuzzleBatches(parseArgs(['--file', 'f.txt'], SOLVE.options), io, {
      size,
      plain: true,
    })) {
      forEachPuzzle(
        batch,
        (index, line, offset) => puzzles.push({ index, line, digits: batch.digits.slice(offset, offset + 81) }),
        (record) => puzzles.push(record),
      );
    }
    return puzzles;
  }

  it('give the puzzles, in order, that the text gives, wherever the reads break the file (a byte-order mark, CRLF, full-width marks, grids, bad lines)', async () => {
    const bytes = Buffer.from(TEXT);
    for (const size of [3, 1024]) {
      const expected = await puzzlesOf(createFakeIO({ 'f.txt': TEXT }), size);
      expect(
        expected.filter(
          (puzzle) =>
            (puzzle as { digits?: unknown }).digits instanceof Uint8Array && !('origin' in (puzzle as object)),
        ).length,
      ).toBeGreaterThan(40);
      for (const read of [1, 2, 5, 81, 82, 1000, bytes.length]) {
        const chunks = async function* () {
          for (let at = 0; at < bytes.length; at += read) yield bytes.subarray(at, at + read);
        };
        const io: CliIO = { ...createFakeIO(), readLines: () => lineGroupsOfChunks(chunks()) };
        expect(await puzzlesOf(io, size)).toEqual(expected);
      }
    }
  });

  it('readPlainBytes reads an 81-byte line exactly as readPlainLine reads its text', () => {
    const lines = [
      SEVENTEEN[0],
      TOP95[1],
      '.'.repeat(81),
      `0-_*.${'1'.repeat(76)}`,
      `${TOP95[2].slice(0, 80)}x`,
      ` ${TOP95[5].slice(1)}`,
      `${TOP95[3].slice(0, 80)}é`,
      `${TOP95[4].slice(0, 80)}\0`,
    ];
    for (const line of lines) {
      expect(line).toHaveLength(81);
      const fromBytes = new Uint8Array(90);
      const fromText = new Uint8Array(90);
      const plain = readPlainLine(line, fromText, 9);
      expect(readPlainBytes(Buffer.from(`ab${line}`, 'latin1'), 2, fromBytes, 9)).toBe(plain);
      if (plain) expect(fromBytes).toEqual(fromText);
    }
    expect(lines.filter((line) => readPlainLine(line, new Uint8Array(81), 0))).toHaveLength(4);
  });
});
