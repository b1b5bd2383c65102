/**
 * Hostile files (issue 41's classes 3 and 7): zip bombs, devices that never end, a workbook of a
 * million rows, a range at the end of a 300,000-row book, workbooks whose XML declares entities
 * (undefined, billion laughs, external), and workbooks broken at the byte level. The large ones are
 * built once per suite and shared (read only; checked unchanged after every run).
 */

import type { Random } from '../../src/engine/core/random';
import type { FuzzClass, FuzzContext } from './case';
import { between, pick, randomBytes } from './mutate';
import { BOOK_READERS, readFileArgs, READERS, readerCase } from './readers';
import {
  bookWorkbook,
  rowXml,
  SHEET_HEAD,
  SHEET_TAIL,
  workbookOfSheetXml,
  writeBombWorkbook,
  writeLongWorkbook,
  type BombKind,
} from './workbooks';
import * as fs from 'fs';

const zipBomb: FuzzClass = {
  name: 'zip-bomb',
  group: 'hostile files',
  about:
    'workbooks of about 1 MB that inflate to 256 MiB, 1 GiB or 3 GiB (blanks, comments, one cell of a gigabyte) for every command that reads a workbook',
  weight: 1,
  make(random, context) {
    const kind = pick<BombKind>(random, ['blanks', 'comments', 'cell-text']);
    const mebibytes = pick(random, [256, 1024, 3072]);
    const book = context.fixture(`bomb-${kind}-${mebibytes}.xlsx`, (file) => writeBombWorkbook(file, mebibytes, kind));
    return {
      argv: readFileArgs(random, context, pick(random, BOOK_READERS), book),
      files: { 'log.csv': 'seconds,row,col,value\n' },
      shared: [book],
      limitMiB: 200,
      inputs: 1,
    };
  },
};

const deviceInput: FuzzClass = {
  name: 'device-input',
  group: 'hostile files',
  about:
    '--file /dev/zero, /dev/urandom, /dev/null and endless standard input (zeros, bytes) for every command that reads input',
  weight: 2,
  make(random, context) {
    const reader = pick(random, READERS);
    if (random.int(4) === 0 && ['solve', 'analyze', 'transform', 'ga', 'generate'].includes(reader)) {
      return {
        argv: readFileArgs(random, context, reader, '-'),
        stdin: pick(random, ['endless-zeros', 'endless-random'] as const),
        limitMiB: 200,
        inputs: 1,
      };
    }
    const device = pick(random, ['/dev/zero', '/dev/urandom', '/dev/zero', '/dev/urandom', '/dev/null']);
    return {
      argv: readFileArgs(random, context, reader, device),
      files: { 'log.csv': 'seconds,row,col,value\n' },
      limitMiB: 200,
      inputs: 1,
    };
  },
};

/** A good 9×9 puzzle for row k of a long book (a few puzzles over and over). */
function longBookRow(context: FuzzContext, k: number): string[] {
  const { solved } = context.sources;
  return [String(k + 1), solved[k % solved.length].puzzle];
}

const millionRows: FuzzClass = {
  name: 'million-rows',
  group: 'hostile files',
  about: 'a workbook of 1,000,000 puzzle rows (11 MB) for every command that reads a workbook',
  weight: 1,
  make(random, context) {
    const book = context.fixture('million-rows.xlsx', (file) =>
      writeLongWorkbook(file, 1_000_000, (k) => longBookRow(context, k)),
    );
    const argv = readFileArgs(random, context, pick(random, BOOK_READERS), book);
    return {
      argv: argv[0] === 'batch' && random.int(2) ? [...argv, '--to', '3'] : argv,
      files: { 'log.csv': 'seconds,row,col,value\n' },
      shared: [book],
      limitMiB: 200,
      inputs: 1_000_000,
    };
  },
};

const BOOK_ROWS = 300_000;

const bookRange: FuzzClass = {
  name: 'book-range-300k',
  group: 'hostile files',
  about:
    'batch --from/--to of a few puzzles at the start, middle, end or past the end of a 300,000-row book (.xlsx, .csv, .txt)',
  weight: 1,
  make(random, context) {
    const ext = pick(random, ['.xlsx', '.csv', '.txt']);
    const book = context.fixture(`book-300k${ext}`, (file) => {
      if (ext === '.xlsx') return writeLongWorkbook(file, BOOK_ROWS, (k) => longBookRow(context, k));
      const lines = Array.from({ length: BOOK_ROWS }, (_, k) =>
        ext === '.csv' ? longBookRow(context, k).join(',') : longBookRow(context, k)[1],
      );
      fs.writeFileSync(file, `${ext === '.csv' ? 'id,puzzle\n' : ''}${lines.join('\n')}\n`);
    });
    const from = pick(random, [1, 150_000, BOOK_ROWS - 4, BOOK_ROWS, BOOK_ROWS + 1, 1_000_000]);
    const to = from + between(random, 0, 4);
    return {
      argv: ['batch', book, '--from', String(from), '--to', String(to), '--out', 'results.xlsx'],
      shared: [book],
      limitMiB: 500,
      inputs: to - from + 1,
      timeoutMs: 60_000,
    };
  },
};

