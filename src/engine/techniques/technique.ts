/**
 * The contract between technique families and the analysis loop (HoDoKu-style: one family per
 * file, each finder a pure function from the candidate state to the first deduction it sees).
 *
 * A finder never mutates the board: the loop applies the deduction, so that it can log exactly
 * what changed and label the step (SPEC §3). Finders scan in a fixed order so the same puzzle
 * always yields the same log.
 */

import type { Board } from '../board/board';
import type { TechniqueLetter, TechniqueSet, Tier } from './technique-letter';

export interface Deduction {
  technique: TechniqueLetter;
  /** The cell a placement fills, or -1 when the deduction only eliminates. */
  placeCell: number;
  /** The digit placed (1–9), or 0. */
  placeDigit: number;
  /** Candidates removed, each encoded as cell * 9 + (digit - 1). */
  eliminations: number[];
  /** The unit the deduction is about (for hints: "look at row 3"), or -1. */
  unit: number;
  /** The cells that make the pattern (the pair, the fish, the chain), for hints and highlighting. */
  patternCells: number[];
  /**
   * For chains and wings that are chains: the links that prove the deduction, in the order a
   * person follows them. Each end is a candidate coded like an elimination (cell * 9 + digit - 1).
   */
  links?: ChainLink[];
  /** The fins of a finned or sashimi fish (cells), shown apart from the body in patternCells. */
  fins?: number[];
  /**
   * HoDoKu's code where this step is more specific than its registry entry's (a sashimi fish, a
   * forcing chain's verity); hodoku-codes.ts reads it.
   */
  hodoku?: string;
}

/** One link of a chain: `strong` when one end false forces the other true; weak when both cannot be true. */
export interface ChainLink {
  from: number;
  to: number;
  strong: boolean;
}

export interface Technique {
  /** The letter its deductions carry; its names, tier and rule are in the registry (registry.ts). */
  readonly letter: TechniqueLetter;
  find(board: Board): Deduction | null;
  /**
   * Every instance in the position, in the scan order of `find` (whose answer is the first visit),
   * until `visit` returns true. Absent for a family that only finds its first instance so far.
   */
  forEach?(board: Board, visit: Visit): void;
}

/** Shown one instance of a technique: true to stop the scan. */
export type Visit = (deduction: Deduction) => boolean;

/** The visit of `find`: the first instance ends the scan (it reads nothing, so a store search's visit may be it too). */
export const STOP_AT_FIRST = (): boolean => true;

/** What was found when the visit stops there, else null so that the scan goes on. */
export function offer<Found>(visit: (found: Found) => boolean, found: Found): Found | null {
  return visit(found) ? found : null;
}

/** A technique whose scan takes a visit: `find` is its first instance, `forEach` every one. */
export function scanningTechnique(
  letter: TechniqueLetter,
  scan: (board: Board, visit: Visit) => Deduction | null,
): Technique {
  return {
    letter,
    find: (board) => scan(board, STOP_AT_FIRST),
    forEach: (board, visit) => void scan(board, visit),
  };
}

export function encodeElimination(cell: number, digit: number): number {
  return cell * 9 + (digit - 1);
}

export function eliminationCell(code: number): number {
  return (code / 9) | 0;
}

export function eliminationDigit(code: number): number {
  return (code % 9) + 1;
}

/** A cell in HoDoKu's notation: "r2c1". */
export function cellNotation(cell: number): string {
  return `r${((cell / 9) | 0) + 1}c${(cell % 9) + 1}`;
}

/** An elimination in HoDoKu's notation: "r2c1<>7". */
export function eliminationNotation(code: number): string {
  return `${cellNotation(eliminationCell(code))}<>${eliminationDigit(code)}`;
}

/** A candidate in HoDoKu's chain notation: "7r2c1". */
export function candidateNotation(code: number): string {
  return `${eliminationDigit(code)}${cellNotation(eliminationCell(code))}`;
}

/** A chain in HoDoKu's notation: "7r2c1=7r2c5-7r4c5" (= strong, - weak). */
export function chainNotation(links: readonly ChainLink[]): string {
  if (links.length === 0) return '';
  let text = candidateNotation(links[0].from);
  for (const link of links) text += (link.strong ? '=' : '-') + candidateNotation(link.to);
  return text;
}

/** A registry entry (registry.ts): a technique's names, tier, set, order, grade level, weight, rule and search. */
export interface TechniqueEntry {
  english: string;
  japanese: string;
  tier: Tier;
  /**
   * The smallest technique set holding it: 'model' for the model tool's 19 letters (SPEC §3), 'full'
   * for the modern families that only the full set tries (technique-codes.ts).
   */
  set: TechniqueSet;
  /**
   * Where the letter comes in the analyser's trial order within its tier (SPEC §3). S, K and D
   * come after their tier's searches: that order is also the order of a result's technique counts.
   */
  order: number;
  /** The grade level (SPEC §4) a solve reaches by using this letter; for A, A(n) can raise it further (grade.ts). */
  level: number;
  /** Default effort weight (SPEC §5; tuned in bench/analyser.bench.ts, see effort.ts). */
  weight: number;
  /** One line stating the rule. */
  rule: string;
  /**
   * HoDoKu's four-digit code for the technique (reglib-1.3.txt's header), or null where HoDoKu has
   * none; hodoku-codes.ts names the more specific code of one step (a Full House, a sashimi fish).
   */
  hodoku: string | null;
  /** The search, for a letter that is a search of its own (not S, K, D: labels; not A: run by the loop with its budget). */
  search?: Technique;
  /**
   * For S, K and D: the placement that follows directly from an elimination by one of `after`,
   * when it leaves the digit a single place in a unit of this kind (SPEC §3). (Letters as plain
   * strings, as in the registry's entries.)
   */
  direct?: { after: readonly string[]; unit: 'box' | 'line' };
}
