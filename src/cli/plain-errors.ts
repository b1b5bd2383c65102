/**
 * Why a file or standard output could not be read or written, in plain words, for the one
 * sentence a command prints before it exits with status 2. One table for reading and writing, so
 * that the same error reads the same whichever way it came; the few codes whose meaning depends on
 * the direction (a missing path) have a word for each.
 */

/** The words for a code, the same for reading and writing. */
const REASONS: Readonly<Record<string, string>> = {
  EISDIR: 'it is a folder, not a file.',
  EACCES: 'permission denied.',
  EPERM: 'permission denied.',
  ENOSPC: 'the disk is full.',
  EDQUOT: 'the disk quota is used up.',
  EROFS: 'the file system is read-only.',
  EFBIG: 'the file would be larger than the file system allows.',
  EIO: 'the device reported an input/output error.',
  EMFILE: 'too many files are open.',
  ENFILE: 'too many files are open.',
  ENAMETOOLONG: 'the name is too long.',
  ELOOP: 'its links lead round in a loop.',
  EBUSY: 'it is in use.',
  ETXTBSY: 'it is in use.',
  EBADF: 'it is closed.',
  ENXIO: 'there is no such device.',
  ENODEV: 'there is no such device.',
  ECONNRESET: 'the reader went away.',
};

/** A missing path means no file to read, but no folder to write in (the writer makes any file itself). */
const READ_REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'there is no such file.',
  ENOTDIR: 'there is no such file (a part of its path is not a folder).',
};
const WRITE_REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'its folder does not exist and could not be made.',
  ENOTDIR: 'a part of its path is a file, not a folder.',
};

/** The plain reason for a system error's code, or undefined for an error without a known one. */
export function plainReason(error: unknown, direction: 'read' | 'write'): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string') return undefined;
  return (direction === 'read' ? READ_REASONS : WRITE_REASONS)[code] ?? REASONS[code];
}

/** Why a write failed, in plain words: the code's reason, else the error's own message. */
export function plainWriteError(error: unknown): string {
  return plainReason(error, 'write') ?? (error instanceof Error ? error.message : String(error));
}
