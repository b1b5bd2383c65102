/**
 * ALS-XZ (HoDoKu "ALS-XZ", SudokuWiki "Almost Locked Sets"). An almost locked set is N cells of
 * one unit holding N + 1 digits between them (a bivalue cell is the smallest): remove any one
 * digit and the rest are locked. Two ALSs A and B that share no cell and have a restricted common
 * digit X — every X of A sees every X of B, so at most one of them holds X — lock each other:
 * the one without X is a locked set. So for every other common digit Z, one of them holds Z, and
 * a cell outside both that sees every Z of A and of B loses Z. Doubly linked, with two restricted
 * common digits X and Y: at most one of each is in A and B together, so with A's and B's
 * N + M + 2 digits in N + M cells both are locked sets: X and Y each leave the cells that see all
 * of them in both sets, and every other digit of either set the cells outside both that see all of it there.
 *
 * Scan order: ALSs by unit (rows, columns, boxes) and cell combinations in unit order, up to
 * four cells (five in the all-steps view); the step is the pair with the fewest cells (the first
 * among equals).
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { CELL_COUNT, SIDE, type Layout } from '../board/layout';
import type { TechniqueLetter } from '../analysis/types';
import { peerBits } from './peer-sets';
import { digitCells as cellsOfDigits } from './position-tables';
import type { Deduction, Technique, Visit } from './technique';

/**
 * The all-steps view lists sets up to five cells, as HoDoKu's library needs; the analysis looks
 * at four at most: larger sets are rare in human solving guides and multiply the pairs to try.
 */
export const MAX_ALS_CELLS = 5;
export const ANALYSIS_ALS_CELLS = 4;

/** Cell sets as three 32-bit words, as the peer sets of peer-sets.ts. */
const WORDS = 3;
/** Room for every ALS of a position: 27 units × the combinations of up to 5 of 9 cells. */
const CAPACITY = 27 * 381;

// The ALSs of the position under study, in flat arrays (the search runs on every stuck position).
let setCount = 0;
const setSize = new Uint8Array(CAPACITY);
const setDigits = new Uint16Array(CAPACITY);
const setCells = new Uint8Array(CAPACITY * MAX_ALS_CELLS);
const setMembers = new Uint32Array(CAPACITY * WORDS);
/** Per set and digit index: the cells that see every cell of the set holding the digit. */
const seenByAllHolders = new Uint32Array(CAPACITY * SIDE * WORDS);
/** Per set and digit index: the set's cells holding the digit. */
const holders = new Uint32Array(CAPACITY * SIDE * WORDS);
/** Per digit index: every cell holding it (position-tables.ts, read by the search under way). */
let digitCells: Uint32Array = new Uint32Array(0);
const chosen = new Uint8Array(MAX_ALS_CELLS);

/**
 * Collects every ALS of up to `most` cells, each once: a set lying in two units (a bivalue
 * cell, or cells of a box on one line) belongs to the first of them in unit order.
 */
function collectAlmostLockedSets(board: Board, most: number): void {
  const { candidates, values, layout } = board;
  const peers = peerBits(layout);
  const unitMasks = unitMasksOf(layout);
  setCount = 0;
  digitCells = cellsOfDigits(board);
  for (let unit = 0; unit < layout.unitCount; unit++) {
    let empty = 0;
    for (let i = 0; i < SIDE; i++) {
      const cell = layout.unitCells[unit * SIDE + i];
      if (values[cell] === 0) emptyCells[empty++] = cell;
    }
    extendSet(candidates, peers, unitMasks, unit, empty, 0, 0, 0, -1, most);
  }
}

/** The empty cells of the unit under study, in unit order. */
const emptyCells = new Uint8Array(SIDE);

/**
 * Adds the chosen cells (when almost locked and `unit` is the first unit holding them all, the
 * lowest bit of `common`), then tries each larger set from emptyCells[from…].
 */
function extendSet(
  candidates: Uint16Array,
  peers: Uint32Array,
  unitMasks: Int32Array,
  unit: number,
  empty: number,
  from: number,
  count: number,
  digits: number,
  common: number,
  most: number,
): void {
  if (count > 0 && BIT_COUNT[digits] === count + 1 && 31 - Math.clz32(common & -common) === unit)
    addSet(candidates, peers, count, digits);
  if (count === most) return;
  for (let i = from; i < empty; i++) {
    const cell = emptyCells[i];
    const union = digits | candidates[cell];
    // n cells can only become almost locked while they hold at most `most` + 1 digits.
    if (BIT_COUNT[union] > most + 1) continue;
    chosen[count] = cell;
    extendSet(candidates, peers, unitMasks, unit, empty, i + 1, count + 1, union, common & unitMasks[cell], most);
  }
}

