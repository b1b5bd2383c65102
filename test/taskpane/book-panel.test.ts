/**
 * The pane's Book tab (issue 40 item 4) without a DOM: the same plan and seed make the same book
 * in the pane's worker as `sudoku-analyzer book` makes (each puzzle checked unique and agreeing
 * with its solution by the test-side reference solver, on a 180°-symmetric pattern), written to new
 * sheets of the strict fake workbook with their print settings read back, or without them and
 * said so on an Excel without ExcelApi 1.9; the plan refused exactly as the command line refuses
 * it, at its field; a second Make while one runs refused aloud; Cancel ends the worker at once
 * and writes nothing.
 */

import * as fs from 'fs';
import * as path from 'path';
import { hasSymmetry } from '../../src/engine/board/symmetry';
import { digitsFromCanonical } from '../../src/engine/board/grid';
import { PAPERS, PATTERN_SAMPLES } from '../../src/engine/book';
import { main } from '../../src/cli/main';
import { parsePatternFile } from '../../src/io/pattern-file';
import { patternToString } from '../../src/engine/generator/pattern';
import {
  BookController,
  DEFAULT_FORM,
  MAX_PLAN_FILE_BYTES,
  planOfForm,
  type BookForm,
  type BookProblem,
  type BookWorkerLike,
} from '../../src/taskpane/book/book-controller';
import { gradeNameIn } from '../../src/report/analysis-labels';
import { bookStrings } from '../../src/taskpane/book/book-strings';
import { describeBookState } from '../../src/taskpane/book/book-tab';
import { createBookWorker, type BookReply, type BookRequest } from '../../src/taskpane/book/book-worker';
import { bookMeaning } from '../../src/taskpane/shared/message-intent';
import { withRefusal } from '../../src/taskpane/shared/pane-parts';
import { paneStrings } from '../../src/taskpane/shared/pane-strings';
import { FakeContext, withExcelApi } from '../excel/fake-workbook';
import { solveReference } from '../helpers/solver-reference';
import { createFakeIO } from '../cli/fake-io';

jest.setTimeout(240_000);

const SAMPLE = path.join(__dirname, '..', '..', 'samples', 'Pattern500.txt');

/** The worker's handler in this process, its messages cloned as a Worker's are; `terminated` counts ends. */
function inProcessWorker(): BookWorkerLike & { terminated: number } {
  const worker: BookWorkerLike & { terminated: number } = {
    terminated: 0,
    onmessage: null,
    postMessage: (message: BookRequest) => void handle(structuredClone(message)),
    terminate: () => void worker.terminated++,
  };
  const handle = createBookWorker({ post: (reply: BookReply) => worker.onmessage?.({ data: structuredClone(reply) }) });
  return worker;
}

function controllerOn(context: FakeContext, createWorker: () => BookWorkerLike = inProcessWorker, language = 'en') {
  return new BookController({
    runExcel: (work) => work(context.asExcel()),
    createWorker,
    loadSample: async () => fs.readFileSync(SAMPLE, 'utf8'),
    language,
  });
}

function workbook(...names: string[]): FakeContext {
  const context = new FakeContext();
  context.strictLoads = true;
  for (const name of names) context.workbook.worksheets.add(name);
  context.discardPending();
  return context;
}

const PLAN = {
  title: 'Pane & CLI',
  paper: 'Letter',
  timeLimit: 5,
  sections: [
    { count: 3, grade: 'Very Easy', patterns: { symmetry: 'rotate180', givens: '26..30' } },
    { count: 2, grade: 'Beginner', patterns: { symmetry: 'rotate180', givens: '28..30' } },
  ],
};
const SEED = '11';

interface CliPuzzle {
  number: number;
  puzzle: string;
  solution: string;
  pattern: string;
}

async function cliBook(plan: unknown, seed: string): Promise<{ code: number; puzzles: CliPuzzle[]; err: string[] }> {
  // The command line reads the sample from the package's samples/ folder.
  const io = createFakeIO({ 'plan.json': JSON.stringify(plan), [SAMPLE]: fs.readFileSync(SAMPLE, 'utf8') });
  const code = await main(['book', '--plan', 'plan.json', '--out', 'book.xlsx', '--seed', seed, '--json'], io);
  return { code, puzzles: io.out.map((line) => JSON.parse(line) as CliPuzzle), err: io.err };
}

