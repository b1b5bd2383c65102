/**
 * Large combined puzzles through the pane's Analyse tab (issue 21): a lattice layout typed in the
 * kind chooser, the puzzle read from its bounding range in bands of rows, analysed by the worker's
 * message handler with progress, and the Analysis sheet written in requests under Excel's 5 MB —
 * the puzzle read back equal to the one written, the solution written equal to the test-side
 * reference solver's unique one.
 */

import { combinedGeometry, latticeFill, parseLatticeLayout, type Geometry } from '../../src/engine/geometry';
import { createRandom } from '../../src/engine/core/random';
import { generateCombinedPuzzle } from '../../src/engine/generator/generate-combined';
import { ANALYSIS_LAYOUT } from '../../src/report/analysis-sheet';
import { AnalysisController, type AnalysisWorkerLike } from '../../src/taskpane/analyse/analysis-controller';
import { analysisStrings } from '../../src/taskpane/analyse/analysis-strings';
import {
  createAnalysisWorker,
  type AnalysisProgress,
  type AnalysisWorkerReply,
} from '../../src/taskpane/analyse/analysis-worker';
import { variantSheetValues } from '../../src/io/variant-sheet';
import { FAKE_REQUEST_LIMIT, fakeWorkbookWith, type FakeContext, type FakeWorksheet } from '../excel/fake-workbook';
import { putValues } from '../helpers/sheet-grid';
import { soleBlanksInRows } from '../helpers/sole-blanks';
import { isVariantSolution } from '../helpers/variant-reference';
import { referenceSolveByUnits } from '../helpers/variant-reference-units';

function inProcessWorker(replies: AnalysisWorkerReply[]): () => AnalysisWorkerLike {
  return () => {
    let terminated = false;
    const worker: AnalysisWorkerLike = {
      onmessage: null,
      postMessage: (message) => void handle(message),
      terminate: () => {
        terminated = true;
      },
    };
    const handle = createAnalysisWorker((reply) => {
      replies.push(reply);
      setTimeout(() => !terminated && worker.onmessage?.({ data: reply }), 0);
    });
    return worker;
  };
}

/** The puzzle typed at B2 of Sheet1, only B2 selected, the kind chooser set to the lattice layout. */
function setUp(geometry: Geometry, values: ArrayLike<number>, layout: string) {
  const context: FakeContext = fakeWorkbookWith('Sheet1', []);
  const sheet: FakeWorksheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', variantSheetValues(geometry, values));
  context.workbook.selection = { sheet: 'Sheet1', address: 'B2' };
  const replies: AnalysisWorkerReply[] = [];
  const controller = new AnalysisController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: inProcessWorker(replies),
    analyseOptions: () => ({}),
    language: 'en',
  });
  const progress: AnalysisProgress[] = [];
  controller.onChange((state) => state.progress && progress.at(-1) !== state.progress && progress.push(state.progress));
  controller.chooseKind('combined');
  controller.setGrids(layout);
  return { context, controller, replies, progress };
}

/** The solution grid of the Analysis sheet, on the geometry's cells; a square no grid covers must stay blank. */
function writtenSolution(context: FakeContext, geometry: Geometry): number[] {
  const sheet = context.workbook.worksheets.items.find((each) => each.name === 'Analysis')!;
  const left = ANALYSIS_LAYOUT.puzzleColumn + geometry.cols + 1;
  const solution = new Array<number>(geometry.cellCount).fill(0);
  for (let row = 0; row < geometry.rows; row++) {
    for (let col = 0; col < geometry.cols; col++) {
      const value = sheet.cell(ANALYSIS_LAYOUT.gridRow + row, left + col).value;
      const cell = geometry.cellAt[row * geometry.cols + col];
      if (cell < 0) expect(value ?? '').toBe('');
      else solution[cell] = Number(value);
    }
  }
  return solution;
}

