/**
 * The independent truth for variant analyses: every logged step against the puzzle's known
 * solution. A placement puts the solution's value into a cell that was empty; no elimination
 * removes the solution's value; a conquered analysis fills every blank cell exactly once. It reads
 * only the geometry's square → cell table, none of the analyser's code.
 */

import type { Geometry } from '../../src/engine/geometry';
import type { LoggedStep } from '../../src/engine/analysis/types';

export function variantStepProblems(
  geometry: Geometry,
  puzzle: readonly number[],
  solution: readonly number[],
  steps: readonly LoggedStep[],
  conquered: boolean,
): string[] {
  const problems: string[] = [];
  const cellOf = (row: number, col: number): number => {
    const inside = row >= 1 && col >= 1 && row <= geometry.rows && col <= geometry.cols;
    return inside ? geometry.cellAt[(row - 1) * geometry.cols + col - 1] : -1;
  };
  const filled = puzzle.map((value) => value !== 0);
  for (const step of steps) {
    const cell = cellOf(step.row, step.col);
    if (cell < 0) {
      problems.push(`step ${step.n} places at (${step.row},${step.col}), which is no cell`);
      continue;
    }
    if (step.value !== solution[cell])
      problems.push(
        `step ${step.n} (${step.technique}) places ${step.value} at (${step.row},${step.col}); the solution has ${solution[cell]}`,
      );
    if (filled[cell])
      problems.push(`step ${step.n} (${step.technique}) places into the filled cell (${step.row},${step.col})`);
    filled[cell] = true;
    for (const [row, col, value] of step.eliminated) {
      const removedFrom = cellOf(row, col);
      if (removedFrom < 0) problems.push(`step ${step.n} removes ${value} from (${row},${col}), which is no cell`);
      else if (solution[removedFrom] === value)
        problems.push(`step ${step.n} (${step.technique}) removes the solution value ${value} from (${row},${col})`);
    }
  }
  if (conquered) {
    const left = filled.filter((isFilled) => !isFilled).length;
    if (left > 0) problems.push(`conquered with ${left} cells never placed`);
  }
  return problems;
}
