import { analyzePuzzle, candidatesAtStep } from '../../src/engine/analysis/analyser';
import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import { solve } from '../../src/engine/solver/solver';
import { HINT_FILL, PROBLEM_FILL, hintCells } from '../../src/excel/analysis';
import { ANALYSIS_LAYOUT } from '../../src/report/analysis-sheet';
import { rangeAddress } from '../../src/report/sheet-model';
import {
  AnalysisController,
  SAMPLE_PUZZLE,
  type AnalysisWorkerLike,
} from '../../src/taskpane/analyse/analysis-controller';
import { analysisStrings } from '../../src/taskpane/analyse/analysis-strings';
import { createAnalysisWorker, type AnalysisWorkerReply } from '../../src/taskpane/analyse/analysis-worker';
import { readPuzzleLines, samplePuzzles } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';
import { puzzleAt, putValues, typedGrid } from '../helpers/sheet-grid';
import { fakeWorkbookWith, type FakeContext, type FakeWorksheet } from '../excel/fake-workbook';

const PUZZLE = samplePuzzles('rated/mixed1000_meta.csv', 6).find((each) => analyzePuzzle(each).status === 'conquer')!;
const SOLUTION = Array.from(solve(parsePuzzleText(PUZZLE), 2).solutions[0]).join('');

/** The worker's handler in this process, replying asynchronously as a real worker does. */
function inProcessWorker(log: string[]): AnalysisWorkerLike {
  const worker: AnalysisWorkerLike = {
    onmessage: null,
    postMessage: (message) => {
      log.push(message.type);
      void handle(message);
    },
    terminate: () => log.push('terminated'),
  };
  const handle = createAnalysisWorker((reply) => setTimeout(() => worker.onmessage?.({ data: reply }), 0));
  return worker;
}

function setUp(values: unknown[][] = typedGrid(PUZZLE), selection = 'B2:J10') {
  const context: FakeContext = fakeWorkbookWith('Sheet1', []);
  const sheet: FakeWorksheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', values);
  context.workbook.selection = { sheet: 'Sheet1', address: selection };
  const log: string[] = [];
  const controller = new AnalysisController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: () => inProcessWorker(log),
    analyseOptions: () => ({}),
    language: 'en',
  });
  const text = analysisStrings('en');
  const notice = () => (controller.state.notice ? text.notice(controller.state.notice) : '');
  return { context, sheet, controller, log, notice };
}

const litCells = (sheet: FakeWorksheet, fill: string) =>
  [...sheet.cells.entries()].filter(([, cell]) => cell.fill === fill).map(([key]) => key);

