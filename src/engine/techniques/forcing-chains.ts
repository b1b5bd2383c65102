/**
 * Forcing chains (HoDoKu's forcing chains, SudokuWiki's cell and unit forcing chains): the last
 * logic before assumption. A source is a set of options of which exactly one is true — the
 * candidates of one cell (cell forcing), or the places of one digit in a unit (unit forcing).
 * Each option is followed with the singles (the chains of naked and hidden singles it forces):
 *  - an option that ends in a contradiction is false (contradiction chain);
 *  - a candidate every other option removes is false whichever option holds (verity chain).
 * Sources with two options come first, then three (MAX_OPTIONS); cells in reading order before
 * units in index order, digits ascending; verity and contradiction are read from the same
 * branches, so the first source that proves anything gives the step.
 *
 * Unlike assumption (A), nothing nests: each option is followed one level, as a chain of singles a
 * person can write down; the step records the source's cells (its unit, for unit forcing).
 */

import { Board } from '../board/board';
import { BIT_COUNT, LOWEST_DIGIT } from '../board/bits';
import { CELL_COUNT, SIDE } from '../board/layout';
import type { TechniqueLetter } from '../analysis/types';
import { UNIT_STRIDE, unitPlaces } from './position-tables';
import { PASS_CONTRADICTION, PASS_NOTHING, singlesPass } from './singles-pass';
import { offer, STOP_AT_FIRST, type Deduction, type Technique, type Visit } from './technique';

/** The most options a source may have: more branches are more than a person follows side by side. */
export const MAX_OPTIONS = 3;
/** Singles passes one branch may take (each pass places every single it sees; few chains need more than a handful). */
const PASS_CAP = 40;

/** The branch boards of the options under study (taken from branchByOption). */
const branches: Board[] = [];
/**
 * Within one search, each option's branch (the board after placing it and following the singles)
 * and whether it lived: one option is a choice of several sources (its cell, and its digit's
 * units), and its branch is the same in each, so it is followed once. Boards are reused across searches.
 */
const branchByOption: Board[] = [];
const branchStamp = new Int32Array(CELL_COUNT * SIDE);
const branchAlive = new Uint8Array(CELL_COUNT * SIDE);
let searchStamp = 0;
const optionCells = new Int8Array(SIDE);
const optionDigits = new Int8Array(SIDE);
const alive = new Uint8Array(SIDE);

/** The first forcing-chain deduction, or null. */
export function findForcingChain(
  board: Board,
  technique: TechniqueLetter,
  visit: Visit = STOP_AT_FIRST,
): Deduction | null {
  searchStamp++;
  const { candidates, values, layout } = board;
  const placesByDigit = unitPlaces(board);
  for (let options = 2; options <= MAX_OPTIONS; options++) {
    for (let cell = 0; cell < CELL_COUNT; cell++) {
      const mask = candidates[cell];
      if (values[cell] !== 0 || BIT_COUNT[mask] !== options) continue;
      let rest = mask;
      for (let k = 0; k < options; k++) {
        optionCells[k] = cell;
        optionDigits[k] = LOWEST_DIGIT[rest];
        rest &= rest - 1;
      }
      const found = followOptions(board, options, technique, -1, visit);
      if (found) return found;
    }
    for (let unit = 0; unit < layout.unitCount; unit++) {
      for (let digit = 1; digit <= SIDE; digit++) {
        let places = placesByDigit[(digit - 1) * UNIT_STRIDE + unit];
        if (BIT_COUNT[places] !== options) continue;
        for (let k = 0; k < options; k++) {
          optionCells[k] = layout.unitCells[unit * SIDE + LOWEST_DIGIT[places] - 1];
          optionDigits[k] = digit;
          places &= places - 1;
        }
        const found = followOptions(board, options, technique, unit, visit);
        if (found) return found;
      }
    }
  }
  return null;
}

/** Follows each option on its own branch board and reads what they prove. */
function followOptions(
  board: Board,
  options: number,
  technique: TechniqueLetter,
  unit: number,
  visit: Visit,
): Deduction | null {
  let living = 0;
  for (let k = 0; k < options; k++) {
    const option = optionCells[k] * SIDE + optionDigits[k] - 1;
    let branch = branchByOption[option];
    if (!branch || branch.layout !== board.layout) branch = branchByOption[option] = new Board(board.layout);
    if (branchStamp[option] !== searchStamp) {
      branchStamp[option] = searchStamp;
      branch.copyFrom(board);
      branch.place(optionCells[k], optionDigits[k]);
      branchAlive[option] = followSingles(branch) ? 1 : 0;
    }
    branches[k] = branch;
    alive[k] = branchAlive[option];
    living += alive[k];
  }
  if (living < options) {
    // A contradiction: the options that led to one are false.
    const eliminations: number[] = [];
    for (let k = 0; k < options; k++) if (!alive[k]) eliminations.push(optionCells[k] * SIDE + optionDigits[k] - 1);
    return offer(visit, {
      technique,
      placeCell: -1,
      placeDigit: 0,
      eliminations,
      unit,
      patternCells: sourceCells(options),
    });
  }
  const eliminations: number[] = [];
  const { candidates, values } = board;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    if (values[cell] !== 0) continue;
    // A digit is removed by a branch when the branch has neither placed it there nor kept it as a candidate.
    let removedEverywhere = candidates[cell];
    for (let k = 0; k < options && removedEverywhere !== 0; k++) {
      const branch = branches[k];
      const kept = branch.values[cell] !== 0 ? 1 << (branch.values[cell] - 1) : branch.candidates[cell];
      removedEverywhere &= ~kept;
    }
    while (removedEverywhere !== 0) {
      eliminations.push(cell * SIDE + LOWEST_DIGIT[removedEverywhere] - 1);
      removedEverywhere &= removedEverywhere - 1;
    }
  }
  if (eliminations.length === 0) return null;
  // Every option removes them: HoDoKu's verity (a contradiction is its 1301, the registry's code).
  const patternCells = sourceCells(options);
  return offer(visit, { technique, placeCell: -1, placeDigit: 0, eliminations, unit, patternCells, hodoku: '1302' });
}

function sourceCells(options: number): number[] {
  return [...new Set(Array.from(optionCells.subarray(0, options)))];
}

/** Places singles until none is left or the pass cap is reached; false on a contradiction. */
function followSingles(branch: Board): boolean {
  for (let pass = 0; pass < PASS_CAP && branch.emptyCount > 0; pass++) {
    const outcome = singlesPass(branch);
    if (outcome === PASS_CONTRADICTION) return false;
    if (outcome === PASS_NOTHING) return true;
  }
  return true;
}

export const FORCING_CHAIN: Technique = {
  letter: 'FC',
  find: (board) => findForcingChain(board, 'FC'),
  forEach: (board, visit) => void findForcingChain(board, 'FC', visit),
};
