import { generatePuzzles, type GeneratedPuzzle } from '../../src/engine/generator/generate';
import { patternFromLine, patternSize, type Pattern } from '../../src/engine/generator/pattern';
import { parsePatternFile } from '../../src/io/pattern-file';
import {
  blockRow,
  buildGeneratedSheet,
  gridOrigin,
  puzzleGridStyles,
  puzzleGridValues,
  summaryRows,
  techniqueSummary,
} from '../../src/report/generated-sheet';
import { gradeNameIn } from '../../src/report/analysis-labels';
import { parseRangeAddress, rangeAddress, type CellStyle, type SheetModel } from '../../src/report/sheet-model';
import { puzzlesWithSolutions, readDataText } from '../helpers/corpus';

const PATTERNS = parsePatternFile(readDataText('../../samples/Pattern500.txt')).map((record) => record.pattern!);
const PATTERN = PATTERNS.find((pattern) => patternSize(pattern) === 22)!;
const RUN = generatePuzzles(PATTERN, { count: 2, seed: 'sheet test' });
const INFO = { source: 'Sheet1!B2:J10', target: { min: 1, max: 5 }, timeLimitMs: 300 };

/** Every cell of a model's range as "row,column". */
function cellsOf(address: string): string[] {
  const { row, column, rows, columns } = parseRangeAddress(address);
  const cells: string[] = [];
  for (let r = row; r < row + rows; r++) for (let c = column; c < column + columns; c++) cells.push(`${r},${c}`);
  return cells;
}

/** The effective value of one style property per cell, later ranges winning as in the sheet. */
function effective<K extends keyof CellStyle>(model: Pick<SheetModel, 'styles'>, key: K): Map<string, CellStyle[K]> {
  const result = new Map<string, CellStyle[K]>();
  for (const { address, style } of model.styles)
    if (style[key] !== undefined) for (const cell of cellsOf(address)) result.set(cell, style[key]);
  return result;
}

function givenCells(puzzle: string, row: number, column: number): string[] {
  return [...puzzle].flatMap((ch, i) => (ch === '.' ? [] : [`${row + Math.floor(i / 9)},${column + (i % 9)}`]));
}

function summaryAt(model: SheetModel, k: number): Map<string, unknown> {
  const { row } = gridOrigin(k);
  const rows = new Map<string, unknown>();
  for (let r = row; r < row + 10; r++)
    if (model.values[r]?.[10] !== '') rows.set(String(model.values[r][10]), model.values[r][11]);
  return rows;
}

describe('a puzzle grid as sheet values and formats', () => {
  it('puts each digit of the puzzle in its cell and leaves the others empty', () => {
    for (const { puzzle } of puzzlesWithSolutions(20).slice(0, 5)) {
      const grid = puzzleGridValues(puzzle);
      expect(
        grid
          .flat()
          .map((value) => (value === '' ? '.' : String(value)))
          .join(''),
      ).toBe(puzzle);
      expect(grid.flat().every((value) => value === '' || typeof value === 'number')).toBe(true);
    }
  });

  it('bolds exactly the givens, centres every cell and outlines the nine boxes', () => {
    const puzzle = RUN[0].puzzle!;
    const styles = puzzleGridStyles(puzzle, 3, 2);
    const bold = effective({ styles }, 'bold');
    expect(
      [...bold]
        .filter(([, value]) => value)
        .map(([cell]) => cell)
        .sort(),
    ).toEqual(givenCells(puzzle, 3, 2).sort());
    expect(bold.size).toBe(81);
    expect(new Set(effective({ styles }, 'horizontalAlignment').values())).toEqual(new Set(['Center']));
    const boxes = styles
      .filter(({ style }) => style.outline === 'Medium')
      .map(({ address }) => parseRangeAddress(address));
    expect(boxes).toHaveLength(9);
    for (const box of boxes) {
      expect([box.rows, box.columns]).toEqual([3, 3]);
      expect([(box.row - 3) % 3, (box.column - 2) % 3]).toEqual([0, 0]);
    }
    expect(new Set(boxes.flatMap((box) => cellsOf(rangeAddress(box.row, box.column, 3, 3)))).size).toBe(81);
  });
});

