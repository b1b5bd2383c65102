/**
 * The worksheet functions read positions with pencil marks (issue 37 item 2): one cell of HoDoKu's
 * library form or a candidate grid, or a 9×9 range whose cells hold several digits ("129" or 129:
 * candidates; one digit: a given). Truth: the reference solver and the fixture read by the test's
 * own arithmetic (test/helpers/position-fixture.ts).
 */

import {
  countFunction,
  givensFunction,
  gradeFunction,
  hintFunction,
  solveFunction,
  type CallContext,
} from '../../src/functions/sudoku-functions';
import { failureOf } from '../helpers/function-failure';
import { fixturePositions, positionFixtureText, sees, type FixturePosition } from '../helpers/position-fixture';

const EN: CallContext = { language: 'en', puzzleAddress: 'Sheet1!B2:J10' };
const JA: CallContext = { language: 'ja', puzzleAddress: 'Sheet1!B2:J10' };
const LINES = positionFixtureText().split('\n');
const { library, grid, strikes } = fixturePositions();

/** The position as a sheet range: a filled cell its digit as a number, an empty cell its marks as text (one mark: a given). */
function rangeOf(position: FixturePosition, asNumbers = false): unknown[][] {
  return Array.from({ length: 9 }, (_, row) =>
    Array.from({ length: 9 }, (_, col) => {
      const cell = row * 9 + col;
      if (position.digits[cell]) return position.digits[cell];
      return asNumbers ? Number(position.cells[cell]) : position.cells[cell];
    }),
  );
}

const peersOf = (cell: number) => Array.from({ length: 81 }, (_, peer) => peer).filter((peer) => sees(cell, peer));

const solutionRows = (position: FixturePosition) =>
  Array.from({ length: 9 }, (_, row) => position.solution.slice(row * 9, row * 9 + 9));

/** The cell (0-based) whose marks leave out its solution digit. */
function struck(position: FixturePosition): { cell: number } {
  const cell = position.cells.findIndex(
    (marks, index) => position.digits[index] === 0 && !marks.includes(String(position.solution[index])),
  );
  return { cell };
}

