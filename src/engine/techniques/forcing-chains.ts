/**
 * Forcing chains (HoDoKu's forcing chains, SudokuWiki's cell and unit forcing chains): the last
 * logic before assumption, on every kind. A source is a set of options of which exactly one is
 * true — the candidates of one cell (cell forcing), or the places of one value in a unit (unit
 * forcing). Each option is followed with the singles (the chains of naked and hidden singles it
 * forces, in every unit of the geometry):
 *  - an option that ends in a contradiction is false (contradiction chain);
 *  - a candidate every other option removes is false whichever option holds (verity chain).
 * Sources with two options come first, then three (MAX_OPTIONS); cells in reading order before
 * units in index order, values ascending; verity and contradiction are read from the same
 * branches, so the first source that proves anything gives the step.
 *
 * Unlike assumption (A), nothing nests: each option is followed one level, as a chain of singles a
 * person can write down; the step records the source's cells (its unit, for unit forcing).
 *
 * Written once over the candidate store; each board follows a branch with its own singles pass
 * (assumption.ts's rules). One option is an option of several sources (its cell, and its value's
 * units), and its branch is the same in each: on boards of up to 729 candidates (the 9×9 kinds)
 * each option is followed once per search and its branch kept; on larger boards a branch is
 * followed again for each source, and the search stops (finding nothing) once it has swept
 * BRANCH_WORK cells in its singles passes, so that a large puzzle's search stays bounded — a 9×9
 * search, each option followed once, sweeps at most 729 × PASS_CAP × 81 < BRANCH_WORK.
 */

import type { Board } from '../board/board';
import type { CandidateStore } from '../board/candidate-store';
import type { TechniqueLetter } from '../analysis/types';
import type { EliminationsAt } from './intersections';
import { NINE_BY_NINE_RULES, type AssumptionRules, type TrialBoard } from './assumption';
import { nextValue } from './choices';
import { PASS_CONTRADICTION, PASS_NOTHING } from './singles-pass';
import { offer, STOP_AT_FIRST, type Deduction, type Technique, type Visit } from './technique';

/** The most options a source may have: more branches are more than a person follows side by side. */
export const MAX_OPTIONS = 3;
/** Singles passes one branch may take (each pass places every single it sees; few chains need more than a handful). */
const PASS_CAP = 40;
/** Boards of at most this many candidates keep each option's branch for the whole search. */
const KEPT_BRANCHES = 729;
/** Cells one search may sweep in its singles passes (see the header). */
const BRANCH_WORK = 2_500_000;

/** What a forcing chain found: its eliminations (store codes), the source's unit (-1 for a cell) and cells, and whether it is a verity. */
export interface ForcingChainAt extends EliminationsAt {
  verity: boolean;
}

/** The parts of a board's rules a branch needs. */
type BranchRules<B extends TrialBoard> = Pick<
  AssumptionRules<B, unknown>,
  'newBoard' | 'sameShape' | 'singlesPass' | 'codeCell' | 'codeValue'
>;

/** A search that removes candidates along a branch (forcing-nets.ts): its first finding, or null. */
export type BranchPropagator<B> = (board: B) => { eliminations: readonly number[] } | null;

/**
 * How far a search goes: sources of up to `maxOptions` options, each branch followed with the singles
 * and, when they stop, the first of `propagators` that removes something (then the singles again);
 * `work` bounds the cells the search sweeps (a propagator's run counts as a pass).
 */
export interface ForcingReach<B> {
  maxOptions: number;
  propagators: readonly BranchPropagator<B>[];
  work: number;
}

/** Forcing chains as named here: two or three options, singles only. */
const CHAIN_REACH: ForcingReach<TrialBoard> = { maxOptions: MAX_OPTIONS, propagators: [], work: BRANCH_WORK };
/** The most options any source has (a cell's candidates, a value's places in a unit). */
const MOST_OPTIONS = 64;

/** Within one search, each option's branch and whether it lived (kept boards; reused across searches). */
const keptBranches: TrialBoard[] = [];
let keptStamp = new Int32Array(0);
const keptAlive = new Uint8Array(KEPT_BRANCHES);
let searchStamp = 0;
/** The branches of the source under study, when they are not kept. */
const sourceBranches: TrialBoard[] = [];
const branches: TrialBoard[] = [];
const optionCells = new Int32Array(MOST_OPTIONS);
const optionValues = new Int32Array(MOST_OPTIONS);
const alive = new Uint8Array(MOST_OPTIONS);
/** Cells swept by this search's passes so far, and the search's reach. */
let work = 0;
let reaching: ForcingReach<TrialBoard> = CHAIN_REACH;

