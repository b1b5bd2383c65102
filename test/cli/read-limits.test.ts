/**
 * Limits on what is read, not on the size on disk (issue 41, item 3): a zip bomb, a workbook of a
 * million rows, /dev/zero and /dev/urandom, a text too large to read whole, and a long book batched
 * with --from and --to are each answered by the built command (lib/, built by npm ci) with exit
 * status 2 and one sentence naming the file and the cap, within 200 MiB of memory: the process's
 * peak resident memory (worker threads included) read at its exit. The hostile files are made
 * here, in a temporary folder; the large ones are sparse or a few MB of zip.
 */

import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { main } from '../../src/cli/main';
import { createFakeIO } from './fake-io';
import {
  SHEET_HEAD,
  SHEET_TAIL,
  deflatedEntry,
  repeatedEntry,
  sheetRow,
  workbookEntries,
  workbookOfRows,
  zipOf,
  type CraftedEntry,
} from '../helpers/crafted-xlsx';

// Each case starts the command in a fresh process on a busy machine; a refusal takes under a second.
jest.setTimeout(120_000);

const MAIN = path.resolve(__dirname, '../../lib/src/cli/main.js');
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const MIB = 1024 * 1024;
const MEMORY_MIB = 200;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-limits-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * The command run in-process by a wrapper that prints its peak memory in KiB last on standard
 * error: VmHWM, the peak of this process's own memory. process.resourceUsage().maxRSS would do
 * from a shell, but Linux carries the RSS of the forking process over into it across fork and
 * exec, so under a full jest run every child reported the jest worker's 205 MiB.
 */
const WRAPPER = path.join(dir, 'peak.js');
fs.writeFileSync(
  WRAPPER,
  `process.on('exit', () => {
  const own = /VmHWM:\\s*(\\d+) kB/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'));
  process.stderr.write('peak=' + (own ? own[1] : process.resourceUsage().maxRSS) + '\\n');
});
require(${JSON.stringify(MAIN)}).main(process.argv.slice(2)).then((code) => { process.exitCode = code; });`,
);

function run(
  args: string[],
  stdin?: string,
): { status: number | null; stdout: string; messages: string[]; peakMiB: number } {
  const input = stdin === undefined ? 'ignore' : fs.openSync(stdin, 'r');
  const result = spawnSync(process.execPath, [WRAPPER, ...args], {
    encoding: 'utf8',
    cwd: dir,
    stdio: [input, 'pipe', 'pipe'],
    maxBuffer: 16 * MIB,
  });
  if (typeof input === 'number') fs.closeSync(input);
  const lines = result.stderr.split('\n').filter((line) => line !== '');
  const peak = lines.pop() ?? '';
  expect(peak).toMatch(/^peak=\d+$/);
  return {
    status: result.status,
    stdout: result.stdout,
    messages: lines,
    peakMiB: Number(peak.slice('peak='.length)) / 1024,
  };
}

/** Refused: exit 2, nothing on standard output, exactly `message` on standard error, within the memory. */
function expectRefused(args: string[], message: string, stdin?: string): void {
  const { status, stdout, messages, peakMiB } = run(args, stdin);
  expect(messages).toEqual([message]);
  expect(status).toBe(2);
  expect(stdout).toBe('');
  expect(peakMiB).toBeLessThan(MEMORY_MIB);
}

function write(name: string, data: string | Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return file;
}

/** Sheet XML of `rows` rows, each `row(r)`, as one deflated part. */
function sheetOf(rows: number, row: (r: number) => string): CraftedEntry {
  const parts = [SHEET_HEAD];
  for (let r = 1; r <= rows; r++) parts.push(row(r));
  parts.push(SHEET_TAIL);
  return deflatedEntry('xl/worksheets/sheet1.xml', parts.join(''));
}

/** 2 GiB of rows (a MiB of a row and spaces, 2,048 times) in 2 MB; `declared` lies about it when given. */
function bomb(declared?: number): Buffer {
  const row = sheetRow(1, [PUZZLE]);
  const sheet = repeatedEntry(
    'xl/worksheets/sheet1.xml',
    SHEET_HEAD,
    row + ' '.repeat(MIB - row.length),
    2048,
    SHEET_TAIL,
  );
  return zipOf(workbookEntries(declared === undefined ? sheet : { ...sheet, size: declared }));
}

