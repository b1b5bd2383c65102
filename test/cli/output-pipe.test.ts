/**
 * Standard output through the built command (bin/ over lib/, built by npm ci), as a shell gives
 * it (issue 41, item 4): `> /dev/full` is one plain sentence and exit status 2 with no stack
 * trace; a reader that takes one line and closes the pipe (`| head -1`) ends even the longest
 * runs promptly and quietly; and generate and ga print each answer as it is made.
 */

import { spawn, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

const BIN = path.resolve(__dirname, '../../bin/sudoku-analyzer.js');
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const PATTERN = fs
  .readFileSync(path.resolve(__dirname, '../../samples/Pattern500.txt'), 'utf8')
  .split('\n')
  .slice(0, 10)
  .join('\n');

jest.setTimeout(120_000);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'output-pipe-'));
  fs.writeFileSync(path.join(dir, 'pattern.txt'), `${PATTERN}\n`);
  fs.writeFileSync(path.join(dir, 'log.csv'), 'seconds,row,col,value\n5,1,2,1\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('> /dev/full', () => {
  it.each([
    ['solve', ['solve', '--json', PUZZLE]],
    ['analyze', ['analyze', PUZZLE]],
    ['hint', ['hint', '--puzzle', PUZZLE]],
    ['fullgrid', ['fullgrid', '--count', '100000']],
    ['transform', ['transform', '--count', '100000', PUZZLE]],
    ['ga', ['ga', PUZZLE, '--generations', '10']],
  ])('%s: "Cannot write standard output: the disk is full." and exit 2', (_name, argv) => {
    const full = fs.openSync('/dev/full', 'w');
    try {
      const { status, stderr } = spawnSync(process.execPath, [BIN, ...argv], {
        stdio: ['ignore', full, 'pipe'],
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(stderr).toBe('Cannot write standard output: the disk is full.\n');
      expect(status).toBe(2);
    } finally {
      fs.closeSync(full);
    }
  });
});

/** Starts the command, reads its first line, closes the pipe; when that line came and how long the command took to end after. */
async function headOne(
  argv: string[],
): Promise<{ line: string; firstLineMs: number; exitMs: number; status: number | null; stderr: string }> {
  const started = Date.now();
  const child = spawn(process.execPath, [BIN, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (data: Buffer) => (stderr += data.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let text = '';
  // A command that prints nothing, or goes on once the reader has left, is ended after a minute so
  // as not to outlive the test; the times measured fail it.
  let timer = setTimeout(() => child.kill(), 60_000);
  const line = await new Promise<string>((resolve) => {
    child.stdout.on('data', (data: Buffer) => {
      text += data.toString('utf8');
      if (text.includes('\n')) resolve(text.slice(0, text.indexOf('\n')));
    });
    child.on('exit', () => resolve(text));
  });
  const firstLineMs = Date.now() - started;
  child.stdout.destroy();
  const closed = Date.now();
  clearTimeout(timer);
  timer = setTimeout(() => child.kill(), 60_000);
  const status = await exited;
  clearTimeout(timer);
  return { line, firstLineMs, exitMs: Date.now() - closed, status, stderr };
}

describe('| head -1', () => {
  it.each([
    ['fullgrid --count 1000000', ['fullgrid', '--count', '1000000'], /^[1-9]{81}$/],
    ['transform --count 1000000', ['transform', '--count', '1000000', PUZZLE], /^[1-9.]{81}$/],
  ])('%s ends within 5 s of the reader leaving, quietly with status 0', async (_name, argv, shape) => {
    const { line, exitMs, status, stderr } = await headOne(argv);
    expect(line).toMatch(shape);
    expect(exitMs).toBeLessThan(5_000);
    expect(status).toBe(0);
    expect(stderr).toBe('');
  });

  it("ga --runs 10000 prints its first run as soon as it is done, not after the puzzle's last", async () => {
    const { line, firstLineMs, exitMs, status, stderr } = await headOne([
      'ga',
      PUZZLE,
      '--runs',
      '10000',
      '--generations',
      '50',
      '--seed',
      '1',
    ]);
    expect(line).toMatch(/^argument 1 run 0 /);
    expect(firstLineMs).toBeLessThan(30_000);
    expect(exitMs).toBeLessThan(5_000);
    expect(status).toBe(0);
    expect(stderr).toBe('');
  });

  it('generate --count 10000 prints its first puzzle as soon as it is made and ends once the reader has left', async () => {
    const { line, firstLineMs, exitMs, status, stderr } = await headOne([
      'generate',
      '--pattern',
      path.join(dir, 'pattern.txt'),
      '--count',
      '10000',
      '--time-limit',
      '2000',
      '--seed',
      '3',
    ]);
    expect(line).toMatch(/^No\.1 .*: [1-9.]{81} /);
    expect(firstLineMs).toBeLessThan(30_000);
    // The puzzle being made when the reader left is finished first (2 s at the most).
    expect(exitMs).toBeLessThan(2_000 + 5_000);
    expect(status).toBe(0);
    expect(stderr).toBe('');
  });
});
