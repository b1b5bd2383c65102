/**
 * Hints (SPEC §7): wrong entries first, checked against the known solution; otherwise the next
 * placement from the person's grid, which must be the solution's digit, at three levels of detail.
 */

import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { PuzzleError } from '../../src/engine/core/errors';
import { hintFor } from '../../src/engine/analysis/hints';
import { labelOf } from '../../src/engine/techniques/technique-codes';
import { PATTERN_ENTRIES } from '../../src/engine/techniques/pattern-entries';
import type { TechniqueLetter } from '../../src/engine/analysis/types';
import { puzzlesWithSolutions, samplePuzzles } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';

const cases = puzzlesWithSolutions(30);

/** The puzzle with the solution's digit written into the first `count` empty cells (a person's progress). */
function progress(puzzle: string, solution: string, count: number): string {
  let grid = '';
  let written = 0;
  for (let cell = 0; cell < 81; cell++) {
    if (puzzle[cell] === '.' && written < count) {
      grid += solution[cell];
      written++;
    } else grid += puzzle[cell];
  }
  return grid;
}

describe('hints', () => {
  test('on the bare puzzle, the next step is the analysis’s first step', () => {
    for (const { puzzle } of cases.slice(0, 10)) {
      const first = analyzePuzzle(puzzle).steps[0];
      const hint = hintFor(puzzle, puzzle);
      expect(hint.wrong).toEqual([]);
      expect(hint.next).toMatchObject({
        row: first.row,
        col: first.col,
        value: first.value,
        technique: first.technique,
        eliminated: first.eliminated,
      });
    }
  });

  test('from partly filled grids, the next value is the solution digit of an empty cell', () => {
    for (const [i, { puzzle, solution }] of cases.entries()) {
      const grid = progress(puzzle, solution, 5 + (i % 20));
      const hint = hintFor(puzzle, grid);
      const next = hint.next!;
      const cell = (next.row - 1) * 9 + next.col - 1;
      expect(grid[cell]).toBe('.');
      expect(next.value).toBe(Number(solution[cell]));
      for (const [r, c, d] of next.eliminated) expect(Number(solution[(r - 1) * 9 + c - 1])).not.toBe(d);
      const [where, what] = next.hints.slice(-2);
      expect(next.hints[0]).toContain(next.deductions.length > 0 ? next.deductions[0].unit : next.unit);
      expect(where).toContain(`r${next.row}c${next.col} `);
      expect(what).toBe(`r${next.row}c${next.col}=${next.value}`);
    }
  });

  test('for a chain or S, level 1 names the area of the FIRST deduction (the pointing pair), not the placement', () => {
    // Every step of top95 #1 in turn: where the step starts with a pointing pair, the hint must
    // point at the pair's box, whose two cells share the line of the first removal, which lies
    // outside that box.
    const puzzle = samplePuzzles('rated/top95.txt', 1)[0];
    const { steps, solution = '' } = analyzePuzzle(puzzle);
    const grid = puzzle.split('');
    let checked = 0;
    for (const step of steps.slice(0, 20)) {
      // The hint starts again from the digits (earlier eliminations are redone), so its step may
      // differ from the log's; its value is still the solution's.
      const next = hintFor(puzzle, grid.join('')).next!;
      expect(String(next.value)).toBe(solution[(next.row - 1) * 9 + next.col - 1]);
      if (next.technique[0] === 'V' || next.technique === 'S') {
        expect(next.hints[0]).toMatch(new RegExp(`^Pointing pair: \\d in ${next.unit} → `));
        const [[r1, c1], [r2, c2]] = next.areaCells;
        const box = (r: number, c: number) => 3 * Math.floor((r - 1) / 3) + Math.floor((c - 1) / 3) + 1;
        expect(next.unit).toBe(`box ${box(r1, c1)}`);
        expect(box(r2, c2)).toBe(box(r1, c1));
        const [r, c] = next.eliminated[0];
        expect(r1 === r2 ? r === r1 : c === c1).toBe(true);
        expect(box(r, c)).not.toBe(box(r1, c1));
        expect(next.hints[next.hints.length - 2]).toContain(`r${next.row}c${next.col}`);
        checked++;
      }
      grid[(step.row - 1) * 9 + step.col - 1] = String(step.value);
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('one technique per hint, naming its digit and unit, with HoDoKu eliminations that never remove the solution digit; a chain gives one hint per link', () => {
    // Steps of the first top95 puzzles, walked along the solution, until a chain has been seen.
    const units = /^(row|column|box) [1-9]$/;
    let chains = 0;
    let deductionsSeen = 0;
    for (const puzzle of samplePuzzles('rated/top95.txt', 4)) {
      const { steps, solution = '' } = analyzePuzzle(puzzle);
      const grid = puzzle.split('');
      for (const step of steps.slice(0, 30)) {
        const next = hintFor(puzzle, grid.join('')).next!;
        const linkHints = next.hints.slice(0, -2);
        if (next.deductions.length > 0) expect(linkHints).toHaveLength(next.deductions.length);
        next.deductions.forEach((deduction, i) => {
          deductionsSeen++;
          expect(deduction.unit).toMatch(units);
          expect(deduction.eliminations.length).toBeGreaterThan(0);
          for (const [r, c, d] of deduction.eliminations) {
            expect(String(d)).not.toBe(solution[(r - 1) * 9 + c - 1]);
            expect(deduction.digits).toContain(d);
          }
          const text = linkHints[i];
          expect(
            text.startsWith(`${deduction.digits.join(', ')} in ${deduction.unit} → `, text.indexOf(': ') + 2),
          ).toBe(true);
          const [r, c, d] = deduction.eliminations[0];
          expect(text).toContain(`r${r}c${c}<>${d}`);
        });
        if (next.deductions.length > 1) chains++;
        grid[(step.row - 1) * 9 + step.col - 1] = String(step.value);
      }
    }
    expect(deductionsSeen).toBeGreaterThan(0);
    expect(chains).toBeGreaterThan(0);
  });

  test('wrong entries come first, with the correct digit', () => {
    const { puzzle, solution } = cases[3];
    const grid = progress(puzzle, solution, 10).split('');
    const wrongCell = grid.findIndex((ch, cell) => ch !== '.' && puzzle[cell] === '.');
    const wrongValue = (Number(solution[wrongCell]) % 9) + 1;
    grid[wrongCell] = String(wrongValue);
    const hint = hintFor(puzzle, grid.join(''));
    expect(hint.wrong).toEqual([
      {
        row: Math.floor(wrongCell / 9) + 1,
        col: (wrongCell % 9) + 1,
        value: wrongValue,
        correct: Number(solution[wrongCell]),
      },
    ]);
    expect(hint.next).toBeUndefined();
  });

  test('a complete correct grid has no next step', () => {
    const { puzzle, solution } = cases[0];
    const hint = hintFor(puzzle, solution);
    expect(hint).toEqual({ wrong: [], note: expect.stringMatching(/complete/) });
  });

  test('an invalid puzzle is a PuzzleError', () => {
    expect(() => hintFor('.'.repeat(81), '.'.repeat(81))).toThrow(PuzzleError);
  });
});

describe('hints with the full technique set', () => {
  // mixed1000 sample puzzles.
  const puzzles = samplePuzzles('rated/mixed1000.txt', 40);

  test('a step that starts with a full-set pattern shows its proof in HoDoKu notation, true to the solution', () => {
    // A person who knows the singles and the full set's patterns only, so that the first
    // deduction of a step that is not a single is one of those patterns.
    const techniques = 'BLCM' + labelOf(Object.keys(PATTERN_ENTRIES) as TechniqueLetter[]);
    let checked = 0;
    for (const puzzle of puzzles) {
      // The person has written every placement before the first step that is not a single.
      const steps = analyzePuzzle(puzzle, { techniqueSet: 'full', techniques }).steps;
      const index = steps.findIndex((step) => step.technique.startsWith('['));
      if (index < 0) continue;
      const grid = puzzle.split('');
      for (const before of steps.slice(0, index)) grid[(before.row - 1) * 9 + before.col - 1] = String(before.value);
      const hint = hintFor(puzzle, grid.join(''), { techniqueSet: 'full', techniques });
      if (!hint.next?.technique.startsWith('[')) continue;
      const solution = uniqueSolution(puzzle);
      const proof = hint.next.proof ?? '';
      expect(proof).toMatch(/^r[1-9]c[1-9]<>[1-9]/);
      for (const [, row, col, digit] of proof.matchAll(/r([1-9])c([1-9])<>([1-9])/g)) {
        expect(solution[(Number(row) - 1) * 9 + Number(col) - 1]).not.toBe(digit);
      }
      // The first hint names the step's first pattern with its links (one technique per hint).
      expect(hint.next.hints[0]).toContain(proof.split(' by ')[1] ?? hint.next.hints[0].split(' → ')[1]);
      expect(hint.next.hints.join('\n')).toContain(proof.split(' by ')[0].split(', ')[0]);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('the model set gives no proof field (its hints are as before)', () => {
    const hint = hintFor(puzzles[0], puzzles[0]);
    expect(hint.next).not.toHaveProperty('proof');
  });
});
