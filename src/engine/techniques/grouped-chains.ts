/**
 * Grouped AICs and nice loops (HoDoKu 0709, 0710, 0711) for the all-steps view: chains whose
 * inner nodes may be group nodes, a digit's places (two or three) where a line meets a box.
 * A group is true when the digit is in one of its cells. Strong link: the digit's places in a
 * unit are exactly two nodes (cells or groups inside that unit); weak link: two nodes of one
 * digit, no cell in common, all their cells in one unit (and, for single cells, two digits of one
 * cell). Ends are single candidates, as in HoDoKu, so the ends remove what plain chains' ends
 * remove, and a loop's weak link between groups removes the digit from the cells that see every
 * cell of both (nice-loops.ts reads a chain either way).
 *
 * Listed only (AIC's forEach, after the plain chains), not tried by the analysis: each instance is
 * a breadth-first search over cells × digits plus groups, with a bit recording whether the chain
 * has passed a group so far, and only chains through a group are listed (the plain ones are
 * chains.ts's).
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { BOX_UNIT_BASE, CELL_COUNT, SIDE } from '../board/layout';
import { chainAlmostLockedSets, lockedAlsEliminations, type ChainAls } from './chain-als';
import { aicReadings, CONTINUOUS_NICE_LOOP, type ChainReading } from './nice-loops';
import { peerBits, sees } from './peer-sets';
import type { ChainLink, Deduction, Visit } from './technique';
import type { TechniqueLetter } from './technique-letter';

export const GROUPED_CONTINUOUS_NICE_LOOP = '0709';
export const GROUPED_DISCONTINUOUS_NICE_LOOP = '0710';
export const GROUPED_AIC = '0711';

const GROUPED_CODE: Record<string, string> = {
  '0706': GROUPED_CONTINUOUS_NICE_LOOP,
  '0707': GROUPED_DISCONTINUOUS_NICE_LOOP,
  '0708': GROUPED_AIC,
};

/** Nodes: a single candidate cell * 9 + digit, or a group SINGLES + slot * 9 + digit (so node % 9 is the digit). */
const SINGLES = CELL_COUNT * SIDE;
/** ALS nodes (chain-als.ts): ALS_NODES + set * 9 + digit, after every group slot (27 lines × 9 boxes). */
const ALS_NODES = SINGLES + BOX_UNIT_BASE * SIDE * SIDE;
const MAX_NODES = 24;

interface Graph {
  /** Each node's cells (singles: one). */
  cells: Map<number, number[]>;
  /** Each node's units holding all its cells. */
  units: Map<number, number[]>;
  strong: Map<number, number[]>;
  /** Each node's weak partners among the nodes with a strong partner (the only ones worth reaching). */
  weak: Map<number, number[]>;
  alses: ChainAls[];
}

/** Visits each grouped chain's readings (technique `letter`) until `visit` returns true; returns whether it stopped. */
export function forEachGroupedChain(board: Board, letter: TechniqueLetter, visit: Visit): boolean {
  const seen = new Set<string>();
  // The shortest chains differ once sets exit to forced singles, so both graphs are searched.
  const plain = buildGraph(board);
  for (const graph of [plain, withForcedSingles(board, plain)]) {
    // Starts: candidates and groups (a chain is read both ways, so only one with sets at both ends is missed).
    for (const first of [...graph.strong.keys()].filter((node) => node < ALS_NODES).sort((a, b) => a - b))
      for (const path of groupedChainsFrom(board, graph, first)) {
        const nodes = withSingleEnd(graph, path);
        const ends = endEliminations(board, graph, nodes[0], nodes[nodes.length - 1]);
        if (ends.length === 0) continue;
        for (const reading of groupedReadings(board, graph, nodes, ends, path)) {
          const key = `${reading.hodoku}:${reading.eliminations.join(',')}`;
          if (seen.has(key)) continue;
          seen.add(key);
          if (visit(groupedDeduction(letter, graph, nodes, reading))) return true;
        }
      }
  }
  return false;
}

