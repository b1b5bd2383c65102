/**
 * The puzzle sets of ../shared/data/variants, read with the product's variant text reader: each
 * set's puzzles, its solutions file, and the count its header promises.
 */

import * as fs from 'fs';
import * as path from 'path';
import { readVariantText, readVariantValues } from '../src/io/variant-text';
import type { VariantPuzzle } from '../src/io/variant-text';
import { dataPath, repoPath } from './run';

export const VARIANTS_DIR = '../shared/data/variants';

export interface VariantSet {
  name: string;
  puzzles: VariantPuzzle[];
  /** Solutions in the same order (values per cell). */
  solutions: Uint8Array[];
  /** The `# count:` header, NaN when absent. */
  headerCount: number;
  /** Read errors and warnings, with line numbers. */
  problems: string[];
}

export function variantSetNames(): string[] {
  const dir = dataPath(VARIANTS_DIR);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.txt') && !file.endsWith('.solutions.txt'))
    .map((file) => file.slice(0, -'.txt'.length))
    .sort();
}

export function loadVariantSet(name: string): VariantSet {
  const file = path.join(repoPath(VARIANTS_DIR), `${name}.txt`);
  const text = fs.readFileSync(file, 'utf8');
  const read = readVariantText(text);
  const problems = [...read.warnings];
  const puzzles: VariantPuzzle[] = [];
  for (const entry of read.entries) {
    if (entry.puzzle) puzzles.push(entry.puzzle);
    else problems.push(`${name}: ${entry.error?.message}`);
  }
  let solutions: Uint8Array[] = [];
  try {
    // Solution lines carry no maps, so they are read onto the puzzles' geometries.
    solutions = readVariantValues(
      fs.readFileSync(file.replace(/\.txt$/, '.solutions.txt'), 'utf8'),
      puzzles.map((p) => p.geometry),
    );
  } catch (error) {
    problems.push(`${name}.solutions: ${(error as Error).message}`);
  }
  const count = /^# count:\s*(\d+)/m.exec(text);
  return { name, puzzles, solutions, headerCount: count ? Number(count[1]) : NaN, problems };
}
