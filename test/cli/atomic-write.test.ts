/**
 * Nothing lost (issue 41): output files are replaced whole or not at all. The writer on its own
 * (new paths, replaced files, links, devices, failures), and the built command killed as it
 * writes, ten times each for batch and compare: the old file or a complete new workbook is left,
 * never a part.
 */

import { spawn, spawnSync } from 'child_process';
import ExcelJS from 'exceljs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { makeFolder, realTarget, sameFile, writeFileAtomically } from '../../src/cli/atomic-write';

const ROOT = path.join(__dirname, '..', '..');
const BIN = path.join(ROOT, 'bin', 'sudoku-analyzer.js');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-write-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const leftovers = () => fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'));

describe('writeFileAtomically', () => {
  it('writes a new file in a new folder and replaces an old one, leaving no temporary file', async () => {
    const target = path.join(dir, 'new', 'out.csv');
    await writeFileAtomically(target, 'first');
    expect(fs.readFileSync(target, 'utf8')).toBe('first');
    await writeFileAtomically(target, new Uint8Array([104, 105]));
    expect(fs.readFileSync(target, 'utf8')).toBe('hi');
    expect(fs.readdirSync(path.join(dir, 'new'))).toEqual(['out.csv']);
  });

  it('keeps the mode of the file it replaces', async () => {
    const target = path.join(dir, 'out.txt');
    fs.writeFileSync(target, 'old', { mode: 0o640 });
    fs.chmodSync(target, 0o640);
    await writeFileAtomically(target, 'new');
    expect(fs.statSync(target).mode & 0o777).toBe(0o640);
  });

  it('follows a link to the file it names, which is replaced while the link stays a link', async () => {
    const real = path.join(dir, 'real.xlsx');
    const link = path.join(dir, 'link.xlsx');
    fs.writeFileSync(real, 'old');
    fs.symlinkSync(real, link);
    await writeFileAtomically(link, 'new');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(real, 'utf8')).toBe('new');
    expect(sameFile(link, real)).toBe(true);
    expect(realTarget(path.join(dir, 'absent.xlsx'))).toBe(path.join(fs.realpathSync(dir), 'absent.xlsx'));
  });

  it("refuses a folder that cannot be made at once, where Node's recursive mkdir loops for ever (under /proc)", async () => {
    expect(() => makeFolder('/proc/no-such-folder/sub')).toThrow(/ENOENT/);
    await expect(writeFileAtomically('/proc/no-such-folder/sub/out.xlsx', 'data')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    makeFolder(path.join(dir, 'a', 'b', 'c'));
    expect(fs.statSync(path.join(dir, 'a', 'b', 'c')).isDirectory()).toBe(true);
  });

  it('writes a device directly instead of renaming over it', async () => {
    await writeFileAtomically('/dev/null', 'gone');
    expect(fs.statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('leaves the old file and no temporary one when the write fails', async () => {
    const folder = path.join(dir, 'a-folder');
    fs.mkdirSync(folder);
    await expect(writeFileAtomically(folder, 'data')).rejects.toMatchObject({ code: 'EISDIR' });
    const target = path.join(dir, 'out.txt');
    fs.writeFileSync(target, 'old');
    // A value that cannot be written fails after the temporary file is made.
    await expect(writeFileAtomically(target, 42 as unknown as string)).rejects.toThrow();
    expect(fs.readFileSync(target, 'utf8')).toBe('old');
    expect(leftovers()).toEqual([]);
  });
});

/** The first `count` puzzles of a Sudoku Exchange fixture with their published solutions. */
function puzzlesWithSolutions(count: number): { puzzle: string; solution: string }[] {
  const file = path.join(ROOT, 'test/fixtures/sudoku-exchange/with-solutions/easy_puzzle_and_solution.txt');
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .map((line) => {
      const [puzzle, solution] = line.trim().split(/\s+/);
      return { puzzle, solution };
    });
}

/** Whether the file is a whole workbook whose first sheet has at least `rows` rows. */
async function completeWorkbook(file: string, rows: number): Promise<boolean> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(file);
  } catch {
    return false;
  }
  return workbook.worksheets.length > 0 && workbook.worksheets[0].rowCount >= rows;
}

/**
 * Runs the command and kills it (SIGKILL) the moment its write shows: a temporary file beside the
 * output, or the output changed. Whether it was killed before it ended.
 */
async function runKilledWhileWriting(args: string[], out: string, old: string): Promise<boolean> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: 'ignore' });
  const ended = new Promise<string | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  let running = true;
  void ended.then(() => (running = false));
  const folder = path.dirname(out);
  const writing = () =>
    fs.readdirSync(folder).some((name) => name.endsWith('.tmp')) || fs.statSync(out).size !== old.length;
  while (running && !writing()) await new Promise((resolve) => setImmediate(resolve));
  if (running) child.kill('SIGKILL');
  return (await ended) === 'SIGKILL';
}

