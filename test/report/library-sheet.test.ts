import { countGivens } from '../../src/engine/board/grid';
import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import {
  buildLibrarySheet,
  excelDateSerial,
  filledCellAddresses,
  findLibraryEntry,
  gridValues,
  LIBRARY_HEADERS,
  LIBRARY_ROW_FORMATS,
  libraryRow,
  libraryRowAddress,
  nextLibraryNumber,
  parseLibraryNumber,
  planLibraryStore,
  readLibraryContents,
  variantLibraryRow,
} from '../../src/report/library-sheet';
import { combinedGeometry, parseGridOffsets, standardGeometry } from '../../src/engine/geometry';
import { samplePuzzles } from '../helpers/corpus';

const PUZZLES = samplePuzzles('tdoku/puzzles3_magictour_top1465', 4);
const STORED_AT = new Date(2026, 10, 22, 4, 30);

function sheetValues(rows: [number | string, string, string][]): unknown[][] {
  return [[...LIBRARY_HEADERS], ...rows.map(([number, title, puzzle]) => [number, title, puzzle, 17, 46000])];
}

describe('the Library sheet layout', () => {
  it('has the header row No. / Title / Puzzle / Givens / Stored at and the kind columns a book has, frozen and bold', () => {
    const model = buildLibrarySheet();
    expect(model.values).toEqual([['No.', 'Title', 'Puzzle', 'Givens', 'Stored at', 'Kind', 'Box', 'Grids', 'Map']]);
    expect(model.frozenRows).toBe(1);
    expect(model.styles[0]).toMatchObject({ address: 'A1:I1', style: { bold: true } });
    // The puzzle column is wide enough for its 81 characters.
    expect(model.columnWidths?.[2]).toBeGreaterThanOrEqual(81);
  });

  it('makes a row whose puzzle is the canonical text, stored as text, with its givens counted', () => {
    const digits = parsePuzzleText(PUZZLES[0]);
    const row = libraryRow(7, '007', digits, STORED_AT);
    expect(row.slice(0, 4)).toEqual([7, '007', PUZZLES[0], countGivens(digits)]);
    // A 9×9 leaves the kind columns empty (clearing them when it replaces a puzzle of another kind).
    expect(row.slice(5)).toEqual(['', '', '', '']);
    // Title and puzzle are text-formatted so Excel keeps "007" and the leading dots.
    expect(LIBRARY_ROW_FORMATS[1]).toBe('@');
    expect(LIBRARY_ROW_FORMATS[2]).toBe('@');
    expect(libraryRowAddress(4)).toBe('A5:I5');
  });

  it('writes the moment as the Excel date serial of its local time', () => {
    // Excel shows 36526 as 2000-01-01 00:00.
    expect(excelDateSerial(new Date(2000, 0, 1))).toBeCloseTo(36526, 9);
    expect(excelDateSerial(new Date(2026, 10, 22, 12, 0)) % 1).toBeCloseTo(0.5, 9);
  });
});

