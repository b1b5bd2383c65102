/**
 * `sudoku-analyzer analyze`: the full human-style analysis of SPEC §3–§6 for each puzzle, as
 * JSON Lines (SPEC §12, one AnalysisResult per puzzle in input order) or as text (a verdict line
 * per puzzle, and the step log when there is one puzzle).
 */

import { cellName, eliminationNotation, analyzePuzzle, invalidResult, type AnalysisResult, type LoggedStep } from '../engine/analyser';
import { analyzeVariant, type VariantAnalysisResult } from '../engine/variants';
import { CommandError, fileJobs, fromPortable, jobsByWork, runWithArgs, singleOrMore, toPortable, writeBatchOutput } from './io';
import { streamPuzzleBatches } from './puzzle-files';
import { analysisForJson, gridLines } from './variant';
import type { CliIO, JobPuzzle, PortablePuzzle } from './io';
import { ratingPathChoice, techniqueChoice, weightsChoice, type TechniqueChoice } from './technique-option';
import { candidateLines, candidatesBefore, candidatesForJson, candidatesStep } from './candidates';
import { ANALYZE, commandUsage } from './options';
import { mapEachInOrder } from './worker-pool';
import { symbolWriter } from '../io/variant-values';
import { rampFor } from './worker-costs';
import { InputGauge } from './input-gauge';
import { OutputCollector, forEachPuzzle, mapRecords, plainPuzzle, type BatchOutput, type PuzzleBatch } from './puzzle-batch';

export const USAGE = commandUsage(
  ANALYZE,
  `Analyses each puzzle the way a person solves it: every placement in order with the technique
letters that find it, the grade (1 Beginner … 8 Ultra Hard), effort and time.

  PUZZLE                81 characters, row by row: digits 1–9, and . 0 - _ * for blanks`,
  `Exit status: 0 when every input was read (even if some puzzles are invalid), 2 on bad usage
or an unreadable file.`,
);

/** The analysis of a record of any other kind (E, the extra-unit single, among its letters). */
function analyseVariantRecord(record: JobPuzzle, { techniques, weights }: TechniqueChoice): VariantAnalysisResult | undefined {
  return record.variant && analyzeVariant(record.variant.geometry, record.variant.givens, { techniques, weights, index: record.index, id: record.id });
}