/** unitMasksOf(layout)[cell]: the units holding the cell, as bits (a layout has at most 32 units). */
const unitMaskTables = new WeakMap<Layout, Int32Array>();
function unitMasksOf(layout: Layout): Int32Array {
  let masks = unitMaskTables.get(layout);
  if (!masks) {
    masks = new Int32Array(CELL_COUNT);
    for (let cell = 0; cell < CELL_COUNT; cell++) for (const unit of layout.cellUnits[cell]) masks[cell] |= 1 << unit;
    unitMaskTables.set(layout, masks);
  }
  return masks;
}

function addSet(candidates: Uint16Array, peers: Uint32Array, count: number, digits: number): void {
  if (setCount === CAPACITY) return;
  const index = setCount++;
  setSize[index] = count;
  setDigits[index] = digits;
  const members = index * WORDS;
  setMembers[members] = setMembers[members + 1] = setMembers[members + 2] = 0;
  for (let k = 0; k < count; k++) {
    const cell = chosen[k];
    setCells[index * MAX_ALS_CELLS + k] = cell;
    setMembers[members + (cell >> 5)] |= 1 << (cell & 31);
  }
  // Only the set's own digits are ever read.
  for (let rest = digits; rest !== 0; rest &= rest - 1) {
    const d = 31 - Math.clz32(rest & -rest);
    const offset = (index * SIDE + d) * WORDS;
    let holder0 = 0;
    let holder1 = 0;
    let holder2 = 0;
    let seen0 = 0xffffffff;
    let seen1 = 0xffffffff;
    let seen2 = 0xffffffff;
    for (let k = 0; k < count; k++) {
      const cell = chosen[k];
      if ((candidates[cell] & (1 << d)) === 0) continue;
      const bit = 1 << (cell & 31);
      if (cell < 32) holder0 |= bit;
      else if (cell < 64) holder1 |= bit;
      else holder2 |= bit;
      seen0 &= peers[cell * WORDS];
      seen1 &= peers[cell * WORDS + 1];
      seen2 &= peers[cell * WORDS + 2];
    }
    holders[offset] = holder0;
    holders[offset + 1] = holder1;
    holders[offset + 2] = holder2;
    seenByAllHolders[offset] = seen0;
    seenByAllHolders[offset + 1] = seen1;
    seenByAllHolders[offset + 2] = seen2;
  }
}

/** Whether every holder of digit index d in set b sees every holder in set a. */
function restricted(a: number, b: number, d: number): boolean {
  const offsetA = (a * SIDE + d) * WORDS;
  const offsetB = (b * SIDE + d) * WORDS;
  for (let w = 0; w < WORDS; w++) if ((holders[offsetB + w] & ~seenByAllHolders[offsetA + w]) !== 0) return false;
  return true;
}

/** Whether some Z of `zDigits` has a cell outside both sets that sees every Z of both (zEliminations without allocating). */
function removesSomething(a: number, b: number, zDigits: number): boolean {
  for (let rest = zDigits; rest !== 0; rest &= rest - 1) {
    const z = 31 - Math.clz32(rest & -rest);
    const offsetA = (a * SIDE + z) * WORDS;
    const offsetB = (b * SIDE + z) * WORDS;
    for (let w = 0; w < WORDS; w++)
      if ((seenByAllHolders[offsetA + w] & seenByAllHolders[offsetB + w] & digitCells[z * WORDS + w]) !== 0)
        return true;
  }
  return false;
}

function overlap(a: number, b: number): boolean {
  for (let w = 0; w < WORDS; w++) if (setMembers[a * WORDS + w] & setMembers[b * WORDS + w]) return true;
  return false;
}

function cellsOfSet(index: number): number[] {
  return Array.from(setCells.subarray(index * MAX_ALS_CELLS, index * MAX_ALS_CELLS + setSize[index]));
}

/**
 * Per digit index and cell: the sets whose first holder of the digit is that cell, as lists
 * linked through nextWithFirstHolder, descending (refilled per search). A set restricted with set a on digit x
 * has every holder of x among the cells that see all of a's, so only the lists of those cells are read.
 */
const firstWithHolder = new Int16Array(SIDE * CELL_COUNT);
const nextWithFirstHolder = new Int16Array(CAPACITY * SIDE);

function indexSetsByFirstHolder(): void {
  firstWithHolder.fill(-1);
  for (let index = 0; index < setCount; index++) {
    for (let rest = setDigits[index]; rest !== 0; rest &= rest - 1) {
      const d = 31 - Math.clz32(rest & -rest);
      const offset = (index * SIDE + d) * WORDS;
      const word = holders[offset] !== 0 ? 0 : holders[offset + 1] !== 0 ? 1 : 2;
      const cell = word * 32 + 31 - Math.clz32(holders[offset + word] & -holders[offset + word]);
      nextWithFirstHolder[index * SIDE + d] = firstWithHolder[d * CELL_COUNT + cell];
      firstWithHolder[d * CELL_COUNT + cell] = index;
    }
  }
}

