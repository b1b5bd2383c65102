/**
 * The Generate tab on patterns of other kinds through the fake workbook (issue 20): a 6×6 from the
 * selection's shape, a jigsaw whose regions come from a grid of region numbers, a samurai chosen in
 * the kind chooser with `#` on its non-cells. The Generated sheet's grid holds givens exactly on
 * the drawn pattern, and the test-side reference solver finds exactly one solution.
 */

import type { Geometry } from '../../src/engine/geometry';
import {
  GenerateController,
  describeState,
  type GenerateRunRequest,
  type GenerateWorkerLike,
} from '../../src/taskpane/generate/generate-controller';
import { generateStrings } from '../../src/taskpane/generate/generate-strings';
import {
  createGenerateWorker,
  type GenerateReply,
  type GenerateRequest,
} from '../../src/taskpane/generate/generate-worker';
import { combinedGenerateCommand, type KindSetting } from '../../src/taskpane/shared/kind-setting';
import { parseArgs } from '../../src/cli/parse-args';
import { GENERATE } from '../../src/cli/options';
import { variantOptions } from '../../src/cli/variant-choice';
import { combinedLayoutFromOptions } from '../../src/io/variant-text';
import { geometryOfSpec } from '../../src/io/sheet-puzzle';
import { fakeWorkbookWith } from '../excel/fake-workbook';
import { putValues } from '../helpers/sheet-grid';
import { regionNumbers } from '../helpers/sheet-grids';
import { engineFixtures } from '../helpers/variant-fixtures';
import { referenceSolve } from '../helpers/variant-reference';
import { analyzeVariant } from '../../src/engine/analysis/variant-analyser';

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

const REQUEST: GenerateRunRequest = {
  minLevel: 1,
  maxLevel: 5,
  count: 1,
  seed: 'pane',
  timeLimitSeconds: 20,
  destination: 'sheet',
};
/** The Generated sheet's first grid: below the heading and the puzzle's title. */
const GRID_TOP = 3;

/** Marks ('x') on the fixture's givens and every other cell (dense, so that a loaded machine finds a puzzle fast), `#` on squares that are no cell; the pattern by cell. */
function drawnPattern(geometry: Geometry, fixture: readonly number[]): { squares: string[][]; pattern: boolean[] } {
  const puzzle = fixture.map((value, cell) => (value > 0 || cell % 2 === 0 ? 1 : 0));
  const squares = Array.from({ length: geometry.rows }, (_, row) =>
    Array.from({ length: geometry.cols }, (_, col) => {
      const cell = geometry.cellAt[row * geometry.cols + col];
      return cell < 0 ? '#' : puzzle[cell] > 0 ? 'x' : '';
    }),
  );
  return { squares, pattern: puzzle.map((value) => value > 0) };
}

