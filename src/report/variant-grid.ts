/**
 * How a grid of any kind is drawn on a sheet (issue 20): thin lines round every cell, medium lines
 * where the boxes or jigsaw regions change (and round each 9×9 grid of a combined puzzle), and a
 * light fill per extra unit (diagonals, windoku windows, colour units). Squares that are no cell
 * stay bare.
 */

import type { Geometry } from '../engine/variants';
import { NO_FILL } from '../io/sheet-puzzle';
import type { SheetGrid } from './generated-sheet';
import { boxOutlines, rangeAddress, type CellStyle, type StyledRange } from './sheet-model';

/** Light fills for extra units, so that the digits stay readable; a unit takes the next colour. */
export const EXTRA_FILLS = [
  '#FFF2CC',
  '#DDEBF7',
  '#E2EFDA',
  '#FCE4D6',
  '#EDE1F5',
  '#D9D9D9',
  '#FFE0E9',
  '#D0F0EF',
  '#F2F2C2',
] as const;

const moreFills: string[] = [];
let nextHue = 0;

/**
 * The fill of the `index`-th unit: EXTRA_FILLS, then further light colours, every one distinct, so
 * that the pane's reader of fills tells every unit apart (a 16×16 colour puzzle has 16).
 */
export function unitFill(index: number): string {
  if (index < EXTRA_FILLS.length) return EXTRA_FILLS[index];
  while (moreFills.length <= index - EXTRA_FILLS.length) {
    // Hues a golden angle apart, at three lightnesses: light enough to read a digit on.
    const fill = hslFill((nextHue * 137.508) % 360, 0.65, [0.82, 0.74, 0.9][nextHue % 3]);
    nextHue++;
    if (fill !== NO_FILL && !EXTRA_FILLS.includes(fill as (typeof EXTRA_FILLS)[number]) && !moreFills.includes(fill))
      moreFills.push(fill);
  }
  return moreFills[index - EXTRA_FILLS.length];
}

