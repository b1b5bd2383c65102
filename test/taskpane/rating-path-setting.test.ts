/**
 * The Settings choice of the path the rating reads (README "Rating"): the full set's path by
 * default, the standard rating on request, kept in the workbook like the technique set, read back
 * by a new pane, and given by Analyse and Batch to their workers, whose steps stay the model set's.
 */

import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import {
  loadAnalysisSettings,
  resetAnalysisSettings,
  SETTINGS_KEY,
  workbookAnalyseOptions,
} from '../../src/excel/settings';
import { defaultSettings, fromStoredSettings, toStoredSettings } from '../../src/report/settings-model';
import { AnalysisController, type AnalysisWorkerLike } from '../../src/taskpane/analyse/analysis-controller';
import { BatchController, type WorkerLike } from '../../src/taskpane/batch/batch-controller';
import { createBatchWorker, type BatchReply, type BatchRequest } from '../../src/taskpane/batch/batch-worker';
import { SettingsController } from '../../src/taskpane/settings/settings-controller';
import { settingsStrings } from '../../src/taskpane/settings/settings-strings';
import { inProcessAnalysisWorker } from '../helpers/analysis-worker';
import { readPuzzleLines } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { fakeWorkbookWith } from '../excel/fake-workbook';
import { FakeSettings } from '../excel/fake-settings';

// top95 puzzles the model set needs A on, where the standard rating and the full set's part.
const FORKING = readPuzzleLines('rated/top95.txt', 12).filter((puzzle) => {
  const standard = analyzePuzzle(puzzle, { ratingPath: 'patterns' });
  return (
    (standard.techniqueCounts.A ?? 0) > 0 && standard.rating !== analyzePuzzle(puzzle, { techniqueSet: 'full' }).rating
  );
});

async function workbookWithStandardRating(): Promise<FakeSettings> {
  const store = new FakeSettings();
  const controller = new SettingsController({ store });
  const enabled = { ...controller.state.settings.enabled };
  const weights = Object.fromEntries(
    Object.entries(controller.state.settings.weights).map(([letter, weight]) => [letter, String(weight)]),
  );
  const state = await controller.save(enabled, weights, 'model', 'standard');
  expect(state.notice).toEqual({ kind: 'saved' });
  return store;
}

describe('the rating path in the workbook’s settings', () => {
  it('is the full set’s by default, stored only when it is the standard rating, and reads back the same', () => {
    const settings = defaultSettings();
    expect(settings.ratingPath).toBe('full');
    expect(toStoredSettings(settings)).not.toHaveProperty('ratingPath');
    settings.ratingPath = 'standard';
    const stored = JSON.parse(JSON.stringify(toStoredSettings(settings)));
    expect(stored).toEqual({ version: 1, ratingPath: 'standard', disabled: '', weights: {} });
    expect(fromStoredSettings(stored)).toEqual({ settings, problems: [] });
  });

  it('is saved by the Settings panel, read by a new pane on the reopened workbook, and forgotten by Reset', async () => {
    const store = await workbookWithStandardRating();
    expect(store.document[SETTINGS_KEY]).toEqual({ version: 1, ratingPath: 'standard', disabled: '', weights: {} });
    const reopened = store.reopened();
    expect(new SettingsController({ store: reopened }).state.settings.ratingPath).toBe('standard');
    expect(workbookAnalyseOptions(reopened)).toEqual({ ratingPath: 'patterns' });
    // Saving without naming it keeps the choice; choosing the full set's path again stores nothing.
    const controller = new SettingsController({ store: reopened });
    const { enabled, weights } = controller.state.settings;
    const weightTexts = Object.fromEntries(Object.entries(weights).map(([letter, weight]) => [letter, String(weight)]));
    expect((await controller.save(enabled, weightTexts, 'full')).settings.ratingPath).toBe('standard');
    expect(workbookAnalyseOptions(reopened)).toEqual({ techniqueSet: 'full', ratingPath: 'patterns' });
    await controller.save(enabled, weightTexts, 'model', 'full');
    expect(reopened.document[SETTINGS_KEY]).toEqual({ version: 1, disabled: '', weights: {} });
    await resetAnalysisSettings(store);
    expect(loadAnalysisSettings(store.reopened()).settings.ratingPath).toBe('full');
  });

  it('names an unusable stored value, keeps the default rating, and says so in Japanese without English', () => {
    const store = new FakeSettings();
    store.set(SETTINGS_KEY, { version: 1, ratingPath: 'se', disabled: '', weights: {} });
    const loaded = loadAnalysisSettings(store);
    expect(loaded.settings.ratingPath).toBe('full');
    expect(loaded.problems).toEqual([expect.objectContaining({ kind: 'unknown-rating-path', found: 'se' })]);
    const controller = new SettingsController({ store, language: 'ja' });
    const japanese = settingsStrings('ja').notice(controller.state.notice!);
    expect(japanese).toContain('「se」');
    expect(japanese.replace('「se」', '').match(/[A-Za-z]{2,}/g)).toBeNull();
    expect(settingsStrings('en').notice(controller.state.notice!)).toContain('"se"');
  });

  it('is worded in both languages', () => {
    expect(settingsStrings('en').ratingPaths).toEqual({
      full: expect.stringMatching(/full set’s path \(default, closest to SE\)/),
      standard: expect.stringMatching(/Standard \(faster\)/),
    });
    expect(settingsStrings('ja').ratingPaths.full).toMatch(/フル.*既定.*SE/);
    expect(settingsStrings('ja').ratingPath.match(/[A-Za-z]/g)).toBeNull();
  });
});

