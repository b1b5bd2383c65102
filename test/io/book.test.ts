import { readBook } from '../../src/io/book';
import type { PuzzleRecord } from '../../src/io/record';
import { digitsToString } from '../../src/engine/board/grid';
import { readPuzzleLines } from '../helpers/corpus';

const PUZZLES = readPuzzleLines('rated/mixed1000.txt', 12);
const LEVELS = ['Easy', 'Medium', 'Hard'];

function expectPuzzle(record: PuzzleRecord, puzzle: string): void {
  expect(record.error).toBeUndefined();
  expect(record.puzzle).toBe(puzzle);
  expect(digitsToString(record.digits!)).toBe(puzzle);
}

/** A 9×9 block of the puzzle as Office.js gives it: numbers for digits, "" for blanks. */
function gridValues(puzzle: string): (number | string)[][] {
  return Array.from({ length: 9 }, (_, r) =>
    [...puzzle.slice(r * 9, r * 9 + 9)].map((ch) => (ch === '.' ? '' : Number(ch))),
  );
}

describe('a book with one puzzle per row', () => {
  it.each([
    ['English', ['No.', 'Title', 'Level', 'Puzzle']],
    ['Japanese', ['番号', 'タイトル', '難易度', '問題']],
    ['Japanese (レベル)', ['番号', 'タイトル', 'レベル', '問題']],
  ])('finds the columns by %s headers, whatever their order', (_, [no, title, level, puzzle]) => {
    const values: unknown[][] = [[title, puzzle, '', level, no]];
    PUZZLES.forEach((text, i) => values.push([`Book ${i}`, text, '', LEVELS[i % 3], 101 + i]));
    const book = readBook(values);
    expect(book.layout).toBe('rows');
    expect(book.records).toHaveLength(PUZZLES.length);
    book.records.forEach((record, i) => {
      expectPuzzle(record, PUZZLES[i]);
      expect(record.number).toBe(101 + i);
      expect(record.title).toBe(`Book ${i}`);
      expect(record.publisherLevel).toBe(LEVELS[i % 3]);
      expect([record.line, record.column]).toEqual([i + 2, 2]);
    });
  });

  it('reads a puzzle cell with characters glued to its 81st, and warns about them', () => {
    const values: unknown[][] = [
      ['No.', 'Puzzle'],
      [1, `${PUZZLES[0]}x`],
      [2, `${PUZZLES[1]} # easy`],
    ];
    const { records } = readBook(values);
    records.forEach((record, i) => expectPuzzle(record, PUZZLES[i]));
    expect(records.map((record) => record.warning?.includes('"x"'))).toEqual([true, undefined]);
  });

  it('gives an unreadable row in the middle its record and error, and goes on', () => {
    const values: unknown[][] = [['No.', 'Puzzle']];
    PUZZLES.slice(0, 5).forEach((text, i) =>
      values.push([i + 1, i === 2 ? text.slice(0, 40) + 'x' + text.slice(41) : text]),
    );
    const { records } = readBook(values);
    expect(records).toHaveLength(5);
    expect(records[2].error?.kind).toBe('bad-input');
    expect(records[2].digits).toBeUndefined();
    expect(records[2].number).toBe(3);
    for (const i of [0, 1, 3, 4]) expectPuzzle(records[i], PUZZLES[i]);
  });

  it('reports a puzzle Excel turned into a number instead of misreading it', () => {
    const digitsOnly = PUZZLES[0].replace(/\./g, '0');
    const { records } = readBook([['Puzzle'], [Number(digitsOnly)], [PUZZLES[1]]]);
    expect(records[0].error?.message).toMatch(/number/);
    expectPuzzle(records[1], PUZZLES[1]);
  });

  it('finds the puzzle column without any header, skipping empty rows', () => {
    const values: unknown[][] = PUZZLES.slice(0, 4).map((text, i) => [`#${i}`, text]);
    values.splice(2, 0, ['', '']);
    const { layout, records } = readBook(values, { originRow: 4, originColumn: 2 });
    expect(layout).toBe('rows');
    records.forEach((record, i) => {
      expectPuzzle(record, PUZZLES[i]);
      expect(record.number).toBe(i + 1);
      expect(record.column).toBe(4);
    });
    expect(records[2].line).toBe(4 + 3 + 1);
  });

  it('keeps only the numbers from…to', () => {
    const values: unknown[][] = [['No.', 'Puzzle']];
    PUZZLES.forEach((text, i) => values.push([`No. ${i + 1}`, text]));
    const { records } = readBook(values, { from: 4, to: 7 });
    expect(records.map((record) => record.number)).toEqual([4, 5, 6, 7]);
    records.forEach((record) => expectPuzzle(record, PUZZLES[record.number - 1]));
    expect(readBook(values, { from: 11 }).records.map((record) => record.number)).toEqual([11, 12]);
  });
});

