/**
 * Effort weights written outside the pane's Settings tab: as text, letter=weight pairs separated
 * by commas ("B=1,M=1.5,[XYW]=6"; the command line's --weights), or as rows of letter and weight
 * (SUDOKU.EFFORT's two-column range). Each weight goes through the Settings tab's own validation
 * (settings-model.ts validateSettingsInput) and becomes analyser options the way the tab's do
 * (analyseOptionsOf), so the three front ends accept, refuse and apply the same weights.
 * Problems are data with an English message; weightsProblemText words them for a language.
 */

import { isTechniqueLetter, labelToken, type TechniqueLetter } from '../engine/analyser';
import { techniqueNameIn } from './analysis-labels';
import type { Language } from './display-language';
import { analyseOptionsOf, validateSettingsInput, type WeightProblem } from './settings-model';

export type WeightsProblem = { message: string } &
  /** Nothing but blanks and separators. */
  (
    | { kind: 'no-pairs' }
    /** A part without exactly one "=" between a letter and a weight ("B1", "=3", "M=1=2"). */
    | { kind: 'not-a-pair'; found: string }
    | { kind: 'unknown-letter'; found: string }
    | { kind: 'repeated-letter'; letter: TechniqueLetter }
    /** A weight the Settings tab would refuse too (empty, not a number, negative). */
    | { kind: 'weight'; letter: TechniqueLetter; problem: WeightProblem; found: string }
  );

/** The analyser's weights option (undefined when every weight is the default), or the first problem. */
export type WeightsReading =
  { ok: true; weights?: Partial<Record<TechniqueLetter, number>> } | { ok: false; problem: WeightsProblem };

const EXAMPLE = 'B=1,M=1.5';

/** Pairs of a letter (or a code, bracketed or not) and the weight as typed, in the order given. */
export function readWeightPairs(pairs: readonly (readonly [string, string])[]): WeightsReading {
  if (pairs.length === 0)
    return refused({ kind: 'no-pairs', message: `No letter=weight pair is given (such as ${EXAMPLE}).` });
  const weightTexts: Partial<Record<TechniqueLetter, string>> = {};
  for (const [written, weight] of pairs) {
    const token = written
      .trim()
      .replace(/^\[(.*)\]$/, '$1')
      .trim()
      .toUpperCase();
    if (!isTechniqueLetter(token))
      return refused({
        kind: 'unknown-letter',
        found: written,
        message: `"${written}" is not a technique letter or code (such as B, M or [XYW]).`,
      });
    if (weightTexts[token] !== undefined)
      return refused({
        kind: 'repeated-letter',
        letter: token,
        message: `The weight of ${labelToken(token)} is given twice.`,
      });
    weightTexts[token] = weight;
  }
  const validation = validateSettingsInput({}, weightTexts);
  if (validation.ok) return { ok: true, weights: analyseOptionsOf(validation.settings).weights };
  const problem = validation.problems.find((each) => each.kind === 'weight');
  // Only weights are given, so every problem is a weight's.
  if (!problem || problem.kind !== 'weight')
    throw new Error('a weights-only validation failed without a weight problem');
  return refused({ ...problem, message: problem.message });
}

/** "B=1,M=1.5,[XYW]=6": pairs separated by commas or semicolons, spaces allowed around each part. */
export function readWeightsText(text: string): WeightsReading {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const pairs: [string, string][] = [];
  for (const part of parts) {
    const [letter, weight, ...more] = part.split('=');
    if (weight === undefined || more.length > 0 || letter.trim() === '' || weight.trim() === '') {
      return refused({
        kind: 'not-a-pair',
        found: part,
        message: `"${part}" is not a letter=weight pair (such as ${EXAMPLE}).`,
      });
    }
    pairs.push([letter, weight]);
  }
  return readWeightPairs(pairs);
}

function refused(problem: WeightsProblem): WeightsReading {
  return { ok: false, problem };
}

/**
 * The problem in a language: a weight's as the Settings tab says it (its notice), the others in
 * the same voice. English for the command line, either for the worksheet functions and the pane.
 */
export function weightsProblemText(problem: WeightsProblem, language: Language): string {
  const ja = language === 'ja';
  switch (problem.kind) {
    case 'no-pairs':
      return ja ? `記号=重み の組がありません（${EXAMPLE} のように書きます）。` : problem.message;
    case 'not-a-pair':
      return ja
        ? `「${problem.found}」は 記号=重み の組ではありません（${EXAMPLE} のように書きます）。`
        : problem.message;
    case 'unknown-letter':
      return ja ? `「${problem.found}」はテクニックの記号ではありません（B、M、[XYW] など）。` : problem.message;
    case 'repeated-letter':
      return ja ? `${labelToken(problem.letter)} の重みが二度書かれています。` : problem.message;
    case 'weight':
      return weightProblemText(problem, language);
  }
}

/** A weight the Settings tab refuses, naming its letter and technique (the tab's notice lists these). */
export function weightProblemText(
  problem: { letter: TechniqueLetter; problem: WeightProblem; found: string },
  language: Language,
): string {
  const letter = labelToken(problem.letter);
  const name = techniqueNameIn(problem.letter, language);
  if (language === 'ja') {
    const found =
      problem.problem === 'empty'
        ? 'が空欄です'
        : `「${problem.found}」が${problem.problem === 'negative' ? '負の数です' : '数ではありません'}`;
    return `${letter}（${name}）の重み${found}。0 以上の数を入力してください。`;
  }
  const found =
    problem.problem === 'empty'
      ? 'is empty'
      : `"${problem.found}" is ${problem.problem === 'negative' ? 'negative' : 'not a number'}`;
  return `Weight of ${letter} (${name}): ${found}; type a number ≥ 0.`;
}
