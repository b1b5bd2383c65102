/**
 * solve's answers, in this thread or a worker's (job-worker.ts loads this alone): a puzzle's
 * solution count and solution as a JSON line or text, and a batch's answers, with a fast path for
 * the plain 81-character lines of big files.
 */

import {
  PuzzleError,
  positionOf,
  digitsToString,
  type Digits,
  cellLabel,
  conflictError,
  findConflicts,
  solve,
  uniqueSolution,
  loadPuzzle,
  searchLoaded,
} from '../engine';
import type { ErrorInfo } from '../engine/analyser';
import type { VariantPuzzle } from '../io/variant-text';
import { fromPortable, type JobPuzzle, type PortablePuzzle } from './input-puzzle';
import type { BatchOutput } from './command-output';
import { OutputCollector, forEachPuzzle, lineOrigin, plainPuzzle, type PuzzleBatch } from './puzzle-batch';

export interface SolveLine {
  index: number;
  id: string;
  solutions: 0 | 1 | 2;
  solution?: string;
  secondSolution?: string;
  error?: ErrorInfo;
}

const MAX_NAMED_DIFFERENCES = 6;

function multipleSolutionsError(first: Digits, second: Digits): PuzzleError {
  const differing: number[] = [];
  for (let cell = 0; cell < first.length; cell++) if (first[cell] !== second[cell]) differing.push(cell);
  const named = differing.slice(0, MAX_NAMED_DIFFERENCES).map(cellLabel).join(', ');
  const more = differing.length > MAX_NAMED_DIFFERENCES ? ` and ${differing.length - MAX_NAMED_DIFFERENCES} more` : '';
  const message = `The puzzle has more than one solution; two of them differ at ${named}${more}.`;
  return new PuzzleError('multiple-solutions', message, differing.map(positionOf));
}

/** A variant's answer: `kind` and `size` added, the solution in the JSON form (rows of numbers above 35 symbols). */
export interface VariantSolveLine extends Omit<SolveLine, 'solution' | 'secondSolution'> {
  kind: string;
  size: { rows: number; cols: number; symbols: number };
  solution?: string | number[][];
}

/**
 * The variant solver and the variant forms, loaded only for a puzzle of another kind (whose reading
 * loaded them already): a 9×9 solve never loads the geometry modules.
 */
function variantModules(): Pick<typeof import('../engine/variants'), 'solveVariant' | 'variantRuleError'> &
  Pick<typeof import('./variant-puzzles'), 'valuesForJson' | 'gridLines'> {
  // Destructured, so that the engine's public surface (test/engine/public-surface) reads what is taken.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { solveVariant, variantRuleError } = require('../engine/variants') as typeof import('../engine/variants');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { valuesForJson, gridLines } = require('./variant-puzzles') as typeof import('./variant-puzzles');
  return { solveVariant, variantRuleError, valuesForJson, gridLines };
}

/** The solve answer for a puzzle of any other kind (the exact variant solver, counting to two), with the solution's values for plain output. */
function solveVariantRecord(
  index: number,
  id: string,
  { geometry, givens }: VariantPuzzle,
): { line: VariantSolveLine; values?: Uint8Array } {
  const { solveVariant, valuesForJson, variantRuleError } = variantModules();
  const head = {
    index,
    id,
    kind: geometry.kind,
    size: { rows: geometry.rows, cols: geometry.cols, symbols: geometry.size },
  };
  const ruleError = variantRuleError(geometry, givens);
  if (ruleError) return { line: { ...head, solutions: 0, error: ruleError.toJSON() } };
  const { count, solution } = solveVariant(geometry, givens, 2);
  if (count === 0 || !solution) {
    const error = new PuzzleError(
      'no-solution',
      'The puzzle has no solution: its givens do not clash, but no way of filling it keeps every unit free of repeats.',
    );
    return { line: { ...head, solutions: 0, error: error.toJSON() } };
  }
  const found = { ...head, solution: valuesForJson(geometry, solution) };
  if (count === 1) return { line: { ...found, solutions: 1 }, values: solution };
  const error = new PuzzleError(
    'multiple-solutions',
    'The puzzle has more than one solution; this is one of them.',
  ).toJSON();
  return { line: { ...found, solutions: 2, error }, values: solution };
}

function variantText(
  origin: string,
  { geometry }: VariantPuzzle,
  { line, values }: { line: VariantSolveLine; values?: Uint8Array },
): string {
  const what = `${origin}: ${geometry.kind} ${geometry.rows}×${geometry.cols}`;
  if (!values) return `${what}, no solution. ${line.error?.message ?? ''}`.trimEnd();
  const verdict =
    line.solutions === 1 ? 'one solution' : `two or more solutions. ${line.error?.message ?? ''}`.trimEnd();
  return [`${what}, ${verdict}`, ...variantModules().gridLines(geometry, values)].join('\n');
}

/** The solve answer for one input record. */
export function solveRecord(record: JobPuzzle): SolveLine {
  const { index, id, digits } = record;
  if (!digits) return { index, id, solutions: 0, error: record.error?.toJSON() };
  const { count, solutions } = solve(digits, 2);
  if (count === 0) {
    // Clashing givens have no solution either: only then are the clashes looked for.
    const conflicts = findConflicts(digits);
    if (conflicts.length > 0) return { index, id, solutions: 0, error: conflictError(conflicts).toJSON() };
    const error = new PuzzleError(
      'no-solution',
      'The puzzle has no solution: its givens do not clash, but no way of filling the grid obeys the rules.',
    );
    return { index, id, solutions: 0, error: error.toJSON() };
  }
  const solution = digitsToString(solutions[0]);
  if (count === 1) return { index, id, solutions: 1, solution };
  const secondSolution = digitsToString(solutions[1]);
  return {
    index,
    id,
    solutions: 2,
    solution,
    secondSolution,
    error: multipleSolutionsError(solutions[0], solutions[1]).toJSON(),
  };
}

