import {
  LibraryController,
  type LibraryNotice,
  type LibraryQuestion,
} from '../../src/taskpane/library/library-controller';
import { libraryStrings } from '../../src/taskpane/library/library-strings';
import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import type { PuzzleError } from '../../src/engine/core/errors';
import { samplePuzzles } from '../helpers/corpus';
import { puzzleAt as read, putValues, typedGrid } from '../helpers/sheet-grid';
import { FakeContext, type FakeWorksheet } from '../excel/fake-workbook';
import { AnalysisController } from '../../src/taskpane/analyse/analysis-controller';
import { inProcessAnalysisWorker } from '../helpers/analysis-worker';
import { mapColouredRegions, sheetValues } from '../helpers/sheet-grids';
import { engineFixtures } from '../helpers/variant-fixtures';
import { variantStepProblems } from '../helpers/variant-step-check';

const PUZZLES = samplePuzzles('tdoku/puzzles3_magictour_top1465', 3);

function put(sheet: FakeWorksheet, address: string, puzzle: string): void {
  putValues(sheet, address, typedGrid(puzzle));
}

function setUp(language = 'en'): { context: FakeContext; sheet: FakeWorksheet; controller: LibraryController } {
  const context = new FakeContext();
  const sheet = context.workbook.worksheets.add('Puzzle');
  put(sheet, 'A1', PUZZLES[0]);
  context.workbook.selection = { sheet: 'Puzzle', address: 'A1:I9' };
  context.discardPending();
  const controller = new LibraryController({
    runExcel: (work) => work(context.asExcel()),
    now: () => new Date(2026, 10, 22),
    language,
  });
  return { context, sheet, controller };
}

describe('the Library panel controller', () => {
  it('refuses a No. that is not a positive whole number before touching Excel', async () => {
    const { context, controller } = setUp();
    for (const typed of ['', '0', '-1', '2.5', 'abc'])
      expect((await controller.store(typed, 't')).notice).toEqual({ kind: 'bad-number' });
    expect((await controller.recall('x')).notice).toEqual({ kind: 'bad-number' });
    expect(context.syncs).toBe(0);
  });

  it('stores, then offers the next number', async () => {
    const { controller } = setUp();
    expect((await controller.refresh()).listing).toEqual({ entries: [], nextNumber: 1 });
    const state = await controller.store('1', '  first  ');
    expect(state.notice).toEqual({ kind: 'stored', number: 1, title: 'first', sheetName: 'Library', replaced: false });
    expect(state.listing?.nextNumber).toBe(2);
    expect(state.listing?.entries.map((entry) => [entry.number, entry.title, entry.puzzle])).toEqual([
      [1, 'first', PUZZLES[0]],
    ]);
  });

  it('writes the Library sheet in Japanese when Office is — its name, 保存した問題, and its headers — and reads it back the same', async () => {
    const { context, controller } = setUp('ja-JP');
    await controller.store('1', '第一問');
    expect(context.workbook.worksheets.items.map((sheet) => sheet.name)).toContain('保存した問題');
    const rows = context.workbook.worksheets.getItem('保存した問題').valuesBlock();
    expect(rows[0]).toEqual([
      'No.',
      'タイトル',
      '問題',
      'ヒント数',
      '保存日時',
      '種類',
      'ボックス',
      'グリッド',
      'マップ',
    ]);
    expect(rows[1].slice(0, 3)).toEqual([1, '第一問', PUZZLES[0]]);
    expect((await controller.refresh()).listing?.entries.map((entry) => entry.puzzle)).toEqual([PUZZLES[0]]);
  });

  it('asks before replacing a stored number; "no" keeps it, "yes" replaces it', async () => {
    const { context, sheet, controller } = setUp();
    await controller.store('1', 'first');
    put(sheet, 'A1', PUZZLES[1]);
    expect((await controller.store('1', 'second')).question).toEqual({
      kind: 'replace',
      number: 1,
      storedTitle: 'first',
    });
    controller.decline();
    expect(controller.state).toMatchObject({ question: undefined, notice: { kind: 'declined' } });
    expect(context.workbook.worksheets.getItem('Library').valuesBlock()[1].slice(1, 3)).toEqual(['first', PUZZLES[0]]);
    await controller.store('1', 'second');
    const state = await controller.confirm();
    expect(state.notice).toMatchObject({ kind: 'stored', replaced: true, title: 'second' });
    expect(context.workbook.worksheets.getItem('Library').valuesBlock()[1].slice(1, 3)).toEqual(['second', PUZZLES[1]]);
  });

  it('asks before overwriting the selection, recalls once confirmed, and restores', async () => {
    const { sheet, controller } = setUp();
    await controller.store('1', 'first');
    put(sheet, 'A1', PUZZLES[2]);
    const asked = await controller.recall('1');
    expect(asked.question).toMatchObject({ kind: 'overwrite', number: 1, changed: false });
    expect(read(sheet, 'A1:I9')).toBe(PUZZLES[2]);
    const recalled = await controller.confirm();
    expect(recalled).toMatchObject({
      notice: { kind: 'recalled', number: 1, title: 'first' },
      canRestore: true,
      question: undefined,
    });
    expect(read(sheet, 'A1:I9')).toBe(PUZZLES[0]);
    const restored = await controller.restore();
    expect(restored).toMatchObject({ notice: { kind: 'restored' }, canRestore: false });
    expect(read(sheet, 'A1:I9')).toBe(PUZZLES[2]);
  });

  it('asks before restoring over cells edited after the recall', async () => {
    const { sheet, controller } = setUp();
    await controller.store('1', 'first');
    sheet.cells.clear();
    await controller.recall('1');
    const blank = PUZZLES[0].indexOf('.');
    sheet.cell(Math.floor(blank / 9), blank % 9).value = 7;
    expect((await controller.restore()).question).toMatchObject({
      kind: 'restore-over-edits',
      cells: [expect.any(String)],
    });
    expect(sheet.cell(Math.floor(blank / 9), blank % 9).value).toBe(7);
    expect((await controller.confirm()).notice).toEqual({ kind: 'restored' });
    expect(sheet.valuesBlock()).toEqual([]);
  });

  it('names each cell that holds no digit and what it holds, in English and Japanese, and stores nothing', async () => {
    for (const language of ['en', 'ja'] as const) {
      const { context, sheet, controller } = setUp(language);
      sheet.cell(2, 4).value = 'x'; // E3
      sheet.cell(8, 8).value = 12; // I9
      const { notice } = await controller.store('1', 'bad');
      expect(notice).toEqual({ kind: 'bad-cells', cells: ['E3', 'I9'], values: ['x', 12] });
      expect(libraryStrings(language).notice(notice!)).toBe(
        language === 'en'
          ? 'These cells hold neither a digit 1–9 nor a blank: E3 holds "x", I9 holds 12.'
          : '次のセルが 1〜9 の数字でも空欄でもありません: E3 に「x」, I9 に「12」',
      );
      expect(context.workbook.worksheets.items.map((each) => each.name)).toEqual(['Puzzle']);
    }
  });

  it('turns an Excel error into a notice and is ready again', async () => {
    const controller = new LibraryController({
      runExcel: async () => Promise.reject(new Error('GeneralException: busy')),
    });
    expect(await controller.store('1', 't')).toMatchObject({
      busy: false,
      notice: { kind: 'failed', detail: 'GeneralException: busy' },
    });
    // The list is a convenience: failing to read it is not reported.
    await expect(controller.refresh()).resolves.toMatchObject({ busy: false, listing: undefined });
  });
});

