/**
 * HoDoKu's reading of one alternating inference chain A = … = B (nodes cell * 9 + digit - 1, strong
 * link first), so that the all-steps view names and sizes each instance as HoDoKu's own solver
 * does (its TablingSolver: checkNiceLoop, checkAic):
 *  - A and B one candidate: A is true; HoDoKu's discontinuous nice loop (0707) removes the cell's
 *    other digits (its naked single follows).
 *  - A and B in one cell on two digits, or on one digit in two cells that see each other: the weak
 *    link B - A closes a continuous nice loop (0706), in which every weak link holds exactly one
 *    true end: each cell's digits beside the two of an in-cell weak link go, and a weak link's
 *    digit goes from every cell off the loop that sees both its cells.
 *  - Otherwise an AIC (0708) when it removes two candidates or more; a chain that removes one is
 *    HoDoKu's discontinuous nice loop through the removed candidate (0707), which HoDoKu finds
 *    before the AIC ("everything else is already covered by a Nice Loop").
 */

import type { CandidateStore } from '../board/candidate-store';
import { peerTable, seesIn } from './peer-sets';

export const CONTINUOUS_NICE_LOOP = '0706';
export const DISCONTINUOUS_NICE_LOOP = '0707';
export const HODOKU_AIC = '0708';

/** The cells of a chain's node: one for a candidate (cell · N + value − 1), several for a group (grouped-chains.ts). */
export type CellsOf = (node: number) => readonly number[];

/** One reading of a chain: HoDoKu's code and the candidates it removes (sorted). */
export interface ChainReading {
  hodoku: string;
  eliminations: number[];
}

/**
 * The readings of an AIC whose ends remove `endEliminations` (the candidates weakly linked to both
 * ends, sorted): a loop's reading first (it removes the most), then the chain's own when it differs.
 */
export function aicReadings(
  store: CandidateStore,
  nodes: readonly number[],
  endEliminations: number[],
  cellsOf?: CellsOf,
): ChainReading[] {
  const plain = {
    hodoku: endEliminations.length === 1 ? DISCONTINUOUS_NICE_LOOP : HODOKU_AIC,
    eliminations: endEliminations,
  };
  const size = store.geometry.size;
  const readings = loopReadings(store, nodes, plain, cellsOf ?? ((node) => [(node / size) | 0])).filter(
    (reading) => reading.eliminations.length > 0,
  );
  return readings.length > 0 ? readings : [plain];
}

function loopReadings(
  store: CandidateStore,
  nodes: readonly number[],
  plain: ChainReading,
  cellsOf: CellsOf,
): ChainReading[] {
  const size = store.geometry.size;
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  const firstCell = (first / size) | 0;
  const lastCell = (last / size) | 0;
  if (first === last)
    return [{ hodoku: DISCONTINUOUS_NICE_LOOP, eliminations: otherValues(store, firstCell, first, first) }];
  if (firstCell === lastCell)
    return [{ hodoku: CONTINUOUS_NICE_LOOP, eliminations: loopEliminations(store, nodes, cellsOf) }];
  const sameValue = first - firstCell * size === last - lastCell * size;
  if (sameValue && seesIn(peerTable(store.geometry), firstCell, lastCell))
    return [{ hodoku: CONTINUOUS_NICE_LOOP, eliminations: loopEliminations(store, nodes, cellsOf) }, plain];
  return [plain];
}

/** The cell's candidates other than the values of nodes `keep` and `keepToo` (value index: node mod N), as nodes. */
function otherValues(store: CandidateStore, cell: number, keep: number, keepToo: number): number[] {
  const size = store.geometry.size;
  const out: number[] = [];
  for (let valueIndex = 0; valueIndex < size; valueIndex++)
    if (valueIndex !== keep % size && valueIndex !== keepToo % size && store.has(cell, valueIndex + 1))
      out.push(cell * size + valueIndex);
  return out;
}

/**
 * What the continuous loop nodes[0] = nodes[1] - … = nodes[n-1] - nodes[0] removes: its weak links
 * are nodes[1]-nodes[2], nodes[3]-nodes[4], … and the closing nodes[n-1]-nodes[0]. Cells of the
 * loop keep their other values against a weak link between cells (as HoDoKu reads it).
 */
export function loopEliminations(store: CandidateStore, nodes: readonly number[], cellsOf: CellsOf): number[] {
  const { size, peerStart, peers } = store.geometry;
  const table = peerTable(store.geometry);
  const loopCells = new Set(nodes.flatMap(cellsOf));
  const removed = new Set<number>();
  for (let i = 1; i < nodes.length; i += 2) {
    const u = nodes[i];
    const v = nodes[(i + 1) % nodes.length];
    const cellsU = cellsOf(u);
    const cellsV = cellsOf(v);
    if (cellsU.length === 1 && cellsV.length === 1 && cellsU[0] === cellsV[0]) {
      for (const node of otherValues(store, cellsU[0], u, v)) removed.add(node);
      continue;
    }
    const valueIndex = u % size;
    const ends = [...cellsU, ...cellsV];
    for (let k = peerStart[ends[0]]; k < peerStart[ends[0] + 1]; k++) {
      const cell = peers[k];
      if (!store.has(cell, valueIndex + 1) || loopCells.has(cell)) continue;
      if (ends.every((end) => end !== cell && seesIn(table, cell, end))) removed.add(cell * size + valueIndex);
    }
  }
  return [...removed].sort((a, b) => a - b);
}
