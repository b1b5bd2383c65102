import { generatePuzzles } from '../../src/engine/generator/generate';
import { patternSize, patternToString, type Pattern } from '../../src/engine/generator/pattern';
import { parsePatternFile } from '../../src/io/pattern-file';
import { solve } from '../../src/engine/solver/solver';
import {
  readPatternSelection,
  supportsFillColours,
  writeGeneratedSheet,
  writePuzzleIntoPattern,
  type PatternSelection,
} from '../../src/excel/pattern';
import { gridOrigin, GENERATED_SHEET_NAME } from '../../src/report/generated-sheet';
import { rangeAddress } from '../../src/report/sheet-model';
import { GenerateController } from '../../src/taskpane/generate/generate-controller';
import {
  createGenerateWorker,
  type GenerateReply,
  type GenerateRequest,
} from '../../src/taskpane/generate/generate-worker';
import { readDataText } from '../helpers/corpus';
import { FakeContext, type FakeWorksheet } from './fake-workbook';

const PATTERNS = parsePatternFile(readDataText('../../samples/Pattern500.txt')).map((record) => record.pattern!);
const PATTERN = PATTERNS.find((pattern) => patternSize(pattern) === 23)!;

type Mark = 'value' | 'fill' | 'white';

/** A workbook whose sheet "Drawing" holds the pattern at (row, column), each given drawn as `mark(cell)` says. */
function drawnWorkbook(
  pattern: Pattern,
  row: number,
  column: number,
  mark: (cell: number) => Mark = () => 'value',
): { context: FakeContext; sheet: FakeWorksheet } {
  const context = new FakeContext();
  const sheet = context.workbook.worksheets.add('Drawing');
  pattern.forEach((given, cell) => {
    if (!given) return;
    const target = sheet.cell(row + Math.floor(cell / 9), column + (cell % 9));
    const how = mark(cell);
    if (how === 'value') target.value = cell % 2 ? 'X' : 1;
    else target.fill = how === 'fill' ? '#FFC000' : '#FFFFFF';
  });
  context.workbook.selection = { sheet: 'Drawing', address: rangeAddress(row, column, 9, 9) };
  context.discardPending();
  return { context, sheet };
}

async function readSelection(context: FakeContext, fills = true): Promise<PatternSelection> {
  const read = await readPatternSelection(context.asExcel(), fills);
  if (!read.ok) throw new Error(`unexpected ${read.reason}`);
  return read.selection;
}

function gridAt(sheet: FakeWorksheet, row: number, column: number): unknown[][] {
  return sheet.getRange(rangeAddress(row, column, 9, 9)).values;
}

/** Checks a written grid on its own: givens exactly on the pattern, one solution by the exact solver. */
function expectPuzzleOnPattern(grid: unknown[][], pattern: Pattern): void {
  const digits = Uint8Array.from(grid.flat(), (value) => (value === '' ? 0 : Number(value)));
  expect(patternToString(Uint8Array.from(digits, (d) => (d ? 1 : 0)))).toBe(patternToString(pattern));
  expect(solve(digits, 2).count).toBe(1);
}