/** The analysis sheet's rows as the pane wrote them: No., puzzle and solution. */
function analysisRows(context: FakeContext, sheetName: string): { number: number; puzzle: string; solution: string }[] {
  const sheet = context.workbook.worksheets.getItem(sheetName);
  const header = sheet.getRange('A1:N1').currentValues()[0];
  const [puzzleColumn, solutionColumn] = [header.indexOf('Puzzle'), header.indexOf('Solution')];
  const rows: { number: number; puzzle: string; solution: string }[] = [];
  for (let row = 1; ; row++) {
    const line = sheet.getRange(`A${row + 1}:N${row + 1}`).currentValues()[0];
    if (line[0] === '' || line[0] === undefined || line[0] === null) return rows;
    rows.push({ number: Number(line[0]), puzzle: String(line[puzzleColumn]), solution: String(line[solutionColumn]) });
  }
}

const jsonForm = (plan: unknown, seed = SEED): BookForm => ({ ...DEFAULT_FORM, json: JSON.stringify(plan), seed });

describe('the Book tab makes the command line’s book', () => {
  let cli: Awaited<ReturnType<typeof cliBook>>;
  let context: FakeContext;
  let controller: BookController;

  beforeAll(async () => {
    cli = await cliBook(PLAN, SEED);
    context = workbook('Puzzles');
    context.workbook.worksheets.getItem('Puzzles').getRange('A1').values = [['a person’s own sheet']];
    context.discardPending();
    controller = controllerOn(context);
    await withExcelApi(9, () => controller.make(jsonForm(PLAN)));
  });

  it('with the same puzzles, numbers and solutions, each unique, agreeing with its solution and on a 180° pattern', () => {
    expect(cli.code).toBe(0);
    expect(controller.state.phase).toBe('done');
    const sheets = controller.state.result!.sheetNames;
    const written = analysisRows(context, sheets[2]);
    expect(written).toHaveLength(5);
    expect(written).toEqual(cli.puzzles.map(({ number, puzzle, solution }) => ({ number, puzzle, solution })));
    for (const { puzzle, solution } of written) {
      const reference = solveReference(digitsFromCanonical(puzzle));
      expect(reference.count).toBe(1);
      expect(Array.from(reference.solutions[0]).join('')).toBe(solution);
      const pattern = Array.from(puzzle, (char) => (char !== '.' && char !== '0' ? 1 : 0));
      expect(hasSymmetry(pattern, 'rotate180')).toBe(true);
    }
  });

  it('in four new sheets beside the person’s own, which stays as it was', () => {
    const { sheetNames, made, missed, pages, seed } = controller.state.result!;
    expect(sheetNames).toEqual(['Puzzles (2)', 'Solutions', 'Analysis', 'Plan']);
    expect(context.workbook.worksheets.getItem('Puzzles').getRange('A1').currentValues()).toEqual([
      ['a person’s own sheet'],
    ]);
    expect({ made, missed, pages, seed }).toEqual({
      made: 5,
      missed: cli.puzzles.filter((each) => (each as { note?: string }).note).length,
      pages: 3,
      seed: 11,
    });
    // No. 1's grid under its caption, as the command line's first puzzle.
    const grid = context.workbook.worksheets.getItem('Puzzles (2)').getRange('A2:I10').currentValues().flat();
    expect(grid.map((value) => (value === '' ? '.' : String(value))).join('')).toBe(
      cli.puzzles[0].puzzle.replace(/0/g, '.'),
    );
  });

  it('print-ready where ExcelApi 1.9 is there: print area, page breaks, Letter paper, the title as header', () => {
    const puzzles = context.workbook.worksheets.getItem('Puzzles (2)');
    // Two sections of 3 and 2 puzzles: two pages of 33 rows, 19 columns.
    expect(puzzles.printArea).toBe('A1:S66');
    expect(puzzles.pageBreaks).toEqual(['A34']);
    expect(puzzles.pageLayout).toMatchObject({
      paperSize: 'Letter',
      orientation: 'Portrait',
      zoom: { horizontalFitToPages: 1 },
    });
    expect(puzzles.pageLayout.headersFooters.defaultForAllPages.centerHeader).toBe('&"-,Bold"&14Pane && CLI');
    const solutions = context.workbook.worksheets.getItem('Solutions');
    expect(solutions.pageLayout).toMatchObject({ paperSize: 'Letter' });
    expect(solutions.printArea).toMatch(/^A1:/);
    expect(bookMeaning(controller.state)).toBe(
      cli.puzzles.some((each) => (each as { note?: string }).note) ? 'caution' : 'success',
    );
    expect(describeBookState(controller.state, bookStrings('en'))).toMatch(
      /^The book is made: 5 puzzles on 3 pages, in the new sheets Puzzles \(2\), Solutions, Analysis and Plan \(seed 11\)\./,
    );
  });

  it('the form’s plan is the command line’s plan format', async () => {
    const form: BookForm = {
      ...DEFAULT_FORM,
      title: 'Pane & CLI',
      paper: 'Letter',
      timeLimit: '5',
      sections: [
        { ...DEFAULT_FORM.sections[0], count: '3', easiest: 2, hardest: 2, givens: '26..30' },
        { ...DEFAULT_FORM.sections[0], count: '2', givens: '28..30' },
      ],
    };
    expect(planOfForm(form)).toEqual(PLAN);
    expect(PAPERS).toEqual(['A4', 'Letter']);
    expect(PATTERN_SAMPLES).toEqual(['Pattern500']);
  });
});

