/**
 * `sudoku-analyzer analyze`: the full human-style analysis of SPEC §3–§6 for each puzzle, as
 * JSON Lines (SPEC §12, one AnalysisResult per puzzle in input order) or as text (a verdict line
 * per puzzle, and the step log when there is one puzzle).
 */

import { cellName, eliminationNotation } from '../engine/hints';
import { analyzePuzzle, invalidResult } from '../engine/analyser';
import type { AnalysisResult, LoggedStep } from '../engine/types';
import { analyzeVariant } from '../engine/variant-analysis/analyser';
import type { VariantAnalysisResult } from '../engine/variant-analysis/analyser';
import { printJsonLine, readPuzzleInputs, runWithArgs, techniqueChoice } from './io';
import { analysisForJson, gridLines } from './variant';
import type { CliIO, InputPuzzle, TechniqueChoice } from './io';
import { ANALYZE, commandUsage } from './options';

export const USAGE = commandUsage(
  ANALYZE,
  `Analyses each puzzle the way a person solves it: every placement in order with the technique
letters that find it, the grade (1 Beginner … 8 Ultra Hard), effort and time.

  PUZZLE                81 characters, row by row: digits 1–9, and . 0 - _ * for blanks`,
  `Exit status: 0 when every input was read (even if some puzzles are invalid), 2 on bad usage
or an unreadable file.`,
);

/** The analysis of a record of any other kind (E, the extra-unit single, among its letters). */
function analyseVariantRecord(record: InputPuzzle, techniques?: string): VariantAnalysisResult | undefined {
  return record.variant && analyzeVariant(record.variant.geometry, record.variant.givens, { techniques, index: record.index, id: record.id });
}

export function analyseRecord(record: InputPuzzle, choice: TechniqueChoice = {}): AnalysisResult {
  if (record.digits) return analyzePuzzle(record.digits, { ...choice, index: record.index, id: record.id });
  return invalidResult({ index: record.index, id: record.id }, record.error);
}

export function verdictLine(origin: string, result: Pick<AnalysisResult, 'status' | 'error' | 'techniqueCounts' | 'timeMs' | 'assumptions' | 'grade' | 'steps' | 'effort' | 'reason' | 'rating'>): string {
  if (result.status === 'invalid') return `${origin}: invalid (${result.error?.kind}). ${result.error?.message ?? ''}`.trimEnd();
  const counts = Object.entries(result.techniqueCounts).map(([letter, count]) => `${letter}${count}`).join(' ');
  const time = `${result.timeMs.toFixed(2)} ms`;
  if (result.status === 'conquer') {
    const assumed = result.assumptions > 0 ? `, ${result.assumptions} assumed` : '';
    return `${origin}: Conquer, level ${result.grade?.level} ${result.grade?.name}${assumed}, ${result.steps.length} steps, effort ${result.effort}${result.rating === undefined ? '' : `, rating ${result.rating}`}, ${time} [${counts}]`;
  }
  return `${origin}: Not Conquer after ${result.steps.length} steps: ${result.reason}. ${time} [${counts}]`;
}

export function stepLines(result: Pick<AnalysisResult, 'steps'> & { solution?: unknown }): string[] {
  const lines = ['  No.  cell   value  technique  elapsed ms  effort  removed'];
  for (const step of result.steps) {
    const removed = eliminationNotation(step.eliminated);
    lines.push(
      `  ${String(step.n).padStart(3)}  ${cellName(step.row, step.col)}   ${step.value}      ${step.technique.padEnd(9)}  ${step.elapsedMs.toFixed(3).padStart(10)}  ${String(step.effort).padStart(6)}  ${removed}${assumptionNotes(step)}`,
    );
  }
  if (typeof result.solution === 'string') lines.push(`  solution ${result.solution}`);
  return lines;
}

/** Each assumption of a step: how deep its proof nested and what followed each assumed digit. */
function assumptionNotes(step: LoggedStep): string {
  return (step.assumptions ?? []).map((trial) => `  [A: depth ${trial.depth}, ${trial.propagation}, ${trial.routeCells} cells]`).join('');
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, ANALYZE, USAGE, async (parsed) => {
    const json = parsed.flag('json');
    const choice = techniqueChoice(parsed);
    const records = await readPuzzleInputs(parsed, io);
    const grades = new Map<string, number>();
    for (const record of records) {
      const variant = analyseVariantRecord(record, choice.techniques);
      const result = variant ?? analyseRecord(record, choice);
      const tally = result.status === 'conquer' ? `${result.grade?.level} ${result.grade?.name}` : result.status;
      grades.set(tally, (grades.get(tally) ?? 0) + 1);
      if (json) {
        printJsonLine(io, record.variant && variant ? analysisForJson(record.variant.geometry, variant) : result, record.origin, result.error);
        continue;
      }
      io.stdout(verdictLine(record.origin, result));
      // An invalid puzzle has no step log: its verdict line says what is wrong.
      if (records.length === 1 && result.status !== 'invalid') for (const line of stepLines(result)) io.stdout(line);
      if (records.length === 1 && record.variant && variant?.solution) for (const line of gridLines(record.variant.geometry, variant.solution)) io.stdout(`  ${line}`);
    }
    if (!json && records.length > 1) {
      const parts = [...grades.entries()].sort().map(([name, count]) => `${name}: ${count}`);
      io.stdout(`${records.length} puzzles. ${parts.join(', ')}.`);
    }
    return 0;
  });
}