describe('reading the pattern', () => {
  it('reads a 9×9 selection of marked cells in one sync', async () => {
    const { context } = drawnWorkbook(PATTERN, 3, 2);
    const selection = await readSelection(context);
    expect(context.syncs).toBe(1);
    expect(patternToString(selection.pattern)).toBe(patternToString(PATTERN));
    expect(selection).toMatchObject({
      sheetName: 'Drawing',
      row: 3,
      column: 2,
      address: 'Drawing!C4:K12',
      fillColoursRead: true,
    });
  });

  it('counts filled cells as givens when fill colours can be read (white is no mark)', async () => {
    // Half the givens drawn as values, half as fills; one extra cell filled white.
    const extra = PATTERN.findIndex((given) => !given);
    const drawing = PATTERN.slice();
    drawing[extra] = 1;
    const { context } = drawnWorkbook(drawing, 0, 0, (cell) =>
      cell === extra ? 'white' : cell % 3 ? 'fill' : 'value',
    );
    const selection = await readSelection(context, true);
    expect(context.syncs).toBe(1);
    expect(patternToString(selection.pattern)).toBe(patternToString(PATTERN));
  });

  it('falls back to values only where fill colours cannot be read, and says so', async () => {
    const { context } = drawnWorkbook(PATTERN, 0, 0, (cell) => (cell % 3 ? 'fill' : 'value'));
    const selection = await readSelection(context, false);
    expect(context.syncs).toBe(1);
    expect(selection.fillColoursRead).toBe(false);
    const valuesOnly = PATTERN.map((given, cell) => (given && cell % 3 === 0 ? 1 : 0));
    expect(patternToString(selection.pattern)).toBe(patternToString(valuesOnly));
  });

  it('takes a single selected cell as the top-left corner of the 9×9 block', async () => {
    const { context } = drawnWorkbook(PATTERN, 10, 4);
    context.workbook.selection = { sheet: 'Drawing', address: 'E11' };
    const selection = await readSelection(context);
    expect(context.syncs).toBe(1);
    expect([selection.row, selection.column, selection.address]).toEqual([10, 4, 'Drawing!E11:M19']);
    expect(patternToString(selection.pattern)).toBe(patternToString(PATTERN));
  });

  it('refuses any other selection with a reason the pane can put into words', async () => {
    const { context } = drawnWorkbook(PATTERN, 0, 0);
    context.workbook.selection = { sheet: 'Drawing', address: 'A1:I3' };
    expect(await readPatternSelection(context.asExcel(), true)).toEqual({
      ok: false,
      reason: 'bad-shape',
      rows: 3,
      columns: 9,
      address: 'Drawing!A1:I3',
    });
    context.workbook.selection = { sheet: 'Drawing', address: 'A1:J10' };
    expect(await readPatternSelection(context.asExcel(), true)).toMatchObject({
      ok: false,
      reason: 'bad-shape',
      rows: 10,
      columns: 10,
    });
    context.workbook.selection = { sheet: 'Drawing', address: 'A1:I9,K1' };
    expect(await readPatternSelection(context.asExcel(), true)).toMatchObject({ ok: false, reason: 'unreadable' });
    // The last column of the sheet leaves no room for a 9×9 block.
    context.workbook.selection = { sheet: 'Drawing', address: 'XFD1' };
    expect(await readPatternSelection(context.asExcel(), true)).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(context.syncs).toBeLessThanOrEqual(2);
  });
});

describe('whether fill colours can be read', () => {
  const global = globalThis as { Office?: unknown };
  afterEach(() => delete global.Office);

  it('asks Office for ExcelApi 1.9, and says no outside Office', () => {
    expect(supportsFillColours()).toBe(false);
    const asked: string[] = [];
    const office = (newestMinor: number) => ({
      context: {
        requirements: {
          isSetSupported: (set: string, version: string) => (
            asked.push(`${set} ${version}`),
            Number(version.split('.')[1]) <= newestMinor
          ),
        },
      },
    });
    global.Office = office(8);
    expect(supportsFillColours()).toBe(false);
    global.Office = office(12);
    expect(supportsFillColours()).toBe(true);
    expect(new Set(asked)).toEqual(new Set(['ExcelApi 1.9']));
  });
});

describe('writing generated puzzles to a new sheet', () => {
  const puzzles = generatePuzzles(PATTERN, { count: 3, seed: 'excel writer' });

  it('writes every puzzle as a grid whose givens sit exactly on the pattern, each with one solution, in two syncs', async () => {
    const { context } = drawnWorkbook(PATTERN, 0, 0);
    const report = await writeGeneratedSheet(context.asExcel(), puzzles, {
      source: 'Drawing!A1:I9',
      target: { min: 1, max: 5 },
      timeLimitMs: 10_000,
    });
    expect(report).toEqual({ sheetName: GENERATED_SHEET_NAME, syncs: 2 });
    expect(context.syncs).toBe(2);
    const sheet = context.workbook.worksheets.getItem(GENERATED_SHEET_NAME);
    puzzles.forEach((puzzle, k) => {
      const { row, column } = gridOrigin(k);
      const grid = gridAt(sheet, row, column);
      expectPuzzleOnPattern(grid, PATTERN);
      expect(
        grid
          .flat()
          .map((value) => (value === '' ? '.' : String(value)))
          .join(''),
      ).toBe(puzzle.puzzle);
    });
    expect(sheet.styled.some(({ property, value }) => property === 'border.weight' && value === 'Medium')).toBe(true);
    expect(context.workbook.worksheets.active).toBe(GENERATED_SHEET_NAME);
  });

  it('never overwrites a sheet of the same name: it picks a free one', async () => {
    const { context } = drawnWorkbook(PATTERN, 0, 0);
    const mine = context.workbook.worksheets.add('generated');
    mine.cell(0, 0).value = 'my notes';
    context.workbook.worksheets.add('Generated (2)');
    const report = await writeGeneratedSheet(context.asExcel(), puzzles.slice(0, 1), {
      target: { min: 5, max: 5 },
      timeLimitMs: 10_000,
    });
    expect(report.sheetName).toBe('Generated (3)');
    expect(mine.valuesBlock()).toEqual([['my notes']]);
    expect(context.workbook.worksheets.getItem('Generated (2)').valuesBlock()).toEqual([]);
  });
});

