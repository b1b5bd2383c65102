/**
 * A run of consecutive puzzles of the input: the unit the commands' pool sends a worker in one
 * message and gets one answer for. The plain 81-character lines that make up big files travel as
 * their digits, 81 bytes a puzzle in one array, read once where the file is read and never turned
 * into a record unless a command needs one; every other record travels whole.
 */

import type { BatchOutput } from './command-output';
import type { JobPuzzle, PortablePuzzle } from './input-puzzle';

const CELLS = 81;

export interface PuzzleBatch<Record = PortablePuzzle> {
  /** The input index of the batch's first puzzle. */
  firstIndex: number;
  /** How origins name the file ("top95.txt", "standard input"). */
  name: string;
  /** Per puzzle, in input order: the line of a plain puzzle (its digits the next 81 of `digits`), or 0 for the next of `records`. */
  lines: number[];
  digits: Uint8Array;
  records: Record[];
}

/** Where a puzzle of a text file comes from, as every message names it: "top95.txt line 7", "Problem500.txt line 41 (No.5)". */
export function lineOrigin(name: string, line: number, id = String(line)): string {
  return id === String(line) ? `${name} line ${line}` : `${name} line ${line} (${id})`;
}

/** Gathers puzzles into batches of at most `size`. */
export class BatchBuilder<Record> {
  private lines: number[] = [];
  private records: Record[] = [];
  private plainDigits: Uint8Array;
  private plainCount = 0;

  constructor(private readonly size: number) {
    this.plainDigits = new Uint8Array(Math.min(size, 1024) * CELLS);
  }

  get count(): number {
    return this.lines.length;
  }

  get full(): boolean {
    return this.lines.length >= this.size;
  }

  /** Where the next plain puzzle's digits go: `digits` (with room made for them) from plainOffset. */
  get digits(): Uint8Array {
    if (this.plainOffset + CELLS > this.plainDigits.length) {
      const grown = new Uint8Array(this.plainDigits.length * 2);
      grown.set(this.plainDigits);
      this.plainDigits = grown;
    }
    return this.plainDigits;
  }

  get plainOffset(): number {
    return this.plainCount * CELLS;
  }

  /** Adds the plain puzzle of `line`, whose digits have been written at plainOffset. */
  addPlain(line: number): void {
    this.lines.push(line);
    this.plainCount++;
  }

  addRecord(record: Record): void {
    this.lines.push(0);
    this.records.push(record);
  }

  /** The batch so far (indexed from 0 and unnamed: the reader of the whole input numbers and names it), and a fresh start. */
  take(): PuzzleBatch<Record> {
    const batch = {
      firstIndex: 0,
      name: '',
      lines: this.lines,
      digits: this.plainDigits.slice(0, this.plainCount * CELLS),
      records: this.records,
    };
    this.lines = [];
    this.records = [];
    this.plainCount = 0;
    return batch;
  }
}

/** Calls `plain` for each plain puzzle (its index, line and the offset of its digits) and `record` for each other, in input order. */
export function forEachPuzzle<Record>(
  batch: PuzzleBatch<Record>,
  plain: (index: number, line: number, offset: number) => void,
  record: (record: Record) => void,
): void {
  let offset = 0;
  let next = 0;
  for (let k = 0; k < batch.lines.length; k++) {
    const line = batch.lines[k];
    if (line === 0) record(batch.records[next++]);
    else {
      plain(batch.firstIndex + k, line, offset);
      offset += CELLS;
    }
  }
}

/** A plain puzzle as the record a job reads: exactly what the line reader makes of its line. */
export function plainPuzzle(batch: PuzzleBatch<unknown>, index: number, line: number, offset: number): JobPuzzle {
  return {
    index,
    id: String(line),
    origin: lineOrigin(batch.name, line),
    digits: batch.digits.slice(offset, offset + CELLS),
  };
}

/** Every batch with its records mapped (to cross to a worker thread). */
export async function* mapRecords<R, S>(
  batches: AsyncIterable<PuzzleBatch<R>>,
  map: (record: R) => S,
): AsyncGenerator<PuzzleBatch<S>> {
  for await (const batch of batches) yield { ...batch, records: batch.records.map(map) };
}

export type { BatchOutput };

// One buffer per thread takes every batch's lines as they are made (a batch is answered at one
// go); a batch takes only its own bytes away. Built text would stay alive, a rope of thousands of
// pieces, until the batch is written, and cost the garbage collector more than the solving.
let shared = Buffer.allocUnsafe(256 * 1024);

/** Collects a batch's output. */
export class OutputCollector {
  private length = 0;
  private readonly err: BatchOutput['err'] = [];

  private room(bytes: number): void {
    const needed = this.length + bytes;
    if (needed <= shared.length) return;
    const grown = Buffer.allocUnsafe(Math.max(needed, shared.length * 2));
    shared.copy(grown, 0, 0, this.length);
    shared = grown;
  }

  /** Text of a line (see endLine). */
  text(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.room(text.length * 3);
    this.length += shared.write(text, this.length);
  }

  /** Digits 0–9 as their characters, written without making a string of them. */
  digits(values: ArrayLike<number>): void {
    this.room(values.length);
    for (let i = 0; i < values.length; i++) shared[this.length++] = 48 + values[i];
  }

  endLine(): void {
    this.room(1);
    shared[this.length++] = 10;
  }

  line(text: string): void {
    this.text(text);
    this.endLine();
  }

  error(line: string): void {
    this.err.push({ at: this.length, line });
  }

  /** One puzzle's answer as a command prints it: its line or lines, then its message on standard error if any. */
  add({ out, err }: { out: string | string[]; err?: string }): void {
    if (typeof out === 'string') this.line(out);
    else for (const line of out) this.line(line);
    if (err !== undefined) this.error(err);
  }

  take(): BatchOutput {
    return { out: new Uint8Array(shared.subarray(0, this.length)), err: this.err };
  }
}
