/**
 * HoDoKu's four-digit technique codes (the header of its regression library, reglib-1.3.txt) for
 * our steps: the registry names each technique's code, and a step that is a more specific case
 * gets that case's code — a single that fills a unit's last cell is a Full House (0000), a finned
 * fish whose finned base line keeps one body cell a sashimi fish (0320–0322, set by the finder), two
 * finned fish on the same base lines a siamese fish (03111, 03211, …) and two kites or empty rectangles
 * through the same box cells a dual one (0404, 0405: analysis/joined-steps.ts), a forcing chain whose
 * options all agree a verity (1302), XY-Chains through cells of one pair remote pairs (0703, listed by
 * the XY-Chain finder: remote-pairs.ts), an AIC that is a continuous or discontinuous nice loop as
 * HoDoKu reads it (0706, 0707; set by the finder, nice-loops.ts), the grouped forms the AIC finder
 * lists (0709–0711, grouped-chains.ts), and a naked pair or triple in a box and a line that removes
 * from both a Locked Pair or Triple (0110, 0111, set by subsets.ts).
 */

import type { Board } from '../board/board';
import { TECHNIQUES, TECHNIQUE_CODES } from './registry';
import { GROUPED_AIC, GROUPED_CONTINUOUS_NICE_LOOP, GROUPED_DISCONTINUOUS_NICE_LOOP } from './grouped-chains';
import { CONTINUOUS_NICE_LOOP, DISCONTINUOUS_NICE_LOOP } from './nice-loops';
import { REMOTE_PAIRS } from './remote-pairs';
import type { Deduction } from './technique';
import type { TechniqueLetter } from './technique-letter';

const FULL_HOUSE = '0000';

/** The codes a technique's steps may carry besides its registry code. */
const MORE_SPECIFIC: Partial<Record<TechniqueLetter, readonly string[]>> = {
  B: [FULL_HOUSE],
  G: ['0110'],
  T: ['0111'],
  L: [FULL_HOUSE],
  C: [FULL_HOUSE],
  M: [FULL_HOUSE],
  FX: ['0320'],
  KITE: ['0404'],
  ER: ['0405'],
  FS: ['0321', '03111', '03211'],
  FJ: ['0322', '03121', '03221'],
  XYC: [REMOTE_PAIRS],
  AIC: [
    CONTINUOUS_NICE_LOOP,
    DISCONTINUOUS_NICE_LOOP,
    GROUPED_CONTINUOUS_NICE_LOOP,
    GROUPED_DISCONTINUOUS_NICE_LOOP,
    GROUPED_AIC,
  ],
  FC: ['1302'],
  FN: ['1304'],
};

/** Every HoDoKu code a technique's steps may carry: its registry code first. */
export function hodokuCodesOf(letter: TechniqueLetter): string[] {
  const code = TECHNIQUES[letter].hodoku;
  return code === null ? [] : [code, ...(MORE_SPECIFIC[letter] ?? [])];
}

/** The techniques whose steps may carry a HoDoKu code, by code. */
export function techniquesByHodokuCode(): Map<string, TechniqueLetter[]> {
  const byCode = new Map<string, TechniqueLetter[]>();
  for (const letter of TECHNIQUE_CODES)
    for (const code of hodokuCodesOf(letter)) byCode.set(code, [...(byCode.get(code) ?? []), letter]);
  return byCode;
}

/** HoDoKu's code for one step found on `board` (before it is applied), or null where HoDoKu has none. */
export function hodokuCodeOf(board: Board, deduction: Deduction): string | null {
  if (deduction.hodoku !== undefined) return deduction.hodoku;
  const code = TECHNIQUES[deduction.technique].hodoku;
  if (code === null) return null;
  if (deduction.placeCell >= 0 && fillsLastCell(board, deduction.placeCell)) return FULL_HOUSE;
  return code;
}

/** Whether the cell is the only empty cell of one of its units. */
function fillsLastCell(board: Board, cell: number): boolean {
  const { cellUnits, unitCells } = board.layout;
  for (const unit of cellUnits[cell]) {
    let empty = 0;
    for (let i = 0; i < 9; i++) if (board.values[unitCells[unit * 9 + i]] === 0) empty++;
    if (empty === 1) return true;
  }
  return false;
}
