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
 * The search starts from every candidate A in turn (reading order, digits ascending): assume A
 * false, then its strong partners are true, their weakly linked candidates false, and so on,
 * breadth first, until some candidate B made true shares a weakly linked candidate with A. The
 * step is the shortest such chain over the board (the first A among equals), so the same position
 * always gives the same chain. Continuous nice loops need no search of their own: each
 * elimination of a loop is made by the chain between the two ends of one of its weak links, which
 * this search finds (shorter than the loop). A discontinuous loop is the case where a candidate
 * weakly linked to both ends is itself on the chain, or A and B are one candidate.
 *
 * Three kinds, from the easiest to follow:
 *  - X-Chain: one digit; strong links are the digit's two places in a unit;
 *  - XY-Chain: strong links only inside bivalue cells, weak links between cells on one digit;
 *  - AIC: both kinds of strong link, and weak links inside cells as well.
 */

import type { Board } from '../board/board';
import { ALL_DIGITS, BIT_COUNT } from '../board/bits';
import { CELL_COUNT, SIDE } from '../board/layout';
import type { TechniqueLetter } from '../analysis/types';
import { forEachGroupedChain } from './grouped-chains';
import { aicReadings } from './nice-loops';
import { peerBits, sees } from './peer-sets';
import { forEachRemotePair } from './remote-pairs';
import { UNIT_STRIDE, digitCells as cellsOfDigits, unitPlaces } from './position-tables';
import type { ChainLink, Deduction, Technique, Visit } from './technique';
import { UnchangedDigits } from './unchanged-digits';

export type ChainKind = 'x-chain' | 'xy-chain' | 'aic';

/**
 * The longest chain searched, in nodes from A to B: longer chains are hard to follow on paper, and
 * the forcing chains after this family take over (with this cap no puzzle of mixed1000 or top95
 * needs A; bench/chain-sweep.ts).
 */
export const MAX_CHAIN_NODES: Record<ChainKind, number> = { 'x-chain': 12, 'xy-chain': 12, aic: 12 };

/**
 * The longest chain the all-steps view lists (forEach): HoDoKu's own cap on X- and XY-Chains is 20
 * inferences, and its regression library holds chains and loops of up to 19 (bench/hodoku-library.ts).
 */
export const MAX_LISTED_CHAIN_NODES = 20;

const NODE_COUNT = CELL_COUNT * SIDE;
/** Up to four strong partners per candidate: the other digit of its cell and the other place in its row, column and box. */
const STRONG_SLOTS = 4;
const strongPartners = new Int16Array(NODE_COUNT * STRONG_SLOTS);
const strongCount = new Uint8Array(NODE_COUNT);
/** Breadth-first search over states node * 2 + (1: true, 0: false), stamped to skip clearing; depthOf counts nodes. */
const visitStamp = new Int32Array(NODE_COUNT * 2);
const parentState = new Int16Array(NODE_COUNT * 2);
const depthOf = new Uint8Array(NODE_COUNT * 2);
const queue = new Int16Array(NODE_COUNT * 2);
let stamp = 0;

/**
 * Fills the strong links of the kind for the board, and linkableCells; unit links only for
 * `digits` (an X-Chain follows one digit's links, so other digits' are never read).
 */
function collectStrongLinks(board: Board, kind: ChainKind, digits: number): void {
  const { candidates, layout } = board;
  const { unitCount, unitCells } = layout;
  strongCount.fill(0);
  linkableCells.fill(0);
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
  const places = unitPlaces(board);
  for (let unit = 0; unit < unitCount; unit++) {
    for (let rest = digits; rest !== 0; rest &= rest - 1) {
      const digitIndex = 31 - Math.clz32(rest & -rest);
      const positions = places[digitIndex * UNIT_STRIDE + unit];
      if (BIT_COUNT[positions] !== 2) continue;
      const first = unitCells[unit * SIDE + 31 - Math.clz32(positions & -positions)];
      const second = unitCells[unit * SIDE + 31 - Math.clz32(positions)];
      addStrong(first * SIDE + digitIndex, second * SIDE + digitIndex);
    }
  }
}

function addStrong(a: number, b: number): void {
  addStrongFrom(a, b);
  addStrongFrom(b, a);
}