/**
 * The first forcing chain on the store, or with `visit` each in turn until it returns true (that
 * one is returned); null when there is none, or when a large board's search ran out of work.
 */
export function forcingChainAt<B extends TrialBoard>(
  store: B,
  rules: BranchRules<B>,
  visit?: (found: ForcingChainAt) => boolean,
  reach: ForcingReach<B> = CHAIN_REACH,
): ForcingChainAt | null {
  searchStamp++;
  work = 0;
  reaching = reach as ForcingReach<TrialBoard>;
  const { geometry, values } = store;
  const { cellCount, units, unitCells, size } = geometry;
  const keep = cellCount * size <= KEPT_BRANCHES;
  if (keep && keptStamp.length < cellCount * size) keptStamp = new Int32Array(KEPT_BRANCHES);
  for (let options = 2; options <= Math.min(reach.maxOptions, size); options++) {
    for (let cell = 0; cell < cellCount; cell++) {
      if (values[cell] !== 0 || store.count(cell) !== options) continue;
      let value = 0;
      for (let k = 0; k < options; k++) {
        value = nextValue(store, cell, value);
        optionCells[k] = cell;
        optionValues[k] = value;
      }
      const found = followOptions(store, rules, options, -1, keep, visit);
      if (found) return found;
      if (work > reach.work) return null;
    }
    for (let unit = 0; unit < units.length; unit++) {
      for (let value = 1; value <= size; value++) {
        if (store.placeCount(unit, value) !== options) continue;
        let k = 0;
        for (let i = 0; i < size && k < options; i++) {
          const cell = unitCells[unit * size + i];
          if (values[cell] === 0 && store.has(cell, value)) {
            optionCells[k] = cell;
            optionValues[k++] = value;
          }
        }
        const found = followOptions(store, rules, options, unit, keep, visit);
        if (found) return found;
        if (work > reach.work) return null;
      }
    }
  }
  return null;
}

/** The branch board of option k of the source, followed (or kept from an earlier source). */
function branchOf<B extends TrialBoard>(store: B, rules: BranchRules<B>, k: number, keep: boolean): B {
  const cell = optionCells[k];
  const value = optionValues[k];
  if (keep) {
    const option = cell * store.geometry.size + value - 1;
    let branch = keptBranches[option] as B | undefined;
    if (!branch || !rules.sameShape(branch, store)) branch = keptBranches[option] = rules.newBoard(store);
    if (keptStamp[option] !== searchStamp) {
      keptStamp[option] = searchStamp;
      keptAlive[option] = follow(branch, store, rules, cell, value) ? 1 : 0;
    }
    alive[k] = keptAlive[option];
    return branch;
  }
  let branch = sourceBranches[k] as B | undefined;
  if (!branch || !rules.sameShape(branch, store)) branch = sourceBranches[k] = rules.newBoard(store);
  alive[k] = follow(branch, store, rules, cell, value) ? 1 : 0;
  return branch;
}

/** The store with the option placed, its singles followed on `branch`; false on a contradiction. */
function follow<B extends TrialBoard>(
  branch: B,
  store: B,
  rules: BranchRules<B>,
  cell: number,
  value: number,
): boolean {
  branch.copyFrom(store);
  branch.place(cell, value);
  const cells = store.geometry.cellCount;
  for (let pass = 0; pass < PASS_CAP && branch.emptyCount > 0; pass++) {
    work += cells;
    const outcome = rules.singlesPass(branch);
    if (outcome === PASS_CONTRADICTION) return false;
    if (outcome === PASS_NOTHING && !propagated(branch, rules, cells)) return true;
  }
  return true;
}

/**
 * Applies the first propagator of the reach that removes a candidate from the branch: whether one
 * did. A pattern's run counts as a sweep of the cells for every nine symbols (its searches grow with
 * the symbols as well as the cells): on 9×9 one pass, on 49×49 five.
 */
function propagated<B extends TrialBoard>(branch: B, rules: BranchRules<B>, cells: number): boolean {
  const runWork = cells * Math.max(1, Math.ceil(branch.geometry.size / 9));
  for (const find of reaching.propagators) {
    work += runWork;
    const found = find(branch);
    if (!found) continue;
    let removed = false;
    for (const code of found.eliminations)
      if (branch.eliminate(rules.codeCell(code), rules.codeValue(code))) removed = true;
    if (removed) return true;
  }
  return false;
}

