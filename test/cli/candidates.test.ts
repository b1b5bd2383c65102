/**
 * `analyze --candidates N` (issue 33, item 4): the candidates just before step N of one puzzle, of
 * any kind, in JSON and as a text grid. Held against truths worked out here: at step 0 a cell's
 * candidates are the symbols none of its houses holds among the givens; before step N the filled
 * cells are the givens and the first N − 1 placements, each unfilled cell keeps its solution
 * symbol and only symbols its houses do not hold yet; and the grid is the one the pane's "Show
 * candidates at step" writes on the analysis sheet for the same puzzle and step.
 */

import { main } from '../../src/cli/main';
import { standardGeometry, type Geometry } from '../../src/engine/geometry';
import type { AnalysisResult } from '../../src/engine/analysis/types';
import { formatVariantPuzzle } from '../../src/io/variant-text';
import { ANALYSIS_LAYOUT } from '../../src/report/analysis-sheet';
import { AnalysisController } from '../../src/taskpane/analyse/analysis-controller';
import { fakeWorkbookWith } from '../excel/fake-workbook';
import { inProcessAnalysisWorker } from '../helpers/analysis-worker';
import { readPuzzleLines } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';
import { putValues, typedGrid } from '../helpers/sheet-grid';
import { regionNumbers, sheetValues } from '../helpers/sheet-grids';
import { engineFixtures } from '../helpers/variant-fixtures';
import { createFakeIO } from './fake-io';

interface Shown {
  steps: AnalysisResult['steps'];
  candidatesStep: number;
  candidates: number[][];
}

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(['analyze', ...argv], io);
  return { code, out: io.out, err: io.err };
}

async function shownJson(argv: string[], files: Record<string, string> = {}): Promise<Shown> {
  const { code, out, err } = await run([...argv, '--json'], files);
  expect({ code, err }).toEqual({ code: 0, err: [] });
  return JSON.parse(out[0]) as Shown;
}

/** A puzzle of any kind as the test knows it: its geometry, givens and published (or oracle's) solution. */
interface Puzzle {
  geometry: Geometry;
  givens: number[];
  solution: number[];
  /** The command line's arguments and files for it. */
  argv: string[];
  files: Record<string, string>;
}

const NINE = readPuzzleLines('rated/top95.txt', 3)[2];
const nine: Puzzle = {
  geometry: standardGeometry(9),
  givens: Array.from(NINE, (char) => (char === '.' ? 0 : Number(char))),
  solution: Array.from(uniqueSolution(NINE), Number),
  argv: [NINE],
  files: {},
};

function variant(set: string, header: string): Puzzle {
  const { geometry, puzzle, solution } = engineFixtures(set)[0];
  return {
    geometry,
    givens: puzzle,
    solution,
    argv: ['--file', 'p.txt'],
    files: { 'p.txt': `${header}${formatVariantPuzzle(geometry, puzzle)}\n` },
  };
}

const JIGSAW = variant('jigsaw-9-generated', '# kind: jigsaw\n');
const DIAGONAL_16 = variant('diagonal-16', '# kind: diagonal\n');

/** The symbols each cell may still take with `values` placed: none that a unit through the cell holds. */
function openSymbols(geometry: Geometry, values: readonly number[]): number[][] {
  return values.map((value, cell) => {
    if (value !== 0) return [];
    const seen = new Set<number>();
    for (const unit of geometry.units)
      if (unit.cells.includes(cell)) for (const other of unit.cells) seen.add(values[other]);
    return Array.from({ length: geometry.size }, (_, i) => i + 1).filter((symbol) => !seen.has(symbol));
  });
}

/** The givens with the first `count` placements of the log. */
function placedBefore(puzzle: Puzzle, steps: AnalysisResult['steps'], count: number): number[] {
  const values = [...puzzle.givens];
  for (const step of steps.slice(0, count))
    values[puzzle.geometry.cellAt[(step.row - 1) * puzzle.geometry.cols + step.col - 1]] = step.value;
  return values;
}