function addStrongFrom(from: number, to: number): void {
  const base = from * STRONG_SLOTS;
  for (let k = 0; k < strongCount[from]; k++) if (strongPartners[base + k] === to) return;
  if (strongCount[from] === 0) {
    const cell = (from / SIDE) | 0;
    linkableCells[(from - cell * SIDE) * 3 + (cell >> 5)] |= 1 << (cell & 31);
  }
  if (strongCount[from] < STRONG_SLOTS) strongPartners[base + strongCount[from]++] = to;
}

/**
 * Whether two distinct candidates cannot both be true: one digit in cells that see each other,
 * or (when `inCell`) two digits of one cell.
 */
function weaklyLinked(peers: Uint32Array, a: number, b: number, inCell: boolean): boolean {
  if (a === b) return false;
  const cellA = (a / SIDE) | 0;
  const cellB = (b / SIDE) | 0;
  if (cellA === cellB) return inCell;
  return a - cellA * SIDE === b - cellB * SIDE && sees(peers, cellA, cellB);
}

/**
 * From `first` assumed false, the nearest candidate B that the chain makes true such that some
 * candidate is weakly linked to both (so it goes); returns B's state, or -1. Only chains of fewer
 * than `nodeLimit` nodes are searched. With `onEnd`, every such B in turn (each by its shortest
 * chain) until `onEnd` returns true; the state it stopped at is returned, or -1.
 */
function nearestProvingEnd(
  board: Board,
  kind: ChainKind,
  first: number,
  nodeLimit: number,
  peers: Uint32Array,
  onEnd: ((end: number) => boolean) | null = null,
): number {
  const { candidates } = board;
  const inCell = kind === 'aic';
  stamp++;
  let head = 0;
  let tail = 0;
  const startState = first * 2;
  visitStamp[startState] = stamp;
  depthOf[startState] = 1;
  queue[tail++] = startState;
  while (head < tail) {
    const state = queue[head++];
    const nodes = depthOf[state];
    const node = state >> 1;
    if ((state & 1) === 0) {
      // False: its strong partners are true.
      if (nodes + 1 >= nodeLimit) continue;
      const base = node * STRONG_SLOTS;
      for (let k = 0; k < strongCount[node]; k++) {
        const next = strongPartners[base + k] * 2 + 1;
        if (visitStamp[next] === stamp) continue;
        visitStamp[next] = stamp;
        parentState[next] = state;
        depthOf[next] = nodes + 1;
        if (removesSomething(board, first, next >> 1, inCell, peers) && (onEnd === null || onEnd(next))) return next;
        queue[tail++] = next;
      }
      continue;
    }
    // True: every weakly linked candidate is false (the next strong link needs two more nodes).
    if (nodes + 2 >= nodeLimit) continue;
    const cell = (node / SIDE) | 0;
    const digitIndex = node - cell * SIDE;
    const bit = 1 << digitIndex;
    if (inCell) {
      let others = candidates[cell] & ~bit;
      while (others !== 0) {
        const low = others & -others;
        others ^= low;
        tail = enqueueFalse(cell * SIDE + 31 - Math.clz32(low), state, nodes, tail);
      }
    }
    // The peers holding the digit with a strong partner, ascending as layout.peers lists them.
    for (let word = 0; word < 3; word++) {
      let linked = peers[cell * 3 + word] & linkableCells[digitIndex * 3 + word];
      while (linked !== 0) {
        const low = linked & -linked;
        linked ^= low;
        tail = enqueueFalse((word * 32 + 31 - Math.clz32(low)) * SIDE + digitIndex, state, nodes, tail);
      }
    }
  }
  return -1;
}

function enqueueFalse(node: number, from: number, nodes: number, tail: number): number {
  const next = node * 2;
  // A false candidate without a strong partner ends the chain there: no need to visit it.
  if (strongCount[node] === 0 || visitStamp[next] === stamp) return tail;
  visitStamp[next] = stamp;
  parentState[next] = from;
  depthOf[next] = nodes + 1;
  queue[tail] = next;
  return tail + 1;
}

/** linkableCells[digitIndex * 3 + word]: the cells whose candidate of the digit has a strong partner (filled with the links). */
const linkableCells = new Uint32Array(SIDE * 3);

/** digitCells[digitIndex * 3 + word]: the cells holding the digit, as the peer sets' three words (position-tables.ts, read by the search under way). */
let digitCells: Uint32Array = new Uint32Array(0);

