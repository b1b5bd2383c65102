/**
 * Workbooks for the fuzz suite, the smallest .xlsx exceljs and Excel read (one sheet, inline
 * strings), so that the hostile ones differ from a good book only in what they attack: a sheet
 * that inflates to gigabytes, a million rows, a DOCTYPE with entities.
 */

import { deflatedEntry, repeatedEntry, writeZip, zipBytes, type ZipEntry } from './zip';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

function workbookXml(sheetName: string): string {
  const name = xmlText(sheetName);
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';

// eslint-disable-next-line no-control-regex -- the control characters are what is escaped
const XML_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/**
 * Text as XML content. XML 1.0 holds no control character but tab and line ends, so the others
 * are written as Office writes them, _xHHHH_ (which a reader turns back into the character).
 */
export function xmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(XML_CONTROL, (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
}

/** Row `r` (1-based) holding the texts in columns A, B, …: inline strings, so no sharedStrings part is needed. */
export function rowXml(r: number, texts: readonly string[]): string {
  const cells = texts.map(
    (text, k) => `<c r="${String.fromCharCode(65 + k)}${r}" t="inlineStr"><is><t>${xmlText(text)}</t></is></c>`,
  );
  return `<row r="${r}">${cells.join('')}</row>`;
}

/** The entries of a one-sheet workbook around the sheet entry `sheet` (named xl/worksheets/sheet1.xml). */
function bookEntries(sheet: ZipEntry, sheetName = 'Puzzles'): ZipEntry[] {
  return [
    deflatedEntry('[Content_Types].xml', [CONTENT_TYPES]),
    deflatedEntry('_rels/.rels', [ROOT_RELS]),
    deflatedEntry('xl/workbook.xml', [workbookXml(sheetName)]),
    deflatedEntry('xl/_rels/workbook.xml.rels', [WORKBOOK_RELS]),
    sheet,
  ];
}

const SHEET = 'xl/worksheets/sheet1.xml';

/** A workbook whose sheet is this XML, whole. */
export function workbookOfSheetXml(sheetXml: string, sheetName?: string): Buffer {
  return Buffer.concat([...zipBytes(bookEntries(deflatedEntry(SHEET, [sheetXml]), sheetName))]);
}

/** A good book: a header row (id, puzzle), then one row per puzzle. */
export function bookWorkbook(rows: readonly (readonly string[])[], sheetName?: string): Buffer {
  const xml = [
    SHEET_HEAD,
    rowXml(1, ['id', 'puzzle']),
    ...rows.map((texts, k) => rowXml(k + 2, texts)),
    SHEET_TAIL,
  ].join('');
  return workbookOfSheetXml(xml, sheetName);
}

/** What a bomb repeats: blanks between rows, comments, or one cell's text. */
export type BombKind = 'blanks' | 'comments' | 'cell-text';

/** A MiB unit: deflate's best ratio is about 1,000 to 1, reached only over long runs. */
const MIB = 2 ** 20;
const BOMB_PARTS: Record<BombKind, { open: string; unit: string; close: string }> = {
  blanks: { open: '', unit: ' '.repeat(MIB), close: '' },
  comments: { open: '', unit: '<!-- padding -->'.repeat(MIB / 16), close: '' },
  'cell-text': {
    open: '<row r="2"><c r="A2" t="inlineStr"><is><t>',
    unit: '1'.repeat(MIB),
    close: '</t></is></c></row>',
  },
};

/** A zip bomb: a sheet that inflates to about `mebibytes` MiB, from about a thousandth of that on disk. */
export function writeBombWorkbook(file: string, mebibytes: number, kind: BombKind): void {
  const { open, unit, close } = BOMB_PARTS[kind];
  const times = Math.ceil((mebibytes * MIB) / unit.length);
  writeZip(
    file,
    bookEntries(
      repeatedEntry(SHEET, `${SHEET_HEAD}${rowXml(1, ['id', 'puzzle'])}${open}`, unit, times, `${close}${SHEET_TAIL}`),
    ),
  );
}

/** A book of `count` rows, row k holding rowAt(k), deflated in chunks so that it is never whole in memory. */
export function writeLongWorkbook(file: string, count: number, rowAt: (k: number) => readonly string[]): void {
  function* chunks(): Generator<string> {
    yield `${SHEET_HEAD}${rowXml(1, ['id', 'puzzle'])}`;
    const step = 20_000;
    for (let start = 0; start < count; start += step) {
      const parts: string[] = [];
      for (let k = start; k < Math.min(count, start + step); k++) parts.push(rowXml(k + 2, rowAt(k)));
      yield parts.join('');
    }
    yield SHEET_TAIL;
  }
  writeZip(file, bookEntries(deflatedEntry(SHEET, chunks())));
}
