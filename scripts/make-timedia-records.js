#!/usr/bin/env node
/**
 * Writes test/fixtures/sudoku-exchange/timedia-form/records.txt and records.solutions.txt: the
 * first puzzle of each Sudoku Exchange with-solutions fixture (easy, medium, hard, diabolical)
 * written as timedia's Problem500.txt writes its records ("No.<n>   H <givens>" over 9 rows of
 * space-separated digits, "-" blank, each row ending in a space). timedia's own records come
 * without solutions; these carry the bank's published ones, so a reader of the record form can be
 * checked against an answer the product did not compute. Public domain, as the bank.
 *
 * Run from the repository root: node scripts/make-timedia-records.js
 */
'use strict';

const fs = require('fs');
const path = require('path');

const SOURCE = path.resolve('test/fixtures/sudoku-exchange/with-solutions');
const OUT = path.resolve('test/fixtures/sudoku-exchange/timedia-form');
const LEVELS = ['easy', 'medium', 'hard', 'diabolical'];

function writeAtomic(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

const pairs = LEVELS.map((level) => {
  const line = fs
    .readFileSync(path.join(SOURCE, `${level}_puzzle_and_solution.txt`), 'utf8')
    .split('\n')
    .find((l) => /^\d{81} \d{81}$/.test(l.trim()));
  if (!line) throw new Error(`no puzzle and solution line in ${level}_puzzle_and_solution.txt`);
  const [puzzle, solution] = line.trim().split(' ');
  return { level, puzzle, solution };
});

const records = pairs.flatMap(({ puzzle }, i) => {
  const givens = [...puzzle].filter((ch) => ch !== '0').length;
  const rows = Array.from(
    { length: 9 },
    (_, r) => `${[...puzzle.slice(r * 9, r * 9 + 9)].map((ch) => (ch === '0' ? '-' : ch)).join(' ')} `,
  );
  return [`No.${i + 1}   H ${givens}`, ...rows];
});
fs.mkdirSync(OUT, { recursive: true });
writeAtomic(path.join(OUT, 'records.txt'), `${records.join('\n')}\n`);
const solutions = [
  '# solutions of records.txt, in its order: the first line of the Sudoku Exchange with-solutions fixtures',
  `# ${LEVELS.map((level) => `${level}_puzzle_and_solution.txt`).join(', ')} (public domain)`,
  ...pairs.map(({ solution }) => solution),
];
writeAtomic(path.join(OUT, 'records.solutions.txt'), `${solutions.join('\n')}\n`);
console.log(`timedia-form: ${pairs.length} records`);