describe('the pane’s analysis controller', () => {
  it('refuses a selection of the wrong size without starting the analyser', async () => {
    const { controller, log, notice } = setUp(undefined, 'B2:C3');
    await controller.analyse();
    expect(controller.state.notice).toEqual({ kind: 'bad-selection', rows: 2, columns: 2 });
    expect(notice()).toMatch(/2×2/);
    expect(log).toEqual([]);
  });

  it('names and highlights cells that are not digits by their real sheet address, in both languages', async () => {
    // The puzzle sits at B2:J10, so grid row 2, column 7 is the sheet's H3 (never "G2").
    const values = typedGrid(PUZZLE);
    values[1][6] = 'x';
    // (12 would be pencil marks, candidates 1 and 2: a cell of several digits makes a position, issue 37.)
    values[4][4] = 10;
    const { controller, sheet, log, notice } = setUp(values);
    await controller.analyse();
    expect(controller.state.notice?.kind).toBe('bad-cells');
    expect(notice()).toContain('H3 holds "x", F6 holds 10');
    expect(notice()).not.toContain('G2');
    expect(analysisStrings('ja').notice(controller.state.notice!)).toContain('H3 に「x」、F6 に「10」');
    expect(litCells(sheet, PROBLEM_FILL)).toEqual(['2,7', '5,5']);
    expect(log).toEqual([]);
  });

  it('says an empty selection holds no puzzle and touches nothing; then offers the sample, which the analysis conquers', async () => {
    const blank = Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ''));
    const { controller, sheet, context, log, notice } = setUp(blank, 'B2');
    const sheetsBefore = context.workbook.worksheets.items.map((each) => each.name);
    await controller.analyse();
    expect(controller.state.notice).toEqual({ kind: 'empty-selection', address: 'Sheet1!B2:J10' });
    expect(notice()).toMatch(/holds no puzzle/);
    expect(litCells(sheet, PROBLEM_FILL)).toEqual([]);
    expect(context.workbook.worksheets.items.map((each) => each.name)).toEqual(sheetsBefore);
    expect(log).toEqual([]);

    await controller.insertSample();
    expect(controller.state.notice).toEqual({ kind: 'sample-inserted', address: 'Sheet1!B2:J10' });
    const written = puzzleAt(sheet, 'B2:J10');
    expect(written).toBe(SAMPLE_PUZZLE);
    await controller.analyse();
    expect(controller.state.notice).toMatchObject({
      kind: 'analysed',
      result: { status: 'conquer', solution: uniqueSolution(SAMPLE_PUZZLE) },
    });
  });

  it('offers the sample on a first run in a blank sheet, writes it at A1:I9 and selects it; a sheet with anything in it gets no offer', async () => {
    const blank = fakeWorkbookWith('Sheet1', []);
    const log: string[] = [];
    const controller = new AnalysisController({
      runExcel: (work) => work(blank.asExcel()),
      createWorker: () => inProcessWorker(log),
      analyseOptions: () => ({}),
      language: 'en',
    });
    await controller.offerSampleIfBlank();
    expect(controller.state.notice).toEqual({ kind: 'blank-workbook' });
    await controller.insertSample();
    expect(puzzleAt(blank.workbook.worksheets.getItem('Sheet1'), 'A1:I9')).toBe(SAMPLE_PUZZLE);
    expect(blank.workbook.selection).toEqual({ sheet: 'Sheet1', address: 'A1:I9' });
    await controller.analyse();
    expect(controller.state.notice).toMatchObject({ kind: 'analysed', result: { status: 'conquer' } });

    const { controller: used } = setUp();
    await used.offerSampleIfBlank();
    expect(used.state.notice).toBeUndefined();
  });

  it('ends the busy state with a message when the worker crashes, and Retry runs the analysis again in a fresh worker', async () => {
    const { context } = setUp();
    const workers: AnalysisWorkerLike[] = [];
    const log: string[] = [];
    const controller = new AnalysisController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: () => {
        // The first worker dies on its first message (a script error); later ones work.
        const worker =
          workers.length === 0
            ? ({
                onmessage: null,
                onerror: null,
                postMessage: () => setTimeout(() => worker.onerror?.({ message: 'boom' }), 0),
                terminate: () => log.push('terminated'),
              } as AnalysisWorkerLike)
            : inProcessWorker(log);
        workers.push(worker);
        return worker;
      },
      analyseOptions: () => ({}),
      language: 'en',
    });
    await controller.analyse();
    expect(controller.state).toMatchObject({ busy: false, canRetry: true, notice: { kind: 'worker-failed' } });
    expect(analysisStrings('en').notice(controller.state.notice!)).toContain('boom');
    expect(log).toEqual(['terminated']);
    await controller.retry();
    expect(workers).toHaveLength(2);
    expect(controller.state).toMatchObject({
      busy: false,
      canRetry: false,
      notice: { kind: 'analysed', result: { solution: SOLUTION } },
    });
  });

  it('highlights the conflicting cells of an invalid puzzle and writes the analysis sheet', async () => {
    const first = [...PUZZLE].findIndex((ch) => ch !== '.');
    const sameRow =
      [...PUZZLE.slice(first - (first % 9), first - (first % 9) + 9)].findIndex((ch) => ch === '.') +
      first -
      (first % 9);
    const broken = PUZZLE.slice(0, sameRow) + PUZZLE[first] + PUZZLE.slice(sameRow + 1);
    const { controller, sheet, context } = setUp(typedGrid(broken));
    await controller.analyse();
    const cells = analyzePuzzle(broken)
      .error!.cells.map(([r, c]) => `${r},${c}`)
      .sort();
    expect(litCells(sheet, PROBLEM_FILL).sort()).toEqual(cells);
    expect(context.workbook.worksheets.items.map((each) => each.name)).toContain('Analysis');
    expect(controller.state.analysed).toBe(false);
  });

  it('analyses, shows candidates at a step, fills after the question and restores', async () => {
    const { controller, sheet, context, notice } = setUp();
    await controller.analyse();
    expect(notice()).toMatch(/^Conquer/);
    expect(controller.state.analysed).toBe(true);

    await controller.showCandidates('0');
    expect(controller.state.notice).toEqual({ kind: 'bad-step', last: controller.state.steps });
    const step = Math.ceil(controller.state.steps / 2);
    context.syncs = 0;
    await controller.showCandidates(String(step));
    expect(context.syncs).toBe(3);
    const shown = context.workbook.worksheets
      .getItem('Analysis')
      .getRange(rangeAddress(ANALYSIS_LAYOUT.gridRow, ANALYSIS_LAYOUT.candidatesColumn, 9, 9)).values;
    const expected = candidatesAtStep(PUZZLE, step);
    shown.forEach((line, r) =>
      line.forEach((value, c) => expected[r][c] && expect(String(value)).toBe(expected[r][c])),
    );

    await controller.fill();
    expect(controller.state.asking).toBe(true);
    expect(controller.state.notice).toMatchObject({
      kind: 'fill-question',
      count: [...PUZZLE].filter((ch) => ch === '.').length,
    });
    controller.declineFill();
    expect(puzzleAt(sheet, 'B2:J10')).toBe(PUZZLE);
    await controller.fill();
    await controller.confirmFill();
    expect(puzzleAt(sheet, 'B2:J10')).toBe(SOLUTION);
    expect(controller.state.canRestore).toBe(true);
    await controller.restore();
    expect(puzzleAt(sheet, 'B2:J10')).toBe(PUZZLE);
  });

  it('gives wrong entries first, then hints of growing detail, and clears the highlight', async () => {
    const { controller, sheet, notice } = setUp();
    await controller.analyse();
    const blank = PUZZLE.indexOf('.');
    const at = [1 + Math.floor(blank / 9), 1 + (blank % 9)] as const;
    sheet.cell(...at).value = (Number(SOLUTION[blank]) % 9) + 1;
    await controller.hint();
    expect(controller.state.notice?.kind).toBe('wrong');
    expect(litCells(sheet, PROBLEM_FILL)).toEqual([`${at[0]},${at[1]}`]);

    sheet.cell(...at).value = '';
    const levels: number[] = [];
    for (let i = 0; i < 4; i++) {
      await controller.hint();
      const state = controller.state.notice;
      if (state?.kind !== 'hint') throw new Error(notice());
      levels.push(state.level);
      expect(state.next.value).toBe(Number(SOLUTION[(state.next.row - 1) * 9 + state.next.col - 1]));
      const detail = state.level === state.of ? 3 : state.level === state.of - 1 ? 2 : 1;
      expect(litCells(sheet, HINT_FILL)).toHaveLength(
        detail === 1 ? 9 : detail === 3 ? 1 : hintCells({ wrong: [], next: state.next }, 2).length,
      );
      expect(litCells(sheet, PROBLEM_FILL)).toEqual([]);
    }
    const of = (controller.state.notice as { of: number }).of;
    expect(levels).toEqual([1, 2, 3, 4].map((level) => Math.min(level, of)));
    expect(notice()).toMatch(new RegExp(`^Hint ${of}/${of}: r\\dc\\d=\\d$`));
    await controller.clearHighlight();
    expect(litCells(sheet, HINT_FILL)).toEqual([]);
    expect(controller.state.highlighted).toBe(false);
  });

  it('cancels a running analysis by replacing the worker', async () => {
    const { context } = setUp();
    const log: string[] = [];
    const silent: AnalysisWorkerLike = {
      onmessage: null,
      postMessage: (message) => log.push(message.type),
      terminate: () => log.push('terminated'),
    };
    const controller = new AnalysisController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: () => silent,
      analyseOptions: () => ({}),
      language: 'ja',
    });
    const running = controller.analyse();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(controller.state.busy).toBe(true);
    controller.cancel();
    await running;
    expect(controller.state).toMatchObject({ busy: false, notice: { kind: 'cancelled' } });
    expect(log).toEqual(['analyse', 'terminated']);
  });
});

