/**
 * Output files written so that a run killed half-way leaves the old file or the new one, never a
 * part of either: the data goes to a temporary file in the same folder, which is renamed over the
 * target only once complete (a rename within a folder is atomic). A link given as the target is
 * followed and its real target replaced; a device, FIFO or other file that is no regular file is
 * written directly, since renaming over it would replace the device itself (as root, /dev/full).
 */

import * as fs from 'fs';
import * as path from 'path';

/** The file a path names, links followed; for a path that does not exist yet, that path in its folder's real place. */
export function realTarget(target: string): string {
  const absolute = path.resolve(target);
  try {
    return fs.realpathSync(absolute);
  } catch {
    // A link to a file not yet made is followed one step; a new path keeps its name.
    let link: string | undefined;
    try {
      link = fs.readlinkSync(absolute);
    } catch {
      link = undefined;
    }
    if (link !== undefined) return path.resolve(path.dirname(absolute), link);
    let folder = path.dirname(absolute);
    try {
      folder = fs.realpathSync(folder);
    } catch {
      // The folder is made by the writer.
    }
    return path.join(folder, path.basename(absolute));
  }
}

/**
 * Makes a folder and the folders above it that are missing, one level at a time. Node's own
 * recursive mkdir loops for ever where the kernel answers ENOENT to every level (a path under
 * /proc); here each level is made once, and its error stands.
 */
export function makeFolder(folder: string): void {
  const missing: string[] = [];
  let at = path.resolve(folder);
  while (!fs.existsSync(at)) {
    missing.push(at);
    const parent = path.dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const level of missing.reverse()) {
    try {
      fs.mkdirSync(level);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/** Whether two paths name the same file once links are followed. */
export function sameFile(a: string, b: string): boolean {
  return realTarget(a) === realTarget(b);
}

/** Temporary files being written, removed should the process exit meanwhile (a closed standard output ends a run at once). */
const unfinished = new Set<string>();
let removedOnExit = false;

let temporaries = 0;

/**
 * What makes a temporary's name this process's own: its pid, a count and a random part. Opened
 * with 'wx', a name taken by another process fails rather than being shared; no crypto is needed,
 * and loading crypto would cost every command about 2 ms of CPU.
 */
function temporaryTag(): string {
  return `${process.pid}-${++temporaries}-${Math.floor(Math.random() * 0x100000000).toString(16)}`;
}

function trackTemporary(temporary: string): void {
  if (!removedOnExit) {
    process.on('exit', () => {
      for (const file of unfinished) fs.rmSync(file, { force: true });
    });
    removedOnExit = true;
  }
  unfinished.add(temporary);
}

/** Writes `data` to `target` atomically (see above); its folder is made first. */
export async function writeFileAtomically(target: string, data: string | Uint8Array): Promise<void> {
  const real = realTarget(target);
  const existing = await fs.promises.stat(real).catch(() => undefined);
  if (existing && !existing.isFile() && !existing.isDirectory()) {
    await fs.promises.writeFile(real, data);
    return;
  }
  if (existing?.isDirectory())
    throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${target}'`), { code: 'EISDIR' });
  makeFolder(path.dirname(real));
  const temporary = path.join(path.dirname(real), `.${path.basename(real)}.${temporaryTag()}.tmp`);
  trackTemporary(temporary);
  try {
    const handle = await fs.promises.open(temporary, 'wx', existing ? existing.mode & 0o777 : 0o666);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temporary, real);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  } finally {
    unfinished.delete(temporary);
  }
}
