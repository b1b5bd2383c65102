import {
  confirmRecall,
  LIBRARY_NAMED_ITEM,
  readLibrary,
  recallPuzzle,
  restoreRecall,
  storeSelectedPuzzle,
  type RecallOutcome,
} from '../../src/excel/library';
import { LIBRARY_HEADERS } from '../../src/report/library-sheet';
import { samplePuzzles } from '../helpers/corpus';
import { puzzleAt, putValues as put, typedGrid as typed } from '../helpers/sheet-grid';
import { FakeContext, type FakeWorksheet } from './fake-workbook';

const PUZZLES = samplePuzzles('tdoku/puzzles3_magictour_top1465', 4);
const NOW = new Date(2026, 10, 22, 5, 0);

/** A workbook with the puzzle typed at B2:J10 of "Puzzle", selected. */
function workbookWithPuzzle(puzzle = PUZZLES[0]): { context: FakeContext; sheet: FakeWorksheet } {
  const context = new FakeContext();
  const sheet = context.workbook.worksheets.add('Puzzle');
  put(sheet, 'B2', typed(puzzle));
  context.workbook.selection = { sheet: 'Puzzle', address: 'B2:J10' };
  context.discardPending();
  return { context, sheet };
}

async function counted<T>(context: FakeContext, work: () => Promise<T>): Promise<{ outcome: T; syncs: number }> {
  const before = context.syncs;
  const outcome = await work();
  return { outcome, syncs: context.syncs - before };
}

function libraryRows(context: FakeContext, name = 'Library'): unknown[][] {
  return context.workbook.worksheets.getItem(name).valuesBlock();
}

