/**
 * The pane reads a selected 9×9 range whose cells hold several digits as a position with pencil
 * marks (issue 37 item 3): candidates per cell, one digit a given. The analysis and the hints start
 * from the marks, and the pane says so in English and Japanese. Truth: the reference solver and
 * the fixture read by the test's own arithmetic (test/helpers/position-fixture.ts).
 */

import { PROBLEM_FILL } from '../../src/excel/analysis';
import { AnalysisController, type AnalysisWorkerLike } from '../../src/taskpane/analyse/analysis-controller';
import { analysisStrings } from '../../src/taskpane/analyse/analysis-strings';
import { createAnalysisWorker, type AnalysisWorkerRequest } from '../../src/taskpane/analyse/analysis-worker';
import { putValues } from '../helpers/sheet-grid';
import { fixturePositions, sees, type FixturePosition } from '../helpers/position-fixture';
import { fakeWorkbookWith, type FakeContext, type FakeWorksheet } from '../excel/fake-workbook';

const { library } = fixturePositions();

function setUp(values: unknown[][]) {
  const context: FakeContext = fakeWorkbookWith('Sheet1', []);
  const sheet: FakeWorksheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', values);
  context.workbook.selection = { sheet: 'Sheet1', address: 'B2:J10' };
  const requests: AnalysisWorkerRequest[] = [];
  const worker: AnalysisWorkerLike = {
    onmessage: null,
    postMessage: (message) => {
      requests.push(message as AnalysisWorkerRequest);
      void handle(message);
    },
    terminate: () => undefined,
  };
  const handle = createAnalysisWorker((reply) => setTimeout(() => worker.onmessage?.({ data: reply }), 0));
  const controller = new AnalysisController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: () => worker,
    analyseOptions: () => ({}),
    language: 'en',
  });
  return { sheet, controller, requests };
}

/** The position as the person types it: a filled cell its digit (a number), an empty one its marks as text. */
function rangeOf(position: FixturePosition): unknown[][] {
  return Array.from({ length: 9 }, (_, row) =>
    Array.from({ length: 9 }, (_, col) => position.digits[row * 9 + col] || position.cells[row * 9 + col]),
  );
}

const marksCells = (values: unknown[][]) => values.flat().filter((value) => String(value).length > 1).length;
const litCells = (sheet: FakeWorksheet) =>
  [...sheet.cells.entries()].filter(([, cell]) => cell.fill === PROBLEM_FILL).map(([key]) => key);

describe('the pane reads a range of pencil marks as a position', () => {
  it('analyses from the marks, says it read a position in English and Japanese, and hints the solution digit', async () => {
    const values = rangeOf(library);
    const { controller, requests } = setUp(values);
    await controller.analyse();
    const notice = controller.state.notice;
    if (notice?.kind !== 'analysed') throw new Error(JSON.stringify(notice));
    expect(notice.result.solution).toBe(library.solution.join(''));
    expect(notice.marked).toBe(marksCells(values));
    expect(analysisStrings('en').pencilMarks(notice.marked!)).toContain(
      `position with pencil marks: ${marksCells(values)} cells`,
    );
    expect(analysisStrings('ja').pencilMarks(notice.marked!)).toContain(`候補のあるセル ${marksCells(values)} 個`);
    // The marks went to the analysis as each cell's candidates (bit d − 1 for digit d), less the digits of
    // cells of one digit (givens) that see the cell.
    const analyse = requests.find((request) => request.type === 'analyse');
    const sent = analyse?.type === 'analyse' ? analyse.options.candidates : undefined;
    expect(sent).toBeDefined();
    const flat = values.flat().map(String);
    flat.forEach((value, cell) => {
      if (value.length < 2) return;
      const held = new Set(flat.filter((other, peer) => other.length === 1 && sees(cell, peer)).map(Number));
      const digits = [...value].map(Number).filter((digit) => !held.has(digit));
      expect(Array.from({ length: 9 }, (_, d) => d + 1).filter((d) => sent![cell] & (1 << (d - 1)))).toEqual(digits);
    });

    await controller.hint();
    const hint = controller.state.notice;
    if (hint?.kind !== 'hint') throw new Error(JSON.stringify(hint));
    expect(hint.next.value).toBe(library.solution[(hint.next.row - 1) * 9 + hint.next.col - 1]);
    const asked = requests.find((request) => request.type === 'hint');
    expect(asked?.type === 'hint' && asked.candidates).toEqual(sent);
  });

  it('names and marks the cell whose marks leave out its solution digit', async () => {
    const values = rangeOf(library);
    const cell = library.cells.findIndex((marks, index) => library.digits[index] === 0 && marks.length >= 4);
    values[Math.floor(cell / 9)][cell % 9] = library.cells[cell].replace(String(library.solution[cell]), '');
    const { controller, sheet } = setUp(values);
    await controller.analyse();
    const notice = controller.state.notice;
    if (notice?.kind !== 'analysed') throw new Error(JSON.stringify(notice));
    expect(notice.result.status).toBe('invalid');
    expect(notice.result.error?.message).toContain(
      `(${Math.floor(cell / 9) + 1},${(cell % 9) + 1}) exclude its solution digit ${library.solution[cell]}`,
    );
    expect(litCells(sheet)).toEqual([`${Math.floor(cell / 9) + 1},${(cell % 9) + 1}`]);
  });
});
