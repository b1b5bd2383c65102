/**
 * Issue 16 item 3: do isomorphs agree? Each puzzle of mixed1000 and top95 beside ISOMORPHS random
 * isomorphs of it (seeded, so every run draws the same), analysed on the puzzle as given (the loop
 * before the canonical form: analyzeAsGiven) and by analyzePuzzle (the canonical form, mapped
 * back). Counts the pairs (puzzle, isomorph) whose status or grade differ, or whose effort differs
 * by more than 2 % and 10 %; then the Spearman correlation with SE over the isomorphs of the 600
 * rated puzzles of mixed1000_meta.csv; and the canonicaliser's own CPU time per puzzle.
 */

import { analyzeAsGiven, analyzePuzzle } from '../src/engine/analysis/analyser';
import { canonicalForm } from '../src/engine/board/canonical';
import { digitsFromCanonical, digitsToString } from '../src/engine/board/grid';
import { createRandom } from '../src/engine/core/random';
import { applyTransform, randomTransform } from '../src/engine/board/transform';
import type { AnalysisResult } from '../src/engine/analysis/types';
import { gradeQuality, puzzlesOf, seRatedPuzzles } from './analyser.bench';
import { measure } from './run';

const ISOMORPHS = 2;
const SETS: [string, string][] = [
  ['mixed1000', '../shared/data/rated/mixed1000.txt'],
  ['top95', '../shared/data/rated/top95.txt'],
];

type Analyse = (puzzle: string) => AnalysisResult;
const WAYS: [string, Analyse][] = [
  ['as given (before)', (puzzle) => analyzeAsGiven(puzzle)],
  ['canonical (after)', (puzzle) => analyzePuzzle(puzzle)],
];

function isomorphsOf(puzzle: string, index: number): string[] {
  const random = createRandom(`isomorphs ${index}`);
  return Array.from({ length: ISOMORPHS }, () =>
    digitsToString(applyTransform(randomTransform(random), digitsFromCanonical(puzzle))),
  );
}

function percent(count: number, of: number): string {
  return `${count} (${((100 * count) / Math.max(1, of)).toFixed(1)} %)`;
}

export async function runBench(): Promise<void> {
  console.log(`pairs: each puzzle beside ${ISOMORPHS} random isomorphs`);
  console.log(
    'set        way                  pairs  status differs  grade differs  level ±2+  effort >2 %   effort >10 %',
  );
  for (const [name, file] of SETS) {
    const puzzles = puzzlesOf(file);
    for (const [way, analyse] of WAYS) {
      const differ = { pairs: 0, status: 0, grade: 0, farLevel: 0, effort2: 0, effort10: 0 };
      puzzles.forEach((puzzle, index) => {
        const base = analyse(puzzle);
        for (const isomorph of isomorphsOf(puzzle, index)) {
          const other = analyse(isomorph);
          differ.pairs++;
          if (other.status !== base.status) differ.status++;
          if (other.grade?.level !== base.grade?.level) differ.grade++;
          if (base.grade && other.grade && Math.abs(base.grade.level - other.grade.level) >= 2) differ.farLevel++;
          if (base.status === 'conquer' && other.status === 'conquer') {
            const ratio = Math.abs(other.effort - base.effort) / Math.max(base.effort, other.effort);
            if (ratio > 0.02) differ.effort2++;
            if (ratio > 0.1) differ.effort10++;
          }
        }
      });
      const { pairs } = differ;
      console.log(
        `${name.padEnd(10)} ${way.padEnd(19)} ${String(pairs).padStart(6)}  ${percent(differ.status, pairs).padStart(14)}  ${percent(differ.grade, pairs).padStart(13)}  ` +
          `${percent(differ.farLevel, pairs).padStart(9)}  ${percent(differ.effort2, pairs).padStart(11)}  ${percent(differ.effort10, pairs).padStart(13)}`,
      );
    }
  }

  const rated = seRatedPuzzles();
  const se = rated.flatMap(({ se: rating }) => Array<number>(ISOMORPHS).fill(rating));
  console.log(
    `\nSpearman with SE over ${ISOMORPHS} isomorphs of each of the ${rated.length} rated puzzles of mixed1000_meta.csv:`,
  );
  for (const [way, analyse] of WAYS) {
    const results = rated.flatMap(({ puzzle }, index) => isomorphsOf(puzzle, index).map(analyse));
    const quality = gradeQuality(results, se);
    console.log(`  ${way.padEnd(19)} level ${quality.level.toFixed(3)}   total effort ${quality.effort.toFixed(3)}`);
  }

  const digits = puzzlesOf(SETS[0][1]).map(digitsFromCanonical);
  digits.forEach((puzzle) => canonicalForm(puzzle));
  const { cpuMs } = measure(() => {
    for (let run = 0; run < 5; run++) digits.forEach((puzzle) => canonicalForm(puzzle));
  });
  console.log(`\ncanonical form: ${((cpuMs * 1000) / (5 * digits.length)).toFixed(1)} µs CPU per puzzle (mixed1000)`);
}
