import { createBatchWorker, type BatchReply, type BatchRequest } from '../../src/taskpane/batch/batch-worker';
import { formatVariantPuzzle } from '../../src/io/variant-text';
import { engineFixtures } from '../helpers/variant-fixtures';
import { BatchController, type WorkerLike } from '../../src/taskpane/batch/batch-controller';
import { batchStrings } from '../../src/taskpane/batch/batch-strings';
import { GRADE_NAMES, TECHNIQUE_CODES, TECHNIQUE_LETTERS } from '../../src/engine/analyser';
import { RESULTS_HEADERS, buildResultsSheet } from '../../src/report/results-sheet';
import { SUMMARY_LAYOUT, summariseBatch } from '../../src/report/summary-sheet';
import { uniqueSolution } from '../helpers/oracle';
import { puzzlesWithSolutions, readPuzzleLines } from '../helpers/corpus';
import { resultsTable } from '../helpers/batch-items';
import { FakeContext, fakeWorkbookWith } from '../excel/fake-workbook';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import { saveAnalysisSettings, workbookAnalyseOptions, type SettingsStore } from '../../src/excel/settings';
import { defaultSettings } from '../../src/report/settings-model';

const PUZZLES = puzzlesWithSolutions(12);

function bookValues(badAt = -1): unknown[][] {
  return [
    ['No.', 'Level', 'Puzzle'],
    ...PUZZLES.map(({ puzzle }, i) => [i + 1, i % 2 ? 'Hard' : 'Easy', i === badAt ? puzzle.slice(0, 60) : puzzle]),
  ];
}

/** The worker in-process, with messages cloned both ways as postMessage clones them, and delivered as a later task as a real worker's are. */
function inProcessWorker(): WorkerLike {
  const worker: WorkerLike = {
    onmessage: null,
    postMessage: (message: BatchRequest) => {
      const copy = structuredClone(message);
      setImmediate(() => void handle(copy));
    },
    terminate: () => undefined,
  };
  const handle = createBatchWorker({
    post: (reply: BatchReply) => worker.onmessage?.({ data: structuredClone(reply) }),
    yieldToEvents: () => new Promise((resolve) => setImmediate(resolve)),
  });
  return worker;
}

