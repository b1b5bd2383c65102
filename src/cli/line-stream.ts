/**
 * A text file or standard input as lines, a group per read, so a file of any size is read in
 * constant memory and a pipe's first puzzles are answered before it ends. A line longer than any
 * puzzle's, or a NUL byte, stops the reading at once: such a file is no puzzle text, and reading
 * it whole first is what made a 10 MB file of random bytes cost gigabytes.
 */

import * as fs from 'fs';
import { promisify } from 'util';
import { readPlainBytes, readPlainLine, groupedNumber } from '../engine';
import type { LineGroup } from '../io/parse';

/** Far above the longest one-line puzzle (35×35 symbols with a jigsaw and a colour map: about 3,700 characters). */
export const MAX_LINE_LENGTH = 65_536;

const LF = 10;
const CR = 13;
const CELLS = 81;
/** A line of 81 full-width marks (３ bytes each in UTF-8) is plain too: up to this many bytes a line may be. */
const PLAIN_BYTES_AT_MOST = 3 * CELLS;

/**
 * Lines kept as the bytes they were read in: a line's text is decoded only when asked for, and a
 * plain puzzle line of ASCII marks (a big file's every line) is read from its bytes, never made a string.
 */
class ByteLines implements LineGroup {
  /** Line k is bytes[bounds[2k], bounds[2k + 1]); `bytes` (LineGroup's) counts what the lines took of the input, their ends included. */
  constructor(
    private readonly buffer: Buffer,
    private readonly bounds: readonly number[],
    readonly bytes: number,
  ) {}

  get count(): number {
    return this.bounds.length / 2;
  }

  text(k: number): string {
    return this.buffer.toString('utf8', this.bounds[2 * k], this.bounds[2 * k + 1]);
  }

  plain(k: number, digits: Uint8Array, offset: number): boolean {
    const start = this.bounds[2 * k];
    const length = this.bounds[2 * k + 1] - start;
    if (length === CELLS) return readPlainBytes(this.buffer, start, digits, offset);
    return length > CELLS && length <= PLAIN_BYTES_AT_MOST && readPlainLine(this.text(k), digits, offset);
  }
}

/** Where the line from `start` ends: its \r or \n, or -1 when the bytes end first. */
function lineEnd(bytes: Buffer, start: number, mayHoldCr: boolean): number {
  if (!mayHoldCr) return bytes.indexOf(LF, start);
  for (let i = start; i < bytes.length; i++) if (bytes[i] === LF || bytes[i] === CR) return i;
  return -1;
}

/**
 * Splits the chunks of a text into lines (\r\n, \r or \n, as the whole-text split does), a group
 * per chunk; throws on a line too long or a NUL. The split is made on the bytes: no byte of a
 * character's UTF-8 form is a line end or a NUL, so a character split between chunks stays whole.
 */
export async function* lineGroupsOfChunks(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<LineGroup> {
  let carry: Buffer = Buffer.alloc(0);
  let lineNumber = 0;
  const tooLong = (line: number) =>
    new Error(`line ${line} is longer than ${groupedNumber(MAX_LINE_LENGTH)} characters, so this is no puzzle file.`);
  // Characters, not bytes, are counted: only a line of more bytes than that can be too long.
  const longer = (bytes: Buffer, start: number, end: number) =>
    end - start > MAX_LINE_LENGTH && bytes.toString('utf8', start, end).length > MAX_LINE_LENGTH;
  // The lines are searched for a NUL only when their bytes hold one.
  const check = (bytes: Buffer, bounds: readonly number[]) => {
    const nul = bytes.indexOf(0);
    const mayHoldNul = nul >= 0 && nul < bounds[bounds.length - 1];
    for (let k = 0; k < bounds.length; k += 2) {
      lineNumber++;
      if (longer(bytes, bounds[k], bounds[k + 1])) throw tooLong(lineNumber);
      if (mayHoldNul && bytes.subarray(bounds[k], bounds[k + 1]).includes(0))
        throw new Error(`line ${lineNumber} holds a NUL byte: this is a binary file, not puzzle text.`);
    }
  };
  for await (const chunk of chunks) {
    const read = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    const bytes = carry.length === 0 ? read : Buffer.concat([carry, read]);
    const mayHoldCr = bytes.includes(CR);
    const bounds: number[] = [];
    let start = 0;
    for (let end = lineEnd(bytes, 0, mayHoldCr); end >= 0; end = lineEnd(bytes, start, mayHoldCr)) {
      // A \r at the end may be the first half of \r\n: it waits for the next chunk.
      if (bytes[end] === CR && end + 1 === bytes.length) break;
      bounds.push(start, end);
      start = end + (bytes[end] === CR && bytes[end + 1] === LF ? 2 : 1);
    }
    carry = bytes.subarray(start);
    if (bounds.length === 0) {
      if (longer(carry, 0, carry.length)) throw tooLong(lineNumber + 1);
      continue;
    }
    check(bytes, bounds);
    if (longer(carry, 0, carry.length)) throw tooLong(lineNumber + 1);
    yield new ByteLines(bytes, bounds, start);
  }
  // The last line, after the last line end (empty when the text ends with one): a held \r ends one more.
  const held = carry.length > 0 && carry[carry.length - 1] === CR ? 1 : 0;
  const bounds = held ? [0, carry.length - 1, carry.length, carry.length] : [0, carry.length];
  check(carry, bounds);
  yield new ByteLines(carry, bounds, carry.length);
}

/** The text of every line of a group. */
export function lineTexts(group: LineGroup): string[] {
  return Array.from({ length: group.count }, (_, k) => group.text(k));
}

/** lineGroupsOfChunks with each group's lines as text. */
export async function* linesOfChunks(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<string[]> {
  for await (const group of lineGroupsOfChunks(chunks)) yield lineTexts(group);
}

/** Bytes read at once from a file: a group of about 800 puzzle lines. */
const READ_SIZE = 64 * 1024;

/** A file's bytes a read at a time, with plain fs.read: a read stream would load Node's stream modules, a noticeable part of a quick command's time. */
async function* fileChunks(filePath: string): AsyncGenerator<Buffer> {
  const fd = await promisify(fs.open)(filePath, 'r');
  const read = promisify(fs.read);
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafe(READ_SIZE);
      const { bytesRead } = await read(fd, buffer, 0, READ_SIZE, null);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    fs.close(fd, () => undefined);
  }
}

/** The lines of a file ('-' = standard input), a group per read. */
export function readLineGroups(filePath: string): AsyncGenerator<LineGroup> {
  return lineGroupsOfChunks(filePath === '-' ? process.stdin : fileChunks(filePath));
}
