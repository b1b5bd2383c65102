/**
 * A fixture puzzle laid out as the add-in reads a range: values by square of the bounding
 * rectangle ('' where no cell is), and fill colours by square from the fixture geometry's own
 * regions or extra units — written here from the geometry's unit lists, not by the product.
 */

import type { Geometry, UnitKind } from '../../src/engine/geometry';

export function sheetValues(geometry: Geometry, values: readonly number[]): (string | number)[][] {
  return Array.from({ length: geometry.rows }, (_, row) =>
    Array.from({ length: geometry.cols }, (_, col) => {
      const cell = geometry.cellAt[row * geometry.cols + col];
      return cell < 0 || values[cell] === 0 ? '' : values[cell];
    }),
  );
}

const WHITE = '#FFFFFF';

/** Each unit of `kind` its own colour (index-coded), other squares white. */
export function fillsByUnit(geometry: Geometry, kind: UnitKind): string[][] {
  const fills = Array.from({ length: geometry.rows }, () => new Array<string>(geometry.cols).fill(WHITE));
  geometry.units
    .filter((unit) => unit.kind === kind)
    .forEach((unit, index) => {
      for (const cell of unit.cells)
        fills[geometry.cellRow[cell]][geometry.cellCol[cell]] =
          `#${(0x203040 + index * 0x0b0907).toString(16).toUpperCase().padStart(6, '0')}`;
    });
  return fills;
}

/** The regions (box units) coloured greedily so that side-by-side regions differ: few colours, as people draw a map. */
export function mapColouredRegions(geometry: Geometry, palette: readonly string[]): string[][] {
  const regions = geometry.units.filter((unit) => unit.kind === 'box');
  const regionOf = new Int32Array(geometry.cellCount);
  regions.forEach((unit, index) => unit.cells.forEach((cell) => (regionOf[cell] = index)));
  const colourOf: number[] = [];
  regions.forEach((unit, index) => {
    const taken = new Set<number>();
    for (const cell of unit.cells) {
      const row = geometry.cellRow[cell];
      const col = geometry.cellCol[cell];
      for (const [r, c] of [
        [row - 1, col],
        [row + 1, col],
        [row, col - 1],
        [row, col + 1],
      ]) {
        if (r < 0 || c < 0 || r >= geometry.rows || c >= geometry.cols) continue;
        const other = regionOf[geometry.cellAt[r * geometry.cols + c]];
        if (other < index) taken.add(colourOf[other]);
      }
    }
    let colour = 0;
    while (taken.has(colour)) colour++;
    colourOf[index] = colour;
  });
  return Array.from({ length: geometry.rows }, (_, row) =>
    Array.from(
      { length: geometry.cols },
      (_, col) => palette[colourOf[regionOf[geometry.cellAt[row * geometry.cols + col]]]],
    ),
  );
}

/** The cell sets of a geometry's units of one kind, each as sorted "row,col" squares (comparable across geometries). */
export function unitSquares(geometry: Geometry, kind: UnitKind): string[] {
  return geometry.units
    .filter((unit) => unit.kind === kind)
    .map((unit) =>
      unit.cells
        .map((cell) => `${geometry.cellRow[cell]},${geometry.cellCol[cell]}`)
        .sort()
        .join(' '),
    )
    .sort();
}

/** The grid of region numbers (1-based, in the geometry's order of regions) a person would type beside a jigsaw. */
export function regionNumbers(geometry: Geometry): number[][] {
  const regions = Array.from({ length: geometry.rows }, () => new Array<number>(geometry.cols).fill(0));
  geometry.units
    .filter((unit) => unit.kind === 'box')
    .forEach((unit, index) =>
      unit.cells.forEach((cell) => (regions[geometry.cellRow[cell]][geometry.cellCol[cell]] = index + 1)),
    );
  return regions;
}
