/**
 * The truth every analysis must satisfy, checked against the puzzle's known solution (used by the
 * test suite on samples and by `npm run verify` on every corpus): each placement is the
 * solution's digit, placed once in an empty cell; no elimination removes a solution digit; a
 * conquered puzzle has every empty cell placed.
 */

import { CELL_COUNT, cellAt } from '../../src/engine/board/layout';
import type { AnalysisResult } from '../../src/engine/analysis/types';

/** Problems in plain words; empty when the analysis is consistent with `solution` (81 digits). */
export function analysisProblems(result: AnalysisResult, solution: string): string[] {
  const problems: string[] = [];
  const filled = new Uint8Array(CELL_COUNT);
  for (let cell = 0; cell < CELL_COUNT; cell++) if (result.puzzle.charCodeAt(cell) !== 46) filled[cell] = 1;
  for (const step of result.steps) {
    const cell = cellAt(step.row - 1, step.col - 1);
    const correct = solution.charCodeAt(cell) - 48;
    if (step.value !== correct)
      problems.push(
        `step ${step.n} (${step.technique}) places ${step.value} at (${step.row},${step.col}); the solution has ${correct}`,
      );
    if (filled[cell])
      problems.push(`step ${step.n} (${step.technique}) places into the filled cell (${step.row},${step.col})`);
    filled[cell] = 1;
    for (const [row, col, digit] of step.eliminated) {
      if (solution.charCodeAt(cellAt(row - 1, col - 1)) - 48 === digit) {
        problems.push(`step ${step.n} (${step.technique}) removes the solution digit ${digit} from (${row},${col})`);
      }
    }
  }
  if (result.status === 'conquer') {
    const left = filled.reduce((count, isFilled) => count + (isFilled ? 0 : 1), 0);
    if (left > 0) problems.push(`conquered with ${left} cells never placed`);
    if (result.solution !== solution) problems.push('the reported solution differs from the known one');
  }
  return problems;
}
