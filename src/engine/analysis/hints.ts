/**
 * Hints (SPEC §7) from a puzzle and the grid as a person has filled it so far: wrong entries
 * first (checked against the unique solution: a wrong entry is the most useful hint); otherwise
 * the next placement the analysis would make from their grid, one piece of detail per request:
 *  1. each deduction of the step in turn, one technique per hint, with its digit, its unit and
 *     what it removes in HoDoKu's notation ("Pointing pair: 7 in box 1 → r2c1<>7"); a chain
 *     ("VVL") gives one hint per link; for a plain single, the unit of the single;
 *  2. the cell to fill;
 *  3. the value.
 * A hint starts from the person's digits only (a grid holds no pencil marks), so eliminations
 * they may already have made in their head are listed again.
 */

import { enabledLetters } from './analysis-techniques';
import { runAnalysisLoop } from './analysis-loop';
import { checkAnalyseOptions, narrowToCandidates, requireSolutionKept, validatePuzzle } from './analyser';
import { Board } from '../board/board';
import { canonicalFrame, deductionToPuzzle, gridInFrame, lettersInFrame, outcomeToPuzzle } from './canonical-frame';
import { resolveWeights } from './effort';
import { positionOf } from '../board/layout';
import { BOX_UNIT_BASE, CELL_COUNT, STANDARD_LAYOUT, cellAt, unitLabel } from '../board/layout';
import { TECHNIQUES } from '../techniques/registry';
import {
  cellNotation,
  chainNotation,
  eliminationCell,
  eliminationDigit,
  eliminationNotation as eliminationCodeNotation,
  type Deduction,
} from '../techniques/technique';
import { parsePuzzleText } from '../board/cell-reader';
import { isTechniqueLetter, labelTokens } from '../techniques/technique-codes';
import type { Elimination, StopReason, TechniqueLetter, TechniqueSet } from './types';
import { requireDigits, requireInteger, requireList, requireFunction } from '../core/arguments';
import { MAX_SQUARES, MAX_SYMBOLS } from '../core/limits';

export interface WrongEntry {
  row: number;
  col: number;
  value: number;
  correct: number;
}

export interface NextStep {
  /** The step label, as in the step log ("L", "VL", "S"). */
  technique: string;
  /** Where the step starts (hint level 1): the unit of its first non-basic deduction, else of the single ("row 3"). */
  unit: string;
  /** The cells of that first pattern ([row, col], 1-based): the pair, the fish, the trial; empty for a single (its unit is the area). */
  areaCells: [number, number][];
  /** Where the placing search finds the digit ("row 3"). */
  placingUnit: string;
  row: number;
  col: number;
  /** A combined puzzle's cell: the first grid holding it and its 1-based row and column there (absent on other kinds). */
  gridPlace?: { grid: number; row: number; col: number };
  value: number;
  /** Candidates removed before the placement (the justification). */
  eliminated: Elimination[];
  /** The step's eliminating deductions in the order they apply (empty for a plain single). */
  deductions: HintDeduction[];
  /**
   * For a step that starts with a full-set pattern: what it removes and, for a chain, its links,
   * in HoDoKu's notation ("r1c2<>3, r1c3<>3" or "… by 5r1c5=5r1c1-5r5c1=5r5c6").
   */
  proof?: string;
  /** One hint per deduction (or the single's unit), then the cell, then the value: vaguest first. */
  hints: string[];
}

/** One link of a step: a technique, the digits it is about, its unit and the candidates it removes. */
export interface HintDeduction {
  technique: TechniqueLetter;
  digits: number[];
  unit: string;
  /** 1-based [row, column, digit]. */
  eliminations: Elimination[];
  /** A chain's links in HoDoKu's notation, for a chain or a wing read as one. */
  chain?: string;
}

export interface Hint {
  wrong: WrongEntry[];
  /** Absent when there are wrong entries, or the grid is complete, or nothing applies. */
  next?: NextStep;
  /** Why there is no next step, in plain words. */
  note?: string;
  /** Why the analysis found no next step, as data (absent when the grid is complete or wrong). */
  stopped?: StopReason;
  /** With the person's techniques exhausted: the letter the next step would need, if any. */
  nextTechnique?: TechniqueLetter;
}

export interface HintOptions {
  /** Technique letters the person knows (default: all of the technique set). */
  techniques?: string;
  /** The technique set (default 'model'). */
  techniqueSet?: TechniqueSet;
  /** Each cell's pencil marks (9-bit masks, the puzzle's cell order): the hint starts from these (AnalyseOptions.candidates). */
  candidates?: ArrayLike<number>;
}

