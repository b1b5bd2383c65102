/**
 * How much input is still to come, for the default --jobs (the pool weighs the work left against
 * a worker's cost, worker-pool.ts): the puzzles known without reading (arguments), and for files
 * the bytes read against their sizes, which scale the puzzles read so far to an estimate of the
 * whole. A file of no known size (standard input, a pipe) leaves the whole unknown.
 */
export class InputGauge {
  private puzzlesKnown = 0;
  /** The files' bytes in all; undefined once one has no known size. */
  private bytesExpected: number | undefined = 0;
  private bytesRead = 0;
  private puzzlesRead = 0;

  /** Puzzles known without reading a file (the arguments). */
  addPuzzles(count: number): void {
    this.puzzlesKnown += count;
  }

  /** A file that will be read: its size in bytes, or undefined when it has none. */
  expectFile(bytes: number | undefined): void {
    this.bytesExpected =
      bytes === undefined || this.bytesExpected === undefined ? undefined : this.bytesExpected + bytes;
  }

  /** Bytes of the files read (before the puzzles they hold are counted, or with them). */
  readBytes(bytes: number): void {
    this.bytesRead += bytes;
  }

  /** Puzzles found in the bytes read. */
  foundPuzzles(count: number): void {
    this.puzzlesRead += count;
  }

  /** The input's puzzles in all: exact once the files are read, estimated before; undefined when a file's size is unknown or nothing is read yet to scale from. */
  estimatedPuzzles(): number | undefined {
    if (this.bytesExpected === undefined) return undefined;
    const unread = Math.max(0, this.bytesExpected - this.bytesRead);
    if (unread === 0) return this.puzzlesKnown + this.puzzlesRead;
    if (this.bytesRead === 0) return undefined;
    return this.puzzlesKnown + this.puzzlesRead + Math.round((this.puzzlesRead * unread) / this.bytesRead);
  }
}
