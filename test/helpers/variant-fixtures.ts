/**
 * The variant analysis fixtures (test/fixtures/variant-analysis, see its README): puzzles of every
 * kind with their unique solutions, and the geometry each is played on; and the variant engine's
 * fixtures (test/fixtures/variants, read with the product's text reader), which add combined
 * layouts.
 */

import * as fs from 'fs';
import * as path from 'path';
import {
  colourGeometry,
  diagonalGeometry,
  jigsawGeometry,
  parseBoxShape,
  standardGeometry,
  windokuGeometry,
} from '../../src/engine/geometry';
import type { Geometry } from '../../src/engine/geometry';
import { readVariantText, readVariantValues } from '../../src/io/variant-text';

export interface VariantFixture {
  set: string;
  geometry: Geometry;
  puzzle: number[];
  solution: number[];
}

interface FixtureRecord {
  set: string;
  kind: string;
  size: number;
  box: string | null;
  map: string | null;
  puzzle: number[];
  solution: number[];
}

function geometryOf(record: FixtureRecord): Geometry {
  const box = record.box ? parseBoxShape(record.box, record.size) : undefined;
  switch (record.kind) {
    case 'standard':
      return standardGeometry(record.size, box);
    case 'diagonal':
      return diagonalGeometry(record.size, box);
    case 'windoku':
      return windokuGeometry(record.size);
    case 'jigsaw':
      return jigsawGeometry(record.map as string);
    case 'colour':
      return colourGeometry(record.map as string, box);
    default:
      throw new Error(`fixture kind ${record.kind} has no geometry here`);
  }
}

let cache: VariantFixture[] | undefined;

export function variantFixtures(): VariantFixture[] {
  cache ??= fs
    .readFileSync(path.join(__dirname, '..', 'fixtures', 'variant-analysis', 'generated.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const record = JSON.parse(line) as FixtureRecord;
      return { set: record.set, geometry: geometryOf(record), puzzle: record.puzzle, solution: record.solution };
    });
  return cache;
}

const ENGINE_FIXTURES = path.join(__dirname, '..', 'fixtures', 'variants');

/** The sets of test/fixtures/variants (file names without .txt). */
export function engineFixtureSets(): string[] {
  return fs
    .readdirSync(ENGINE_FIXTURES)
    .filter((file) => file.endsWith('.txt') && !file.endsWith('.solutions.txt'))
    .map((file) => file.slice(0, -'.txt'.length));
}

/** The puzzles of one set of test/fixtures/variants with their solutions. */
export function engineFixtures(set: string): VariantFixture[] {
  const read = readVariantText(fs.readFileSync(path.join(ENGINE_FIXTURES, `${set}.txt`), 'utf8'));
  const puzzles = read.entries.map((entry) => {
    if (!entry.puzzle) throw new Error(`${set} line ${entry.line}: ${entry.error?.message}`);
    return entry.puzzle;
  });
  const solutions = readVariantValues(
    fs.readFileSync(path.join(ENGINE_FIXTURES, `${set}.solutions.txt`), 'utf8'),
    puzzles.map((puzzle) => puzzle.geometry),
  );
  return puzzles.map((puzzle, i) => ({
    set,
    geometry: puzzle.geometry,
    puzzle: Array.from(puzzle.givens),
    solution: Array.from(solutions[i]),
  }));
}
