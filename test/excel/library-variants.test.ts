/**
 * Store and ReInput for puzzles of other kinds (issue 20) on the fake workbook: a 16×16, a jigsaw
 * whose regions come from fills, a colour puzzle and a samurai go into the Library sheet with their
 * kind and map and come back in their own shape — values checked against the fixture laid out by
 * the test, regions and colour units against the fixture geometry's own units, and the Library
 * sheet read back as a book; the questions and Restore of a recall over a person's cells; and a
 * Library sheet written before the kind columns.
 */

import type { Geometry } from '../../src/engine/geometry';
import {
  confirmRecall,
  readLibrary,
  recallPuzzle,
  restoreRecall,
  storeSelectedPuzzle,
  type RecallOutcome,
  type StoreRequest,
} from '../../src/excel/library';
import { readBook } from '../../src/io/book';
import type { KindChoice } from '../../src/io/sheet-puzzle';
import { fillsByUnit, mapColouredRegions, sheetValues, unitSquares } from '../helpers/sheet-grids';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { engineFixtures, type VariantFixture } from '../helpers/variant-fixtures';
import { FakeContext, type FakeWorksheet } from './fake-workbook';

const NOW = new Date(2026, 10, 22, 5, 0);
const WHITE = '#FFFFFF';

interface Case {
  name: string;
  fixture: VariantFixture;
  choice: KindChoice;
  /** The fills a person gave the puzzle, when they carry its map. */
  fills?: (geometry: Geometry) => string[][];
  /** The unit kind the fills carry. */
  mapUnits?: 'box' | 'extra';
}

const CASES: Case[] = [
  { name: 'a 16×16', fixture: engineFixtures('diagonal-16')[0], choice: { kind: 'diagonal' } },
  {
    name: 'a jigsaw with regions from fills',
    fixture: engineFixtures('jigsaw-9-generated')[0],
    choice: { kind: 'jigsaw' },
    fills: (g) => mapColouredRegions(g, [WHITE, '#FFC000', '#9BC2E6', '#A9D08E', '#F4B084', '#C9C9C9']),
    mapUnits: 'box',
  },
  {
    name: 'a colour puzzle',
    fixture: engineFixtures('colour-9-map')[0],
    choice: { kind: 'colour' },
    fills: (g) => fillsByUnit(g, 'extra'),
    mapUnits: 'extra',
  },
  { name: 'a samurai', fixture: engineFixtures('combined-samurai')[0], choice: { kind: 'samurai' } },
];

function address(row: number, column: number, rows: number, columns: number): string {
  const letter = (c: number) =>
    c < 26 ? String.fromCharCode(65 + c) : String.fromCharCode(64 + Math.floor(c / 26), 65 + (c % 26));
  return `${letter(column)}${row + 1}:${letter(column + columns - 1)}${row + rows}`;
}

function paint(sheet: FakeWorksheet, row: number, column: number, fills: string[][]): void {
  fills.forEach((line, r) =>
    line.forEach((fill, c) => (sheet.cell(row + r, column + c).fill = fill === WHITE ? undefined : fill)),
  );
}

function fillsAt(sheet: FakeWorksheet, row: number, column: number, rows: number, columns: number): string[][] {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => sheet.cells.get(`${row + r},${column + c}`)?.fill ?? WHITE),
  );
}

/** The squares of each fill colour (white left out when it marks no unit), as sorted "row,col" lists like unitSquares. */
function squaresByFill(fills: string[][], skipWhite: boolean): string[] {
  const groups = new Map<string, string[]>();
  fills.forEach((line, r) =>
    line.forEach((fill, c) =>
      skipWhite && fill === WHITE ? undefined : groups.set(fill, [...(groups.get(fill) ?? []), `${r},${c}`]),
    ),
  );
  return [...groups.values()].map((squares) => squares.sort().join(' ')).sort();
}