describe('writing a puzzle into the pattern range', () => {
  const [generated] = generatePuzzles(PATTERN, { seed: 'in place' });

  it('replaces the pattern with the puzzle in at most three syncs, givens bold', async () => {
    const { context, sheet } = drawnWorkbook(PATTERN, 2, 1);
    const selection = await readSelection(context);
    const before = context.syncs;
    expect(await writePuzzleIntoPattern(context.asExcel(), selection, generated.puzzle!)).toEqual({
      written: true,
      syncs: 2,
    });
    expect(context.syncs - before).toBeLessThanOrEqual(3);
    expectPuzzleOnPattern(gridAt(sheet, 2, 1), PATTERN);
    const bold = sheet.styled.filter(({ property, value }) => property === 'font.bold' && value === true);
    expect(bold.length).toBeGreaterThan(0);
  });

  it('writes nothing when the range changed after it was read, or its sheet is gone', async () => {
    const { context, sheet } = drawnWorkbook(PATTERN, 0, 0);
    const selection = await readSelection(context);
    const blank = PATTERN.findIndex((given) => !given);
    sheet.cell(Math.floor(blank / 9), blank % 9).value = 'typed meanwhile';
    expect(await writePuzzleIntoPattern(context.asExcel(), selection, generated.puzzle!)).toMatchObject({
      written: false,
      reason: 'changed',
    });
    expect(
      gridAt(sheet, 0, 0)
        .flat()
        .filter((value) => typeof value === 'number' && value > 1),
    ).toEqual([]);
    expect(
      await writePuzzleIntoPattern(context.asExcel(), { ...selection, sheetName: 'Renamed' }, generated.puzzle!),
    ).toMatchObject({ written: false, reason: 'missing' });
  });
});

describe('confirmation in the pane before writing into the pattern range', () => {
  function inProcessWorker() {
    const worker = {
      onmessage: null as ((event: { data: GenerateReply }) => void) | null,
      postMessage: (message: GenerateRequest) => void handle(structuredClone(message)),
      terminate: () => undefined,
    };
    const handle = createGenerateWorker({ post: (reply) => worker.onmessage?.({ data: structuredClone(reply) }) });
    return worker;
  }
  const request = {
    minLevel: 1,
    maxLevel: 5,
    count: 2,
    seed: '11',
    timeLimitSeconds: 10,
    destination: 'range' as const,
  };

  it('asks first, writes nothing until confirmed, then writes the chosen puzzle', async () => {
    const { context, sheet } = drawnWorkbook(PATTERN, 0, 0);
    const drawing = gridAt(sheet, 0, 0);
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      canReadFillColours: () => true,
    });
    const state = await controller.generate(request);
    expect(state.phase).toBe('confirming');
    expect(state.puzzles).toHaveLength(2);
    expect(gridAt(sheet, 0, 0)).toEqual(drawing);
    expect(context.workbook.worksheets.items.map((each) => each.name)).toEqual(['Drawing']);
    const syncs = context.syncs;
    const done = await controller.confirmWriteIntoPattern(1);
    expect(done).toMatchObject({ phase: 'done', wroteInto: 1 });
    expect(context.syncs - syncs).toBeLessThanOrEqual(3);
    const grid = gridAt(sheet, 0, 0);
    expectPuzzleOnPattern(grid, PATTERN);
    expect(
      grid
        .flat()
        .map((value) => (value === '' ? '.' : String(value)))
        .join(''),
    ).toBe(state.puzzles[1].puzzle);
  });

  it('leaves the pattern alone when the person declines, and can still write a new sheet', async () => {
    const { context, sheet } = drawnWorkbook(PATTERN, 0, 0);
    const drawing = gridAt(sheet, 0, 0);
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      canReadFillColours: () => false,
    });
    await controller.generate({ ...request, count: 1 });
    expect(controller.declineWriteIntoPattern().phase).toBe('done');
    expect(await controller.confirmWriteIntoPattern(0)).toMatchObject({ phase: 'done', wroteInto: undefined });
    expect(gridAt(sheet, 0, 0)).toEqual(drawing);
    const written = await controller.writeToNewSheet();
    expect(written.sheetName).toBe(GENERATED_SHEET_NAME);
    expect(gridAt(sheet, 0, 0)).toEqual(drawing);
  });
});
