/**
 * Every kind through the pane's Analyse tab on the fake workbook: the kind the selection's shape
 * proposes (or the one chosen), regions read from fills or from a grid of region numbers, bad
 * cells named with their grid, the analysis sheet, and hints — every step checked against the
 * fixture's published solution.
 */

import type { Geometry } from '../../src/engine/geometry';
import { PROBLEM_FILL } from '../../src/excel/analysis';
import { ANALYSIS_LAYOUT } from '../../src/report/analysis-sheet';
import { AnalysisController } from '../../src/taskpane/analyse/analysis-controller';
import { analysisStrings } from '../../src/taskpane/analyse/analysis-strings';
import { inProcessAnalysisWorker } from '../helpers/analysis-worker';
import { fakeWorkbookWith, type FakeContext, type FakeWorksheet } from '../excel/fake-workbook';
import { fillsByUnit, mapColouredRegions, regionNumbers, sheetValues } from '../helpers/sheet-grids';
import { putValues } from '../helpers/sheet-grid';
import { engineFixtures, type VariantFixture } from '../helpers/variant-fixtures';
import { variantStepProblems } from '../helpers/variant-step-check';
import { isVariantSolution, referenceSolve } from '../helpers/variant-reference';

/** The fixture typed at B2 and selected (a single cell B2 when `selectOne`). */
function setUp(fixture: VariantFixture, selectOne = false) {
  const context: FakeContext = fakeWorkbookWith('Sheet1', []);
  const sheet: FakeWorksheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', sheetValues(fixture.geometry, fixture.puzzle));
  const { rows, cols } = fixture.geometry;
  context.workbook.selection = {
    sheet: 'Sheet1',
    address: selectOne ? 'B2' : `B2:${String.fromCharCode(65 + cols)}${rows + 1}`,
  };
  const controller = new AnalysisController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: inProcessAnalysisWorker,
    analyseOptions: () => ({}),
    language: 'en',
  });
  const notice = () => (controller.state.notice ? analysisStrings('en').notice(controller.state.notice) : '');
  return { context, sheet, controller, notice };
}

function paint(sheet: FakeWorksheet, fills: string[][]): void {
  fills.forEach((line, r) => line.forEach((fill, c) => (sheet.cell(1 + r, 1 + c).fill = fill)));
}

function expectTrueToSolution(controller: AnalysisController, fixture: VariantFixture): void {
  const shown = controller.state.shown!;
  expect(shown.result.status).toBe('conquer');
  expect(variantStepProblems(fixture.geometry, fixture.puzzle, fixture.solution, shown.result.steps, true)).toEqual([]);
}

function analysisSheet(context: FakeContext): FakeWorksheet {
  return context.workbook.worksheets.items.find((each) => each.name === 'Analysis')!;
}