/** A chain ending in a set whose digit one cell holds ends on that candidate, as HoDoKu reads it. */
function withSingleEnd(graph: Graph, path: number[]): number[] {
  const last = path[path.length - 1];
  const held = graph.cells.get(last)!;
  if (last < ALS_NODES || held.length !== 1) return path;
  return [...path.slice(0, -1), held[0] * SIDE + (last % SIDE)];
}

function groupedReadings(board: Board, graph: Graph, nodes: number[], ends: number[], path: number[]): ChainReading[] {
  // HoDoKu's chains end on candidates: with a group or set at an end, each removed candidate X is
  // the start of its own discontinuous loop X - end … end - X.
  if (nodes[0] >= SINGLES || nodes[nodes.length - 1] >= SINGLES)
    return ends.map((node) => ({ hodoku: GROUPED_DISCONTINUOUS_NICE_LOOP, eliminations: [node] }));
  return aicReadings(board, nodes, ends, (node) => graph.cells.get(node)!).map((reading) => ({
    hodoku: GROUPED_CODE[reading.hodoku] ?? reading.hodoku,
    eliminations:
      reading.hodoku === CONTINUOUS_NICE_LOOP ? withLockedSets(board, graph, path, reading) : reading.eliminations,
  }));
}

/** A continuous loop's eliminations plus, for each set it passes (a strong link inside one ALS or out of it to a forced single), the set's locked digits. */
function withLockedSets(board: Board, graph: Graph, nodes: number[], reading: ChainReading): number[] {
  const removed = new Set(reading.eliminations);
  for (let i = 0; i + 1 < nodes.length; i += 2) {
    const [u, v] = nodes[i] < nodes[i + 1] ? [nodes[i], nodes[i + 1]] : [nodes[i + 1], nodes[i]];
    if (v < ALS_NODES) continue;
    const set = ((v - ALS_NODES) / SIDE) | 0;
    let free = (1 << (u % SIDE)) | (1 << (v % SIDE));
    if (u < SINGLES) free = (1 << (v % SIDE)) | (board.candidates[(u / SIDE) | 0] & ~(1 << (u % SIDE)));
    else if (u < ALS_NODES || set !== (((u - ALS_NODES) / SIDE) | 0)) continue;
    for (const node of lockedAlsEliminations(board, graph.alses[set], free)) removed.add(node);
  }
  return [...removed].sort((a, b) => a - b);
}

