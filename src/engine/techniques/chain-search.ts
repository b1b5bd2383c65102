/**
 * The search behind X-Chains, XY-Chains and AICs (chains.ts), over the candidate store of any kind.
 * A node is a candidate, cell · N + value − 1 (N symbols; on 9×9 the 9×9 candidate code). Strong
 * links: the two candidates of a bivalue cell, the two places of a value in any unit (row, column,
 * box, region, extra unit). Weak links: two candidates of one cell, one value in two cells that
 * share a unit. Cell sets are bitsets of ⌈cells / 32⌉ words (three on 9×9), as peer-sets.ts keeps
 * the peers, so the search reads no store method once its tables are filled.
 *
 * From a start A assumed false, its strong partners are true, their weakly linked candidates false,
 * and so on, breadth first, until some candidate B made true shares a weakly linked candidate with
 * A: the chain A = … = B proves "A or B", and every candidate weakly linked to both goes.
 */

import { BIT_COUNT } from '../board/bits';
import { Board } from '../board/board';
import type { CandidateStore } from '../board/candidate-store';
import type { Geometry } from '../geometry/geometry';
import { peerTable } from './peer-sets';
import { UNIT_STRIDE, digitCells, unitPlaces } from './position-tables';

export type ChainKind = 'x-chain' | 'xy-chain' | 'aic';

/** The values a search follows (X-Chains: those whose places changed), as two words: bit v − 1 of lo (v ≤ 32), else of hi. */
export interface FollowedValues {
  lo: number;
  hi: number;
}

export const EVERY_VALUE: FollowedValues = { lo: -1, hi: -1 };

/** Sizes of the tables below for the current store. */
let size = 0;
let cellWords = 0;
let candidateWords = 1;
let strongSlots = 0;
let peerBitsOfCells: Uint32Array = new Uint32Array(0);
/** Each cell's candidate words, read once per search. */
let cellCandidates = new Uint32Array(0);
let strongPartners = new Int32Array(0);
let strongCount = new Uint8Array(0);
/** Breadth-first states node · 2 + (1: true, 0: false), stamped to skip clearing; depthOf counts nodes. */
let visitStamp = new Int32Array(0);
let parentState = new Int32Array(0);
let depthOf = new Uint8Array(0);
let queue = new Int32Array(0);
/** linkableCells[(v − 1) · cellWords + w]: the cells whose candidate v has a strong partner. */
let linkableCells = new Uint32Array(0);
/** valueCells[(v − 1) · cellWords + w]: the cells holding v (on 9×9 the board's shared table, position-tables.ts). */
let valueCells: Uint32Array = new Uint32Array(0);
let ownValueCells = new Uint32Array(0);
let stamp = 0;
/** Each node's cell and value index: the search reads them instead of dividing by N (a variable, so a real division). */
let cellOfNode: Int32Array = new Int32Array(0);
let valueOfNode: Uint8Array = new Uint8Array(0);

/** The start's cell and value index, and the cells holding its value that see its cell (set by startFrom). */
let firstCell = 0;
let firstValue = 0;
let holdersSeeingFirst = new Uint32Array(0);
/** Whether some other cell holding the start's value sees it (a chain back to the start then removes that candidate). */
let someHolderSeesFirst = false;

/** What the search reads of a geometry, made once and kept with it (released with it). */
interface ChainFrame {
  /** One more than the most units a cell lies in: a candidate's strong partners (its cell's other value, one per unit). */
  readonly strongSlots: number;
  readonly cellOfNode: Int32Array;
  readonly valueOfNode: Uint8Array;
}

const frames = new WeakMap<Geometry, ChainFrame>();