describe('Analyse and Batch rate by the path the workbook chose', () => {
  it('has puzzles to tell the paths apart', () => {
    expect(FORKING.length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['the default: the full set’s rating', false, {}, { techniqueSet: 'full' }],
    ['the standard rating', true, { ratingPath: 'patterns' }, { ratingPath: 'patterns' }],
  ] as const)(
    'Analyse passes it to the worker: %s, the model set’s steps',
    async (_name, standard, options, ratedAs) => {
      const store = standard ? await workbookWithStandardRating() : new FakeSettings();
      const puzzle = FORKING[0];
      const context = fakeWorkbookWith('Sheet1', []);
      putValues(context.workbook.worksheets.getItem('Sheet1'), 'B2', typedGrid(puzzle));
      context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10' };
      const sent: unknown[] = [];
      const controller = new AnalysisController({
        runExcel: (work) => work(context.asExcel()),
        createWorker: (): AnalysisWorkerLike => {
          const inner = inProcessAnalysisWorker();
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
        analyseOptions: () => workbookAnalyseOptions(store),
        language: 'en',
      });
      await controller.analyse();
      expect(sent[0]).toEqual(expect.objectContaining({ type: 'analyse', options }));
      const notice = controller.state.notice;
      if (notice?.kind !== 'analysed') throw new Error(`expected an analysis, got ${notice?.kind}`);
      expect(notice.result.solution).toBe(uniqueSolution(puzzle));
      expect(notice.result.rating).toBe(analyzePuzzle(puzzle, ratedAs).rating);
      expect(notice.result.techniqueCounts.A).toBeGreaterThan(0);
      expect(Object.keys(notice.result.techniqueCounts).every((letter) => letter.length === 1)).toBe(true);
    },
  );

  it('Batch passes it to every worker of its pool: with the standard rating chosen, each puzzle’s rating is the standard one', async () => {
    const store = await workbookWithStandardRating();
    const context = fakeWorkbookWith('Book', [['No.', 'Puzzle'], ...FORKING.map((puzzle, i) => [i + 1, puzzle])]);
    const sent: BatchRequest[] = [];
    const worker = (): WorkerLike => {
      const replyTo: WorkerLike = {
        onmessage: null,
        postMessage: (message: BatchRequest) => {
          sent.push(message);
          const copy = structuredClone(message);
          setImmediate(() => void handle(copy));
        },
        terminate: () => undefined,
      };
      const handle = createBatchWorker({
        post: (reply: BatchReply) => replyTo.onmessage?.({ data: structuredClone(reply) }),
        yieldToEvents: () => new Promise((resolve) => setImmediate(resolve)),
      });
      return replyTo;
    };
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: worker,
      workerCount: () => 2,
      analyseOptions: () => workbookAnalyseOptions(store),
    });
    expect((await controller.run({})).phase).toBe('done');
    const starts = sent.filter((message) => message.type === 'start');
    expect(starts.length).toBeGreaterThanOrEqual(2);
    for (const start of starts) expect(start.type === 'start' && start.options.ratingPath).toBe('patterns');
    expect(controller.items.map(({ result }) => result.rating)).toEqual(
      FORKING.map((puzzle) => analyzePuzzle(puzzle, { ratingPath: 'patterns' }).rating),
    );
    expect(controller.items.map(({ result }) => result.grade)).toEqual(
      FORKING.map((puzzle) => analyzePuzzle(puzzle).grade),
    );
  });
});