describe('the Library panel on other kinds', () => {
  it("stores a jigsaw read from its fills as the kind chosen, recalls it elsewhere, and the Analyse tab reads the recall's regions back and conquers it", async () => {
    const fixture = engineFixtures('jigsaw-9-generated')[0];
    const { context, sheet, controller } = setUp();
    putValues(sheet, 'A1', sheetValues(fixture.geometry, fixture.puzzle));
    mapColouredRegions(fixture.geometry, ['#FFFFFF', '#FFC000', '#9BC2E6', '#A9D08E', '#F4B084', '#C9C9C9']).forEach(
      (line, r) => line.forEach((fill, c) => (sheet.cell(r, c).fill = fill)),
    );
    controller.chooseKind('jigsaw');
    expect((await controller.store('1', 'jigsaw')).notice).toMatchObject({
      kind: 'stored',
      readAs: { kind: 'jigsaw', rows: 9, columns: 9 },
    });
    context.workbook.worksheets.add('Work');
    context.workbook.selection = { sheet: 'Work', address: 'C3' };
    expect((await controller.recall('1')).notice).toEqual({ kind: 'recalled', number: 1, title: 'jigsaw' });

    const analysis = new AnalysisController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessAnalysisWorker,
      analyseOptions: () => ({}),
      language: 'en',
    });
    analysis.chooseKind('jigsaw');
    context.workbook.selection = { sheet: 'Work', address: 'C3:K11' };
    await analysis.analyse();
    expect(analysis.state.shown?.result.status).toBe('conquer');
    expect(
      variantStepProblems(fixture.geometry, fixture.puzzle, fixture.solution, analysis.state.shown!.result.steps, true),
    ).toEqual([]);
  });
});

