/**
 * The searches that skip digits (unchanged-digits.ts), units or box-line crossings (unchanged-areas.ts)
 * they already found nothing in must report exactly what a search without any record reports,
 * on every position of a solve; so must the searches that keep per-position results (SKY, KITE
 * and TF share one pass, the four unique rectangle types one list). The reference is a second copy
 * of the modules (jest.isolateModules) run on boards whose layout object changes at every call
 * (search-from-scratch.ts), so each such call searches from scratch, and the first copy's records
 * stay untouched.
 */

import { Board } from '../../../src/engine/board/board';
import { digitsFromCanonical } from '../../../src/engine/board/grid';
import { TECHNIQUES, type TechniqueLetter } from '../../../src/engine/techniques/registry';
import { eliminationCell, eliminationDigit, type Deduction } from '../../../src/engine/techniques/technique';
import { puzzlesWithSolutions } from '../../helpers/corpus';
import { deductionProblems } from '../../helpers/oracle';
import { boardFromScratch } from '../../helpers/search-from-scratch';

/** The searches that keep records or per-position results or read the shared position tables, in trial order. */
const RECORDING: TechniqueLetter[] = [
  'V',
  'G',
  'Q',
  'P',
  'U',
  'W',
  'Y',
  'X',
  'T',
  'R',
  'H',
  'NQ',
  'SKY',
  'KITE',
  'ER',
  'TF',
  'UR1',
  'UR2',
  'UR3',
  'UR4',
  'FX',
  'FS',
  'JF',
  'SDC',
  'XC',
];
/** All searches of the full set, in trial order, to walk a solve through varied positions. */
const WALK: TechniqueLetter[] = ['B', 'L', 'C', 'M', ...RECORDING, 'XYC', 'AIC', 'ALS', 'FC'];

let fresh: typeof TECHNIQUES;
jest.isolateModules(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  fresh = (require('../../../src/engine/techniques/registry') as { TECHNIQUES: typeof TECHNIQUES }).TECHNIQUES;
});

function fromScratch(letter: TechniqueLetter, board: Board): Deduction | null {
  return fresh[letter].search!.find(boardFromScratch(letter, board));
}

function apply(board: Board, deduction: Deduction): void {
  if (deduction.placeCell >= 0) board.place(deduction.placeCell, deduction.placeDigit);
  for (const code of deduction.eliminations) board.eliminate(eliminationCell(code), eliminationDigit(code));
}

describe('searches that skip what is unchanged since they found nothing', () => {
  it('find exactly what a search from scratch finds, at every position of full-set solves', () => {
    const cases = puzzlesWithSolutions(12);
    const compared: Record<string, number> = {};
    for (const { puzzle, solution } of cases) {
      const board = Board.fromDigits(digitsFromCanonical(puzzle));
      for (let step = 0; step < 200 && board.emptyCount > 0; step++) {
        for (const letter of RECORDING) {
          const found = TECHNIQUES[letter].search!.find(board);
          const reference = fromScratch(letter, board);
          if (JSON.stringify(found) !== JSON.stringify(reference)) {
            throw new Error(
              `${letter} at step ${step} of ${puzzle}: ${JSON.stringify(found)}, from scratch ${JSON.stringify(reference)}`,
            );
          }
          if (found) compared[letter] = (compared[letter] ?? 0) + 1;
        }
        const next = WALK.map((letter) => TECHNIQUES[letter].search!.find(board)).find(
          (deduction) => deduction !== null,
        );
        if (!next) break;
        expect(deductionProblems(next, solution, board)).toEqual([]);
        apply(board, next);
      }
    }
    // Each recording search found something somewhere, so equality was tested on both answers.
    expect(Object.keys(compared).sort()).toEqual([...RECORDING].sort());
  });
});
