/**
 * The fuzz suite's table: one row per class, its runs and inputs, a column per outcome, the peak
 * memory and the longest run; then each bad run with its reason and the command that runs it
 * again alone.
 */

import { OUTCOMES, type Outcome } from './case';
import type { FuzzReport, FuzzResult } from './suite';

const SHORT: Record<Outcome, string> = {
  clear: 'clear',
  'stack trace': 'stack',
  crash: 'crash',
  hang: 'hang',
  memory: 'memory',
  'data lost': 'lost',
  'internal error': 'internal',
  'unsafe output': 'unsafe',
};

export function badResults(report: FuzzReport): FuzzResult[] {
  return report.results.filter((result) => result.outcome !== 'clear');
}

export function formatTable(report: FuzzReport): string {
  const classes = [...new Set(report.results.map((result) => result.record.className))];
  const header = ['class', 'runs', 'inputs', ...OUTCOMES.map((outcome) => SHORT[outcome]), 'peak MiB', 'max s'];
  const rowOf = (name: string, results: readonly FuzzResult[]) => [
    name,
    String(results.length),
    results.reduce((sum, each) => sum + each.record.inputs, 0).toLocaleString('en'),
    ...OUTCOMES.map((outcome) => String(results.filter((each) => each.outcome === outcome).length)),
    Math.max(0, ...results.map((each) => each.record.peakMiB ?? 0)).toFixed(0),
    (Math.max(0, ...results.map((each) => each.record.ms)) / 1000).toFixed(1),
  ];
  const rows = [
    header,
    ...classes.map((name) =>
      rowOf(
        name,
        report.results.filter((each) => each.record.className === name),
      ),
    ),
    rowOf('all', report.results),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [
    line(rows[0]),
    ...rows.slice(1, -1).map(line),
    '-'.repeat(line(rows[0]).length),
    line(rows[rows.length - 1]),
  ].join('\n');
}

/** An argument as a shell would need it, shortened when long. */
function shellWord(word: string): string {
  const shown = word.length > 90 ? `${word.slice(0, 80)}…(${word.length} chars)` : word;
  return /^[\w./:=,@+-]+$/.test(shown) ? shown : JSON.stringify(shown);
}

export function formatBadRuns(report: FuzzReport, limit = 40): string {
  const bad = badResults(report);
  const lines = bad.slice(0, limit).map(({ record, outcome, why }) => {
    const command = `sudoku-analyzer ${record.argv.map(shellWord).join(' ')}`;
    const again = `npm run fuzz -- --seed ${shellWord(report.seed)} --class ${record.className} --case ${record.index}`;
    return `${outcome.padEnd(14)} ${record.className} #${record.index}: ${why}\n    ${command}\n    again: ${again}`;
  });
  if (bad.length > limit) lines.push(`… and ${bad.length - limit} more`);
  return lines.join('\n');
}