function hslFill(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
      .toUpperCase();
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Each square's fill when the units of one kind carry the map (jigsaw regions, colour units): a colour per unit, NO_FILL elsewhere. */
export function unitFillGrid(geometry: Geometry, kind: 'box' | 'extra'): string[][] {
  const fills = Array.from({ length: geometry.rows }, () => new Array<string>(geometry.cols).fill(NO_FILL));
  geometry.units
    .filter((unit) => unit.kind === kind)
    .forEach((unit, index) => {
      for (const cell of unit.cells) fills[geometry.cellRow[cell]][geometry.cellCol[cell]] = unitFill(index);
    });
  return fills;
}

type Edge = 'top' | 'bottom' | 'left' | 'right';

/** The frame of a grid whose top-left square sits at (top, left): cell lines, region lines, extra-unit fills. */
export function gridStyles(geometry: Geometry, top: number, left: number, cellStyle: CellStyle): StyledRange[] {
  const cells: CellStyle = { ...cellStyle, border: true, horizontalAlignment: 'Center' };
  const { box, grids } = geometry;
  const styles: StyledRange[] = [];
  if (grids.length > 0) {
    for (const grid of grids)
      styles.push({ address: rangeAddress(top + grid.row, left + grid.col, 9, 9), style: cells });
    // A box two grids share is outlined once: the record's 280 grids have 499 such boxes.
    const outlined = new Set<string>();
    for (const grid of grids)
      styles.push(
        ...boxOutlines(top + grid.row, left + grid.col).filter(
          ({ address }) => !outlined.has(address) && outlined.add(address),
        ),
      );
  } else {
    styles.push({ address: rangeAddress(top, left, geometry.rows, geometry.cols), style: cells });
    styles.push(...(box ? boxOutlines(top, left, geometry.size, box) : regionEdges(geometry, top, left)));
  }
  return [...styles, ...extraFills(geometry, top, left)];
}

/** The region (box unit) of each cell. */
function regionsByCell(geometry: Geometry): Int32Array {
  const region = new Int32Array(geometry.cellCount).fill(-1);
  geometry.units.forEach((unit, u) => {
    if (unit.kind === 'box') for (const cell of unit.cells) region[cell] = u;
  });
  return region;
}

/**
 * Whether a region line runs between `cell` and the square (row, col) beside it: that square is
 * off the rectangle, no cell, or a cell of another region (box unit). The PDF of a book draws its
 * lines by this too.
 */
export function regionBoundary(geometry: Geometry): (cell: number, row: number, col: number) => boolean {
  const region = regionsByCell(geometry);
  return (cell, row, col) => {
    if (row < 0 || col < 0 || row >= geometry.rows || col >= geometry.cols) return true;
    const other = geometry.cellAt[row * geometry.cols + col];
    return other < 0 || region[other] !== region[cell];
  };
}

/**
 * Medium lines on each cell side where the neighbour is in another region or off the grid; cells
 * side by side in a row with the same sides are one range, so a region costs a few styles.
 */
function regionEdges(geometry: Geometry, top: number, left: number): StyledRange[] {
  const differs = regionBoundary(geometry);
  const styles: StyledRange[] = [];
  for (let row = 0; row < geometry.rows; row++) {
    let run: { col: number; key: string; edges: Edge[] } | undefined;
    const close = (end: number) => {
      if (run && run.edges.length > 0)
        styles.push({
          address: rangeAddress(top + row, left + run.col, 1, end - run.col),
          style: { edges: run.edges },
        });
    };
    for (let col = 0; col <= geometry.cols; col++) {
      const cell = col < geometry.cols ? geometry.cellAt[row * geometry.cols + col] : -1;
      const edges: Edge[] = [];
      if (cell >= 0) {
        if (differs(cell, row - 1, col)) edges.push('top');
        if (differs(cell, row + 1, col)) edges.push('bottom');
        if (differs(cell, row, col - 1)) edges.push('left');
        if (differs(cell, row, col + 1)) edges.push('right');
      }
      const key = cell < 0 ? '' : edges.filter((edge) => edge === 'top' || edge === 'bottom').join();
      // A run continues while the top/bottom lines agree and no side line cuts it.
      if (run && cell >= 0 && key === run.key && !edges.includes('left') && !run.edges.includes('right')) {
        run.edges = [...new Set([...run.edges, ...edges])];
        continue;
      }
      close(col);
      run = cell >= 0 ? { col, key, edges } : undefined;
    }
  }
  return styles;
}

/** A light fill on each extra unit's cells, one colour per unit; squares are named one range per row run. */
function extraFills(geometry: Geometry, top: number, left: number): StyledRange[] {
  const styles: StyledRange[] = [];
  geometry.units
    .filter((unit) => unit.kind === 'extra')
    .forEach((unit, index) => {
      const fill = unitFill(index);
      let start = -1;
      for (let i = 0; i <= unit.cells.length; i++) {
        const cell = unit.cells[i];
        const previous = unit.cells[i - 1];
        const adjacent =
          i > 0 &&
          i < unit.cells.length &&
          geometry.cellRow[cell] === geometry.cellRow[previous] &&
          geometry.cellCol[cell] === geometry.cellCol[previous] + 1;
        if (adjacent) continue;
        if (start >= 0) {
          const first = unit.cells[start];
          styles.push({
            address: rangeAddress(top + geometry.cellRow[first], left + geometry.cellCol[first], 1, i - start),
            style: { fill },
          });
        }
        start = i;
      }
    });
  return styles;
}

/** A puzzle of any kind as the Generated sheet draws it: its symbols as numbers in the bounding rectangle, givens bold. */
export function variantPuzzleGrid(geometry: Geometry, values: ArrayLike<number>): SheetGrid {
  const grid = Array.from({ length: geometry.rows }, (_, row) =>
    Array.from({ length: geometry.cols }, (_, col) => {
      const cell = geometry.cellAt[row * geometry.cols + col];
      return cell >= 0 && values[cell] > 0 ? values[cell] : '';
    }),
  );
  return {
    rows: geometry.rows,
    cols: geometry.cols,
    givens: grid.flat().filter((value) => value !== '').length,
    values: grid,
    styles: (top, left) => gridStyles(geometry, top, left, { bold: true }),
  };
}
