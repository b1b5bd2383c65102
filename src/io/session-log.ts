/**
 * A solve-along session as a file (SPEC §14, issue 12): a CSV log with the columns
 * `seconds,row,col,value` (a header line, then one entry a line; value 0 or blank erases), read
 * for `sudoku-analyzer compare`. The session sheet's columns Seconds, Row, Col, Value (秒 行 列
 * 数字), copied with their header into a CSV, are such a log. A bad line is refused naming its
 * line and column.
 */

import type { SessionEntry } from '../engine/solve-along';
import { csvHeaderDelimiter, splitCsvRows } from './csv';

export const LOG_COLUMNS = ['seconds', 'row', 'col', 'value'] as const;
export type LogColumn = (typeof LOG_COLUMNS)[number];

/** The Japanese session sheet's headers of the same columns (秒 行 列 数字), read alike. */
const JAPANESE_NAMES: Record<LogColumn, string> = { seconds: '秒', row: '行', col: '列', value: '数字' };

/** Why a log cannot be read, as data (front ends word it); `line` is 1-based. */
export type LogProblem =
  | { problem: 'empty' }
  | { problem: 'missing-column'; line: number; column: LogColumn }
  | { problem: 'not-a-number'; line: number; column: LogColumn; found: string }
  | { problem: 'out-of-range'; line: number; column: LogColumn; found: string }
  | { problem: 'time-goes-back'; line: number; column: 'seconds'; found: string; previous: number };

export class LogError extends Error {
  override readonly name = 'LogError';

  constructor(readonly detail: LogProblem) {
    super(logProblemText(detail));
  }
}

export function logProblemText(detail: LogProblem): string {
  if (detail.problem === 'empty') return `the log is empty: it needs a header line ${LOG_COLUMNS.join(',')} and one entry a line`;
  const where = `line ${detail.line}, column ${detail.column}`;
  switch (detail.problem) {
    case 'missing-column':
      return `line ${detail.line}: the header has no column "${detail.column}" (it needs ${LOG_COLUMNS.join(',')})`;
    case 'not-a-number':
      return `${where}: "${detail.found}" is not a number`;
    case 'out-of-range':
      return `${where}: "${detail.found}" is not ${detail.column === 'seconds' ? 'a number of seconds (0 or more)' : detail.column === 'value' ? 'a digit 1–9, or 0 or blank for an erasure' : 'a whole number from 1 to 9'}`;
    case 'time-goes-back':
      return `${where}: ${detail.found} is earlier than the line before (${detail.previous}); entries go in the order they were made`;
  }
}

function field(text: string, line: number, column: LogColumn): number {
  const trimmed = text.trim();
  if (column === 'value' && trimmed === '') return 0;
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value)) throw new LogError({ problem: 'not-a-number', line, column, found: trimmed });
  const whole = Number.isInteger(value);
  const ok = column === 'seconds' ? value >= 0 : column === 'value' ? whole && value >= 0 && value <= 9 : whole && value >= 1 && value <= 9;
  if (!ok) throw new LogError({ problem: 'out-of-range', line, column, found: trimmed });
  return value;
}

/** A log's entry with the 1-based line it came from. */
export type LogEntry = SessionEntry & { line: number };

/** The entries of a log; throws LogError naming the first bad line and column. */
export function readSessionLog(text: string): LogEntry[] {
  const withoutBom = text.replace(/^\uFEFF/, '');
  const headerLine = withoutBom.split('\n', 1)[0];
  const [header, ...rows] = splitCsvRows(withoutBom, csvHeaderDelimiter(headerLine, 'seconds') ?? ',');
  if (!header) throw new LogError({ problem: 'empty' });
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const index = {} as Record<LogColumn, number>;
  for (const column of LOG_COLUMNS) {
    index[column] = names.findIndex((name) => name === column || name === JAPANESE_NAMES[column]);
    if (index[column] < 0) throw new LogError({ problem: 'missing-column', line: header.line, column });
  }
  let previous = 0;
  return rows.map(({ fields, line }) => {
    const [seconds, row, col, value] = LOG_COLUMNS.map((column) => field(fields[index[column]] ?? '', line, column));
    if (seconds < previous) throw new LogError({ problem: 'time-goes-back', line, column: 'seconds', found: String(seconds), previous });
    previous = seconds;
    return { seconds, row, col, value, line };
  });
}
