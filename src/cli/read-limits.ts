/**
 * How much a command reads (issue 41): caps on the bytes actually read and on what a workbook
 * unpacks to, never on the size a file says it has — a device such as /dev/zero or a pipe says 0,
 * and a workbook's size on disk says nothing of what it inflates to. Plain numbers (no reader imported),
 * so that the helps in options.ts can name them without loading a reader.
 *
 * Text files need no byte cap while they are streamed (line-stream.ts refuses a line over 65,536
 * characters or a NUL byte, and puzzle-files.ts a file whose first 1,000 records hold no puzzle);
 * these caps are for what is read whole.
 */

import { groupedNumber, oneDecimal } from '../engine';

export const MIB = 1024 * 1024;

/** A text read whole: hint's and compare's files, generate's patterns, a CSV or variant text. */
export const MAX_TEXT_BYTES = 64 * MIB;

/**
 * A workbook, read whole by exceljs, which keeps every cell as an object (about 0.5 KB a cell and
 * 1.5 KB a row, measured: a sheet of 1,000,000 one-cell rows took 1.3 GB): its bytes on disk, what
 * its parts unpack to together and each (exceljs makes a part one string), its parts, and the rows
 * and cells of all its sheets together (a 20,000-puzzle book, batch's most, has 20,001 rows).
 */
export const MAX_WORKBOOK_BYTES = 32 * MIB;
export const MAX_WORKBOOK_UNPACKED = 64 * MIB;
export const MAX_PART_UNPACKED = 32 * MIB;
export const MAX_WORKBOOK_PARTS = 10_000;
export const MAX_WORKBOOK_ROWS = 50_000;
export const MAX_WORKBOOK_CELLS = 250_000;

/** "64 MiB", "2,000.5 MiB" from 1 MiB on, else the bytes ("1,000 bytes"). */
export function sizeText(bytes: number): string {
  if (bytes < MIB) return `${groupedNumber(bytes)} bytes`;
  return `${oneDecimal(bytes / MIB)} MiB`;
}

/** The workbook caps as the helps name them: its sizes, and what its sheets may hold. */
export const WORKBOOK_SIZE_CAPS = `${sizeText(MAX_WORKBOOK_BYTES)} (${sizeText(MAX_WORKBOOK_UNPACKED)} unpacked, ${sizeText(MAX_PART_UNPACKED)} a part)`;
export const WORKBOOK_SHEET_CAPS = `${groupedNumber(MAX_WORKBOOK_ROWS)} rows and ${groupedNumber(MAX_WORKBOOK_CELLS)} cells`;