describe('a workbook is held to its caps before exceljs unpacks it', () => {
  const PART = 'xl/worksheets/sheet1.xml';

  it.each([
    ['solve', ['solve', '--file']],
    ['hint', ['hint', '--puzzle-file']],
    ['batch', ['batch', '--out', 'out.xlsx']],
  ])('a zip bomb whose directory declares 2 GiB (%s)', (_name, command) => {
    const file = write('bomb.xlsx', bomb());
    expectRefused(
      [...command, file],
      `Cannot read ${file}: its part ${PART} unpacks to 2,048 MiB, more than the 32 MiB a part may unpack to.`,
    );
  });

  it('a zip bomb whose directory lies, stopped where it outgrows what it declares', () => {
    const file = write('lying.xlsx', bomb(1000));
    expectRefused(
      ['solve', '--file', file],
      `Cannot read ${file}: its part ${PART} unpacks to more than the 1,000 bytes its directory declares, so the workbook is damaged.`,
    );
  });

  it('parts that together unpack past the workbook cap', () => {
    const entries = workbookEntries(deflatedEntry(PART, SHEET_HEAD + SHEET_TAIL));
    const large = (name: string) => ({ ...deflatedEntry(name, 'x'), size: 30 * MIB });
    const file = write(
      'parts.xlsx',
      zipOf([...entries, large('xl/media/a.bin'), large('xl/media/b.bin'), large('xl/media/c.bin')]),
    );
    expectRefused(
      ['solve', '--file', file],
      `Cannot read ${file}: its parts unpack to 90 MiB, more than the 64 MiB a workbook may unpack to.`,
    );
  });

  it('a sheet of 1,000,000 rows', () => {
    const file = write('million.xlsx', zipOf(workbookEntries(sheetOf(1_000_000, (r) => `<row r="${r}"/>`))));
    expectRefused(
      ['solve', '--file', file],
      `Cannot read ${file}: its sheets hold more than 50,000 rows, the most a workbook may hold; save its puzzles as a text file, which is read as a stream.`,
    );
  });

  it('a sheet of 300,000 cells in 30,000 rows', () => {
    const cells = (r: number) =>
      Array.from({ length: 10 }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}"><v>${c}</v></c>`).join('');
    const file = write('cells.xlsx', zipOf(workbookEntries(sheetOf(30_000, (r) => `<row r="${r}">${cells(r)}</row>`))));
    expectRefused(
      ['solve', '--file', file],
      `Cannot read ${file}: its sheets hold more than 250,000 cells, the most a workbook may hold; save its puzzles as a text file, which is read as a stream.`,
    );
  });

  it('more parts than any workbook has', () => {
    const parts = Array.from({ length: 10_001 }, (_, k) => ({
      name: `xl/media/${k}.bin`,
      data: Buffer.alloc(0),
      size: 0,
      crc: 0,
      stored: true,
    }));
    const file = write('many.xlsx', zipOf(parts));
    expectRefused(
      ['solve', '--file', file],
      `Cannot read ${file}: its directory lists more than 10,000 parts, the most a workbook may hold.`,
    );
  });

  it('a workbook file over 32 MiB, by its size before it is read', () => {
    const file = path.join(dir, 'sparse.xlsx');
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 33 * MIB);
    expectRefused(
      ['solve', '--file', file],
      `Cannot read ${file}: it holds more than 32 MiB, the most a workbook may hold.`,
    );
  });

  it('batch --from --to on a book of 300,000 rows', () => {
    const rows = (r: number) =>
      r === 1
        ? sheetRow(1, ['Puzzle'])
        : r <= 12
          ? sheetRow(r, [PUZZLE])
          : `<row r="${r}"><c r="A${r}"><v>${r}</v></c></row>`;
    const file = write('long-book.xlsx', zipOf(workbookEntries(sheetOf(300_001, rows))));
    expectRefused(
      ['batch', file, '--from', '1', '--to', '11', '--out', 'part.xlsx'],
      `Cannot read ${file}: its sheets hold more than 50,000 rows, the most a workbook may hold; save its puzzles as a text file, which is read as a stream.`,
    );
    expect(fs.existsSync(path.join(dir, 'part.xlsx'))).toBe(false);
  });

  it('a workbook within the caps is still read', () => {
    const file = write(
      'small.xlsx',
      workbookOfRows([
        ['No.', 'Puzzle'],
        ['1', PUZZLE],
        ['2', PUZZLE],
      ]),
    );
    const { status, stdout, messages } = run(['solve', '--file', file, '--json']);
    expect(messages).toEqual([]);
    expect(status).toBe(0);
    expect(
      stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { solutions: number }).solutions),
    ).toEqual([1, 1]);
  });
});