describe('the batch worker', () => {
  it('posts every result once, in order, then done', async () => {
    const replies: BatchReply[] = [];
    const handle = createBatchWorker({ post: (reply) => replies.push(reply), yieldToEvents: async () => undefined });
    await handle({ type: 'start', values: bookValues(5), book: {}, options: {} });
    const items = replies.flatMap((reply) => (reply.type === 'progress' ? reply.items : []));
    expect(items.map((item) => item.result.index)).toEqual(PUZZLES.map((_, i) => i));
    items.forEach((item, i) => {
      if (i === 5) expect(item.result.status).toBe('invalid');
      else expect(item.result.solution).toBe(PUZZLES[i].solution);
    });
    expect(replies[replies.length - 1]).toMatchObject({ type: 'done', cancelled: false, total: PUZZLES.length });
  });

  it('analyses rows of other kinds (kind, box, grids, map columns) on their own geometry, as the command line does', async () => {
    const rows = [
      engineFixtures('size-6')[0],
      engineFixtures('diagonal-9')[0],
      engineFixtures('combined-butterfly')[0],
    ];
    const values = [
      ['puzzle', 'kind', 'grids'],
      ...rows.map((fixture) => [
        formatVariantPuzzle(fixture.geometry, fixture.puzzle),
        fixture.geometry.kind,
        fixture.geometry.grids.map((grid) => `${grid.row},${grid.col}`).join(';'),
      ]),
    ];
    const replies: BatchReply[] = [];
    await createBatchWorker({ post: (reply) => replies.push(reply), yieldToEvents: async () => undefined })({
      type: 'start',
      values,
      book: {},
      options: {},
    });
    const items = replies.flatMap((reply) => (reply.type === 'progress' ? reply.items : []));
    expect(items.map((item) => item.result.status)).toEqual(['conquer', 'conquer', 'conquer']);
    items.forEach((item, i) =>
      expect(item.result.solution).toBe(formatVariantPuzzle(rows[i].geometry, rows[i].solution).split(' ')[0]),
    );

    // What crosses back from the worker still knows each row's kind and grid: Results and Summary count on it.
    const posted = structuredClone(items);
    const results = buildResultsSheet(posted);
    const header = results.values[0];
    const givens = rows.map((fixture) => fixture.puzzle.filter((value) => value !== 0).length);
    expect(
      posted.map((_, i) => [
        results.values[i + 1][header.indexOf('Givens')],
        results.values[i + 1][header.indexOf('Blanks')],
      ]),
    ).toEqual(rows.map((fixture, i) => [givens[i], fixture.puzzle.length - givens[i]]));
    expect(
      summariseBatch(posted).kinds.map(({ kind, puzzles, meanGivens }) => [
        kind.name,
        kind.size,
        kind.grids,
        puzzles,
        meanGivens,
      ]),
    ).toEqual([
      ['standard', 6, 1, 1, givens[0]],
      ['diagonal', 9, 1, 1, givens[1]],
      ['butterfly', 9, 4, 1, givens[2]],
    ]);
  });

  it("takes the Settings' switches of the full set to rows of other kinds as the pane's own analysis does: their model letters, E on", async () => {
    const [fixture] = engineFixtures('diagonal-9');
    const values = [
      ['puzzle', 'kind'],
      [formatVariantPuzzle(fixture.geometry, fixture.puzzle), 'diagonal'],
    ];
    const replies: BatchReply[] = [];
    // The full set with [SKY] switched off: the list names [XYW] and the rest, which no other kind has yet.
    const techniques = TECHNIQUE_CODES.filter((code) => code !== 'SKY')
      .map((code) => (code.length > 1 ? `[${code}]` : code))
      .join('');
    await createBatchWorker({ post: (reply) => replies.push(reply), yieldToEvents: async () => undefined })({
      type: 'start',
      values,
      book: {},
      options: { techniques, techniqueSet: 'full' },
    });
    const [item] = replies.flatMap((reply) => (reply.type === 'progress' ? reply.items : []));
    expect(item.result.status).toBe('conquer');
    expect(item.result.solution).toBe(formatVariantPuzzle(fixture.geometry, fixture.solution).split(' ')[0]);
  });

  it('keeps from…to', async () => {
    const replies: BatchReply[] = [];
    await createBatchWorker({ post: (reply) => replies.push(reply), yieldToEvents: async () => undefined })({
      type: 'start',
      values: bookValues(),
      book: { from: 3, to: 4 },
      options: {},
    });
    expect(
      replies.flatMap((reply) => (reply.type === 'progress' ? reply.items.map((item) => item.record.number) : [])),
    ).toEqual([3, 4]);
  });
});

/**
 * A second worker that costs nothing, on a clock that moves a step each reading: it pays as soon as
 * the first worker has given a result, so these tests run two workers whatever the book's size.
 */
function secondWorkerPays() {
  let tick = 0;
  return { workerCostMs: 0, now: () => ++tick };
}