/** The pane: the puzzle typed at B2 (a jigsaw's regions beside it), Analyse, then Show candidates at step N; the sheet's candidate block by cell. */
async function paneCandidates(puzzle: Puzzle, step: number, kind?: string): Promise<string[]> {
  const { geometry } = puzzle;
  const context = fakeWorkbookWith('Sheet1', []);
  const sheet = context.workbook.worksheets.getItem('Sheet1');
  putValues(sheet, 'B2', geometry.size === 9 && !kind ? typedGrid(NINE) : sheetValues(geometry, puzzle.givens));
  if (kind === 'jigsaw') putValues(sheet, `${String.fromCharCode(66 + geometry.cols + 1)}2`, regionNumbers(geometry));
  context.workbook.selection = {
    sheet: 'Sheet1',
    address: `B2:${String.fromCharCode(65 + geometry.cols)}${geometry.rows + 1}`,
  };
  const controller = new AnalysisController({
    runExcel: (work) => work(context.asExcel()),
    createWorker: inProcessAnalysisWorker,
    analyseOptions: () => ({}),
    language: 'en',
  });
  if (kind) controller.chooseKind(kind);
  await controller.analyse();
  await controller.showCandidates(String(step));
  expect(controller.state.notice).toMatchObject({ kind: 'candidates', step });
  const analysis = context.workbook.worksheets.getItem('Analysis');
  const left = kind ? ANALYSIS_LAYOUT.puzzleColumn + 2 * geometry.cols + 2 : ANALYSIS_LAYOUT.candidatesColumn;
  return Array.from({ length: geometry.cellCount }, (_, cell) =>
    String(analysis.cell(ANALYSIS_LAYOUT.gridRow + geometry.cellRow[cell], left + geometry.cellCol[cell]).value),
  );
}