/** The case's puzzle typed at B2 of "Puzzle" (with its fills), selected. */
function workbookWith(test: Case): {
  context: FakeContext;
  sheet: FakeWorksheet;
  request: (number: number) => StoreRequest;
} {
  const context = new FakeContext();
  const sheet = context.workbook.worksheets.add('Puzzle');
  const { geometry, puzzle } = test.fixture;
  putValues(sheet, 'B2', sheetValues(geometry, puzzle));
  if (test.fills) paint(sheet, 1, 1, test.fills(geometry));
  context.workbook.selection = { sheet: 'Puzzle', address: address(1, 1, geometry.rows, geometry.cols) };
  context.discardPending();
  return { context, sheet, request: (number) => ({ number, title: test.name, now: NOW, kindFor: () => test.choice }) };
}

function written(outcome: RecallOutcome) {
  if (outcome.status !== 'written') throw new Error(`expected a written recall, got ${outcome.status}`);
  return outcome;
}

describe.each(CASES)('Store and ReInput of $name', (test) => {
  const { geometry, puzzle } = test.fixture;

  it('stores it with its kind and map, recalls it from one selected cell in its own shape, and Restore empties the range again', async () => {
    const { context, request } = workbookWith(test);
    const stored = await storeSelectedPuzzle(context.asExcel(), request(1));
    expect(stored).toMatchObject({
      status: 'stored',
      givens: puzzle.filter((value) => value > 0).length,
      readAs: { kind: test.choice.kind, rows: geometry.rows, columns: geometry.cols },
    });
    const library = context.workbook.worksheets.getItem('Library').valuesBlock();
    expect(library[1][5]).toBe(test.choice.kind);
    // The Library sheet is a book: the batch reads the stored puzzle on its own geometry.
    const [record] = readBook(library).records;
    expect(Array.from(record.variant!.givens)).toEqual(puzzle);
    expect(unitSquares(record.variant!.geometry, 'box')).toEqual(unitSquares(geometry, 'box'));
    expect(unitSquares(record.variant!.geometry, 'extra')).toEqual(unitSquares(geometry, 'extra'));

    const work = context.workbook.worksheets.add('Work');
    context.workbook.selection = { sheet: 'Work', address: 'C3' };
    const recall = written(await recallPuzzle(context.asExcel(), 1));
    expect(work.getRange(address(2, 2, geometry.rows, geometry.cols)).currentValues()).toEqual(
      sheetValues(geometry, puzzle),
    );
    expect(
      work
        .valuesBlock()
        .flat()
        .filter((value) => value !== ''),
    ).toHaveLength(puzzle.filter((value) => value > 0).length);
    const fills = fillsAt(work, 2, 2, geometry.rows, geometry.cols);
    if (test.mapUnits)
      expect(squaresByFill(fills, test.mapUnits === 'extra')).toEqual(unitSquares(geometry, test.mapUnits));
    else expect(fills.flat().every((fill) => fill === WHITE)).toBe(true);

    expect(await restoreRecall(context.asExcel(), recall.restore)).toEqual({ status: 'restored' });
    expect(work.valuesBlock()).toEqual([]);
    expect(
      fillsAt(work, 2, 2, geometry.rows, geometry.cols)
        .flat()
        .every((fill) => fill === WHITE),
    ).toBe(true);
  });
});

