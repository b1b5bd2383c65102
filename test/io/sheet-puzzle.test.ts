import { errorOf } from '../helpers/puzzle-error';
import {
  boxShapes,
  layoutBounds,
  layoutOptions,
  proposeKinds,
  readSheetPuzzle,
  type KindChoice,
} from '../../src/io/sheet-puzzle';
import { engineFixtures } from '../helpers/variant-fixtures';
import { isVariantSolution } from '../helpers/variant-reference';
import { fillsByUnit, mapColouredRegions, regionNumbers, sheetValues, unitSquares } from '../helpers/sheet-grids';

describe('the kinds a range proposes', () => {
  test('a 9×9 is standard first, with diagonal, windoku, jigsaw and colour to choose', () => {
    expect(proposeKinds(9, 9).map((choice) => choice.kind)).toEqual([
      'standard',
      'diagonal',
      'windoku',
      'jigsaw',
      'colour',
      'combined',
    ]);
  });
  test('a 16×16 is standard with 4x4 boxes by default, 2x8 choosable', () => {
    expect(proposeKinds(16, 16)[0].kind).toBe('standard');
    expect(boxShapes(16)).toEqual(['4x4', '2x8', '8x2']);
    expect(boxShapes(12)).toEqual(['3x4', '2x6', '4x3', '6x2']);
  });
  test('a 21×21 range is a samurai first', () => {
    const kinds = proposeKinds(21, 21).map((choice) => choice.kind);
    expect(kinds[0]).toBe('samurai');
    expect(kinds).toEqual(expect.arrayContaining(['sohei', 'windmill', 'standard', 'combined']));
  });
  test('other shapes: the presets whose bounding rectangle matches, else combined offsets', () => {
    expect(proposeKinds(21, 33)[0].kind).toBe('gattai-8');
    expect(proposeKinds(21, 45)[0].kind).toBe('shogun');
    expect(proposeKinds(33, 33)[0].kind).toBe('sumo');
    expect(
      proposeKinds(12, 12)
        .map((choice) => choice.kind)
        .slice(0, 2),
    ).toEqual(['standard', 'diagonal']);
    expect(proposeKinds(12, 12).map((choice) => choice.kind)).toContain('butterfly');
    expect(proposeKinds(15, 24)).toEqual([{ kind: 'combined' }]);
    expect(proposeKinds(5, 7)).toEqual([]);
  });
});

describe('reading a range onto a geometry', () => {
  test.each(['size-4', 'size-12-4x3', 'size-25', 'diagonal-16', 'combined-samurai', 'combined-butterfly'])(
    '%s: the givens read back exactly onto the fixture units',
    (set) => {
      const choices: Record<string, KindChoice> = {
        'size-4': { kind: 'standard' },
        'size-12-4x3': { kind: 'standard', box: '4x3' },
        'size-25': { kind: 'standard' },
        'diagonal-16': { kind: 'diagonal' },
        'combined-samurai': { kind: 'samurai' },
        'combined-butterfly': { kind: 'combined', grids: '0,0;0,3;3,0;3,3' },
      };
      const fixture = engineFixtures(set)[0];
      const read = readSheetPuzzle({ values: sheetValues(fixture.geometry, fixture.puzzle), choice: choices[set] });
      expect(Array.from(read.givens)).toEqual(fixture.puzzle);
      expect(unitSquares(read.geometry, 'box')).toEqual(unitSquares(fixture.geometry, 'box'));
      expect(unitSquares(read.geometry, 'extra')).toEqual(unitSquares(fixture.geometry, 'extra'));
    },
  );

  test('letters A–Z and numbers as text read as the values they stand for (A = 10)', () => {
    const fixture = engineFixtures('size-25')[0];
    const values = sheetValues(fixture.geometry, fixture.puzzle).map((line) =>
      line.map((value) =>
        typeof value === 'number' && value >= 10
          ? value % 2 === 0
            ? String.fromCharCode(55 + value)
            : String(value)
          : value,
      ),
    );
    expect(Array.from(readSheetPuzzle({ values, choice: { kind: 'standard' } }).givens)).toEqual(fixture.puzzle);
  });

  test('jigsaw regions from fills: one colour per region, or a map of few colours (each patch a region)', () => {
    const fixture = engineFixtures('jigsaw-9-generated')[0];
    const values = sheetValues(fixture.geometry, fixture.puzzle);
    const expected = unitSquares(fixture.geometry, 'box');
    const byRegion = readSheetPuzzle({
      values,
      fills: fillsByUnit(fixture.geometry, 'box'),
      choice: { kind: 'jigsaw' },
    });
    expect(unitSquares(byRegion.geometry, 'box')).toEqual(expected);
    const fewColours = mapColouredRegions(fixture.geometry, [
      '#FFFFFF',
      '#FFC000',
      '#9BC2E6',
      '#A9D08E',
      '#F4B084',
      '#C9C9C9',
    ]);
    expect(new Set(fewColours.flat()).size).toBeLessThan(9);
    const byMap = readSheetPuzzle({ values, fills: fewColours, choice: { kind: 'jigsaw' } });
    expect(unitSquares(byMap.geometry, 'box')).toEqual(expected);
    expect(isVariantSolution(byMap.geometry, fixture.solution)).toBe(true);
  });

  test('jigsaw regions from a second grid of region numbers', () => {
    const fixture = engineFixtures('jigsaw-9-generated')[1];
    const regions = regionNumbers(fixture.geometry);
    const read = readSheetPuzzle({
      values: sheetValues(fixture.geometry, fixture.puzzle),
      regions,
      choice: { kind: 'jigsaw' },
    });
    expect(unitSquares(read.geometry, 'box')).toEqual(unitSquares(fixture.geometry, 'box'));
  });

  test('colour units from fills over standard boxes (unfilled cells in no extra unit)', () => {
    const fixture = engineFixtures('colour-9-map')[0];
    const read = readSheetPuzzle({
      values: sheetValues(fixture.geometry, fixture.puzzle),
      fills: fillsByUnit(fixture.geometry, 'extra'),
      choice: { kind: 'colour' },
    });
    expect(unitSquares(read.geometry, 'extra')).toEqual(unitSquares(fixture.geometry, 'extra'));
    expect(isVariantSolution(read.geometry, fixture.solution)).toBe(true);
  });
});

