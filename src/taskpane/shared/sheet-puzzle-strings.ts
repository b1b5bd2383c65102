/**
 * Why the selection gives no puzzle (sheet-puzzle.ts), in English and Japanese: the same sentences
 * for every tab that starts from the selected puzzle (GA, Solve along).
 */

import type { Language } from './language';
import type { SelectionProblem } from './sheet-puzzle';

export function selectionProblemText(problem: SelectionProblem, language: Language): string {
  if (language === 'ja') {
    switch (problem.reason) {
      case 'bad-selection':
        return `9×9 の範囲か、その左上となる 1 つのセルを選択してください（選択範囲は ${problem.rows}×${problem.columns}）。`;
      case 'unreadable':
        return `選択範囲を 9×9 の問題として読めません（9×9 のセルが収まる範囲を 1 つ選択してください）: ${problem.detail}`;
      case 'empty':
        return `${problem.address} は空です。問題を選択してください。`;
      case 'bad-cells':
        return `1〜9 の数字でも空欄でもないセルがあります: ${problem.cells.map((cell, i) => `${cell} は ${problem.found[i]}`).join('、')}。`;
      case 'conflict':
        return `ヒントが矛盾しています: ${problem.cells.join(' と ')} に同じ ${problem.digit} があります。`;
    }
  }
  switch (problem.reason) {
    case 'bad-selection':
      return `Select a 9×9 range, or a single cell as its top-left corner; the selection is ${problem.rows}×${problem.columns}.`;
    case 'unreadable':
      return `The selection cannot be read as a 9×9 puzzle (select one area with room for 9×9 cells): ${problem.detail}`;
    case 'empty':
      return `${problem.address} is empty: select a puzzle.`;
    case 'bad-cells':
      return `Not a digit 1–9 or a blank: ${problem.cells.map((cell, i) => `${cell} holds ${problem.found[i]}`).join(', ')}.`;
    case 'conflict':
      return `The givens clash: ${problem.digit} appears in ${problem.cells.join(' and ')} of one row, column or box.`;
  }
}