function buildGraph(board: Board): Graph {
  const { candidates, layout } = board;
  const { unitCount, unitCells, cellUnits } = layout;
  const cells = new Map<number, number[]>();
  const units = new Map<number, number[]>();
  const strong = new Map<number, number[]>();
  const addStrong = (a: number, b: number) => linkStrong(strong, a, b);
  for (let cell = 0; cell < CELL_COUNT; cell++)
    for (let digit = 0; digit < SIDE; digit++)
      if ((candidates[cell] >> digit) & 1) {
        cells.set(cell * SIDE + digit, [cell]);
        units.set(cell * SIDE + digit, [...cellUnits[cell]]);
      }
  // Groups: a line (rows 0–8, columns 9–17) meets a box (18–26) in two or three cells of the digit.
  const groupOf = new Map<string, number>();
  let slot = 0;
  for (let box = BOX_UNIT_BASE; box < BOX_UNIT_BASE + SIDE; box++)
    for (let line = 0; line < BOX_UNIT_BASE; line++, slot++) {
      const meet: number[] = [];
      for (let i = 0; i < SIDE; i++) {
        const cell = unitCells[box * SIDE + i];
        if (cellUnits[cell].includes(line)) meet.push(cell);
      }
      if (meet.length < 2) continue;
      for (let digit = 0; digit < SIDE; digit++) {
        const held = meet.filter((cell) => (candidates[cell] >> digit) & 1);
        if (held.length < 2) continue;
        const node = SINGLES + slot * SIDE + digit;
        cells.set(node, held);
        units.set(
          node,
          [...cellUnits[held[0]]].filter((unit) => held.every((cell) => cellUnits[cell].includes(unit))),
        );
        groupOf.set(`${digit}:${held.join(',')}`, node);
      }
    }
  const nodeOf = (digit: number, list: number[]) =>
    list.length === 1 ? list[0] * SIDE + digit : groupOf.get(`${digit}:${list.join(',')}`);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const mask = candidates[cell];
    if (board.values[cell] !== 0 || BIT_COUNT[mask] !== 2) continue;
    addStrong(cell * SIDE + 31 - Math.clz32(mask & -mask), cell * SIDE + 31 - Math.clz32(mask));
  }
  // A unit's places of a digit split into two nodes inside the unit: each node ⊆ places, the rest one node.
  const inUnit: number[][] = Array.from({ length: unitCount }, () => []);
  for (const [node, list] of units) for (const unit of list) inUnit[unit].push(node);
  for (let unit = 0; unit < unitCount; unit++)
    for (let digit = 0; digit < SIDE; digit++) {
      const places: number[] = [];
      for (let i = 0; i < SIDE; i++) {
        const cell = unitCells[unit * SIDE + i];
        if ((candidates[cell] >> digit) & 1) places.push(cell);
      }
      if (places.length < 2 || places.length > 6) continue;
      for (const node of inUnit[unit]) {
        if (node % SIDE !== digit) continue;
        const mine = cells.get(node)!;
        const rest = places.filter((cell) => !mine.includes(cell));
        if (rest.length === 0) continue;
        const other = nodeOf(digit, rest);
        if (other !== undefined) addStrong(node, other);
      }
    }
  const alses = chainAlmostLockedSets(board);
  alses.forEach((als, index) => {
    const nodes: number[] = [];
    for (let digit = 0; digit < SIDE; digit++) {
      const held = als.holders[digit];
      if (held.length === 0) continue;
      const node = ALS_NODES + index * SIDE + digit;
      cells.set(node, held);
      units.set(
        node,
        [...cellUnits[held[0]]].filter((unit) => held.every((cell) => cellUnits[cell].includes(unit))),
      );
      for (const other of nodes) addStrong(node, other);
      nodes.push(node);
    }
  });
  return { cells, units, strong, weak: weakLinks(graphCellsOf(cells), units, strong, alses), alses };
}

function linkStrong(strong: Map<number, number[]>, a: number, b: number): void {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ]) {
    const list = strong.get(from);
    if (!list) strong.set(from, [to]);
    else if (!list.includes(to)) list.push(to);
  }
}

/** The graph with each set's exits to forced singles added as strong links (its nodes and sets shared). */
function withForcedSingles(board: Board, graph: Graph): Graph {
  const strong = new Map([...graph.strong].map(([node, list]) => [node, [...list]]));
  graph.alses.forEach((als, index) => {
    for (const [digit, single] of forcedSingles(board, als))
      linkStrong(strong, ALS_NODES + index * SIDE + digit, single);
  });
  const { cells, units, alses } = graph;
  return { cells, units, strong, weak: weakLinks(graphCellsOf(cells), units, strong, alses), alses };
}

/**
 * A set's exits to a forced single: when the set lacks digit Y it holds all its other digits, and a
 * cell outside that sees every holder of each of its candidates but X (two or more of them, all the
 * set's and none Y) is left with X — a strong link (set, Y) = X in that cell, as HoDoKu's tables
 * read an ALS. (With one such candidate the chain already passes that cell's two candidates.)
 */
function forcedSingles(board: Board, als: ChainAls): [number, number][] {
  const { candidates, values } = board;
  const peers = peerBits(board.layout);
  // Per cell outside the set: the set's digits whose every holder it sees.
  const out: [number, number][] = [];
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0 || als.cells.includes(cell)) continue;
    let seen = 0;
    for (let digit = 0; digit < SIDE; digit++) {
      const held = als.holders[digit];
      if (held.length > 0 && held.every((holder) => sees(peers, cell, holder))) seen |= 1 << digit;
    }
    for (let rest = candidates[cell]; rest !== 0; rest &= rest - 1) {
      const x = 31 - Math.clz32(rest & -rest);
      const others = candidates[cell] & ~(1 << x);
      if (BIT_COUNT[others] < 2 || (others & ~seen) !== 0) continue;
      for (let y = 0; y < SIDE; y++)
        if (als.holders[y].length > 0 && !((others >> y) & 1)) out.push([y, cell * SIDE + x]);
    }
  }
  return out;
}

