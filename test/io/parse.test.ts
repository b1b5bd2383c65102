import fc from 'fast-check';
import { PuzzleError } from '../../src/engine/core/errors';
import { countGivens, digitsToString } from '../../src/engine/board/grid';
import { parsePuzzleFile, parseSheetValues, readCellRecords } from '../../src/io/parse';
import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import { checkSolution } from '../../src/engine/board/rules';
import {
  canonicalPuzzle,
  evenlySpaced,
  puzzleField,
  readDataLines,
  readDataText,
  readPuzzleLines,
} from '../helpers/corpus';
import { errorOf } from '../helpers/puzzle-error';

const TOP95 = readPuzzleLines('rated/top95.txt');
const PUZZLE = TOP95[0];

function gridOf(puzzle: string, cellValue: (digit: number) => unknown): unknown[][] {
  return Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) => cellValue(Number(puzzle[r * 9 + c]) || 0)),
  );
}

function withCell(text: string, cell: number, mark: string): string {
  return text.slice(0, cell) + mark + text.slice(cell + 1);
}

describe('parsePuzzleText', () => {
  it('reads every top95 puzzle back to its canonical line', () => {
    for (const puzzle of TOP95) expect(digitsToString(parsePuzzleText(puzzle))).toBe(puzzle);
  });

  it.each(['.', '0', '-', '_', '*'])('reads %s as a blank', (mark) => {
    expect(digitsToString(parsePuzzleText(PUZZLE.replace(/\./g, mark)))).toBe(PUZZLE);
  });

  it('reads full-width digits and blanks as Japanese users type them', () => {
    const fullWidth = PUZZLE.replace(/[1-9.]/g, (ch) =>
      ch === '.' ? '．' : String.fromCharCode(ch.charCodeAt(0) + 0xfee0),
    );
    expect(digitsToString(parsePuzzleText(fullWidth))).toBe(PUZZLE);
  });

  it('ignores surrounding whitespace and anything after the 81st character', () => {
    expect(digitsToString(parsePuzzleText(`  \t${PUZZLE} 123 any text, x\n`))).toBe(PUZZLE);
  });

  it('names the cell, its A1 name and the value found', () => {
    const error = errorOf(() => parsePuzzleText(withCell(PUZZLE, 2 * 9 + 7, 'x')));
    expect(error.kind).toBe('bad-input');
    expect(error.message).toContain('row 3, column 8 holds "x"');
    expect(error.cells).toEqual([[3, 8]]);
  });

  it('lists every bad cell and names the first few', () => {
    let text = PUZZLE;
    const bad = [0, 10, 40, 79, 80];
    for (const cell of bad) text = withCell(text, cell, cell === 0 ? 'a' : '#');
    const error = errorOf(() => parsePuzzleText(text));
    expect(error.cells).toEqual(bad.map((cell) => [Math.floor(cell / 9) + 1, (cell % 9) + 1]));
    expect(error.message).toContain('row 1, column 1 holds "a"');
    expect(error.message).toContain('and 2 more cells');
  });

  it('says how long a short line is', () => {
    const error = errorOf(() => parsePuzzleText(PUZZLE.slice(0, 79)));
    expect(error.kind).toBe('bad-input');
    expect(error.message).toContain('only 79 characters');
    expect(errorOf(() => parsePuzzleText('   ')).message).toContain('empty');
  });

  it('rejects a value that is not text', () => {
    expect(errorOf(() => parsePuzzleText(42 as unknown as string)).message).toContain('should be text, not 42');
  });

  it('round-trips any digit array through its canonical text', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }), (digits) => {
        expect(Array.from(parsePuzzleText(digitsToString(digits)))).toEqual(digits);
      }),
    );
  });
});