/** Throws PuzzleError when the puzzle or the grid cannot be read, or the puzzle is not valid. */
export function hintFor(
  puzzle: string | ArrayLike<number>,
  grid: string | ArrayLike<number>,
  given?: HintOptions,
): Hint {
  const options = checkAnalyseOptions(given);
  const { digits, solution } = validatePuzzle(puzzle);
  if (typeof grid !== 'string') requireDigits(grid, 'The grid');
  const entries = typeof grid === 'string' ? parsePuzzleText(grid) : grid;

  const wrong: WrongEntry[] = [];
  const current = Uint8Array.from(digits);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const value = entries[cell];
    if (value === 0 || value === digits[cell]) continue;
    const [row, col] = positionOf(cell);
    if (value !== solution[cell]) wrong.push({ row, col, value, correct: solution[cell] });
    else current[cell] = value;
  }
  if (wrong.length > 0)
    return { wrong, note: `${wrong.length} ${wrong.length === 1 ? 'entry is' : 'entries are'} wrong.` };

  // The next move of every isomorph is the same move: the grid is read in the puzzle's canonical frame.
  const frame = canonicalFrame(digits);
  if (options.candidates !== undefined) requireSolutionKept(current, solution, options.candidates);
  const board = narrowToCandidates(Board.fromDigits(gridInFrame(frame, current)), frame, options.candidates);
  if (board.emptyCount === 0) return { wrong, note: 'The grid is complete and correct.' };
  const deductions: HintDeduction[] = [];
  const inFrame = runAnalysisLoop(board, {
    enabled: lettersInFrame(frame, enabledLetters(options.techniques, options.techniqueSet)),
    techniqueSet: options.techniqueSet,
    weights: resolveWeights(),
    now: () => 0,
    startedAt: 0,
    maxSteps: 1,
    onDeduction: (deduction) => deductions.push(hintDeduction(deductionToPuzzle(frame, deduction))),
  });
  const outcome = outcomeToPuzzle(frame, inFrame);
  const step = outcome.steps[0];
  if (!step)
    return {
      wrong,
      note: `No next step: ${outcome.reason ?? 'nothing applies'}.`,
      stopped: outcome.stopped,
      nextTechnique: outcome.nextTechnique,
    };
  const placedCell = cellAt(step.row - 1, step.col - 1);
  const placingUnit = unitLabel(STANDARD_LAYOUT, outcome.units[0] >= 0 ? outcome.units[0] : boxUnitOf(placedCell));
  const first = outcome.firstDeductions[0];
  const area = first ? areaOf(first) : { unit: placingUnit, cells: [] };
  const next: HintFacts = {
    technique: step.technique,
    unit: area.unit,
    areaCells: area.cells.map(positionOf),
    placingUnit,
    row: step.row,
    col: step.col,
    value: step.value,
    eliminated: step.eliminated,
    deductions,
  };
  if (first && TECHNIQUES[first.technique].set === 'full') next.proof = proofNotation(first);
  return { wrong, next: { ...next, hints: hintTexts(next) } };
}

function boxUnitOf(cell: number): number {
  return BOX_UNIT_BASE + STANDARD_LAYOUT.regionOf[cell];
}

/** A deduction's unit, or for one without (a trial on a two-candidate cell) the box of its first cell. */
function areaOf(deduction: Deduction): { unit: string; cells: number[] } {
  const unit = deduction.unit >= 0 ? deduction.unit : boxUnitOf(deduction.patternCells[0]);
  return { unit: unitLabel(STANDARD_LAYOUT, unit), cells: deduction.patternCells };
}

/** "pointing pair, then a hidden single (row)". */
export function describeLabel(label: string): string {
  const names = labelTokens(label).map((token) => (isTechniqueLetter(token) ? TECHNIQUES[token].english : token));
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', then ')}, then ${names[names.length - 1]}`;
}

type HintFacts = Omit<NextStep, 'hints'>;

function hintDeduction(deduction: Deduction): HintDeduction {
  const eliminations = deduction.eliminations.map((code): Elimination => {
    const [row, col] = positionOf(eliminationCell(code));
    return [row, col, eliminationDigit(code)];
  });
  const digits = [...new Set(eliminations.map(([, , digit]) => digit))].sort((a, b) => a - b);
  const chain = deduction.links?.length ? chainNotation(deduction.links) : undefined;
  return {
    technique: deduction.technique,
    digits,
    unit: areaOf(deduction).unit,
    eliminations,
    ...(chain ? { chain } : {}),
  };
}

/** A cell as HoDoKu writes it: "r2c1". */
export function cellName(row: number, col: number): string {
  requireInteger(row, 'The row', 1, MAX_SQUARES);
  requireInteger(col, 'The column', 1, MAX_SQUARES);
  return `r${row}c${col}`;
}

/** Removed candidates as HoDoKu writes them: "r2c1<>7, r3c1<>7"; `symbol` writes a value in the puzzle's own alphabet (r2c1<>C on a 16×16). */
export function eliminationNotation(
  eliminations: readonly Elimination[],
  symbol: (value: number) => string = String,
): string {
  requireList(eliminations, 'The eliminations');
  requireFunction(symbol, 'The symbol writer');
  return eliminations
    .map((elimination) => {
      requireList(elimination, 'An elimination');
      const [row, col, digit] = elimination;
      requireInteger(digit, 'The digit of an elimination', 1, MAX_SYMBOLS);
      return `${cellName(row, col)}<>${symbol(digit)}`;
    })
    .join(', ');
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Pointing pair: 7 in box 1 → r2c1<>7". */
export function deductionHint({ technique, digits, unit, eliminations, chain }: HintDeduction): string {
  const links = chain ? ` (${chain})` : '';
  return `${capitalised(TECHNIQUES[technique].english)}: ${digits.join(', ')} in ${unit}${links} → ${eliminationNotation(eliminations)}`;
}

function hintTexts(next: HintFacts): string[] {
  const { technique, unit, placingUnit, row, col, value, deductions } = next;
  const placing = TECHNIQUES[technique[technique.length - 1] as TechniqueLetter]?.english ?? technique;
  const links =
    deductions.length > 0 ? deductions.map(deductionHint) : [`Look at ${unit}: ${describeLabel(technique)}.`];
  return [
    ...links,
    `The cell is ${cellName(row, col)} in ${placingUnit} (${placing}).`,
    `${cellName(row, col)}=${value}`,
  ];
}

/** A deduction's eliminations, fins and chain in HoDoKu's notation. */
export function proofNotation(deduction: Deduction): string {
  let text = deduction.eliminations.map(eliminationCodeNotation).join(', ');
  if (deduction.fins?.length) text += ` (fins ${deduction.fins.map(cellNotation).join(', ')})`;
  if (deduction.links?.length) text += ` by ${chainNotation(deduction.links)}`;
  return text;
}
