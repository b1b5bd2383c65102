/**
 * A text file or standard input as lines, a group per read, so a file of any size is read in
 * constant memory and a pipe's first puzzles are answered before it ends. A line longer than any
 * puzzle's, or a NUL byte, stops the reading at once: such a file is no puzzle text, and reading
 * it whole first is what made a 10 MB file of random bytes cost gigabytes.
 */

import * as fs from 'fs';
import { StringDecoder } from 'string_decoder';
import { promisify } from 'util';

/** Far above the longest one-line puzzle (35×35 symbols with a jigsaw and a colour map: about 3,700 characters). */
export const MAX_LINE_LENGTH = 65_536;

const LINE_END = /\r\n|\r|\n/;

/** Splits the chunks of a text into lines (\r\n, \r or \n, as the whole-file reader splits them); throws on a line too long or a NUL. */
export async function* linesOfChunks(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<string[]> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let lineNumber = 0;
  const tooLong = (line: number) => new Error(`line ${line} is longer than ${MAX_LINE_LENGTH.toLocaleString('en')} characters, so this is no puzzle file.`);
  // The lines are searched for a NUL only when their text holds one.
  const check = (lines: readonly string[], mayHoldNul: boolean) => {
    for (const line of lines) {
      lineNumber++;
      if (line.length > MAX_LINE_LENGTH) throw tooLong(lineNumber);
      if (mayHoldNul && line.includes('\0')) throw new Error(`line ${lineNumber} holds a NUL byte: this is a binary file, not puzzle text.`);
    }
  };
  for await (const chunk of chunks) {
    let text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    // A \r at the end may be the first half of \r\n: it waits for the next chunk.
    const held = text.endsWith('\r') ? '\r' : '';
    if (held) text = text.slice(0, -1);
    // A plain string split is several times quicker than the regular expression's, and most files have no \r.
    const lines = text.includes('\r') ? text.split(LINE_END) : text.split('\n');
    carry = (lines.pop() ?? '') + held;
    check(lines, text.includes('\0'));
    if (carry.length > MAX_LINE_LENGTH) throw tooLong(lineNumber + 1);
    if (lines.length > 0) yield lines;
  }
  carry += decoder.end();
  const last = carry.split(LINE_END);
  check(last, carry.includes('\0'));
  yield last;
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
export function readLineGroups(filePath: string): AsyncGenerator<string[]> {
  return linesOfChunks(filePath === '-' ? process.stdin : fileChunks(filePath));
}