describe("ReInput of another kind over a person's cells", () => {
  const jigsaw = CASES[1];
  const { geometry, puzzle } = jigsaw.fixture;

  async function storedJigsaw() {
    const made = workbookWith(jigsaw);
    await storeSelectedPuzzle(made.context.asExcel(), made.request(1));
    const work = made.context.workbook.worksheets.add('Work');
    work.cell(0, 0).value = 'mine';
    work.cell(4, 4).fill = '#FF0000';
    made.context.workbook.selection = { sheet: 'Work', address: 'A1:I9' };
    return { ...made, work };
  }

  it('asks before writing over a non-empty range; once confirmed writes, and Restore puts back values and fills exactly', async () => {
    const { context, work } = await storedJigsaw();
    const asked = await recallPuzzle(context.asExcel(), 1);
    expect(asked).toMatchObject({ status: 'needs-confirmation', filledCells: ['A1'], changed: false });
    expect(work.valuesBlock()).toEqual([['mine']]);
    expect(work.cell(4, 4).fill).toBe('#FF0000');
    if (asked.status !== 'needs-confirmation') return;
    const recall = written(await confirmRecall(context.asExcel(), asked.pending));
    expect(work.getRange('A1:I9').currentValues()).toEqual(sheetValues(geometry, puzzle));
    expect(squaresByFill(fillsAt(work, 0, 0, 9, 9), false)).toEqual(unitSquares(geometry, 'box'));
    expect(await restoreRecall(context.asExcel(), recall.restore)).toEqual({ status: 'restored' });
    expect(work.valuesBlock()).toEqual([['mine']]);
    expect(
      fillsAt(work, 0, 0, 9, 9)
        .flat()
        .filter((fill) => fill !== WHITE),
    ).toEqual(['#FF0000']);
    expect(work.cell(4, 4).fill).toBe('#FF0000');
  });

  it('asks again, writing nothing, when the range changed between the question and the answer', async () => {
    const { context, work } = await storedJigsaw();
    const asked = await recallPuzzle(context.asExcel(), 1);
    if (asked.status !== 'needs-confirmation') throw new Error('expected a question');
    work.cell(8, 8).value = 'typed meanwhile';
    const again = await confirmRecall(context.asExcel(), asked.pending);
    expect(again).toMatchObject({ status: 'needs-confirmation', changed: true, filledCells: ['A1', 'I9'] });
    expect(
      work
        .getRange('A1:I9')
        .currentValues()
        .flat()
        .filter((value) => value !== ''),
    ).toEqual(['mine', 'typed meanwhile']);
    expect(
      fillsAt(work, 0, 0, 9, 9)
        .flat()
        .filter((fill) => fill !== WHITE),
    ).toEqual(['#FF0000']);
  });

  it('does not restore over a fill changed since the recall unless forced', async () => {
    const { context, work } = await storedJigsaw();
    work.cell(0, 0).value = '';
    const recall = written(await recallPuzzle(context.asExcel(), 1));
    work.cell(3, 3).fill = '#00FF00';
    expect(await restoreRecall(context.asExcel(), recall.restore)).toEqual({ status: 'changed', cells: ['D4'] });
    expect(work.cell(3, 3).fill).toBe('#00FF00');
    expect(await restoreRecall(context.asExcel(), recall.restore, true)).toEqual({ status: 'restored' });
    expect(work.valuesBlock()).toEqual([]);
  });

  it('names the shape the stored puzzle needs when the selection has another', async () => {
    const { context, work } = await storedJigsaw();
    context.workbook.selection = { sheet: 'Work', address: 'A1:U21' };
    expect(await recallPuzzle(context.asExcel(), 1)).toEqual({
      status: 'bad-selection',
      rows: 21,
      columns: 21,
      needed: { rows: 9, columns: 9 },
    });
    expect(work.valuesBlock()).toEqual([['mine']]);
  });
});

describe('Store of another kind: problems', () => {
  it('names a region of the wrong size (a jigsaw without fills), and writes nothing', async () => {
    const { context } = workbookWith({ ...CASES[1], fills: undefined });
    const outcome = await storeSelectedPuzzle(context.asExcel(), {
      number: 1,
      title: '',
      now: NOW,
      kindFor: () => ({ kind: 'jigsaw' }),
    });
    // Only what the message needs: not the range read to find the problem.
    expect(outcome).toEqual({
      status: 'bad-layout',
      kind: 'jigsaw',
      message: expect.stringMatching(/region|unit/i),
      cells: expect.any(Array),
    });
    expect(context.workbook.worksheets.items.map((sheet) => sheet.name)).toEqual(['Puzzle']);
  });

  it('names a cell that holds no symbol of a 16×16 by its sheet address', async () => {
    const { context, sheet } = workbookWith(CASES[0]);
    sheet.cell(3, 5).value = 'Z';
    expect(
      await storeSelectedPuzzle(context.asExcel(), {
        number: 1,
        title: '',
        now: NOW,
        kindFor: () => ({ kind: 'diagonal' }),
      }),
    ).toEqual({ status: 'bad-cells', cells: ['F4'], values: ['Z'], message: expect.stringContaining('"Z"'), size: 16 });
  });

  it('answers a bad cell of a samurai with the cells and what they hold, not the 21×21 range it read', async () => {
    const { context, sheet } = workbookWith(CASES[3]);
    sheet.cell(1, 1).value = 'x'; // B2: the samurai's top-left cell
    sheet.cell(21, 21).value = 10; // V22: its bottom-right cell
    const outcome = await storeSelectedPuzzle(context.asExcel(), {
      number: 1,
      title: '',
      now: NOW,
      kindFor: () => ({ kind: 'samurai' }),
    });
    expect(outcome).toEqual({
      status: 'bad-cells',
      cells: ['B2', 'V22'],
      values: ['x', 10],
      message: expect.any(String),
      size: 9,
    });
    expect(context.workbook.worksheets.items.map((each) => each.name)).toEqual(['Puzzle']);
  });
});