function chainFrame(geometry: Geometry): ChainFrame {
  let frame = frames.get(geometry);
  if (frame === undefined) {
    const { cellCount, cellUnitStart, size } = geometry;
    let mostUnits = 0;
    for (let cell = 0; cell < cellCount; cell++)
      mostUnits = Math.max(mostUnits, cellUnitStart[cell + 1] - cellUnitStart[cell]);
    const nodeCount = cellCount * size;
    const cells = new Int32Array(nodeCount);
    const values = new Uint8Array(nodeCount);
    for (let node = 0; node < nodeCount; node++) {
      cells[node] = (node / size) | 0;
      values[node] = node % size;
    }
    frame = { strongSlots: mostUnits + 1, cellOfNode: cells, valueOfNode: values };
    frames.set(geometry, frame);
  }
  return frame;
}

/** Whether a scratch table of `length` entries should be made for `needed`: too small, or far larger than a large need. */
function remake(length: number, needed: number): boolean {
  return length < needed || (length > 4 * needed && length > 1 << 16);
}

/** Sizes the tables for the store and reads its candidates, strong links and value sets. */
export function prepareChainSearch(store: CandidateStore, kind: ChainKind, followed: FollowedValues): void {
  const { geometry } = store;
  const { cellCount } = geometry;
  size = geometry.size;
  candidateWords = store.wordsPerCell;
  const table = peerTable(geometry);
  cellWords = table.words;
  peerBitsOfCells = table.bits;
  const frame = chainFrame(geometry);
  strongSlots = frame.strongSlots;
  cellOfNode = frame.cellOfNode;
  valueOfNode = frame.valueOfNode;
  const nodeCount = cellCount * size;
  // The tables follow the board searched: a search of the 280-grid record does not keep its tens of MB for a 9×9's.
  if (remake(strongCount.length, nodeCount)) {
    strongCount = new Uint8Array(nodeCount);
    visitStamp = new Int32Array(nodeCount * 2);
    parentState = new Int32Array(nodeCount * 2);
    depthOf = new Uint8Array(nodeCount * 2);
    queue = new Int32Array(nodeCount * 2);
    stamp = 0;
  }
  if (remake(strongPartners.length, nodeCount * strongSlots)) strongPartners = new Int32Array(nodeCount * strongSlots);
  if (remake(cellCandidates.length, cellCount * candidateWords))
    cellCandidates = new Uint32Array(cellCount * candidateWords);
  if (remake(holdersSeeingFirst.length, cellWords)) holdersSeeingFirst = new Uint32Array(cellWords);
  if (remake(linkableCells.length, size * cellWords)) {
    linkableCells = new Uint32Array(size * cellWords);
    ownValueCells = new Uint32Array(size * cellWords);
  }
  strongCount.fill(0, 0, nodeCount);
  linkableCells.fill(0, 0, size * cellWords);
  if (store instanceof Board) {
    // The 9×9 board's masks are its one word per cell, and its value cells a table its other searches share.
    cellCandidates.set(store.candidates);
    valueCells = digitCells(store);
  } else {
    for (let cell = 0; cell < cellCount; cell++)
      for (let w = 0; w < candidateWords; w++) cellCandidates[cell * candidateWords + w] = store.word(cell, w);
    valueCells = cellsOfValues(cellCount);
  }
  collectStrongLinks(store, kind, followed);
}

function cellsOfValues(cellCount: number): Uint32Array {
  ownValueCells.fill(0, 0, size * cellWords);
  for (let cell = 0; cell < cellCount; cell++)
    for (let w = 0; w < candidateWords; w++)
      for (let bits = cellCandidates[cell * candidateWords + w]; bits !== 0; bits &= bits - 1)
        ownValueCells[(w * 32 + 31 - Math.clz32(bits & -bits)) * cellWords + (cell >> 5)] |= 1 << (cell & 31);
  return ownValueCells;
}

