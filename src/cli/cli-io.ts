/**
 * The seam between a command and its process (CliIO): standard output and error, files and standard
 * input. src/cli/node-io.ts is the real process; tests run commands on a fake one.
 */

import type { LineGroup } from '../io/parse';

export interface CliIO {
  stdout(line: string): void;
  /** UTF-8 bytes for standard output as they are, lines with their newlines (without it, each line goes through stdout). */
  write?(bytes: Uint8Array): void;
  stderr(line: string): void;
  /** Text of a file ('-' means standard input). */
  readFile(path: string): Promise<string> | string;
  /** Bytes of a file, for binary inputs such as .xlsx (optional so that simple fakes stay simple). */
  readBinaryFile?(path: string): Promise<Uint8Array> | Uint8Array;
  writeFile?(path: string, data: string | Uint8Array): Promise<void> | void;
  /** The lines of a text file ('-' = standard input) in groups as they are read (as text, or as the bytes read); without it, readFile's text in one group. */
  readLines?(path: string): AsyncIterable<readonly string[] | LineGroup>;
  /** The size in bytes of a regular file, undefined for anything else (standard input, a pipe): the default --jobs estimates the work left from it. */
  fileSize?(path: string): number | undefined;
  /** Resolves once standard output can take more (a slow reader has caught up); commands wait on it between answers. */
  drained?(): Promise<void>;
  /**
   * When the command started, on the performance.now() clock: 0 for the real process (its start),
   * so that a time limit holds for the wait as a person sees it; without it, when run() was called.
   */
  startedAt?: number;
}
