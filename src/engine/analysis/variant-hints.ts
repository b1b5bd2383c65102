/**
 * Hints on any geometry (SPEC §7), as hints.ts gives them on 9×9: wrong entries first (against the
 * unique solution), else the next placement in three levels of detail — the technique and the
 * unit where the step starts, then the cell, then the value with the eliminations behind it.
 * Units are named as the geometry names them ("grid 2 row 3", "diagonal 1"), cells as
 * "(r,c)" in the bounding rectangle ("… in grid 2 at (r,c)" for combined puzzles).
 */

import { cellName, cellPosition, gridPlace } from '../geometry';
import type { Geometry } from '../geometry';
import { requireValuesOf } from '../geometry/geometry';
import { checkAnalyseOptions } from './analyser';
import { resolveWeights } from './effort';
import type { Hint, HintDeduction, NextStep, WrongEntry } from './hints';
import type { Elimination, TechniqueLetter, TechniqueSet } from './types';
import { validateVariant } from './variant-analyser';
import { VariantBoard } from '../board/variant-board';
import { VariantDeduction, VariantLetter } from './variant-deduction';
import { codeCell, codeValue } from '../board/candidate-code';
import { runVariantLoop } from './variant-loop';
import { VARIANT_TECHNIQUE_NAMES, enabledVariantLetters, variantWeights } from './variant-techniques';
import { BOX, unitOfKind } from '../geometry/unit-kinds';
import { labelTokens } from '../techniques/technique-codes';

/** `grid` is the person's values by cell (0 blank). Throws PuzzleError when the puzzle is not valid. */
export function variantHintFor(
  geometry: Geometry,
  givens: ArrayLike<number>,
  grid: ArrayLike<number>,
  given?: { techniques?: string; techniqueSet?: TechniqueSet },
): Hint {
  const options = checkAnalyseOptions(given);
  const { values, solution } = validateVariant(geometry, givens);
  requireValuesOf(geometry, grid, 'The grid');
  const wrong: WrongEntry[] = [];
  const current = Uint8Array.from(values);
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    const value = grid[cell];
    if (value === 0 || value === values[cell]) continue;
    const [row, col] = cellPosition(geometry, cell);
    if (value !== solution[cell]) wrong.push({ row, col, value, correct: solution[cell] });
    else current[cell] = value;
  }
  if (wrong.length > 0)
    return { wrong, note: `${wrong.length} ${wrong.length === 1 ? 'entry is' : 'entries are'} wrong.` };
  // The person's entries are placed, not given: an avoidable rectangle may swap them.
  const board = VariantBoard.fromValues(geometry, current, values);
  if (board.emptyCount === 0) return { wrong, note: 'The grid is complete and correct.' };
  const deductions: HintDeduction[] = [];
  const outcome = runVariantLoop(board, {
    enabled: enabledVariantLetters(options.techniques, `on ${geometry.kind} puzzles`, options.techniqueSet),
    techniqueSet: options.techniqueSet,
    weights: variantWeights(resolveWeights()),
    now: () => 0,
    startedAt: 0,
    maxSteps: 1,
    onDeduction: (deduction) => deductions.push(hintDeduction(geometry, deduction)),
  });
  const step = outcome.steps[0];
  if (!step) return { wrong, note: `No next step: ${outcome.reason ?? 'nothing applies'}.` };
  const placed = geometry.cellAt[(step.row - 1) * geometry.cols + step.col - 1];
  const placingUnit = unitName(geometry, outcome.units[0] >= 0 ? outcome.units[0] : unitOfKind(geometry, placed, BOX));
  const first = outcome.firstDeductions[0];
  const unit = first
    ? unitName(
        geometry,
        first.unit >= 0 ? first.unit : geometry.cellUnits[geometry.cellUnitStart[first.patternCells[0]]],
      )
    : placingUnit;
  const place = gridPlace(geometry, placed);
  const facts = {
    technique: step.technique,
    unit,
    placingUnit,
    row: step.row,
    col: step.col,
    ...(place ? { gridPlace: place } : {}),
    value: step.value,
    eliminated: step.eliminated,
    deductions,
  };
  return {
    wrong,
    next: {
      ...facts,
      areaCells: (first?.patternCells ?? []).map((cell) => cellPosition(geometry, cell)),
      hints: hintTexts(geometry, facts, placed, first),
    },
  };
}

/** Eliminating deductions are never E (a placement), so their letter is a 9×9 one. */
function hintDeduction(geometry: Geometry, deduction: VariantDeduction): HintDeduction {
  const eliminations = deduction.eliminations.map(
    (code): Elimination => [...cellPosition(geometry, codeCell(code)), codeValue(code)] as Elimination,
  );
  const digits = [...new Set(eliminations.map(([, , value]) => value))].sort((a, b) => a - b);
  const unit = unitName(
    geometry,
    deduction.unit >= 0 ? deduction.unit : geometry.cellUnits[geometry.cellUnitStart[deduction.patternCells[0]]],
  );
  return { technique: deduction.technique as TechniqueLetter, digits, unit, eliminations };
}

function unitName(geometry: Geometry, unit: number): string {
  return unit >= 0 ? geometry.units[unit].name : 'the grid';
}

/** "pointing pair, then hidden single (extra unit)". */
export function describeVariantLabel(label: string): string {
  // A label reads back into its codes ("[XYW]M" is XY-Wing then M), as on 9×9.
  const names = labelTokens(label).map((token) => VARIANT_TECHNIQUE_NAMES[token as VariantLetter] ?? token);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', then ')}, then ${names[names.length - 1]}`;
}

function hintTexts(
  geometry: Geometry,
  next: Omit<NextStep, 'hints' | 'areaCells' | 'deductions'>,
  placed: number,
  first: VariantDeduction | null,
): [string, string, string] {
  const { technique, unit, placingUnit, value, eliminated } = next;
  const how = describeVariantLabel(technique);
  const cell = cellName(geometry, placed);
  const removed =
    eliminated.length === 0
      ? ''
      : `; first remove ${eliminated.map(([r, c, v]) => `${v} from (${r},${c})`).join(', ')}`;
  if (!first)
    return [`Look at ${unit}: ${how}.`, `The cell is ${cell} in ${unit}.`, `${cell} is ${value}, by ${how}${removed}.`];
  const pattern = `${VARIANT_TECHNIQUE_NAMES[first.technique]} in ${unit} at ${first.patternCells.map((c) => cellName(geometry, c)).join(', ')}`;
  return [
    `Look at ${unit}: ${VARIANT_TECHNIQUE_NAMES[first.technique]}.`,
    `Starting from the ${pattern}, the cell to fill is ${cell} in ${placingUnit}.`,
    `${cell} is ${value}, by ${how}${removed}.`,
  ];
}
