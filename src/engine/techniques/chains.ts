/**
 * Alternating inference chains over candidates (nodes cell · N + value − 1; the search is chain-search.ts), the way HoDoKu and
 * SudokuWiki present X-Chains, XY-Chains and nice loops.
 *
 * A strong link joins two candidates of which at least one is true (the two digits of a bivalue
 * cell, the two places of a digit in a unit); a weak link joins two candidates that cannot both
 * be true (two digits of one cell, one digit in two cells that see each other). A chain
 * A = … = B that alternates strong and weak links, beginning and ending with a strong link,
 * proves "A or B": every candidate weakly linked to both ends is false.
 *
 * On every kind, over the candidate store. The search starts from every candidate A in turn (cell order, values ascending): assume A
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
import { ALL_DIGITS } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import type { TechniqueLetter } from '../analysis/types';
import { EVERY_VALUE, prepareChainSearch, removedByEnds, pathTo, scanChains, type ChainKind } from './chain-search';
import { forEachGroupedChain } from './grouped-chains';
import type { EliminationsAt } from './intersections';
import { aicReadings } from './nice-loops';
import { forEachRemotePair } from './remote-pairs';
import type { ChainLink, Deduction, Technique, Visit } from './technique';
import { UnchangedDigits } from './unchanged-digits';

export type { ChainKind } from './chain-search';

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

/** A chain the analysis uses: its nodes (A first) and what it removes (nodes), in its first reading. */
interface FoundChain {
  nodes: number[];
  eliminations: number[];
  /** An AIC's HoDoKu code (nice-loops.ts). */
  hodoku?: string;
}

/** The shortest chain of the kind over the store that removes a candidate (the first among equals), or null. */
function shortestChain(store: CandidateStore, kind: ChainKind, followed = EVERY_VALUE): FoundChain | null {
  prepareChainSearch(store, kind, followed);
  let bestFirst = -1;
  let bestLast = -1;
  let nodes: number[] = [];
  scanChains(store, kind, followed, MAX_CHAIN_NODES[kind], true, (first, end) => {
    bestFirst = first;
    bestLast = end >> 1;
    // Read now: a later start's search overwrites the states.
    nodes = pathTo(end);
    return false;
  });
  if (bestFirst < 0) return null;
  const ends = removedByEnds(store, kind, bestFirst, bestLast);
  return kind === 'aic' ? { nodes, ...aicReadings(store, nodes, ends)[0] } : { nodes, eliminations: ends };
}

/** The digits findChain follows (one object for every call: the search reads it and keeps nothing). */
const followedDigits = { lo: 0, hi: 0 };

/** The first (shortest) chain of the kind that removes a candidate on the 9×9 board, or null. */
export function findChain(board: Board, kind: ChainKind, technique: TechniqueLetter): Deduction | null {
  // An X-Chain stays on its first candidate's digit: digits that had none on the same places have none.
  const digits = kind === 'x-chain' ? unchangedForXChain.changedDigits(board) : ALL_DIGITS;
  if (digits === 0) return null;
  followedDigits.lo = digits;
  const found = shortestChain(board, kind, followedDigits);
  if (found === null) {
    if (kind === 'x-chain') unchangedForXChain.foundNothing(digits);
    return null;
  }
  return chainDeduction(found.nodes, found.eliminations, technique, 9, found.hodoku);
}

/** The first (shortest) chain of the kind on any kind of board, its eliminations as the store's candidate codes. */
export function chainAt(store: CandidateStore, kind: ChainKind): EliminationsAt | null {
  const found = shortestChain(store, kind);
  if (found === null) return null;
  const size = store.geometry.size;
  const cellOf = (node: number) => (node / size) | 0;
  return {
    eliminations: found.eliminations.map((node) => store.candidateCode(cellOf(node), (node % size) + 1)),
    unit: -1,
    patternCells: [...new Set(found.nodes.map(cellOf))],
  };
}

/**
 * From every start, the shortest chain of the kind to every end that removes something, start by start: its
 * nodes (cell · N + value − 1) and the nodes its ends remove, until `visit` returns true.
 */
export function forEachChainOver(
  store: CandidateStore,
  kind: ChainKind,
  visit: (nodes: number[], removed: number[]) => boolean,
): void {
  prepareChainSearch(store, kind, EVERY_VALUE);
  scanChains(store, kind, EVERY_VALUE, MAX_LISTED_CHAIN_NODES, false, (first, end) =>
    visit(pathTo(end), removedByEnds(store, kind, first, end >> 1)),
  );
}

function forEachChain(board: Board, kind: ChainKind, technique: TechniqueLetter, visit: Visit): void {
  forEachChainOver(board, kind, (nodes, ends) => {
    const readings = kind === 'aic' ? aicReadings(board, nodes, ends) : [{ hodoku: undefined, eliminations: ends }];
    for (const reading of readings)
      if (visit(chainDeduction(nodes, reading.eliminations, technique, 9, reading.hodoku))) return true;
    return false;
  });
}

const unchangedForXChain = new UnchangedDigits();

function chainDeduction(
  nodes: number[],
  eliminations: number[],
  technique: TechniqueLetter,
  size: number,
  hodoku?: string,
): Deduction {
  const links: ChainLink[] = [];
  for (let i = 0; i + 1 < nodes.length; i++) links.push({ from: nodes[i], to: nodes[i + 1], strong: i % 2 === 0 });
  const patternCells = [...new Set(nodes.map((node) => (node / size) | 0))];
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
