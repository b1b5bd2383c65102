/**
 * The real process behind CliIO: standard output gathered and written in pieces, files from disk,
 * and what happens when standard output cannot be written. A reader that closes the pipe early
 * (`… | head`) has chosen so: the run ends at once, quietly, with the status it had. Any other
 * failure (a full disk, a read-only file system, `> /dev/full`) is one sentence on standard error
 * and exit status 2, as for a file that cannot be written. Commands call drained() after each
 * answer (or every few quick ones); it writes what is pending and gives the event loop a turn
 * every few milliseconds, which is when a failed write is heard, so no command runs on long after
 * its output is gone.
 */

import * as fs from 'fs';
import type { Writable } from 'stream';
import { format } from 'util';
import { writeFileAtomically } from './atomic-write';
import type { CliIO } from './cli-io';
import { readLineGroups } from './line-stream';
import { plainWriteError } from './plain-errors';
import { TEXT_READ_WHOLE, WORKBOOK, readCapped } from './capped-read';
import { MAX_TEXT_BYTES, MAX_WORKBOOK_BYTES } from './read-limits';
import { escapeControlBytes, escapeControls } from './terminal-text';

type OutputStream = Pick<Writable, 'write' | 'on' | 'writableNeedDrain'>;

/** What the io needs of the process; tests give doubles (a stream whose writes fail, an exit that records). */
export interface ProcessStreams {
  stdout: OutputStream;
  stderr: OutputStream;
  /** Ends the process at once (worker threads and all). */
  exit(code: number): void;
}

const processStreams = (): ProcessStreams => ({
  stdout: process.stdout,
  stderr: process.stderr,
  exit: (code) => process.exit(code),
});

/** How long a command may run between turns of the event loop: a failed write is heard only on a turn. */
const TURN_EVERY_MS = 10;

/** Standard output gathers lines up to this many characters between drained() calls. */
const GATHER_LIMIT = 65_536;

interface StreamGuard {
  onError?: (error: NodeJS.ErrnoException) => void;
  onDrain?: () => void;
}

/**
 * One listener per stream whatever the number of ios made on it (tests and the bench make
 * several); the latest io hears them.
 */
const guards = new WeakMap<object, StreamGuard>();

function guardOf(stream: OutputStream): StreamGuard {
  let guard = guards.get(stream);
  if (!guard) {
    const made: StreamGuard = {};
    stream.on('error', (error: NodeJS.ErrnoException) => made.onError?.(error));
    stream.on('drain', () => made.onDrain?.());
    guards.set(stream, made);
    guard = made;
  }
  return guard;
}

/**
 * A library's own warnings (exceljs's about a sheet name it shortens) go through the same escaping
 * as every other line on standard error: they echo the input too.
 */
function routeConsoleWarnings(stderr: OutputStream): void {
  const write = (...args: unknown[]) => void stderr.write(`${escapeControls(format(...args))}\n`);
  console.warn = write;
  console.error = write;
}

export function createNodeIO(streams: ProcessStreams = processStreams()): CliIO {
  const { stdout, stderr, exit } = streams;
  if (stderr === process.stderr) routeConsoleWarnings(stderr);
  let pending = '';
  let scheduled = false;
  let failed = false;
  let lastTurn = performance.now();
  let waiting: (() => void)[] = [];
  const wake = () => {
    const resolves = waiting;
    waiting = [];
    for (const resolve of resolves) resolve();
  };
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    if (!failed) stdout.write(text);
  };
  const stdoutGuard = guardOf(stdout);
  stdoutGuard.onDrain = wake;
  stdoutGuard.onError = (error) => {
    if (failed) return;
    failed = true;
    pending = '';
    wake();
    if (error.code === 'EPIPE') {
      exit(Number(process.exitCode ?? 0));
      return;
    }
    stderr.write(`Cannot write standard output: ${plainWriteError(error)}\n`);
    exit(2);
  };
  // Standard error has nowhere to report its own failure; the run's status still says how it went.
  guardOf(stderr).onError = () => undefined;
  return {
    stdout: (line) => {
      if (failed) return;
      pending += `${escapeControls(line)}\n`;
      if (pending.length >= GATHER_LIMIT) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    write: (bytes) => {
      flush();
      if (!failed) stdout.write(escapeControlBytes(bytes));
    },
    stderr: (line) => {
      flush();
      stderr.write(`${escapeControls(line)}\n`);
    },
    // Whole reads stop at a cap on the bytes read, so a device or a pipe cannot fill the memory first.
    readFile: async (filePath) => (await readCapped(filePath, MAX_TEXT_BYTES, TEXT_READ_WHOLE)).toString('utf8'),
    readBinaryFile: (filePath) => readCapped(filePath, MAX_WORKBOOK_BYTES, WORKBOOK),
    writeFile: writeFileAtomically,
    readLines: readLineGroups,
    fileSize: (filePath) => {
      if (filePath === '-') return undefined;
      const stat = fs.statSync(filePath, { throwIfNoEntry: false });
      return stat?.isFile() ? stat.size : undefined;
    },
    // performance.now() counts from the process's start.
    startedAt: 0,
    drained: () => {
      flush();
      if (failed) return Promise.resolve();
      if (stdout.writableNeedDrain) return new Promise((resolve) => waiting.push(resolve));
      if (performance.now() - lastTurn < TURN_EVERY_MS) return Promise.resolve();
      return new Promise((resolve) =>
        setImmediate(() => {
          lastTurn = performance.now();
          resolve();
        }),
      );
    },
  };
}
