/**
 * An analysis as text: the verdict line of a puzzle and the step log the text output adds for a
 * single puzzle.
 */

import { cellName, eliminationNotation, type AnalysisResult, type LoggedStep } from '../engine/analyser';
import { symbolWriter } from '../io/variant-values';

export function verdictLine(
  origin: string,
  result: Pick<
    AnalysisResult,
    | 'status'
    | 'error'
    | 'techniqueCounts'
    | 'timeMs'
    | 'assumptions'
    | 'grade'
    | 'steps'
    | 'effort'
    | 'reason'
    | 'rating'
  >,
): string {
  if (result.status === 'invalid')
    return `${origin}: invalid (${result.error?.kind}). ${result.error?.message ?? ''}`.trimEnd();
  const counts = Object.entries(result.techniqueCounts)
    .map(([letter, count]) => `${letter}${count}`)
    .join(' ');
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
  const width = (key: 'n' | 'cell' | 'value' | 'technique' | 'elapsed' | 'effort', heading: string) =>
    rows.reduce((widest, row) => Math.max(widest, row[key].length), heading.length);
  const widths = {
    n: width('n', 'No.'),
    cell: width('cell', 'cell'),
    value: width('value', 'value'),
    technique: width('technique', 'technique'),
    elapsed: width('elapsed', 'elapsed ms'),
    effort: width('effort', 'effort'),
  };
  const line = (
    n: string,
    cell: string,
    value: string,
    technique: string,
    elapsed: string,
    effort: string,
    removed: string,
  ) =>
    `  ${n.padStart(widths.n)}  ${cell.padEnd(widths.cell)}   ${value.padEnd(widths.value)}  ${technique.padEnd(widths.technique)}  ${elapsed.padStart(widths.elapsed)}  ${effort.padStart(widths.effort)}  ${removed}`;
  const lines = [line('No.', 'cell', 'value', 'technique', 'elapsed ms', 'effort', 'removed')];
  for (const row of rows)
    lines.push(line(row.n, row.cell, row.value, row.technique, row.elapsed, row.effort, row.removed));
  if (typeof result.solution === 'string') lines.push(`  solution ${result.solution}`);
  return lines;
}

/** Each assumption of a step: how deep its proof nested and what followed each assumed digit. */
function assumptionNotes(step: LoggedStep): string {
  return (step.assumptions ?? [])
    .map((trial) => `  [A: depth ${trial.depth}, ${trial.propagation}, ${trial.routeCells} cells]`)
    .join('');
}