describe('the batch panel controller', () => {
  it('reads the active sheet, runs the worker, and writes Results and Summary', async () => {
    const context = fakeWorkbookWith('Book', bookValues(5));
    const phases: string[] = [];
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
    });
    controller.onChange((state) => phases.push(state.phase));
    const state = await controller.run({});
    expect(state.phase).toBe('done');
    expect(state.report?.resultsSheet).toBe('Results');
    expect(phases).toContain('running');
    expect(phases.indexOf('writing')).toBeGreaterThan(phases.lastIndexOf('running'));
    const results = resultsTable(context.workbook.worksheets.getItem('Results').valuesBlock());
    expect(results).toHaveLength(PUZZLES.length + 1);
    const status = results[0].indexOf('Status');
    expect(results[6][status]).toBe('Invalid');
    expect(results[1][results[0].indexOf('Solution')]).toBe(PUZZLES[0].solution);
  });

  it('in a Japanese Office writes 計算結果, 集計 and 技法, and says so', async () => {
    const context = fakeWorkbookWith('Book', bookValues(5));
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      language: 'ja',
    });
    const state = await controller.run({});
    expect(state.report).toMatchObject({ resultsSheet: '計算結果', summarySheet: '集計', legendSheet: '技法' });
    expect(context.workbook.worksheets.items.map((sheet) => sheet.name)).toEqual(['Book', '計算結果', '集計', '技法']);
    expect(resultsTable(context.workbook.worksheets.getItem('計算結果').valuesBlock())[0]).toContain('結果');
    expect(batchStrings('ja').done(state.report!, false)).toContain('「計算結果」「集計」');
  });

  it('is busy from reading to writing, under the one name every tab reads (busy)', async () => {
    const context = fakeWorkbookWith('Book', bookValues());
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
    });
    const seen: [string, boolean][] = [];
    controller.onChange((state) => seen.push([state.phase, controller.busy]));
    expect(controller.busy).toBe(false);
    await controller.run({});
    for (const [phase, busy] of seen)
      expect([phase, busy]).toEqual([phase, ['reading', 'running', 'writing'].includes(phase)]);
    expect(seen.map(([phase]) => phase)).toEqual(expect.arrayContaining(['reading', 'running', 'writing', 'done']));
    expect(controller.busy).toBe(false);
    // No second name for the same thing: the Batch tab reads busy like the other tabs.
    expect('running' in controller).toBe(false);
  });

  it('cancels after the first slice and writes only what was done', async () => {
    const context = fakeWorkbookWith('Book', bookValues());
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
    });
    controller.onChange((state) => {
      if (state.phase === 'running' && state.done > 0 && !state.cancelled) controller.cancel();
    });
    const state = await controller.run({});
    expect(state.cancelled).toBe(true);
    expect(state.done).toBeLessThan(PUZZLES.length);
    expect(controller.items.length).toBe(state.done);
    expect(resultsTable(context.workbook.worksheets.getItem('Results').valuesBlock())).toHaveLength(state.done + 1);
  });

  it('ends with the summary the command line prints: counts by status and grade, checked against the items', async () => {
    const context = fakeWorkbookWith('Book', bookValues(5));
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
    });
    const state = await controller.run({});
    const results = controller.items.map((item) => item.result);
    const lines = batchStrings('en').summary(state.summary!);
    const conquered = results.filter((result) => result.solution !== undefined && result.status === 'conquer').length;
    expect(lines[0]).toBe(
      `${PUZZLES.length} puzzles: ${conquered} Conquer, ${PUZZLES.length - 1 - conquered} Not Conquer, 1 Invalid`,
    );
    for (const level of [1, 2, 3, 4, 5]) {
      const count = results.filter((result) => result.grade?.level === level).length;
      expect(lines.join('\n')).toContain(`${GRADE_NAMES[level - 1]} ${count}`);
    }
    expect(batchStrings('ja').summary(state.summary!)[0]).toContain(`${PUZZLES.length} 問`);
  });

  it('resumes a cancelled batch into the same Results and Summary sheets, so one Summary covers the whole book', async () => {
    const context = fakeWorkbookWith('Book', bookValues());
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
    });
    let cancelOnce = true;
    controller.onChange((state) => {
      if (cancelOnce && state.phase === 'running' && state.done > 0 && !state.cancelled) {
        cancelOnce = false;
        controller.cancel();
      }
    });
    const first = await controller.run({});
    expect(first.cancelled).toBe(true);
    const from = first.resumeFrom!;
    expect(from).toBe(first.done + 1);
    // Meanwhile the person renames the Results sheet and makes a sheet of their own under its old name.
    const sheets = context.workbook.worksheets;
    sheets.getItem('Results').name = 'Run 1';
    sheets.add('Results').cell(0, 0).value = 'mine';
    sheets.active = 'Book';
    const second = await controller.run({ from });
    expect(second.cancelled).toBe(false);
    const names = sheets.items.map((sheet) => sheet.name).sort();
    expect(names).toEqual(['Book', 'Results', 'Run 1', 'Summary', 'Techniques']);
    expect(second.report?.sheetIds).toHaveLength(3);
    expect(sheets.getItem('Results').valuesBlock()).toEqual([['mine']]);
    const results = resultsTable(sheets.getItem('Run 1').valuesBlock());
    const solution = results[0].indexOf('Solution');
    expect(results.slice(1).map((row) => row[solution])).toEqual(PUZZLES.map((each) => each.solution));
    expect(second.summary?.puzzles).toBe(PUZZLES.length);
  });

  /** An item without its timings (every field ending in Ms), which differ from run to run. */
  function withoutTimings(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(withoutTimings);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !key.endsWith('Ms'))
        .map(([key, each]) => [key, withoutTimings(each)]),
    );
  }

  it('with two workers gives the items and sheets of one worker, in book order', async () => {
    const runs = [];
    for (const workers of [1, 2]) {
      const context = fakeWorkbookWith('Book', bookValues(5));
      let created = 0;
      const controller = new BatchController({
        runExcel: (work) => work(context.asExcel()),
        createWorker: () => (created++, inProcessWorker()),
        workerCount: () => workers,
        ...secondWorkerPays(),
      });
      const state = await controller.run({});
      expect(state.message).toBeUndefined();
      expect(state.phase).toBe('done');
      expect(created).toBe(workers);
      runs.push({
        items: controller.items,
        results: resultsTable(context.workbook.worksheets.getItem('Results').valuesBlock()),
      });
    }
    expect(runs[1].items.map((item) => item.record.number)).toEqual(PUZZLES.map((_, i) => i + 1));
    expect(withoutTimings(runs[1].items)).toEqual(withoutTimings(runs[0].items));
    runs[1].items.forEach((item, i) => {
      expect(item.result.index).toBe(i);
      if (i !== 5) expect(item.result.solution).toBe(PUZZLES[i].solution);
    });
    const solution = runs[0].results[0].indexOf('Solution');
    expect(runs[1].results.map((row) => row[solution])).toEqual(runs[0].results.map((row) => row[solution]));
  });

  it('with two workers, a cancel keeps the puzzles before the first one not done, and the resumed run completes the book', async () => {
    const context = fakeWorkbookWith('Book', bookValues());
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      workerCount: () => 2,
      ...secondWorkerPays(),
    });
    let cancelOnce = true;
    controller.onChange((state) => {
      if (cancelOnce && state.phase === 'running' && state.done > 0) {
        cancelOnce = false;
        controller.cancel();
      }
    });
    const first = await controller.run({});
    expect(first.cancelled).toBe(true);
    expect(controller.items.map((item) => item.record.number)).toEqual(
      Array.from({ length: first.done }, (_, i) => i + 1),
    );
    expect(first.resumeFrom).toBe(first.done + 1);
    const second = await controller.run({ from: first.resumeFrom });
    expect(second.cancelled).toBe(false);
    const results = resultsTable(context.workbook.worksheets.getItem('Results').valuesBlock());
    expect(results.slice(1).map((row) => row[results[0].indexOf('Solution')])).toEqual(
      PUZZLES.map((each) => each.solution),
    );
  });

  it('a crashed worker among two is reported with the puzzle it was on', async () => {
    const context = fakeWorkbookWith('Book', bookValues());
    const crashing: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: () => setTimeout(() => crashing.onerror?.({ message: 'out of memory' }), 0),
      terminate: () => undefined,
    };
    let created = 0;
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: () => (created++ === 1 ? crashing : inProcessWorker()),
      workerCount: () => 2,
      ...secondWorkerPays(),
    });
    const state = await controller.run({});
    expect(state.phase).toBe('failed');
    expect(state.message).toMatch(/out of memory \(puzzle No\. \d+\)/);
    const number = Number(/No\. (\d+)/.exec(state.message!)![1]);
    expect(number).toBeGreaterThan(1); // the second worker's slice, not the first puzzle
  });

  it('a worker that crashes ends the run with its message instead of leaving the panel busy', async () => {
    const context = fakeWorkbookWith('Book', bookValues());
    const crashing: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: () => setTimeout(() => crashing.onerror?.({ message: 'out of memory' }), 0),
      terminate: () => undefined,
    };
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: () => crashing,
    });
    const state = await controller.run({});
    expect(state.phase).toBe('failed');
    expect(controller.busy).toBe(false);
    expect(batchStrings('en').failed(state.message!)).toContain('out of memory');
  });

  it('says when the sheet holds no puzzle, and writes nothing', async () => {
    const context = fakeWorkbookWith('Notes', [['shopping list'], ['eggs']]);
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
    });
    const state = await controller.run({});
    expect(state).toMatchObject({ phase: 'done', message: 'no-puzzles' });
    expect(context.workbook.worksheets.items.map((sheet) => sheet.name)).toEqual(['Notes']);
  });

  it('hands the selected Results row to the single-puzzle analysis', async () => {
    const context = new FakeContext();
    const analysed: string[] = [];
    const book = context.workbook.worksheets.add('Book');
    bookValues().forEach((cells, r) => cells.forEach((value, c) => (book.cell(r, c).value = value)));
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      analysePuzzle: (puzzle) => void analysed.push(puzzle),
    });
    await controller.run({ sheet: 'Book' });
    context.workbook.worksheets.active = 'Results';
    context.workbook.activeCell = { sheet: 'Results', row: 2, column: 0 };
    expect(await controller.analyseSelectedRow()).toBe(true);
    expect(analysed).toEqual([PUZZLES[1].puzzle]);
  });
});