describe('SUDOKU functions on positions', () => {
  it('SOLVE reads a range of pencil marks (as text or as numbers) and the library form in one cell', () => {
    expect(solveFunction(rangeOf(grid), undefined, EN)).toEqual(solutionRows(grid));
    expect(solveFunction(rangeOf(library, true), undefined, EN)).toEqual(solutionRows(library));
    expect(solveFunction([[LINES[3]]], undefined, EN)).toEqual([[library.solution.join('')]]);
  });

  it('GIVENS counts the given digits, not those placed during the solve ("+")', () => {
    const placed = (LINES[3].split(':')[0].match(/\+/g) ?? []).length;
    const filled = library.digits.filter(Boolean).length;
    expect(givensFunction([[LINES[3]]], undefined, EN)).toBe(filled - placed);
  });

  it('names the cell whose marks strike its solution digit: SOLVE and GRADE #N/A, COUNT 0, in English and Japanese', () => {
    // A range reads one digit as a given, so the struck position (which has cells of one mark) goes in one cell as text.
    const { cell } = struck(strikes);
    const rowCol = `(${Math.floor(cell / 9) + 1},${(cell % 9) + 1})`;
    const english = failureOf(() => solveFunction([[LINES[22]]], undefined, EN));
    expect(english.code).toBe('notAvailable');
    expect(english.message).toContain(`${rowCol} exclude its solution digit ${strikes.solution[cell]}`);
    const japanese = failureOf(() => gradeFunction([[LINES[22]]], undefined, undefined, JA));
    expect(japanese.code).toBe('notAvailable');
    expect(japanese.message).toContain('候補に解の数字が残っていないセル');
    expect(japanese.message).toContain(rowCol);
    expect(countFunction([[LINES[22]]], undefined, EN)).toBe(0);
    expect(countFunction([[LINES[3]]], undefined, EN)).toBe(1);
    // The same filled cells without the marks are a sound puzzle: the marks are what the functions read.
    expect(countFunction([[strikes.digits.map((digit) => digit || '.').join('')]], undefined, EN)).toBe(1);
  });

  it('names the struck cell by its address in a range', () => {
    // The fixture's library position with one cell's marks swapped for two wrong digits.
    const range = rangeOf(library);
    // One digit in a range is a given, so a cell keeps only the wrong marks no such peer holds.
    const given = (index: number) => String(range[Math.floor(index / 9)][index % 9]).length === 1;
    const wrongMarks = (index: number) =>
      [...library.cells[index].replace(String(library.solution[index]), '')]
        .filter((mark) => !peersOf(index).some((peer) => given(peer) && library.cells[peer] === mark))
        .join('');
    const cell = library.cells.findIndex((_, index) => !given(index) && wrongMarks(index).length >= 2);
    const wrong = wrongMarks(cell);
    range[Math.floor(cell / 9)][cell % 9] = wrong;
    const address = `${String.fromCharCode(66 + (cell % 9))}${Math.floor(cell / 9) + 2}`;
    expect(failureOf(() => gradeFunction(range, undefined, undefined, JA)).message).toContain(address);
    expect(failureOf(() => solveFunction(range, undefined, EN)).message).toContain('exclude its solution digit');
  });

  it('HINT starts from the marks: its placement is the solution digit, and struck marks are named', () => {
    const text = hintFunction(rangeOf(library), undefined, 3, undefined, EN);
    const [, row, col, value] = /^r(\d)c(\d)=(\d)/.exec(text)!.map(Number);
    expect(value).toBe(library.solution[(row - 1) * 9 + col - 1]);
    expect(failureOf(() => hintFunction([[LINES[22]]], undefined, 1, undefined, EN)).message).toContain(
      'exclude its solution digit',
    );
  });

  it('HINT reads the pencil marks of the person’s grid: a puzzle of digits, a grid of marks', () => {
    const puzzle = Array.from({ length: 9 }, (_, row) =>
      Array.from({ length: 9 }, (_, col) => library.digits[row * 9 + col] || null),
    );
    const text = hintFunction(puzzle, rangeOf(library), 3, undefined, EN);
    const [, row, col, value] = /^r(\d)c(\d)=(\d)/.exec(text)!.map(Number);
    expect(value).toBe(library.solution[(row - 1) * 9 + col - 1]);
    // The same grid with one cell's marks leaving out its solution digit: the marks are what the hint reads.
    const grid = rangeOf(library);
    const given = (index: number) => String(grid[Math.floor(index / 9)][index % 9]).length === 1;
    const cell = library.cells.findIndex(
      (marks, index) =>
        !given(index) &&
        [...marks.replace(String(library.solution[index]), '')].filter(
          (mark) => !peersOf(index).some((peer) => given(peer) && library.cells[peer] === mark),
        ).length >= 2,
    );
    grid[Math.floor(cell / 9)][cell % 9] = library.cells[cell].replace(String(library.solution[cell]), '');
    expect(failureOf(() => hintFunction(puzzle, grid, 1, undefined, EN)).message).toContain(
      `(${Math.floor(cell / 9) + 1},${(cell % 9) + 1}) exclude its solution digit ${library.solution[cell]}`,
    );
  });

  it('refuses a cell left without candidates by its marks, and a bad library text, with #VALUE!', () => {
    const range = rangeOf(library);
    const cell = library.digits.findIndex((digit) => digit === 0);
    // Marks that only filled peers' digits make: the library form drops them, leaving none.
    const peerDigits = new Set(
      peersOf(cell)
        .map((peer) => library.digits[peer])
        .filter(Boolean),
    );
    range[Math.floor(cell / 9)][cell % 9] = [...peerDigits].slice(0, 2).join('');
    const empty = failureOf(() => solveFunction(range, undefined, EN));
    expect(empty.code).toBe('invalidValue');
    expect(empty.message).toContain(
      `(${Math.floor(cell / 9) + 1},${(cell % 9) + 1}) is empty and has no candidate left`,
    );
    const bad = failureOf(() => solveFunction([[LINES[24]]], undefined, EN));
    expect(bad.code).toBe('invalidValue');
    expect(bad.message).toContain('"2x5" is not three digits');
  });
});