describe('the Generated sheet', () => {
  const model = buildGeneratedSheet(RUN, INFO);

  it('lays each puzzle out on its own grid, givens exactly on the pattern', () => {
    expect(String(model.values[0][0])).toContain(INFO.source);
    RUN.forEach((result, k) => {
      expect(model.values[blockRow(k)][0]).toBe(`Puzzle ${k + 1}`);
      const { row, column } = gridOrigin(k);
      const grid = model.values.slice(row, row + 9).map((cells) => cells.slice(column, column + 9));
      expect(grid).toEqual(puzzleGridValues(result.puzzle!));
      const drawn: Pattern = Uint8Array.from(grid.flat(), (value) => (value === '' ? 0 : 1));
      expect(drawn).toEqual(PATTERN);
      const bold = effective(model, 'bold');
      for (const cell of givenCells(result.puzzle!, row, column)) expect(bold.get(cell)).toBe(true);
    });
    expect(new Set(model.values.map((row) => row.length))).toEqual(new Set([model.values[0].length]));
  });

  it('summarises each puzzle beside its grid: grade, target, givens, time, attempts, seed, techniques', () => {
    RUN.forEach((result, k) => {
      const summary = summaryAt(model, k);
      expect(summary.get('Grade')).toBe(`${result.grade!.name} (level ${result.grade!.level})`);
      expect(summary.get('Target')).toBe('Beginner..Comfort');
      expect(summary.get('Givens')).toBe(patternSize(PATTERN));
      expect(summary.get('Time (ms)')).toBe(result.timeMs);
      expect(summary.get('Attempts')).toBe(result.attempts);
      expect(summary.get('Seed')).toBe(result.seed);
      expect(summary.get('Steps')).toBe(result.analysis!.steps.length);
      expect(summary.get('Puzzle')).toBe(result.puzzle);
      expect(summary.get('Note')).toBe('');
      const counted = String(summary.get('Techniques'))
        .split(', ')
        .map((part) => Number(part.split(' ')[1]));
      expect(counted.reduce((a, b) => a + b, 0)).toBe(
        Object.values(result.analysis!.techniqueCounts).reduce((a, b) => a + (b ?? 0), 0),
      );
    });
    expect(techniqueSummary(RUN[0])).toMatch(/^([A-Z] \d+)(, [A-Z] \d+)*$/);
  });

  it('shows a missed target in red next to the closest puzzle', () => {
    const missed: GeneratedPuzzle = {
      ...RUN[0],
      note: 'target Beginner not reached within 300 ms (4 attempts); closest puzzle found: Easy',
    };
    const sheet = buildGeneratedSheet([missed], INFO);
    const summary = summaryAt(sheet, 0);
    expect(summary.get('Note')).toBe(missed.note);
    const noteRow = gridOrigin(0).row + summaryRows(missed, INFO).findIndex(([label]) => label === 'Note');
    expect(effective(sheet, 'fontColor').get(`${noteRow},11`)).toBe('#C00000');
  });

  it('gives a failed puzzle its error and no grid, without shifting the next block', () => {
    const impossible = patternFromLine(`${'X'.repeat(27)}${'.'.repeat(27)}${'X'.repeat(27)}`);
    const [failed] = generatePuzzles(impossible, { seed: 1, timeLimitMs: 100 });
    expect(failed.error).toBeDefined();
    const sheet = buildGeneratedSheet([failed, RUN[1]], INFO);
    const { row } = gridOrigin(0);
    expect(
      sheet.values
        .slice(row, row + 9)
        .flatMap((cells) => cells.slice(0, 9))
        .every((value) => value === ''),
    ).toBe(true);
    expect(summaryAt(sheet, 0).get('Error')).toBe(failed.error!.message);
    expect(effective(sheet, 'fontColor').get(`${row},11`)).toBe('#C00000');
    const next = gridOrigin(1);
    expect(sheet.values.slice(next.row, next.row + 9).map((cells) => cells.slice(0, 9))).toEqual(
      puzzleGridValues(RUN[1].puzzle!),
    );
  });
});

