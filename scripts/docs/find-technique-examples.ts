/**
 * Finds the worked example of each technique for docs/techniques.md: in the committed fixtures,
 * the step of an analysis that uses the code with the fewest other codes beside it in its label,
 * earliest in the solve, from the smallest technique set that holds it. Writes
 * test/fixtures/technique-examples.txt (committed; the docs generator and
 * test/docs/technique-examples.test.ts read it). Deterministic: run again, the same file.
 *
 *   npm run build:cli && node lib/scripts/docs/find-technique-examples.js
 */

import * as fs from 'fs';
import * as path from 'path';
import { analyzePuzzle } from '../../src/engine/analyser';
import { TECHNIQUES, TECHNIQUE_CODES } from '../../src/engine/techniques/registry';
import { repositoryRoot } from './generated-sections';
import { EXAMPLES_FILE, labelCodes, type TechniqueExample } from './technique-examples';

const ROOT = repositoryRoot();

/** The fixtures searched, easy to hard, from test/fixtures/ (sources and licences in its README). */
const SOURCES = [
  'rated/mixed1000.txt',
  'rated/top95.txt',
  'sudoku-exchange/by-rating/6.6.txt',
  'sudoku-exchange/by-rating/7.1.txt',
  'sudoku-exchange/by-rating/8.3.txt',
  'sudoku-exchange/by-rating/8.5.txt',
  'tdoku/puzzles3_magictour_top1465',
  'tdoku/puzzles7_serg_benchmark',
  'tdoku/puzzles6_forum_hardest_1106',
  'tdoku/puzzles5_forum_hardest_1905_11+',
  'tdoku/puzzles2_17_clue',
  'sudoku-exchange/with-solutions/hard1_puzzle_and_solution.txt',
  'sudoku-exchange/with-solutions/hard2_puzzle_and_solution.txt',
  'sudoku-exchange/with-solutions/diabolical_puzzle_and_solution.txt',
  'radcliffe-curated/sudoku_curated_5000.csv',
  'technique-extra.txt',
];

/** Each puzzle of a fixture with its line number: the first 81-character token of a line (a CSV's first column). */
function puzzlesOf(source: string): { puzzle: string; line: number }[] {
  return fs
    .readFileSync(path.join(ROOT, 'test', 'fixtures', source), 'utf8')
    .split('\n')
    .flatMap((text, i) => {
      const puzzle = text.startsWith('#') ? undefined : /(?:^|[\s,])([0-9.]{81})(?:[\s,]|$)/.exec(text)?.[1];
      return puzzle ? [{ puzzle, line: i + 1 }] : [];
    });
}

const best = new Map<string, TechniqueExample & { others: number }>();
for (const source of SOURCES) {
  for (const { puzzle, line } of puzzlesOf(source)) {
    for (const set of ['model', 'full'] as const) {
      const result = analyzePuzzle(puzzle, { techniqueSet: set });
      if (result.status !== 'conquer') continue;
      for (const step of result.steps) {
        const codes = labelCodes(step.technique);
        for (const code of new Set(codes)) {
          if (TECHNIQUES[code].set !== set) continue;
          const known = best.get(code);
          const others = codes.length - 1;
          if (known && (known.others < others || (known.others === others && known.step <= step.n))) continue;
          best.set(code, { code, set, step: step.n, source: `${source}:${line}`, puzzle, others });
        }
      }
    }
  }
}

const missing = TECHNIQUE_CODES.filter((code) => !best.has(code));
const lines = [
  '# The worked examples of docs/techniques.md: per technique code, the set analysed, the step that uses it, and its puzzle',
  '# (file:line under test/fixtures/, whose README names the sources and licences). Made by',
  '# scripts/docs/find-technique-examples.ts; a code with no example in the fixtures is listed as missing.',
  ...TECHNIQUE_CODES.filter((code) => best.has(code)).map((code) => {
    const { set, step, source, puzzle } = best.get(code)!;
    return [code, set, step, source, puzzle].join(' ');
  }),
  ...missing.map((code) => `# missing: ${code}`),
];
const file = path.join(ROOT, EXAMPLES_FILE);
fs.writeFileSync(`${file}.tmp`, `${lines.join('\n')}\n`);
fs.renameSync(`${file}.tmp`, file);
console.log(`wrote ${EXAMPLES_FILE}`);
console.log(`${best.size} examples${missing.length ? `, none for ${missing.join(' ')}` : ''}`);
