import { combinedGeometry, latticeFill, parseLatticeLayout } from '../../src/engine/geometry';
import { createRandom } from '../../src/engine/core/random';
import { analyzeVariant, variantCandidatesAtStep } from '../../src/engine/analysis/variant-analyser';
import { ANALYSIS_LAYOUT, inputCellAddress } from '../../src/report/analysis-sheet';
import { buildVariantAnalysisSheet } from '../../src/report/variant-analysis-sheet';
import { parseRangeAddress, type SheetModel, type StyledRange } from '../../src/report/sheet-model';
import type { Geometry } from '../../src/engine/geometry';
import { soleBlanksInRows } from '../helpers/sole-blanks';
import { engineFixtures, type VariantFixture } from '../helpers/variant-fixtures';
import { variantStepProblems } from '../helpers/variant-step-check';

const L = ANALYSIS_LAYOUT;

function covering(
  model: SheetModel,
  row: number,
  column: number,
): { style: StyledRange['style']; range: ReturnType<typeof parseRangeAddress> }[] {
  return model.styles
    .map((entry) => ({ style: entry.style, range: parseRangeAddress(entry.address) }))
    .filter(
      ({ range }) =>
        row >= range.row &&
        row < range.row + range.rows &&
        column >= range.column &&
        column < range.column + range.columns,
    );
}

/** Whether a medium line is drawn on a sheet cell's side: an outline or an edge of a range whose border runs there. */
function lineOn(model: SheetModel, row: number, column: number, side: 'top' | 'bottom' | 'left' | 'right'): boolean {
  return covering(model, row, column).some(({ style, range }) => {
    const onBorder =
      side === 'top'
        ? row === range.row
        : side === 'bottom'
          ? row === range.row + range.rows - 1
          : side === 'left'
            ? column === range.column
            : column === range.column + range.columns - 1;
    return onBorder && (style.outline === 'Medium' || (style.edges ?? []).includes(side));
  });
}

/** The fixture's own box units (standard boxes or jigsaw regions) by cell. */
function boxOf(geometry: Geometry): Map<number, number[]> {
  const boxes = new Map<number, number[]>();
  geometry.units.forEach((unit, u) => {
    if (unit.kind === 'box') for (const cell of unit.cells) boxes.set(cell, [...(boxes.get(cell) ?? []), u]);
  });
  return boxes;
}

function fillOf(model: SheetModel, row: number, column: number): string | undefined {
  return covering(model, row, column).reduce<string | undefined>((fill, { style }) => style.fill ?? fill, undefined);
}

