/**
 * Workbooks made byte by byte for the tests of the read limits (issue 41): a zip written here
 * rather than by exceljs, so that a test can declare any size in the central directory and hold
 * gigabytes of sheet XML in a file of a few megabytes, without a giant fixture in the repository.
 */

import * as zlib from 'zlib';

export interface CraftedEntry {
  name: string;
  /** The bytes as stored in the zip (deflated unless `stored`). */
  data: Buffer;
  /** What the central directory says the entry inflates to (the truth unless a test lies). */
  size: number;
  crc: number;
  stored?: boolean;
}

/** An entry deflated from its text, its sizes true. */
export function deflatedEntry(name: string, text: string | Buffer): CraftedEntry {
  const bytes = Buffer.from(text);
  return { name, data: zlib.deflateRawSync(bytes), size: bytes.length, crc: zlib.crc32(bytes) };
}

/**
 * `times` copies of `chunk` as one deflate stream, made in the time of deflating the chunk once:
 * each copy is the chunk deflated alone and flushed to a byte boundary (so copies may follow one
 * another), and an empty final block ends the stream. Its CRC is left 0: nothing reading these
 * files may get as far as checking it.
 */
export function repeatedEntry(name: string, head: string, chunk: string, times: number, tail: string): CraftedEntry {
  const flushed = (text: string) =>
    zlib.deflateRawSync(Buffer.from(text), { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: 9 });
  const middle = flushed(chunk);
  const data = Buffer.concat([
    flushed(head),
    ...Array.from({ length: times }, () => middle),
    zlib.deflateRawSync(Buffer.from(tail)),
  ]);
  return {
    name,
    data,
    size: Buffer.byteLength(head) + Buffer.byteLength(chunk) * times + Buffer.byteLength(tail),
    crc: 0,
  };
}

/** A zip of the entries: local headers and data, then the central directory and its end record. */
export function zipOf(entries: readonly CraftedEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const method = entry.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.data);
    central.push(header, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_TAIL = '</sheetData></worksheet>';

/** A row of the sheet: its cells' texts from column A, inline strings. */
export function sheetRow(row: number, texts: readonly string[]): string {
  const cells = texts
    .map((text, k) => `<c r="${String.fromCharCode(65 + k)}${row}" t="inlineStr"><is><t>${text}</t></is></c>`)
    .join('');
  return `<row r="${row}">${cells}</row>`;
}

/** The parts around one sheet that make a workbook exceljs reads. */
export function workbookEntries(sheet: CraftedEntry): CraftedEntry[] {
  const types = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Puzzles" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const workbookRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
  return [
    deflatedEntry('[Content_Types].xml', types),
    deflatedEntry('_rels/.rels', rels),
    deflatedEntry('xl/workbook.xml', workbook),
    deflatedEntry('xl/_rels/workbook.xml.rels', workbookRels),
    sheet,
  ];
}

/** A workbook of one sheet whose rows are given, its sizes true. */
export function workbookOfRows(rows: readonly (readonly string[])[]): Buffer {
  const xml = SHEET_HEAD + rows.map((texts, k) => sheetRow(k + 1, texts)).join('') + SHEET_TAIL;
  return zipOf(workbookEntries(deflatedEntry('xl/worksheets/sheet1.xml', xml)));
}
