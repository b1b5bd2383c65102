/**
 * Output that cannot be written (issue 41, item 4), with doubles since permission bits do not
 * stop root: standard output whose writes fail (a full disk, a read-only file system, a closed
 * pipe) and output files whose writer throws. Each failure is one plain sentence naming where the
 * output was going, and exit status 2; a closed pipe is quiet, with the status the run had.
 */

import { Writable } from 'stream';
import { main } from '../../src/cli/main';
import { createNodeIO } from '../../src/cli/node-io';
import { plainReadError } from '../../src/cli/input-files';
import { plainWriteError } from '../../src/cli/plain-errors';
import { createFakeIO } from './fake-io';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

function systemError(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: failed, write`), { code, syscall: 'write' });
}

/** A stream whose every write fails with `code` (or succeeds without one), counting the writes. */
function stream(code?: string): Writable & { writes: string[] } {
  const writes: string[] = [];
  const made = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk.toString('utf8'));
      callback(code ? systemError(code) : null);
    },
  });
  return Object.assign(made, { writes });
}

/** The command through createNodeIO on doubles: what reached standard error, the exits asked for, the writes tried. */
async function runOn(code: string, argv: string[]) {
  const stdout = stream(code);
  const stderr = stream();
  const exits: number[] = [];
  const io = createNodeIO({ stdout, stderr, exit: (status) => void exits.push(status) });
  await main(argv, io);
  // The failure is heard on a turn of the event loop after the write.
  await new Promise((resolve) => setImmediate(resolve));
  return { exits, stderr: stderr.writes.join(''), writes: stdout.writes.length };
}

describe('standard output that cannot be written', () => {
  it.each([
    ['ENOSPC', 'the disk is full.'],
    ['EROFS', 'the file system is read-only.'],
    ['EACCES', 'permission denied.'],
    ['EIO', 'the device reported an input/output error.'],
    ['EFBIG', 'the file would be larger than the file system allows.'],
  ])('%s: one sentence naming standard output, exit 2, nothing more written', async (code, reason) => {
    for (const argv of [
      ['fullgrid', '--count', '500', '--seed', '1'],
      ['solve', '--json', PUZZLE, PUZZLE],
      ['transform', '--count', '300', '--seed', '2', PUZZLE],
    ]) {
      const { exits, stderr, writes } = await runOn(code, argv);
      expect(exits).toEqual([2]);
      expect(stderr).toBe(`Cannot write standard output: ${reason}\n`);
      expect(writes).toBe(1);
    }
  });

  it('a closed pipe (EPIPE) ends the run quietly with the status it had', async () => {
    const { exits, stderr, writes } = await runOn('EPIPE', ['fullgrid', '--count', '500', '--seed', '1']);
    expect(exits).toEqual([0]);
    expect(stderr).toBe('');
    expect(writes).toBe(1);
  });

  it('writes every line when nothing fails', async () => {
    const stdout = stream();
    const exits: number[] = [];
    await main(
      ['fullgrid', '--count', '500', '--seed', '1'],
      createNodeIO({ stdout, stderr: stream(), exit: (status) => void exits.push(status) }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(stdout.writes.join('').split('\n')).toHaveLength(501);
    expect(exits).toEqual([]);
  });
});

describe('output files that cannot be written', () => {
  const BOOK = `${PUZZLE}\n`;

  it.each([
    ['EROFS', 'the file system is read-only.'],
    ['ENOSPC', 'the disk is full.'],
    ['EACCES', 'permission denied.'],
    ['EISDIR', 'it is a folder, not a file.'],
    ['ENOENT', 'its folder does not exist and could not be made.'],
    ['EDQUOT', 'the disk quota is used up.'],
  ])('%s: "Cannot write F: %s" and exit 2, for batch and compare', async (code, reason) => {
    for (const argv of [
      ['batch', 'book.txt', '--out', 'out41-never.xlsx', '--jobs', '1'],
      ['compare', '--puzzle', PUZZLE, '--log', 'log.csv', '--out', 'out41-never.xlsx'],
    ]) {
      const io = createFakeIO({ 'book.txt': BOOK, 'log.csv': 'seconds,row,col,value\n5,1,2,1\n' });
      io.writeFile = () => {
        throw systemError(code);
      };
      expect(await main(argv, io)).toBe(2);
      expect(io.err.filter((line) => line.startsWith('Cannot'))).toEqual([`Cannot write out41-never.xlsx: ${reason}`]);
      expect(io.err.join('\n')).not.toMatch(/at .*\.ts:\d+|no such file/);
    }
  });

  it('one table serves reading and writing; a missing path means no file to read but no folder to write in', () => {
    for (const code of ['EROFS', 'ENOSPC', 'EACCES', 'EISDIR'])
      expect(plainReadError(systemError(code))).toBe(plainWriteError(systemError(code)));
    expect(plainReadError(systemError('ENOENT'))).toBe('there is no such file.');
    expect(plainWriteError(systemError('ENOENT'))).not.toMatch(/no such file/);
    expect(plainWriteError(systemError('ENOTDIR'))).toBe('a part of its path is a file, not a folder.');
    expect(plainWriteError(new Error('something else'))).toBe('something else');
  });
});
