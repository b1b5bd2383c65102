/**
 * The variant analyser's truth over every puzzle of ../shared/data/variants (part of `npm run
 * verify`): each puzzle is solved and analysed, every step checked against the published unique
 * solution by the test suite's independent checker, and conquered/total printed per set, with how
 * many puzzles needed an assumption (A) and how many assumptions there were in all. Run with the
 * model set and with the full set (as far as other kinds have it: the codes that are used are
 * counted). Exits 1 on any unsound step, wrong solution or puzzle not conquered.
 */

import type { TechniqueSet } from '../src/engine/analysis/types';
import { labelTokens } from '../src/engine/techniques/technique-codes';
import { analyzeVariant } from '../src/engine/analysis/variant-analyser';
import { variantStepProblems } from '../test/helpers/variant-step-check';
import { loadVariantSet, variantSetNames } from './variant-sets';

/** Returns the number of problems (unsound steps, wrong solutions, puzzles not conquered). */
export function verifyVariantAnalysis(only: readonly string[] = [], techniqueSet: TechniqueSet = 'model'): number {
  const names = variantSetNames().filter((name) => only.length === 0 || only.some((part) => name.includes(part)));
  let failures = 0;
  let puzzles = 0;
  let conquered = 0;
  let steps = 0;
  let withAssumption = 0;
  let assumptions = 0;
  const codesUsed = new Map<string, number>();
  console.log(
    `\nvariant set (${techniqueSet} set)`.padEnd(27) +
      'puzzles  conquered  unsound  wrong-solution  with-A       A     ms',
  );
  for (const name of names) {
    const set = loadVariantSet(name);
    const started = Date.now();
    let setConquered = 0;
    let unsound = 0;
    let wrongSolution = 0;
    let setWithAssumption = 0;
    let setAssumptions = 0;
    set.puzzles.forEach((item, index) => {
      const expected = Array.from(set.solutions[index] ?? []);
      const givens = Array.from(item.givens);
      const result = analyzeVariant(item.geometry, givens, { index, techniqueSet });
      steps += result.steps.length;
      if (result.assumptions > 0) setWithAssumption++;
      setAssumptions += result.assumptions;
      for (const step of result.steps)
        for (const code of labelTokens(step.technique))
          if (code.length > 1) codesUsed.set(code, (codesUsed.get(code) ?? 0) + 1);
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
    withAssumption += setWithAssumption;
    assumptions += setAssumptions;
    console.log(
      `${name.padEnd(26)} ${String(set.puzzles.length).padStart(7)}  ${`${setConquered}/${set.puzzles.length}`.padStart(9)}  ${String(unsound).padStart(7)}  ${String(wrongSolution).padStart(14)}  ${String(setWithAssumption).padStart(6)}  ${String(setAssumptions).padStart(6)}  ${String(Date.now() - started).padStart(5)}`,
    );
  }
  const used = [...codesUsed].map(([code, count]) => `[${code}] ${count}`).join(', ');
  console.log(
    `variant analysis (${techniqueSet} set): ${conquered}/${puzzles} conquered, ${steps} steps checked, ${failures} problems; ` +
      `${withAssumption} puzzles needed A, ${assumptions} assumptions` +
      (techniqueSet === 'full' ? `; full-set steps: ${used || 'none'}` : ''),
  );
  return failures;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const set: TechniqueSet = args.includes('--full') ? 'full' : 'model';
  process.exitCode =
    verifyVariantAnalysis(
      args.filter((arg) => arg !== '--full'),
      set,
    ) > 0
      ? 1
      : 0;
}
