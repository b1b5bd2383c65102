/**
 * Positions with pencil marks in puzzle files and arguments (issue 37 item 1): the line reader
 * takes HoDoKu's library form, one-line candidate grids and framed, titled candidate grids
 * between plain puzzles, each record carrying its candidates. The expected cells come from the
 * fixture read by the test's own arithmetic (test/helpers/position-fixture.ts).
 */

import { parsePuzzleFile, readPuzzleLine } from '../../src/io/parse';
import { textKind } from '../../src/io/file-kind';
import { isVariantArgument } from '../../src/io/variant-choice';
import type { PuzzleRecord } from '../../src/io/record';
import { fixturePositions, positionFixtureText, type FixturePosition } from '../helpers/position-fixture';

/** A record's cells as a person reads them: a filled cell's digit, an empty one's candidates. */
function cellsOf(record: PuzzleRecord): string[] {
  return Array.from(record.digits ?? [], (digit, cell) => {
    if (digit) return String(digit);
    let marks = '';
    for (let d = 1; d <= 9; d++) if ((record.candidates?.[cell] ?? 0) & (1 << (d - 1))) marks += d;
    return marks;
  });
}

function expectPosition(record: PuzzleRecord, position: FixturePosition): void {
  expect(record.error).toBeUndefined();
  expect(record.line).toBe(position.line);
  expect(Array.from(record.digits ?? [])).toEqual(position.digits);
  expect(cellsOf(record)).toEqual(position.cells);
}

describe('positions in puzzle files', () => {
  const records = parsePuzzleFile(positionFixtureText(), 'positions.txt');
  const { library, oneLine, grid, strikes } = fixturePositions();

  it('is a 9×9 file, though a one-line candidate grid would pass for a row of numbers', () => {
    expect(textKind(positionFixtureText(), {}, 'positions.txt')).toBe('nine');
  });

  it('reads every record: three positions, one whose marks strike a solution digit, a bad one, a plain puzzle', () => {
    expect(records.map((record) => record.line)).toEqual([4, 6, 8, 23, 25, 27]);
    expectPosition(records[0], library);
    expectPosition(records[1], oneLine);
    expectPosition(records[2], grid);
    expect(records[2].title).toBe('Position from mixed1000 line 81');
    // Reading keeps the marks as written; the analysis is what finds them wrong.
    expectPosition(records[3], strikes);
    expect(records[5].candidates).toBeUndefined();
    expect(records[5].digits).toBeDefined();
  });

  it("names the bad deleted candidate in the record's error, and reads on", () => {
    expect(records[4].digits).toBeUndefined();
    expect(records[4].error?.message).toContain('"2x5" is not three digits');
  });

  it('keeps a position line and a plain line apart when they sit under a timedia title', () => {
    const text = positionFixtureText().split('\n')[3];
    const [titled] = parsePuzzleFile(`No.7   H 30\n${text}\n`);
    expect(titled.id).toBe('No.7');
    expectPosition({ ...titled, line: library.line }, library);
  });

  it('names a candidate grid cut short after three rows', () => {
    const rows = positionFixtureText().split('\n').slice(8, 13);
    const [cut] = parsePuzzleFile(rows.join('\n'));
    expect(cut.error?.message).toContain('only 3 of its 9 lines');
  });
});

describe('positions as arguments', () => {
  const lines = positionFixtureText().split('\n');
  const labels = { index: 0, id: '1', number: 1, title: '', publisherLevel: '', source: '', line: 1, column: 1 };

  it('reads the library form and a one-line candidate grid as a 9×9 position, not another kind', () => {
    const { library, oneLine } = fixturePositions();
    for (const [text, position] of [
      [lines[3], library],
      [lines[5], oneLine],
    ] as const) {
      expect(isVariantArgument(text, {})).toBe(false);
      const record = readPuzzleLine({ ...labels, line: position.line }, text);
      expectPosition(record, position);
    }
  });

  it('leaves a plain puzzle line as it was', () => {
    const record = readPuzzleLine(labels, lines[26]);
    expect(record.candidates).toBeUndefined();
    expect(record.puzzle).toBe(lines[26]);
  });
});