/** The DOCTYPEs that attack an XML reader, with the reference each puts in a cell. */
function entityAttack(random: Random, secretFile: string): { doctype: string; reference: string } {
  const laughs = Array.from({ length: 9 }, (_, k) => `<!ENTITY lol${k + 1} "${`&lol${k};`.repeat(10)}">`).join('');
  switch (random.int(5)) {
    case 0:
      return { doctype: '', reference: `&${pick(random, ['foo', 'nbsp', 'lol', 'x'.repeat(300)])};` };
    case 1:
      return { doctype: `<!DOCTYPE lolz [<!ENTITY lol0 "lol">${laughs}]>`, reference: '&lol9;' };
    case 2:
      return { doctype: `<!DOCTYPE x [<!ENTITY xxe SYSTEM "file://${secretFile}">]>`, reference: '&xxe;' };
    case 3:
      return { doctype: `<!DOCTYPE x [<!ENTITY % p SYSTEM "file://${secretFile}"> %p;]>`, reference: 'text' };
    default:
      return { doctype: '<!DOCTYPE x SYSTEM "http://example.invalid/x.dtd">', reference: '&ext;' };
  }
}

const xmlEntities: FuzzClass = {
  name: 'xml-entities',
  group: 'messages',
  about:
    'workbooks whose sheet uses an undefined entity, billion laughs, an external entity naming a secret file (which must not be printed), a parameter entity, an external DTD',
  weight: 2,
  make(random, context) {
    const secret = `SECRET-${random.int(1e9)}-FUZZ`;
    // The secret file sits in the run's folder; the run's folder is its working directory, so the absolute path is only known there: /proc/self/cwd names it.
    const { doctype, reference } = entityAttack(random, '/proc/self/cwd/secret.txt');
    const puzzle = context.sources.solved[0].puzzle;
    const sheet = `${SHEET_HEAD.replace('?>', `?>${doctype}`)}${rowXml(1, ['id', 'puzzle'])}<row r="2"><c r="A2" t="inlineStr"><is><t>${reference}</t></is></c><c r="B2" t="inlineStr"><is><t>${puzzle}</t></is></c></row>${SHEET_TAIL}`;
    const run = readerCase(random, context, workbookOfSheetXml(sheet), '.xlsx', BOOK_READERS);
    return { ...run, files: { ...run.files, 'secret.txt': secret }, secret, limitMiB: 200, inputs: 1 };
  },
};

const brokenXlsx: FuzzClass = {
  name: 'broken-xlsx',
  group: 'hostile files',
  about:
    'workbooks with bytes flipped or cut, random bytes or text named .xlsx, an empty file, a sheet whose XML is spoilt',
  weight: 3,
  make(random, context) {
    const rows = context.sources.solved.slice(0, between(random, 1, 10)).map((each, k) => [String(k + 1), each.puzzle]);
    let bytes: Uint8Array = bookWorkbook(rows);
    switch (random.int(5)) {
      case 0:
        bytes = Uint8Array.from(bytes);
        for (let k = between(random, 1, 20); k > 0; k--) bytes[random.int(bytes.length)] = random.int(256);
        break;
      case 1:
        bytes = bytes.subarray(0, random.int(bytes.length));
        break;
      case 2:
        bytes = random.int(3) === 0 ? new Uint8Array(0) : randomBytes(random, between(random, 1, 5000));
        break;
      case 3: {
        const xml = `${SHEET_HEAD}${rows.map((row, k) => rowXml(k + 2, row)).join('')}${SHEET_TAIL}`;
        const cut = random.int(xml.length);
        bytes = workbookOfSheetXml(random.int(2) ? xml.slice(0, cut) : `${xml.slice(0, cut)}<${xml.slice(cut)}`);
        break;
      }
      default:
        bytes = Buffer.from(rows.map((row) => row.join(',')).join('\n'));
    }
    return { ...readerCase(random, context, bytes, '.xlsx', BOOK_READERS), limitMiB: 200, inputs: rows.length };
  },
};

export const FILE_CLASSES: readonly FuzzClass[] = [
  zipBomb,
  deviceInput,
  millionRows,
  bookRange,
  xmlEntities,
  brokenXlsx,
];