describe('Generate on a drawn pattern of every kind', () => {
  test.each([
    ["a 6×6 proposed by the selection's shape", 'size-6', 'auto', false],
    ['a jigsaw with its regions as numbers right of the pattern', 'jigsaw-9-generated', 'jigsaw', true],
    ['a samurai chosen in the kind chooser', 'combined-samurai', 'samurai', false],
  ] as const)('%s', async (_name, set, kind, regions) => {
    const { geometry, puzzle } = engineFixtures(set)[0];
    const { squares, pattern } = drawnPattern(geometry, puzzle);
    const context = fakeWorkbookWith('Drawing', []);
    const sheet = context.workbook.worksheets.getItem('Drawing');
    putValues(sheet, 'B2', squares);
    if (regions) putValues(sheet, `${String.fromCharCode(66 + geometry.cols)}2`, regionNumbers(geometry));
    context.workbook.selection = {
      sheet: 'Drawing',
      address: `B2:${String.fromCharCode(65 + geometry.cols)}${geometry.rows + 1}`,
    };
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      language: 'en',
    });
    controller.chooseKind(kind as KindSetting);
    const state = await controller.generate(REQUEST);
    expect(describeState(state, generateStrings('en'))).toMatch(/^1 puzzle done\./);
    expect(state).toMatchObject({ phase: 'done', sheetName: 'Generated' });

    const written = context.workbook.worksheets.getItem('Generated').valuesBlock();
    const givens = new Array<number>(geometry.cellCount).fill(0);
    for (let row = 0; row < geometry.rows; row++) {
      for (let col = 0; col < geometry.cols; col++) {
        const value = written[GRID_TOP + row]?.[col] ?? '';
        const cell = geometry.cellAt[row * geometry.cols + col];
        if (cell < 0) expect(value).toBe('');
        else givens[cell] = value === '' ? 0 : Number(value);
      }
    }
    expect(givens.map((value) => value > 0)).toEqual(pattern);
    expect(givens.every((value) => value >= 0 && value <= geometry.size)).toBe(true);
    expect(referenceSolve(geometry, givens, 2).count).toBe(1);
  });

  test('a rating range applies to other kinds too: the puzzle written is unique and rated within it', async () => {
    const { geometry, puzzle } = engineFixtures('size-6')[0];
    const context = fakeWorkbookWith('Drawing', []);
    putValues(context.workbook.worksheets.getItem('Drawing'), 'A1', drawnPattern(geometry, puzzle).squares);
    context.workbook.selection = { sheet: 'Drawing', address: 'A1:F6' };
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      language: 'en',
    });
    const state = await controller.generate({ ...REQUEST, rating: '..4' });
    expect(state).toMatchObject({ phase: 'done', sheetName: 'Generated' });
    const written = context.workbook.worksheets.getItem('Generated').valuesBlock();
    const givens = Array.from({ length: geometry.cellCount }, (_, cell) => {
      const value = written[GRID_TOP + Math.floor(cell / geometry.cols)]?.[cell % geometry.cols] ?? '';
      return value === '' ? 0 : Number(value);
    });
    expect(referenceSolve(geometry, givens, 2).count).toBe(1);
    const rating = analyzeVariant(geometry, givens).rating!;
    expect(rating).toBeLessThanOrEqual(4);
    expect(state.puzzles[0].analysis?.rating).toBe(rating);
  });

  test('a range of another kind is never replaced: the puzzle goes to a new sheet, and the pane says why', async () => {
    const { geometry, puzzle } = engineFixtures('size-6')[0];
    const context = fakeWorkbookWith('Drawing', []);
    const sheet = context.workbook.worksheets.getItem('Drawing');
    putValues(sheet, 'A1', drawnPattern(geometry, puzzle).squares);
    context.workbook.selection = { sheet: 'Drawing', address: 'A1:F6' };
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      language: 'ja',
    });
    const state = await controller.generate({ ...REQUEST, destination: 'range' });
    expect(state).toMatchObject({ phase: 'done', sheetName: '作成した問題', problem: { reason: 'range-nine-only' } });
    expect(
      sheet
        .valuesBlock()
        .flat()
        .filter((value) => value === 'x'),
    ).toHaveLength(drawnPattern(geometry, puzzle).pattern.filter(Boolean).length);
  });

  test('a mark on a square no grid covers is named', async () => {
    const { geometry, puzzle } = engineFixtures('combined-samurai')[0];
    const { squares } = drawnPattern(geometry, puzzle);
    squares[0][10] = 'x';
    const context = fakeWorkbookWith('Drawing', []);
    putValues(context.workbook.worksheets.getItem('Drawing'), 'A1', squares);
    context.workbook.selection = { sheet: 'Drawing', address: 'A1:U21' };
    const controller = new GenerateController({
      runExcel: (work) => work(context.asExcel()),
      createWorker: inProcessWorker,
      language: 'en',
    });
    controller.chooseKind('samurai');
    const state = await controller.generate(REQUEST);
    expect(state.problem).toMatchObject({ reason: 'bad-layout', kind: 'samurai', cells: ['K1'] });
    expect(describeState(state, generateStrings('en'))).toContain('(1,11)');
  });
});

describe('the command the Generate tab names for a whole combined layout', () => {
  /** The command's arguments after `generate`, quotes taken off as a shell does. */
  const argumentsOf = (command: string) =>
    (command.replace(/^npx sudoku-analyzer generate /, '').match(/"[^"]*"|\S+/g) ?? []).map((word) =>
      word.replace(/^"|"$/g, ''),
    );

  test.each([
    ['samurai', ''],
    ['combined', '0,0;0,12;6,6'],
    ['combined', 'lattice:11x51 drop 0,0'],
  ] as const)('for %s %s: the command line reads it as the same layout', (kind, grids) => {
    const command = combinedGenerateCommand(kind, grids);
    const parsed = parseArgs(argumentsOf(command), GENERATE.options);
    const read = combinedLayoutFromOptions(variantOptions(parsed))!;
    const pane = geometryOfSpec({ kind, size: 9, maps: [], ...(grids ? { grids } : {}) });
    expect(read.grids.map((grid) => [grid.row, grid.col])).toEqual(pane.grids.map((grid) => [grid.row, grid.col]));
    expect(read.grids.length).toBe(kind === 'samurai' ? 5 : grids.startsWith('lattice') ? 280 : 3);
  });
});
