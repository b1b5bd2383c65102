/**
 * Hints (SPEC §7) from a puzzle and the grid as a person has filled it so far: wrong entries
 * first (checked against the unique solution: a wrong entry is the most useful hint); otherwise
 * the next placement the analysis would make from their grid, in three levels of detail —
 * technique and area, then the cell, then the value with the eliminations that justify it.
 */

import { TECHNIQUE_NAMES, enabledLetters } from './analysis-techniques';
import { runAnalysisLoop } from './analysis-loop';
import { validatePuzzle } from './analyser';
import { Board } from './board';
import { resolveWeights } from './effort';
import { PuzzleError, positionOf } from './errors';
import { CELL_COUNT, STANDARD_LAYOUT, unitLabel } from './layout';
import { parsePuzzleText } from './parse';
import type { Elimination, TechniqueLetter } from './types';

export interface WrongEntry {
  row: number;
  col: number;
  value: number;
  correct: number;
}

export interface NextStep {
  /** The step label, as in the step log ("L", "VL", "S"). */
  technique: string;
  /** Where the placing search finds it ("row 3"). */
  unit: string;
  row: number;
  col: number;
  value: number;
  /** Candidates removed before the placement (the justification). */
  eliminated: Elimination[];
  /** The three levels of detail, vaguest first. */
  hints: [string, string, string];
}

export interface Hint {
  wrong: WrongEntry[];
  /** Absent when there are wrong entries, or the grid is complete, or nothing applies. */
  next?: NextStep;
  /** Why there is no next step, in plain words. */
  note?: string;
}

export interface HintOptions {
  /** Technique letters the person knows (default all). */
  techniques?: string;
}

/** Throws PuzzleError when the puzzle or the grid cannot be read, or the puzzle is not valid. */
export function hintFor(puzzle: string | ArrayLike<number>, grid: string | ArrayLike<number>, options: HintOptions = {}): Hint {
  const { digits, solution } = validatePuzzle(puzzle);
  const entries = typeof grid === 'string' ? parsePuzzleText(grid) : Uint8Array.from(grid);
  if (entries.length !== CELL_COUNT) throw new PuzzleError('bad-input', `The grid has ${entries.length} cells, not 81.`);

  const wrong: WrongEntry[] = [];
  const current = Uint8Array.from(digits);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const value = entries[cell];
    if (value === 0 || value === digits[cell]) continue;
    const [row, col] = positionOf(cell);
    if (value !== solution[cell]) wrong.push({ row, col, value, correct: solution[cell] });
    else current[cell] = value;
  }
  if (wrong.length > 0) return { wrong, note: `${wrong.length} ${wrong.length === 1 ? 'entry is' : 'entries are'} wrong.` };

  const board = Board.fromDigits(current);
  if (board.emptyCount === 0) return { wrong, note: 'The grid is complete and correct.' };
  const outcome = runAnalysisLoop(board, {
    enabled: enabledLetters(options.techniques),
    weights: resolveWeights(),
    now: () => 0,
    startedAt: 0,
    maxSteps: 1,
  });
  const step = outcome.steps[0];
  if (!step) return { wrong, note: `No next step: ${outcome.reason ?? 'nothing applies'}.` };
  const unit = outcome.units[0] >= 0 ? unitLabel(STANDARD_LAYOUT, outcome.units[0]) : `box ${boxOf(step.row, step.col)}`;
  return {
    wrong,
    next: {
      technique: step.technique,
      unit,
      row: step.row,
      col: step.col,
      value: step.value,
      eliminated: step.eliminated,
      hints: hintTexts(step.technique, unit, step.row, step.col, step.value, step.eliminated),
    },
  };
}

function boxOf(row: number, col: number): number {
  return 3 * Math.floor((row - 1) / 3) + Math.floor((col - 1) / 3) + 1;
}

/** "pointing pair, then a hidden single (row)". */
export function describeLabel(label: string): string {
  const names = [...label].map((letter) => TECHNIQUE_NAMES[letter as TechniqueLetter] ?? letter);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', then ')}, then ${names[names.length - 1]}`;
}

function hintTexts(label: string, unit: string, row: number, col: number, value: number, eliminated: Elimination[]): [string, string, string] {
  const how = describeLabel(label);
  const removed = eliminated.length === 0 ? '' : `; first remove ${eliminated.map(([r, c, d]) => `${d} from (${r},${c})`).join(', ')}`;
  return [`Look at ${unit}: ${how}.`, `The cell is (${row},${col}) in ${unit}.`, `(${row},${col}) is ${value}, by ${how}${removed}.`];
}