describe('a Library sheet written before the kind columns', () => {
  const NINE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

  it('still reads and recalls its 9×9 rows, and gains the kind headers with its first puzzle of another kind', async () => {
    const { context } = workbookWith(CASES[3]);
    const old = context.workbook.worksheets.add('Library');
    putValues(old, 'A1', [
      ['No.', 'Title', 'Puzzle', 'Givens', 'Stored at'],
      [1, 'old one', NINE, 17, 46000],
    ]);
    context.workbook.names.add('SudokuAnalyzer_Library', old.getRange('A1'));
    expect((await readLibrary(context.asExcel())).entries).toEqual([
      { number: 1, title: 'old one', puzzle: NINE, row: 1 },
    ]);

    const work = context.workbook.worksheets.add('Work');
    context.workbook.selection = { sheet: 'Work', address: 'B2' };
    written(await recallPuzzle(context.asExcel(), 1));
    expect(work.getRange('B2:J10').currentValues()).toEqual(typedGrid(NINE));

    context.workbook.selection = { sheet: 'Puzzle', address: 'B2:V22' };
    expect(
      await storeSelectedPuzzle(context.asExcel(), {
        number: 2,
        title: 'samurai',
        now: NOW,
        kindFor: () => ({ kind: 'samurai' }),
      }),
    ).toMatchObject({ status: 'stored', created: false });
    const rows = old.valuesBlock();
    expect(rows[0]).toEqual(['No.', 'Title', 'Puzzle', 'Givens', 'Stored at', 'Kind', 'Box', 'Grids', 'Map']);
    expect(rows[1].slice(0, 5)).toEqual([1, 'old one', NINE, 17, 46000]);
    expect(rows[2][5]).toBe('samurai');
  });
});

describe('Store of a combined layout given as a lattice', () => {
  // lattice:3x3 places its grids where the samurai preset does, so the samurai fixture is one.
  const { geometry, puzzle } = CASES[3].fixture;
  const lattice: KindChoice = { kind: 'combined', grids: 'lattice:3x3' };

  it('reads the whole layout from its selected top-left cell, stores it, and recalls it in its own shape', async () => {
    const { context } = workbookWith(CASES[3]);
    context.workbook.selection = { sheet: 'Puzzle', address: 'B2' };
    const stored = await storeSelectedPuzzle(context.asExcel(), {
      number: 1,
      title: 'lattice',
      now: NOW,
      kindFor: () => lattice,
    });
    expect(stored).toMatchObject({
      status: 'stored',
      givens: puzzle.filter((value) => value > 0).length,
      readAs: { rows: 21, columns: 21 },
    });
    const [record] = readBook(context.workbook.worksheets.getItem('Library').valuesBlock()).records;
    expect(Array.from(record.variant!.givens)).toEqual(puzzle);
    expect(unitSquares(record.variant!.geometry, 'box')).toEqual(unitSquares(geometry, 'box'));

    const work = context.workbook.worksheets.add('Work');
    context.workbook.selection = { sheet: 'Work', address: 'C3' };
    written(await recallPuzzle(context.asExcel(), 1));
    expect(work.getRange(address(2, 2, 21, 21)).currentValues()).toEqual(sheetValues(geometry, puzzle));
    expect(
      work
        .valuesBlock()
        .flat()
        .filter((value) => value !== ''),
    ).toHaveLength(puzzle.filter((value) => value > 0).length);
  });
});