/**
 * Runs until ten were killed as they wrote (a loaded machine may let a run finish its write between
 * two looks; such a run is checked too, but not counted): the old file or a complete new one each time.
 */
async function killTenTimes(args: string[], out: string, rows: number): Promise<void> {
  const OLD = 'the old file, which must survive';
  expect(spawnSync(process.execPath, [BIN, ...args], { stdio: 'ignore' }).status).toBe(0);
  expect(await completeWorkbook(out, rows)).toBe(true);
  let killed = 0;
  for (let run = 1; run <= 30 && killed < 10; run++) {
    fs.writeFileSync(out, OLD);
    if (await runKilledWhileWriting(args, out, OLD)) killed++;
    const intact = fs.readFileSync(out, 'utf8') === OLD || (await completeWorkbook(out, rows));
    expect({ run, intact }).toEqual({ run, intact: true });
  }
  expect(killed).toBe(10);
}

describe('a killed run leaves the old file or the new one', () => {
  const puzzles = puzzlesWithSolutions(12);

  it('batch --force, killed ten times', async () => {
    const book = path.join(dir, 'book.txt');
    fs.writeFileSync(book, `${puzzles.map((each) => each.puzzle).join('\n')}\n`);
    const out = path.join(dir, 'OLD.xlsx');
    await killTenTimes(['batch', book, '--out', out, '--force', '--jobs', '1'], out, puzzles.length);
  }, 300_000);

  it('compare --out --force, killed ten times', async () => {
    const { puzzle, solution } = puzzles[0];
    const blanks = [...puzzle].flatMap((char, cell) => (char === '0' || char === '.' ? [cell] : []));
    const log = [
      'seconds,row,col,value',
      ...blanks.map((cell, k) => `${k + 1},${Math.floor(cell / 9) + 1},${(cell % 9) + 1},${solution[cell]}`),
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'LOG.csv'), log);
    const out = path.join(dir, 'OLD.xlsx');
    await killTenTimes(
      ['compare', '--puzzle', puzzle, '--log', path.join(dir, 'LOG.csv'), '--out', out, '--force'],
      out,
      2,
    );
  }, 300_000);

  it('never writes over a file the run reads, even through a link', () => {
    const book = path.join(dir, 'book.txt');
    fs.writeFileSync(book, `${puzzles[0].puzzle}\n`);
    const link = path.join(dir, 'results.xlsx');
    fs.symlinkSync(book, link);
    const batch = spawnSync(process.execPath, [BIN, 'batch', book, '--out', link, '--force'], { encoding: 'utf8' });
    expect(batch.status).toBe(2);
    expect(batch.stderr).toMatch(/would replace the book/);
    fs.writeFileSync(path.join(dir, 'LOG.csv'), 'seconds,row,col,value\n');
    const logLink = path.join(dir, 'session.xlsx');
    fs.symlinkSync(path.join(dir, 'LOG.csv'), logLink);
    const compare = spawnSync(
      process.execPath,
      [BIN, 'compare', '--puzzle', puzzles[0].puzzle, '--log', path.join(dir, 'LOG.csv'), '--out', logLink, '--force'],
      { encoding: 'utf8' },
    );
    expect(compare.status).toBe(2);
    expect(compare.stderr).toMatch(/would replace .*LOG\.csv, which this run reads/);
    expect(fs.readFileSync(book, 'utf8')).toBe(`${puzzles[0].puzzle}\n`);
    expect(fs.readFileSync(path.join(dir, 'LOG.csv'), 'utf8')).toBe('seconds,row,col,value\n');
  });
});