describe('the Book tab on an Excel without ExcelApi 1.9', () => {
  it('writes the same sheets without print settings and says they need ExcelApi 1.9', async () => {
    const context = workbook('Sheet1');
    const controller = new BookController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      loadSample: async () => '',
      language: 'ja-JP',
    });
    const plan = {
      title: '小さな本',
      sections: [{ count: 1, grade: 'Beginner', patterns: { symmetry: 'rotate180', givens: '30' } }],
    };
    await withExcelApi(8, () => controller.make(jsonForm(plan, '5')));
    expect(controller.state.result).toMatchObject({
      sheetNames: ['問題', '解答', '解析', '計画'],
      printSetup: false,
      made: 1,
    });
    // The section is named in the pane's language, as the sheets name it.
    expect(controller.state.sections).toEqual([{ name: gradeNameIn('Beginner', 'ja'), count: 1 }]);
    const puzzles = context.workbook.worksheets.getItem('問題');
    expect(puzzles.printArea).toBeUndefined();
    expect(puzzles.pageBreaks).toEqual([]);
    expect(String(puzzles.getRange('A1').currentValues()[0][0])).toMatch(/^No\. 1 · .* · ヒント数 30$/);
    expect(describeBookState(controller.state, bookStrings('ja'))).toContain('ExcelApi 1.9 が必要');
    expect(bookMeaning(controller.state)).toBe('caution');
  });
});

describe('the Book tab on the Pattern500 sample', () => {
  it('takes the sample’s first pattern for the first puzzle, as the command line reads the sample', async () => {
    const context = workbook('Sheet1');
    const controller = controllerOn(context);
    const plan = {
      title: 'Sample',
      timeLimit: 3,
      sections: [{ count: 1, grade: 'Beginner..Ultra Hard', patterns: { sample: 'Pattern500' } }],
    };
    await withExcelApi(9, () => controller.make(jsonForm(plan, '3')));
    const cli = await cliBook(plan, '3');
    const first = patternToString(parsePatternFile(fs.readFileSync(SAMPLE, 'utf8'))[0].pattern!);
    expect(cli.puzzles[0].pattern).toBe(first);
    const [written] = analysisRows(context, 'Analysis');
    expect(written.puzzle).toBe(cli.puzzles[0].puzzle);
    expect(Array.from(written.puzzle, (char) => (char === '.' || char === '0' ? '.' : 'X')).join('')).toBe(first);
  });
});

