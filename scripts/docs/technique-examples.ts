/**
 * The worked examples of docs/techniques.md: each line of test/fixtures/technique-examples.txt
 * (a code, the technique set, a step number, the source, the puzzle, and optionally `without:` the
 * codes switched off) written out as the candidates just before that step and the step the
 * analyser takes there.
 */

import * as fs from 'fs';
import * as path from 'path';
import { analyzePuzzle, candidatesAtStep } from '../../src/engine/analyser';
import { TECHNIQUES, type TechniqueLetter } from '../../src/engine/techniques/registry';
import { labelOf, lettersOfSet, type AnalyseOptions, type TechniqueSet } from '../../src/engine/analyser';

export const EXAMPLES_FILE = 'test/fixtures/technique-examples.txt';

export interface TechniqueExample {
  code: TechniqueLetter;
  set: TechniqueSet;
  step: number;
  /** file:line under test/fixtures/. */
  source: string;
  puzzle: string;
  /**
   * Codes of the set switched off: a technique that others always find first (a Turbot Fish's
   * eliminations are a Skyscraper's, a Kite's or an Empty Rectangle's) is shown with those off.
   */
  without: TechniqueLetter[];
}

/** The analysis options of an example: its set, less the codes it switches off. */
export function exampleOptions(example: Pick<TechniqueExample, 'set' | 'without'>): AnalyseOptions {
  if (example.without.length === 0) return { techniqueSet: example.set };
  return {
    techniqueSet: example.set,
    techniques: labelOf(lettersOfSet(example.set).filter((code) => !example.without.includes(code))),
  };
}

/** The codes of a step label: letters alone, longer codes in brackets ("V[SKY]M" → V, SKY, M). */
export function labelCodes(label: string): TechniqueLetter[] {
  return (label.match(/\[[A-Z0-9]+\]|[A-Z]/g) ?? []).map((code) => code.replace(/[[\]]/g, '') as TechniqueLetter);
}

export function readExamples(root: string): TechniqueExample[] {
  return fs
    .readFileSync(path.join(root, EXAMPLES_FILE), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [code, set, step, source, puzzle, switchedOff] = line.split(' ');
      const without = (switchedOff?.replace(/^without:/, '').split(',') ?? []).filter(Boolean) as TechniqueLetter[];
      return { code: code as TechniqueLetter, set: set as TechniqueSet, step: Number(step), source, puzzle, without };
    });
}

function written(code: string): string {
  return code.length === 1 ? code : `[${code}]`;
}

/** The candidate grid as lines: each cell's candidates, a filled cell's digit in parentheses, boxes apart. */
function gridLines(cells: string[][], solution: string): string[] {
  const texts = cells.map((candidates, i) => (candidates.length === 0 ? `(${solution[i]})` : candidates.join('')));
  const widths = Array.from({ length: 9 }, (_, col) =>
    Math.max(...Array.from({ length: 9 }, (_, row) => texts[row * 9 + col].length)),
  );
  const rows = Array.from({ length: 9 }, (_, row) => {
    const cellTexts = Array.from({ length: 9 }, (_, col) => texts[row * 9 + col].padEnd(widths[col]));
    return [cellTexts.slice(0, 3), cellTexts.slice(3, 6), cellTexts.slice(6)].map((box) => box.join(' ')).join(' | ');
  });
  const rule = rows[0].replace(/[^|]/g, '-').replace(/\|/g, '+');
  return rows.flatMap((row, i) => (i === 3 || i === 6 ? [rule, row] : [row])).map((line) => line.trimEnd());
}

/** One example: the technique's rule, the position, and the analyser's step. */
export function exampleText(example: TechniqueExample): string[] {
  const entry = TECHNIQUES[example.code];
  const options = exampleOptions(example);
  const result = analyzePuzzle(example.puzzle, options);
  const step = result.steps.find((each) => each.n === example.step);
  if (!step || !labelCodes(step.technique).includes(example.code))
    throw new Error(`${EXAMPLES_FILE}: step ${example.step} of ${example.puzzle} does not use ${example.code}`);
  const grid = candidatesAtStep(example.puzzle, example.step, options);
  // The replay's grid has the step's own eliminations made already: they go back in, so the grid
  // is the position the step starts from.
  const cells = grid.flatMap((row) => row.map((cell) => Array.from(cell, String)));
  for (const [row, col, digit] of step.eliminated)
    cells[(row - 1) * 9 + col - 1] = [...cells[(row - 1) * 9 + col - 1], String(digit)].sort();
  const removed = step.eliminated.map(([row, col, digit]) => `r${row}c${col}<>${digit}`).join(', ');
  return [
    `### ${written(example.code)} ${entry.english}`,
    '',
    `${entry.rule}`,
    '',
    `The puzzle of \`test/fixtures/${example.source}\`, analysed with the ${example.set} set${switchedOffText(example.without)}; the candidates step ${example.step} starts from (a filled cell's digit in parentheses):`,
    '',
    `    ${example.puzzle}`,
    '',
    ...gridLines(cells, result.solution ?? '').map((line) => `    ${line}`),
    '',
    `Step ${example.step}, labelled \`${step.technique}\`: r${step.row}c${step.col} = ${step.value}${removed ? `, after removing ${removed}` : ''}.`,
  ];
}

function switchedOffText(without: readonly TechniqueLetter[]): string {
  if (without.length === 0) return '';
  const names = without.map((code) => `${written(code)} ${TECHNIQUES[code].english}`);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return ` without ${list} (with them on, they always find this technique's eliminations first)`;
}

/** The codes the examples file names as missing: none of the fixtures' analyses uses them. */
export function missingExamples(root: string): TechniqueLetter[] {
  return [...fs.readFileSync(path.join(root, EXAMPLES_FILE), 'utf8').matchAll(/^# missing: (\S+)$/gm)].map(
    (match) => match[1] as TechniqueLetter,
  );
}

export function techniqueExamples(root: string): string {
  const missing = missingExamples(root).map((code) => `${written(code)} ${TECHNIQUES[code].english}`);
  return [
    ...readExamples(root).flatMap((example) => [...exampleText(example), '']),
    ...(missing.length > 0
      ? [`No worked example yet for ${missing.join(', ')}: no analysis of the committed fixtures uses it.`]
      : []),
  ]
    .join('\n')
    .trimEnd();
}