describe('reading the rows', () => {
  it('finds entries by number and skips the header, blank rows and rows without a valid No.', () => {
    const values = sheetValues([
      [1, 'first', PUZZLES[0]],
      ['', '', ''],
      ['note', 'typed by hand', ''],
      ['3', 'number as text', PUZZLES[1]],
      [2.5, 'bad number', PUZZLES[2]],
      [12, 'twelve', PUZZLES[3]],
    ]);
    const contents = readLibraryContents(values);
    expect(contents.entries.map((entry) => [entry.number, entry.title, entry.row])).toEqual([
      [1, 'first', 1],
      [3, 'number as text', 4],
      [12, 'twelve', 6],
    ]);
    expect(contents.nextRow).toBe(7);
    expect(findLibraryEntry(contents, 12)?.puzzle).toBe(PUZZLES[3]);
    expect(findLibraryEntry(contents, 2)).toBeUndefined();
    expect(nextLibraryNumber(contents)).toBe(13);
  });

  it('places the used range where it sits in the sheet', () => {
    // A used range starting at B3 (the header and column A were cleared by hand).
    const contents = readLibraryContents(
      [
        ['x', PUZZLES[0]],
        ['y', PUZZLES[1]],
      ],
      2,
      1,
    );
    expect(contents.entries).toEqual([]);
    expect(contents.nextRow).toBe(4);
    const shifted = readLibraryContents([[5, 'five', PUZZLES[0]]], 3, 0);
    expect(shifted.entries).toEqual([{ number: 5, title: 'five', puzzle: PUZZLES[0], row: 3 }]);
  });

  it('starts an empty library at number 1, below the header', () => {
    const contents = readLibraryContents([[...LIBRARY_HEADERS]]);
    expect(contents).toEqual({ entries: [], nextRow: 1, headerColumns: 9 });
    // A Library sheet written before the kind columns has five headers.
    expect(readLibraryContents([['No.', 'Title', 'Puzzle', 'Givens', 'Stored at']]).headerColumns).toBe(5);
    expect(nextLibraryNumber(contents)).toBe(1);
  });

  it('accepts only positive whole numbers as No.', () => {
    expect([1, '42', ' 7 '].map(parseLibraryNumber)).toEqual([1, 42, 7]);
    expect([0, -3, 1.5, '', '12a', '1e3', null, undefined, true].map(parseLibraryNumber)).toEqual(
      new Array(9).fill(undefined),
    );
  });
});

describe('storing under a number', () => {
  const contents = readLibraryContents(
    sheetValues([
      [1, 'one', PUZZLES[0]],
      [2, 'two', PUZZLES[1]],
    ]),
  );

  it('appends a new number below the last row', () => {
    expect(planLibraryStore(contents, 3, false)).toEqual({ action: 'append', row: 3 });
  });

  it('refuses a taken number unless replacing is confirmed, then replaces its row', () => {
    expect(planLibraryStore(contents, 2, false)).toMatchObject({
      action: 'refuse',
      existing: { number: 2, title: 'two' },
    });
    expect(planLibraryStore(contents, 2, true)).toMatchObject({ action: 'replace', row: 2, existing: { number: 2 } });
  });
});

describe('a puzzle of another kind', () => {
  it("keeps its kind, box and a combined layout's offsets in the kind columns, and reads them back", () => {
    const butterfly = combinedGeometry(parseGridOffsets('0,0;0,3;3,0;3,3'));
    const givens = new Uint8Array(butterfly.cellCount);
    givens[0] = 4;
    const row = variantLibraryRow(2, 'b', 'combined', butterfly, givens, STORED_AT);
    expect(row.slice(3)).toEqual([1, excelDateSerial(STORED_AT), 'combined', '', '0,0;0,3;3,0;3,3', '']);
    const twelve = variantLibraryRow(
      3,
      't',
      'standard',
      standardGeometry(12, { rows: 4, cols: 3 }),
      new Uint8Array(144),
      STORED_AT,
    );
    expect(twelve.slice(5)).toEqual(['standard', '4x3', '', '']);
    const contents = readLibraryContents([[...LIBRARY_HEADERS], row, twelve]);
    expect(contents.entries.map((entry) => entry.kind)).toEqual([
      { kind: 'combined', grids: '0,0;0,3;3,0;3,3' },
      { kind: 'standard', box: '4x3' },
    ]);
  });
});

describe('grids', () => {
  it('turns digits into 9×9 values with blanks as ""', () => {
    const digits = parsePuzzleText(PUZZLES[0]);
    const values = gridValues(digits);
    expect(values).toHaveLength(9);
    expect(
      values
        .flat()
        .map((value) => (value === '' ? '.' : String(value)))
        .join(''),
    ).toBe(PUZZLES[0]);
  });

  it('names the filled cells of a block by their sheet addresses', () => {
    const block = Array.from({ length: 9 }, () => new Array<unknown>(9).fill(''));
    block[0][0] = 5;
    block[8][8] = '=A1';
    block[3][2] = null;
    expect(filledCellAddresses(block, 1, 1)).toEqual(['B2', 'J10']);
  });
});