describe('Store', () => {
  it('creates the Library sheet and stores the selected puzzle as text, in two syncs', async () => {
    const { context } = workbookWithPuzzle();
    const { outcome, syncs } = await counted(context, () =>
      storeSelectedPuzzle(context.asExcel(), { number: 1, title: '007', now: NOW }),
    );
    expect(outcome).toMatchObject({
      status: 'stored',
      number: 1,
      sheetName: 'Library',
      created: true,
      replaced: false,
      givens: PUZZLES[0].replace(/\./g, '').length,
    });
    expect(syncs).toBe(2);
    const rows = libraryRows(context);
    expect(rows[0]).toEqual([...LIBRARY_HEADERS]);
    expect(rows[1].slice(0, 4)).toEqual([1, '007', PUZZLES[0], PUZZLES[0].replace(/\./g, '').length]);
    expect(typeof rows[1][4]).toBe('number');
    expect(context.workbook.worksheets.getItem('Library').frozenRows).toBe(1);
    expect(context.workbook.names.getItem(LIBRARY_NAMED_ITEM).getRange().worksheet.name).toBe('Library');
    // The person stays on their puzzle.
    expect(context.workbook.worksheets.active).toBe('Puzzle');
  });

  it('keeps a completely filled grid as its 81 characters, not a number', async () => {
    const { context, sheet } = workbookWithPuzzle();
    const full = '123456789456789123789123456234567891567891234891234567345678912678912345912345678';
    put(sheet, 'B2', typed(full));
    await storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'grid', now: NOW });
    expect(libraryRows(context)[1][2]).toBe(full);
  });

  it('appends the next puzzle below, in three syncs, and reads the block from a single selected cell', async () => {
    const { context, sheet } = workbookWithPuzzle();
    await storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'one', now: NOW });
    put(sheet, 'L2', typed(PUZZLES[1]));
    context.workbook.selection = { sheet: 'Puzzle', address: 'L2' };
    const { outcome, syncs } = await counted(context, () =>
      storeSelectedPuzzle(context.asExcel(), { number: 5, title: 'five', now: NOW }),
    );
    expect(outcome).toMatchObject({ status: 'stored', created: false });
    expect(syncs).toBe(3);
    expect(libraryRows(context).map((row) => row.slice(0, 3))).toEqual([
      ['No.', 'Title', 'Puzzle'],
      [1, 'one', PUZZLES[0]],
      [5, 'five', PUZZLES[1]],
    ]);
    expect((await readLibrary(context.asExcel())).nextNumber).toBe(6);
  });

  it('refuses a taken number, and replaces it only when confirmed', async () => {
    const { context, sheet } = workbookWithPuzzle();
    await storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'one', now: NOW });
    put(sheet, 'B2', typed(PUZZLES[2]));
    const before = libraryRows(context);
    const refused = await counted(context, () =>
      storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'other', now: NOW }),
    );
    expect(refused.outcome).toMatchObject({
      status: 'duplicate',
      existing: { number: 1, title: 'one', puzzle: PUZZLES[0] },
    });
    expect(refused.syncs).toBe(2);
    expect(libraryRows(context)).toEqual(before);
    const replaced = await counted(context, () =>
      storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'other', replace: true, now: NOW }),
    );
    expect(replaced.outcome).toMatchObject({ status: 'stored', replaced: true });
    expect(replaced.syncs).toBe(3);
    expect(
      libraryRows(context)
        .slice(1)
        .map((row) => row.slice(0, 3)),
    ).toEqual([[1, 'other', PUZZLES[2]]]);
  });

  it('never touches a person’s own sheet called Library: ours is "Library (2)", found again by its name', async () => {
    const { context } = workbookWithPuzzle();
    const theirs = context.workbook.worksheets.add('library');
    put(theirs, 'A1', [['my shopping list'], ['eggs']]);
    context.discardPending();
    const first = await storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'one', now: NOW });
    const second = await storeSelectedPuzzle(context.asExcel(), { number: 2, title: 'two', now: NOW });
    expect([first, second]).toMatchObject([
      { sheetName: 'Library (2)', created: true },
      { sheetName: 'Library (2)', created: false },
    ]);
    expect(theirs.valuesBlock()).toEqual([['my shopping list'], ['eggs']]);
    expect(libraryRows(context, 'Library (2)')).toHaveLength(3);
    expect(await readLibrary(context.asExcel())).toMatchObject({ sheetName: 'Library (2)', nextNumber: 3 });
  });

  it('starts a new library when ours was deleted, replacing the broken name', async () => {
    const { context } = workbookWithPuzzle();
    await storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'one', now: NOW });
    context.workbook.worksheets.getItem('Library').delete();
    expect(await readLibrary(context.asExcel())).toEqual({ entries: [], nextNumber: 1 });
    const outcome = await storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'again', now: NOW });
    expect(outcome).toMatchObject({ status: 'stored', created: true, sheetName: 'Library' });
    expect(context.workbook.names.items).toHaveLength(1);
    expect(libraryRows(context)[1].slice(0, 2)).toEqual([1, 'again']);
  });

  it('names the cells that are neither a digit nor a blank by their sheet addresses, and writes nothing', async () => {
    const { context, sheet } = workbookWithPuzzle();
    sheet.cell(2, 4).value = 'x'; // E3: grid row 2, column 4
    sheet.cell(9, 9).value = 12; // J10: grid row 9, column 9
    const { outcome, syncs } = await counted(context, () =>
      storeSelectedPuzzle(context.asExcel(), { number: 1, title: 'bad', now: NOW }),
    );
    expect(outcome).toEqual({
      status: 'bad-cells',
      cells: ['E3', 'J10'],
      values: ['x', 12],
      message: expect.stringMatching(/"x"/),
    });
    expect(syncs).toBe(1);
    expect(context.workbook.worksheets.items.map((each) => each.name)).toEqual(['Puzzle']);
  });

  it('asks for a 9×9 range or a single cell, and refuses an empty grid', async () => {
    const { context } = workbookWithPuzzle();
    context.workbook.selection = { sheet: 'Puzzle', address: 'B2:E5' };
    expect(await storeSelectedPuzzle(context.asExcel(), { number: 1, title: '', now: NOW })).toEqual({
      status: 'bad-selection',
      rows: 4,
      columns: 4,
    });
    context.workbook.selection = { sheet: 'Puzzle', address: 'M20' };
    expect(await storeSelectedPuzzle(context.asExcel(), { number: 1, title: '', now: NOW })).toEqual({
      status: 'empty',
    });
    expect(context.workbook.worksheets.items).toHaveLength(1);
  });
});

