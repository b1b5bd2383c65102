/**
 * What a command prints: JSON Lines with their errors heard on standard error too, and a batch's
 * answer written with its standard error lines in their places and the reader's pace kept.
 */

import type { CliIO } from './cli-io';

/**
 * One JSON Lines answer on standard output; when `error` is given, its message also goes to
 * standard error after `origin`, so the person at the terminal still hears why.
 */
export function printJsonLine(io: CliIO, value: object, origin: string, error?: { message: string }): void {
  io.stdout(JSON.stringify(value));
  if (error) io.stderr(`${origin}: ${error.message}`);
}

/**
 * Lines a command that makes them in microseconds (fullgrid, transform) prints between drained()
 * calls: each call writes what is pending, and a write per line would cost more than the line.
 */
export const QUICK_LINES_PER_DRAIN = 64;

/**
 * A batch's answer as one message: its standard output as one run of UTF-8 bytes (each line ending
 * in a newline), and its lines for standard error, each with the count of output bytes written
 * before it, so the two streams interleave as they would puzzle by puzzle.
 */
export interface BatchOutput {
  out: Uint8Array;
  err: { at: number; line: string }[];
}

/** A batch's output with its standard error lines in their places, then a wait until a slow reader has taken it (backpressure). */
export async function writeBatchOutput(io: CliIO, { out, err }: BatchOutput): Promise<void> {
  let written = 0;
  const writeUpTo = (end: number) => {
    if (end <= written) return;
    const bytes = out.subarray(written, end);
    if (io.write) io.write(bytes);
    else
      for (const line of Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length - 1)
        .toString('utf8')
        .split('\n'))
        io.stdout(line);
    written = end;
  };
  for (const { at, line } of err) {
    writeUpTo(at);
    io.stderr(line);
  }
  writeUpTo(out.length);
  await io.drained?.();
}
