/**
 * The variant engine's truth over every set of ../shared/data/variants: each file reads without
 * error to its header's count, every puzzle keeps the rules, has exactly one solution (counting to
 * two) and that solution is the file's. Prints the count per set; returns the number of problems.
 */

import { solveVariant, variantRuleError } from '../src/engine/geometry';
import { loadVariantSet, variantSetNames } from './variant-sets';

export function verifyVariants(only: readonly string[] = []): number {
  let problems = 0;
  const report = (text: string): void => {
    problems++;
    if (problems <= 20) console.log(`  ${text}`);
  };
  console.log('variant set                   puzzles  unique  = solution  problems');
  for (const name of variantSetNames()) {
    if (only.length && !only.some((part) => name.includes(part))) continue;
    const before = problems;
    const set = loadVariantSet(name);
    set.problems.forEach(report);
    if (set.puzzles.length !== set.headerCount)
      report(`${name}: read ${set.puzzles.length} puzzles, the header says ${set.headerCount}`);
    let unique = 0;
    let matching = 0;
    set.puzzles.forEach((puzzle, i) => {
      const ruleError = variantRuleError(puzzle.geometry, puzzle.givens);
      if (ruleError) report(`${name} #${i + 1}: ${ruleError.message}`);
      const { count, solution } = solveVariant(puzzle.geometry, puzzle.givens, 2);
      if (count === 1) unique++;
      else report(`${name} #${i + 1}: ${count === 0 ? 'no solution' : 'several solutions'}`);
      const expected = set.solutions[i];
      if (solution && expected && solution.every((value, cell) => value === expected[cell])) matching++;
      else if (count === 1) report(`${name} #${i + 1}: the solution differs from the file's`);
    });
    const label = `${name}${' '.repeat(Math.max(1, 30 - name.length))}`;
    console.log(
      `${label}${String(set.puzzles.length).padStart(7)}  ${String(unique).padStart(6)}  ${String(matching).padStart(10)}  ${String(problems - before).padStart(8)}`,
    );
  }
  if (variantSetNames().length === 0) report('no variant sets found under ../shared/data/variants');
  console.log(problems === 0 ? 'variants: all good' : `variants: ${problems} problems`);
  return problems;
}

if (require.main === module) process.exitCode = verifyVariants(process.argv.slice(2)) > 0 ? 1 : 0;