describe.each([
  ['a 16×16 diagonal', 'diagonal-16'],
  ['a jigsaw', 'jigsaw-9-generated'],
  ['a samurai', 'combined-samurai'],
])('the analysis sheet of %s', (_name, set) => {
  const fixture: VariantFixture = engineFixtures(set)[0];
  const { geometry } = fixture;
  const result = analyzeVariant(geometry, fixture.puzzle);
  const model = buildVariantAnalysisSheet({ geometry, result, inputAddress: 'Puzzles!C3' });
  const solutionColumn = L.puzzleColumn + geometry.cols + 1;

  test('every step agrees with the published solution, and the puzzle is conquered', () => {
    expect(result.status).toBe('conquer');
    expect(variantStepProblems(geometry, fixture.puzzle, fixture.solution, result.steps, true)).toEqual([]);
  });

  test('the puzzle and solution grids hold the fixture values on its cells, nothing on squares that are no cell', () => {
    for (let row = 0; row < geometry.rows; row++) {
      for (let col = 0; col < geometry.cols; col++) {
        const cell = geometry.cellAt[row * geometry.cols + col];
        const given = model.values[L.gridRow + row][L.puzzleColumn + col];
        const solved = model.values[L.gridRow + row][solutionColumn + col];
        expect(given).toBe(cell < 0 || fixture.puzzle[cell] === 0 ? '' : fixture.puzzle[cell]);
        expect(solved).toBe(cell < 0 ? '' : fixture.solution[cell]);
      }
    }
  });

  test("medium lines run exactly where the fixture geometry's boxes or regions change, and round the cells", () => {
    const boxes = boxOf(geometry);
    const sameBox = (a: number, b: number) => (boxes.get(a) ?? []).some((box) => (boxes.get(b) ?? []).includes(box));
    for (let row = 0; row < geometry.rows; row++) {
      for (let col = 0; col < geometry.cols; col++) {
        const cell = geometry.cellAt[row * geometry.cols + col];
        if (cell < 0) continue;
        const neighbours = {
          bottom: [row + 1, col],
          right: [row, col + 1],
          top: [row - 1, col],
          left: [row, col - 1],
        } as const;
        for (const [side, [r, c]] of Object.entries(neighbours) as [
          keyof typeof neighbours,
          readonly [number, number],
        ][]) {
          const inside = r >= 0 && c >= 0 && r < geometry.rows && c < geometry.cols;
          const other = inside ? geometry.cellAt[r * geometry.cols + c] : -1;
          const expected = other < 0 || !sameBox(cell, other);
          expect([row, col, side, lineOn(model, L.gridRow + row, solutionColumn + col, side)]).toEqual([
            row,
            col,
            side,
            expected,
          ]);
        }
      }
    }
  });

  test('extra units are filled, one colour per unit; other cells and gaps are not', () => {
    const extras = geometry.units.filter((unit) => unit.kind === 'extra');
    const inExtras = new Map<number, number>();
    for (const unit of extras) for (const cell of unit.cells) inExtras.set(cell, (inExtras.get(cell) ?? 0) + 1);
    const unitFills = extras.map(
      (unit) =>
        new Set(
          unit.cells
            .filter((cell) => inExtras.get(cell) === 1)
            .map((cell) => fillOf(model, L.gridRow + geometry.cellRow[cell], L.puzzleColumn + geometry.cellCol[cell])),
        ),
    );
    for (const fills of unitFills) expect(fills.size).toBe(1);
    expect(new Set(unitFills.map((fills) => [...fills][0])).size).toBe(extras.length);
    for (let cell = 0; cell < geometry.cellCount; cell++) {
      if (!inExtras.has(cell))
        expect(
          fillOf(model, L.gridRow + geometry.cellRow[cell], L.puzzleColumn + geometry.cellCol[cell]),
        ).toBeUndefined();
    }
  });

  test("the step log gives each step's cell in the bounding rectangle and its address in the input range; the chart sits under the grids", () => {
    const first = model.logHeaderRow + 1;
    result.steps.forEach((step, i) => {
      const line = model.values[first + i];
      expect(line[0]).toBe(step.n);
      expect(line[2]).toBe(inputCellAddress('Puzzles!C3', step.row, step.col));
      expect(line[3]).toBe(fixture.solution[geometry.cellAt[(step.row - 1) * geometry.cols + step.col - 1]]);
      expect(String(line[1])).toContain(`(${step.row},${step.col})`);
      if (geometry.grids.length > 0) expect(String(line[1])).toMatch(/in grid \d+ at \(\d,\d\)/);
    });
    expect(model.logHeaderRow).toBeGreaterThanOrEqual(L.gridRow + geometry.rows);
    expect(parseRangeAddress(model.charts[0].placeAt).row).toBeGreaterThanOrEqual(L.gridRow + geometry.rows);
  });

  test('the candidates before a step are the replayed candidates, with filled cells showing their value', () => {
    const step = Math.min(5, result.steps.length);
    const cells = variantCandidatesAtStep(geometry, fixture.puzzle, step);
    const withCandidates = buildVariantAnalysisSheet({
      geometry,
      result,
      inputAddress: 'C3',
      candidates: { step, cells },
    });
    const candidatesColumn = L.puzzleColumn + 2 * geometry.cols + 2;
    const blank = cells.findIndex((list) => list.length > 0);
    const shown = String(
      withCandidates.values[L.gridRow + geometry.cellRow[blank]][candidatesColumn + geometry.cellCol[blank]],
    );
    expect(shown.split(geometry.size > 9 ? ' ' : '').map(Number)).toContain(fixture.solution[blank]);
    const given = fixture.puzzle.findIndex((value) => value !== 0);
    expect(withCandidates.values[L.gridRow + geometry.cellRow[given]][candidatesColumn + geometry.cellCol[given]]).toBe(
      String(fixture.solution[given]),
    );
  });
});

describe('the analysis sheet of a lattice of 17 grids (issue 21)', () => {
  const geometry = combinedGeometry(parseLatticeLayout('lattice:5x7', '0,0'));
  const full = latticeFill(geometry, createRandom(5));
  const puzzle = soleBlanksInRows(geometry, full);
  const result = analyzeVariant(geometry, puzzle);
  const model = buildVariantAnalysisSheet({ geometry, result, inputAddress: 'A1' });
  const solutionColumn = L.puzzleColumn + geometry.cols + 1;

  test('the solution written is the full grid the givens came from', () => {
    expect(result.status).toBe('conquer');
    for (let cell = 0; cell < geometry.cellCount; cell++)
      expect(model.values[L.gridRow + geometry.cellRow[cell]][solutionColumn + geometry.cellCol[cell]]).toBe(
        full[cell],
      );
  });

  test('each box is outlined once, however many grids share it; squares that are no cell carry no style', () => {
    const outlines = model.styles.filter(({ style }) => style.outline === 'Medium').map(({ address }) => address);
    expect(new Set(outlines).size).toBe(outlines.length);
    const boxes = geometry.units.filter((unit) => unit.kind === 'box').length;
    expect(outlines).toHaveLength(2 * boxes);
    for (let row = 0; row < geometry.rows; row++) {
      for (let col = 0; col < geometry.cols; col++) {
        if (geometry.cellAt[row * geometry.cols + col] >= 0) continue;
        expect(covering(model, L.gridRow + row, L.puzzleColumn + col)).toEqual([]);
        expect(covering(model, L.gridRow + row, solutionColumn + col)).toEqual([]);
      }
    }
  });

  test('medium lines run round every box of the solution grid', () => {
    for (const unit of geometry.units.filter((each) => each.kind === 'box')) {
      const top = Math.min(...unit.cells.map((cell) => geometry.cellRow[cell]));
      const left = Math.min(...unit.cells.map((cell) => geometry.cellCol[cell]));
      for (let i = 0; i < 3; i++) {
        expect(lineOn(model, L.gridRow + top, solutionColumn + left + i, 'top')).toBe(true);
        expect(lineOn(model, L.gridRow + top + 2, solutionColumn + left + i, 'bottom')).toBe(true);
        expect(lineOn(model, L.gridRow + top + i, solutionColumn + left, 'left')).toBe(true);
        expect(lineOn(model, L.gridRow + top + i, solutionColumn + left + 2, 'right')).toBe(true);
      }
    }
  });
});