/** The text answer of a puzzle with one solution. */
function uniqueText(origin: string, solution: string): string {
  return `${origin}: one solution ${solution}`;
}

/**
 * The JSON line of a puzzle with one solution (its id given as JSON) is this, the solution, and
 * UNIQUE_JSON_END: the same bytes as JSON.stringify of its SolveLine (same keys in the same
 * order), without building the object.
 */
function uniqueJsonStart(index: number, idJson: string): string {
  return `{"index":${index},"id":${idJson},"solutions":1,"solution":"`;
}

const UNIQUE_JSON_END = '"}';

function textLine(record: JobPuzzle, line: SolveLine): string {
  const where = `${record.origin}:`;
  if (line.solutions === 1) return uniqueText(record.origin, line.solution ?? '');
  if (line.solutions === 2)
    return `${where} two or more solutions, e.g. ${line.solution} and ${line.secondSolution}. ${line.error?.message ?? ''}`.trimEnd();
  const verdict = record.digits ? 'no solution' : 'not read';
  return `${where} ${verdict}. ${line.error?.message ?? ''}`.trimEnd();
}

/** One puzzle's answer as the command prints it: its output and the counts the summary needs. */
export interface SolveAnswer {
  out: string;
  err?: string;
  solutions: number;
  unread: boolean;
}

/** The whole answer for one puzzle, in this thread or a worker's (where it arrives portable). */
export function solveJob(puzzle: PortablePuzzle | JobPuzzle, json: boolean): SolveAnswer {
  // The common case first: a readable 9×9 puzzle with one solution, as JSON.
  if (json && puzzle.digits && !puzzle.error && !puzzle.variant) {
    const solution = uniqueSolution(puzzle.digits);
    if (solution !== undefined)
      return {
        out: uniqueJsonStart(puzzle.index, JSON.stringify(puzzle.id)) + solution + UNIQUE_JSON_END,
        solutions: 1,
        unread: false,
      };
  }
  const record =
    puzzle.error instanceof PuzzleError || !puzzle.error
      ? (puzzle as JobPuzzle)
      : fromPortable(puzzle as PortablePuzzle);
  if (record.variant) {
    const answer = solveVariantRecord(record.index, record.id, record.variant);
    return {
      out: json ? JSON.stringify(answer.line) : variantText(record.origin, record.variant, answer),
      solutions: answer.line.solutions,
      unread: false,
    };
  }
  const line = solveRecord(record);
  // Only an unread puzzle is also told on standard error: a verdict is the answer itself.
  const err = json && record.error ? `${record.origin}: ${record.error.message}` : undefined;
  return {
    out: json ? JSON.stringify(line) : textLine(record, line),
    err,
    solutions: line.solutions,
    unread: !record.digits,
  };
}

/** A batch's answers, and the counts the summary needs. */
export interface SolveBatchAnswer extends BatchOutput {
  /** Puzzles with 0, 1 and 2 (or more) solutions. */
  counts: number[];
  unread: number;
}

// The plain lines' fast path reuses these: a puzzle's digits and its solution, for every puzzle of the thread.
const plainDigits = new Uint8Array(81);
const plainSolution = new Uint8Array(81);
const keepSolution = () => undefined;

/** Writes the answer of a plain line when it has exactly one solution (the common case), from reused buffers; false otherwise. */
function writeUniquePlain(
  output: OutputCollector,
  digits: Uint8Array,
  name: string,
  index: number,
  line: number,
  offset: number,
  json: boolean,
): boolean {
  plainDigits.set(digits.subarray(offset, offset + 81));
  if (!loadPuzzle(plainDigits) || searchLoaded(2, keepSolution, plainSolution) !== 1) return false;
  if (json) {
    // A plain line's id is its line number: JSON without escaping.
    output.text(uniqueJsonStart(index, `"${line}"`));
    output.digits(plainSolution);
    output.text(UNIQUE_JSON_END);
    output.endLine();
  } else output.line(uniqueText(lineOrigin(name, line), digitsToString(plainSolution)));
  return true;
}

/** Every answer of a batch, in this thread or a worker's: plain lines by the fast path, everything else (and every plain line without exactly one solution) by solveJob. */
export function solveBatch(batch: PuzzleBatch<PortablePuzzle | JobPuzzle>, json: boolean): SolveBatchAnswer {
  const output = new OutputCollector();
  const counts = [0, 0, 0];
  let unread = 0;
  const answer = (puzzle: PortablePuzzle | JobPuzzle) => {
    const answered = solveJob(puzzle, json);
    output.add(answered);
    counts[answered.solutions]++;
    if (answered.unread) unread++;
  };
  // Read here once, not in the hot function: what V8 learns of a batch's fields can change, and recompiling that function (the whole solver inlined) costs more than a batch.
  const { digits, name } = batch;
  forEachPuzzle(
    batch,
    (index, line, offset) => {
      if (writeUniquePlain(output, digits, name, index, line, offset, json)) counts[1]++;
      else answer(plainPuzzle(batch, index, line, offset));
    },
    answer,
  );
  return { ...output.take(), counts, unread };
}