describe('bad input names the cell', () => {
  test("a symbol that is not one of the puzzle's: its cell and what it holds", () => {
    const fixture = engineFixtures('size-12-4x3')[0];
    const values = sheetValues(fixture.geometry, fixture.puzzle);
    values[2][5] = 13;
    values[7][0] = 'x';
    const error = errorOf(() => readSheetPuzzle({ values, choice: { kind: 'standard', box: '4x3' } }));
    expect(error.cells).toEqual([
      [3, 6],
      [8, 1],
    ]);
    expect(error.message).toContain('(3,6) holds 13');
    expect(error.message).toContain('(8,1) holds "x"');
  });

  test('a combined puzzle names the grid of the cell, and a square no grid covers must stay empty', () => {
    const fixture = engineFixtures('combined-samurai')[0];
    const values = sheetValues(fixture.geometry, fixture.puzzle);
    values[0][10] = 4; // between grid 1 (columns 1–9) and grid 2 (columns 13–21)
    values[1][14] = '?'; // grid 2, row 2, column 3
    const error = errorOf(() => readSheetPuzzle({ values, choice: { kind: 'samurai' } }));
    expect(error.cells).toEqual([
      [1, 11],
      [2, 15],
    ]);
    expect(error.message).toContain('(1,11), a square no grid covers, holds 4');
    expect(error.message).toContain('(2,15) in grid 2 at (2,3) holds "?"');
  });

  test('a region of the wrong size is named with its colour and cells', () => {
    const fixture = engineFixtures('jigsaw-9-generated')[0];
    const fills = fillsByUnit(fixture.geometry, 'box');
    const moved = fills[0][0];
    fills[0][0] = fills[8][8];
    const error = errorOf(() =>
      readSheetPuzzle({ values: sheetValues(fixture.geometry, fixture.puzzle), fills, choice: { kind: 'jigsaw' } }),
    );
    expect(moved).not.toBe(fills[0][0]);
    expect(error.message).toMatch(/filled #[0-9A-F]{6} make a unit of (8|10) cells/);
    expect(error.cells.length === 8 || error.cells.length === 10).toBe(true);
  });

  test('a jigsaw without readable fills says so; a square kind on a non-square range names both sizes', () => {
    const fixture = engineFixtures('jigsaw-9-generated')[0];
    expect(
      errorOf(() =>
        readSheetPuzzle({ values: sheetValues(fixture.geometry, fixture.puzzle), choice: { kind: 'jigsaw' } }),
      ).message,
    ).toContain('fill colours');
    expect(errorOf(() => readSheetPuzzle({ values: [[1, 2, 3]], choice: { kind: 'diagonal' } })).message).toContain(
      '1 rows by 3 columns',
    );
  });
});

describe('a combined layout typed as a lattice (issue 21)', () => {
  test('lattice:RxC with the places dropped after "drop" or "--drop" is the command line\'s lattice; offsets stay offsets', () => {
    expect(layoutOptions('lattice:11x51 drop 0,0')).toEqual({ layout: 'lattice:11x51', drop: '0,0' });
    expect(layoutOptions(' Lattice:5x7 --drop "0,0;2,2"')).toEqual({ layout: 'lattice:5x7', drop: '0,0;2,2' });
    expect(layoutOptions('0,0;6,6')).toEqual({ grids: '0,0;6,6' });
  });

  test('the bounding range of the record layout is 69×309, of a preset its own, of an unreadable layout none', () => {
    expect(layoutBounds({ kind: 'combined', grids: 'lattice:11x51 drop 0,0' })).toEqual({ rows: 69, cols: 309 });
    expect(layoutBounds({ kind: 'combined', grids: '0,0;6,6' })).toEqual({ rows: 15, cols: 15 });
    expect(layoutBounds({ kind: 'samurai' })).toEqual({ rows: 21, cols: 21 });
    expect(layoutBounds({ kind: 'combined', grids: 'lattice:3' })).toBeUndefined();
  });

  test('the range read on a lattice has its grids at (6i, 6j); a bad drop is refused naming the place', () => {
    const values = Array.from({ length: 33 }, () => new Array<unknown>(45).fill(''));
    const { geometry } = readSheetPuzzle({ values, choice: { kind: 'combined', grids: 'lattice:5x7 drop 0,0' } });
    expect(geometry.grids).toHaveLength(17);
    expect(geometry.grids[0]).toEqual({ row: 0, col: 12 });
    expect(
      errorOf(() => readSheetPuzzle({ values, choice: { kind: 'combined', grids: 'lattice:5x7 drop 0,1' } })).message,
    ).toMatch(/dropped place 0,1 holds no grid of lattice:5x7/);
  });
});
