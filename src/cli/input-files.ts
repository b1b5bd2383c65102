/** Reading an input file through CliIO, and a failure to read one told in plain words as a CommandError. */

import { isPuzzleError } from '../engine';
import type { CliIO } from './cli-io';
import { CommandError } from './command-error';
import { plainReason } from './plain-errors';
import { WORKBOOK, readCapped } from './capped-read';
import { MAX_WORKBOOK_BYTES } from './read-limits';

/** Why a file could not be read, in plain words (the common error codes, else the error's message). */
export function plainReadError(error: unknown): string {
  const reason = plainReason(error, 'read');
  if (reason) return reason;
  if (error instanceof CommandError || isPuzzleError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** What `read` gives; if it fails, a CommandError naming the file and why in plain words. */
export async function readOrExplain<T>(filePath: string, read: () => Promise<T> | T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new CommandError(`Cannot read ${filePath}: ${plainReadError(error)}`);
  }
}

/** The bytes of a workbook through `io`, or straight from disk (up to MAX_WORKBOOK_BYTES) when the io has no binary reader. */
export async function readBytes(io: CliIO, filePath: string): Promise<Uint8Array> {
  return io.readBinaryFile ? io.readBinaryFile(filePath) : readCapped(filePath, MAX_WORKBOOK_BYTES, WORKBOOK);
}