describe('a device, a pipe or a file too large is read with a byte cap', () => {
  const WHOLE = 'it holds more than 64 MiB, the most a file read whole may hold.';

  it.each([
    [['hint', '--puzzle-file', '/dev/zero'], '/dev/zero'],
    [['hint', '--puzzle', PUZZLE, '--grid-file', '/dev/urandom'], '/dev/urandom'],
    [['compare', '--puzzle', PUZZLE, '--log', '/dev/zero'], '/dev/zero'],
    [['generate', '--pattern', '/dev/urandom'], '/dev/urandom'],
  ])('%j, read whole', (args, file) => {
    expectRefused(args, `Cannot read ${file}: ${WHOLE}`);
  });

  it('standard input from /dev/zero, read whole', () => {
    expectRefused(['hint', '--puzzle-file', '-'], `Cannot read -: ${WHOLE}`, '/dev/zero');
  });

  it('a regular file over the cap, by its size before it is read', () => {
    const file = path.join(dir, 'sparse.txt');
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 65 * MIB);
    expectRefused(['generate', '--pattern', file], `Cannot read ${file}: ${WHOLE}`);
  });

  it('a CSV past the cap, refused as it is gathered', () => {
    const row = `Easy,${PUZZLE}\n`;
    const file = path.join(dir, 'huge.csv');
    fs.writeFileSync(file, 'Level,Puzzle\n');
    const block = row.repeat(Math.ceil(MIB / row.length));
    for (let written = 0; written <= 64 * MIB; written += block.length) fs.appendFileSync(file, block);
    expectRefused(['solve', '--file', file], `Cannot read ${file}: ${WHOLE}`);
  });

  it.each([
    ['solve', '/dev/zero', 'line 1 is longer than 65,536 characters, so this is no puzzle file.'],
    ['analyze', '/dev/zero', 'line 1 is longer than 65,536 characters, so this is no puzzle file.'],
    ['transform', '/dev/zero', 'line 1 is longer than 65,536 characters, so this is no puzzle file.'],
    ['ga', '/dev/zero', 'line 1 is longer than 65,536 characters, so this is no puzzle file.'],
  ])('%s --file %s, streamed', (command, file, why) => {
    expectRefused([command, '--file', file], `Cannot read ${file}: ${why}`);
  });

  it('solve --file /dev/urandom and batch /dev/urandom, streamed', () => {
    for (const args of [
      ['solve', '--file', '/dev/urandom'],
      ['batch', '/dev/urandom', '--out', 'random.xlsx'],
    ]) {
      const { status, messages, peakMiB } = run(args);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(
        /^Cannot read \/dev\/urandom: line \d+ (holds a NUL byte: this is a binary file, not puzzle text|is longer than 65,536 characters, so this is no puzzle file)\.$/,
      );
      expect(status).toBe(2);
      expect(peakMiB).toBeLessThan(MEMORY_MIB);
    }
  });

  it("10 MB of random text as the one puzzle of hint, or as generate's patterns: answered within the memory", () => {
    // Random bytes with no NUL and no line past the cap: text that is no puzzle and no pattern.
    let seed = 7;
    const bytes = Buffer.alloc(10 * MIB);
    for (let k = 0; k < bytes.length; k++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      bytes[k] = k % 200 === 199 ? 10 : 1 + (seed % 255);
    }
    const file = write('random.txt', bytes);
    const hint = run(['hint', '--puzzle-file', file]);
    expect(hint.status).toBe(0);
    expect(hint.messages).toHaveLength(1);
    expect(hint.peakMiB).toBeLessThan(MEMORY_MIB);
    expectRefused(
      ['generate', '--pattern', file],
      `Cannot read ${file}: its first 1,000 records hold no pattern, so this is no pattern file.`,
    );
  });

  it('batch of /dev/zero, named or as standard input', () => {
    const why = 'line 1 is longer than 65,536 characters, so this is no puzzle file.';
    expectRefused(['batch', '/dev/zero', '--out', 'zero.xlsx'], `Cannot read /dev/zero: ${why}`);
    expectRefused(['batch', '-', '--out', 'zero.xlsx'], `Cannot read -: ${why}`, '/dev/zero');
  });
});

describe('batch --from --to streams a long text book', () => {
  it('keeps only the puzzles in range of 300,000 lines', () => {
    const file = write('long-book.txt', `${PUZZLE}\n`.repeat(300_000));
    const { status, messages, peakMiB } = run([
      'batch',
      file,
      '--from',
      '5',
      '--to',
      '15',
      '--out',
      'long-results.xlsx',
      '--jobs',
      '1',
    ]);
    expect(status).toBe(0);
    expect(messages[messages.length - 1]).toMatch(/^analysed 11\/11 \(100%\)/);
    expect(fs.existsSync(path.join(dir, 'long-results.xlsx'))).toBe(true);
    expect(peakMiB).toBeLessThan(MEMORY_MIB);
  });
});

describe('the helps name the caps where a user meets them', () => {
  const WORKBOOK = /32 MiB \(64 MiB unpacked, 32 MiB a part\),?\s+50,000 rows and 250,000 cells/;

  it.each([
    ['solve', [/read whole, at most 64 MiB/, WORKBOOK]],
    ['analyze', [/read whole, at most 64 MiB/, WORKBOOK]],
    ['hint', [/a text is read whole, at most 64 MiB/, WORKBOOK, /numbers\); read whole, at most 64 MiB/]],
    ['compare', [/a text is read whole, at most 64 MiB/, /read whole, at most 64 MiB/]],
    ['generate', [/read whole, at most 64 MiB/]],
    ['batch', [/more than 20,000 puzzles in range/, /a CSV is read whole, at most 64 MiB/, WORKBOOK]],
  ])('%s --help', async (command, patterns) => {
    const io = createFakeIO();
    expect(await main([command, '--help'], io)).toBe(0);
    for (const pattern of patterns) expect(io.out.join('\n').replace(/\s+/g, ' ')).toMatch(pattern);
  });
});
