/**
 * A start that comes while a task runs (a click before the view disabled its button, or Solve
 * along's hint while the Analyse tab works): nothing new starts, the state says so until the
 * running task ends, and that task's own result is kept, checked against the truth.
 */

import { AnalysisController } from '../../src/taskpane/analyse/analysis-controller';
import { analysisStrings } from '../../src/taskpane/analyse/analysis-strings';
import { GaController, type GaWorkerLike } from '../../src/taskpane/ga/ga-controller';
import { describeGaState, gaStrings } from '../../src/taskpane/ga/ga-strings';
import { LibraryController } from '../../src/taskpane/library/library-controller';
import { withRefusal } from '../../src/taskpane/shared/pane-parts';
import { paneStrings } from '../../src/taskpane/shared/pane-strings';
import { FakeContext } from '../excel/fake-workbook';
import { inProcessAnalysisWorker } from '../helpers/analysis-worker';
import { EASY_PUZZLE } from '../helpers/easy-puzzle';
import { uniqueSolution } from '../helpers/oracle';
import { putValues, typedGrid } from '../helpers/sheet-grid';

/** A workbook with the easy puzzle typed at B2:J10 and selected. */
function workbook(): FakeContext {
  const context = new FakeContext();
  putValues(context.workbook.worksheets.add('Sheet1'), 'B2', typedGrid(EASY_PUZZLE));
  context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10' };
  context.discardPending();
  return context;
}

describe('a start refused while a task runs', () => {
  it('Analyse: a second Analyse is refused aloud; the first one’s analysis is kept, with the unique solution', async () => {
    const context = workbook();
    const controller = new AnalysisController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessAnalysisWorker,
      analyseOptions: () => ({}),
      language: 'en',
    });
    const first = controller.analyse();
    await controller.analyse();
    expect(controller.state).toMatchObject({ busy: true, stillBusy: true });
    const working = analysisStrings('en').notice({ kind: 'busy' });
    expect(controller.state.notice).toEqual({ kind: 'busy' });
    // The refusal replaces the plain working line it would repeat.
    expect(withRefusal(controller.state, working, 'en', true, working)).toBe(paneStrings('en').stillBusy);
    // Solve along's hint asks the same controller: it is told, not handed the running action's notice.
    const hint = await controller.hintOn({ sheetId: 'Sheet1', sheetName: 'Sheet1', address: 'B2:J10' }, EASY_PUZZLE);
    expect(hint).toEqual({ kind: 'still-busy' });
    expect(analysisStrings('ja').notice(hint!)).toBe(paneStrings('ja').stillBusy);
    await first;
    expect(controller.state).toMatchObject({
      busy: false,
      stillBusy: false,
      notice: { kind: 'analysed', result: { solution: uniqueSolution(EASY_PUZZLE) } },
    });
  });

  it('GA: Run while a run is going is refused aloud, and the status line keeps the progress', async () => {
    const context = workbook();
    // A worker that never answers: the run stays busy.
    const silent: GaWorkerLike = { onmessage: null, postMessage: () => undefined, terminate: () => undefined };
    const controller = new GaController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: () => silent,
      language: 'en',
    });
    const request = {
      population: '50',
      generations: '100',
      crossoverRate: '0.3',
      mutationRate: '0.3',
      variant: 'improved' as const,
      restartAfter: '100',
      seed: '1',
    };
    void controller.run(request);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(controller.state.phase).toBe('running');
    const refused = await controller.run(request);
    expect(refused).toMatchObject({ phase: 'running', stillBusy: true });
    const text = gaStrings('en');
    expect(withRefusal(refused, describeGaState(refused, text), 'en')).toBe(
      `${paneStrings('en').stillBusy} ${text.progress(0, 100, 0)}`,
    );
  });

  it('Library: Recall while Store runs is refused aloud (no Cancel there); Store then says what it stored', async () => {
    const context = workbook();
    const controller = new LibraryController({
      runExcel: (work) => work(context.asExcel()),
      now: () => new Date(2026, 10, 24),
      language: 'en',
    });
    const store = controller.store('1', 'easy');
    const refused = await controller.recall('1');
    expect(refused).toMatchObject({ busy: true, stillBusy: true });
    expect(withRefusal(refused, '', 'en', false)).toBe(paneStrings('en').stillBusyNoCancel);
    const stored = await store;
    expect(stored).toMatchObject({ busy: false, stillBusy: false, notice: { kind: 'stored', number: 1 } });
    expect(stored.listing?.entries.map((entry) => entry.puzzle)).toEqual([EASY_PUZZLE]);
  });
});
