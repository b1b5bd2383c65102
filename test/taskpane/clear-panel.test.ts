/**
 * Clear in the Analyse tab (issue 39 item 6), through the tab's controller on the fake workbook:
 * the question and its answers, Undo, the kind chosen in the tab, the words in English and Japanese.
 */

import { AnalysisController } from '../../src/taskpane/analyse/analysis-controller';
import type { ClearNotice } from '../../src/taskpane/analyse/clear-controller';
import { clearStrings } from '../../src/taskpane/analyse/clear-strings';
import type { Language } from '../../src/taskpane/shared/language';
import { samplePuzzles } from '../helpers/corpus';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { fakeWorkbookWith, type FakeWorksheet } from '../excel/fake-workbook';

const [PUZZLE] = samplePuzzles('rated/mixed1000_meta.csv', 1);
const GIVENS = [...PUZZLE].filter((ch) => ch !== '.').length;

function setUp(selection = 'B2:J10') {
  const context = fakeWorkbookWith('Sheet1', []);
  const sheet: FakeWorksheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', typedGrid(PUZZLE));
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++)
      sheet.cell(1 + r, 1 + c).fill = (Math.floor(r / 3) + Math.floor(c / 3)) % 2 ? '#DDEBF7' : '#FCE4D6';
  context.workbook.selection = { sheet: 'Sheet1', address: selection };
  const analysis = new AnalysisController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: () => {
      throw new Error('Clear needs no worker');
    },
    analyseOptions: () => ({}),
    language: 'en',
  });
  return { context, sheet, analysis, clearing: analysis.clearing };
}

const values = (sheet: FakeWorksheet) => sheet.getRange('B2:J10').currentValues();
const fills = (sheet: FakeWorksheet) =>
  Array.from({ length: 9 }, (_, r) => Array.from({ length: 9 }, (_, c) => sheet.cell(1 + r, 1 + c).fill));

describe('Clear in the Analyse tab', () => {
  it('asks, clears the values but never the fills, and Undo clear puts the values back', async () => {
    const { sheet, clearing } = setUp();
    const before = values(sheet);
    const beforeFills = fills(sheet);
    await clearing.clear();
    expect(clearing.state.notice).toEqual({
      kind: 'question',
      count: GIVENS,
      address: 'Sheet1!B2:J10',
      changed: false,
    });
    expect(clearing.asking).toBe('clear');
    expect(values(sheet)).toEqual(before);
    await clearing.confirmQuestion();
    expect(clearing.state.notice).toEqual({ kind: 'cleared', count: GIVENS, address: 'Sheet1!B2:J10' });
    expect(
      values(sheet)
        .flat()
        .every((value) => value === ''),
    ).toBe(true);
    expect(fills(sheet)).toEqual(beforeFills);
    expect(clearing.state.canUndo).toBe(true);
    await clearing.undo();
    expect(clearing.state.notice).toEqual({ kind: 'undone', address: 'Sheet1!B2:J10' });
    expect(values(sheet)).toEqual(before);
    expect(fills(sheet)).toEqual(beforeFills);
    expect(clearing.state.canUndo).toBe(false);
  });

  it('declining leaves the range as it was; an empty range is said at once, with no question', async () => {
    const { sheet, clearing } = setUp();
    const before = values(sheet);
    await clearing.clear();
    clearing.decline();
    expect(clearing.state.notice).toEqual({ kind: 'declined' });
    expect(values(sheet)).toEqual(before);
    await clearing.confirm();
    expect(values(sheet)).toEqual(before);
    const empty = setUp('L2');
    await empty.clearing.clear();
    expect(empty.clearing.state.notice).toEqual({ kind: 'empty', address: 'Sheet1!L2:T10' });
    expect(empty.clearing.asking).toBeUndefined();
  });

  it('asks before Undo goes over a cell typed in since, and keeps it when declined', async () => {
    const { sheet, clearing } = setUp();
    await clearing.clear();
    await clearing.confirmQuestion();
    await sheet.typeInto('D4', [[5]]);
    await clearing.undo();
    expect(clearing.state.notice).toEqual({ kind: 'undo-question', cells: ['D4'] });
    expect(clearing.asking).toBe('undo');
    clearing.decline();
    expect(clearing.state.notice).toEqual({ kind: 'kept' });
    expect(sheet.cell(3, 3).value).toBe(5);
    await clearing.undo();
    await clearing.confirmQuestion();
    expect(clearing.state.notice?.kind).toBe('undone');
    expect(values(sheet)).toEqual(typedGrid(PUZZLE));
  });

  it('reads the range as the kind chosen in the tab: a samurai from its top-left cell', async () => {
    const { analysis, clearing } = setUp('B2');
    analysis.chooseKind('samurai');
    await clearing.clear();
    expect(clearing.state.notice).toMatchObject({ kind: 'question', address: 'Sheet1!B2:V22' });
    analysis.chooseKind('auto');
    await clearing.clear();
    expect(clearing.state.notice).toMatchObject({ kind: 'question', address: 'Sheet1!B2:J10' });
  });

  it('refuses a range no kind fits', async () => {
    const { clearing } = setUp('B2:C4');
    await clearing.clear();
    expect(clearing.state.notice).toEqual({ kind: 'bad-selection', rows: 3, columns: 2 });
  });

  describe('says every notice in English and Japanese', () => {
    const notices: ClearNotice[] = [
      { kind: 'busy' },
      { kind: 'declined' },
      { kind: 'kept' },
      { kind: 'empty', address: 'Sheet1!L2:T10' },
      { kind: 'question', count: 25, address: 'Sheet1!B2:J10', changed: false },
      { kind: 'question', count: 1, address: 'Sheet1!B2:J10', changed: true },
      { kind: 'cleared', count: 25, address: 'Sheet1!B2:J10' },
      { kind: 'undone', address: 'Sheet1!B2:J10' },
      { kind: 'undo-question', cells: ['D4', 'E5'] },
      { kind: 'bad-selection', rows: 3, columns: 2 },
      { kind: 'too-large', rows: 300, columns: 1000, limit: 60000 },
      { kind: 'unreadable', detail: 'InvalidSelection' },
      { kind: 'failed', message: 'GeneralException' },
    ];
    it.each(['en', 'ja'] as Language[])('%s', (language) => {
      const text = clearStrings(language);
      const said = notices.map((notice) => text.notice(notice));
      expect(new Set(said).size).toBe(said.length);
      for (const [i, line] of said.entries()) {
        const notice = notices[i];
        if ('address' in notice) expect(line).toContain(notice.address);
        if (notice.kind === 'question' || notice.kind === 'cleared') expect(line).toContain(String(notice.count));
        if (notice.kind === 'undo-question') expect(line).toContain('D4, E5');
        if (notice.kind === 'bad-selection') expect(line).toContain('3×2');
        // The Japanese words are Japanese: no English word outside the addresses and Office's own detail.
        if (language === 'ja')
          expect(line.replace(/Sheet1!\S+|InvalidSelection|GeneralException/g, '')).not.toMatch(/[A-Za-z]{2,}/);
      }
      for (const label of [text.clear, text.undo, text.yes, text.putBack, text.no])
        expect(label.length).toBeGreaterThan(0);
      if (language === 'ja')
        for (const label of [text.clear, text.undo, text.yes, text.putBack, text.no])
          expect(label).not.toMatch(/[A-Za-z]/);
    });
  });
});
