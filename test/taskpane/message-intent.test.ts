import { analyzePuzzle } from '../../src/engine/analyser';
import { AnalysisController, type AnalysisWorkerLike } from '../../src/taskpane/analyse/analysis-controller';
import { createAnalysisWorker } from '../../src/taskpane/analyse/analysis-worker';
import {
  analysisMeaning,
  batchMeaning,
  gaMeaning,
  generateMeaning,
  intentOf,
  INTENT_OF,
  libraryMeaning,
  settingsMeaning,
  solveAlongMeaning,
  symmetryMeaning,
  transformMeaning,
  type Meaning,
} from '../../src/taskpane/shared/message-intent';
import { samplePuzzles } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { fakeWorkbookWith } from '../excel/fake-workbook';

const CONQUERED = samplePuzzles('rated/mixed1000_meta.csv', 6).find(
  (each) => analyzePuzzle(each).status === 'conquer',
)!;

function inProcessWorker(): AnalysisWorkerLike {
  const worker: AnalysisWorkerLike = {
    onmessage: null,
    postMessage: (message) => void handle(message),
    terminate: () => undefined,
  };
  const handle = createAnalysisWorker((reply) => setTimeout(() => worker.onmessage?.({ data: reply }), 0));
  return worker;
}

/** The intent the Analyse tab's status line shows after analysing `puzzle` (81 characters, '.' blank). */
async function analyseIntent(puzzle: string) {
  const context = fakeWorkbookWith('Sheet1', []);
  putValues(context.workbook.worksheets.getItem('Sheet1'), 'B2', typedGrid(puzzle));
  context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10' };
  const controller = new AnalysisController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: inProcessWorker,
    analyseOptions: () => ({}),
    language: 'en',
  });
  await controller.analyse();
  return { kind: controller.state.notice?.kind, intent: intentOf(analysisMeaning(controller.state.notice)) };
}

describe('one colour for one meaning', () => {
  it('maps every meaning to its intent: red for what cannot be worked on, amber, green, grey', () => {
    const expected: Record<Meaning, string> = {
      'bad-input': 'error',
      clash: 'error',
      'no-solution': 'error',
      'several-solutions': 'error',
      failure: 'error',
      caution: 'warning',
      success: 'success',
      info: 'info',
    };
    expect(INTENT_OF).toEqual(expected);
    expect(intentOf(undefined)).toBe('info');
  });

  it('shows a successful analysis in green, and a puzzle with clashing givens or several solutions in red', async () => {
    expect(await analyseIntent(CONQUERED)).toEqual({ kind: 'analysed', intent: 'success' });
    // Two 1s in the first row: the givens clash.
    const clash = '11' + CONQUERED.slice(2).replace(/1/g, '.');
    expect(await analyseIntent(clash)).toEqual({ kind: 'analysed', intent: 'error' });
    // The givens of the first 40 cells taken away leave several solutions (the exact solver finds two).
    const several = CONQUERED.replace(/[1-9]/g, (digit, at: number) => (at < 40 ? '.' : digit));
    expect(() => uniqueSolution(several)).toThrow('found 2');
    expect(await analyseIntent(several)).toEqual({ kind: 'analysed', intent: 'error' });
  }, 30_000);

  it('shows a cell that is no digit in red, a blank selection in amber', async () => {
    expect(intentOf(analysisMeaning({ kind: 'bad-cells', cells: ['B2'], values: ['x'] }))).toBe('error');
    expect(intentOf(analysisMeaning({ kind: 'empty-selection', address: 'Sheet1!B2:J10' }))).toBe('warning');
    expect(intentOf(analysisMeaning({ kind: 'worker-failed', message: 'boom' }))).toBe('error');
  });

  it('gives every tab the same colour for the same meaning', () => {
    const done = { phase: 'done' as const, cancelled: false };
    expect(intentOf(libraryMeaning({ kind: 'bad-number' }))).toBe('error');
    expect(intentOf(libraryMeaning({ kind: 'recalled', number: 1, title: '' }))).toBe('success');
    expect(intentOf(libraryMeaning({ kind: 'not-found', number: 2, stored: [1] }))).toBe('warning');
    expect(intentOf(batchMeaning({ ...done, report: { sheets: [] } as never }))).toBe('success');
    expect(intentOf(batchMeaning({ phase: 'failed', cancelled: false }))).toBe('error');
    expect(intentOf(generateMeaning({ ...done, puzzles: [{ index: 0 }] as never, problem: undefined }))).toBe(
      'success',
    );
    expect(
      intentOf(generateMeaning({ ...done, puzzles: [], problem: { reason: 'bad-options', detail: 'count' } })),
    ).toBe('error');
    expect(
      intentOf(gaMeaning({ result: { solved: true, cancelled: false, generations: 1, bestFitness: 162, timeMs: 1 } })),
    ).toBe('success');
    expect(intentOf(gaMeaning({ problem: { reason: 'conflict', cells: [] } as never }))).toBe('error');
    expect(intentOf(solveAlongMeaning({ problem: { reason: 'invalid', kind: 'multiple-solutions' } }))).toBe('error');
    expect(intentOf(solveAlongMeaning({ notice: { kind: 'entry', cell: 'B2', value: 3, verdict: 'wrong' } }))).toBe(
      'warning',
    );
    expect(intentOf(settingsMeaning({ kind: 'saved' }))).toBe('success');
    expect(intentOf(symmetryMeaning({ kind: 'failed', detail: 'x' }))).toBe('error');
    expect(intentOf(transformMeaning({ kind: 'bad-field', field: 'seed' }))).toBe('error');
  });
});
