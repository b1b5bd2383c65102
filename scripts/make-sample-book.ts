/**
 * Makes the bundled sample books in samples/ from the public-domain Sudoku Exchange puzzle bank
 * (../shared/data/sudoku-exchange, Unlicense): 25 puzzles from each of its easy, medium, hard and
 * diabolical files, taken evenly spaced, with that bucket as the publisher's level.
 *
 *   samples/book.csv, samples/book.xlsx   one puzzle per row: No., Title, Level, Puzzle
 *   samples/grids.xlsx                    12 of them, spread over the levels, as 9×9 grids under title rows, 3 side by side
 *
 * Run from the repository root (once; the outputs are committed):
 *   npx tsc --outDir lib/make-sample-book --module commonjs --target ES2020 --esModuleInterop --skipLibCheck scripts/make-sample-book.ts \
 *     && node lib/make-sample-book/scripts/make-sample-book.js
 */

import * as fs from 'fs';
import * as path from 'path';
import { emptyBlock, rangeAddress, type CellValue, type SheetModel } from '../src/report/sheet-model';
import { workbookBuffer } from '../src/cli/xlsx';

// Run from the repository root: the compiled script lives elsewhere, so __dirname says nothing.
const ROOT = process.cwd();
const SOURCE = path.resolve(ROOT, '../shared/data/sudoku-exchange/with-solutions');
const BUCKETS = [
  ['easy', 'Easy'],
  ['medium', 'Medium'],
  ['hard', 'Hard'],
  ['diabolical', 'Diabolical'],
] as const;
const PER_BUCKET = 25;
const GRIDS = 12;
const GRIDS_ACROSS = 3;

interface SamplePuzzle {
  title: string;
  level: string;
  puzzle: string;
}

function samplePuzzles(): SamplePuzzle[] {
  const puzzles: SamplePuzzle[] = [];
  for (const [file, level] of BUCKETS) {
    const lines = fs
      .readFileSync(path.join(SOURCE, `${file}_puzzle_and_solution.txt`), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
    for (let i = 0; i < PER_BUCKET; i++) {
      const line = Math.floor((i * lines.length) / PER_BUCKET);
      const puzzle = lines[line].split(/\s+/)[0].replace(/0/g, '.');
      puzzles.push({ title: `Sudoku Exchange ${file} #${line + 1}`, level, puzzle });
    }
  }
  return puzzles;
}

function rowsBook(puzzles: SamplePuzzle[]): SheetModel {
  const values: CellValue[][] = [
    ['No.', 'Title', 'Level', 'Puzzle'],
    ...puzzles.map((each, i) => [i + 1, each.title, each.level, each.puzzle]),
  ];
  return {
    name: 'Book',
    values,
    styles: [
      { address: rangeAddress(0, 0, 1, 4), style: { bold: true, fill: '#D9E1F2' } },
      { address: rangeAddress(1, 3, puzzles.length, 1), style: { numberFormat: '@' } },
    ],
    charts: [],
    columnWidths: [6, 32, 12, 84],
    frozenRows: 1,
  };
}

/** Grids as a printed book lays them out: a title row ("No.n", "Level", level), then the 9×9 grid. */
function gridsBook(puzzles: SamplePuzzle[]): SheetModel {
  const bands = Math.ceil(puzzles.length / GRIDS_ACROSS);
  const values = emptyBlock(bands * 11, GRIDS_ACROSS * 10 - 1);
  const styles: SheetModel['styles'] = [];
  puzzles.forEach((each, n) => {
    const top = Math.floor(n / GRIDS_ACROSS) * 11;
    const left = (n % GRIDS_ACROSS) * 10;
    values[top][left] = `No.${n + 1}`;
    values[top][left + 6] = 'Level';
    values[top][left + 7] = each.level;
    for (let cell = 0; cell < 81; cell++) {
      const digit = each.puzzle[cell];
      values[top + 1 + Math.floor(cell / 9)][left + (cell % 9)] = digit === '.' ? '' : Number(digit);
    }
    styles.push({ address: rangeAddress(top, left), style: { bold: true } });
    styles.push({ address: rangeAddress(top + 1, left, 9, 9), style: { border: true, horizontalAlignment: 'Center' } });
  });
  return { name: 'Grids', values, styles, charts: [], columnWidths: new Array<number>(GRIDS_ACROSS * 10).fill(3.5) };
}

function csvField(value: CellValue): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'package.json'))) throw new Error('run this from the repository root');
  const puzzles = samplePuzzles();
  const out = path.join(ROOT, 'samples');
  fs.mkdirSync(out, { recursive: true });
  const book = rowsBook(puzzles);
  fs.writeFileSync(path.join(out, 'book.csv'), book.values.map((row) => row.map(csvField).join(',')).join('\n') + '\n');
  fs.writeFileSync(path.join(out, 'book.xlsx'), await workbookBuffer([book]));
  fs.writeFileSync(
    path.join(out, 'grids.xlsx'),
    await workbookBuffer([
      gridsBook(Array.from({ length: GRIDS }, (_, i) => puzzles[Math.floor((i * puzzles.length) / GRIDS)])),
    ]),
  );
  console.log(`wrote ${puzzles.length} puzzles to ${out}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
