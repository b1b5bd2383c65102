/**
 * Alternating inference chains over candidates (nodes cell * 9 + digit - 1), the way HoDoKu and
 * SudokuWiki present X-Chains, XY-Chains and nice loops.
 *
 * A strong link joins two candidates of which at least one is true (the two digits of a bivalue
 * cell, the two places of a digit in a unit); a weak link joins two candidates that cannot both
 * be true (two digits of one cell, one digit in two cells that see each other). A chain
 * A = … = B that alternates strong and weak links, beginning and ending with a strong link,
 * proves "A or B": every candidate weakly linked to both ends is false.
 *
 * The search reads that the other way round, from the candidate to remove: assume X true, then
 * its weakly linked candidates are false, their strong partners true, and so on; reaching X false
 * removes X, and the chain in between (A … B) removes every other candidate that sees both of its
 * ends as well. A breadth-first search from every candidate finds the shortest such chain; the
 * step is the shortest over the board (the first in reading order, digits ascending, among
 * equals), so the same position always gives the same chain. Continuous nice loops need no search
 * of their own: each elimination of a loop is a chain between the two ends of one of its weak
 * links, which this search finds (as a shorter chain, before the loop would be complete).
 *
 * Three kinds, from the easiest to follow:
 *  - X-Chain: one digit; strong links are the digit's two places in a unit;
 *  - XY-Chain: strong links only inside bivalue cells, weak links between cells on one digit;
 *  - AIC: both kinds of strong link, and weak links inside cells as well.
 */

import type { Board } from '../board';
import { BIT_COUNT } from '../bits';
import { CELL_COUNT, SIDE } from '../layout';
import type { TechniqueLetter } from '../types';
import type { ChainLink, Deduction } from './technique';

export type ChainKind = 'x-chain' | 'xy-chain' | 'aic';

/**
 * The longest chain searched, in nodes from A to B. HoDoKu's default for chains and nice loops is
 * about this long; longer chains are no longer something a person follows on paper, and the
 * forcing chains after this family take over.
 */
export const MAX_CHAIN_NODES: Record<ChainKind, number> = { 'x-chain': 12, 'xy-chain': 12, aic: 12 };

const NODE_COUNT = CELL_COUNT * SIDE;
/** Up to four strong partners per candidate: the other digit of its cell and the other place in its row, column and box. */
const STRONG_SLOTS = 4;
const strongPartners = new Int16Array(NODE_COUNT * STRONG_SLOTS);
const strongCount = new Uint8Array(NODE_COUNT);
/** Breadth-first search over states node * 2 + (1: assumed true, 0: false), stamped to skip clearing. */
const visitStamp = new Int32Array(NODE_COUNT * 2);
const parentState = new Int16Array(NODE_COUNT * 2);
const depthOf = new Uint8Array(NODE_COUNT * 2);
const queue = new Int16Array(NODE_COUNT * 2);
let stamp = 0;

/** Fills the strong links of the kind for the board. */
function collectStrongLinks(board: Board, kind: ChainKind): void {
  const { candidates, layout } = board;
  const { unitCount, unitCells } = layout;
  strongCount.fill(0);
  if (kind !== 'x-chain') {
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const mask = candidates[cell];
      if (BIT_COUNT[mask] !== 2) continue;
      const low = 31 - Math.clz32(mask & -mask);
      const high = 31 - Math.clz32(mask);
      addStrong(cell * SIDE + low, cell * SIDE + high);
    }
  }
  if (kind === 'xy-chain') return;
  for (let unit = 0; unit < unitCount; unit++) {
    for (let digitIndex = 0; digitIndex < SIDE; digitIndex++) {
      const bit = 1 << digitIndex;
      let first = -1;
      let second = -1;
      let count = 0;
      for (let i = 0; i < SIDE && count < 3; i++) {
        const cell = unitCells[unit * SIDE + i];
        if ((candidates[cell] & bit) === 0) continue;
        if (count === 0) first = cell;
        else second = cell;
        count++;
      }
      if (count === 2) addStrong(first * SIDE + digitIndex, second * SIDE + digitIndex);
    }
  }
}

function addStrong(a: number, b: number): void {
  for (const [from, to] of [[a, b], [b, a]]) {
    const base = from * STRONG_SLOTS;
    let known = false;
    for (let k = 0; k < strongCount[from]; k++) if (strongPartners[base + k] === to) known = true;
    if (!known && strongCount[from] < STRONG_SLOTS) strongPartners[base + strongCount[from]++] = to;
  }
}

/** Whether two distinct candidates cannot both be true (same cell, or same digit in cells that see each other). */
export function weaklyLinked(board: Board, a: number, b: number): boolean {
  if (a === b) return false;
  const cellA = (a / SIDE) | 0;
  const cellB = (b / SIDE) | 0;
  if (cellA === cellB) return true;
  return a - cellA * SIDE === b - cellB * SIDE && board.layout.peers[cellA].includes(cellB);
}

