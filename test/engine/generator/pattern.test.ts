import { PuzzleError } from '../../../src/engine/core/errors';
import {
  MIN_PATTERN_CELLS,
  checkPattern,
  patternFromLine,
  patternFromSheet,
  patternOfPuzzle,
  patternSize,
  patternToString,
} from '../../../src/engine/generator/pattern';
import { parsePatternFile } from '../../../src/io/pattern-file';
import { parsePuzzleFile } from '../../../src/io/parse';
import { readDataText } from '../../helpers/corpus';

const PATTERN500 = readDataText('../../samples/Pattern500.txt');
const PROBLEM500 = readDataText('timedia/Problem500.txt');

function expectBadInput(action: () => unknown, message: RegExp, kind = 'bad-input'): void {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(PuzzleError);
    expect((error as PuzzleError).kind).toBe(kind);
    expect((error as PuzzleError).message).toMatch(message);
    return;
  }
  throw new Error('expected a PuzzleError');
}

describe('pattern files', () => {
  it('reads every X/- record of Pattern500 as the given cells of the matching Problem500 puzzle', () => {
    const patterns = parsePatternFile(PATTERN500);
    const problems = parsePuzzleFile(PROBLEM500, 'Problem500.txt');
    const titles = PATTERN500.split('\n').filter((line) => /^No\.\d+\s+H \d+\s*$/.test(line)).length;
    expect(patterns).toHaveLength(titles);
    expect(problems).toHaveLength(titles);
    patterns.forEach((record, i) => {
      expect(record.error).toBeUndefined();
      expect(record.title).toMatch(/^No\.\d+/);
      expect(patternToString(record.pattern!)).toBe(patternToString(patternOfPuzzle(problems[i].digits!)));
    });
  });

  it('reads 81-character lines, where any mark but . - 0 is a given, and skips comments', () => {
    const line = 'X.1-0a'.padEnd(81, '.');
    const records = parsePatternFile(`# my patterns\n${line}\n\n${'x'.repeat(81)}\n`);
    expect(records).toHaveLength(2);
    expect(Array.from(records[0].pattern!.slice(0, 6))).toEqual([1, 0, 1, 0, 0, 1]);
    expect(patternSize(records[0].pattern!)).toBe(3);
    expect(patternSize(records[1].pattern!)).toBe(81);
    expect(patternToString(patternFromLine(line))).toBe(patternToString(records[0].pattern!));
  });

  it('reads bare 9-row grids without spaces', () => {
    const grid = Array.from({ length: 9 }, (_, r) => (r % 2 ? 'X-X-X-X-X' : '-X-X-X-X-')).join('\n');
    const [record] = parsePatternFile(grid);
    expect(record.title).toBeUndefined();
    expect(patternSize(record.pattern!)).toBe(5 * 4 + 4 * 5);
  });

  it('keeps a record with a short row as an error naming the pattern and the row, and reads the next', () => {
    const good = PATTERN500.split('\n').slice(0, 10).join('\n');
    const bad = ['Heart', '- X - X', ...Array(8).fill('- - - - - - - - -')].join('\n');
    const records = parsePatternFile(`${bad}\n${good}\n`);
    expect(records).toHaveLength(2);
    expect(records[0].error?.kind).toBe('bad-input');
    expect(records[0].error?.message).toMatch(/Heart.*row 1.*4 marks/);
    expect(records[1].pattern).toBeDefined();
  });

  it('reports a record cut short', () => {
    const records = parsePatternFile(['Cut', ...Array(4).fill('X - - - - - - - -')].join('\n'));
    expect(records[0].error?.message).toMatch(/expected 9 grid rows, found 4/);
  });
});

describe('sheet patterns', () => {
  const empty = () => Array.from({ length: 9 }, () => Array<unknown>(9).fill(''));

  it('takes any non-empty cell, or any cell with a fill colour, as a given', () => {
    const values = empty();
    values[0][0] = 'x';
    values[4][4] = 7;
    values[8][8] = 0;
    values[2][3] = '   ';
    const fills = Array.from({ length: 9 }, () => Array<boolean>(9).fill(false));
    fills[1][1] = true;
    const pattern = patternFromSheet(values, fills);
    const cells = Array.from(pattern).flatMap((on, cell) => (on ? [cell] : []));
    expect(cells).toEqual([0, 10, 40, 80]);
  });

  it('rejects a range that is not 9×9', () => {
    expectBadInput(() => patternFromSheet(empty().slice(0, 8)), /9 rows by 9 columns, found 8 by 9/);
  });
});

describe('checkPattern', () => {
  it(`rejects fewer than ${MIN_PATTERN_CELLS} givens as proved impossible (no-solution), saying why`, () => {
    const pattern = patternFromLine('X'.repeat(16).padEnd(81, '.'));
    expectBadInput(
      () => checkPattern(pattern),
      /16 given cells.*at least 17 givens to have a unique solution/,
      'no-solution',
    );
  });

  it('accepts 17 givens', () => {
    const pattern = patternFromLine('X'.repeat(17).padEnd(81, '.'));
    expect(checkPattern(pattern)).toBe(pattern);
  });
});
