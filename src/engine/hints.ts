/**
 * Hints (SPEC §7) from a puzzle and the grid as a person has filled it so far: wrong entries
 * first (checked against the unique solution: a wrong entry is the most useful hint); otherwise
 * the next placement the analysis would make from their grid, in three levels of detail:
 *  1. the technique and area where the step STARTS — for a chain ("VVL") or a direct placement
 *     (S, K, D) the unit of its first non-basic deduction ("look at box 4: pointing pair"),
 *     with that pattern's cells; for a plain single, the unit of the single;
 *  2. the cell to fill;
 *  3. the value, with the eliminations that justify it.
 * A hint starts from the person's digits only (a grid holds no pencil marks), so eliminations
 * they may already have made in their head are listed again.
 */

import { enabledLetters } from './analysis-techniques';
import { runAnalysisLoop } from './analysis-loop';
import { validatePuzzle } from './analyser';
import { Board } from './board';
import { resolveWeights } from './effort';
import { PuzzleError, positionOf } from './errors';
import { BOX_UNIT_BASE, CELL_COUNT, STANDARD_LAYOUT, cellAt, cellLabel, unitLabel } from './layout';
import { TECHNIQUES } from './techniques/registry';
import { cellNotation, chainNotation, eliminationNotation, type Deduction } from './techniques/technique';
import { parsePuzzleText } from './cell-reader';
import { isTechniqueLetter, labelTokens } from './technique-codes';
import type { Elimination, TechniqueSet } from './types';

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
  value: number;
  /** Candidates removed before the placement (the justification). */
  eliminated: Elimination[];
  /**
   * For a step that starts with a full-set pattern: what it removes and, for a chain, its links,
   * in HoDoKu's notation ("r1c2<>3, r1c3<>3" or "… by 5r1c5=5r1c1-5r5c1=5r5c6").
   */
  proof?: string;
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
  /** Technique letters the person knows (default: all of the technique set). */
  techniques?: string;
  /** The technique set (default 'model'). */
  techniqueSet?: TechniqueSet;
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
    enabled: enabledLetters(options.techniques, options.techniqueSet),
    techniqueSet: options.techniqueSet,
    weights: resolveWeights(),
    now: () => 0,
    startedAt: 0,
    maxSteps: 1,
  });
  const step = outcome.steps[0];
  if (!step) return { wrong, note: `No next step: ${outcome.reason ?? 'nothing applies'}.` };
  const placedCell = cellAt(step.row - 1, step.col - 1);
  const placingUnit = unitLabel(STANDARD_LAYOUT, outcome.units[0] >= 0 ? outcome.units[0] : boxUnitOf(placedCell));
  const first = outcome.firstDeductions[0];
  const area = first ? areaOf(first) : { unit: placingUnit, cells: [] };
  const next: HintFacts = { technique: step.technique, unit: area.unit, areaCells: area.cells.map(positionOf), placingUnit, row: step.row, col: step.col, value: step.value, eliminated: step.eliminated };
  if (first && TECHNIQUES[first.technique].set === 'full') next.proof = proofNotation(first);
  return { wrong, next: { ...next, hints: hintTexts(next, first) } };
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

/** A deduction's eliminations, fins and chain in HoDoKu's notation. */
export function proofNotation(deduction: Deduction): string {
  let text = deduction.eliminations.map(eliminationNotation).join(', ');
  if (deduction.fins?.length) text += ` (fins ${deduction.fins.map(cellNotation).join(', ')})`;
  if (deduction.links?.length) text += ` by ${chainNotation(deduction.links)}`;
  return text;
}

function hintTexts(next: HintFacts, first: Deduction | null): [string, string, string] {
  const { technique, unit, placingUnit, row, col, value, eliminated } = next;
  const how = describeLabel(technique);
  const removed = eliminated.length === 0 ? '' : `; first remove ${eliminated.map(([r, c, d]) => `${d} from (${r},${c})`).join(', ')}`;
  if (!first) return [`Look at ${unit}: ${how}.`, `The cell is (${row},${col}) in ${unit}.`, `(${row},${col}) is ${value}, by ${how}${removed}.`];
  const proof = next.proof ? ` (${next.proof})` : '';
  const pattern = `${TECHNIQUES[first.technique].english} in ${unit} at ${first.patternCells.map(cellLabel).join(', ')}${proof}`;
  return [
    `Look at ${unit}: ${TECHNIQUES[first.technique].english}.`,
    `Starting from the ${pattern}, the cell to fill is (${row},${col}) in ${placingUnit}.`,
    `(${row},${col}) is ${value}, by ${how}${removed}.`,
  ];
}