export function analyseRecord(record: JobPuzzle, choice: TechniqueChoice = {}): AnalysisResult {
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

/**
 * The step log as text: values in the puzzle's own alphabet (1–9, A–Z; numbers above 35 symbols,
 * as its grid is written) and every column as wide as its widest entry, whatever the size.
 */
export function stepLines(result: Pick<AnalysisResult, 'steps'> & { solution?: unknown }, size = 9): string[] {
  const symbol = symbolWriter(size);
  const rows = result.steps.map((step) => ({
    n: String(step.n),
    cell: cellName(step.row, step.col),
    value: symbol(step.value),
    technique: step.technique,
    elapsed: step.elapsedMs.toFixed(3),
    effort: String(step.effort),
    removed: eliminationNotation(step.eliminated, symbol) + assumptionNotes(step),
  }));
  const width = (key: 'n' | 'cell' | 'value' | 'technique' | 'elapsed' | 'effort', heading: string) => rows.reduce((widest, row) => Math.max(widest, row[key].length), heading.length);
  const widths = { n: width('n', 'No.'), cell: width('cell', 'cell'), value: width('value', 'value'), technique: width('technique', 'technique'), elapsed: width('elapsed', 'elapsed ms'), effort: width('effort', 'effort') };
  const line = (n: string, cell: string, value: string, technique: string, elapsed: string, effort: string, removed: string) =>
    `  ${n.padStart(widths.n)}  ${cell.padEnd(widths.cell)}   ${value.padEnd(widths.value)}  ${technique.padEnd(widths.technique)}  ${elapsed.padStart(widths.elapsed)}  ${effort.padStart(widths.effort)}  ${removed}`;
  const lines = [line('No.', 'cell', 'value', 'technique', 'elapsed ms', 'effort', 'removed')];
  for (const row of rows) lines.push(line(row.n, row.cell, row.value, row.technique, row.elapsed, row.effort, row.removed));
  if (typeof result.solution === 'string') lines.push(`  solution ${result.solution}`);
  return lines;
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
export function analyzeJob(portable: PortablePuzzle, { json, choice, single, candidates }: AnalyzeSettings): AnalyzeAnswer {
  const record = fromPortable(portable);
  const variant = analyseVariantRecord(record, choice);
  const result = variant ?? analyseRecord(record, choice);
  const tally = result.status === 'conquer' ? `${result.grade?.level} ${result.grade?.name}` : result.status;
  // An invalid puzzle has no steps and no candidates: its verdict or error says what is wrong.
  const shown = candidates === undefined || result.status === 'invalid' ? undefined : candidatesBefore(record, candidatesStep(candidates, result.steps.length), choice);
  if (json) {
    const answer = record.variant && variant ? analysisForJson(record.variant.geometry, variant) : result;
    const out = JSON.stringify(shown ? { ...answer, ...candidatesForJson(shown) } : answer);
    return { out, err: result.error ? `${record.origin}: ${result.error.message}` : undefined, tally };
  }
  const lines = [verdictLine(record.origin, result)];
  if (single && result.status !== 'invalid') lines.push(...stepLines(result, record.variant?.geometry.size ?? 9));
  if (single && record.variant && variant?.solution) for (const line of gridLines(record.variant.geometry, variant.solution)) lines.push(`  ${line}`);
  if (shown) lines.push(...candidateLines(shown, result.solution ?? []));
  return { out: lines, tally };
}

/** Each assumption of a step: how deep its proof nested and what followed each assumed digit. */
function assumptionNotes(step: LoggedStep): string {
  return (step.assumptions ?? []).map((trial) => `  [A: depth ${trial.depth}, ${trial.propagation}, ${trial.routeCells} cells]`).join('');
}

/** A batch's answers, and each puzzle's line of the closing tally. */
export interface AnalyzeBatchAnswer extends BatchOutput {
  tallies: string[];
}

/**
 * Puzzles a batch holds at most. Each message to and from a worker costs CPU on both threads
 * (waking, cloning, the event loop's turn): at 4 puzzles a batch that was 0.4 CPU s more per
 * 10,000 puzzles than at 16 with 2 jobs. 16 analyses are still tens of milliseconds, so the workers
 * still share the batches out evenly and the last one leaves little idle time.
 */
const ANALYZE_BATCH = 16;

/**
 * Batches a worker holds: analyses range from under a millisecond to a hundred (mixed1000: median
 * 0.4 ms, 1 in 100 over 39 ms), so while the main thread is on a slow batch the worker needs more
 * than the next one queued; those it has not started when the input ends come back to the main thread.
 */
const ANALYZE_QUEUE = 4;

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

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, ANALYZE, USAGE, async (parsed) => {
    const json = parsed.flag('json');
    const choice = { ...techniqueChoice(parsed), ...ratingPathChoice(parsed), ...weightsChoice(parsed) };
    const candidates = parsed.value('candidates');
    // A step number that is too large is a usage error: this thread's, not a worker's to report.
    const jobs = candidates === undefined ? fileJobs(parsed) : 1;
    const gauge = new InputGauge();
    const inputs = mapRecords(streamPuzzleBatches(parsed, io, { size: ANALYZE_BATCH, plain: true, gauge }), toPortable);
    // Only the text output of a single puzzle differs (its step log), so JSON waits to know only when --candidates wants one puzzle.
    const { groups, single } = json && candidates === undefined ? { groups: inputs, single: false } : await singleOrMore(inputs, (batch) => batch.lines.length);
    if (candidates !== undefined && !single) throw new CommandError('--candidates shows the candidates of one puzzle; give exactly one.', true);
    const settings: AnalyzeSettings = { json, choice, single, candidates };
    const grades = new Map<string, number>();
    let total = 0;
    const ramp = rampFor<PuzzleBatch>('analyze', jobsByWork(parsed), { units: (batch) => batch.lines.length, inputUnits: () => gauge.estimatedPuzzles() });
    for await (const answer of mapEachInOrder(groups, (batch) => analyzeBatch(batch, settings), { jobs, queue: ANALYZE_QUEUE, workerData: { command: 'analyze', settings }, ramp })) {
      await writeBatchOutput(io, answer);
      for (const tally of answer.tallies) grades.set(tally, (grades.get(tally) ?? 0) + 1);
      total += answer.tallies.length;
    }
    if (!json && total > 1) {
      const parts = [...grades.entries()].sort().map(([name, count]) => `${name}: ${count}`);
      io.stdout(`${total} puzzles. ${parts.join(', ')}.`);
    }
    return 0;
  });
}
