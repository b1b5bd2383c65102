/**
 * A workbook's size checked before exceljs unpacks it (issue 41). exceljs (through JSZip) inflates
 * each part of an .xlsx whole into one string and keeps every cell as an object, so a zip bomb (a
 * few MB inflating to gigabytes) reached "Invalid string length" at 2 GB, and a sheet of 1,000,000
 * small rows took 1.3 GB to say that it held no puzzle.
 *
 * So the zip is read here first, as JSZip will read it: the end record, then the central
 * directory, whose declared sizes must stay within the caps (read-limits.ts); then every part is
 * inflated as a stream and thrown away, to hold it to its declared size (a directory may lie) and
 * to count the rows and cells of the sheets. Only a zip JSZip reads the same way is let through:
 * no ZIP64, no bytes before the directory, every part stored or deflated.
 */

import * as zlib from 'zlib';
import {
  MAX_PART_UNPACKED,
  MAX_WORKBOOK_BYTES,
  MAX_WORKBOOK_CELLS,
  MAX_WORKBOOK_PARTS,
  MAX_WORKBOOK_ROWS,
  MAX_WORKBOOK_UNPACKED,
  sizeText,
} from './read-limits';
import { WORKBOOK, tooLargeMessage } from './capped-read';
import { groupedNumber } from '../engine';

const END_RECORD = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** A 16- or 32-bit field at its maximum means the value is in a ZIP64 record. */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;

interface Part {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** A size past its cap, never written the same as the cap ("32 MiB, more than the 32 MiB"). */
function sizePast(size: number, cap: number): string {
  return sizeText(size) === sizeText(cap) ? `${groupedNumber(size)} bytes` : sizeText(size);
}

function damaged(why: string): Error {
  return new Error(`it is no workbook this can read: ${why}.`);
}

/** The bytes' field at `at`, or a refusal when the zip ends first (JSZip would fail there too). */
function field(bytes: Buffer, at: number, width: 2 | 4): number {
  if (at < 0 || at + width > bytes.length) throw damaged('the zip ends inside a record');
  return width === 2 ? bytes.readUInt16LE(at) : bytes.readUInt32LE(at);
}

/** The parts the central directory lists, read as JSZip reads them. */
function directoryParts(bytes: Buffer): Part[] {
  // JSZip takes the last end record in the file, wherever it is.
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(END_RECORD);
  const end = bytes.lastIndexOf(signature);
  if (end < 0) throw damaged('it has no zip end record');
  const fields = [4, 6, 8, 10].map((at) => field(bytes, end + at, 2));
  const directorySize = field(bytes, end + 12, 4);
  const directoryOffset = field(bytes, end + 16, 4);
  if (fields.includes(ZIP64_16) || directorySize === ZIP64_32 || directoryOffset === ZIP64_32)
    throw damaged('it is a ZIP64 archive, larger than any workbook');
  // Where the directory does not end at the end record JSZip shifts every offset; no workbook needs that.
  if (directoryOffset + directorySize !== end) throw damaged('its central directory is not where its end record says');
  const parts: Part[] = [];
  // JSZip reads entries for as long as their signature follows, whatever count the end record gives.
  for (let at = directoryOffset; at + 4 <= bytes.length && bytes.readUInt32LE(at) === DIRECTORY_ENTRY;) {
    if (parts.length === MAX_WORKBOOK_PARTS)
      throw new Error(
        `its directory lists more than ${groupedNumber(MAX_WORKBOOK_PARTS)} parts, the most a workbook may hold.`,
      );
    const nameLength = field(bytes, at + 28, 2);
    const part: Part = {
      name: bytes.toString('utf8', at + 46, Math.min(bytes.length, at + 46 + nameLength)),
      method: field(bytes, at + 10, 2),
      compressedSize: field(bytes, at + 20, 4),
      size: field(bytes, at + 24, 4),
      localOffset: field(bytes, at + 42, 4),
    };
    if (part.compressedSize === ZIP64_32 || part.size === ZIP64_32 || part.localOffset === ZIP64_32)
      throw damaged(`its part ${part.name} is in ZIP64 form, larger than any workbook`);
    if (part.method !== STORED && part.method !== DEFLATED)
      throw damaged(`its part ${part.name} is compressed by method ${part.method}, not deflated`);
    parts.push(part);
    at += 46 + nameLength + field(bytes, at + 30, 2) + field(bytes, at + 32, 2);
  }
  return parts;
}

/** A part's bytes in the zip, where JSZip finds them: after its local header's name and extra field. */
function storedBytes(bytes: Buffer, part: Part): Buffer {
  if (field(bytes, part.localOffset, 4) !== LOCAL_HEADER) throw damaged(`its part ${part.name} has no local header`);
  const start = part.localOffset + 30 + field(bytes, part.localOffset + 26, 2) + field(bytes, part.localOffset + 28, 2);
  if (start + part.compressedSize > bytes.length) throw damaged(`its part ${part.name} ends past the end of the file`);
  return bytes.subarray(start, start + part.compressedSize);
}

/**
 * A row or a cell element (`<row …>`, `<c …>`, with or without a namespace prefix): exceljs makes
 * an object of each. Counted in every part (not only those named as sheets, which JSZip and exceljs
 * match loosely): the count can only err upwards.
 */
const ELEMENT = /<(?:[A-Za-z_][\w.-]{0,31}:)?(row|c)[\s/>]/g;
/** What a chunk keeps of the one before: at least the longest element start ELEMENT matches (38 characters) less one. */
const CARRY = 40;

/** Counts rows and cells in text that arrives in chunks, an element cut between two chunks counted once. */
class ElementCounter {
  rows = 0;
  cells = 0;
  private carry = '';