/** Fills the strong links of the kind; unit links only for followed values (an X-Chain stays on one value). */
function collectStrongLinks(store: CandidateStore, kind: ChainKind, followed: FollowedValues): void {
  const { cellCount, unitCells, units } = store.geometry;
  if (kind !== 'x-chain') {
    for (let cell = 0; cell < cellCount; cell++) {
      if (store.count(cell) !== 2) continue;
      addStrong(cell * size + store.lowest(cell) - 1, cell * size + highestIndex(cell));
    }
  }
  if (kind === 'xy-chain') return;
  // The 9×9 board's places by unit are a table its other searches share; another store counts places itself.
  const places = store instanceof Board ? unitPlaces(store) : null;
  const followedLo = size < 32 ? followed.lo & ((1 << size) - 1) : followed.lo;
  const followedHi = size > 32 ? followed.hi & ((1 << (size - 32)) - 1) : 0;
  for (let unit = 0; unit < units.length; unit++) {
    const base = unit * size;
    for (let rest = followedLo, restHi = followedHi; rest !== 0 || restHi !== 0;) {
      let valueIndex: number;
      if (rest !== 0) {
        valueIndex = 31 - Math.clz32(rest & -rest);
        rest &= rest - 1;
      } else {
        valueIndex = 63 - Math.clz32(restHi & -restHi);
        restHi &= restHi - 1;
      }
      let first = -1;
      let second = -1;
      if (places !== null) {
        const positions = places[valueIndex * UNIT_STRIDE + unit];
        if (BIT_COUNT[positions] !== 2) continue;
        first = unitCells[base + 31 - Math.clz32(positions & -positions)];
        second = unitCells[base + 31 - Math.clz32(positions)];
      } else {
        if (store.placeCount(unit, valueIndex + 1) !== 2) continue;
        let i = 0;
        while (!holds(unitCells[base + i], valueIndex)) i++;
        first = unitCells[base + i++];
        while (!holds(unitCells[base + i], valueIndex)) i++;
        second = unitCells[base + i];
      }
      addStrong(first * size + valueIndex, second * size + valueIndex);
    }
  }
}

function highestIndex(cell: number): number {
  for (let w = candidateWords - 1; w >= 0; w--) {
    const bits = cellCandidates[cell * candidateWords + w];
    if (bits !== 0) return w * 32 + 31 - Math.clz32(bits);
  }
  return -1;
}

function addStrong(a: number, b: number): void {
  addStrongFrom(a, b);
  addStrongFrom(b, a);
}

function addStrongFrom(from: number, to: number): void {
  const base = from * strongSlots;
  for (let k = 0; k < strongCount[from]; k++) if (strongPartners[base + k] === to) return;
  if (strongCount[from] === 0) {
    const cell = cellOfNode[from];
    linkableCells[valueOfNode[from] * cellWords + (cell >> 5)] |= 1 << (cell & 31);
  }
  strongPartners[base + strongCount[from]++] = to;
}

export function hasStrongPartner(node: number): boolean {
  return strongCount[node] !== 0;
}

function sees(a: number, b: number): boolean {
  return (peerBitsOfCells[a * cellWords + (b >> 5)] & (1 << (b & 31))) !== 0;
}

function holds(cell: number, valueIndex: number): boolean {
  return (cellCandidates[cell * candidateWords + (valueIndex >> 5)] & (1 << (valueIndex & 31))) !== 0;
}

/** Whether the cell holds a candidate other than value indices `a` and `b`. */
function holdsOtherThan(cell: number, a: number, b: number): boolean {
  for (let w = 0; w < candidateWords; w++) {
    let bits = cellCandidates[cell * candidateWords + w];
    if (a >> 5 === w) bits &= ~(1 << (a & 31));
    if (b >> 5 === w) bits &= ~(1 << (b & 31));
    if (bits !== 0) return true;
  }
  return false;
}

/**
 * Whether two distinct candidates cannot both be true: one value in cells that see each other, or
 * (when `inCell`) two values of one cell.
 */
function weaklyLinked(a: number, b: number, inCell: boolean): boolean {
  if (a === b) return false;
  const cellA = cellOfNode[a];
  const cellB = cellOfNode[b];
  if (cellA === cellB) return inCell;
  return valueOfNode[a] === valueOfNode[b] && sees(cellA, cellB);
}

/**
 * From `first` assumed false, the nearest candidate B that the chain makes true such that some
 * candidate is weakly linked to both (so it goes); returns B's state, or -1. Only chains of fewer
 * than `nodeLimit` nodes are searched. With `onEnd`, every such B in turn (each by its shortest
 * chain) until `onEnd` returns true; the state it stopped at is returned, or -1.
 */