/** Follows each option on its own branch board and reads what they prove. */
function followOptions<B extends TrialBoard>(
  store: B,
  rules: BranchRules<B>,
  options: number,
  unit: number,
  keep: boolean,
  visit?: (found: ForcingChainAt) => boolean,
): ForcingChainAt | null {
  let living = 0;
  for (let k = 0; k < options; k++) {
    branches[k] = branchOf(store, rules, k, keep);
    living += alive[k];
  }
  const patternCells = sourceCells(options);
  if (living < options) {
    // A contradiction: the options that led to one are false.
    const eliminations: number[] = [];
    for (let k = 0; k < options; k++)
      if (!alive[k]) eliminations.push(store.candidateCode(optionCells[k], optionValues[k]));
    return offered({ eliminations, unit, patternCells, verity: false }, visit);
  }
  const eliminations = removedByEvery(store, options);
  if (eliminations.length === 0) return null;
  // Every option removes them: HoDoKu's verity.
  return offered({ eliminations, unit, patternCells, verity: true }, visit);
}

function offered(found: ForcingChainAt, visit?: (found: ForcingChainAt) => boolean): ForcingChainAt | null {
  return !visit || visit(found) ? found : null;
}

/** The candidates of the store that no branch has placed or kept, cells ascending, values ascending. */
function removedByEvery(store: CandidateStore, options: number): number[] {
  const eliminations: number[] = [];
  const { values } = store;
  const words = store.wordsPerCell;
  for (let cell = 0; cell < store.geometry.cellCount; cell++) {
    if (values[cell] !== 0) continue;
    for (let w = 0; w < words; w++) {
      let removedEverywhere = store.word(cell, w);
      for (let k = 0; k < options && removedEverywhere !== 0; k++) {
        const branch = branches[k];
        const placed = branch.values[cell];
        const kept = placed !== 0 ? valueBit(placed, w) : branch.word(cell, w);
        removedEverywhere &= ~kept;
      }
      while (removedEverywhere !== 0) {
        const bit = removedEverywhere & -removedEverywhere;
        removedEverywhere &= removedEverywhere - 1;
        eliminations.push(store.candidateCode(cell, 32 * w + 32 - Math.clz32(bit)));
      }
    }
  }
  return eliminations;
}

/** The value's bit in mask word w (value v is bit v − 1), 0 when it is in the other word. */
function valueBit(value: number, w: number): number {
  const index = value - 1 - 32 * w;
  return index >= 0 && index < 32 ? 1 << index : 0;
}

function sourceCells(options: number): number[] {
  return [...new Set(Array.from(optionCells.subarray(0, options)))];
}

/**
 * Forcing chains or nets (as far as `reach` goes) on the 9×9 board as deductions of `technique`: the
 * first, or with `visit` each in turn. A contradiction carries the registry's HoDoKu code, a verity
 * `verityCode` (forcing chains 1301 / 1302, nets 1303 / 1304).
 */
export function nineByNineForcing(
  board: Board,
  technique: TechniqueLetter,
  verityCode: string,
  reach: ForcingReach<Board> = CHAIN_REACH,
  visit: Visit = STOP_AT_FIRST,
): Deduction | null {
  let deduction: Deduction | null = null;
  forcingChainAt(
    board,
    NINE_BY_NINE_RULES,
    (found) => {
      const candidate: Deduction = {
        technique,
        placeCell: -1,
        placeDigit: 0,
        eliminations: found.eliminations,
        unit: found.unit,
        patternCells: found.patternCells,
        ...(found.verity ? { hodoku: verityCode } : {}),
      };
      deduction = offer(visit, candidate);
      return deduction !== null;
    },
    reach,
  );
  return deduction;
}

/** The first forcing-chain deduction on the 9×9 board, or null. */
export function findForcingChain(
  board: Board,
  technique: TechniqueLetter,
  visit: Visit = STOP_AT_FIRST,
): Deduction | null {
  return nineByNineForcing(board, technique, '1302', CHAIN_REACH, visit);
}

export const FORCING_CHAIN: Technique = {
  letter: 'FC',
  find: (board) => findForcingChain(board, 'FC'),
  forEach: (board, visit) => void findForcingChain(board, 'FC', visit),
};
