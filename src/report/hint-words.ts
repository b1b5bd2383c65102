/**
 * A hint's words in English or Japanese, one level of detail at a time: each deduction of the step
 * ("Pointing pair: 7 in box 1 → r2c1<>7"), then the cell, then the value. The pane's Hint and the
 * worksheet function SUDOKU.HINT both say them, with the technique and unit names of the sheets.
 */

import { eliminationNotation, cellName, type HintDeduction, type NextStep } from '../engine/hints';
import type { TechniqueLetter } from '../engine/types';
import { techniqueNameIn, unitIn, type SheetLanguage } from './analysis-labels';

/** "Pointing pair: 7 in box 1 → r2c1<>7" (or its Japanese). */
function deductionText(deduction: HintDeduction, language: SheetLanguage): string {
  const name = techniqueNameIn(deduction.technique, language);
  const removed = eliminationNotation(deduction.eliminations);
  if (language === 'ja') return `${name}: ${unitIn(deduction.unit, 'ja')} の ${deduction.digits.join('、')} → ${removed}`;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${deduction.digits.join(', ')} in ${deduction.unit} → ${removed}`;
}

/** Hint `level` of the step's list: each deduction, then the cell, then the value. */
export function hintText(next: NextStep, level: number, language: SheetLanguage): string {
  const links = next.deductions.length || 1;
  const placing = techniqueNameIn(next.technique[next.technique.length - 1] as TechniqueLetter, language);
  const cell = cellName(next.row, next.col);
  if (level <= links) {
    const deduction = next.deductions[level - 1];
    if (deduction) return deductionText(deduction, language);
    return language === 'ja' ? `${unitIn(next.unit, 'ja')} を見てください（${placing}）。` : `Look at ${next.unit}: ${placing}.`;
  }
  if (level === links + 1) return language === 'ja' ? `セルは ${cell}（${unitIn(next.placingUnit, 'ja')}、${placing}）です。` : `The cell is ${cell} in ${next.placingUnit} (${placing}).`;
  return `${cell}=${next.value}`;
}