describe('a lattice layout in the Analyse tab', () => {
  test.each([
    ['lattice:3x3', 5, 11],
    ['lattice:5x7 drop 0,0', 17, 5],
  ])(
    '%s: generated, read back from one selected cell, solved in the worker, its unique solution written',
    async (layout, grids, seed) => {
      const [lattice, drop = ''] = layout.split(' drop ');
      const geometry = combinedGeometry(parseLatticeLayout(lattice, drop));
      expect(geometry.grids).toHaveLength(grids);
      const generated = generateCombinedPuzzle(geometry, { seed });
      const puzzle = generated.puzzle!;
      const truth = referenceSolveByUnits(geometry, puzzle, 2);
      expect(truth.count).toBe(1);
      const { context, controller, replies, progress } = setUp(geometry, puzzle, layout);
      await controller.analyse();
      expect(analysisStrings('en').notice(controller.state.notice!)).toMatch(/^Conquer/);
      expect(controller.state.shown?.readAs).toEqual({
        kind: 'combined',
        grids: layout,
        rows: geometry.rows,
        columns: geometry.cols,
      });
      const analysed = replies.find((reply) => reply.type === 'variant-analysis');
      expect(analysed?.type === 'variant-analysis' && analysed.result.puzzle).toEqual(Array.from(puzzle));
      const solution = writtenSolution(context, geometry);
      expect(solution).toEqual(truth.solution);
      expect(isVariantSolution(geometry, solution)).toBe(true);
      expect(progress.map((each) => each.phase).filter((phase, i, all) => phase !== all[i - 1])).toEqual([
        'reading',
        'solving',
        'analysing',
        'writing',
      ]);
      expect(controller.state.progress).toBeUndefined();
      for (const bytes of context.requestBytes) expect(bytes).toBeLessThanOrEqual(FAKE_REQUEST_LIMIT);
    },
    120_000,
  );

  test("Cancel while the Analysis sheet is written stops after the request in flight; the puzzle's own cells stay as typed", async () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:5x7', '0,0'));
    const puzzle = soleBlanksInRows(geometry, latticeFill(geometry, createRandom(3)));
    const { context, controller } = setUp(geometry, puzzle, 'lattice:5x7 drop 0,0');
    const typed = context.workbook.worksheets.getItem('Sheet1').valuesBlock();
    const written: number[] = [];
    controller.onChange((state) => {
      if (state.progress?.phase !== 'writing' || written.includes(state.progress.done!)) return;
      written.push(state.progress.done!);
      controller.cancel();
    });
    await controller.analyse();
    expect(written).toEqual([1]);
    expect(controller.state.notice).toEqual({ kind: 'cancelled' });
    expect(controller.state).toMatchObject({ busy: false, analysed: false });
    expect(context.workbook.worksheets.getItem('Sheet1').valuesBlock()).toEqual(typed);
  }, 60_000);

  test('the 280-grid record layout: read from one cell, read and written in at most 16 requests each under 5 MB, the solution the full grid its givens came from, candidates replayed in the worker', async () => {
    const geometry = combinedGeometry(parseLatticeLayout('lattice:11x51', '0,0'));
    expect([geometry.grids.length, geometry.rows, geometry.cols, geometry.cellCount]).toEqual([280, 69, 309, 18_189]);
    const full = latticeFill(geometry, createRandom(21));
    expect(isVariantSolution(geometry, full)).toBe(true);
    const puzzle = soleBlanksInRows(geometry, full);
    const { context, controller, replies, progress } = setUp(geometry, puzzle, 'lattice:11x51 --drop 0,0');
    await controller.analyse();
    expect(controller.state.shown?.result.error).toBeUndefined();
    expect(controller.state.shown?.result.status).toBe('conquer');
    expect(writtenSolution(context, geometry)).toEqual(Array.from(full));
    const largest = Math.max(...context.requestBytes, ...context.responseBytes);
    expect(largest).toBeLessThan(FAKE_REQUEST_LIMIT);
    expect(context.syncs).toBeLessThanOrEqual(16);
    const analysing = progress.filter((each) => each.phase === 'analysing');
    expect(analysing.length).toBeGreaterThan(20);
    expect(analysing.length).toBeLessThanOrEqual(101);
    // Too many cells to keep candidates per step: the worker replays the analysis to the step asked for.
    expect(
      replies.some(
        (reply) => reply.type === 'variant-analysis' && reply.result.steps.some((step) => 'candidates' in step),
      ),
    ).toBe(false);
    await controller.showCandidates('100');
    expect(controller.state.notice).toEqual({ kind: 'candidates', step: 100, sheetName: 'Analysis' });
    const sheet = context.workbook.worksheets.items.find((each) => each.name === 'Analysis')!;
    const left = ANALYSIS_LAYOUT.puzzleColumn + 2 * geometry.cols + 2;
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      expect(
        String(sheet.cell(ANALYSIS_LAYOUT.gridRow + geometry.cellRow[cell], left + geometry.cellCol[cell]).value),
      ).toContain(String(full[cell]));
    }
    if (process.env.RECORD_FIGURES)
      process.stderr.write(
        `record: ${context.syncs} syncs, requests ${context.requestBytes.join(' ')} bytes, largest answer ${Math.max(...context.responseBytes)} bytes\n`,
      );
  }, 120_000);
});
