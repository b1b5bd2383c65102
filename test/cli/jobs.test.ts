/**
 * The worker pool and the streaming input through the built command (bin/ over lib/, built by
 * npm ci): --jobs 1 and --jobs 2 print the same bytes, a pipe's first answer comes before the pipe
 * ends, a bad line in the middle of a stream gets its own answer in its place, and a file that is
 * no puzzle text is refused at once.
 */

import { spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { analysisProblems } from '../helpers/analysis-check';
import { dataPath, readPuzzleLines } from '../helpers/corpus';
import { solveReference } from '../helpers/solver-reference';
import type { AnalysisResult } from '../../src/engine/analysis/types';
import { main } from '../../src/cli/main';
import { createFakeIO } from './fake-io';

const BIN = path.resolve(__dirname, '../../bin/sudoku-analyzer.js');

// Every test starts the command in fresh processes, several on a busy machine.
jest.setTimeout(180_000);
const TOP95 = readPuzzleLines('rated/top95.txt');
const SEVENTEEN = readPuzzleLines('tdoku/puzzles2_17_clue', 24);

function cli(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
}

/** Timings are the one thing allowed to differ between runs. */
function withoutTimings(text: string): string {
  return text.replace(/"(elapsedMs|timeMs)":[0-9.e+-]+/g, '"$1":0').replace(/\d+\.\d+ ms/g, 'T ms');
}

function digitsOf(text: string): number[] {
  return Array.from(text, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

function referenceSolution(puzzle: string): string {
  const { solutions } = solveReference(digitsOf(puzzle), 2);
  return solutions[0].join('');
}

describe('--jobs 1 and --jobs 2 print the same bytes (timings aside)', () => {
  it.each([
    ['solve --json', ['solve', '--file', dataPath('tdoku/puzzles2_17_clue'), '--json']],
    ['solve (text)', ['solve', '--file', dataPath('rated/top95.txt')]],
    ['analyze --json', ['analyze', '--file', dataPath('rated/top95.txt'), '--json']],
    ['analyze (text)', ['analyze', '--file', dataPath('tdoku/puzzles6_forum_hardest_1106')]],
    [
      'analyze --json, a CSV book',
      ['analyze', '--file', dataPath('radcliffe-curated/sudoku_curated_5000.csv'), '--json'],
    ],
  ])('%s', (_name, args) => {
    const one = cli([...args, '--jobs', '1']);
    const two = cli([...args, '--jobs', '2']);
    expect(one.status).toBe(0);
    expect(two.status).toBe(0);
    expect(one.stdout.length).toBeGreaterThan(0);
    expect(withoutTimings(two.stdout)).toBe(withoutTimings(one.stdout));
    expect(two.stderr).toBe(one.stderr);
  });

  it('a file mixing plain lines with comments, blank and bad lines and grids: solve and analyze, JSON and text', () => {
    const grid = fs.readFileSync(dataPath('timedia/Problem500.txt'), 'utf8').split(/\r?\n/).slice(0, 20);
    const bad = `${TOP95[1].slice(0, 40)}x${TOP95[1].slice(41)}`;
    const lines = [
      '# comment',
      ...SEVENTEEN.slice(0, 12),
      '',
      bad,
      ...grid,
      `${TOP95[3]}9`,
      TOP95[4].slice(3),
      ...TOP95.slice(40, 70),
      ...SEVENTEEN.slice(12),
    ];
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mixed-')), 'mixed.txt');
    fs.writeFileSync(file, lines.join('\n'));
    for (const args of [['solve', '--json'], ['solve'], ['analyze', '--json'], ['analyze']]) {
      const one = cli([...args, '--file', file, '--jobs', '1']);
      const two = cli([...args, '--file', file, '--jobs', '2']);
      expect(one.status).toBe(0);
      expect(withoutTimings(two.stdout)).toBe(withoutTimings(one.stdout));
      expect(two.stderr).toBe(one.stderr);
      expect(one.stdout.trim().split('\n').length).toBeGreaterThanOrEqual(12 + 1 + 2 + 2 + 30 + SEVENTEEN.length - 12);
    }
  });

  it('solve --json answers every 17-clue puzzle with the reference solver’s solution, in input order', () => {
    const lines = cli(['solve', '--file', dataPath('tdoku/puzzles2_17_clue'), '--json', '--jobs', '2'])
      .stdout.trim()
      .split('\n')
      .slice(0, SEVENTEEN.length);
    expect(lines).toHaveLength(SEVENTEEN.length);
    lines.forEach((line, i) => {
      expect(JSON.parse(line)).toMatchObject({ index: i, solutions: 1, solution: referenceSolution(SEVENTEEN[i]) });
    });
  });

  it('analyze --json with two jobs: every step of every top95 puzzle agrees with the reference solution, in input order', () => {
    const results = cli(['analyze', '--file', dataPath('rated/top95.txt'), '--json', '--jobs', '2'])
      .stdout.trim()
      .split('\n')
      .map((line) => JSON.parse(line) as AnalysisResult);
    expect(results.map((result) => result.index)).toEqual(TOP95.map((_, i) => i));
    results.forEach((result, i) => expect(analysisProblems(result, referenceSolution(TOP95[i]))).toEqual([]));
  });

  it('generate gives the same puzzles with one job and two, in input order though the worker starts the emptiest pattern first', () => {
    const records = fs.readFileSync(dataPath('../../samples/Pattern500.txt'), 'utf8').split('\n');
    const record = (n: number) => records.slice(n * 10, n * 10 + 10);
    // Three patterns of 20 givens, then one of 18: the worker is sent the last one first.
    const patterns = [...record(10), ...record(11), ...record(12), ...record(0)].join('\n');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-')), 'patterns.txt');
    fs.writeFileSync(file, patterns);
    const args = ['generate', '--pattern', file, '--seed', '5', '--count', '2', '--time-limit', '20000', '--json'];
    const one = cli([...args, '--jobs', '1']);
    const two = cli([...args, '--jobs', '2']);
    expect(one.status).toBe(0);
    expect(withoutTimings(two.stdout)).toBe(withoutTimings(one.stdout));
    const lines = two.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { index: number; puzzle?: string; pattern: string });
    expect(lines.map((line) => line.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Each pattern's two puzzles in the file's order, the 18-given one last.
    const asLine = (n: number) => record(n).slice(1).join('').replace(/\s/g, '').replace(/-/g, '.');
    expect(lines.map((line) => line.pattern)).toEqual([10, 10, 11, 11, 12, 12, 0, 0].map(asLine));
    for (const line of lines) {
      expect(line.puzzle).toBeDefined();
      // Givens exactly on the pattern, and one solution by the reference solver.
      expect(Array.from(line.puzzle!, (ch) => (ch === '.' ? '.' : 'X')).join('')).toBe(
        line.pattern.replace(/[^.]/g, 'X'),
      );
      expect(solveReference(digitsOf(line.puzzle!), 2).count).toBe(1);
    }
  });
});

describe('standard input as a stream', () => {
  it('reads timedia grid records streamed in chunks exactly as the whole text (in-process, one read)', async () => {
    const file = dataPath('timedia/Problem500.txt');
    const io = createFakeIO({ 'Problem500.txt': fs.readFileSync(file, 'utf8') });
    expect(await main(['solve', '--file', 'Problem500.txt', '--json'], io)).toBe(0);
    // 40 copies: far more than one read of a pipe, so records are cut between reads.
    const streamed = cli(['solve', '--file', '-', '--json', '--jobs', '2'], fs.readFileSync(file, 'utf8').repeat(40));
    const withoutIndex = (line: string) => ({ ...(JSON.parse(line) as object), index: undefined });
    const lines = streamed.stdout.trim().split('\n').map(withoutIndex);
    expect(lines).toEqual(Array.from({ length: 40 }, () => io.out.map(withoutIndex)).flat());
  });

  it('answers the first puzzle before the input ends, and each in input order', async () => {
    const child = spawn(process.execPath, [BIN, 'solve', '--file', '-', '--json', '--jobs', '2'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    let inputEnded = false;
    let firstBeforeEnd: boolean | undefined;
    const firstLine = new Promise<void>((resolve) => {
      child.stdout.on('data', (data: Buffer) => {
        output += data.toString('utf8');
        if (firstBeforeEnd === undefined && output.includes('\n')) {
          firstBeforeEnd = !inputEnded;
          resolve();
        }
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const puzzles = TOP95.slice(0, 6);
    child.stdin.write(`${puzzles[0]}\n`);
    // The rest only after the first answer has come (or 20 s, which fails the test).
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([firstLine, new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
    clearTimeout(timer);
    for (const puzzle of puzzles.slice(1)) {
      child.stdin.write(`${puzzle}\n`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    inputEnded = true;
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(firstBeforeEnd).toBe(true);
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { index: number; solution: string });
    expect(lines.map((line) => line.index)).toEqual([0, 1, 2, 3, 4, 5]);
    lines.forEach((line, i) => expect(line.solution).toBe(referenceSolution(puzzles[i])));
  });

  it('gives a bad line in the middle of a stream its own error line, in its place', () => {
    const bad = `${TOP95[1].slice(0, 40)}x${TOP95[1].slice(41)}`;
    const input = [...TOP95.slice(0, 30), bad, ...TOP95.slice(30, 60)].join('\n');
    for (const command of ['solve', 'analyze']) {
      const { status, stdout, stderr } = cli([command, '--file', '-', '--json', '--jobs', '2'], input);
      expect(status).toBe(0);
      const lines = stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { index: number; error?: { kind: string; cells: number[][] } });
      expect(lines.map((line) => line.index)).toEqual(Array.from({ length: 61 }, (_, i) => i));
      expect(lines[30].error).toMatchObject({ kind: 'bad-input', cells: [[5, 5]] });
      expect(lines.filter((line) => line.error)).toHaveLength(1);
      expect(stderr).toContain('standard input line 31: Not a digit or a blank: row 5, column 5');
    }
  });
});

describe('a file that is no puzzle text is refused at once', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'not-puzzles-'));

  it('a line longer than any puzzle', () => {
    const file = path.join(folder, 'long.txt');
    fs.writeFileSync(file, `${TOP95[0]}\n${'x'.repeat(200_000)}\n${TOP95[1]}\n`);
    const { status, stderr } = cli(['solve', '--file', file, '--json']);
    expect(status).toBe(2);
    expect(stderr.trim()).toBe(
      `Cannot read ${file}: line 2 is longer than 65,536 characters, so this is no puzzle file.`,
    );
  });

  it('random text, before any output', () => {
    const file = path.join(folder, 'random.txt');
    let text = '';
    for (let seed = 7; text.length < 2_000_000;) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      text += 'ab1.\n '[seed % 6];
    }
    fs.writeFileSync(file, text);
    const { status, stdout, stderr } = cli(['solve', '--file', file, '--json']);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      `Cannot read ${file}: its first 1,000 records hold no puzzle, so this is no puzzle file.`,
    );
  });

  it('batch: a book beyond the documented limit, before any analysis, writing nothing', async () => {
    const io = createFakeIO({ 'big.txt': `${TOP95[0]}\n`.repeat(20_001) });
    expect(await main(['batch', 'big.txt', '--out', 'big-results.xlsx'], io)).toBe(2);
    expect(io.err).toEqual([
      'big.txt holds more than 20,000 puzzles in range: at most 20,000 puzzles make one workbook; batch it in parts with --from and --to.',
    ]);
    expect(io.written.size).toBe(0);
    const huge = path.join(folder, 'huge.txt');
    fs.writeFileSync(huge, `${TOP95[0]}\n`.repeat(110_000));
    const spawned = cli(['batch', huge, '--out', path.join(folder, 'huge-results.xlsx')]);
    expect(spawned.status).toBe(2);
    expect(spawned.stderr.trim()).toBe(
      `${huge} is 9 MiB: at most 20,000 puzzles make one workbook; batch it in parts with --from and --to.`,
    );
    expect(fs.existsSync(path.join(folder, 'huge-results.xlsx'))).toBe(false);
  });

  it('a binary file', () => {
    const file = path.join(folder, 'binary.txt');
    fs.writeFileSync(file, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x0a, 0x41]));
    const { status, stderr } = cli(['analyze', '--file', file]);
    expect(status).toBe(2);
    expect(stderr.trim()).toBe(`Cannot read ${file}: line 1 holds a NUL byte: this is a binary file, not puzzle text.`);
  });
});
