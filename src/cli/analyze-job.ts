/**
 * analyze's answers, in this thread or a worker's (job-worker.ts loads this alone): one puzzle's
 * analysis of any kind as a JSON line or text, with the candidates --candidates asks for, and a
 * batch's answers with each puzzle's line of the closing tally.
 */

import { analyzePuzzle, invalidResult, type AnalysisResult } from '../engine/analyser';
import { analyzeVariant, type VariantAnalysisResult } from '../engine/variants';
import { choiceFor, fromPortable, type JobPuzzle, type PortablePuzzle } from './input-puzzle';
import type { BatchOutput } from './command-output';
import { analysisForJson, gridLines } from './variant-puzzles';
import type { TechniqueChoice } from './technique-option';
import { candidateLines, candidatesBefore, candidatesForJson, candidatesStep } from './candidates';
import { OutputCollector, forEachPuzzle, plainPuzzle, type PuzzleBatch } from './puzzle-batch';
import { stepLines, verdictLine } from './analysis-text';

/** The analysis of a record of any other kind (E, the extra-unit single, among its letters). */
function analyseVariantRecord(
  record: JobPuzzle,
  { techniques, techniqueSet, weights, ratingPath }: TechniqueChoice,
): VariantAnalysisResult | undefined {
  return (
    record.variant &&
    analyzeVariant(record.variant.geometry, record.variant.givens, {
      techniques,
      techniqueSet,
      weights,
      ratingPath,
      index: record.index,
      id: record.id,
    })
  );
}

export function analyseRecord(record: JobPuzzle, choice: TechniqueChoice = {}): AnalysisResult {
  if (record.digits)
    return analyzePuzzle(record.digits, { ...choiceFor(record, choice), index: record.index, id: record.id });
  return invalidResult({ index: record.index, id: record.id }, record.error);
}

/** What an analyze job is started with besides its puzzle. */
export interface AnalyzeSettings {
  json: boolean;
  choice: TechniqueChoice;
  /** The input is this one puzzle: the text output adds its step log. */
  single: boolean;
  /** --candidates N as typed (one puzzle only): the candidates before step N are added. */
  candidates?: string;
}

/** One puzzle's answer as the command prints it, and its line of the closing tally. */
export interface AnalyzeAnswer {
  /** A JSON line, or the text lines. */
  out: string | string[];
  err?: string;
  tally: string;
}

/** The whole answer for one puzzle, in this thread or a worker's. */
export function analyzeJob(
  portable: PortablePuzzle,
  { json, choice, single, candidates }: AnalyzeSettings,
): AnalyzeAnswer {
  const record = fromPortable(portable);
  const variant = analyseVariantRecord(record, choice);
  const result = variant ?? analyseRecord(record, choice);
  const tally = result.status === 'conquer' ? `${result.grade?.level} ${result.grade?.name}` : result.status;
  // An invalid puzzle has no steps and no candidates: its verdict or error says what is wrong.
  const shown =
    candidates === undefined || result.status === 'invalid'
      ? undefined
      : candidatesBefore(record, candidatesStep(candidates, result.steps.length), choice);
  if (json) {
    const answer = record.variant && variant ? analysisForJson(record.variant.geometry, variant) : result;
    const out = JSON.stringify(shown ? { ...answer, ...candidatesForJson(shown) } : answer);
    return { out, err: result.error ? `${record.origin}: ${result.error.message}` : undefined, tally };
  }
  const lines = [verdictLine(record.origin, result)];
  if (single && result.status !== 'invalid') lines.push(...stepLines(result, record.variant?.geometry.size ?? 9));
  if (single && record.variant && variant?.solution)
    for (const line of gridLines(record.variant.geometry, variant.solution)) lines.push(`  ${line}`);
  if (shown) lines.push(...candidateLines(shown, result.solution ?? []));
  return { out: lines, tally };
}

/** A batch's answers, and each puzzle's line of the closing tally. */
export interface AnalyzeBatchAnswer extends BatchOutput {
  tallies: string[];
}

/** Every answer of a batch, in this thread or a worker's. */
export function analyzeBatch(batch: PuzzleBatch, settings: AnalyzeSettings): AnalyzeBatchAnswer {
  const output = new OutputCollector();
  const tallies: string[] = [];
  const answer = (puzzle: PortablePuzzle) => {
    const answered = analyzeJob(puzzle, settings);
    output.add(answered);
    tallies.push(answered.tally);
  };
  forEachPuzzle(batch, (index, line, offset) => answer(plainPuzzle(batch, index, line, offset)), answer);
  return { ...output.take(), tallies };
}