describe('the Generated sheet in Japanese', () => {
  const model = buildGeneratedSheet(RUN, INFO, 'ja');
  /** Words a Japanese sheet must not show: English of two letters or more, apart from the unit ms and the pattern's address. */
  const englishIn = (value: unknown) =>
    String(value)
      .replace(INFO.source, '')
      .replace(/\bms\b/g, '')
      .match(/[A-Za-z]{2,}/g) ?? [];

  it('names the sheet, heads it and titles every puzzle in Japanese', () => {
    expect(model.name).toBe('作成した問題');
    expect(model.values[0][0]).toBe(
      `パターン ${INFO.source} から作成（目標: ${gradeNameIn('Beginner', 'ja')}〜${gradeNameIn('Comfort', 'ja')}）`,
    );
    RUN.forEach((_, k) => expect(model.values[blockRow(k)][0]).toBe(`問題 ${k + 1}`));
  });

  it('gives the same summary as the English sheet, with Japanese labels and grade names', () => {
    const english = buildGeneratedSheet(RUN, INFO, 'en');
    RUN.forEach((result, k) => {
      const summary = summaryAt(model, k);
      expect([...summary.keys()]).toEqual([
        '難易度',
        '目標',
        'ヒント数',
        '時間 (ms)',
        '試行回数',
        'シード',
        '手数',
        '技法',
        '注記',
        '問題',
      ]);
      expect(summary.get('難易度')).toBe(`${gradeNameIn(result.grade!.name, 'ja')}（レベル ${result.grade!.level}）`);
      expect(summary.get('ヒント数')).toBe(patternSize(PATTERN));
      expect(summary.get('問題')).toBe(result.puzzle);
      expect([...summary.values()].slice(2)).toEqual([...summaryAt(english, k).values()].slice(2));
    });
    expect(model.styles).toEqual(english.styles);
    for (const row of model.values) for (const value of row) expect(englishIn(value)).toEqual([]);
  });

  it('says a missed target in Japanese from the puzzle itself: the target, the time allowed, the attempts and the closest grade', () => {
    const missed: GeneratedPuzzle = {
      ...RUN[0],
      note: 'target Beginner not reached within 300 ms (4 attempts); closest puzzle found: Easy',
    };
    const target = { ...INFO, target: { min: 1, max: 1 } };
    const note = String(summaryAt(buildGeneratedSheet([missed], target, 'ja'), 0).get('注記'));
    expect(note).toBe(
      `目標 ${gradeNameIn('Beginner', 'ja')} には 300 ms 以内（${missed.attempts} 回の試行）に届きませんでした。最も近い問題: ${gradeNameIn(missed.grade!.name, 'ja')}`,
    );
    const noteRow = gridOrigin(0).row + summaryRows(missed, target, 'ja').findIndex(([label]) => label === '注記');
    expect(effective(buildGeneratedSheet([missed], target, 'ja'), 'fontColor').get(`${noteRow},11`)).toBe('#C00000');
  });

  it('explains a failed puzzle in Japanese, in red', () => {
    const impossible = patternFromLine(`${'X'.repeat(27)}${'.'.repeat(27)}${'X'.repeat(27)}`);
    const [failed] = generatePuzzles(impossible, { seed: 1, timeLimitMs: 100 });
    const sheet = buildGeneratedSheet([failed], { target: { min: 1, max: 5 }, timeLimitMs: 100 }, 'ja');
    expect(sheet.values[0][0]).toBe(
      `パターンから作成（目標: ${gradeNameIn('Beginner', 'ja')}〜${gradeNameIn('Comfort', 'ja')}）`,
    );
    const error = String(summaryAt(sheet, 0).get('エラー'));
    expect(error).toContain('100 ms 以内');
    expect(error).toContain(`${failed.attempts} 回の試行`);
    expect(englishIn(error)).toEqual([]);
    expect(effective(sheet, 'fontColor').get(`${gridOrigin(0).row},11`)).toBe('#C00000');
  });
});
