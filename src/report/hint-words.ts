/**
 * A hint's words in English or Japanese, one level of detail at a time: each deduction of the step
 * ("Pointing pair: 7 in box 1 → r2c1<>7"), then the cell, then the value. The pane's Hint and the
 * worksheet function SUDOKU.HINT both say them, with the technique and unit names of the sheets,
 * for the 9×9 and every other kind.
 */

import {
  eliminationNotation,
  cellName,
  type HintDeduction,
  type NextStep,
  type TechniqueLetter,
} from '../engine/analyser';
import { techniqueNameIn, unitIn, type SheetLanguage } from './analysis-labels';

/** "Pointing pair: 7 in box 1 → r2c1<>7" (or its Japanese). */
function deductionText(deduction: HintDeduction, language: SheetLanguage): string {
  const name = techniqueNameIn(deduction.technique, language);
  const removed = eliminationNotation(deduction.eliminations);
  if (language === 'ja')
    return `${name}: ${unitIn(deduction.unit, 'ja')} の ${deduction.digits.join('、')} → ${removed}`;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${deduction.digits.join(', ')} in ${deduction.unit} → ${removed}`;
}

/** A combined puzzle's cell in its grid: "grid 2 r9c3" / "盤 2 の r9c3"; '' on other kinds. */
function gridPlaceText(next: NextStep, language: SheetLanguage): string {
  const place = next.gridPlace;
  if (!place) return '';
  return language === 'ja'
    ? `盤 ${place.grid} の ${cellName(place.row, place.col)}`
    : `grid ${place.grid} ${cellName(place.row, place.col)}`;
}

/** How many hint levels the step has: one per deduction (or the single's unit), the cell, the value. */
export function hintLevels(next: NextStep): number {
  return (next.deductions.length || 1) + 2;
}

/**
 * Hint `level` of the step's list: each deduction, then the cell, then the value. Any kind: units
 * as the geometry names them ("grid 2 row 3" → "盤 2 の 行 3"), cells in the bounding rectangle.
 */
export function hintText(next: NextStep, level: number, language: SheetLanguage): string {
  const links = hintLevels(next) - 2;
  const placing = techniqueNameIn(next.technique[next.technique.length - 1] as TechniqueLetter, language);
  const cell = cellName(next.row, next.col);
  const place = gridPlaceText(next, language);
  if (level <= links) {
    const deduction = next.deductions[level - 1];
    if (deduction) return deductionText(deduction, language);
    return language === 'ja'
      ? `${unitIn(next.unit, 'ja')} を見てください（${placing}）。`
      : `Look at ${next.unit}: ${placing}.`;
  }
  if (level === links + 1) {
    if (language === 'ja')
      return `セルは ${cell}（${place ? `${place}、` : ''}${unitIn(next.placingUnit, 'ja')}、${placing}）です。`;
    return `The cell is ${cell}${place ? ` (${place})` : ''} in ${next.placingUnit} (${placing}).`;
  }
  if (!place) return `${cell}=${next.value}`;
  return language === 'ja' ? `${cell}=${next.value}（${place}）` : `${cell}=${next.value} (${place})`;
}
