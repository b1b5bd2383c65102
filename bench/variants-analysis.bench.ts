/**
 * Full variant analysis (validation by the exact solver, the human-style loop, grade) per set of
 * ../shared/data/variants: median and max per puzzle, wall clock and CPU (the steadier figure on
 * the shared machine), against the variants issue's targets — median ≤ 5 ms for 16×16 and
 * samurai, every 49×49 puzzle under 300 ms. `npm run bench -- variants-analysis`.
 */

import { analyzeVariant } from '../src/engine/analysis/variant-analyser';
import { measure, median } from './run';
import { loadVariantSet, variantSetNames } from './variant-sets';

const MEDIAN_TARGETS: Record<string, number> = { 'size-16': 5, 'diagonal-16': 5, samurai: 5 };
const MAX_TARGETS: Record<string, number> = { 'size-49': 300 };
const WARM_UP = 3;

export async function runBench(): Promise<void> {
  const names = variantSetNames();
  if (names.length === 0) {
    console.log('no variant sets (../shared/data/variants)');
    return;
  }
  console.log('set                        puzzles  median ms (cpu)   max ms (cpu)   target');
  for (const name of names) {
    const set = loadVariantSet(name);
    for (const item of set.puzzles.slice(0, WARM_UP)) analyzeVariant(item.geometry, item.givens);
    const wall: number[] = [];
    const cpu: number[] = [];
    for (const item of set.puzzles) {
      const time = measure(() => analyzeVariant(item.geometry, item.givens));
      wall.push(time.wallMs);
      cpu.push(time.cpuMs);
    }
    const target = targetVerdict(name, median(cpu), Math.max(...cpu));
    console.log(
      `${name.padEnd(26)} ${String(set.puzzles.length).padStart(7)}  ${median(wall).toFixed(2).padStart(8)} (${median(cpu).toFixed(1).padStart(5)})  ${Math.max(
        ...wall,
      )
        .toFixed(1)
        .padStart(7)} (${Math.max(...cpu)
        .toFixed(0)
        .padStart(4)})   ${target}`,
    );
  }
}

/** Judged on CPU time: the wall clock also counts the other processes sharing the cores. */
function targetVerdict(name: string, medianCpu: number, maxCpu: number): string {
  if (name in MEDIAN_TARGETS)
    return `median ≤ ${MEDIAN_TARGETS[name]} ms: ${medianCpu <= MEDIAN_TARGETS[name] ? 'pass' : 'FAIL'}`;
  if (name in MAX_TARGETS) return `each < ${MAX_TARGETS[name]} ms: ${maxCpu < MAX_TARGETS[name] ? 'pass' : 'FAIL'}`;
  return '';
}
