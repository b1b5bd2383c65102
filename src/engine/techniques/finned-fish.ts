/**
 * Finned and sashimi fish (full set): FX (X-Wing, two base lines), FS (Swordfish, three), FJ
 * (Jellyfish, four). The
 * digit's places in the base lines lie in as many cover lines except for some fins, all in one
 * box. Either a fin holds the digit, or the fish is a plain one; in both cases the cells of the
 * cover lines inside the fins' box (outside the base lines) cannot hold it. Sashimi: a base line
 * has only one place in the cover lines (it would be a single without its fin); the same logic
 * holds, so both carry one code and the deduction's `fins` shows the fins.
 *
 * Scan order: digits ascending; rows as base lines before columns; base lines as ascending
 * combinations; fin boxes by band and then stack; cover choices ascending.
 */

import type { Board } from '../board/board';
import { BIT_COUNT } from '../board/bits';
import { COLUMN_UNIT_BASE, SIDE } from '../board/layout';
import { eliminationDeduction } from './patterns';
import { linePlaces } from './position-tables';
import { offer, STOP_AT_FIRST, type Deduction, type Technique, type Visit } from './technique';
import { UnchangedDigits } from './unchanged-digits';

type FinnedSize = 2 | 3 | 4;

const baseLines = new Int32Array(4);

function findFinnedFish(board: Board, size: FinnedSize): Deduction | null {
  if (!hasStandardBoxes(board)) return null;
  return unchangedBySize[size].firstDeduction(board, (digitIndex) =>
    findOfDigit(board, size, digitIndex, STOP_AT_FIRST),
  );
}

function forEachFinnedFish(board: Board, size: FinnedSize, visit: Visit): void {
  if (!hasStandardBoxes(board)) return;
  for (let digitIndex = 0; digitIndex < SIDE; digitIndex++) if (findOfDigit(board, size, digitIndex, visit)) return;
}

/** Row bases before column bases, as findOnBase scans each. */
function findOfDigit(board: Board, size: FinnedSize, digitIndex: number, visit: Visit): Deduction | null {
  const { rows, columns } = linePlaces(board);
  return (
    findOnBase(board, size, digitIndex, rows, true, visit) ?? findOnBase(board, size, digitIndex, columns, false, visit)
  );
}

const unchangedBySize: Record<FinnedSize, UnchangedDigits> = {
  2: new UnchangedDigits(),
  3: new UnchangedDigits(),
  4: new UnchangedDigits(),
};

/**
 * fitsCoverAndStack[size][positions]: 1 when the cross positions, but for those of one box stack,
 * are at most `size`: the cover lines and the fins' stack must hold every place of the base lines,
 * so base lines whose places do not fit (nor will with more lines) are passed over.
 */
const fitsCoverAndStack: Record<FinnedSize, Uint8Array> = { 2: stackFits(2), 3: stackFits(3), 4: stackFits(4) };

function stackFits(size: FinnedSize): Uint8Array {
  const fits = new Uint8Array(1 << SIDE);
  for (let positions = 0; positions < 1 << SIDE; positions++) {
    for (let stack = 0; stack < 3; stack++) if (BIT_COUNT[positions & ~(7 << (3 * stack))] <= size) fits[positions] = 1;
  }
  return fits;
}

function findOnBase(
  board: Board,
  size: FinnedSize,
  digitIndex: number,
  places: Uint16Array,
  rowBase: boolean,
  visit: Visit,
): Deduction | null {
  const offset = digitIndex * SIDE;
  const fits = fitsCoverAndStack[size];
  for (let a = 0; a < SIDE; a++) {
    if (places[offset + a] === 0 || !fits[places[offset + a]]) continue;
    for (let b = a + 1; b < SIDE; b++) {
      if (places[offset + b] === 0 || !fits[places[offset + a] | places[offset + b]]) continue;
      if (size === 2) {
        baseLines[0] = a;
        baseLines[1] = b;
        const found = finnedDeduction(board, size, digitIndex, places, rowBase, visit);
        if (found) return found;
        continue;
      }
      for (let c = b + 1; c < SIDE; c++) {
        const three = places[offset + a] | places[offset + b] | places[offset + c];
        if (places[offset + c] === 0 || !fits[three]) continue;
        baseLines[0] = a;
        baseLines[1] = b;
        baseLines[2] = c;
        if (size === 3) {
          const found = finnedDeduction(board, size, digitIndex, places, rowBase, visit);
          if (found) return found;
          continue;
        }
        for (let d = c + 1; d < SIDE; d++) {
          if (places[offset + d] === 0 || !fits[three | places[offset + d]]) continue;
          baseLines[3] = d;
          const found = finnedDeduction(board, size, digitIndex, places, rowBase, visit);
          if (found) return found;
        }
      }
    }
  }
  return null;
}

