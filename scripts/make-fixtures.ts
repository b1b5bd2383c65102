/**
 * Makes the small puzzle fixtures under test/fixtures/ from the public corpora in ../shared/data, so
 * `npm test` needs nothing outside the repository. Each fixture keeps its source file's relative
 * path and line format (and its '#' header), with an evenly spaced sample of its puzzles; sources
 * and licences are in test/fixtures/README.md. Deterministic: re-running gives the same files.
 *
 * Run from the repository root (the outputs are committed):
 *   npx tsc --outDir lib/make-fixtures --module commonjs --target ES2020 --skipLibCheck --types node scripts/make-fixtures.ts \
 *     && node lib/make-fixtures/make-fixtures.js
 */

import * as fs from 'fs';
import * as path from 'path';

// Run from the repository root: the compiled script lives elsewhere, so __dirname says nothing.
const ROOT = process.cwd();
const SOURCE = path.resolve(ROOT, '../shared/data');
const TARGET = path.resolve(ROOT, 'test/fixtures');

interface SourceLines {
  header: string[];
  data: string[];
}

function readSource(relPath: string): SourceLines {
  const file = path.join(SOURCE, relPath);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: the fixtures are made from the sibling shared/data folder`);
  const lines = fs.readFileSync(file, 'utf8').replace(/\r/g, '').split('\n');
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  let headerEnd = 0;
  while (headerEnd < lines.length && lines[headerEnd].startsWith('#')) headerEnd++;
  return { header: lines.slice(0, headerEnd), data: lines.slice(headerEnd).filter((line) => line.trim() !== '') };
}

/** `count` items spread evenly over the list, in order (the tests' own sampling rule). */
function evenly<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return items.slice();
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]);
}

function write(relPath: string, lines: readonly string[]): void {
  const file = path.join(TARGET, relPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, lines.join('\n') + '\n');
  console.log(`${relPath}: ${lines.length} lines`);
}

/** A sample of a one-puzzle-per-line file, keeping its header (a CSV keeps its column line). */
function sampleFile(relPath: string, count: number, csv = false): void {
  const { header, data } = readSource(relPath);
  const head = csv ? [...header, data[0]] : header;
  write(relPath, [...head, ...evenly(csv ? data.slice(1) : data, count)]);
}

/** Number of givens of a 10-line timedia record (its grid's tokens other than '-'). */
function recordGivens(record: readonly string[]): number {
  return record
    .slice(1)
    .join(' ')
    .split(/\s+/)
    .filter((token) => token !== '' && token !== '-').length;
}

/**
 * The same timedia records of Problem500 and Pattern500 (10 lines each: a title, then 9 rows):
 * the first `count`, then the first two of every given count not yet held twice, so that a test
 * asking for "the first pattern with n givens" gets the same one as from the whole file.
 */
function timediaRecords(count: number): void {
  const problems = readSource('timedia/Problem500.txt').data;
  const patterns = readSource('timedia/Pattern500.txt').data;
  const records = Array.from({ length: problems.length / 10 }, (_, i) => i);
  const kept = records.slice(0, count);
  const perGivens = new Map<number, number>();
  for (const index of records) {
    const givens = recordGivens(problems.slice(index * 10, index * 10 + 10));
    const seen = perGivens.get(givens) ?? 0;
    perGivens.set(givens, seen + 1);
    if (index >= count && seen < 2) kept.push(index);
  }
  write(
    'timedia/Problem500.txt',
    kept.flatMap((index) => problems.slice(index * 10, index * 10 + 10)),
  );
  write(
    '../../samples/Pattern500.txt',
    kept.flatMap((index) => patterns.slice(index * 10, index * 10 + 10)),
  );
}

/** The classic top95 list, taken line for line from tdoku's copy of top1465 (BSD-2), which holds all but two of them. */
function top95FromTdoku(): void {
  const tdoku = new Set(readSource('tdoku/puzzles3_magictour_top1465').data);
  const top95 = readSource('rated/top95.txt').data.map((line) => line.trim().replace(/0/g, '.'));
  // No header line: as in the source, a puzzle's line number is its id.
  write(
    'rated/top95.txt',
    top95.filter((puzzle) => tdoku.has(puzzle)),
  );
}

/** SPEC §3 (techniques) and §4 (grades), which the registry test reads as its independent truth. */
function specSections(): void {
  const spec = fs.readFileSync(path.resolve(SOURCE, '../design/SPEC.md'), 'utf8').replace(/\r/g, '');
  const start = spec.indexOf('\n## 3. ');
  const end = spec.indexOf('\n## 5. ');
  const header = '<!-- SPEC §3 and §4, copied verbatim from shared/design/SPEC.md by scripts/make-fixtures.ts -->';
  fs.mkdirSync(path.join(TARGET, 'spec'), { recursive: true });
  fs.writeFileSync(path.join(TARGET, 'spec/techniques-and-grades.md'), `${header}\n${spec.slice(start, end)}\n`);
}

function main(): void {
  specSections();
  sampleFile('rated/mixed1000.txt', 100);
  sampleFile('rated/mixed1000_meta.csv', 100, true);
  top95FromTdoku();
  // The bundled sample book takes 25 evenly spaced puzzles of each of these four: the same ones.
  for (const bucket of ['easy', 'medium', 'hard', 'diabolical'])
    sampleFile(`sudoku-exchange/with-solutions/${bucket}_puzzle_and_solution.txt`, 25);
  for (const bucket of ['hard1', 'hard2'])
    sampleFile(`sudoku-exchange/with-solutions/${bucket}_puzzle_and_solution.txt`, 10);
  for (const rating of ['2.5', '4.0', '6.6', '7.1', '8.3', '8.5'])
    sampleFile(`sudoku-exchange/by-rating/${rating}.txt`, 10);
  sampleFile('radcliffe-curated/sudoku_curated_5000.csv', 50, true);
  sampleFile('tdoku/puzzles2_17_clue', 60);
  sampleFile('tdoku/puzzles3_magictour_top1465', 60);
  sampleFile('tdoku/puzzles5_forum_hardest_1905_11+', 10);
  sampleFile('tdoku/puzzles6_forum_hardest_1106', 30);
  sampleFile('tdoku/puzzles7_serg_benchmark', 40);
  timediaRecords(30);
  fs.copyFileSync(path.join(SOURCE, 'sudoku-exchange/LICENSE.txt'), path.join(TARGET, 'sudoku-exchange/LICENSE.txt'));
}

main();