describe('analyze --candidates N', () => {
  it.each([
    ['a 9×9', nine, undefined],
    ['a jigsaw', JIGSAW, 'jigsaw'],
    ['a 16×16 diagonal', DIAGONAL_16, 'diagonal'],
  ] as const)(
    "on %s: step 0 is the givens' open symbols; every later grid keeps the solution and matches the pane",
    async (_name, puzzle, kind) => {
      const first = await shownJson([...puzzle.argv, '--candidates', '0'], puzzle.files);
      expect(first.candidatesStep).toBe(0);
      expect(first.candidates).toEqual(openSymbols(puzzle.geometry, puzzle.givens));
      const last = first.steps.length;
      expect(last).toBeGreaterThan(2);
      for (const step of [1, Math.ceil(last / 2), last]) {
        const { candidates } = await shownJson([...puzzle.argv, '--candidates', String(step)], puzzle.files);
        const placed = placedBefore(puzzle, first.steps, step - 1);
        const open = openSymbols(puzzle.geometry, placed);
        candidates.forEach((list, cell) => {
          if (placed[cell] !== 0) expect(list).toEqual([]);
          else {
            expect(list).toContain(puzzle.solution[cell]);
            expect(open[cell]).toEqual(expect.arrayContaining(list));
          }
        });
        const separator = puzzle.geometry.size > 9 ? ' ' : '';
        expect(await paneCandidates(puzzle, step, kind)).toEqual(
          candidates.map((list, cell) => (list.length > 0 ? list.join(separator) : String(puzzle.solution[cell]))),
        );
      }
    },
    60_000,
  );

  it.each([
    ['a 9×9', nine, (row: number, col: number) => Math.floor(row / 3) * 3 + Math.floor(col / 3)],
    ['a jigsaw', JIGSAW, (row: number, col: number) => regionNumbers(JIGSAW.geometry)[row][col]],
  ] as const)(
    "as text on %s: each cell in its column's block, | and - exactly where boxes or regions part",
    async (_name, puzzle, region) => {
      const step = 5;
      const { candidates } = await shownJson([...puzzle.argv, '--candidates', String(step)], puzzle.files);
      const { code, out } = await run([...puzzle.argv, '--candidates', String(step)], puzzle.files);
      expect(code).toBe(0);
      const heading = out.indexOf(`  Candidates before step ${step}:`);
      expect(heading).toBeGreaterThan(0);
      const { rows, cols } = puzzle.geometry;
      const texts = candidates.map((list, cell) => (list.length > 0 ? list.join('') : `(${puzzle.solution[cell]})`));
      const widths = Array.from({ length: cols }, (_, col) =>
        Math.max(...Array.from({ length: rows }, (_, row) => texts[row * cols + col].length)),
      );
      const grid = out.slice(heading + 1);
      let line = 0;
      for (let row = 0; row < rows; row++) {
        const text = grid[line++];
        let at = 2;
        for (let col = 0; col < cols; col++) {
          expect(text.slice(at, at + widths[col]).trimEnd()).toBe(texts[row * cols + col]);
          if (col + 1 < cols)
            expect(text[at + widths[col] + 1]).toBe(region(row, col) !== region(row, col + 1) ? '|' : ' ');
          at += widths[col] + 3;
        }
        const partsBelow =
          row + 1 < rows &&
          Array.from({ length: cols }, (_, col) => region(row, col) !== region(row + 1, col)).some(Boolean);
        if (partsBelow) {
          const rule = grid[line++];
          let left = 2;
          for (let col = 0; col < cols; col++) {
            const dashes = region(row, col) !== region(row + 1, col);
            expect(rule.padEnd(left + widths[col]).slice(left, left + widths[col])).toBe(
              (dashes ? '-' : ' ').repeat(widths[col]),
            );
            left += widths[col] + 3;
          }
        }
      }
      expect(grid).toHaveLength(line);
    },
  );

  it("writes a 25×25's symbols in its alphabet (1–9, A–P) and a 49×49's as numbers", async () => {
    const size25 = variant('size-25', '');
    const { out: text25 } = await run([...size25.argv, '--candidates', '0'], size25.files);
    const grid25 = text25.slice(text25.indexOf('  Candidates after the givens (step 0):') + 1).join('\n');
    expect(grid25).toMatch(/[A-P]/);
    expect(grid25).toMatch(/^[1-9A-P()|+\- \n]+$/);
    const size49 = variant('size-49', '');
    size49.files['p.txt'] = `${formatVariantPuzzle(size49.geometry, size49.givens, true)}\n`;
    const { code, out } = await run([...size49.argv, '--candidates', '1'], size49.files);
    expect(code).toBe(0);
    const grid49 = out.slice(out.indexOf('  Candidates before step 1:') + 1);
    expect(grid49.join('\n')).toMatch(/^[0-9,()|+\- \n]+$/);
    expect(grid49.join('\n')).toMatch(/\(4[0-9]\)/);
  }, 60_000);

  it.each(['-1', 'x', '1.5', ''])('refuses N %j in one sentence naming it and the last step, exit 2', async (step) => {
    const steps = (await shownJson([NINE, '--candidates', '0'])).steps.length;
    const { code, out, err } = await run([NINE, '--candidates', step]);
    expect({ code, out }).toEqual({ code: 2, out: [] });
    expect(err).toEqual([
      `--candidates takes a step number from 0 (after the givens) to ${steps}, this puzzle's last step, not "${step}". See \`sudoku-analyzer analyze --help\`.`,
    ]);
  });

  it('refuses a step past the last one, and more than one puzzle', async () => {
    const steps = (await shownJson([NINE, '--candidates', '0'])).steps.length;
    const past = await run([NINE, '--candidates', String(steps + 1), '--json']);
    expect(past.code).toBe(2);
    expect(past.err[0]).toContain(`to ${steps}, this puzzle's last step, not "${steps + 1}"`);
    const two = await run([NINE, NINE, '--candidates', '1']);
    expect(two.code).toBe(2);
    expect(two.err).toEqual([expect.stringMatching(/^--candidates shows the candidates of one puzzle/)]);
  });
});
