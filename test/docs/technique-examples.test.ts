/**
 * The worked examples of docs/techniques.md (test/fixtures/technique-examples.txt) hold against an
 * independent truth: each puzzle has one solution by the test-side reference solver; the step
 * shown uses the technique it illustrates, places the solution's digit and removes no candidate
 * the solution needs; and the candidates it starts from keep the solution's digit in each open cell.
 * Every code of the registry has an example, or is named as missing in the file.
 */

import * as path from 'path';
import { analyzePuzzle, candidatesAtStep } from '../../src/engine/analyser';
import { TECHNIQUE_CODES } from '../../src/engine/techniques/registry';
import { exampleOptions, labelCodes, missingExamples, readExamples } from '../../scripts/docs/technique-examples';
import { solveReference } from '../helpers/solver-reference';

const ROOT = path.resolve(__dirname, '..', '..');
const EXAMPLES = readExamples(ROOT);
const MISSING = missingExamples(ROOT);

function referenceSolution(puzzle: string): string {
  const digits = Array.from(puzzle, (mark) => (/[1-9]/.test(mark) ? Number(mark) : 0));
  const { solutions } = solveReference(digits, 2);
  expect(solutions).toHaveLength(1);
  return Array.from(solutions[0]).join('');
}

describe('the worked examples of docs/techniques.md', () => {
  it('cover every code of the registry but those named as missing, each once', () => {
    expect([...EXAMPLES.map((example) => example.code), ...MISSING].sort()).toEqual([...TECHNIQUE_CODES].sort());
  });

  it.each(EXAMPLES.map((example) => [example.code, example] as const))(
    '%s: the step is right by the reference solution',
    (_code, example) => {
      const solution = referenceSolution(example.puzzle);
      const step = analyzePuzzle(example.puzzle, exampleOptions(example)).steps.find(
        (each) => each.n === example.step,
      )!;
      expect(labelCodes(step.technique)).toContain(example.code);
      expect(step.value).toBe(Number(solution[(step.row - 1) * 9 + step.col - 1]));
      expect(
        step.eliminated.filter(([row, col, digit]) => Number(solution[(row - 1) * 9 + col - 1]) === digit),
      ).toEqual([]);
      const grid = candidatesAtStep(example.puzzle, example.step, exampleOptions(example));
      const lost = grid.flatMap((row, r) =>
        row.flatMap((cell, c) =>
          cell.length > 0 && !Array.from(cell, Number).includes(Number(solution[r * 9 + c]))
            ? [`r${r + 1}c${c + 1}`]
            : [],
        ),
      );
      expect(lost).toEqual([]);
    },
  );
});
