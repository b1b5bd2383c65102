/**
 * Each cell's units with its position in each, as slots: what a pass over the cells needs to file
 * every candidate under each unit that holds the cell (position-tables.ts, Board.unitPositions).
 */

import { CELL_COUNT, SIDE, type Layout } from './layout';

/** Per cell, its units and its position bit in each: slots start[cell] … start[cell + 1] - 1. */
export interface CellSlots {
  start: Uint16Array;
  unitOf: Uint8Array;
  bitOf: Uint16Array;
}

const slotTables = new WeakMap<Layout, CellSlots>();
export function cellSlotsOf(layout: Layout): CellSlots {
  let slots = slotTables.get(layout);
  if (slots) return slots;
  const { unitCount, unitCells } = layout;
  const start = new Uint16Array(CELL_COUNT + 1);
  const unitOf = new Uint8Array(unitCount * SIDE);
  const bitOf = new Uint16Array(unitCount * SIDE);
  let slot = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    start[cell] = slot;
    for (let unit = 0; unit < unitCount; unit++) {
      for (let i = 0; i < SIDE; i++) {
        if (unitCells[unit * SIDE + i] !== cell) continue;
        unitOf[slot] = unit;
        bitOf[slot++] = 1 << i;
      }
    }
  }
  start[CELL_COUNT] = slot;
  slots = { start, unitOf, bitOf };
  slotTables.set(layout, slots);
  return slots;
}
