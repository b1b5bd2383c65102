/**
 * Whole reads with a cap on the bytes read (issue 41). A regular file's size is known before it is
 * read, so one too large is refused at once; a device (/dev/zero, /dev/urandom), a pipe or standard
 * input has no size worth reading (a device says 0), so it is refused as soon as it has given more
 * than the cap: reading such a file whole is what made `--file /dev/zero` fill gigabytes first.
 */

import * as fs from 'fs';
import { sizeText } from './read-limits';

/** A pipe gives at most this much a read; a regular file is read in the same steps. */
const READ_SIZE = 64 * 1024;

/** What the refusals call the files of each cap. */
export const TEXT_READ_WHOLE = 'a file read whole';
export const WORKBOOK = 'a workbook';

/** The refusal of a file past `cap` bytes (readOrExplain puts "Cannot read F: " before it). */
export function tooLargeMessage(cap: number, what: string): string {
  return `it holds more than ${sizeText(cap)}, the most ${what} may hold.`;
}

/** The bytes of a file ('-' = standard input); an Error saying so once it holds more than `cap` bytes (`what` names the kind of file). */
export async function readCapped(filePath: string, cap: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  const take = (chunk: Buffer) => {
    total += chunk.length;
    if (total > cap) throw new Error(tooLargeMessage(cap, what));
    chunks.push(chunk);
  };
  if (filePath === '-') {
    for await (const chunk of process.stdin) take(chunk as Buffer);
    return Buffer.concat(chunks, total);
  }
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const stat = await handle.stat();
    if (stat.isFile() && stat.size > cap) throw new Error(tooLargeMessage(cap, what));
    for (;;) {
      const buffer = Buffer.allocUnsafe(READ_SIZE);
      const { bytesRead } = await handle.read(buffer, 0, READ_SIZE, null);
      if (bytesRead === 0) return Buffer.concat(chunks, total);
      take(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}
