import {
  DEFAULT_GA_VARIANT,
  GA_DEFAULTS,
  MAX_FITNESS,
  RECOMMENDED_RESTART_AFTER,
  defaultRestartAfter,
  solveWithGa,
} from '../../src/engine/ga';
import {
  GaController,
  gaSettingsOf,
  type GaRunRequest,
  type GaState,
  type GaWorkerLike,
} from '../../src/taskpane/ga/ga-controller';
import { describeGaState, gaStrings } from '../../src/taskpane/ga/ga-strings';
import { createGaWorker, PROGRESS_EVERY, type GaReply, type GaRequest } from '../../src/taskpane/ga/ga-worker';
import { digitsOf, EASY_PUZZLE } from '../helpers/easy-puzzle';
import { boxPermutationProblem, gaBenchPuzzles, naiveFitness } from '../engine/ga/ga-truth';
import { uniqueSolution } from '../helpers/oracle';
import { puzzleAt, putValues, typedGrid } from '../helpers/sheet-grid';
import { FakeContext } from '../excel/fake-workbook';

/** Population 50, seed 1: the easy puzzle is solved after more than one progress interval. */
const REQUEST: GaRunRequest = {
  population: '50',
  generations: '2000',
  crossoverRate: '0.3',
  mutationRate: '0.3',
  variant: 'improved',
  restartAfter: '100',
  seed: '1',
};

function inProcessWorker(log: string[] = []): GaWorkerLike {
  const worker: GaWorkerLike = {
    onmessage: null,
    postMessage: (message: GaRequest) => void handle(structuredClone(message)),
    terminate: () => void log.push('terminated'),
  };
  const handle = createGaWorker((reply: GaReply) => worker.onmessage?.({ data: structuredClone(reply) }));
  return worker;
}

/** A workbook with the puzzle typed at B2:J10 and its top-left cell selected. */
function workbookWith(puzzle = typedGrid(EASY_PUZZLE)): FakeContext {
  const context = new FakeContext();
  const sheet = context.workbook.worksheets.add('Sheet1');
  putValues(sheet, 'B2', puzzle);
  context.workbook.selection = { sheet: 'Sheet1', address: 'B2' };
  context.discardPending();
  return context;
}

function controllerOn(context: FakeContext, createWorker: () => GaWorkerLike = () => inProcessWorker()): GaController {
  return new GaController({ runExcel: (work) => work(context.asExcel()), createWorker, language: 'en' });
}

describe('the GA worker', () => {
  it('posts the progress every 50 generations and the result, whose grid is the unique solution', async () => {
    const replies: GaReply[] = [];
    await createGaWorker((reply) => replies.push(reply))({
      type: 'start',
      puzzle: digitsOf(EASY_PUZZLE),
      options: { population: 50, generations: 2000, restartAfter: 100, seed: 1 },
    });
    const done = replies[replies.length - 1];
    if (done.type !== 'done') throw new Error(`expected done, got ${done.type}`);
    expect(done.result.solved).toBe(true);
    expect(done.result.best.join('')).toBe(uniqueSolution(EASY_PUZZLE));
    const progress = replies.flatMap((reply) => (reply.type === 'progress' ? [reply] : []));
    expect(done.result.generations).toBeGreaterThan(PROGRESS_EVERY);
    // Throttled: every 50th generation, then the last.
    const fifties = Array.from(
      { length: Math.floor(done.result.generations / PROGRESS_EVERY) },
      (_, i) => (i + 1) * PROGRESS_EVERY,
    );
    expect(progress.map((reply) => reply.generation)).toEqual(
      done.result.generations % PROGRESS_EVERY ? [...fifties, done.result.generations] : fifties,
    );
    expect(progress[progress.length - 1].bestFitness).toBe(MAX_FITNESS);
  });

  it('reads a cancel message between slices of generations and posts the run so far, cancelled', async () => {
    const replies: GaReply[] = [];
    const puzzle = digitsOf(gaBenchPuzzles().find((entry) => entry.level === 'advanced')!.puzzle);
    let handle: (request: GaRequest) => Promise<void> = async () => undefined;
    handle = createGaWorker((reply) => {
      replies.push(reply);
      if (reply.type === 'progress' && reply.generation === PROGRESS_EVERY) void handle({ type: 'cancel' });
    });
    await handle({ type: 'start', puzzle, options: { population: 30, generations: 1000000, seed: 2 } });
    const done = replies[replies.length - 1];
    if (done.type !== 'done') throw new Error(`expected done, got ${done.type}`);
    expect(done.result).toMatchObject({ cancelled: true, solved: false });
    expect(done.result.generations).toBeGreaterThanOrEqual(PROGRESS_EVERY);
    expect(done.result.history.best.length).toBe(done.result.generations + 1);
    expect(done.result.bestFitness).toBe(naiveFitness(done.result.best));
    expect(boxPermutationProblem(done.result.best, puzzle)).toBeUndefined();
  });

  it('answers a clashing puzzle with an error naming the cells', async () => {
    const replies: GaReply[] = [];
    const puzzle = digitsOf(EASY_PUZZLE);
    puzzle[0] = puzzle[2];
    await createGaWorker((reply) => replies.push(reply))({ type: 'start', puzzle, options: { generations: 10 } });
    expect(replies).toEqual([{ type: 'error', message: expect.stringContaining('at (1,1) and (1,3)') }]);
  });
});