/**
 * Whether some candidate is weakly linked to both ends of the chain first … last (what
 * forEachRemoved counts, in constant time). Ends on one digit in two cells: a cell holding it
 * that sees both. One candidate at both ends (a discontinuous loop): any candidate weakly linked
 * to it. Ends on two digits: with `inCell`, the cell's other digits when they share a cell, else,
 * when the cells see each other, the second digit in the first cell or the first in the second.
 */
function removesSomething(board: Board, first: number, last: number, inCell: boolean, peers: Uint32Array): boolean {
  const candidates = board.candidates;
  const cellA = (first / SIDE) | 0;
  const cellB = (last / SIDE) | 0;
  const digitIndex = first - cellA * SIDE;
  const lastDigit = last - cellB * SIDE;
  const a = cellA * 3;
  if (digitIndex === lastDigit) {
    const b = cellB * 3;
    const d = digitIndex * 3;
    if (cellA !== cellB)
      return (
        ((peers[a] & peers[b] & digitCells[d]) |
          (peers[a + 1] & peers[b + 1] & digitCells[d + 1]) |
          (peers[a + 2] & peers[b + 2] & digitCells[d + 2])) !==
        0
      );
    if (inCell && (candidates[cellA] & ~(1 << digitIndex)) !== 0) return true;
    return ((peers[a] & digitCells[d]) | (peers[a + 1] & digitCells[d + 1]) | (peers[a + 2] & digitCells[d + 2])) !== 0;
  }
  if (!inCell) return false;
  if (cellA === cellB) return (candidates[cellA] & ~(1 << digitIndex) & ~(1 << lastDigit)) !== 0;
  return (
    sees(peers, cellA, cellB) &&
    ((candidates[cellA] & (1 << lastDigit)) !== 0 || (candidates[cellB] & (1 << digitIndex)) !== 0)
  );
}

/** Counts (and with `into`, collects) the candidates weakly linked to both ends. */
function forEachRemoved(
  board: Board,
  first: number,
  last: number,
  inCell: boolean,
  peers: Uint32Array,
  into: number[] | null,
): number {
  const { candidates, layout } = board;
  const cell = (last / SIDE) | 0;
  const digitIndex = last - cell * SIDE;
  const bit = 1 << digitIndex;
  let count = 0;
  if (inCell) {
    let others = candidates[cell] & ~bit;
    while (others !== 0) {
      const node = cell * SIDE + 31 - Math.clz32(others & -others);
      others &= others - 1;
      if (weaklyLinked(peers, node, first, inCell)) {
        count++;
        into?.push(node);
      }
    }
  }
  const cellPeers = layout.peers[cell];
  for (let i = 0; i < cellPeers.length; i++) {
    if ((candidates[cellPeers[i]] & bit) === 0) continue;
    const node = cellPeers[i] * SIDE + digitIndex;
    if (weaklyLinked(peers, node, first, inCell)) {
      count++;
      into?.push(node);
    }
  }
  return count;
}

/** The first (shortest) chain of the kind that removes a candidate, or null. */
export function findChain(board: Board, kind: ChainKind, technique: TechniqueLetter): Deduction | null {
  // An X-Chain stays on its first candidate's digit: digits that had none on the same places have none.
  const digits = kind === 'x-chain' ? unchangedForXChain.changedDigits(board) : ALL_DIGITS;
  if (digits === 0) return null;
  let bestFirst = -1;
  let bestLast = -1;
  let bestNodes: number[] = [];
  scanChains(board, kind, digits, true, (first, end) => {
    bestFirst = first;
    bestLast = end >> 1;
    bestNodes = pathTo(end);
    return false;
  });
  if (bestFirst < 0) {
    if (kind === 'x-chain') unchangedForXChain.foundNothing(digits);
    return null;
  }
  return chainDeductions(board, kind, bestNodes, removedBy(board, kind, bestFirst, bestLast), technique)[0];
}

/** From every start, the shortest chain to every end that removes something, start by start, until `visit` returns true. */
function forEachChain(board: Board, kind: ChainKind, technique: TechniqueLetter, visit: Visit): void {
  scanChains(board, kind, ALL_DIGITS, false, (first, end) => {
    for (const deduction of chainDeductions(
      board,
      kind,
      pathTo(end),
      removedBy(board, kind, first, end >> 1),
      technique,
    ))
      if (visit(deduction)) return true;
    return false;
  });
}