describe('the Book tab refuses what the command line refuses', () => {
  async function refusals(form: BookForm) {
    const controller = controllerOn(workbook('Sheet1'));
    await controller.make(form);
    const cli = await cliBook(form.json.trim() ? JSON.parse(form.json) : planOfForm(form), '1');
    expect(cli.code).toBe(2);
    return { state: controller.state, cli: cli.err[0] };
  }

  it('15 givens: the command line’s message, at the section’s givens field', async () => {
    const form: BookForm = {
      ...DEFAULT_FORM,
      sections: [DEFAULT_FORM.sections[0], { ...DEFAULT_FORM.sections[1], givens: '15' }],
    };
    const { state, cli } = await refusals(form);
    expect(state.problem).toEqual({
      reason: 'bad-plan',
      message: expect.any(String),
      place: { field: 'givens', section: 1 },
      refusal: { problem: 'plan', section: 2, reason: 'too-few-givens', values: { min: 15, fewest: 17 } },
    });
    expect(cli).toBe(`plan.json: ${(state.problem as { message: string }).message}.`);
    expect(cli).toBe('plan.json: section 2: 15 givens: a sudoku needs at least 17 givens to have one solution.');
    expect(bookMeaning(state)).toBe('bad-input');
  });

  it('a count that is no number, a time limit of 0 and a symmetry no givens fit, each at its field', async () => {
    const cases: [BookForm, object][] = [
      [
        { ...DEFAULT_FORM, sections: [{ ...DEFAULT_FORM.sections[0], count: 'six' }] },
        { field: 'count', section: 0 },
      ],
      [{ ...DEFAULT_FORM, timeLimit: '0' }, { field: 'timeLimit' }],
      [
        { ...DEFAULT_FORM, sections: [{ ...DEFAULT_FORM.sections[0], symmetry: 'rotate90', givens: '26..27' }] },
        { field: 'givens', section: 0 },
      ],
      [{ ...DEFAULT_FORM, title: ' ' }, { field: 'title' }],
      [
        { ...DEFAULT_FORM, sections: [{ ...DEFAULT_FORM.sections[0], target: 'rating', rating: 'hard' }] },
        { field: 'rating', section: 0 },
      ],
    ];
    for (const [form, place] of cases) {
      const { state, cli } = await refusals(form);
      expect(state.problem).toMatchObject({ reason: 'bad-plan', place });
      expect(cli).toBe(`plan.json: ${(state.problem as { message: string }).message}.`);
    }
  });

  it('in the Japanese pane: the refusal in Japanese, made from its data, at its field and in the status', async () => {
    const text = bookStrings('ja');
    const cases: [BookForm, string, string][] = [
      [
        { ...DEFAULT_FORM, sections: [DEFAULT_FORM.sections[0], { ...DEFAULT_FORM.sections[1], givens: '15' }] },
        'givens',
        'ヒント数 15: 解が一つの問題には少なくとも 17 個のヒントが要ります',
      ],
      [
        { ...DEFAULT_FORM, sections: [{ ...DEFAULT_FORM.sections[0], count: 'six' }] },
        'count',
        '問題数は 1 以上の整数です（"six" ではなく）',
      ],
      [
        { ...DEFAULT_FORM, sections: [{ ...DEFAULT_FORM.sections[0], kind: 'jigsaw' }] },
        'regions',
        'ジグソーには領域の地図 "regions"（1 セル 1 文字）が要ります',
      ],
      [
        // Region 1 of this 4×4 map has five cells and region 2 three.
        { ...DEFAULT_FORM, sections: [{ ...DEFAULT_FORM.sections[0], kind: 'jigsaw', regions: '1112112233443344' }] },
        'regions',
        '領域の地図の「1」は 5 セルです（(1,1), (1,2), (1,3), (2,1), (2,2)）。一つの領域は 4 セルです',
      ],
    ];
    for (const [form, field, words] of cases) {
      const controller = controllerOn(workbook('Sheet1'), inProcessWorker, 'ja');
      await controller.make(form);
      const problem = controller.state.problem as Extract<BookProblem, { reason: 'bad-plan' }>;
      expect(problem.place.field).toBe(field);
      expect(text.atField(problem)).toBe(words);
      expect(describeBookState(controller.state, text)).toBe(
        `この計画は使えません（セクション ${(problem.place.section ?? 0) + 1}: ${words}）。`,
      );
    }
  });

  it('a pasted plan: its refusal at the JSON field; JSON that cannot be read says so; a pattern file is for the command line', async () => {
    const unknownGrade = { sections: [{ count: 1, grade: 'Super Easy', patterns: { givens: 30 } }] };
    const { state } = await refusals(jsonForm(unknownGrade));
    expect(state.problem).toMatchObject({ reason: 'bad-plan', place: { field: 'json' } });
    expect((state.problem as { message: string }).message).toMatch(/^section 1: unknown grade "Super Easy"/);
    const controller = controllerOn(workbook('Sheet1'));
    await controller.make({ ...DEFAULT_FORM, json: '{"title": ' });
    expect(controller.state.problem).toMatchObject({ reason: 'bad-json' });
    await controller.make(jsonForm({ sections: [{ count: 1, grade: 'Easy', patterns: { file: 'patterns.txt' } }] }));
    expect(controller.state.problem).toEqual({ reason: 'file-patterns', section: 0 });
    expect(describeBookState(controller.state, bookStrings('en'))).toContain('only the command line reads');
  });
});

