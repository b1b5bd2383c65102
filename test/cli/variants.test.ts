/**
 * Every puzzle kind end to end through the command line (issue 20, items 3–4), on the committed
 * public-domain fixtures of test/fixtures/variants. The truth is each fixture's published
 * solution file, read here as plain text; uniqueness of generated puzzles is proved by the test
 * suite's own reference solver.
 */

import * as fs from 'fs';
import * as path from 'path';
import ExcelJS from 'exceljs';
import { main } from '../../src/cli/main';
import { diagonalGeometry } from '../../src/engine/geometry';
import { referenceSolve } from '../helpers/variant-reference';
import { createFakeIO } from './fake-io';

const FIXTURES = path.join(__dirname, '../fixtures/variants');

function fixture(name: string): string {
  return fs.readFileSync(path.join(FIXTURES, name), 'utf8');
}

const isHeader = (line: string) => line === '#' || line.startsWith('# ');

/** The header lines of a fixture and its first puzzle line (one-line form). */
function firstPuzzleFile(name: string): string {
  const lines = fixture(`${name}.txt`).split('\n');
  const puzzle = lines.find((line) => line.trim() !== '' && !isHeader(line)) as string;
  return [...lines.filter(isHeader), puzzle].join('\n');
}

/** The first published solution, one-line form (the maps, if any, are not part of it). */
function firstSolution(name: string): string {
  return fixture(`${name}.solutions.txt`)
    .split('\n')
    .find((line) => line.trim() !== '' && !isHeader(line))!
    .trim()
    .split(/\s+/)[0];
}