export function nearestProvingEnd(
  kind: ChainKind,
  first: number,
  nodeLimit: number,
  onEnd: ((end: number) => boolean) | null = null,
): number {
  const inCell = kind === 'aic';
  // The tables in locals: the loop below is the hot path of every chain search.
  const visited = visitStamp;
  const parents = parentState;
  const depths = depthOf;
  const states = queue;
  const partners = strongPartners;
  const partnerCounts = strongCount;
  const cells = cellOfNode;
  const valueIndices = valueOfNode;
  const peerBits = peerBitsOfCells;
  const linkable = linkableCells;
  const candidates = cellCandidates;
  const slots = strongSlots;
  const words = cellWords;
  const valueWords = candidateWords;
  const symbols = size;
  const current = ++stamp;
  startFrom(first);
  const startCell = firstCell;
  const startValue = firstValue;
  const seeingStart = holdersSeeingFirst;
  let head = 0;
  let tail = 0;
  const startState = first * 2;
  visited[startState] = current;
  depths[startState] = 1;
  states[tail++] = startState;
  while (head < tail) {
    const state = states[head++];
    const nodes = depths[state];
    const node = state >> 1;
    if ((state & 1) === 0) {
      // False: its strong partners are true.
      if (nodes + 1 >= nodeLimit) continue;
      const base = node * slots;
      for (let k = 0; k < partnerCounts[node]; k++) {
        const next = partners[base + k] * 2 + 1;
        if (visited[next] === current) continue;
        visited[next] = current;
        parents[next] = state;
        depths[next] = nodes + 1;
        // Does the chain to this true end remove something? (removesSomething, read here from the locals.)
        const endCell = cells[next >> 1];
        const endValue = valueIndices[next >> 1];
        let removes = false;
        if (endValue === startValue) {
          // Back at the start (a discontinuous loop): a holder seeing it, or with in-cell links another value of its cell.
          if (endCell === startCell)
            removes = someHolderSeesFirst || (inCell && holdsOtherThan(startCell, startValue, startValue));
          else
            for (let w = 0; w < words; w++)
              if ((seeingStart[w] & peerBits[endCell * words + w]) !== 0) {
                removes = true;
                break;
              }
        } else if (inCell) {
          // Two values: the cell's others if one cell, else (cells seeing each other) one end's value in the other's cell.
          if (endCell === startCell) removes = holdsOtherThan(endCell, startValue, endValue);
          else
            removes =
              (peerBits[startCell * words + (endCell >> 5)] & (1 << (endCell & 31))) !== 0 &&
              ((candidates[startCell * valueWords + (endValue >> 5)] & (1 << (endValue & 31))) !== 0 ||
                (candidates[endCell * valueWords + (startValue >> 5)] & (1 << (startValue & 31))) !== 0);
        }
        if (removes && (onEnd === null || onEnd(next))) return next;
        states[tail++] = next;
      }
      continue;
    }
    // True: every weakly linked candidate is false (the next strong link needs two more nodes).
    if (nodes + 2 >= nodeLimit) continue;
    const cell = cells[node];
    const valueIndex = valueIndices[node];
    const falseDepth = nodes + 1;
    if (inCell) {
      for (let w = 0; w < valueWords; w++) {
        let others = candidates[cell * valueWords + w];
        if (valueIndex >> 5 === w) others &= ~(1 << (valueIndex & 31));
        while (others !== 0) {
          const low = others & -others;
          others ^= low;
          const other = cell * symbols + w * 32 + 31 - Math.clz32(low);
          const next = other * 2;
          // A false candidate without a strong partner ends the chain there: no need to visit it.
          if (partnerCounts[other] === 0 || visited[next] === current) continue;
          visited[next] = current;
          parents[next] = state;
          depths[next] = falseDepth;
          states[tail++] = next;
        }
      }
    }
    // The peers holding the value with a strong partner, ascending.
    const peerBase = cell * words;
    const linkBase = valueIndex * words;
    for (let word = 0; word < words; word++) {
      let linked = peerBits[peerBase + word] & linkable[linkBase + word];
      while (linked !== 0) {
        const low = linked & -linked;
        linked ^= low;
        const next = ((word * 32 + 31 - Math.clz32(low)) * symbols + valueIndex) * 2;
        if (visited[next] === current) continue;
        visited[next] = current;
        parents[next] = state;
        depths[next] = falseDepth;
        states[tail++] = next;
      }
    }
  }
  return -1;
}