/**
 * The first ALS-XZ deduction (fewest cells), or null: the pair (a, b), a < b in scan order, that
 * comes first by total cells, then a, then b. Only pairs with a restricted candidate digit are
 * tested: for each a and digit x, the sets whose holders of x all see a's (by firstWithHolder).
 */
export function findAlsXz(board: Board, technique: TechniqueLetter): Deduction | null {
  let bestA = -1;
  let bestB = -1;
  scanAlsPairs(board, true, (a, b) => {
    bestA = a;
    bestB = b;
    return false;
  });
  return bestA < 0 ? null : alsXzOfPair(board, technique, bestA, bestB);
}

/** Every pair of sets that makes an ALS-XZ (a before b in scan order), once each, until `visit` returns true. */
function forEachAlsXz(board: Board, visit: Visit): void {
  const seen = new Set<number>();
  scanAlsPairs(board, false, (a, b) => {
    if (seen.has(a * CAPACITY + b)) return false;
    seen.add(a * CAPACITY + b);
    const deduction = alsXzOfPair(board, 'ALS', a, b);
    return deduction !== null && visit(deduction);
  });
}

/**
 * The pairs (a, b), a < b, with a restricted common digit that remove something, to `found` until
 * it returns true. With `fewest`, a pair counts only when it comes before the last found by total
 * cells, then a, then b (so the last found is findAlsXz's step).
 */
function scanAlsPairs(board: Board, fewest: boolean, found: (a: number, b: number) => boolean): void {
  collectAlmostLockedSets(board, fewest ? ANALYSIS_ALS_CELLS : MAX_ALS_CELLS);
  indexSetsByFirstHolder();
  let bestTotal = 2 * MAX_ALS_CELLS + 1;
  let bestA = -1;
  let bestB = -1;
  for (let a = 0; a < setCount; a++) {
    // A later set wins only with fewer cells than the best so far (a tie goes to the earlier set), and its partner has one at least.
    if (fewest && setSize[a] + 1 >= bestTotal) continue;
    for (let rest = setDigits[a]; rest !== 0; rest &= rest - 1) {
      const x = 31 - Math.clz32(rest & -rest);
      const offsetA = (a * SIDE + x) * WORDS;
      const digitsA = setDigits[a];
      for (let w = 0; w < WORDS; w++) {
        let seeing = seenByAllHolders[offsetA + w] & digitCells[x * WORDS + w];
        while (seeing !== 0) {
          const cell = w * 32 + 31 - Math.clz32(seeing & -seeing);
          seeing &= seeing - 1;
          for (let b = firstWithHolder[x * CELL_COUNT + cell]; b >= 0; b = nextWithFirstHolder[b * SIDE + x]) {
            if (b <= a) break;
            const total = setSize[a] + setSize[b];
            if (fewest && (total > bestTotal || (total === bestTotal && (a > bestA || (a === bestA && b > bestB)))))
              continue;
            if (BIT_COUNT[digitsA & setDigits[b]] < 2 || !restricted(a, b, x) || !isAlsXzPair(board, a, b)) continue;
            bestTotal = total;
            bestA = a;
            bestB = b;
            if (found(a, b)) return;
          }
        }
      }
    }
  }
}

/** Whether ALSs a and b make an ALS-XZ that removes something (alsXzOfPair without building it). */
function isAlsXzPair(board: Board, a: number, b: number): boolean {
  const common = setDigits[a] & setDigits[b];
  if (BIT_COUNT[common] < 2 || overlap(a, b)) return false;
  let linking = 0;
  for (let rest = common; rest !== 0; rest &= rest - 1) {
    const x = 31 - Math.clz32(rest & -rest);
    if (!restricted(a, b, x)) continue;
    if (removesSomething(a, b, common & ~(1 << x))) return true;
    linking |= 1 << x;
  }
  // Every common digit was read as a Z digit above (each is not some other restricted digit), so a
  // doubly linked pair adds only each set's other digits, removed where they see all its holders.
  return BIT_COUNT[linking] >= 2 && lockedSetsRemoveSomething(a, b, linking);
}

/** Whether a or b, each locked by the other through the linking digits, removes one of its other digits outside both sets. */
function lockedSetsRemoveSomething(a: number, b: number, linking: number): boolean {
  return lockedSetRemovesSomething(a, a, b, linking) || lockedSetRemovesSomething(b, a, b, linking);
}