describe('ReInput', () => {
  async function libraryOf(puzzles: string[]): Promise<{ context: FakeContext; sheet: FakeWorksheet }> {
    const made = workbookWithPuzzle(puzzles[0]);
    for (const [i, puzzle] of puzzles.entries()) {
      put(made.sheet, 'B2', typed(puzzle));
      await storeSelectedPuzzle(made.context.asExcel(), { number: i + 1, title: `No. ${i + 1}`, now: NOW });
    }
    return made;
  }

  function written(outcome: RecallOutcome) {
    if (outcome.status !== 'written') throw new Error(`expected a written recall, got ${outcome.status}`);
    return outcome;
  }

  it('writes the stored puzzle into an empty range at once, in three syncs, and Restore empties it again', async () => {
    const { context } = await libraryOf(PUZZLES.slice(0, 3));
    const target = context.workbook.worksheets.add('Work');
    context.workbook.selection = { sheet: 'Work', address: 'C3' };
    const { outcome, syncs } = await counted(context, () => recallPuzzle(context.asExcel(), 2));
    expect(syncs).toBe(3);
    const recall = written(outcome);
    expect(recall.entry.title).toBe('No. 2');
    expect(puzzleAt(target, 'C3:K11')).toBe(PUZZLES[1]);
    const restored = await counted(context, () => restoreRecall(context.asExcel(), recall.restore));
    expect(restored).toEqual({ outcome: { status: 'restored' }, syncs: 2 });
    expect(target.valuesBlock()).toEqual([]);
  });

  it('asks before overwriting anything, writes only once confirmed, and Restore puts the originals back', async () => {
    const { context, sheet } = await libraryOf(PUZZLES.slice(0, 2));
    // The person's grid holds their own puzzle, a note and a formula.
    put(sheet, 'B2', typed(PUZZLES[3]));
    sheet.cell(1, 2).value = 'note';
    sheet.getRange('J10').formulas = [['=SUM(B2:B9)']];
    const originals = sheet.getRange('B2:J10').values;
    const asked = await counted(context, () => recallPuzzle(context.asExcel(), 1));
    expect(asked.syncs).toBe(2);
    const question = asked.outcome;
    if (question.status !== 'needs-confirmation') throw new Error(`expected a question, got ${question.status}`);
    expect(question.filledCells).toContain('C2');
    expect(question.filledCells).toContain('J10');
    expect(sheet.getRange('B2:J10').values).toEqual(originals);

    const confirmed = await counted(context, () => confirmRecall(context.asExcel(), question.pending));
    expect(confirmed.syncs).toBe(2);
    const recall = written(confirmed.outcome);
    expect(puzzleAt(sheet, 'B2:J10')).toBe(PUZZLES[0]);

    const restored = await counted(context, () => restoreRecall(context.asExcel(), recall.restore));
    expect(restored).toEqual({ outcome: { status: 'restored' }, syncs: 2 });
    expect(sheet.getRange('B2:J10').values).toEqual(originals);
    expect(sheet.cell(9, 9)).toMatchObject({ value: '=SUM(B2:B9)', formula: true });
  });

  it('Restore puts back text as text, formulas, numbers, blanks and number formats exactly', async () => {
    const { context } = await libraryOf(PUZZLES.slice(0, 1));
    const work = context.workbook.worksheets.add('Work');
    // Typed by a person: text kept as text by an apostrophe ('007, '=x, '1-2), a number, a formula,
    // a blank, a date, and strings in cells formatted as text.
    const block = work.getRange('A1:I9');
    block.numberFormat = Array.from({ length: 9 }, (_, r) =>
      Array.from({ length: 9 }, (_, c) => (r === 1 && c < 2 ? '@' : r === 1 && c === 2 ? 'yyyy-mm-dd' : 'General')),
    );
    work.getRange('A1:F1').formulas = [["'007", "'=x", "'1-2", 7, '=1+1', '']];
    work.getRange('A2:C2').formulas = [['=y', '0012', 45000]];
    work.getRange('G1:I1').values = [['plain', "'12.50", '3.5']];
    context.discardPending();
    const snapshot = () => {
      const range = work.getRange('A1:I9');
      return {
        values: range.values,
        formulas: range.formulas,
        numberFormat: range.numberFormat,
        formula: range.currentValues().map((cells, r) => cells.map((_, c) => work.cell(r, c).formula === true)),
      };
    };
    const before = snapshot();
    expect(before.values[0].slice(0, 9)).toEqual(['007', '=x', '1-2', 7, 2, '', 'plain', '12.50', 3.5]);
    expect(before.formulas[0][4]).toBe('=1+1');
    expect(before.values[1].slice(0, 3)).toEqual(['=y', '0012', 45000]);

    context.workbook.selection = { sheet: 'Work', address: 'A1' };
    const asked = await counted(context, () => recallPuzzle(context.asExcel(), 1));
    expect(asked.syncs).toBe(2);
    const question = asked.outcome;
    if (question.status !== 'needs-confirmation') throw new Error(`expected a question, got ${question.status}`);
    const confirmed = await counted(context, () => confirmRecall(context.asExcel(), question.pending));
    expect(confirmed.syncs).toBe(2);
    const recall = written(confirmed.outcome);
    expect(puzzleAt(work, 'A1:I9')).toBe(PUZZLES[0]);

    const restored = await counted(context, () => restoreRecall(context.asExcel(), recall.restore));
    expect(restored).toEqual({ outcome: { status: 'restored' }, syncs: 2 });
    expect(snapshot()).toEqual(before);
  });

  it('asks again when the range changed between the question and the answer', async () => {
    const { context, sheet } = await libraryOf(PUZZLES.slice(0, 1));
    put(sheet, 'B2', typed(PUZZLES[3]));
    const asked = await recallPuzzle(context.asExcel(), 1);
    if (asked.status !== 'needs-confirmation') throw new Error('expected a question');
    sheet.cell(5, 5).value = 'typed meanwhile';
    const meanwhile = sheet.getRange('B2:J10').values;
    const again = await confirmRecall(context.asExcel(), asked.pending);
    expect(again).toMatchObject({ status: 'needs-confirmation', changed: true });
    expect(sheet.getRange('B2:J10').values).toEqual(meanwhile);
    if (again.status !== 'needs-confirmation') return;
    written(await confirmRecall(context.asExcel(), again.pending));
    expect(puzzleAt(sheet, 'B2:J10')).toBe(PUZZLES[0]);
  });

  it('does not restore over cells edited since the recall unless forced', async () => {
    const { context } = await libraryOf(PUZZLES.slice(0, 1));
    const target = context.workbook.worksheets.add('Work');
    put(target, 'A1', [['mine']]);
    context.workbook.selection = { sheet: 'Work', address: 'A1:I9' };
    const asked = await recallPuzzle(context.asExcel(), 1);
    if (asked.status !== 'needs-confirmation') throw new Error('expected a question');
    const recall = written(await confirmRecall(context.asExcel(), asked.pending));
    const firstBlank = PUZZLES[0].indexOf('.');
    target.cell(Math.floor(firstBlank / 9), firstBlank % 9).value = 4;
    // The person moved to another sheet meanwhile: Restore still goes to the recalled range.
    context.workbook.worksheets.active = 'Puzzle';
    const refused = await restoreRecall(context.asExcel(), recall.restore);
    expect(refused.status).toBe('changed');
    expect(target.cell(Math.floor(firstBlank / 9), firstBlank % 9).value).toBe(4);
    expect(await restoreRecall(context.asExcel(), recall.restore, true)).toEqual({ status: 'restored' });
    expect(target.valuesBlock()).toEqual([['mine']]);
  });

  it('says when there is no library, no such number, or an unreadable stored puzzle, and writes nothing', async () => {
    const empty = workbookWithPuzzle();
    empty.context.workbook.selection = { sheet: 'Puzzle', address: 'M20' };
    expect(await recallPuzzle(empty.context.asExcel(), 1)).toEqual({ status: 'no-library' });

    const { context } = await libraryOf(PUZZLES.slice(0, 1));
    context.workbook.selection = { sheet: 'Puzzle', address: 'M20' };
    expect(await recallPuzzle(context.asExcel(), 9)).toEqual({ status: 'not-found', number: 9 });
    context.workbook.worksheets.getItem('Library').cell(1, 2).value = 'garbage';
    expect(await recallPuzzle(context.asExcel(), 1)).toMatchObject({
      status: 'unreadable-entry',
      entry: { number: 1 },
      error: { kind: 'bad-input', input: { problem: 'too-short', length: 'garbage'.length } },
    });
    expect(
      context.workbook.worksheets
        .getItem('Puzzle')
        .getRange('M20:U28')
        .values.flat()
        .every((value) => value === ''),
    ).toBe(true);
  });

  it('refuses a selection that is neither 9×9 nor one cell', async () => {
    const { context } = await libraryOf(PUZZLES.slice(0, 1));
    context.workbook.selection = { sheet: 'Puzzle', address: 'A1:I10' };
    expect(await recallPuzzle(context.asExcel(), 1)).toEqual({ status: 'bad-selection', rows: 10, columns: 9 });
  });
});
