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

import type { Board } from '../board/board';
import { SIDE } from '../board/layout';
import { peerBits, sees } from './peer-sets';

export const CONTINUOUS_NICE_LOOP = '0706';
export const DISCONTINUOUS_NICE_LOOP = '0707';
export const HODOKU_AIC = '0708';

/** The cells of a chain's node: one for a candidate (cell * 9 + digit - 1), several for a group (grouped-chains.ts). */
export type CellsOf = (node: number) => readonly number[];

const singleCell: CellsOf = (node) => [(node / SIDE) | 0];

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
  board: Board,
  nodes: readonly number[],
  endEliminations: number[],
  cellsOf: CellsOf = singleCell,
): ChainReading[] {
  const plain = {
    hodoku: endEliminations.length === 1 ? DISCONTINUOUS_NICE_LOOP : HODOKU_AIC,
    eliminations: endEliminations,
  };
  const readings = loopReadings(board, nodes, plain, cellsOf).filter((reading) => reading.eliminations.length > 0);
  return readings.length > 0 ? readings : [plain];
}

function loopReadings(board: Board, nodes: readonly number[], plain: ChainReading, cellsOf: CellsOf): ChainReading[] {
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  const firstCell = (first / SIDE) | 0;
  const lastCell = (last / SIDE) | 0;
  if (first === last)
    return [{ hodoku: DISCONTINUOUS_NICE_LOOP, eliminations: otherDigits(board, firstCell, first, first) }];
  if (firstCell === lastCell)
    return [{ hodoku: CONTINUOUS_NICE_LOOP, eliminations: loopEliminations(board, nodes, cellsOf) }];
  const sameDigit = first - firstCell * SIDE === last - lastCell * SIDE;
  if (sameDigit && sees(peerBits(board.layout), firstCell, lastCell))
    return [{ hodoku: CONTINUOUS_NICE_LOOP, eliminations: loopEliminations(board, nodes, cellsOf) }, plain];
  return [plain];
}

/** The cell's candidates other than the digits of nodes `keep` and `keepToo`, as eliminations. */
function otherDigits(board: Board, cell: number, keep: number, keepToo: number): number[] {
  const kept = (1 << (keep - cell * SIDE)) | (1 << (keepToo - cell * SIDE));
  const out: number[] = [];
  for (let rest = board.candidates[cell] & ~kept; rest !== 0; rest &= rest - 1)
    out.push(cell * SIDE + 31 - Math.clz32(rest & -rest));
  return out;
}

/**
 * What the continuous loop nodes[0] = nodes[1] - … = nodes[n-1] - nodes[0] removes: its weak links
 * are nodes[1]-nodes[2], nodes[3]-nodes[4], … and the closing nodes[n-1]-nodes[0]. Cells of the
 * loop keep their other digits against a weak link between cells (as HoDoKu reads it).
 */
export function loopEliminations(board: Board, nodes: readonly number[], cellsOf: CellsOf = singleCell): number[] {
  const { candidates, layout } = board;
  const peers = peerBits(layout);
  const loopCells = new Set(nodes.flatMap(cellsOf));
  const removed = new Set<number>();
  for (let i = 1; i < nodes.length; i += 2) {
    const u = nodes[i];
    const v = nodes[(i + 1) % nodes.length];
    const cellsU = cellsOf(u);
    const cellsV = cellsOf(v);
    if (cellsU.length === 1 && cellsV.length === 1 && cellsU[0] === cellsV[0]) {
      for (const node of otherDigits(board, cellsU[0], u, v)) removed.add(node);
      continue;
    }
    const digitIndex = u % SIDE;
    const bit = 1 << digitIndex;
    const ends = [...cellsU, ...cellsV];
    for (const cell of layout.peers[ends[0]]) {
      if ((candidates[cell] & bit) === 0 || loopCells.has(cell)) continue;
      if (ends.every((end) => end !== cell && sees(peers, cell, end))) removed.add(cell * SIDE + digitIndex);
    }
  }
  return [...removed].sort((a, b) => a - b);
}
