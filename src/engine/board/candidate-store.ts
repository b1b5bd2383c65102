/**
 * The candidate store every technique family is to be written against (issue 34; the plan is in
 * docs/architecture.md, "One analyser: the plan"): placed values and each empty cell's candidates
 * over a geometry's houses. The representation is chosen by the symbol count behind this one
 * interface — the 9×9 board keeps one 9-bit mask per cell, the variant board two 32-bit words —
 * so a family's logic stands once while each size keeps the store that is fast for it.
 */

import type { Geometry } from '../geometry/geometry';

/** What a store records of some cells' contents (value and candidates), in its own representation. */
export type CellRecord = Uint16Array | Float64Array;

export interface CandidateStore {
  /** The houses: units of N cells, each cell's units and peers. */
  readonly geometry: Geometry;
  /** Placed values (1…N), 0 where the cell is empty. */
  readonly values: Uint8Array;
  readonly emptyCount: number;
  /** 1 where the puzzle gave the value, 0 elsewhere; null when the store does not know (every filled cell counts as given). */
  readonly givens: Uint8Array | null;
  /** 32-bit words of one cell's candidate mask: 1 (N ≤ 32) or 2 (N ≤ 64). */
  readonly wordsPerCell: 1 | 2;
  /** Word w of the cell's mask: bit (v − 1 − 32w) set means value v is still a candidate. */
  word(cell: number, w: number): number;
  /**
   * Every cell's mask, word w of a cell at cell · wordsPerCell + w (what `word` reads): for a search that reads
   * many cells once each, where a call per read would cost more than the reading (rarely-run code is not inlined).
   */
  readonly candidates: Uint16Array | Uint32Array;
  has(cell: number, value: number): boolean;
  /** Candidates left in the cell (0 for a filled one). */
  count(cell: number): number;
  /** The smallest candidate of the cell, 0 for none. */
  lowest(cell: number): number;
  /** Places the value in the cell; its peers lose it. */
  place(cell: number, value: number): void;
  /** Removes a candidate; returns whether it was there. */
  eliminate(cell: number, value: number): boolean;
  /** Each unit's kind as a code of geometry/unit-kinds.ts (ROW, COLUMN, BOX, EXTRA). */
  readonly unitKindCodes: Uint8Array;
  /** The smallest value with exactly one place left in the unit, 0 for none. */
  valueWithOnePlace(unit: number): number;
  /** How many cells of the unit still have the value as a candidate (0 once it is placed there). */
  placeCount(unit: number, value: number): number;
  /** The first cell of the unit, from position `from` on, that still has the value; -1 if none. */
  placeOf(unit: number, value: number, from?: number): number;
  /** False only when no unit of the kind can hold a hidden single (a store that counts places knows). */
  mayHoldHiddenSingle(kind: number): boolean;
  /** False only when no cell can hold a naked single (a store that counts candidates knows). */
  mayHoldNakedSingle(): boolean;
  /** False only when no value has from `fewest` to `most` places left in the unit (a store that counts places knows). */
  mayHavePlaceCount(unit: number, fewest: number, most: number): boolean;
  /**
   * Each value's places in the unit, in the unit's cell order, in one pass over its cells:
   * lists[(v − 1) · stride + k] is the k-th cell of the unit still holding v, fill[v − 1] how many.
   */
  collectPlaces(unit: number, lists: Int32Array, fill: Uint8Array, stride: number): void;
  /**
   * Each value's positions in the unit, in one pass over its cells: bit i of lo[v − 1] (the unit's
   * cells 0–31) or bit i − 32 of hi[v − 1] (cells 32–63) is set when the unit's i-th cell holds v.
   */
  collectPositions(unit: number, lo: Uint32Array, hi: Uint32Array): void;
  /**
   * Every value's places in each unit of one kind, as masks of positions in the unit's cell order, in one
   * pass: lo[(v − 1) · stride + k] has bit i when the i-th cell of the kind's k-th unit (in unit order) still
   * holds v; hi the same for positions 32–63, written only when units have more than 32 cells. Returns how
   * many units of the kind there are (at most stride).
   */
  placeMasks(kind: number, lo: Uint32Array, hi: Uint32Array, stride: number): number;
  /**
   * Every value's positions in every unit, in one pass: lo[(v − 1) · stride + unit] has bit i when the
   * unit's i-th cell still holds v; hi the same for positions 32–63, written only when units have more
   * than 32 cells. stride is at least the unit count.
   */
  unitPositions(lo: Uint32Array, hi: Uint32Array, stride: number): void;
  /** A candidate (cell, value) as the one number the store's analysis lists eliminations by. */
  candidateCode(cell: number, value: number): number;
  /** A record of the contents of `cellCount` cells, in slots 0…cellCount − 1; no cell matches a slot not yet written. */
  newCellRecord(cellCount: number): CellRecord;
  /** Whether the cells hold exactly what the record has in the slots from `at` on (the first cell in slot `at`). */
  cellsAsRecorded(cells: readonly number[], record: CellRecord, at: number): boolean;
  /** Writes the cells' contents into the record's slots from `at` on. */
  recordCells(cells: readonly number[], record: CellRecord, at: number): void;
}
