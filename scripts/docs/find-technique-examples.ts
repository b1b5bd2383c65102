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
import type { TechniqueSet } from '../../src/engine/analyser';
import { TECHNIQUES, TECHNIQUE_CODES, type TechniqueLetter } from '../../src/engine/techniques/registry';
import { repositoryRoot } from './generated-sections';
import { EXAMPLES_FILE, exampleOptions, labelCodes, type TechniqueExample } from './technique-examples';

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

/**
 * Techniques that others always find first, with the codes that do: with the set as a whole, no
 * fixture's analysis uses them, so their example is looked for with those codes off.
 */
const SHADOWED_BY: Partial<Record<TechniqueLetter, TechniqueLetter[]>> = { TF: ['SKY', 'KITE', 'ER'] };

type Found = TechniqueExample & { others: number };

/** The best example of each wanted code (fewest other codes in its label, then earliest step) over the sources, in order. */
function findExamples(
  wanted: (code: TechniqueLetter, set: TechniqueSet) => boolean,
  without: TechniqueLetter[] = [],
): Map<TechniqueLetter, Found> {
  const best = new Map<TechniqueLetter, Found>();
  for (const source of SOURCES) {
    for (const { puzzle, line } of puzzlesOf(source)) {
      for (const set of ['model', 'full'] as const) {
        if (!TECHNIQUE_CODES.some((code) => wanted(code, set))) continue;
        const result = analyzePuzzle(puzzle, exampleOptions({ set, without }));
        if (result.status !== 'conquer') continue;
        for (const step of result.steps) {
          const codes = labelCodes(step.technique);
          for (const code of new Set(codes)) {
            if (!wanted(code, set)) continue;
            const known = best.get(code);
            const others = codes.length - 1;
            if (known && (known.others < others || (known.others === others && known.step <= step.n))) continue;
            best.set(code, { code, set, step: step.n, source: `${source}:${line}`, puzzle, others, without });
          }
        }
      }
    }
  }
  return best;
}

const best = findExamples((code, set) => TECHNIQUES[code].set === set);
for (const [code, without] of Object.entries(SHADOWED_BY) as [TechniqueLetter, TechniqueLetter[]][]) {
  if (best.has(code)) continue;
  const found = findExamples((each, set) => each === code && TECHNIQUES[code].set === set, without).get(code);
  if (found) best.set(code, found);
}

const missing = TECHNIQUE_CODES.filter((code) => !best.has(code));
const lines = [
  '# The worked examples of docs/techniques.md: per technique code, the set analysed, the step that uses it, and its puzzle',
  '# (file:line under test/fixtures/, whose README names the sources and licences). Made by',
  '# scripts/docs/find-technique-examples.ts; a code with no example in the fixtures is listed as missing.',
  ...TECHNIQUE_CODES.filter((code) => best.has(code)).map((code) => {
    const { set, step, source, puzzle, without } = best.get(code)!;
    return [code, set, step, source, puzzle, ...(without.length > 0 ? [`without:${without.join(',')}`] : [])].join(' ');
  }),
  ...missing.map((code) => `# missing: ${code}`),
];
const file = path.join(ROOT, EXAMPLES_FILE);
fs.writeFileSync(`${file}.tmp`, `${lines.join('\n')}\n`);
fs.renameSync(`${file}.tmp`, file);
console.log(`wrote ${EXAMPLES_FILE}`);
console.log(`${best.size} examples${missing.length ? `, none for ${missing.join(' ')}` : ''}`);