describe('the batch panel and the workbook settings', () => {
  function recordingWorker(sent: BatchRequest[]): () => WorkerLike {
    return () => {
      const inner = inProcessWorker();
      return {
        ...inner,
        set onmessage(handler) {
          inner.onmessage = handler;
        },
        get onmessage() {
          return inner.onmessage;
        },
        postMessage: (message: BatchRequest) => {
          sent.push(message);
          inner.postMessage(message);
        },
      };
    };
  }

  it('analyses with the saved technique switches and weights', async () => {
    const sent: BatchRequest[] = [];
    const context = fakeWorkbookWith('Book', bookValues());
    const saved = { techniques: 'BLCM', weights: { B: 2 } };
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: recordingWorker(sent),
      analyseOptions: () => saved,
    });
    await controller.run({});
    const start = sent.find((message) => message.type === 'start');
    expect(start && start.type === 'start' ? start.options : undefined).toEqual(saved);
    // Only singles allowed: no other letter is counted, and the puzzles singles cannot finish stop with the letter they need.
    const results = controller.items.map((item) => item.result);
    for (const result of results)
      expect(Object.keys(result.techniqueCounts).every((letter) => 'BLCM'.includes(letter))).toBe(true);
    const stuck = results.filter((result) => result.status === 'not-conquer');
    expect(stuck.length).toBeGreaterThan(0);
    for (const result of stuck) expect(result.nextTechnique).toMatch(/^[^BLCM]$/);
  });

  it('lets a run request override the saved settings', async () => {
    const sent: BatchRequest[] = [];
    const context = fakeWorkbookWith('Book', bookValues());
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: recordingWorker(sent),
      analyseOptions: () => ({ techniques: 'BLCM' }),
    });
    await controller.run({ techniques: 'BLCMVGQPU' });
    const start = sent.find((message) => message.type === 'start');
    expect(start && start.type === 'start' ? start.options.techniques : undefined).toBe('BLCMVGQPU');
  });

  describe('saved in the workbook by the Settings panel', () => {
    const globals = globalThis as { Office?: unknown };
    afterEach(() => delete globals.Office);

    /** Office.context.document.settings holding what the Settings panel saves: V switched off, box singles weighing 3. */
    async function workbookWithVOffAndBWeighing3(): Promise<void> {
      const table = new Map<string, unknown>();
      const store: SettingsStore = {
        get: (name) => table.get(name) ?? null,
        set: (name, value) => void table.set(name, value),
        remove: (name) => void table.delete(name),
        saveAsync: (callback) => callback?.({ status: 'succeeded' }),
      };
      globals.Office = { context: { document: { settings: store } } };
      const settings = defaultSettings();
      settings.enabled.V = false;
      settings.weights.B = 3;
      await saveAnalysisSettings(settings, store);
    }

    it('are used by a run started as the pane starts it, with no options of its own', async () => {
      await workbookWithVOffAndBWeighing3();
      const usingV = PUZZLES.filter(({ puzzle }) => analyzePuzzle(parsePuzzleText(puzzle)).techniqueCounts.V);
      expect(usingV.length).toBeGreaterThan(0);
      const context = fakeWorkbookWith('Book', bookValues());
      const controller = new BatchController({
        runExcel: (work) => work(context.asExcel()),
        createWorker: inProcessWorker,
      });
      expect((await controller.run({})).phase).toBe('done');
      expect(controller.items).toHaveLength(PUZZLES.length);
      controller.items.forEach(({ result }, i) => {
        expect(result.techniqueCounts.V).toBeUndefined();
        if (result.status === 'conquer') expect(result.solution).toBe(PUZZLES[i].solution);
        // Effort is the sum of the letters' weights, so a run of box singles alone costs 3 each.
        const letters = Object.keys(result.techniqueCounts);
        if (letters.length === 1 && letters[0] === 'B') expect(result.effort).toBe(3 * (result.techniqueCounts.B ?? 0));
      });
      expect(controller.items.some(({ result }) => Object.keys(result.techniqueCounts).join('') === 'B')).toBe(true);
    });
  });
});