const graphCellsOf = (cells: Map<number, number[]>) => (node: number) => cells.get(node)!;

/**
 * Weak links between nodes of one digit: no cell in common and every cell in one unit; two ALS
 * nodes also share no cell of their sets (HoDoKu's rule, as a set's other cells hold its other digits).
 */
function weakLinks(
  cellsOf: (node: number) => number[],
  units: Map<number, number[]>,
  strong: Map<number, number[]>,
  alses: ChainAls[],
): Map<number, number[]> {
  const linkable: number[][] = Array.from({ length: SIDE }, () => []);
  for (const node of [...strong.keys()].sort((a, b) => a - b)) linkable[node % SIDE].push(node);
  const alsCells = (node: number) => (node >= ALS_NODES ? alses[((node - ALS_NODES) / SIDE) | 0].cells : undefined);
  const weak = new Map<number, number[]>();
  for (const nodes of linkable)
    for (const node of nodes) {
      const mine = cellsOf(node);
      const myUnits = units.get(node)!;
      const mySet = alsCells(node);
      const list: number[] = [];
      for (const next of nodes) {
        if (next === node) continue;
        const theirs = cellsOf(next);
        if (theirs.some((cell) => mine.includes(cell))) continue;
        if (!units.get(next)!.some((unit) => myUnits.includes(unit))) continue;
        const theirSet = alsCells(next);
        if (mySet && theirSet && (mySet === theirSet || theirSet.some((cell) => mySet.includes(cell)))) continue;
        list.push(next);
      }
      weak.set(node, list);
    }
  return weak;
}

/**
 * Breadth first from `first` assumed false over states ((node * 2 + true) * 2 + grouped): each
 * single B made true through a group, by its shortest such chain, as the chain's nodes.
 */
function groupedChainsFrom(board: Board, graph: Graph, first: number): number[][] {
  const parent = new Map<number, number>();
  const depth = new Map<number, number>();
  const isGroup = (node: number) => node >= SINGLES;
  const start = first * 4 + (isGroup(first) ? 1 : 0);
  depth.set(start, 1);
  const queue = [start];
  const found: number[][] = [];
  const push = (state: number, from: number, nodes: number) => {
    if (depth.has(state)) return;
    depth.set(state, nodes);
    parent.set(state, from);
    queue.push(state);
  };
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head];
    const nodes = depth.get(state)!;
    const grouped = state & 1;
    const node = state >> 2;
    if ((state & 2) === 0) {
      if (nodes + 1 > MAX_NODES) continue;
      for (const next of graph.strong.get(node) ?? []) {
        const nextState = ((next * 2 + 1) << 1) | grouped | (isGroup(next) ? 1 : 0);
        if (depth.has(nextState)) continue;
        push(nextState, state, nodes + 1);
        if ((nextState & 1) === 1) found.push(pathTo(parent, depth, nextState));
      }
      continue;
    }
    if (nodes + 2 > MAX_NODES) continue;
    const digit = node % SIDE;
    const mine = graph.cells.get(node)!;
    if (!isGroup(node)) {
      const cell = mine[0];
      for (let rest = board.candidates[cell] & ~(1 << digit); rest !== 0; rest &= rest - 1) {
        const next = cell * SIDE + 31 - Math.clz32(rest & -rest);
        if (graph.strong.has(next)) push(((next * 2) << 1) | grouped, state, nodes + 1);
      }
    }
    for (const next of graph.weak.get(node) ?? [])
      push(((next * 2) << 1) | grouped | (isGroup(next) ? 1 : 0), state, nodes + 1);
  }
  return found;
}