/** For the base lines in `baseLines`: the first fin box and cover choice that removes something. */
function finnedDeduction(
  board: Board,
  size: FinnedSize,
  digitIndex: number,
  places: Uint16Array,
  rowBase: boolean,
  visit: Visit,
): Deduction | null {
  const offset = digitIndex * SIDE;
  let union = 0;
  let baseMask = 0;
  for (let k = 0; k < size; k++) {
    union |= places[offset + baseLines[k]];
    baseMask |= 1 << baseLines[k];
  }
  // With no more cross positions than lines it is a plain fish (P, U) or nothing.
  if (BIT_COUNT[union] <= size) return null;
  for (let band = 0; band < 3; band++) {
    if ((baseMask & (7 << (3 * band))) === 0) continue;
    // Base lines outside the fins' band have no fins: together they fit in `size` cover lines.
    let outsideBand = 0;
    for (let k = 0; k < size; k++) if (((baseLines[k] / 3) | 0) !== band) outsideBand |= places[offset + baseLines[k]];
    if (BIT_COUNT[outsideBand] > size) continue;
    // Only the band's other lines lose the digit, inside the cover lines: where they have no place, no choice removes anything.
    let targets = 0;
    for (let line = band * 3; line < band * 3 + 3; line++)
      if ((baseMask & (1 << line)) === 0) targets |= places[offset + line];
    targets &= union;
    if (targets === 0) continue;
    for (let stack = 0; stack < 3; stack++) {
      const stackMask = 7 << (3 * stack);
      if ((targets & stackMask) === 0) continue;
      const outside = union & ~stackMask;
      const extra = size - BIT_COUNT[outside];
      if (extra < 0) continue;
      const inside = union & stackMask;
      // Each choice of `extra` cover lines among the stack's cross positions.
      for (let choice = inside; ; choice = (choice - 1) & inside) {
        if (BIT_COUNT[choice] === extra) {
          const found = coverDeduction(size, digitIndex, places, rowBase, outside | choice, band, stackMask, baseMask);
          if (found && offer(visit, found)) return found;
        }
        if (choice === 0) break;
      }
    }
  }
  return null;
}

function coverDeduction(
  size: FinnedSize,
  digitIndex: number,
  places: Uint16Array,
  rowBase: boolean,
  cover: number,
  band: number,
  stackMask: number,
  baseMask: number,
): Deduction | null {
  const offset = digitIndex * SIDE;
  let hasFin = false;
  for (let k = 0; k < size; k++) {
    const line = baseLines[k];
    const linePlaces = places[offset + line];
    // Every base line keeps a place in the cover lines; fins lie in the band's box only.
    if ((linePlaces & cover) === 0) return null;
    if ((linePlaces & ~cover) === 0) continue;
    if (((line / 3) | 0) !== band) return null;
    hasFin = true;
  }
  if (!hasFin) return null;
  let eliminations: number[] | null = null;
  for (let line = band * 3; line < band * 3 + 3; line++) {
    if (baseMask & (1 << line)) continue;
    for (let rest = places[offset + line] & cover & stackMask; rest !== 0; rest &= rest - 1) {
      const cross = 31 - Math.clz32(rest & -rest);
      const cell = rowBase ? line * SIDE + cross : cross * SIDE + line;
      (eliminations ??= []).push(cell * 9 + digitIndex);
    }
  }
  if (!eliminations) return null;
  const body: number[] = [];
  const fins: number[] = [];
  // Sashimi, as HoDoKu names it: a base line with fins keeps one body cell at most, so without the fins no fish is left.
  let sashimi = false;
  for (let k = 0; k < size; k++) {
    const line = baseLines[k];
    let bodyCells = 0;
    for (let cross = 0; cross < SIDE; cross++) {
      if ((places[offset + line] & (1 << cross)) === 0) continue;
      const cell = rowBase ? line * SIDE + cross : cross * SIDE + line;
      if (cover & (1 << cross)) bodyCells++;
      (cover & (1 << cross) ? body : fins).push(cell);
    }
    if (bodyCells <= 1 && (places[offset + line] & ~cover) !== 0) sashimi = true;
  }
  const unit = (rowBase ? 0 : COLUMN_UNIT_BASE) + baseLines[0];
  const deduction = eliminationDeduction(FINNED_LETTERS[size], eliminations, unit, [...body, ...fins]);
  deduction.fins = fins;
  if (sashimi) deduction.hodoku = SASHIMI_CODES[size];
  return deduction;
}

const FINNED_LETTERS = { 2: 'FX', 3: 'FS', 4: 'FJ' } as const;
/** HoDoKu's codes for the sashimi fish of each size. */
const SASHIMI_CODES = { 2: '0320', 3: '0321', 4: '0322' } as const;

const standardBoxes = new WeakMap<Board['layout'], boolean>();

/** Fins share a box only where the boxes are the usual 3 × 3 blocks (not on a jigsaw layout). */
function hasStandardBoxes(board: Board): boolean {
  const layout = board.layout;
  let standard = standardBoxes.get(layout);
  if (standard === undefined) {
    standard = true;
    for (let cell = 0; cell < SIDE * SIDE; cell++) {
      const row = (cell / SIDE) | 0;
      const col = cell % SIDE;
      if (layout.regionOf[cell] !== ((row / 3) | 0) * 3 + ((col / 3) | 0)) standard = false;
    }
    standardBoxes.set(layout, standard);
  }
  return standard;
}

export const FINNED_X_WING: Technique = {
  letter: 'FX',
  find: (board) => findFinnedFish(board, 2),
  forEach: (board, visit) => forEachFinnedFish(board, 2, visit),
};
export const FINNED_SWORDFISH: Technique = {
  letter: 'FS',
  find: (board) => findFinnedFish(board, 3),
  forEach: (board, visit) => forEachFinnedFish(board, 3, visit),
};
export const FINNED_JELLYFISH: Technique = {
  letter: 'FJ',
  find: (board) => findFinnedFish(board, 4),
  forEach: (board, visit) => forEachFinnedFish(board, 4, visit),
};
