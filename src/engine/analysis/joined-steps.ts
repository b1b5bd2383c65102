/**
 * Steps HoDoKu lists as one though they are two instances of a technique sharing their core,
 * each with eliminations of its own; every instance holds alone, so their union does. The
 * all-steps view adds each such pair after the technique's own instances:
 *
 * - siamese fish (03111, 03121, 03211, 03221): two finned or sashimi fish of one digit on the same
 *   base candidates — HoDoKu's finned code with a 1 appended, its sashimi code when both are sashimi;
 * - dual 2-string kite (0404): two kites through the same two cells of a box (HoDoKu's library
 *   joins kites of two digits there too: each removes its own digit);
 * - dual empty rectangle (0405): two empty rectangles of one digit on the same cells of a box.
 */

import type { TechniqueLetter } from '../techniques/technique-letter';
import type { FoundStep } from './types';

interface Joining {
  /** The shared core: its cells (FoundStep.cells is the pattern: for a kite the chain, for an empty rectangle the box's cells then the link). */
  core: (cells: readonly number[]) => readonly number[];
  /** HoDoKu's code for the pair, from the two codes. */
  code: (first: string | null, second: string | null) => string;
  /** Whether the two must be of one digit. */
  oneDigit: boolean;
}

const siamese = (finned: string, sashimi: string): Joining => ({
  core: (cells) => cells,
  code: (first, second) => `${first === sashimi && second === sashimi ? sashimi : finned}1`,
  oneDigit: true,
});

/** HoDoKu has no siamese X-Wing. */
const JOININGS: Partial<Record<TechniqueLetter, Joining>> = {
  FS: siamese('0311', '0321'),
  FJ: siamese('0312', '0322'),
  KITE: { core: (cells) => cells.slice(1, 3), code: () => '0404', oneDigit: false },
  ER: { core: (cells) => cells.slice(0, -2), code: () => '0405', oneDigit: true },
};

const sortedKey = (cells: readonly number[]) => [...cells].sort((a, b) => a - b).join(',');
const eliminationsKey = (step: FoundStep) =>
  step.eliminations
    .map(([cell, digit]) => cell * 9 + digit)
    .sort((a, b) => a - b)
    .join(',');

/** The joined pairs among one technique's steps (in the order found), each distinct pair once. */
export function joinedSteps(letter: TechniqueLetter, steps: readonly FoundStep[]): FoundStep[] {
  const joining = JOININGS[letter];
  if (!joining) return [];
  const pairs: FoundStep[] = [];
  const made = new Set<string>();
  const cores = steps.map((step) => sortedKey(joining.core(step.cells)));
  for (let i = 0; i < steps.length; i++) {
    for (let j = i + 1; j < steps.length; j++) {
      const [first, second] = [steps[i], steps[j]];
      if (first.eliminations.length === 0 || second.eliminations.length === 0) continue;
      if (cores[i] !== cores[j]) continue;
      if (joining.oneDigit && first.eliminations[0][1] !== second.eliminations[0][1]) continue;
      const union = [...first.eliminations];
      for (const [cell, digit] of second.eliminations)
        if (!union.some(([c, d]) => c === cell && d === digit)) union.push([cell, digit]);
      // A pair whose one step removes all the other does is that step alone.
      if (union.length === first.eliminations.length || union.length === second.eliminations.length) continue;
      const pair: FoundStep = {
        technique: letter,
        hodoku: joining.code(first.hodoku, second.hodoku),
        cells: [...new Set([...first.cells, ...second.cells])],
        eliminations: union,
        placements: [],
      };
      const key = `${pair.hodoku}:${eliminationsKey(pair)}`;
      if (made.has(key)) continue;
      made.add(key);
      pairs.push(pair);
    }
  }
  return pairs;
}