describe('a book of 9×9 grids', () => {
  it('reads grids stacked one under another, each under its title row', () => {
    const values: unknown[][] = [];
    PUZZLES.slice(0, 4).forEach((text, i) => {
      values.push([`No.${i + 1}`, '', '', '', '', '', `Level: ${LEVELS[i % 3]}`, '', '']);
      values.push(...gridValues(text));
      values.push([]);
    });
    const book = readBook(values);
    expect(book.layout).toBe('grids');
    expect(book.records).toHaveLength(4);
    book.records.forEach((record, i) => {
      expectPuzzle(record, PUZZLES[i]);
      expect(record.number).toBe(i + 1);
      expect(record.title).toBe(`No.${i + 1}`);
      expect(record.publisherLevel).toBe(LEVELS[i % 3]);
      expect([record.line, record.column]).toEqual([i * 11 + 2, 1]);
    });
  });

  it('reads grids side by side in two bands, row by row, with strings and full-width digits', () => {
    const bands = 2;
    const across = 3;
    const values: unknown[][] = Array.from({ length: bands * 11 }, () => new Array(across * 10).fill(''));
    for (let b = 0; b < bands; b++) {
      for (let a = 0; a < across; a++) {
        const n = b * across + a;
        values[b * 11][a * 10] = `問題 ${n + 1}`;
        values[b * 11][a * 10 + 1] = LEVELS[n % 3];
        gridValues(PUZZLES[n]).forEach((cells, r) =>
          cells.forEach(
            (value, c) =>
              (values[b * 11 + 1 + r][a * 10 + c] =
                n % 2 && value !== '' ? String.fromCharCode(0xff10 + Number(value)) : value),
          ),
        );
      }
    }
    const { layout, records } = readBook(values);
    expect(layout).toBe('grids');
    expect(records.map((record) => record.number)).toEqual([1, 2, 3, 4, 5, 6]);
    records.forEach((record, n) => {
      expectPuzzle(record, PUZZLES[n]);
      expect(record.publisherLevel).toBe(LEVELS[n % 3]);
    });
  });

  it('gives a mistyped grid in the middle its error, and keeps from…to', () => {
    const values: unknown[][] = [];
    PUZZLES.slice(0, 5).forEach((text, i) => {
      values.push([`Puzzle ${i + 1}`]);
      const grid = gridValues(text);
      if (i === 2) grid[4][4] = 'x';
      values.push(...grid);
    });
    const { records } = readBook(values);
    expect(records).toHaveLength(5);
    expect(records[2].error?.kind).toBe('bad-input');
    expect(records[2].error?.cells).toEqual([[5, 5]]);
    expectPuzzle(records[3], PUZZLES[3]);
    expect(readBook(values, { from: 2, to: 3 }).records.map((record) => record.number)).toEqual([2, 3]);
  });

  it('keeps a grid with many stray entries in its place, each stray cell named', () => {
    const values: unknown[][] = [];
    const strays: [number, number][] = [
      [1, 1],
      [2, 3],
      [3, 5],
      [5, 2],
      [7, 7],
      [9, 9],
    ];
    PUZZLES.slice(0, 3).forEach((text, i) => {
      values.push([`Puzzle ${i + 1}`]);
      const grid = gridValues(text);
      if (i === 1) for (const [row, column] of strays) grid[row - 1][column - 1] = 'x';
      values.push(...grid);
    });
    const { records } = readBook(values);
    expect(records.map((record) => record.title)).toEqual(['Puzzle 1', 'Puzzle 2', 'Puzzle 3']);
    expect(records[1].error?.kind).toBe('bad-input');
    expect(records[1].error?.cells).toEqual(strays);
    expectPuzzle(records[0], PUZZLES[0]);
    expectPuzzle(records[2], PUZZLES[2]);
  });

  it('numbers untitled-number grids by position', () => {
    const values: unknown[][] = [['Morning'], ...gridValues(PUZZLES[0]), ['Evening'], ...gridValues(PUZZLES[1])];
    const { records } = readBook(values);
    expect(records.map((record) => [record.number, record.title])).toEqual([
      [1, 'Morning'],
      [2, 'Evening'],
    ]);
  });
});
