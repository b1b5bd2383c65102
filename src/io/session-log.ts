/**
 * A solve-along session as a file (SPEC §14, issue 12): a CSV log with the columns
 * `seconds,row,col,value` (a header line, then one entry a line; value 0 or blank erases), read
 * for `sudoku-analyzer compare`. The session sheet's columns Seconds, Row, Col, Value (秒 行 列
 * 数字), copied with their header into a CSV, are such a log: on a puzzle of another kind, Row and
 * Col are squares of its bounding rectangle and Value goes up to its number of symbols. A bad line
 * is refused naming its line and column.
 */

import type { SessionEntry } from '../engine/analyser';
import { csvHeaderDelimiter, splitCsvRows } from './csv';

export const LOG_COLUMNS = ['seconds', 'row', 'col', 'value'] as const;
export type LogColumn = (typeof LOG_COLUMNS)[number];

/** The Japanese session sheet's headers of the same columns (秒 行 列 数字), read alike. */
const JAPANESE_NAMES: Record<LogColumn, string> = { seconds: '秒', row: '行', col: '列', value: '数字' };

/** The squares and symbols a log's entries may name: the puzzle's bounding rectangle and its number of symbols. */
export interface LogShape {
  rows: number;
  columns: number;
  symbols: number;
}

const NINE: LogShape = { rows: 9, columns: 9, symbols: 9 };

/** Why a log cannot be read, as data (front ends word it with the shape they read it for); `line` is 1-based. */
export type LogProblem =
  | { problem: 'empty' }
  | { problem: 'missing-column'; line: number; column: LogColumn }
  | { problem: 'not-a-number'; line: number; column: LogColumn; found: string }
  | { problem: 'out-of-range'; line: number; column: LogColumn; found: string }
  | { problem: 'time-goes-back'; line: number; column: 'seconds'; found: string; previous: number };

export class LogError extends Error {
  override readonly name = 'LogError';

  constructor(
    readonly detail: LogProblem,
    shape: LogShape = NINE,
  ) {
    super(logProblemText(detail, shape));
  }
}

/** The largest number a column of an entry may hold. */
function largest(column: Exclude<LogColumn, 'seconds'>, shape: LogShape): number {
  return column === 'row' ? shape.rows : column === 'col' ? shape.columns : shape.symbols;
}

export function logProblemText(detail: LogProblem, shape: LogShape = NINE): string {
  if (detail.problem === 'empty')
    return `the log is empty: it needs a header line ${LOG_COLUMNS.join(',')} and one entry a line`;
  const where = `line ${detail.line}, column ${detail.column}`;
  switch (detail.problem) {
    case 'missing-column':
      return `line ${detail.line}: the header has no column "${detail.column}" (it needs ${LOG_COLUMNS.join(',')})`;
    case 'not-a-number':
      return `${where}: "${detail.found}" is not a number`;
    case 'out-of-range':
      if (detail.column === 'seconds') return `${where}: "${detail.found}" is not a number of seconds (0 or more)`;
      if (detail.column === 'value')
        return `${where}: "${detail.found}" is not ${shape.symbols <= 9 ? 'a digit' : 'a number'} 1–${shape.symbols}, or 0 or blank for an erasure`;
      return `${where}: "${detail.found}" is not a whole number from 1 to ${largest(detail.column, shape)}`;
    case 'time-goes-back':
      return `${where}: ${detail.found} is earlier than the line before (${detail.previous}); entries go in the order they were made`;
  }
}

function field(text: string, line: number, column: LogColumn, shape: LogShape): number {
  const trimmed = text.trim();
  if (column === 'value' && trimmed === '') return 0;
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isFinite(value))
    throw new LogError({ problem: 'not-a-number', line, column, found: trimmed }, shape);
  const ok =
    column === 'seconds'
      ? value >= 0
      : Number.isInteger(value) && value >= (column === 'value' ? 0 : 1) && value <= largest(column, shape);
  if (!ok) throw new LogError({ problem: 'out-of-range', line, column, found: trimmed }, shape);
  return value;
}

/** A log's entry with the 1-based line it came from. */
export type LogEntry = SessionEntry & { line: number };

/** The entries of a log of a puzzle of `shape` (default the 9×9); throws LogError naming the first bad line and column. */
export function readSessionLog(text: string, shape: LogShape = NINE): LogEntry[] {
  const withoutBom = text.replace(/^\uFEFF/, '');
  const headerLine = withoutBom.split('\n', 1)[0];
  const [header, ...rows] = splitCsvRows(withoutBom, csvHeaderDelimiter(headerLine, 'seconds') ?? ',');
  if (!header) throw new LogError({ problem: 'empty' }, shape);
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const index = {} as Record<LogColumn, number>;
  for (const column of LOG_COLUMNS) {
    index[column] = names.findIndex((name) => name === column || name === JAPANESE_NAMES[column]);
    if (index[column] < 0) throw new LogError({ problem: 'missing-column', line: header.line, column }, shape);
  }
  let previous = 0;
  return rows.map(({ fields, line }) => {
    const [seconds, row, col, value] = LOG_COLUMNS.map((column) =>
      field(fields[index[column]] ?? '', line, column, shape),
    );
    if (seconds < previous)
      throw new LogError(
        { problem: 'time-goes-back', line, column: 'seconds', found: String(seconds), previous },
        shape,
      );
    previous = seconds;
    return { seconds, row, col, value, line };
  });
}