describe('parseSheetValues', () => {
  it('reads numbers, numeric strings, padded strings and full-width digits', () => {
    const forms: ((digit: number) => unknown)[] = [
      (d) => (d ? d : ''),
      (d) => (d ? String(d) : null),
      (d) => (d ? ` ${d} ` : 0),
      (d) => (d ? String.fromCharCode(0xff10 + d) : '　'),
      (d) => (d ? d : '0'),
      (d) => (d ? `\u3000${d}` : ' . '),
    ];
    for (const form of forms) expect(digitsToString(parseSheetValues(gridOf(PUZZLE, form)))).toBe(PUZZLE);
  });

  it.each([
    [10, '10'],
    [3.5, '3.5'],
    [-1, '-1'],
    ['ab', '"ab"'],
    ['#N/A', '"#N/A"'],
    [true, 'true'],
    [{}, 'an object'],
  ])('names the cell holding %p', (value, shown) => {
    const grid = gridOf(PUZZLE, (d) => d || '');
    grid[2][7] = value;
    const error = errorOf(() => parseSheetValues(grid));
    expect(error.kind).toBe('bad-input');
    expect(error.message).toContain(`row 3, column 8 holds ${shown}`);
    expect(error.cells).toEqual([[3, 8]]);
  });

  it('rejects a range that is not 9×9 with the size it found', () => {
    const grid = gridOf(PUZZLE, (d) => d);
    expect(errorOf(() => parseSheetValues(grid.slice(0, 8))).message).toContain('8 rows');
    expect(errorOf(() => parseSheetValues([...grid.slice(0, 3), [...grid[3], 1], ...grid.slice(4)])).message).toContain(
      'Row 4 of the range has 10 cells',
    );
    expect(errorOf(() => parseSheetValues([...grid.slice(0, 8), 'text'])).message).toContain(
      'Row 9 of the range is "text"',
    );
    expect(errorOf(() => parseSheetValues('not a range')).kind).toBe('bad-input');
  });
});

