/**
 * A CliIO without a process, for running commands through main() in tests: files come from a map
 * (a missing one fails like Node's ENOENT), and every stdout/stderr line is kept.
 */

import * as fs from 'fs';
import type { CliIO } from '../../src/cli/cli-io';

export interface FakeIO extends CliIO {
  out: string[];
  err: string[];
  written: Map<string, string | Uint8Array>;
}

export function createFakeIO(files: Record<string, string | Uint8Array> = {}): FakeIO {
  const read = (filePath: string): string | Uint8Array => {
    if (!Object.prototype.hasOwnProperty.call(files, filePath)) {
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '${filePath}'`), { code: 'ENOENT' });
    }
    return files[filePath];
  };
  const io: FakeIO = {
    out: [],
    err: [],
    written: new Map(),
    stdout: (line) => void io.out.push(line),
    stderr: (line) => void io.err.push(line),
    readFile: async (filePath) => {
      const data = read(filePath);
      return typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
    },
    readBinaryFile: async (filePath) => {
      const data = read(filePath);
      return typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    },
    writeFile: (filePath, data) => void io.written.set(filePath, data),
  };
  return io;
}

/** A fake IO that reads and writes the real files (a book's plan, workbook and PDF), its output kept in `out` and `err`. */
export function createRealFileIO(): FakeIO {
  return Object.assign(createFakeIO(), {
    readFile: (file: string) => fs.readFileSync(file, 'utf8'),
    readBinaryFile: (file: string) => fs.readFileSync(file),
    writeFile: (file: string, data: string | Uint8Array) => fs.writeFileSync(file, data),
  });
}
