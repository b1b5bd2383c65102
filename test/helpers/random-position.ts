/**
 * A random position true to a solved grid, for soundness properties: each solution value kept as a
 * given with probability `keep`, and each wrong candidate of the other cells struck out with
 * probability `strike`, from a seeded xorshift (fast-check supplies the numbers, so a failure
 * replays).
 */

import { VariantBoard } from '../../src/engine/board/variant-board';
import type { Geometry } from '../../src/engine/geometry';

export function randomPosition(
  geometry: Geometry,
  solution: readonly number[],
  keep: number,
  strike: number,
  seed: number,
): VariantBoard {
  let state = seed >>> 0 || 1;
  const random = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const board = VariantBoard.fromValues(
    geometry,
    solution.map((value) => (random() < keep ? value : 0)),
  );
  for (let cell = 0; cell < geometry.cellCount; cell++) {
    if (board.values[cell] !== 0) continue;
    for (let value = 1; value <= geometry.size; value++)
      if (value !== solution[cell] && random() < strike) board.eliminate(cell, value);
  }
  return board;
}
