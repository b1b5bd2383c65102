/**
 * The variant analyser's truth over every puzzle of ../shared/data/variants (part of `npm run
 * verify`): each puzzle is solved and analysed, every step checked against the published unique
 * solution by the test suite's independent checker, and conquered/total printed per set. Exits 1
 * on any unsound step, wrong solution or puzzle not conquered.
 */

import { analyzeVariant } from '../src/engine/variant-analysis/analyser';
import { variantStepProblems } from '../test/helpers/variant-step-check';
import { loadVariantSet, variantSetNames } from './variant-sets';

/** Returns the number of problems (unsound steps, wrong solutions, puzzles not conquered). */
export function verifyVariantAnalysis(only: readonly string[] = []): number {
  const names = variantSetNames().filter((name) => only.length === 0 || only.some((part) => name.includes(part)));
  let failures = 0;
  let puzzles = 0;
  let conquered = 0;
  let steps = 0;
  console.log('\nvariant set                puzzles  conquered  unsound  wrong-solution     ms');
  for (const name of names) {
    const set = loadVariantSet(name);
    const started = Date.now();
    let setConquered = 0;
    let unsound = 0;
    let wrongSolution = 0;
    set.puzzles.forEach((item, index) => {
      const expected = Array.from(set.solutions[index] ?? []);
      const givens = Array.from(item.givens);
      const result = analyzeVariant(item.geometry, givens, { index });
      steps += result.steps.length;
      const problems = variantStepProblems(item.geometry, givens, expected, result.steps, result.status === 'conquer');
      if (problems.length > 0) {
        unsound++;
        if (unsound <= 2) console.log(`  ${name} #${index + 1}: ${problems.slice(0, 3).join('; ')}`);
      }
      if (result.solution?.join(',') !== expected.join(',')) {
        wrongSolution++;
        if (wrongSolution <= 2)
          console.log(
            `  ${name} #${index + 1}: ${result.status} ${result.error?.message ?? 'solution differs from the published one'}`,
          );
      }
      if (result.status === 'conquer') setConquered++;
      else if (setConquered + unsound < 3)
        console.log(`  ${name} #${index + 1}: not conquered: ${result.reason ?? result.error?.message}`);
    });
    const notConquered = set.puzzles.length - setConquered;
    failures += unsound + wrongSolution + notConquered;
    puzzles += set.puzzles.length;
    conquered += setConquered;
    console.log(
      `${name.padEnd(26)} ${String(set.puzzles.length).padStart(7)}  ${`${setConquered}/${set.puzzles.length}`.padStart(9)}  ${String(unsound).padStart(7)}  ${String(wrongSolution).padStart(14)}  ${String(Date.now() - started).padStart(5)}`,
    );
  }
  console.log(`variant analysis: ${conquered}/${puzzles} conquered, ${steps} steps checked, ${failures} problems`);
  return failures;
}

if (require.main === module) process.exitCode = verifyVariantAnalysis(process.argv.slice(2)) > 0 ? 1 : 0;
