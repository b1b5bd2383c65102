/** An output file written as every command writes one: never over an earlier file without --force, always atomically. */

import * as fs from 'fs';
import * as path from 'path';
import type { CliIO } from './cli-io';
import { CommandError } from './command-error';
import { makeFolder, writeFileAtomically } from './atomic-write';
import { plainWriteError } from './plain-errors';

/** Stops before any work when `out` exists and --force was not given, so an earlier file is never lost. */
export function refuseToReplace(out: string, force: boolean): void {
  if (!force && fs.existsSync(out))
    throw new CommandError(`${out} exists already; add --force to replace it, or name another file with --out.`, true);
}

/** Writes an output file atomically (its folder made first); a failure is a CommandError naming the file. */
export async function writeOutput(io: CliIO, out: string, data: string | Uint8Array): Promise<void> {
  try {
    makeFolder(path.dirname(path.resolve(out)));
    await (io.writeFile ? io.writeFile(out, data) : writeFileAtomically(out, data));
  } catch (error) {
    throw new CommandError(`Cannot write ${out}: ${plainWriteError(error)}`);
  }
}
