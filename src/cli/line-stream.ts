/**
 * A text file or standard input as lines, a group per read, so a file of any size is read in
 * constant memory and a pipe's first puzzles are answered before it ends. A line longer than any
 * puzzle's, or a NUL byte, stops the reading at once: such a file is no puzzle text, and reading
 * it whole first is what made a 10 MB file of random bytes cost gigabytes.
 */

import * as fs from 'fs';
import { StringDecoder } from 'string_decoder';

/** Far above the longest one-line puzzle (35×35 symbols with a jigsaw and a colour map: about 3,700 characters). */
export const MAX_LINE_LENGTH = 65_536;

const LINE_END = /\r\n|\r|\n/;

/** Splits the chunks of a text into lines (\r\n, \r or \n, as the whole-file reader splits them); throws on a line too long or a NUL. */
export async function* linesOfChunks(chunks: AsyncIterable<string | Buffer>): AsyncGenerator<string[]> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let lineNumber = 0;
  const tooLong = (line: number) => new Error(`line ${line} is longer than ${MAX_LINE_LENGTH.toLocaleString('en')} characters, so this is no puzzle file.`);
  const check = (lines: readonly string[]) => {
    for (const line of lines) {
      lineNumber++;
      if (line.length > MAX_LINE_LENGTH) throw tooLong(lineNumber);
      if (line.includes('\0')) throw new Error(`line ${lineNumber} holds a NUL byte: this is a binary file, not puzzle text.`);
    }
  };
  for await (const chunk of chunks) {
    let text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
    // A \r at the end may be the first half of \r\n: it waits for the next chunk.
    const held = text.endsWith('\r') ? '\r' : '';
    if (held) text = text.slice(0, -1);
    const lines = text.split(LINE_END);
    carry = (lines.pop() ?? '') + held;
    check(lines);
    if (carry.length > MAX_LINE_LENGTH) throw tooLong(lineNumber + 1);
    if (lines.length > 0) yield lines;
  }
  carry += decoder.end();
  const last = carry.split(LINE_END);
  check(last);
  yield last;
}

/** The lines of a file ('-' = standard input), a group per read. */
export function readLineGroups(filePath: string): AsyncGenerator<string[]> {
  const stream = filePath === '-' ? process.stdin : fs.createReadStream(filePath, { highWaterMark: 64 * 1024 });
  return linesOfChunks(stream);
}