/**
 * The shortest chain that proves `start` false, as its states from `start` assumed true to `start`
 * false, or null; only chains of fewer than `depthLimit` links are searched.
 */
function refutingChain(board: Board, kind: ChainKind, start: number, depthLimit: number): number[] | null {
  const { candidates, layout } = board;
  stamp++;
  let head = 0;
  let tail = 0;
  const startState = start * 2 + 1;
  visitStamp[startState] = stamp;
  depthOf[startState] = 0;
  queue[tail++] = startState;
  while (head < tail) {
    const state = queue[head++];
    const depth = depthOf[state];
    if (depth + 1 >= depthLimit) continue;
    const node = state >> 1;
    if (state & 1) {
      // True: every weakly linked candidate is false.
      const cell = (node / SIDE) | 0;
      const digitIndex = node - cell * SIDE;
      const bit = 1 << digitIndex;
      if (kind === 'aic') {
        let others = candidates[cell] & ~bit;
        while (others !== 0) {
          const low = others & -others;
          others ^= low;
          const found = visit(cell * SIDE + 31 - Math.clz32(low), 0, state, depth, start);
          if (found) return found;
          if (pending) queue[tail++] = pendingState;
        }
      }
      const peers = layout.peers[cell];
      for (let i = 0; i < peers.length; i++) {
        if ((candidates[peers[i]] & bit) === 0) continue;
        const found = visit(peers[i] * SIDE + digitIndex, 0, state, depth, start);
        if (found) return found;
        if (pending) queue[tail++] = pendingState;
      }
    } else {
      // False: its strong partners are true.
      const base = node * STRONG_SLOTS;
      for (let k = 0; k < strongCount[node]; k++) {
        const found = visit(strongPartners[base + k], 1, state, depth, start);
        if (found) return found;
        if (pending) queue[tail++] = pendingState;
      }
    }
  }
  return null;
}

// visit() reports a new state to enqueue through these, so the hot loop allocates nothing.
let pending = false;
let pendingState = 0;

function visit(node: number, truth: number, from: number, depth: number, start: number): number[] | null {
  pending = false;
  const state = node * 2 + truth;
  if (visitStamp[state] === stamp) return null;
  visitStamp[state] = stamp;
  parentState[state] = from;
  depthOf[state] = depth + 1;
  if (node === start && truth === 0) return pathTo(state);
  pending = true;
  pendingState = state;
  return null;
}

function pathTo(state: number): number[] {
  const path: number[] = [];
  for (let s = state; ; s = parentState[s]) {
    path.push(s);
    if (depthOf[s] === 0) break;
  }
  return path.reverse();
}

/** The first (shortest) chain of the kind that removes a candidate, or null. */
export function findChain(board: Board, kind: ChainKind, technique: TechniqueLetter): Deduction | null {
  const { candidates, values } = board;
  collectStrongLinks(board, kind);
  // start … A … B … start: a chain of n nodes is n + 1 links from the assumption back to it.
  let limit = MAX_CHAIN_NODES[kind] + 2;
  let best: number[] | null = null;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    let mask = candidates[cell];
    while (mask !== 0) {
      const low = mask & -mask;
      mask ^= low;
      const start = cell * SIDE + 31 - Math.clz32(low);
      const chain = refutingChain(board, kind, start, limit);
      if (chain && chain.length - 1 < limit) {
        best = chain;
        limit = chain.length - 1;
      }
    }
  }
  return best && chainDeduction(board, best, technique);
}

/** The deduction of a refuting chain: its inner part A … B removes every candidate weakly linked to both ends. */
function chainDeduction(board: Board, states: number[], technique: TechniqueLetter): Deduction {
  const nodes = states.slice(1, -1).map((state) => state >> 1);
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  const eliminations: number[] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    let mask = board.candidates[cell];
    while (mask !== 0) {
      const low = mask & -mask;
      mask ^= low;
      const node = cell * SIDE + 31 - Math.clz32(low);
      // When A and B are one candidate ("A false implies A true"), this is every candidate A sees.
      if (weaklyLinked(board, node, first) && weaklyLinked(board, node, last)) eliminations.push(node);
    }
  }
  const links: ChainLink[] = [];
  for (let i = 0; i + 1 < nodes.length; i++) links.push({ from: nodes[i], to: nodes[i + 1], strong: i % 2 === 0 });
  const patternCells = [...new Set(nodes.map((node) => (node / SIDE) | 0))];
  return { technique, placeCell: -1, placeDigit: 0, eliminations, unit: -1, patternCells, links };
}