function lockedSetRemovesSomething(set: number, a: number, b: number, linking: number): boolean {
  for (let rest = setDigits[set] & ~linking; rest !== 0; rest &= rest - 1) {
    const d = 31 - Math.clz32(rest & -rest);
    const offset = (set * SIDE + d) * WORDS;
    for (let w = 0; w < WORDS; w++) {
      const cells =
        seenByAllHolders[offset + w] &
        digitCells[d * WORDS + w] &
        ~setMembers[a * WORDS + w] &
        ~setMembers[b * WORDS + w];
      if (cells !== 0) return true;
    }
  }
  return false;
}

/** The restricted common digits of a and b, as a mask (0 when they share a cell). */
function restrictedDigits(a: number, b: number): number {
  const common = setDigits[a] & setDigits[b];
  if (BIT_COUNT[common] < 2 || overlap(a, b)) return 0;
  let found = 0;
  for (let x = 0; x < SIDE; x++) if ((common & (1 << x)) !== 0 && restricted(a, b, x)) found |= 1 << x;
  return found;
}

/** With two or more restricted common digits: what the two locked sets remove (none otherwise). */
function doublyLinkedEliminations(board: Board, a: number, b: number, linking = restrictedDigits(a, b)): number[] {
  if (BIT_COUNT[linking] < 2) return [];
  const eliminations = zEliminations(board, a, b, linking);
  for (const set of [a, b]) {
    for (let rest = setDigits[set] & ~linking; rest !== 0; rest &= rest - 1) {
      const d = 31 - Math.clz32(rest & -rest);
      const offset = (set * SIDE + d) * WORDS;
      for (let w = 0; w < WORDS; w++) {
        // The other set's cells keep their digits: the rule reads each set's digits in cells outside both.
        let cells =
          seenByAllHolders[offset + w] &
          digitCells[d * WORDS + w] &
          ~setMembers[a * WORDS + w] &
          ~setMembers[b * WORDS + w];
        while (cells !== 0) {
          const cell = w * 32 + 31 - Math.clz32(cells & -cells);
          cells &= cells - 1;
          const code = cell * SIDE + d;
          if (!eliminations.includes(code)) eliminations.push(code);
        }
      }
    }
  }
  return eliminations.sort((x, y) => x - y);
}

/** The first restricted common digit of a and b through which something is removed, or -1. */
function restrictedDigitRemoving(a: number, b: number): number {
  const common = setDigits[a] & setDigits[b];
  if (BIT_COUNT[common] < 2 || overlap(a, b)) return -1;
  for (let x = 0; x < SIDE; x++) {
    if ((common & (1 << x)) !== 0 && restricted(a, b, x) && removesSomething(a, b, common & ~(1 << x))) return x;
  }
  return -1;
}

/** The deduction of ALSs a and b through their first restricted common digit that removes something. */
function alsXzOfPair(board: Board, technique: TechniqueLetter, a: number, b: number): Deduction | null {
  const doubly = doublyLinkedEliminations(board, a, b);
  const x = restrictedDigitRemoving(a, b);
  if (x < 0 && doubly.length === 0) return null;
  const eliminations = doubly.length > 0 ? doubly : zEliminations(board, a, b, setDigits[a] & setDigits[b] & ~(1 << x));
  return {
    technique,
    placeCell: -1,
    placeDigit: 0,
    eliminations,
    unit: -1,
    patternCells: [...cellsOfSet(a), ...cellsOfSet(b)],
  };
}

/** Each Z of `zDigits` leaves the cells outside both sets that see every Z of both. */
function zEliminations(board: Board, a: number, b: number, zDigits: number): number[] {
  const eliminations: number[] = [];
  for (let z = 0; z < SIDE; z++) {
    if ((zDigits & (1 << z)) === 0) continue;
    const offsetA = (a * SIDE + z) * WORDS;
    const offsetB = (b * SIDE + z) * WORDS;
    for (let w = 0; w < WORDS; w++) {
      // No set cell is removed: those holding Z do not see themselves, the others lack Z.
      let cells = seenByAllHolders[offsetA + w] & seenByAllHolders[offsetB + w];
      while (cells !== 0) {
        const cell = w * 32 + 31 - Math.clz32(cells & -cells);
        cells &= cells - 1;
        if (cell < CELL_COUNT && (board.candidates[cell] & (1 << z)) !== 0) eliminations.push(cell * SIDE + z);
      }
    }
  }
  return eliminations.sort((x, y) => x - y);
}

export const ALS_XZ: Technique = {
  letter: 'ALS',
  find: (board) => findAlsXz(board, 'ALS'),
  forEach: forEachAlsXz,
};