describe('the Library panel words', () => {
  const notices: LibraryNotice[] = [
    { kind: 'stored', number: 3, title: 't', sheetName: 'Library', replaced: false },
    { kind: 'recalled', number: 3, title: 't' },
    { kind: 'restored' },
    { kind: 'declined' },
    { kind: 'bad-number' },
    { kind: 'bad-selection', rows: 3, columns: 4 },
    {
      kind: 'bad-cells',
      cells: ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7', 'H8'],
      values: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
    },
    { kind: 'empty' },
    { kind: 'no-library' },
    { kind: 'not-found', number: 3, stored: [1, 3] },
    { kind: 'unreadable-entry', number: 3, error: { kind: 'bad-input', message: 'm', cells: [] } },
    { kind: 'failed', detail: 'd' },
    {
      kind: 'stored',
      number: 3,
      title: 't',
      sheetName: 'Library',
      replaced: true,
      readAs: { kind: 'samurai', rows: 21, columns: 21 },
    },
    { kind: 'bad-selection', rows: 3, columns: 4, needed: { rows: 16, columns: 16 } },
    { kind: 'bad-cells', cells: ['A1'], values: ['Z'], size: 16 },
    {
      kind: 'bad-layout',
      puzzleKind: 'jigsaw',
      message: 'The cells filled #FFC000 make a unit of 8 cells',
      cells: ['A1'],
    },
    { kind: 'need-grids', rows: 12, columns: 12 },
    { kind: 'unreadable', detail: 'InvalidSelection' },
  ];
  const questions: LibraryQuestion[] = [
    { kind: 'replace', number: 3, storedTitle: 't' },
    { kind: 'overwrite', number: 3, filledCells: ['A1'], changed: true },
    { kind: 'restore-over-edits', cells: ['A1'] },
  ];

  it('says every notice and question in English and in Japanese, with the numbers and cells involved', () => {
    const en = libraryStrings('en');
    const ja = libraryStrings('ja');
    const said = [
      ...notices.map((notice) => ({ item: notice, en: en.notice(notice), ja: ja.notice(notice) })),
      ...questions.map((question) => ({ item: question, en: en.question(question), ja: ja.question(question) })),
    ];
    for (const { item, en: english, ja: japanese } of said) {
      expect(english).not.toBe(japanese);
      expect(japanese).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      for (const text of [english, japanese]) {
        if ('number' in item) expect(text).toContain('3');
        if ('cells' in item || 'filledCells' in item) expect(text).toContain('A1');
      }
    }
    // Another kind is named with its shape; the symbols and the shape a recall needs are said.
    expect([en.notice(notices[12]), ja.notice(notices[12])]).toEqual([
      expect.stringContaining('21×21 Samurai'),
      expect.stringContaining('21×21 サムライ'),
    ]);
    expect([en.notice(notices[13]), ja.notice(notices[13])]).toEqual([
      expect.stringContaining('16×16'),
      expect.stringContaining('16×16'),
    ]);
    expect([en.notice(notices[14]), ja.notice(notices[14])]).toEqual([
      expect.stringContaining('A–G'),
      expect.stringContaining('A〜G'),
    ]);
    // A stored puzzle of another kind is listed with its kind.
    const samurai = { number: 2, title: 'big', puzzle: '', row: 2, kind: { kind: 'samurai' } };
    expect([en.entry(samurai), ja.entry(samurai)]).toEqual(['2  big · Samurai (5 grids)', '2  big · サムライ (5 盤)']);
    // Long lists of cells are cut short and counted.
    expect(en.notice(notices[6])).toMatch(/F6 holds "f" and 2 more/);
  });

  it('says why a stored puzzle cannot be read in Japanese from the error, not its English message', () => {
    for (const stored of ['garbage', `${'1'.repeat(80)}x`]) {
      let error: unknown;
      try {
        parsePuzzleText(stored);
      } catch (thrown) {
        error = thrown;
      }
      const notice: LibraryNotice = { kind: 'unreadable-entry', number: 4, error: (error as PuzzleError).toJSON() };
      expect(libraryStrings('en').notice(notice)).toContain((error as PuzzleError).message);
      const japanese = libraryStrings('ja').notice(notice);
      expect(japanese).toContain(stored === 'garbage' ? '問題が 7 文字しかありません' : '9 行 9 列 に「x」');
      expect(japanese.match(/[A-Za-z]{2,}/g)).toBeNull();
    }
  });
});

describe('the Library’s No. box', () => {
  it('proposes the next free number, keeps the number just stored, so that Recall at once finds the stored puzzle', async () => {
    const { sheet, controller } = setUp();
    expect((await controller.refresh()).number).toBe('1');
    await controller.store(controller.state.number, 'first');
    expect(controller.state.number).toBe('1');
    // The puzzle is typed over, then recalled under the number the box still shows.
    put(sheet, 'A1', PUZZLES[1]);
    const asked = await controller.recall(controller.state.number);
    expect(asked.question).toMatchObject({ kind: 'overwrite', number: 1 });
    expect((await controller.confirm()).notice).toEqual({ kind: 'recalled', number: 1, title: 'first' });
    expect(read(sheet, 'A1:I9')).toBe(PUZZLES[0]);
  });

  it('keeps what the person typed when the list is read again', async () => {
    const { controller } = setUp();
    await controller.refresh();
    controller.setNumber('7');
    expect((await controller.refresh()).number).toBe('7');
  });

  it('answers a Recall of a number not stored with the numbers that are', async () => {
    const { controller, sheet } = setUp();
    await controller.store('1', 'first');
    put(sheet, 'A1', PUZZLES[1]);
    await controller.store('3', 'third');
    const state = await controller.recall('2');
    expect(state.notice).toEqual({ kind: 'not-found', number: 2, stored: [1, 3] });
    expect(libraryStrings('en').notice(state.notice!)).toBe('No puzzle is stored under No. 2. Stored: No. 1, 3.');
    expect(libraryStrings('ja').notice(state.notice!)).toBe(
      '2 番の問題は保存されていません。保存されている番号: 1、3。',
    );
  });
});
