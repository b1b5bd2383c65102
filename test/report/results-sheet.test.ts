import { TECHNIQUE_LETTERS } from '../../src/engine/techniques/registry';
import {
  buildResultsSheet,
  notConquerReason,
  puzzleOfResultsRow,
  resultsColumn,
  RESULTS_HEADERS,
} from '../../src/report/results-sheet';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { readPuzzleLines } from '../helpers/corpus';
import { readBook } from '../../src/io/book';
import { runBatch } from '../../src/engine/analysis/batch';
import { typedGrid } from '../helpers/sheet-grid';
import { columnLetter, parseRangeAddress } from '../../src/report/sheet-model';
import { TECHNIQUES } from '../../src/engine/techniques/registry';
import { gradeNameIn, techniqueNameIn } from '../../src/report/analysis-labels';
import { mixedItems } from '../helpers/batch-items';
import { buildLegendSheet } from '../../src/report/legend-sheet';

describe('Results sheet', () => {
  const items = mixedItems(12);
  const sheet = buildResultsSheet(items);
  const header = sheet.values[0];
  const cell = (row: number, name: string) => sheet.values[row + 1][header.indexOf(name)];

  it('adds the rating as the last column, so the columns before it stay where they were', () => {
    expect(RESULTS_HEADERS.slice(-5)).toEqual(['Assumptions', 'Effort', 'Puzzle', 'Solution', 'Rating']);
    expect(resultsColumn('Assumptions')).toBe(10 + TECHNIQUE_LETTERS.length);
  });

  it('has one header row and one row per puzzle, every row as wide as the header; the header frozen, filtered and printed on every page', () => {
    expect(sheet.values.filter((row) => row[0] !== '')).toHaveLength(items.length + 1);
    for (const row of sheet.values) expect(row).toHaveLength(header.length);
    expect(sheet.frozenRows).toBe(1);
    expect(sheet.autoFilter).toBe(`A1:${columnLetter(RESULTS_HEADERS.length - 1)}${items.length + 1}`);
    expect(sheet.printTitleRows).toBe('1:1');
  });

  it("holds nothing outside its filtered table, so a filter hides only puzzles' rows", () => {
    for (const language of ['en', 'ja'] as const) {
      const model = buildResultsSheet(items, language);
      const filtered = parseRangeAddress(model.autoFilter!);
      expect(filtered).toEqual({ row: 0, column: 0, rows: model.values.length, columns: model.values[0].length });
      expect(model.values[0]).toHaveLength(RESULTS_HEADERS.length);
    }
  });

  it("explains every technique letter on a legend sheet of its own, its header frozen, in the sheet's language", () => {
    for (const language of ['en', 'ja'] as const) {
      const legend = buildLegendSheet(language);
      expect(legend.name).toBe(language === 'en' ? 'Techniques' : '技法');
      expect(legend.values[0]).toEqual(language === 'en' ? ['Letter', 'Technique'] : ['記号', '技法']);
      expect(legend.frozenRows).toBe(1);
      expect(legend.autoFilter).toBeUndefined();
      expect(legend.values.slice(1).map((row) => row[0])).toEqual([...TECHNIQUE_LETTERS]);
      const names = new Map(legend.values.slice(1).map((row) => [row[0], row[1]]));
      for (const letter of TECHNIQUE_LETTERS)
        expect(names.get(letter)).toBe(language === 'en' ? TECHNIQUES[letter].english : techniqueNameIn(letter, 'ja'));
    }
  });

  it('is named in the display language', () => {
    expect(buildResultsSheet(items, 'en').name).toBe('Results');
    expect(buildResultsSheet(items, 'ja').name).toBe('計算結果');
  });

  it('names a bad cell of a grid book by its real sheet address (H3), not as if the grid began at A1 (G2)', () => {
    // A title in B1, the grid in B2:J10; the bad character typed at H3 (grid row 2, column 7).
    const puzzle = items.find((item) => item.result.status === 'conquer')!.record.puzzle;
    const grid = typedGrid(puzzle);
    grid[1][6] = 'x';
    const values: unknown[][] = [['', 'No.1'], ...grid.map((row) => ['', ...row])];
    const { records } = readBook(values);
    expect(records).toHaveLength(1);
    const [bad] = runBatch(records).items;
    for (const language of ['en', 'ja'] as const) {
      const reason = String(buildResultsSheet([bad], language).values[1][resultsColumn('Reason')]);
      expect(reason).toContain('H3');
      expect(reason).not.toContain('G2');
    }
  });

  describe("the reason of an invalid puzzle in Japanese, made from the error's data, not its English message", () => {
    const conquered = items.find((item) => item.result.status === 'conquer')!.record.puzzle;
    const english = /[A-Za-z]{2,}/;
    const reasonOf = (values: unknown[][], language: 'en' | 'ja') =>
      String(buildResultsSheet(runBatch(readBook(values).records).items, language).values[1][resultsColumn('Reason')]);
    const gridBook = (grid: unknown[][]): unknown[][] => [['', 'No.1'], ...grid.map((row) => ['', ...row])];

    it('names each unreadable cell of a grid by row, column and sheet address, with what it holds; the English stays as it was', () => {
      const grid = typedGrid(conquered);
      grid[1][6] = 'x';
      grid[8][0] = '１０';
      const ja = reasonOf(gridBook(grid), 'ja');
      expect(ja).toMatch(
        /^読めない問題（数字でも空欄でもありません: 2 行 7 列 \(H3\) に「x」、9 行 1 列 \(B10\) に「１０」。/,
      );
      expect(ja).not.toMatch(english);
      expect(reasonOf(gridBook(grid), 'en')).toBe(
        'bad-input: Not a digit or a blank: row 2, column 7 holds "x"; row 9, column 1 holds "１０". A cell holds a digit 1–9, or is empty (left blank, or . 0 - _ *). Cells: H3, B10.',
      );
    });

    it('counts the cells beyond the third and still gives their addresses', () => {
      const grid = typedGrid(conquered);
      for (const [r, c] of [
        [1, 1],
        [3, 3],
        [6, 6],
        [8, 8],
      ])
        grid[r][c] = '?';
      const ja = reasonOf(gridBook(grid), 'ja');
      expect(ja).toContain('2 行 2 列 (C3) に「?」、4 行 4 列 (E5) に「?」、7 行 7 列 (H8) に「?」、ほか 1 セル (J10)');
    });

    it('says how short a puzzle line is, and a puzzle stored as a number', () => {
      const short = conquered.slice(0, 40);
      const ja = reasonOf(
        [
          ['No.', 'Puzzle'],
          [1, short],
        ],
        'ja',
      );
      expect(ja).toContain('問題が 40 文字しかありません');
      expect(ja).not.toMatch(english);
      const number = reasonOf(
        [
          ['No.', 'Puzzle'],
          [1, 1e80],
        ],
        'ja',
      );
      expect(number).toContain('数値として保存');
      expect(number).not.toMatch(english);
    });

    it('names the clashing cells and their digit', () => {
      const grid = typedGrid(conquered);
      // The digit of row 1's first given, typed into another cell of row 1.
      const given = grid[0].findIndex((value) => value !== '');
      const blank = grid[0].findIndex((value) => value === '');
      grid[0][blank] = grid[0][given];
      const ja = reasonOf(gridBook(grid), 'ja');
      const address = (column: number) => `${String.fromCharCode(66 + column)}2`;
      const [first, second] = [given, blank].sort((a, b) => a - b);
      expect(ja).toContain(`1 行 ${first + 1} 列 (${address(first)}) の ${grid[0][given]}`);
      expect(ja).toContain(`1 行 ${second + 1} 列 (${address(second)}) の ${grid[0][given]}`);
      expect(ja).toMatch(/^数字の重複（/);
      expect(ja).not.toMatch(english);
    });
  });

  describe("the reason a puzzle was not conquered, in Japanese from the result's data", () => {
    const hard = readPuzzleLines('rated/top95.txt', 5)
      .map((puzzle) => analyzePuzzle(puzzle))
      .find((result) => result.assumptions > 0)!;
    /** The cells left, as the English reason counts them. */
    const leftIn = (reason: string) => Number(/(\d+) cells left/.exec(reason)![1]);

    it('says the assumption budget ran out, with the budget and the cells left', () => {
      const result = analyzePuzzle(hard.puzzle, { assumptionBudget: 1 });
      expect(result.status).toBe('not-conquer');
      const ja = notConquerReason(result, 'ja');
      expect(ja).toBe(`仮定の作業上限（1 回の伝播）に達しました（残り ${leftIn(result.reason!)} セル）。`);
      expect(notConquerReason(result, 'en')).toBe(result.reason);
    });

    it('says the enabled techniques get no further when no single letter would help', () => {
      const result = analyzePuzzle(hard.puzzle, {
        techniques: TECHNIQUE_LETTERS.filter((letter) => letter !== 'A').join(''),
      });
      expect(result.status).toBe('not-conquer');
      const ja = notConquerReason(result, 'ja');
      if (result.nextTechnique)
        expect(ja).toContain(`${result.nextTechnique}（${techniqueNameIn(result.nextTechnique, 'ja')}）`);
      else expect(ja).toBe(`有効な技法ではこれ以上進めません（残り ${leftIn(result.reason!)} セル）。`);
      expect(ja).not.toMatch(/[A-Za-z]{2,}/);
    });
  });

  it('writes Japanese headers, statuses and grades, and still finds the puzzle of a row', () => {
    const japanese = buildResultsSheet(items, 'ja');
    const row = items.findIndex((item) => item.result.status === 'invalid');
    expect(japanese.values[0]).toContain('問題');
    expect(japanese.values[row + 1][japanese.values[0].indexOf('結果')]).toBe('不正な問題');
    expect(japanese.values[row + 1][japanese.values[0].indexOf('理由')]).toMatch(
      /^(読めない問題|数字の重複|解なし|複数解)（/,
    );
    const conquered = items.findIndex((item) => item.result.status === 'conquer');
    expect(japanese.values[conquered + 1][japanese.values[0].indexOf('難易度')]).toBe(
      gradeNameIn(items[conquered].result.grade!.name, 'ja'),
    );
    expect(puzzleOfResultsRow(japanese.values[0], japanese.values[row + 1])).toBe(items[row].record.puzzle);
  });

  it('has a count column for every technique letter', () => {
    for (const letter of TECHNIQUE_LETTERS) expect(header).toContain(letter);
  });

  it('writes each puzzle as it was analysed', () => {
    items.forEach(({ record, result }, i) => {
      expect(cell(i, 'No.')).toBe(record.number);
      expect(cell(i, 'Title')).toBe(record.title);
      expect(cell(i, 'Publisher grade')).toBe(record.publisherLevel);
      expect(cell(i, 'Puzzle')).toBe(record.puzzle);
      expect(cell(i, 'Time (ms)')).toBe(result.timeMs);
      // Zero counts are blank cells.
      for (const letter of TECHNIQUE_LETTERS) expect(cell(i, letter)).toBe(result.techniqueCounts[letter] || '');
      if (result.status === 'conquer') {
        const givens = [...record.puzzle].filter((ch) => ch !== '.').length;
        expect(cell(i, 'Givens')).toBe(givens);
        expect(cell(i, 'Blanks')).toBe(81 - givens);
        expect(cell(i, 'Status')).toBe('Conquer');
        expect(cell(i, 'Our grade')).toBe(result.grade?.name);
        expect(cell(i, 'Level')).toBe(result.grade?.level);
        expect(cell(i, 'Solution')).toBe(result.solution);
        expect(cell(i, 'Reason')).toBe('');
        expect(typeof result.rating).toBe('number');
        expect(cell(i, 'Rating')).toBe(result.rating);
      }
    });
  });

  it('gives an invalid puzzle in the middle its row and its reason', () => {
    const i = items.findIndex((item) => item.result.status === 'invalid');
    expect(i).toBeGreaterThan(0);
    expect(i).toBeLessThan(items.length - 1);
    expect(cell(i, 'Status')).toBe('Invalid');
    expect(cell(i, 'Reason')).toContain(items[i].result.error!.message);
    expect(cell(i, 'Givens')).toBe('');
    expect(cell(i, 'Solution')).toBe('');
    const notConquered = items.findIndex((item) => item.result.status === 'not-conquer');
    expect(cell(notConquered, 'Status')).toBe('Not Conquer');
    expect(cell(notConquered, 'Reason')).toBe(items[notConquered].result.reason);
    expect(cell(i, 'Rating')).toBe('');
    expect(cell(notConquered, 'Rating')).toBe('');
  });

  it('keeps the puzzle and solution columns as text over every data row', () => {
    const text = sheet.styles
      .filter((entry) => entry.style.numberFormat === '@')
      .map((entry) => parseRangeAddress(entry.address));
    for (const name of ['Puzzle', 'Solution']) {
      const column = header.indexOf(name);
      for (let row = 1; row <= items.length; row++) {
        expect(
          text.some((r) => r.column <= column && column < r.column + r.columns && r.row <= row && row < r.row + r.rows),
        ).toBe(true);
      }
    }
  });

  it('colours every status cell once, Conquer in red', () => {
    const status = header.indexOf('Status');
    const coloured = sheet.styles
      .filter((entry) => entry.style.fontColor)
      .map((entry) => ({ ...parseRangeAddress(entry.address), colour: entry.style.fontColor }));
    for (let row = 1; row <= items.length; row++) {
      const covering = coloured.filter((r) => r.column === status && r.row <= row && row < r.row + r.rows);
      expect(covering).toHaveLength(1);
      if (items[row - 1].result.status === 'conquer') expect(covering[0].colour).toBe('#C00000');
    }
  });

  it('gives back the puzzle of a row, wherever the Puzzle column was moved', () => {
    const row = 3;
    expect(puzzleOfResultsRow(header, sheet.values[row + 1])).toBe(items[row].record.puzzle);
    const moved = (cells: readonly unknown[]) => [...cells].reverse();
    expect(puzzleOfResultsRow(moved(header), moved(sheet.values[row + 1]))).toBe(items[row].record.puzzle);
    expect(puzzleOfResultsRow(['No.', 'Title'], [1, 'x'])).toBeUndefined();
  });
});
