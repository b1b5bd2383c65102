import type { Geometry } from '../../src/engine/geometry';

/**
 * A puzzle with one unique solution by construction: the full grid with cells blanked while each
 * stays the only blank of every row it lies in, so each blank's value is the one its row lacks.
 * Big combined puzzles are made this way in a blink (the generator takes a minute at record size).
 */
export function soleBlanksInRows(geometry: Geometry, full: ArrayLike<number>): Uint8Array {
  const rowsOf: number[][] = Array.from({ length: geometry.cellCount }, () => []);
  geometry.units.forEach((unit, u) => unit.kind === 'row' && unit.cells.forEach((cell) => rowsOf[cell].push(u)));
  const rowHasBlank = new Set<number>();
  return Uint8Array.from(full, (value, cell) => {
    if (rowsOf[cell].some((row) => rowHasBlank.has(row))) return value;
    for (const row of rowsOf[cell]) rowHasBlank.add(row);
    return 0;
  });
}
