/**
 * Remote Pairs (HoDoKu 0703) for the all-steps view: a path of four or more cells, each holding
 * only the same two digits {a, b}, each seeing the next. The cells alternate a and b, so two
 * cells an odd number of steps apart hold one each: a cell that sees both loses a and b.
 * HoDoKu, like SudokuWiki, pairs only cells three or more steps apart (one step apart is a naked
 * pair). Each elimination is also an XY-Chain's (four cells apart by three, both digits), so the
 * XY-Chain finder lists these after its chains and the analysis needs no search of its own.
 *
 * Paths are walked depth first from each cell in reading order, up to ten cells (HoDoKu's cap of
 * 20 inferences), and each set of eliminations is listed once, by its first path.
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { CELL_COUNT, SIDE } from '../board/layout';
import { peerBits, sees } from './peer-sets';
import type { ChainLink, Deduction, Visit } from './technique';
import type { TechniqueLetter } from './technique-letter';

export const REMOTE_PAIRS = '0703';

const MIN_CELLS = 4;
const MAX_CELLS = 10;
/** Paths walked per pair of digits at most: the walk stays bounded on a board full of one pair. */
const MAX_PATHS = 50_000;

/** Visits every remote pair's deduction (technique `letter`, code 0703) until `visit` returns true; returns whether it stopped. */
export function forEachRemotePair(board: Board, letter: TechniqueLetter, visit: Visit): boolean {
  const pairs = new Map<number, number[]>();
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const mask = board.candidates[cell];
    if (board.values[cell] !== 0 || BIT_COUNT[mask] !== 2) continue;
    const cells = pairs.get(mask);
    if (cells) cells.push(cell);
    else pairs.set(mask, [cell]);
  }
  const peers = peerBits(board.layout);
  for (const [mask, cells] of [...pairs].sort((a, b) => a[0] - b[0])) {
    if (cells.length < MIN_CELLS) continue;
    const seen = new Set<string>();
    const path: number[] = [];
    const onPath = new Set<number>();
    let budget = MAX_PATHS;
    const walk = (cell: number): boolean => {
      if (budget-- <= 0) return false;
      path.push(cell);
      onPath.add(cell);
      let stop = false;
      if (path.length >= MIN_CELLS) {
        const eliminations = removedBy(board, mask, path, peers);
        const key = eliminations.join(',');
        if (eliminations.length > 0 && !seen.has(key)) {
          seen.add(key);
          stop = visit(remotePairDeduction(letter, mask, path, eliminations));
        }
      }
      if (!stop && path.length < MAX_CELLS)
        for (const next of cells)
          if (!onPath.has(next) && sees(peers, cell, next) && walk(next)) {
            stop = true;
            break;
          }
      path.pop();
      onPath.delete(cell);
      return stop;
    };
    for (const start of cells) if (walk(start)) return true;
  }
  return false;
}

/** Both digits from every cell that sees two cells of the path an odd number (three or more) of steps apart. */
function removedBy(board: Board, mask: number, path: readonly number[], peers: Uint32Array): number[] {
  const { candidates, layout } = board;
  const removed = new Set<number>();
  for (let i = 0; i < path.length; i++)
    for (let j = i + 3; j < path.length; j += 2)
      for (const cell of layout.peers[path[i]]) {
        const common = candidates[cell] & mask;
        if (common === 0 || !sees(peers, cell, path[j])) continue;
        for (let rest = common; rest !== 0; rest &= rest - 1) removed.add(cell * SIDE + 31 - Math.clz32(rest & -rest));
      }
  return [...removed].sort((a, b) => a - b);
}

/** The path as an XY-Chain of its cells (a=b in each, then - b to the next), starting on the lower digit. */
function remotePairDeduction(
  letter: TechniqueLetter,
  mask: number,
  path: readonly number[],
  eliminations: number[],
): Deduction {
  const low = 31 - Math.clz32(mask & -mask);
  const high = 31 - Math.clz32(mask);
  const links: ChainLink[] = [];
  let digit = low;
  for (let i = 0; i < path.length; i++) {
    const other = digit === low ? high : low;
    links.push({ from: path[i] * SIDE + digit, to: path[i] * SIDE + other, strong: true });
    if (i + 1 < path.length)
      links.push({ from: path[i] * SIDE + other, to: path[i + 1] * SIDE + other, strong: false });
    digit = other;
  }
  return {
    technique: letter,
    placeCell: -1,
    placeDigit: 0,
    eliminations,
    unit: -1,
    patternCells: [...path],
    links,
    hodoku: REMOTE_PAIRS,
  };
}