describe('the GA tab’s settings', () => {
  it('takes the typed fields as numbers and draws a seed when it is blank', () => {
    expect(gaSettingsOf(REQUEST, () => 7)).toEqual({
      population: 50,
      generations: 2000,
      crossoverRate: 0.3,
      mutationRate: 0.3,
      variant: 'improved',
      restartAfter: 100,
      seed: 1,
    });
    expect(gaSettingsOf({ ...REQUEST, seed: ' ' }, () => 7)).toMatchObject({ seed: 7 });
  });

  it.each([
    ['population', '1'],
    ['population', '2.5'],
    ['generations', '0'],
    ['crossoverRate', '1.5'],
    ['mutationRate', '-0.1'],
    ['mutationRate', ''],
    ['restartAfter', 'x'],
    ['seed', 'abc'],
  ] as const)('refuses %s = "%s", naming the field', (field, value) => {
    expect(gaSettingsOf({ ...REQUEST, [field]: value }, () => 7)).toEqual({ field });
  });

  it('offers the paper’s parameters and our restart as defaults: the improved GA, restarting after 100; the paper’s never', () => {
    expect([
      GA_DEFAULTS.population,
      GA_DEFAULTS.crossoverRate,
      GA_DEFAULTS.mutationRate,
      RECOMMENDED_RESTART_AFTER,
    ]).toEqual([150, 0.3, 0.3, 100]);
    expect([DEFAULT_GA_VARIANT, defaultRestartAfter(DEFAULT_GA_VARIANT), defaultRestartAfter('paper')]).toEqual([
      'improved',
      100,
      0,
    ]);
  });
});

describe('the GA tab’s status line', () => {
  const done = (timeMs: number): GaState => ({
    phase: 'done',
    generation: 9,
    generationLimit: 10,
    bestFitness: 160,
    canRetry: false,
    result: { solved: false, cancelled: false, generations: 10, bestFitness: 160, timeMs },
  });

  it('gives a short run’s time in ms and a longer one’s in seconds, in both languages', () => {
    expect(describeGaState(done(23.4), gaStrings('en'))).toBe(
      'Not solved after 10 generations: best fitness 160 of 162, 23 ms.',
    );
    expect(describeGaState(done(2345), gaStrings('en'))).toBe(
      'Not solved after 10 generations: best fitness 160 of 162, 2.3 s.',
    );
    expect(describeGaState(done(2345), gaStrings('ja'))).toBe(
      '10 世代で解けませんでした。最良の適応度 160／162、2.3 秒。',
    );
  });
});