describe('a plan file loaded into the Book tab', () => {
  it('gives its text for the JSON field; one larger than any plan is refused, unread', async () => {
    const controller = controllerOn(workbook('Sheet1'));
    const text = JSON.stringify(PLAN);
    expect(await controller.readPlanFile(new Blob([text]))).toBe(text);
    let read = false;
    const huge = { size: MAX_PLAN_FILE_BYTES + 1, text: async () => ((read = true), '') };
    expect(await controller.readPlanFile(huge)).toBeUndefined();
    expect(read).toBe(false);
    expect(controller.state.problem).toEqual({ reason: 'file-too-large', size: MAX_PLAN_FILE_BYTES + 1 });
    expect(describeBookState(controller.state, bookStrings('en'))).toBe(
      'That file holds 1,000,001 bytes: a plan file is at most 1,000,000.',
    );
    expect(bookMeaning(controller.state)).toBe('bad-input');
  });
});

describe('Cancel on the Book tab', () => {
  it('ends the worker at once, in the middle of a puzzle, and writes nothing', async () => {
    const context = workbook('Sheet1');
    // A worker that reads the plan, reports one puzzle and then searches for ever.
    const worker: BookWorkerLike & { terminated: number } = {
      terminated: 0,
      onmessage: null,
      postMessage: (message: BookRequest) => {
        if (message.type !== 'start') return;
        setTimeout(() => {
          worker.onmessage?.({
            data: {
              type: 'plan',
              sections: [
                { name: 'Beginner', count: 6 },
                { name: 'Very Easy', count: 6 },
              ],
            },
          });
          worker.onmessage?.({ data: { type: 'puzzle', done: 1, count: 12, section: 0, k: 0, missed: false } });
        }, 0);
      },
      terminate: () => void worker.terminated++,
    };
    const controller = controllerOn(context, () => worker);
    const making = controller.make(DEFAULT_FORM);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(controller.state.phase).toBe('making');
    expect(describeBookState(controller.state, bookStrings('en'))).toBe(
      'Section 1 (Beginner): puzzle 1 of 6; 1 of 12 in all.',
    );
    // A second Make while this one runs starts nothing, and says so before the progress.
    await controller.make(DEFAULT_FORM);
    expect(controller.state.stillBusy).toBe(true);
    expect(withRefusal(controller.state, describeBookState(controller.state, bookStrings('en')), 'en')).toBe(
      `${paneStrings('en').stillBusy} Section 1 (Beginner): puzzle 1 of 6; 1 of 12 in all.`,
    );
    controller.cancel();
    const state = await making;
    expect(worker.terminated).toBe(1);
    expect(state).toMatchObject({ phase: 'done', cancelled: true, result: undefined });
    expect(describeBookState(state, bookStrings('en'))).toBe('Cancelled: no sheet was written.');
    expect(context.workbook.worksheets.items.map((sheet) => sheet.name)).toEqual(['Sheet1']);
  });

  it('a worker that stops says so and ends the run', async () => {
    const worker: BookWorkerLike = {
      onmessage: null,
      postMessage: () => setTimeout(() => worker.onerror?.({ message: 'out of memory' }), 0),
      terminate: () => undefined,
    };
    const controller = controllerOn(workbook('Sheet1'), () => worker);
    const state = await controller.make(DEFAULT_FORM);
    expect(state.problem).toEqual({ reason: 'failed', detail: 'the worker stopped: out of memory' });
    expect(bookMeaning(state)).toBe('failure');
  });
});
