/**
 * Writes test/fixtures/variants/: the first puzzles of each generated (public-domain) set of
 * ../shared/data/variants with their solutions, and small combined and 16×16 sets made here (the
 * shared ones are janko's, which must not be committed): a seeded full grid, then givens removed
 * in random order while the puzzle stays unique, down to about 55 % of the cells.
 * Run: npm run build:cli && node lib/bench/make-variant-fixtures.js
 */

import * as fs from 'fs';
import * as path from 'path';
import {
  combinedPreset,
  generateVariantGrid,
  solveVariant,
  standardGeometry,
  type Geometry,
} from '../src/engine/geometry';
import { createRandom } from '../src/engine/core/random';
import { formatVariantHeader, formatVariantPuzzle } from '../src/io/variant-text';
import { packageRoot, repoPath } from './run';
import { VARIANTS_DIR } from './variant-sets';

const OUT = path.join(packageRoot(), 'test/fixtures/variants');
const GENERATED = [
  'size-4',
  'size-6',
  'size-8',
  'size-10',
  'size-12-4x3',
  'size-25',
  'size-36',
  'diagonal-9',
  'diagonal-16',
  'windoku-9',
  'colour-9-disjoint',
  'colour-9-map',
  'jigsaw-9-generated',
];
const PER_SET = 3;
const SEED = 20261124;

/** The header and first `count` puzzles of a one-line or numeric file. */
function firstPuzzles(text: string, count: number): string {
  const [header, ...blocks] = text.split(/\n(?=[^#])/);
  const body = blocks.join('\n');
  const puzzles = /\n\n/.test(body) ? body.split(/\n\n+/) : body.split('\n');
  const kept = puzzles.filter((p) => p.trim() !== '').slice(0, count);
  const numeric = /\n\n/.test(body);
  return `${header.replace(/^# count: \d+/m, `# count: ${kept.length}`)}\n${kept.join(numeric ? '\n\n' : '\n')}\n`;
}

function copyGenerated(name: string): void {
  const source = repoPath(`${VARIANTS_DIR}/${name}.txt`);
  if (!fs.existsSync(source)) return;
  for (const suffix of ['.txt', '.solutions.txt']) {
    const text = fs.readFileSync(source.replace(/\.txt$/, suffix), 'utf8');
    if (!/^# source: generated/m.test(text)) throw new Error(`${name} is not a generated set`);
    fs.writeFileSync(path.join(OUT, `${name}${suffix}`), firstPuzzles(text, PER_SET));
  }
}

/** A set made here: `geometry`'s seeded full grids, givens removed while unique. */
function makeSet(file: string, geometry: Geometry, seedName: string): void {
  const random = createRandom(`${SEED}-${seedName}`);
  const puzzles: string[] = [];
  const solutions: string[] = [];
  for (let i = 0; i < PER_SET; i++) {
    const grid = generateVariantGrid(geometry, random);
    const puzzle = Uint8Array.from(grid);
    const order = random.shuffle(Array.from({ length: geometry.cellCount }, (_, cell) => cell));
    let givens = geometry.cellCount;
    for (const cell of order) {
      if (givens <= geometry.cellCount * 0.55) break;
      puzzle[cell] = 0;
      if (solveVariant(geometry, puzzle, 2).count === 1) givens--;
      else puzzle[cell] = grid[cell];
    }
    puzzles.push(formatVariantPuzzle(geometry, puzzle));
    solutions.push(formatVariantPuzzle(geometry, grid));
  }
  const header = `${formatVariantHeader(geometry)}\n# source: generated for this repository's tests (bench/make-variant-fixtures.ts), public domain\n# seed: ${SEED}-${seedName}\n# count: ${PER_SET}`;
  fs.writeFileSync(path.join(OUT, `${file}.txt`), `${header}\n${puzzles.join('\n')}\n`);
  fs.writeFileSync(
    path.join(OUT, `${file}.solutions.txt`),
    `${header}\n# solutions of: ${file}.txt\n${solutions.join('\n')}\n`,
  );
}

fs.mkdirSync(OUT, { recursive: true });
for (const name of GENERATED) copyGenerated(name);
for (const name of ['samurai', 'butterfly', 'sohei', 'windmill'])
  makeSet(`combined-${name}`, combinedPreset(name), name);
// The shared 16×16 set is janko's, so a public-domain one is made here.
makeSet('size-16', standardGeometry(16), 'size-16');
console.log(`wrote ${fs.readdirSync(OUT).length} files to ${OUT}`);
