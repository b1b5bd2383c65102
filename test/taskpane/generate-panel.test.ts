import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { patternSize, patternToString, type Pattern } from '../../src/engine/generator/pattern';
import { parsePatternFile } from '../../src/io/pattern-file';
import { digitsFromCanonical } from '../../src/engine/board/grid';
import { solve } from '../../src/engine/solver/solver';
import {
  describeState,
  GenerateController,
  type GenerateRunRequest,
  type GenerateWorkerLike,
} from '../../src/taskpane/generate/generate-controller';
import { generateStrings } from '../../src/taskpane/generate/generate-strings';
import { languageOf } from '../../src/taskpane/shared/language';
import {
  createGenerateWorker,
  TICK_MS,
  type GenerateReply,
  type GenerateRequest,
} from '../../src/taskpane/generate/generate-worker';
import { FakeContext } from '../excel/fake-workbook';
import { readDataText } from '../helpers/corpus';
import { solveReference } from '../helpers/solver-reference';

const PATTERNS = parsePatternFile(readDataText('../../samples/Pattern500.txt')).map((record) => record.pattern!);
const PATTERN = PATTERNS.find((pattern) => patternSize(pattern) === 24)!;
const HARD_PATTERN = PATTERNS.find((pattern) => patternSize(pattern) === 18)!;

function inProcessWorker(): GenerateWorkerLike {
  const worker: GenerateWorkerLike = {
    onmessage: null,
    postMessage: (message: GenerateRequest) => void handle(structuredClone(message)),
    terminate: () => undefined,
  };
  const handle = createGenerateWorker({
    post: (reply: GenerateReply) => worker.onmessage?.({ data: structuredClone(reply) }),
  });
  return worker;
}

function workbookWith(pattern: Pattern): FakeContext {
  const context = new FakeContext();
  const sheet = context.workbook.worksheets.add('Drawing');
  pattern.forEach((given, cell) => {
    if (given) sheet.cell(Math.floor(cell / 9), cell % 9).value = 'X';
  });
  context.workbook.selection = { sheet: 'Drawing', address: 'A1' };
  context.discardPending();
  return context;
}

const REQUEST: GenerateRunRequest = {
  minLevel: 1,
  maxLevel: 5,
  count: 3,
  seed: 'panel',
  timeLimitSeconds: 10,
  destination: 'sheet',
};