describe('the Analyse tab on other kinds', () => {
  test('a 16×16 diagonal is analysed, its box shapes offered (4x4 first); the sheet draws its solution', async () => {
    const fixture = engineFixtures('diagonal-16')[0];
    const { controller, context, notice } = setUp(fixture);
    controller.chooseKind('diagonal');
    await controller.analyse();
    expect(notice()).toMatch(/^Conquer/);
    expect(controller.state.shown?.readAs).toEqual({ kind: 'diagonal', rows: 16, columns: 16 });
    expect(controller.state.boxChoices).toEqual(['4x4', '2x8', '8x2']);
    expectTrueToSolution(controller, fixture);
    const sheet = analysisSheet(context);
    const solutionColumn = ANALYSIS_LAYOUT.puzzleColumn + 17;
    for (let cell = 0; cell < 256; cell += 17)
      expect(sheet.cell(ANALYSIS_LAYOUT.gridRow + Math.floor(cell / 16), solutionColumn + (cell % 16)).value).toBe(
        fixture.solution[cell],
      );
  });

  test.each([
    [
      "a jigsaw's regions from the cells' fills, drawn with few colours",
      'jigsaw-9-generated',
      0,
      'jigsaw',
      (sheet: FakeWorksheet, geometry: Geometry) =>
        paint(sheet, mapColouredRegions(geometry, ['#FFFFFF', '#FFC000', '#9BC2E6', '#A9D08E', '#F4B084', '#C9C9C9'])),
    ],
    [
      "a jigsaw's regions from the grid of region numbers right of the puzzle",
      'jigsaw-9-generated',
      1,
      'jigsaw',
      (sheet: FakeWorksheet, geometry: Geometry) => putValues(sheet, 'L2', regionNumbers(geometry)),
    ],
    [
      'colour units from fills',
      'colour-9-map',
      0,
      'colour',
      (sheet: FakeWorksheet, geometry: Geometry) => paint(sheet, fillsByUnit(geometry, 'extra')),
    ],
  ] as const)('%s', async (_name, set, index, kind, prepare) => {
    const fixture = engineFixtures(set)[index];
    const { controller, sheet, notice } = setUp(fixture);
    prepare(sheet, fixture.geometry);
    controller.chooseKind(kind);
    await controller.analyse();
    expect(notice()).toMatch(/^Conquer/);
    expectTrueToSolution(controller, fixture);
  });

  test('a box chosen for another size is not applied to this one', async () => {
    const fixture = engineFixtures('diagonal-9')[0];
    const { controller } = setUp(fixture);
    controller.chooseBox('4x4');
    controller.chooseKind('diagonal');
    await controller.analyse();
    expect(controller.state.shown?.readAs).toEqual({ kind: 'diagonal', rows: 9, columns: 9 });
    expectTrueToSolution(controller, fixture);
  });

  test("a 21×21 selection is a samurai; one selected cell stands for the samurai's block once the kind is chosen", async () => {
    const fixture = engineFixtures('combined-samurai')[0];
    const whole = setUp(fixture);
    await whole.controller.analyse();
    expect(whole.controller.state.shown?.readAs).toEqual({ kind: 'samurai', rows: 21, columns: 21 });
    expectTrueToSolution(whole.controller, fixture);
    const one = setUp(fixture, true);
    one.controller.chooseKind('samurai');
    await one.controller.analyse();
    expectTrueToSolution(one.controller, fixture);
  });

  test('a 21×21 selection read as a samurai offers no box shapes (its boxes are 3×3); the same range chosen as Standard does', async () => {
    const fixture = engineFixtures('combined-samurai')[0];
    const { controller } = setUp(fixture);
    await controller.analyse();
    expect(controller.state.shown?.readAs).toEqual({ kind: 'samurai', rows: 21, columns: 21 });
    expect(controller.state.boxChoices).toEqual([]);
    // Offered as soon as Standard is chosen, before the next read.
    controller.chooseKind('standard');
    expect(controller.state.boxChoices).toEqual(['3x7', '7x3']);
    await controller.analyse();
    expect(controller.state.boxChoices).toEqual(['3x7', '7x3']);
    controller.chooseKind('samurai');
    expect(controller.state.boxChoices).toEqual([]);
  });

  /**
   * The fixture's published solution, checked by the test's own rule checker (and, where the plain
   * reference search is quick — up to 9 symbols, no jigsaw, no combined layout — found unique by it).
   */
  function independentSolution({ geometry, puzzle, solution }: VariantFixture): number[] {
    expect(isVariantSolution(geometry, solution)).toBe(true);
    puzzle.forEach((value, cell) => value > 0 && expect(solution[cell]).toBe(value));
    if (geometry.size <= 9 && geometry.kind !== 'jigsaw' && geometry.grids.length === 0)
      expect(referenceSolve(geometry, puzzle)).toEqual({ count: 1, solution });
    return solution;
  }

  /** The value a sheet cell shows: a number, or a letter A = 10 (the test's own reading). */
  const valueOf = (shown: unknown): number =>
    typeof shown === 'string' && /^[A-Z]$/.test(shown) ? shown.charCodeAt(0) - 55 : Number(shown === '' ? 0 : shown);

  test.each([
    ['a 16×16 typed with letters gets letters', 'diagonal-16', 'diagonal', true, undefined],
    [
      'a jigsaw whose regions are read from fills',
      'jigsaw-9-generated',
      'jigsaw',
      false,
      (geometry: Geometry) =>
        mapColouredRegions(geometry, ['#FFFFFF', '#FFC000', '#9BC2E6', '#A9D08E', '#F4B084', '#C9C9C9']),
    ],
    ['a colour puzzle', 'colour-9-map', 'colour', false, (geometry: Geometry) => fillsByUnit(geometry, 'extra')],
    ['a samurai: the squares between its grids stay empty', 'combined-samurai', 'samurai', false, undefined],
  ] as const)(
    'Fill in place on %s: the blank cells get the checked solution, givens and gaps are untouched, Restore empties them again',
    async (_name, set, kind, letters, fills) => {
      const fixture = engineFixtures(set)[0];
      const { geometry } = fixture;
      const { controller, sheet, notice } = setUp(fixture);
      if (letters)
        putValues(
          sheet,
          'B2',
          sheetValues(geometry, fixture.puzzle).map((line) =>
            line.map((value) => (typeof value === 'number' && value > 9 ? String.fromCharCode(55 + value) : value)),
          ),
        );
      if (fills) paint(sheet, fills(geometry));
      const typed = sheet.getRange(`B2:${String.fromCharCode(65 + geometry.cols)}${geometry.rows + 1}`).currentValues();
      const truth = independentSolution(fixture);
      controller.chooseKind(kind);
      await controller.analyse();
      await controller.fill();
      const blanks = fixture.puzzle.filter((value) => value === 0).length;
      expect(controller.state.notice).toMatchObject({ kind: 'fill-question', count: blanks });
      await controller.confirmFill();
      expect(notice()).toBe(analysisStrings('en').notice({ kind: 'filled', count: blanks }));
      const filled = sheet
        .getRange(`B2:${String.fromCharCode(65 + geometry.cols)}${geometry.rows + 1}`)
        .currentValues();
      for (let row = 0; row < geometry.rows; row++) {
        for (let col = 0; col < geometry.cols; col++) {
          const cell = geometry.cellAt[row * geometry.cols + col];
          if (cell < 0 || fixture.puzzle[cell] > 0) expect(filled[row][col]).toBe(typed[row][col]);
          else expect(valueOf(filled[row][col])).toBe(truth[cell]);
          if (cell >= 0 && fixture.puzzle[cell] === 0 && truth[cell] > 9)
            expect(typeof filled[row][col]).toBe(letters ? 'string' : 'number');
        }
      }
      await controller.restore();
      expect(
        sheet.getRange(`B2:${String.fromCharCode(65 + geometry.cols)}${geometry.rows + 1}`).currentValues(),
      ).toEqual(typed);
    },
  );

  test('a bad cell of a combined puzzle is named with its grid and highlighted; a square between grids must stay empty', async () => {
    const fixture = engineFixtures('combined-samurai')[0];
    const { controller, sheet, notice } = setUp(fixture);
    sheet.cell(1 + 1, 1 + 14).value = 'x'; // grid 2, row 2, column 3: sheet P3
    sheet.cell(1 + 0, 1 + 10).value = 4; // no grid covers (1,11): sheet L2
    await controller.analyse();
    expect(controller.state.notice?.kind).toBe('bad-cells');
    expect(notice()).toContain('L2 holds 4');
    expect(notice()).toContain('P3 (grid 2) holds "x"');
    expect(analysisStrings('ja').notice(controller.state.notice!)).toContain('P3（盤 2） に「x」');
    expect(
      [...sheet.cells.entries()]
        .filter(([, cell]) => cell.fill === PROBLEM_FILL)
        .map(([key]) => key)
        .sort(),
    ).toEqual(['1,11', '2,15']);
  });

  test('a combined layout that is no preset asks for its offsets, then reads them', async () => {
    const fixture = engineFixtures('combined-butterfly')[0];
    const { controller, notice } = setUp(fixture);
    controller.chooseKind('combined');
    await controller.analyse();
    expect(controller.state.notice).toEqual({ kind: 'need-grids', rows: 12, columns: 12 });
    expect(notice()).toContain('under Grids');
    controller.setGrids('0,0;0,3;3,0;3,3');
    await controller.analyse();
    expectTrueToSolution(controller, fixture);
  });

  test('hints on a samurai: the next cell and value agree with the solution, a wrong entry is found', async () => {
    const fixture = engineFixtures('combined-samurai')[0];
    const { controller, sheet } = setUp(fixture);
    await controller.analyse();
    for (let level = 0; level < 4; level++) await controller.hint();
    const notice = controller.state.notice;
    expect(notice?.kind).toBe('hint');
    if (notice?.kind !== 'hint') return;
    const cell = fixture.geometry.cellAt[(notice.next.row - 1) * 21 + notice.next.col - 1];
    expect(fixture.puzzle[cell]).toBe(0);
    expect(notice.next.value).toBe(fixture.solution[cell]);
    const blank = fixture.puzzle.findIndex((value) => value === 0);
    const wrong = (fixture.solution[blank] % 9) + 1;
    sheet.cell(1 + fixture.geometry.cellRow[blank], 1 + fixture.geometry.cellCol[blank]).value = wrong;
    await controller.hint();
    expect(controller.state.notice?.kind).toBe('wrong');
  });
});
