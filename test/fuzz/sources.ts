/**
 * The good inputs the fuzz suite starts from, read from the repository's test fixtures: 9×9
 * puzzles with their solutions, a file of every puzzle kind (test/fixtures/variants, headers
 * kept), and timedia records. Read once; a few hundred KB.
 */

import * as fs from 'fs';
import * as path from 'path';

/** The repository's root, found upwards from here: test/fuzz under ts-jest, lib/test/fuzz when built. */
export const ROOT = ((): string => {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'bin', 'sudoku-analyzer.js')))
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`no repository root above ${__dirname}`);
  }
})();

export const BIN = path.join(ROOT, 'bin', 'sudoku-analyzer.js');
const FIXTURES = path.join(ROOT, 'test', 'fixtures');

export interface SolvedPuzzle {
  puzzle: string;
  solution: string;
}

export interface Sources {
  /** 9×9 puzzles, digits and 0 for blanks, with their solutions. */
  solved: SolvedPuzzle[];
  /** Each variant fixture file's text as committed (headers, one puzzle a line or a numeric grid), by file name. */
  kinds: { name: string; text: string }[];
  /** Texts of timedia records: a "No.N  H 30" title line, then 9 rows of digits and dashes. */
  timedia: string[];
}

let cached: Sources | undefined;

function read(relative: string): string {
  return fs.readFileSync(path.join(FIXTURES, relative), 'utf8');
}

/** The first `count` timedia records of a file. */
function records(text: string, count: number): string[] {
  return text
    .split(/\r?\n(?=No\.)/)
    .slice(0, count)
    .map((record) => `${record.trimEnd()}\n`);
}

export function sources(): Sources {
  if (cached) return cached;
  const withSolutions = path.join(FIXTURES, 'sudoku-exchange', 'with-solutions');
  const solved = fs
    .readdirSync(withSolutions)
    .sort()
    .flatMap((name) => fs.readFileSync(path.join(withSolutions, name), 'utf8').split('\n'))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length === 2 && fields[0].length === 81)
    .map(([puzzle, solution]) => ({ puzzle, solution }));
  const variants = path.join(FIXTURES, 'variants');
  const kinds = fs
    .readdirSync(variants)
    .filter((name) => name.endsWith('.txt') && !name.endsWith('.solutions.txt'))
    .sort()
    .map((name) => ({ name, text: fs.readFileSync(path.join(variants, name), 'utf8') }));
  const timedia = [
    ...records(read('timedia/Problem500.txt'), 20),
    ...records(read('sudoku-exchange/timedia-form/records.txt'), 20),
  ];
  cached = { solved, kinds, timedia };
  return cached;
}