function removedBy(board: Board, kind: ChainKind, first: number, last: number): number[] {
  const eliminations: number[] = [];
  forEachRemoved(board, first, last, kind === 'aic', peerBits(board.layout), eliminations);
  return eliminations.sort((a, b) => a - b);
}

/**
 * Each start candidate (reading order, digits ascending) and the end state of its nearest proving
 * chain, to `found` until it returns true; with `shorten`, a later start counts only with a chain
 * shorter than the last found (so the last found is the shortest, the first among equals); without,
 * every proving end of each start, nearest first.
 */
function scanChains(
  board: Board,
  kind: ChainKind,
  digits: number,
  shorten: boolean,
  found: (first: number, end: number) => boolean,
): void {
  const { candidates, values } = board;
  const peers = peerBits(board.layout);
  collectStrongLinks(board, kind, digits);
  digitCells = cellsOfDigits(board);
  let limit = (shorten ? MAX_CHAIN_NODES[kind] : MAX_LISTED_CHAIN_NODES) + 1;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    let mask = candidates[cell] & digits;
    while (mask !== 0) {
      const first = cell * SIDE + 31 - Math.clz32(mask & -mask);
      mask &= mask - 1;
      if (strongCount[first] === 0) continue;
      if (!shorten) {
        // Every end from this start: a state returned is one `found` stopped at.
        if (nearestProvingEnd(board, kind, first, limit, peers, (end) => found(first, end)) >= 0) return;
        continue;
      }
      const end = nearestProvingEnd(board, kind, first, limit, peers);
      if (end < 0) continue;
      limit = depthOf[end];
      if (found(first, end)) return;
    }
  }
}

const unchangedForXChain = new UnchangedDigits();

function pathTo(state: number): number[] {
  const nodes: number[] = [];
  for (let s = state; ; s = parentState[s]) {
    nodes.push(s >> 1);
    if (depthOf[s] === 1) break;
  }
  return nodes.reverse();
}

/**
 * The deductions of a chain A … B (nodes in order, strong link first) whose ends remove
 * `eliminations`: one, or for an AIC each of HoDoKu's readings (a loop's first; nice-loops.ts).
 */
function chainDeductions(
  board: Board,
  kind: ChainKind,
  nodes: number[],
  eliminations: number[],
  technique: TechniqueLetter,
): Deduction[] {
  if (kind !== 'aic') return [chainDeduction(nodes, eliminations, technique)];
  return aicReadings(board, nodes, eliminations).map((reading) =>
    chainDeduction(nodes, reading.eliminations, technique, reading.hodoku),
  );
}

function chainDeduction(
  nodes: number[],
  eliminations: number[],
  technique: TechniqueLetter,
  hodoku?: string,
): Deduction {
  const links: ChainLink[] = [];
  for (let i = 0; i + 1 < nodes.length; i++) links.push({ from: nodes[i], to: nodes[i + 1], strong: i % 2 === 0 });
  const patternCells = [...new Set(nodes.map((node) => (node / SIDE) | 0))];
  const deduction: Deduction = { technique, placeCell: -1, placeDigit: 0, eliminations, unit: -1, patternCells, links };
  if (hodoku !== undefined) deduction.hodoku = hodoku;
  return deduction;
}

function chainTechnique(letter: TechniqueLetter, kind: ChainKind): Technique {
  return {
    letter,
    find: (board) => findChain(board, kind, letter),
    forEach: (board, visit) => {
      let stopped = false;
      forEachChain(board, kind, letter, (deduction) => (stopped = visit(deduction)));
      // Remote pairs only gather XY-Chains' eliminations, so they come after the chains (remote-pairs.ts);
      // grouped chains are listed, not tried by the analysis (grouped-chains.ts).
      if (!stopped && kind === 'xy-chain') forEachRemotePair(board, letter, visit);
      if (!stopped && kind === 'aic') forEachGroupedChain(board, letter, visit);
    },
  };
}

export const X_CHAIN = chainTechnique('XC', 'x-chain');
export const XY_CHAIN = chainTechnique('XYC', 'xy-chain');
export const AIC = chainTechnique('AIC', 'aic');