describe('the analysis worker', () => {
  it('answers a hint for a puzzle that cannot give one with the engine’s cells, and refuses a second run at once', async () => {
    const replies: AnalysisWorkerReply[] = [];
    const handle = createAnalysisWorker((reply) => replies.push(reply));
    await handle({ type: 'hint', puzzle: '.'.repeat(81), grid: '.'.repeat(81) });
    expect(replies[0]).toMatchObject({ type: 'hint-problem' });
    const first = handle({ type: 'analyse', puzzle: PUZZLE, options: {} });
    const second = handle({ type: 'analyse', puzzle: PUZZLE, options: {} });
    await Promise.all([first, second]);
    expect(replies.map((reply) => reply.type).sort()).toEqual(['analysis', 'error', 'hint-problem']);
    expect(replies.find((reply) => reply.type === 'error')).toEqual({
      type: 'error',
      message: 'An analysis is already running.',
    });
    const analysis = replies.find((reply) => reply.type === 'analysis');
    // The candidate grids travel with the steps (the pane shows any step without a second run).
    if (analysis?.type === 'analysis') expect(analysis.result.steps.every((step) => 'candidates' in step)).toBe(true);
  });
});

describe('the pane’s analysis controller with the full technique set chosen in Settings', () => {
  it('analyses with the full set and asks for hints with it', async () => {
    // A top95 puzzle whose full-set log uses an XY-Wing: the model set needs assumption there.
    const puzzle = readPuzzleLines('rated/top95.txt')[3];
    const context: FakeContext = fakeWorkbookWith('Sheet1', []);
    putValues(context.workbook.worksheets.getItem('Sheet1'), 'B2', typedGrid(puzzle));
    context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10' };
    const sent: unknown[] = [];
    const log: string[] = [];
    const controller = new AnalysisController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: () => {
        const inner = inProcessWorker(log);
        return {
          ...inner,
          postMessage: (message) => (sent.push(message), inner.postMessage(message)),
          set onmessage(handler) {
            inner.onmessage = handler;
          },
          get onmessage() {
            return inner.onmessage;
          },
        };
      },
      analyseOptions: () => ({ techniqueSet: 'full' }),
      language: 'en',
    });
    await controller.analyse();
    const notice = controller.state.notice;
    if (notice?.kind !== 'analysed') throw new Error(`expected an analysis, got ${notice?.kind}`);
    expect(notice.result.status).toBe('conquer');
    expect(notice.result.solution).toBe(uniqueSolution(puzzle));
    expect(notice.result.techniqueCounts.XYW).toBeGreaterThan(0);
    expect(notice.result.techniqueCounts.A).toBeUndefined();
    await controller.hint();
    expect(sent).toEqual([
      expect.objectContaining({ type: 'analyse', options: { techniqueSet: 'full' } }),
      expect.objectContaining({ type: 'hint', techniqueSet: 'full' }),
    ]);
  });
});