describe('the GA tab', () => {
  it('reads the selected puzzle, shows the progress, and writes the solved run to a new sheet', async () => {
    const context = workbookWith();
    const controller = controllerOn(context);
    const seen: GaState[] = [];
    controller.onChange((state) => seen.push(state));
    const state = await controller.run(REQUEST);
    expect(state).toMatchObject({
      phase: 'done',
      sheetName: 'GA',
      result: { solved: true, cancelled: false, bestFitness: MAX_FITNESS },
    });
    const running = seen.filter((each) => each.phase === 'running');
    expect(running.length).toBeGreaterThan(2);
    expect(new Set(running.map((each) => each.generation)).size).toBeGreaterThan(2);
    expect(running.every((each) => each.generationLimit === 2000)).toBe(true);
    expect(puzzleAt(context.workbook.worksheets.getItem('GA'), 'D3:L11')).toBe(uniqueSolution(EASY_PUZZLE));
    expect(context.workbook.worksheets.getItem('GA').charts.items).toHaveLength(1);
    // The person's puzzle is untouched.
    expect(puzzleAt(context.workbook.worksheets.getItem('Sheet1'), 'B2:J10')).toBe(EASY_PUZZLE);
    expect(describeGaState(state, gaStrings('en'))).toMatch(
      /^Solved after \d+ generations: best fitness 162 of 162, .* Written to the sheet "GA"\.$/,
    );
    expect(describeGaState(state, gaStrings('ja'))).toContain('解けました');
  });

  it('cancels a run: the worker sends the run so far, which is written with its fitness history and chart', async () => {
    const puzzle = gaBenchPuzzles().find((entry) => entry.level === 'advanced')!.puzzle;
    const context = workbookWith(typedGrid(puzzle));
    const log: string[] = [];
    const controller = controllerOn(context, () => inProcessWorker(log));
    const seen: GaState[] = [];
    controller.onChange((state) => {
      seen.push(state);
      if (state.phase === 'running' && state.generation >= 2 * PROGRESS_EVERY) controller.cancel();
    });
    // No restart, and a limit far away: the run is still going when Cancel is pressed.
    const state = await controller.run({ ...REQUEST, generations: '1000000', restartAfter: '0' });
    expect(seen.some((each) => each.phase === 'cancelling')).toBe(true);
    expect(log).toEqual(['terminated']);
    const generations = state.result!.generations;
    expect(state).toMatchObject({ phase: 'done', sheetName: 'GA', result: { cancelled: true, solved: false } });
    expect(generations).toBeGreaterThanOrEqual(2 * PROGRESS_EVERY);
    expect(generations).toBeLessThan(1000000);

    const sheet = context.workbook.worksheets.getItem('GA');
    const labelled = new Map(sheet.getRange('A3:B16').values.map(([label, value]) => [label, value]));
    expect(labelled.get('Status')).toBe(`Cancelled at generation ${generations}`);
    expect(labelled.get('Generations run')).toBe(generations);
    // The best grid keeps every box a permutation and every given; its fitness is the recounted one.
    const bestGrid = digitsOf(puzzleAt(sheet, 'D3:L11'));
    expect(boxPermutationProblem(bestGrid, digitsOf(puzzle))).toBeUndefined();
    expect(labelled.get('Best fitness (of 162)')).toBe(naiveFitness(bestGrid));
    // One history row per generation 0…G: the prefix of the same seed's run, which never falls.
    const history = sheet.getRange(`N2:O${generations + 3}`).values;
    expect(history.map(([generation]) => generation)).toEqual([
      ...Array.from({ length: generations + 1 }, (_, g) => g),
      '',
    ]);
    const best = history.slice(0, -1).map(([, fitness]) => fitness as number);
    const sameSeed = solveWithGa(digitsOf(puzzle), {
      population: 50,
      crossoverRate: 0.3,
      mutationRate: 0.3,
      seed: 1,
      generations,
    });
    expect(best).toEqual(Array.from(sameSeed.history.best));
    expect(best[generations]).toBe(naiveFitness(bestGrid));
    expect(sheet.charts.items).toHaveLength(1);
    expect(puzzleAt(context.workbook.worksheets.getItem('Sheet1'), 'B2:J10')).toBe(puzzle);
    expect(describeGaState(state, gaStrings('en'))).toBe(
      `Cancelled at generation ${generations} (best fitness ${best[generations]} of 162); the run so far is written to the sheet "GA".`,
    );
    expect(describeGaState(state, gaStrings('ja'))).toContain(`${generations} 世代目で中止しました`);
  });

  it('stops a worker that does not answer Cancel in time: the busy state ends and nothing is written', async () => {
    const context = workbookWith();
    const log: string[] = [];
    // A worker that reports progress and never answers (as a worker stuck in a long loop would).
    const endless: GaWorkerLike = {
      onmessage: null,
      postMessage: (message: GaRequest) => {
        log.push(message.type);
        if (message.type === 'start')
          setTimeout(
            () =>
              endless.onmessage?.({ data: { type: 'progress', generation: 50, bestFitness: 150, meanFitness: 140 } }),
            0,
          );
      },
      terminate: () => void log.push('terminated'),
    };
    const controller = new GaController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: () => endless,
      language: 'en',
      cancelGraceMs: 20,
    });
    controller.onChange((state) => state.phase === 'running' && state.generation === 50 && controller.cancel());
    const state = await controller.run(REQUEST);
    expect(log).toEqual(['start', 'cancel', 'terminated']);
    expect(state).toMatchObject({
      phase: 'done',
      result: { cancelled: true, solved: false, generations: 50, bestFitness: 150 },
    });
    expect(controller.busy).toBe(false);
    expect(context.workbook.worksheets.items.map((sheet) => sheet.name)).toEqual(['Sheet1']);
    expect(describeGaState(state, gaStrings('en'))).toBe(
      'Cancelled at generation 50 (best fitness 150); nothing was written.',
    );
  });

  it('ends the busy state with the message when the worker crashes, and Retry runs again in a fresh worker', async () => {
    const context = workbookWith();
    const log: string[] = [];
    let made = 0;
    const controller = controllerOn(context, () => {
      made++;
      if (made > 1) return inProcessWorker(log);
      const crashing: GaWorkerLike = {
        onmessage: null,
        onerror: null,
        postMessage: () => setTimeout(() => crashing.onerror?.({ message: 'boom' }), 0),
        terminate: () => void log.push('terminated'),
      };
      return crashing;
    });
    const failed = await controller.run(REQUEST);
    expect(failed).toMatchObject({ phase: 'failed', canRetry: true, problem: { reason: 'worker-failed' } });
    expect(controller.busy).toBe(false);
    expect(describeGaState(failed, gaStrings('en'))).toContain('boom');
    expect(log).toEqual(['terminated']);
    const retried = await controller.retry();
    expect(made).toBe(2);
    expect(retried).toMatchObject({ phase: 'done', canRetry: false, problem: undefined, result: { solved: true } });
  });

  it('names the cells that are not digits by their sheet address, and runs nothing', async () => {
    const grid = typedGrid(EASY_PUZZLE);
    grid[2][4] = 'x';
    const context = workbookWith(grid);
    const controller = controllerOn(context, () => {
      throw new Error('no worker should start');
    });
    const state = await controller.run(REQUEST);
    expect(state).toMatchObject({ phase: 'failed', problem: { reason: 'bad-cells', cells: ['F4'], found: ['"x"'] } });
    expect(describeGaState(state, gaStrings('en'))).toBe('Not a digit 1–9 or a blank: F4 holds "x".');
  });

  it('names clashing givens by their sheet address', async () => {
    const grid = typedGrid(EASY_PUZZLE);
    // Row 1 of the puzzle: "..37...4." — a second 3 in its first cell clashes with C1's.
    grid[0][0] = 3;
    const state = await controllerOn(workbookWith(grid)).run(REQUEST);
    expect(state).toMatchObject({ phase: 'failed', problem: { reason: 'conflict', digit: 3, cells: ['B2', 'D2'] } });
  });

  it('says so for an empty selection and for one that is not 9×9, and refuses a bad option before reading anything', async () => {
    const context = workbookWith();
    context.workbook.selection = { sheet: 'Sheet1', address: 'L1' };
    expect(await controllerOn(context).run(REQUEST)).toMatchObject({
      phase: 'failed',
      problem: { reason: 'empty', address: 'Sheet1!L1:T9' },
    });
    context.workbook.selection = { sheet: 'Sheet1', address: 'B2:D4' };
    expect(await controllerOn(context).run(REQUEST)).toMatchObject({
      phase: 'failed',
      problem: { reason: 'bad-selection', rows: 3, columns: 3 },
    });
    const state = await controllerOn(context).run({ ...REQUEST, population: '0' });
    expect(state).toMatchObject({ phase: 'failed', problem: { reason: 'bad-option', field: 'population' } });
    expect(describeGaState(state, gaStrings('ja'))).toBe('個体数は 2〜10,000 の整数にしてください。');
  });
});