describe('a batch with the full technique set chosen in Settings', () => {
  /** top95 puzzles whose full-set analysis uses several of the full set's codes (and one that needs none). */
  const FULL_SET_PUZZLES = [0, 3, 10, 11, 13, 27].map((line) => readPuzzleLines('rated/top95.txt')[line]);

  /** Each code of a step label counted from the label's text: a capital alone, or capitals in brackets. */
  function codesOfLabels(labels: readonly string[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const label of labels)
      for (const [, bracketed, letter] of label.matchAll(/\[([A-Z0-9]+)\]|([A-Z])/g))
        counts.set(bracketed ?? letter, (counts.get(bracketed ?? letter) ?? 0) + 1);
    return counts;
  }

  it('writes one count column per full-set code after the fixed columns, each the count of the step log’s codes, and lists the codes in Summary', async () => {
    const store: SettingsStore & { table: Map<string, unknown> } = {
      table: new Map(),
      get: (name) => store.table.get(name) ?? null,
      set: (name, value) => void store.table.set(name, value),
      remove: (name) => void store.table.delete(name),
      saveAsync: (callback) => callback?.({ status: 'succeeded' }),
    };
    await saveAnalysisSettings({ ...defaultSettings(), techniqueSet: 'full' }, store);
    const context = fakeWorkbookWith('Book', [
      ['No.', 'Puzzle'],
      ...FULL_SET_PUZZLES.map((puzzle, i) => [i + 1, puzzle]),
    ]);
    const controller = new BatchController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      analyseOptions: () => workbookAnalyseOptions(store),
    });
    expect((await controller.run({})).phase).toBe('done');

    const table = resultsTable(context.workbook.worksheets.getItem('Results').valuesBlock());
    const header = table[0].map(String);
    const fullCodes = TECHNIQUE_CODES.filter((code) => !TECHNIQUE_LETTERS.includes(code));
    // The fixed columns first and in their places, then one bracketed column per code.
    expect(header.slice(0, RESULTS_HEADERS.length)).toEqual([...RESULTS_HEADERS]);
    const tableEnd = RESULTS_HEADERS.length + fullCodes.length;
    expect(header.slice(RESULTS_HEADERS.length, tableEnd)).toEqual(fullCodes.map((code) => `[${code}]`));
    // Nothing beside the table, which a filter would hide; the legend sheet names every code of the set.
    expect(header).toHaveLength(tableEnd);
    const legend = context.workbook.worksheets.getItem('Techniques').valuesBlock();
    expect(legend[0]).toEqual(['Letter', 'Technique']);
    expect(legend.slice(1).map((row) => row[0])).toEqual(
      TECHNIQUE_CODES.map((code) => (code.length > 1 ? `[${code}]` : code)),
    );
    const used = new Set<string>();
    const allLabels: string[] = [];
    controller.items.forEach(({ result }, i) => {
      const row = table[i + 1];
      expect(row[header.indexOf('Puzzle')]).toBe(FULL_SET_PUZZLES[i]);
      expect(row[header.indexOf('Status')]).toBe('Conquer');
      expect(row[header.indexOf('Solution')]).toBe(uniqueSolution(FULL_SET_PUZZLES[i]));
      // The batch keeps no step log, so the puzzle's log comes from its own full-set analysis.
      const labels = analyzePuzzle(FULL_SET_PUZZLES[i], { techniqueSet: 'full' }).steps.map((step) => step.technique);
      allLabels.push(...labels);
      const counted = codesOfLabels(labels);
      expect(result.grade).toBeDefined();
      for (const code of TECHNIQUE_CODES)
        expect({ code, count: row[header.indexOf(code.length > 1 ? `[${code}]` : code)] }).toEqual({
          code,
          count: counted.get(code) ?? '',
        });
      for (const code of fullCodes) if (counted.has(code)) used.add(code);
    });
    expect(used.size).toBeGreaterThanOrEqual(5);

    const summary = context.workbook.worksheets.getItem('Summary').valuesBlock();
    const usageRows = summary.slice(
      SUMMARY_LAYOUT.techniques + 2,
      SUMMARY_LAYOUT.techniques + 2 + TECHNIQUE_CODES.length,
    );
    expect(usageRows.map((row) => row[0])).toEqual(
      TECHNIQUE_CODES.map((code) => (code.length > 1 ? `[${code}]` : code)),
    );
    const inAll = codesOfLabels(allLabels);
    usageRows.forEach((row, i) => expect(row[2]).toBe(inAll.get(TECHNIQUE_CODES[i]) ?? 0));
    // The cross-table follows below the longer usage table.
    expect(summary[SUMMARY_LAYOUT.techniques + 2 + TECHNIQUE_CODES.length + 2]?.[0]).toBe('Publisher \\ ours');
  }, 60_000);
});