function pathTo(parent: Map<number, number>, depth: Map<number, number>, state: number): number[] {
  const nodes: number[] = [];
  for (let s = state; ; s = parent.get(s)!) {
    nodes.push(s >> 2);
    if (depth.get(s) === 1) break;
  }
  return nodes.reverse();
}

/**
 * The candidates weakly linked to both ends: one digit in cells seeing every cell of both, or the
 * crossed digits of two cells that see each other (of a cell and a group that it sees whole).
 */
function endEliminations(board: Board, graph: Graph, first: number, last: number): number[] {
  if (first < SINGLES && last < SINGLES) return singleEndEliminations(board, first, last);
  const { candidates, layout } = board;
  const peers = peerBits(layout);
  const cellsA = graph.cells.get(first)!;
  const cellsB = graph.cells.get(last)!;
  const digit = first % SIDE;
  const seesAll = (cell: number, list: readonly number[]) =>
    list.every((other) => other !== cell && sees(peers, cell, other));
  const out: number[] = [];
  if (digit === last % SIDE) {
    for (const cell of layout.peers[cellsA[0]])
      if ((candidates[cell] >> digit) & 1 && seesAll(cell, cellsA) && seesAll(cell, cellsB))
        out.push(cell * SIDE + digit);
  } else if (first < SINGLES || last < SINGLES) {
    const [single, group] = first < SINGLES ? [first, last] : [last, first];
    const cell = (single / SIDE) | 0;
    const groupDigit = group % SIDE;
    if ((candidates[cell] >> groupDigit) & 1 && seesAll(cell, graph.cells.get(group)!))
      out.push(cell * SIDE + groupDigit);
  }
  return out.sort((a, b) => a - b);
}

/** The candidates weakly linked to both single ends: one digit in cells seeing both, or the crossed digits of two cells that see each other. */
function singleEndEliminations(board: Board, first: number, last: number): number[] {
  const { candidates, layout } = board;
  const peers = peerBits(layout);
  const cellA = (first / SIDE) | 0;
  const cellB = (last / SIDE) | 0;
  const digitA = first % SIDE;
  const digitB = last % SIDE;
  const out: number[] = [];
  if (first === last) {
    for (let rest = candidates[cellA] & ~(1 << digitA); rest !== 0; rest &= rest - 1)
      out.push(cellA * SIDE + 31 - Math.clz32(rest & -rest));
    for (const cell of layout.peers[cellA]) if ((candidates[cell] >> digitA) & 1) out.push(cell * SIDE + digitA);
  } else if (digitA === digitB) {
    for (const cell of layout.peers[cellA])
      if (cell !== cellB && (candidates[cell] >> digitA) & 1 && sees(peers, cell, cellB))
        out.push(cell * SIDE + digitA);
  } else if (cellA === cellB) {
    for (let rest = candidates[cellA] & ~(1 << digitA) & ~(1 << digitB); rest !== 0; rest &= rest - 1)
      out.push(cellA * SIDE + 31 - Math.clz32(rest & -rest));
  } else if (sees(peers, cellA, cellB)) {
    if ((candidates[cellA] >> digitB) & 1) out.push(cellA * SIDE + digitB);
    if ((candidates[cellB] >> digitA) & 1) out.push(cellB * SIDE + digitA);
  }
  return out.sort((a, b) => a - b);
}

function groupedDeduction(letter: TechniqueLetter, graph: Graph, nodes: number[], reading: ChainReading): Deduction {
  // A group is drawn by its first cell: the pattern's cells name all of them.
  const drawn = (node: number) => graph.cells.get(node)![0] * SIDE + (node % SIDE);
  const links: ChainLink[] = [];
  for (let i = 0; i + 1 < nodes.length; i++)
    links.push({ from: drawn(nodes[i]), to: drawn(nodes[i + 1]), strong: i % 2 === 0 });
  return {
    technique: letter,
    placeCell: -1,
    placeDigit: 0,
    eliminations: reading.eliminations,
    unit: -1,
    patternCells: [...new Set(nodes.flatMap((node) => graph.cells.get(node)!))],
    links,
    hodoku: reading.hodoku,
  };
}
