/**
 * A book of made-up puzzles for layout tests: the page and sheet layout reads no more than a
 * puzzle's symbols, so each puzzle is "1." repeated over its kind's cells, numbered in print order.
 */

import { kindGeometry, readBookPlan, type Book, type NumberedPuzzle } from '../../src/engine/book';

export function madeUpBook(sections: Record<string, unknown>[], title = 'Mixed'): Book {
  const plan = readBookPlan({ title, sections });
  let number = 0;
  return {
    plan,
    seed: 1,
    sections: plan.sections.map((section, index) => {
      const cells = kindGeometry(section.kind).cellCount;
      const puzzles = Array.from({ length: section.count }, (_, k): NumberedPuzzle => ({
        section: index,
        k,
        number: ++number,
        puzzle: '1.'.repeat(cells).slice(0, cells),
        solution: '1'.repeat(cells),
        givens: Math.ceil(cells / 2),
        steps: 0,
        techniqueCounts: {},
        timeMs: 0,
        attempts: 1,
        seed: 1,
        retry: 0,
      }));
      return { index, name: section.name, puzzles, misses: [] };
    }),
  };
}