describe('parsePuzzleFile', () => {
  const problems = parsePuzzleFile(readDataText('timedia/Problem500.txt'), 'Problem500.txt');
  const timediaTitles = readDataLines('timedia/Problem500.txt').filter((line) => /^No\.\d+\s+H \d+$/.test(line)).length;

  it('reads every timedia record (Problem500) with its title', () => {
    expect(problems).toHaveLength(timediaTitles);
    expect(problems.every((record) => record.digits && !record.error)).toBe(true);
    expect(problems.map((record) => record.index)).toEqual(Array.from({ length: timediaTitles }, (_, i) => i));
    expect(problems[4].id).toBe('No.5');
    expect(problems[4].title).toMatch(/^No\.5\s+H \d+$/);
    expect(problems[4].line).toBe(41);
  });

  it('puts the givens where Pattern500 puts its X marks, whatever the title H says', () => {
    const patterns = readCellRecords(readDataText('../../samples/Pattern500.txt'));
    expect(patterns).toHaveLength(timediaTitles);
    problems.forEach((record, i) => {
      const marks = Array.from(patterns[i].tokens ?? [], (token) => (token === 'X' ? 'X' : '-')).join('');
      expect(digitsToString(record.digits ?? [], '-').replace(/[1-9]/g, 'X')).toBe(marks);
    });
    const no19 = problems[18];
    expect(Number(no19.title?.split('H')[1])).toBe(countGivens(no19.digits ?? []) + 1);
  });

  it('reads 81-character lines, skipping # comments and blank lines, with line numbers as ids', () => {
    const records = parsePuzzleFile(readDataText('tdoku/puzzles3_magictour_top1465'));
    const lines = readDataLines('tdoku/puzzles3_magictour_top1465');
    expect(records).toHaveLength(lines.length);
    expect(records.map((record) => digitsToString(record.digits ?? []))).toEqual(lines);
    expect(records[0].id).toBe(String(records[0].line));
    expect(records[0].line).toBe(3);
  });

  it('reads CSV puzzles that agree with the solutions in the same file (radcliffe sample)', () => {
    const text = readDataText('radcliffe-curated/sudoku_curated_5000.csv');
    const records = parsePuzzleFile(text, 'sudoku_curated_5000.csv');
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    expect(records).toHaveLength(lines.length - 1);
    for (const record of evenlySpaced(records, 60)) {
      const solution = lines[record.line - 1].split(',')[1];
      expect(checkSolution(record.digits ?? [], Array.from(solution, Number)).ok).toBe(true);
    }
  });

  it('recognises a CSV header without the .csv name, and reads ids, numbers and titles', () => {
    const metaLines = readDataLines('rated/mixed1000_meta.csv', 4);
    const records = parsePuzzleFile(metaLines.join('\n'));
    expect(records.map((record) => record.id)).toEqual(metaLines.slice(1).map((line) => line.split(',')[0]));
    expect(records.map((record) => digitsToString(record.digits ?? []))).toEqual(
      metaLines.slice(1).map((line) => canonicalPuzzle(puzzleField(line) ?? '')),
    );

    const csv = `\uFEFFNo;Title;PUZZLE\r\n7;"Hard; really ""hard""";${TOP95[1]}\r\n;;${TOP95[2]}\r\n`;
    const [first, second] = parsePuzzleFile(csv);
    expect(first).toMatchObject({ id: '7', title: 'Hard; really "hard"', line: 2 });
    expect(digitsToString(first.digits ?? [])).toBe(TOP95[1]);
    expect(second).toMatchObject({ id: '3', line: 3 });
  });

  it('keeps reading after a bad record, which gets its error and its index', () => {
    const csv = ['id,puzzle', `a,${TOP95[0]}`, `b,${withCell(TOP95[1], 80, 'z')}`, 'c', `d,${TOP95[2]}`].join('\n');
    const records = parsePuzzleFile(csv, 'book.csv');
    expect(records.map((record) => [record.index, record.id, Boolean(record.digits)])).toEqual([
      [0, 'a', true],
      [1, 'b', false],
      [2, 'c', false],
      [3, 'd', true],
    ]);
    expect(records[1].error?.message).toContain('row 9, column 9 holds "z"');
    expect(records[2].error?.message).toContain('no puzzle column');

    const lines = parsePuzzleFile([TOP95[0], 'not a puzzle', TOP95[1]].join('\n'));
    expect(lines.map((record) => record.error?.kind)).toEqual([undefined, 'bad-input', undefined]);
  });

  it('reads untitled grids, a title over a one-line puzzle, and reports a broken grid', () => {
    const rows = Array.from({ length: 9 }, (_, r) => Array.from(TOP95[3].slice(r * 9, r * 9 + 9)).join(' '));
    const broken = [...rows.slice(0, 4), rows[4].slice(2), ...rows.slice(5)];
    const text = [...rows, 'No.2 H 17', TOP95[4], 'No.3', ...broken, 'No.4', ...rows.slice(0, 3)].join('\n');
    const records = parsePuzzleFile(text);
    expect(records.map((record) => record.id)).toEqual(['1', 'No.2', 'No.3', 'No.4']);
    expect(digitsToString(records[0].digits ?? [])).toBe(TOP95[3]);
    expect(digitsToString(records[1].digits ?? [])).toBe(TOP95[4]);
    expect(records[2].error?.message).toContain('Grid line 5 has 8 entries');
    expect(records[3].error?.message).toContain('only 3 of its 9 lines');
  });

  it('takes any line right above a grid as its title, not as a puzzle that cannot be read', () => {
    const grid = (puzzle: string) =>
      Array.from({ length: 9 }, (_, r) => Array.from(puzzle.slice(r * 9, r * 9 + 9)).join(' ') + ' ');
    const text = [
      'Heart    H 20',
      ...grid(TOP95[5]),
      'No.7   H 18',
      ...grid(TOP95[6]),
      '',
      'Star',
      '# drawn by hand',
      ...grid(TOP95[7]),
    ].join('\n');
    const records = parsePuzzleFile(text);
    expect(records.map((record) => [record.id, record.title, record.line, record.error?.message])).toEqual([
      ['1', 'Heart    H 20', 1, undefined],
      ['No.7', 'No.7   H 18', 11, undefined],
      ['22', 'Star', 22, undefined],
    ]);
    expect(records.map((record) => digitsToString(record.digits ?? []))).toEqual([TOP95[5], TOP95[6], TOP95[7]]);
  });

  it('warns about characters glued to the 81st and reads the puzzle; a comment or field set off is not warned about', () => {
    const lines = [
      `${TOP95[0]}x7`,
      `${TOP95[1]} # comment`,
      `${TOP95[2]}#note`,
      `${TOP95[3]},${TOP95[3]}`,
      `${TOP95[4]}\t2.5`,
      TOP95[5],
    ];
    const records = parsePuzzleFile(lines.join('\n'));
    expect(records.map((record) => digitsToString(record.digits ?? []))).toEqual(TOP95.slice(0, 6));
    expect(records[0].warning).toContain('"x7"');
    expect(records.slice(1).map((record) => record.warning)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('does not let a stray grid-like line swallow the puzzles after it', () => {
    const records = parsePuzzleFile([TOP95[0], '1 2 3 4 5 6 7 8 9', TOP95[1], TOP95[2]].join('\n'));
    expect(records.map((record) => record.error?.message.slice(0, 35))).toEqual([
      undefined,
      'The grid has only 1 of its 9 lines.',
      undefined,
      undefined,
    ]);
    expect(records.map((record) => record.line)).toEqual([1, 2, 3, 4]);
  });

  it('names the cell of a bad grid token', () => {
    const lines = readDataText('timedia/Problem500.txt').split('\n').slice(0, 10);
    lines[3] = lines[3].replace(/^(\S+ \S+ \S+ \S+ \S+ )\S+/, '$1X');
    const [record] = parsePuzzleFile(lines.join('\n'));
    expect(record.error?.message).toContain('row 3, column 6 holds "X"');
  });

  it('throws a bad-input error for a .csv without a puzzle column, and reads an empty file as no puzzles', () => {
    expect(errorOf(() => parsePuzzleFile('id,grid\n1,2\n', 'x.csv')).message).toContain('no "puzzle" column');
    expect(parsePuzzleFile('\n  \n', 'x.csv')).toEqual([]);
  });
});

describe('the parser never throws anything but a PuzzleError', () => {
  const puzzleish = fc
    .array(
      fc.constantFrom(
        '1',
        '9',
        '.',
        '0',
        '-',
        'X',
        ' ',
        '\n',
        '\r\n',
        'No.1 H 3\n',
        'puzzle,id\n',
        'Puzzle;no\n',
        '"',
        ',',
        ';',
        '\t',
        '５',
        '#',
        PUZZLE,
      ),
      { maxLength: 120 },
    )
    .map((parts) => parts.join(''));
  const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), puzzleish);

  function expectOnlyPuzzleErrors(read: () => unknown): void {
    try {
      read();
    } catch (error) {
      expect(error).toBeInstanceOf(PuzzleError);
      expect((error as PuzzleError).kind).toBe('bad-input');
    }
  }

  it('on any text', () => {
    fc.assert(
      fc.property(text, (input) => expectOnlyPuzzleErrors(() => parsePuzzleText(input))),
      { numRuns: 500 },
    );
  });

  it('on any file text, giving each record digits or a bad-input error with cells on the grid', () => {
    fc.assert(
      fc.property(text, fc.constantFrom(undefined, 'a.csv', 'a.txt'), (input, name) =>
        expectOnlyPuzzleErrors(() => {
          for (const record of parsePuzzleFile(input, name)) {
            expect(Boolean(record.digits) !== Boolean(record.error)).toBe(true);
            for (const [row, col] of record.error?.cells ?? [])
              expect(row >= 1 && row <= 9 && col >= 1 && col <= 9).toBe(true);
          }
        }),
      ),
      { numRuns: 500 },
    );
  });

  it('on any value or nested array of values', () => {
    const grid9x9 = fc.array(fc.array(fc.anything(), { minLength: 9, maxLength: 9 }), { minLength: 9, maxLength: 9 });
    const values = fc.oneof(fc.anything(), fc.array(fc.array(fc.anything())), grid9x9);
    fc.assert(
      fc.property(values, (input) => expectOnlyPuzzleErrors(() => parseSheetValues(input))),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.anything(), (input) => expectOnlyPuzzleErrors(() => parsePuzzleFile(input as string))),
      { numRuns: 200 },
    );
  });
});