describe('the generate worker', () => {
  it('posts each puzzle as it is finished, then done', async () => {
    const replies: GenerateReply[] = [];
    await createGenerateWorker({ post: (reply) => replies.push(reply) })({
      type: 'start',
      pattern: patternToString(PATTERN),
      options: { count: 2, seed: 4 },
    });
    const puzzles = replies.flatMap((reply) => (reply.type === 'puzzle' ? [reply] : []));
    expect(puzzles.map((reply) => [reply.done, reply.puzzle.index])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    for (const { puzzle } of puzzles) {
      expect(solve(digitsFromCanonical(puzzle.puzzle!), 2).count).toBe(1);
      expect(analyzePuzzle(puzzle.puzzle!).grade).toEqual(puzzle.grade);
    }
    expect(replies[replies.length - 1]).toEqual({ type: 'done', cancelled: false, done: 2, count: 2 });
  });

  it('sends a heartbeat while a long search runs', async () => {
    const replies: GenerateReply[] = [];
    let clock = 0;
    // The search's own deadline is real time: on a loaded machine it may get only a few slices, so
    // the fake clock makes each slice's check worth a heartbeat.
    const handle = createGenerateWorker({ post: (reply) => replies.push(reply), now: () => (clock += TICK_MS) });
    // Beginner on 18 givens within 300 ms: the search runs its whole time, slice after slice.
    await handle({
      type: 'start',
      pattern: patternToString(HARD_PATTERN),
      options: { grade: 'Beginner', seed: 2, timeLimitMs: 300 },
    });
    const ticks = replies.flatMap((reply) => (reply.type === 'tick' ? [reply.elapsedMs] : []));
    expect(ticks.length).toBeGreaterThan(1);
    expect([...ticks].sort((a, b) => a - b)).toEqual(ticks);
    expect(replies[replies.length - 1]).toMatchObject({ type: 'done', done: 1 });
  });

  it('answers a bad pattern with an error message', async () => {
    const replies: GenerateReply[] = [];
    await createGenerateWorker({ post: (reply) => replies.push(reply) })({
      type: 'start',
      pattern: 'X'.repeat(16).padEnd(81, '.'),
      options: {},
    });
    expect(replies).toEqual([{ type: 'error', message: expect.stringMatching(/at least 17 givens/) }]);
  });
});

describe('the generate panel controller', () => {
  it('reads the pattern, generates in the worker and writes a new sheet', async () => {
    const context = workbookWith(PATTERN);
    const phases: string[] = [];
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      canReadFillColours: () => true,
    });
    controller.onChange((state) => phases.push(state.phase));
    const state = await controller.generate(REQUEST);
    expect(state).toMatchObject({ phase: 'done', done: 3, sheetName: 'Generated', cancelled: false });
    expect(phases.filter((phase, i) => phase !== phases[i - 1])).toEqual(['reading', 'generating', 'writing', 'done']);
    expect(new Set(state.puzzles.map((puzzle) => puzzle.puzzle)).size).toBe(3);
    expect(describeState(state, generateStrings('en'))).toBe(
      '3 puzzles done. 3 at the target grade. Written to the sheet "Generated".',
    );
  });

  it("writes the sheet in the pane's language", async () => {
    const context = workbookWith(PATTERN);
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      canReadFillColours: () => true,
      language: 'ja-JP',
    });
    const state = await controller.generate({ ...REQUEST, count: 1 });
    expect(state).toMatchObject({ phase: 'done', sheetName: '作成した問題' });
    const written = context.workbook.worksheets.getItem('作成した問題').valuesBlock();
    expect(written.filter((row) => row[0] === '問題 1')).toHaveLength(1);
    expect(written.some((row) => row[10] === '難易度')).toBe(true);
  });

  it('cancels after the first puzzle and writes only what was done', async () => {
    const context = workbookWith(PATTERN);
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      canReadFillColours: () => true,
    });
    controller.onChange((state) => {
      if (state.phase === 'generating' && state.done === 1) controller.cancel();
    });
    const state = await controller.generate({ ...REQUEST, count: 5 });
    expect(state).toMatchObject({ phase: 'done', cancelled: true, done: 1 });
    expect(state.puzzles).toHaveLength(1);
    const written = context.workbook.worksheets.getItem('Generated').valuesBlock();
    expect(written.filter((row) => /^Puzzle \d+$/.test(String(row[0])))).toHaveLength(1);
    expect(describeState(state, generateStrings('ja'))).toContain('1 問で中止しました。');
  });

  it('a crashed worker ends the run with its message and the puzzle and pattern it was on', async () => {
    const context = workbookWith(PATTERN);
    const crashing: GenerateWorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: () => setTimeout(() => crashing.onerror?.({ message: 'out of memory' }), 0),
      terminate: () => undefined,
    };
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: () => crashing,
      canReadFillColours: () => true,
      workerCount: () => 4,
    });
    const state = await controller.generate(REQUEST);
    expect(state.phase).toBe('failed');
    expect(controller.busy).toBe(false);
    expect(state.problem).toEqual({
      reason: 'failed',
      detail: expect.stringMatching(/out of memory \(puzzle 1 of the pattern at Drawing!A1:I9\)$/),
    });
  });

  it('generates to a rating range besides the grades: each puzzle unique by the reference solver and re-rated within it', async () => {
    const context = workbookWith(PATTERN);
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      canReadFillColours: () => true,
    });
    const state = await controller.generate({
      ...REQUEST,
      count: 2,
      minLevel: 1,
      maxLevel: 8,
      rating: ' 2.5..3.5 ',
      timeLimitSeconds: 60,
    });
    expect(state).toMatchObject({ phase: 'done', done: 2, sheetName: 'Generated' });
    for (const puzzle of state.puzzles) {
      expect(puzzle.note).toBeUndefined();
      const digits = digitsFromCanonical(puzzle.puzzle!);
      expect(solveReference(digits, 2).count).toBe(1);
      expect(patternToString(Uint8Array.from(digits, (digit) => (digit ? 1 : 0)))).toBe(patternToString(PATTERN));
      const rating = analyzePuzzle(puzzle.puzzle!).rating!;
      expect(rating).toBeGreaterThanOrEqual(2.5);
      expect(rating).toBeLessThanOrEqual(3.5);
    }
  });

  it('refuses a rating range that is no MIN..MAX, naming it in either language, before any work', async () => {
    const context = workbookWith(PATTERN);
    let workers = 0;
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: () => (workers++, inProcessWorker()),
      canReadFillColours: () => true,
    });
    for (const value of ['hard', '5..3', '1..2..3']) {
      const state = await controller.generate({ ...REQUEST, rating: value });
      expect(state.problem).toEqual({ reason: 'bad-rating', value });
      expect(describeState(state, generateStrings('en'))).toContain(`Rating range "${value}"`);
      expect(describeState(state, generateStrings('ja'))).toContain(`評価の範囲「${value}」`);
    }
    expect(workers).toBe(0);
    expect(context.workbook.worksheets.items).toHaveLength(1);
  });

  it('stops before generating when the pattern or the options cannot work, saying why', async () => {
    const sparse = PATTERN.map((given, cell) => (given && cell < 40 ? 1 : 0));
    const context = workbookWith(sparse);
    let workers = 0;
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: () => (workers++, inProcessWorker()),
      canReadFillColours: () => true,
    });
    const state = await controller.generate(REQUEST);
    expect(state.problem).toEqual({ reason: 'too-few', size: patternSize(sparse) });
    expect(describeState(state, generateStrings('en'))).toContain(`has ${patternSize(sparse)} given cells`);
    expect((await controller.generate({ ...REQUEST, count: 0 })).problem).toEqual({
      reason: 'bad-options',
      detail: 'count',
    });
    expect((await controller.generate({ ...REQUEST, minLevel: 6, maxLevel: 4 })).problem).toEqual({
      reason: 'bad-options',
      detail: 'grade',
    });
    context.workbook.selection = { sheet: 'Drawing', address: 'A1:C3' };
    const shape = await controller.generate(REQUEST);
    expect(describeState(shape, generateStrings('ja'))).toContain('3×3');
    expect(workers).toBe(0);
    expect(context.workbook.worksheets.items).toHaveLength(1);
  });
});

describe('the language of the pane', () => {
  it('follows the display language', () => {
    expect(languageOf('ja-JP')).toBe('ja');
    expect(languageOf('en-US')).toBe('en');
    expect(languageOf('fr-FR')).toBe('en');
    expect(languageOf()).toBe('en');
  });

  it('has every text in both languages', () => {
    const english = generateStrings('en');
    const japanese = generateStrings('ja');
    expect(Object.keys(japanese).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english) as (keyof typeof english)[]) {
      if (typeof english[key] === 'string') expect(japanese[key]).not.toBe(english[key]);
    }
  });
});
