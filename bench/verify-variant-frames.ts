/**
 * Issue 34 item 2b over every puzzle of ../shared/data/variants (part of `npm run verify`): each
 * puzzle and a copy of it — a random rotation or mirror of its layout (one the geometry allows:
 * the first that fits of a random choice, a half turn, none) and a random relabelling — must analyse alike: the same status, grade,
 * assumptions, effort, rating and number of steps, and the same counts once the row and column letters
 * are taken together (a move may turn rows into columns). Prints per set how many copies differ.
 * With `--full`, the analyses use the full set (as `--technique-set full`).
 */

import { createRandom, type Random } from '../src/engine/core/random';
import type { Geometry } from '../src/engine/geometry/geometry';
import {
  applyVariantTransform,
  variantTransform,
  type VariantTransform,
} from '../src/engine/geometry/variant-transform';
import { analyzeVariant, type VariantAnalysisResult } from '../src/engine/analysis/variant-analyser';
import type { TechniqueSet } from '../src/engine/analysis/types';
import { loadVariantSet, variantSetNames } from './variant-sets';

/** The counts with L and C, and W and Y, summed: what a move that turns rows into columns keeps. */
function countsAcrossLines(result: VariantAnalysisResult): string {
  const counts: Record<string, number> = { ...result.techniqueCounts };
  const merge = (into: string, from: string) => {
    counts[into] = (counts[into] ?? 0) + (counts[from] ?? 0);
    delete counts[from];
  };
  merge('L', 'C');
  merge('W', 'Y');
  return JSON.stringify(Object.entries(counts).sort());
}

function summary(result: VariantAnalysisResult): string {
  return [
    result.status,
    result.grade?.level,
    result.assumptions,
    result.effort.toFixed(6),
    result.rating,
    result.steps.length,
    countsAcrossLines(result),
  ].join(' ');
}

/** A random rotation or mirror that fits the layout (else a half turn, else none) with a random relabelling. */
function randomMove(geometry: Geometry, random: Random): VariantTransform {
  const relabel = random.shuffle(Array.from({ length: geometry.size }, (_, symbol) => symbol + 1));
  const choices = [{ quarterTurns: random.int(4), transpose: random.int(2) === 1 }, { quarterTurns: 2 }, {}];
  for (const choice of choices) {
    try {
      return variantTransform(geometry, { ...choice, relabel });
    } catch {
      // The move breaks a unit this geometry keeps: try the next.
    }
  }
  throw new Error('no move fits, not even none');
}

/** Returns the number of copies that analyse differently. */
export function verifyVariantFrames(only: readonly string[] = [], techniqueSet: TechniqueSet = 'model'): number {
  const names = variantSetNames().filter((name) => only.length === 0 || only.some((part) => name.includes(part)));
  let differ = 0;
  let total = 0;
  console.log('\nvariant set                puzzles  copies alike     ms');
  for (const name of names) {
    const set = loadVariantSet(name);
    const started = Date.now();
    let alike = 0;
    set.puzzles.forEach((item, index) => {
      const transform = randomMove(item.geometry, createRandom(`${name} ${index}`));
      const copy = applyVariantTransform(transform, item.givens);
      const original = summary(analyzeVariant(item.geometry, Array.from(item.givens), { techniqueSet }));
      const moved = summary(analyzeVariant(transform.geometry, Array.from(copy), { techniqueSet }));
      if (original === moved) alike++;
      else if (set.puzzles.length - alike <= 2) console.log(`  ${name} #${index + 1}: ${original} | copy: ${moved}`);
    });
    differ += set.puzzles.length - alike;
    total += set.puzzles.length;
    console.log(
      `${name.padEnd(26)} ${String(set.puzzles.length).padStart(7)}  ${`${alike}/${set.puzzles.length}`.padStart(12)}  ${String(Date.now() - started).padStart(5)}`,
    );
  }
  console.log(
    `variant frames (${techniqueSet} set): ${total - differ}/${total} moved and relabelled copies analyse alike`,
  );
  return differ;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const only = args.filter((arg) => arg !== '--full');
  process.exitCode = verifyVariantFrames(only, args.includes('--full') ? 'full' : 'model') > 0 ? 1 : 0;
}