  push(chunk: Buffer): void {
    const text = this.carry + chunk.toString('latin1');
    // A match that ends inside the carry was counted with the chunk before.
    for (const match of text.matchAll(ELEMENT)) {
      if (match.index + match[0].length <= this.carry.length) continue;
      if (match[1] === 'row') this.rows++;
      else this.cells++;
    }
    this.carry = text.slice(-CARRY);
  }
}

/** Inflates a part as a stream into the counter, refusing as soon as it outgrows its declared size or the sheets their caps. */
async function unpackPart(data: Buffer, part: Part, counter: ElementCounter): Promise<void> {
  const check = (unpacked: number) => {
    if (unpacked > part.size)
      throw new Error(
        `its part ${part.name} unpacks to more than the ${sizeText(part.size)} its directory declares, so the workbook is damaged.`,
      );
    if (counter.rows > MAX_WORKBOOK_ROWS)
      throw new Error(
        `its sheets hold more than ${groupedNumber(MAX_WORKBOOK_ROWS)} rows, the most a workbook may hold; save its puzzles as a text file, which is read as a stream.`,
      );
    if (counter.cells > MAX_WORKBOOK_CELLS)
      throw new Error(
        `its sheets hold more than ${groupedNumber(MAX_WORKBOOK_CELLS)} cells, the most a workbook may hold; save its puzzles as a text file, which is read as a stream.`,
      );
  };
  if (part.method === STORED) {
    counter.push(data);
    check(data.length);
    return;
  }
  const inflater = zlib.createInflateRaw();
  inflater.end(data);
  let unpacked = 0;
  try {
    // Leaving the loop early destroys the stream: nothing past the refusal is inflated.
    for await (const chunk of inflater) {
      unpacked += (chunk as Buffer).length;
      counter.push(chunk as Buffer);
      check(unpacked);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_'))
      throw damaged(`its part ${part.name} does not inflate (${(error as Error).message})`);
    throw error;
  }
}

/** Refuses (an Error in one sentence) a workbook whose bytes or unpacked parts, rows or cells are past the caps; reads nothing but the zip's own records and the parts as a stream. */
export async function checkWorkbook(data: Uint8Array): Promise<void> {
  if (data.length > MAX_WORKBOOK_BYTES) throw new Error(tooLargeMessage(MAX_WORKBOOK_BYTES, WORKBOOK));
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const parts = directoryParts(bytes);
  const largest = parts.reduce((most, part) => (part.size > most.size ? part : most), { name: '', size: 0 });
  if (largest.size > MAX_PART_UNPACKED)
    throw new Error(
      `its part ${largest.name} unpacks to ${sizePast(largest.size, MAX_PART_UNPACKED)}, more than the ${sizeText(MAX_PART_UNPACKED)} a part may unpack to.`,
    );
  const total = parts.reduce((sum, part) => sum + part.size, 0);
  if (total > MAX_WORKBOOK_UNPACKED)
    throw new Error(
      `its parts unpack to ${sizePast(total, MAX_WORKBOOK_UNPACKED)}, more than the ${sizeText(MAX_WORKBOOK_UNPACKED)} a workbook may unpack to.`,
    );
  const counter = new ElementCounter();
  for (const part of parts) await unpackPart(storedBytes(bytes, part), part, counter);
}
