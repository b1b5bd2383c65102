/**
 * Siamese fish, as HoDoKu lists them: two finned or sashimi fish of one digit on the same base
 * lines (the same candidates in them) that differ in cover lines and fins make one step with the
 * eliminations of both. Each holds alone, so their union does; the all-steps view adds the pair
 * after the two, coded as HoDoKu codes it (its finned or, when both are sashimi, its sashimi code
 * with a 1 appended: 03111, 03211).
 */

import type { TechniqueLetter } from '../techniques/technique-letter';
import type { FoundStep } from './types';

/** Each finned fish's finned and sashimi codes, and the siamese codes made of them (HoDoKu has no siamese X-Wing). */
const FINNED_CODES: Partial<Record<TechniqueLetter, { finned: string; sashimi: string }>> = {
  FS: { finned: '0311', sashimi: '0321' },
  FJ: { finned: '0312', sashimi: '0322' },
};

const cellsKey = (step: FoundStep) => [...step.cells].sort((a, b) => a - b).join(',');
const eliminationsKey = (step: FoundStep) =>
  step.eliminations
    .map(([cell, digit]) => cell * 9 + digit)
    .sort((a, b) => a - b)
    .join(',');

/** The siamese pairs among one finned fish's steps (in the order found), each step once per pair. */
export function siameseFish(letter: TechniqueLetter, steps: readonly FoundStep[]): FoundStep[] {
  const codes = FINNED_CODES[letter];
  if (!codes) return [];
  const pairs: FoundStep[] = [];
  const made = new Set<string>();
  for (let i = 0; i < steps.length; i++) {
    for (let j = i + 1; j < steps.length; j++) {
      const [first, second] = [steps[i], steps[j]];
      if (first.eliminations.length === 0 || second.eliminations.length === 0) continue;
      if (first.eliminations[0][1] !== second.eliminations[0][1] || cellsKey(first) !== cellsKey(second)) continue;
      const union = [...first.eliminations];
      for (const [cell, digit] of second.eliminations)
        if (!union.some(([c, d]) => c === cell && d === digit)) union.push([cell, digit]);
      if (union.length === first.eliminations.length || union.length === second.eliminations.length) continue;
      const bothSashimi = first.hodoku === codes.sashimi && second.hodoku === codes.sashimi;
      const pair: FoundStep = {
        technique: letter,
        hodoku: `${bothSashimi ? codes.sashimi : codes.finned}1`,
        cells: [...first.cells],
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