/** A one-line symbol's value, written out independently of the product: 1–9, A = 10 … Z = 35. */
function symbolValue(char: string): number {
  return /[1-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
}

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const KINDS: [string, string, number, number][] = [
  // fixture, kind, rows × cols of the bounding rectangle as [rows, symbols]
  ['size-4', 'standard', 4, 4],
  ['size-12-4x3', 'standard', 12, 12],
  ['diagonal-9', 'diagonal', 9, 9],
  ['windoku-9', 'windoku', 9, 9],
  ['jigsaw-9-generated', 'jigsaw', 9, 9],
  ['colour-9-map', 'colour', 9, 9],
  ['combined-samurai', 'combined', 21, 9],
];

describe('solve --json on every kind', () => {
  it.each(KINDS)('%s: kind, size and the published solution', async (name, kind, rows, symbols) => {
    const { code, out, err } = await run(['solve', '--file', 'p.txt', '--json'], { 'p.txt': firstPuzzleFile(name) });
    expect(code).toBe(0);
    expect(err).toEqual([]);
    const line = JSON.parse(out[0]);
    expect(line).toMatchObject({ kind, size: { rows, symbols }, solutions: 1 });
    expect(line.solution).toBe(firstSolution(name));
  });

  it('gives a 36×36 solution as rows of numbers, equal to the published numeric solution', async () => {
    const text = fixture('size-36.txt');
    const { out } = await run(['solve', '--file', 'p.txt', '--json'], { 'p.txt': text });
    const line = JSON.parse(out[0]);
    expect(line).toMatchObject({ kind: 'standard', size: { rows: 36, cols: 36, symbols: 36 }, solutions: 1 });
    const published = fixture('size-36.solutions.txt')
      .split('\n')
      .filter((row) => row.trim() !== '' && !isHeader(row))
      .slice(0, 36)
      .map((row) => row.trim().split(/\s+/).map(Number));
    expect(line.solution).toEqual(published);
  });

  it('prints a plain grid with box rules, # for squares that are no cell', async () => {
    const { out } = await run(['solve', '--file', 'p.txt'], { 'p.txt': firstPuzzleFile('combined-samurai') });
    const text = out.join('\n').split('\n');
    expect(text[0]).toMatch(/combined 21×21, one solution$/);
    const solution = firstSolution('combined-samurai');
    // The first grid row: 7 squares of 3 separated by '|', gaps as '#'.
    expect(text[1]).toBe(
      [0, 3, 6, 9, 12, 15, 18].map((start) => [...solution.slice(start, start + 3)].join(' ')).join(' | '),
    );
    expect(text[4]).toMatch(/^-+(\+-+)+$/);
  });
});

describe('analyze --json on every kind', () => {
  it.each(KINDS)(
    "%s: every step places the published solution's value at its (row, col)",
    async (name, kind, rows, symbols) => {
      const { code, out } = await run(['analyze', '--file', 'p.txt', '--json'], { 'p.txt': firstPuzzleFile(name) });
      expect(code).toBe(0);
      const result = JSON.parse(out[0]);
      expect(result).toMatchObject({ kind, size: { rows, symbols }, status: 'conquer' });
      const solution = firstSolution(name);
      const cols = result.size.cols;
      expect(result.solution).toBe(solution);
      expect(result.steps.length).toBeGreaterThan(0);
      for (const step of result.steps)
        expect(step.value).toBe(symbolValue(solution[(step.row - 1) * cols + step.col - 1]));
    },
  );
});

describe('analyze --techniques on other kinds', () => {
  it('takes E (the extra-unit single) and uses only the given letters, each step true to the solution', async () => {
    const { code, out } = await run(['analyze', '--file', 'p.txt', '--techniques', 'BLCEM', '--json'], {
      'p.txt': firstPuzzleFile('diagonal-9'),
    });
    expect(code).toBe(0);
    const result = JSON.parse(out[0]);
    const solution = firstSolution('diagonal-9');
    expect(result.steps.map((step: { technique: string }) => step.technique).join('')).toMatch(/^[BLCEM]*$/);
    for (const step of result.steps) expect(step.value).toBe(symbolValue(solution[(step.row - 1) * 9 + step.col - 1]));
  });
});

describe('--techniques reads [XYW] as XY-Wing on every kind', () => {
  it.each(KINDS.filter(([name]) => name !== 'size-4'))(
    '%s: a full-set code other kinds lack yet ([ALS]) is refused, naming it and the kind; [XYW] is not',
    async (name, kind) => {
      const { code, err } = await run(['analyze', '--file', 'p.txt', '--techniques', 'BLCEM[XYW][ALS]', '--json'], {
        'p.txt': firstPuzzleFile(name),
      });
      expect(code).not.toBe(0);
      expect(err.join('\n')).toContain('[ALS] (ALS-XZ)');
      expect(err.join('\n')).not.toContain('(XY-Wing)');
      expect(err.join('\n')).toContain(`not available on ${kind} puzzles yet`);
    },
  );

  it.each([
    ['--techniques', 'BLCEMVGQPUWYXTRH[XYW][WW]A', ['[XYW]', '[WW]']],
    ['--technique-set', 'full', ['[AIC]', '[FC]']],
  ])(
    '%s %s on a diagonal puzzle uses %j, in brackets, every step true to the solution',
    async (option, value, codes) => {
      const { code, out } = await run(['analyze', '--file', 'p.txt', option, value, '--json'], {
        'p.txt': firstPuzzleFile('diagonal-9'),
      });
      expect(code).toBe(0);
      const result = JSON.parse(out[0]);
      expect(result.status).toBe('conquer');
      const labels = result.steps.map((step: { technique: string }) => step.technique).join('');
      for (const label of codes) expect(labels).toContain(label);
      expect(result.techniqueCounts.X).toBeUndefined();
      const solution = firstSolution('diagonal-9');
      for (const step of result.steps) {
        expect(step.value).toBe(symbolValue(solution[(step.row - 1) * 9 + step.col - 1]));
        for (const [row, col, value] of step.eliminated)
          expect(symbolValue(solution[(row - 1) * 9 + col - 1])).not.toBe(value);
      }
    },
  );

  it('hint --technique-set full on a diagonal puzzle', async () => {
    const hint = await run(['hint', '--puzzle-file', 'p.txt', '--technique-set', 'full'], {
      'p.txt': firstPuzzleFile('diagonal-9'),
    });
    expect(hint.code).toBe(0);
  });

  it('X, Y and W written as letters are the three intersections, on a windoku as on 9×9', async () => {
    const { code, out } = await run(['analyze', '--file', 'p.txt', '--techniques', 'BLCEMXYW', '--json'], {
      'p.txt': firstPuzzleFile('windoku-9'),
    });
    expect(code).toBe(0);
    const labels = JSON.parse(out[0])
      .steps.map((step: { technique: string }) => step.technique)
      .join('');
    expect(labels).toMatch(/^[BLCEMXYW]*$/);
  });
});

describe('hint on large puzzles from files', () => {
  const puzzle = firstPuzzleFile('combined-samurai');
  const solution = firstSolution('combined-samurai');
  const puzzleLine = puzzle.split('\n').pop() as string;

  it('reports a wrong entry with its cell and the published value, naming the grid in plain text', async () => {
    const square = [...puzzleLine].findIndex((char, i) => char === '.' && i % 21 > 12);
    const correct = symbolValue(solution[square]);
    const wrongValue = (correct % 9) + 1;
    const grid = puzzleLine.slice(0, square) + String(wrongValue) + puzzleLine.slice(square + 1);
    const files = { 'p.txt': puzzle, 'g.txt': grid };
    const json = await run(['hint', '--puzzle-file', 'p.txt', '--grid-file', 'g.txt', '--json'], files);
    expect(JSON.parse(json.out[0]).wrong).toEqual([
      { row: Math.floor(square / 21) + 1, col: (square % 21) + 1, value: wrongValue, correct },
    ]);
    const plain = await run(['hint', '--puzzle-file', 'p.txt', '--grid-file', 'g.txt'], files);
    expect(plain.out[0]).toMatch(/^Wrong: \(\d+,\d+\) in grid 2 at \(\d+,\d+\) holds \d; it should be \d\.$/);
  });

  it('gives a next move that agrees with the published solution', async () => {
    const { out } = await run(['hint', '--puzzle-file', 'p.txt', '--json'], { 'p.txt': puzzle });
    const { next } = JSON.parse(out[0]);
    expect(next.value).toBe(symbolValue(solution[(next.row - 1) * 21 + next.col - 1]));
    expect(puzzleLine[(next.row - 1) * 21 + next.col - 1]).toBe('.');
  });
});

describe('generate --kind', () => {
  it('makes a unique diagonal puzzle with its givens exactly on the pattern', async () => {
    const pattern = firstPuzzleFile('diagonal-9').split('\n').pop()!.replace(/[1-9]/g, 'X');
    const { code, out } = await run(
      ['generate', '--kind', 'diagonal', '--pattern', 'pattern.txt', '--seed', '7', '--json'],
      { 'pattern.txt': pattern },
    );
    expect(code).toBe(0);
    const line = JSON.parse(out[0]);
    expect(line).toMatchObject({ kind: 'diagonal', size: { rows: 9, cols: 9, symbols: 9 } });
    const givens = [...(line.puzzle as string)].map((char) => (char === '.' ? 0 : Number(char)));
    expect(givens.map((value) => (value ? 'X' : '.')).join('')).toBe(pattern);
    expect(referenceSolve(diagonalGeometry(9), givens, 2).count).toBe(1);
  });
});

describe('kinds on the command line and in headers', () => {
  it('lets --kind win over a file header, with a warning naming both', async () => {
    const text = firstPuzzleFile('diagonal-9');
    const { out, err } = await run(['solve', '--kind', 'standard', '--file', 'p.txt', '--json'], { 'p.txt': text });
    expect(err.join('\n')).toMatch(/the file says kind diagonal, the command line standard; using standard/);
    expect(JSON.parse(out[0]).kind).toBe('standard');
  });

  it('reads an N² argument without a kind as an N×N standard puzzle', async () => {
    const puzzle = firstPuzzleFile('size-4').split('\n').pop() as string;
    const { out } = await run(['solve', puzzle, '--json']);
    expect(JSON.parse(out[0])).toMatchObject({
      kind: 'standard',
      size: { rows: 4, cols: 4, symbols: 4 },
      solution: firstSolution('size-4'),
    });
  });

  it('reads a file of N² lines without a header as N×N standard puzzles', async () => {
    const lines = fixture('size-6.txt')
      .split('\n')
      .filter((line) => line.trim() !== '' && !isHeader(line));
    const { out } = await run(['solve', '--file', 'p.txt', '--json'], { 'p.txt': lines.join('\n') });
    expect(out).toHaveLength(lines.length);
    expect(JSON.parse(out[0])).toMatchObject({
      kind: 'standard',
      size: { rows: 6, cols: 6, symbols: 6 },
      solution: firstSolution('size-6'),
    });
  });

  it('keeps an 81-symbol puzzle with a # note after it a standard 9×9, as before (no kind or size)', async () => {
    const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const { out, err } = await run(['solve', `${puzzle}#note`, '--json']);
    expect(err).toEqual([]);
    const line = JSON.parse(out[0]);
    expect(line).toMatchObject({ solutions: 1 });
    expect(line.kind).toBeUndefined();
    expect(line.size).toBeUndefined();
  });

  it('reads a CSV with a kind column on solve: each row on its kind, a row without one a 9×9', async () => {
    const diagonal = firstPuzzleFile('diagonal-9').split('\n').pop() as string;
    const nine = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const csv = `No,Kind,Puzzle\n1,diagonal,${diagonal}\n2,,${nine}\n`;
    const { out } = await run(['solve', '--file', 'book.csv', '--json'], { 'book.csv': csv });
    expect(JSON.parse(out[0])).toMatchObject({ kind: 'diagonal', solutions: 1, solution: firstSolution('diagonal-9') });
    const second = JSON.parse(out[1]);
    expect(second).toMatchObject({ solutions: 1 });
    expect(second.kind).toBeUndefined();
  });

  it('reads a bare combined line (no header) by its # squares: samurai and sohei, whose 21×21 rectangles differ only there', async () => {
    for (const name of ['combined-samurai', 'combined-sohei']) {
      const puzzle = firstPuzzleFile(name).split('\n').pop() as string;
      const { code, out } = await run(['solve', puzzle, '--json']);
      expect(code).toBe(0);
      expect(JSON.parse(out[0])).toMatchObject({
        kind: 'combined',
        size: { rows: 21, cols: 21 },
        solutions: 1,
        solution: firstSolution(name),
      });
    }
  });

  it('refuses a puzzle whose # squares match no named layout, naming --kind', async () => {
    const puzzle = firstPuzzleFile('combined-samurai').split('\n').pop() as string;
    const moved = `${puzzle.slice(1)}${puzzle[0]}`;
    const { out } = await run(['solve', moved, '--json']);
    expect(JSON.parse(out[0]).error.message).toMatch(/# squares .*--kind/);
  });

  it('names the cell and the grid of a clash in a combined puzzle', async () => {
    const line = firstPuzzleFile('combined-samurai').split('\n').pop() as string;
    // Grid 2 spans columns 13–21 of rows 1–9: copy a given of its first row onto a blank of that row.
    const row = line.slice(0, 21);
    const given = [...row].findIndex((char, i) => i > 12 && /[1-9]/.test(char));
    const blank = [...row].findIndex((char, i) => i > 12 && char === '.');
    const clashing = row.slice(0, blank) + row[given] + row.slice(blank + 1) + line.slice(21);
    const { out } = await run(['solve', '--kind', 'samurai', clashing, '--json']);
    const { error } = JSON.parse(out[0]);
    expect(error.message).toMatch(/grid 2/);
    expect(error.cells).toContainEqual([1, blank + 1]);
  });
});

describe('batch with kind columns', () => {
  const firstLine = (name: string) => firstPuzzleFile(name).split('\n').pop() as string;

  it('analyses each row on its own kind, and writes the published solutions in the Results sheet', async () => {
    const [jigsawPuzzle, jigsawMap] = firstLine('jigsaw-9-generated').split(' ');
    const rows: [string, string, string, string, string][] = [
      ['diagonal-9', 'diagonal', '', '', firstLine('diagonal-9')],
      ['jigsaw-9-generated', 'jigsaw', '', jigsawMap, jigsawPuzzle],
      ['size-12-4x3', 'standard', '4x3', '', firstLine('size-12-4x3')],
      ['combined-samurai', 'samurai', '', '', firstLine('combined-samurai')],
    ];
    const csv = [
      'No,Kind,Box,Map,Puzzle',
      ...rows.map(([, kind, box, map, puzzle], i) => [i + 1, kind, box, map, puzzle].join(',')),
    ].join('\n');
    const io = createFakeIO({ 'book.csv': csv });
    const code = await main(['batch', 'book.csv', '--out', 'variant-results.xlsx'], io);
    expect(code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    const bytes = io.written.get('variant-results.xlsx') as Uint8Array;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet('Results')!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const status = header.indexOf('Status');
    const solution = header.indexOf('Solution');
    rows.forEach(([name], i) => {
      const row = sheet.getRow(i + 2);
      expect(String(row.getCell(status).value)).toBe('Conquer');
      expect(String(row.getCell(solution).value)).toBe(firstSolution(name));
    });
  });
});