function startFrom(first: number): void {
  firstCell = cellOfNode[first];
  firstValue = valueOfNode[first];
  let any = 0;
  for (let w = 0; w < cellWords; w++) {
    const seen = peerBitsOfCells[firstCell * cellWords + w] & valueCells[firstValue * cellWords + w];
    holdersSeeingFirst[w] = seen;
    any |= seen;
  }
  someHolderSeesFirst = any !== 0;
}

/** The candidates (nodes, ascending) weakly linked to both ends. */
export function removedByEnds(store: CandidateStore, kind: ChainKind, first: number, last: number): number[] {
  const { peerStart, peers } = store.geometry;
  const inCell = kind === 'aic';
  const cell = cellOfNode[last];
  const valueIndex = valueOfNode[last];
  const out: number[] = [];
  if (inCell) {
    for (let other = 0; other < size; other++) {
      const node = cell * size + other;
      if (other !== valueIndex && holds(cell, other) && weaklyLinked(node, first, inCell)) out.push(node);
    }
  }
  for (let i = peerStart[cell]; i < peerStart[cell + 1]; i++) {
    if (!holds(peers[i], valueIndex)) continue;
    const node = peers[i] * size + valueIndex;
    if (weaklyLinked(node, first, inCell)) out.push(node);
  }
  return out.sort((a, b) => a - b);
}

/** The nodes of the chain ending in `state`, from its start. */
export function pathTo(state: number): number[] {
  const nodes: number[] = [];
  for (let s = state; ; s = parentState[s]) {
    nodes.push(s >> 1);
    if (depthOf[s] === 1) break;
  }
  return nodes.reverse();
}

/** Every end from this start, to `found` until it returns true (then true); a closure of its own, so the scan's loop allocates none. */
function everyProvingEnd(
  kind: ChainKind,
  first: number,
  limit: number,
  found: (first: number, end: number) => boolean,
): boolean {
  return nearestProvingEnd(kind, first, limit, (end) => found(first, end)) >= 0;
}

/**
 * Each start candidate (cell order, values ascending) and the end state of its nearest proving
 * chain, to `found` until it returns true; with `shorten`, a later start counts only with a chain
 * shorter than the last found (so the last found is the shortest, the first among equals); without,
 * every proving end of each start, nearest first. `prepareChainSearch` has read the store.
 */
export function scanChains(
  store: CandidateStore,
  kind: ChainKind,
  followed: FollowedValues,
  maxNodes: number,
  shorten: boolean,
  found: (first: number, end: number) => boolean,
): void {
  const { cellCount } = store.geometry;
  let limit = maxNodes + 1;
  for (let cell = 0; cell < cellCount; cell++) {
    // A filled cell has no candidates: one test skips its words.
    if (store.values[cell] !== 0) continue;
    for (let w = 0; w < candidateWords; w++) {
      let bits = cellCandidates[cell * candidateWords + w] & (w === 0 ? followed.lo : followed.hi);
      while (bits !== 0) {
        const first = cell * size + w * 32 + 31 - Math.clz32(bits & -bits);
        bits &= bits - 1;
        if (strongCount[first] === 0) continue;
        if (!shorten) {
          if (everyProvingEnd(kind, first, limit, found)) return;
          continue;
        }
        const end = nearestProvingEnd(kind, first, limit);
        if (end < 0) continue;
        limit = depthOf[end];
        if (found(first, end)) return;
      }
    }
  }
}
