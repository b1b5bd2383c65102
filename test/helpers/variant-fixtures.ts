/**
 * The variant analysis fixtures (test/fixtures/variant-analysis, see its README): puzzles of every
 * kind with their unique solutions, and the geometry each is played on.
 */

import * as fs from 'fs';
import * as path from 'path';
import { colourGeometry, diagonalGeometry, jigsawGeometry, parseBoxShape, standardGeometry, windokuGeometry } from '../../src/engine/geometry';
import type { Geometry } from '../../src/engine/geometry';

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
