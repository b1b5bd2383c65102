/**
 * A minimal zip writer for the fuzz suite's workbooks. Written here rather than through exceljs
 * because the hostile workbooks need what no library writes on purpose: an entry that inflates to
 * gigabytes from a megabyte (a zip bomb), or a sheet of a million rows built without holding it.
 * Deflate data is made of independent pieces, each ending on a sync flush, so a piece repeated n
 * times is a valid stream of the piece's text n times (the bomb) and a long text can be deflated
 * in chunks; the stream ends with an empty final block.
 */

import * as fs from 'fs';
import * as zlib from 'zlib';

const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 of `data` continuing from `crc` (zlib's where Node has it: Node 20 before 20.15 does not). */
export function crc32(data: Uint8Array, crc = 0): number {
  const native = (zlib as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;
  if (native) return native(data, crc);
  let c = ~crc >>> 0;
  for (let k = 0; k < data.length; k++) c = TABLE[(c ^ data[k]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

function matrixTimes(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let k = 0, v = vector >>> 0; v !== 0; k++, v >>>= 1) if (v & 1) sum ^= matrix[k];
  return sum >>> 0;
}

function matrixSquare(square: Uint32Array, matrix: Uint32Array): void {
  for (let k = 0; k < 32; k++) square[k] = matrixTimes(matrix, matrix[k]);
}

/** The CRC of A followed by B from their CRCs and B's length (zlib's crc32_combine), so a bomb's CRC needs no pass over its gigabytes. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  if (lengthB <= 0) return crcA;
  const even = new Uint32Array(32);
  const odd = new Uint32Array(32);
  odd[0] = 0xedb88320;
  for (let k = 1, row = 1; k < 32; k++, row <<= 1) odd[k] = row;
  matrixSquare(even, odd);
  matrixSquare(odd, even);
  let crc = crcA;
  for (let length = lengthB; length > 0;) {
    matrixSquare(even, odd);
    if (length % 2) crc = matrixTimes(even, crc);
    length = Math.floor(length / 2);
    if (length === 0) break;
    matrixSquare(odd, even);
    if (length % 2) crc = matrixTimes(odd, crc);
    length = Math.floor(length / 2);
  }
  return (crc ^ crcB) >>> 0;
}

/** An entry ready to write: its deflated pieces (ending in the final block), the text's CRC and size. */
export interface ZipEntry {
  name: string;
  pieces: Uint8Array[];
  crc: number;
  size: number;
}

const FINAL_BLOCK = Uint8Array.from([0x03, 0x00]);

function piece(text: Uint8Array): Uint8Array {
  return zlib.deflateRawSync(text, { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
}

/** An entry of `chunks` (strings or bytes), deflated one chunk at a time. */
export function deflatedEntry(name: string, chunks: Iterable<string | Uint8Array>): ZipEntry {
  const pieces: Uint8Array[] = [];
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    crc = crc32(bytes, crc);
    size += bytes.length;
    pieces.push(piece(bytes));
  }
  pieces.push(FINAL_BLOCK);
  return { name, pieces, crc, size };
}

/** An entry of head, then `unit` repeated `times` times, then tail: a unit's deflated piece written `times` times. */
export function repeatedEntry(name: string, head: string, unit: string, times: number, tail: string): ZipEntry {
  const [headBytes, unitBytes, tailBytes] = [head, unit, tail].map((text) => Buffer.from(text, 'utf8'));
  const unitPiece = piece(unitBytes);
  let unitsCrc = 0;
  let unitsLength = 0;
  // The CRC of the units by doubling: the CRC of 2^k units, added in where `times` has bit k.
  let power = crc32(unitBytes);
  let powerLength = unitBytes.length;
  for (let left = times; left > 0; left = Math.floor(left / 2)) {
    if (left % 2) {
      unitsCrc = crc32Combine(unitsCrc, power, powerLength);
      unitsLength += powerLength;
    }
    power = crc32Combine(power, power, powerLength);
    powerLength *= 2;
  }
  const crc = crc32Combine(crc32Combine(crc32(headBytes), unitsCrc, unitsLength), crc32(tailBytes), tailBytes.length);
  const pieces = [piece(headBytes), ...Array.from({ length: times }, () => unitPiece), piece(tailBytes), FINAL_BLOCK];
  return { name, pieces, crc, size: headBytes.length + unitsLength + tailBytes.length };
}

function header(fields: [number, 2 | 4][]): Buffer {
  const buffer = Buffer.alloc(fields.reduce((sum, [, width]) => sum + width, 0));
  let at = 0;
  for (const [value, width] of fields)
    at = width === 2 ? buffer.writeUInt16LE(value, at) : buffer.writeUInt32LE(value >>> 0, at);
  return buffer;
}

/** The zip's bytes in order; the sizes must stay under 4 GiB (no zip64). */
export function* zipBytes(entries: readonly ZipEntry[]): Generator<Uint8Array> {
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = entry.pieces.reduce((sum, each) => sum + each.length, 0);
    if (entry.size >= 2 ** 32 || compressed >= 2 ** 32)
      throw new Error(`${entry.name} is too large for a zip without zip64`);
    const common: [number, 2 | 4][] = [
      [20, 2],
      [0, 2],
      [8, 2],
      [0, 2],
      [0x21, 2],
      [entry.crc, 4],
      [compressed, 4],
      [entry.size, 4],
      [name.length, 2],
      [0, 2],
    ];
    const local = Buffer.concat([header([[0x04034b50, 4], ...common]), name]);
    yield local;
    yield* entry.pieces;
    central.push(
      Buffer.concat([header([[0x02014b50, 4], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]), name]),
    );
    offset += local.length + compressed;
  }
  const directory = Buffer.concat(central);
  yield directory;
  yield header([
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [entries.length, 2],
    [entries.length, 2],
    [directory.length, 4],
    [offset, 4],
    [0, 2],
  ]);
}

export function writeZip(file: string, entries: readonly ZipEntry[]): void {
  const fd = fs.openSync(file, 'w');
  try {
    for (const bytes of zipBytes(entries)) fs.writeSync(fd, bytes);
  } finally {
    fs.closeSync(fd);
  }
}
