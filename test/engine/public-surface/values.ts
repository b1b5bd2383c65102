/**
 * What the property test passes to the engine's public functions: anything at all, near misses
 * of what they take (81 cells of odd values, strings of puzzle marks and of the text forms the
 * parsers read, objects with the engine's own field names holding odd values, callbacks) and a
 * few things only the engine makes (geometries, a random source, a transform, a valid puzzle), so
 * that the checks behind the first argument are reached too.
 */

import fc from 'fast-check';
import { COMBINED_PRESETS, combinedGeometry, jigsawGeometry, standardGeometry } from '../../../src/engine/geometry';
import { createRandom } from '../../../src/engine/core/random';
import { IDENTITY } from '../../../src/engine/board/transform';

/** A puzzle with one solution (the 30-given classic). */
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

const ODD = [
  null,
  undefined,
  0,
  -0,
  -1,
  1,
  2,
  0.5,
  81,
  1e9,
  -1e9,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  NaN,
  Infinity,
  -Infinity,
  '',
  ' ',
  '0',
  'x',
  true,
  false,
  {},
  [],
  [[]],
  10n,
  Symbol('odd'),
  new Date(NaN),
];

/** Callbacks of every return type a caller might write. */
const CALLBACKS = [() => undefined, () => 0, () => true, () => false, () => 'x', () => ({}), () => NaN];

function engineValues(): unknown[] {
  const jigsaw = '1122' + '1122' + '3344' + '3344';
  return [
    standardGeometry(4),
    standardGeometry(9),
    jigsawGeometry(jigsaw),
    combinedGeometry(COMBINED_PRESETS.butterfly),
    createRandom(7),
    IDENTITY,
    PUZZLE,
    Uint8Array.from(PUZZLE, (mark) => (mark === '.' ? 0 : Number(mark))),
    [...PUZZLE].map((mark) => (mark === '.' ? '' : mark)),
  ];
}

const MARKS = [...'123456789.0-_*xX# ,;:ABGP|\n'];

/** Text in the forms the parsers read: puzzle lines, ranges, offsets, box shapes, layouts. */
function formText(): fc.Arbitrary<string> {
  const n = fc.oneof(fc.nat({ max: 12 }), fc.nat(), fc.constant(99999));
  return fc.oneof(
    fc.string({ unit: fc.constantFrom(...MARKS), maxLength: 100 }),
    fc.tuple(n, n).map(([r, c]) => `lattice:${r}x${c}`),
    fc.tuple(n, n).map(([r, c]) => `${r}x${c}`),
    fc.tuple(n, n).map(([a, b]) => `${a}..${b}`),
    fc.array(fc.tuple(n, n), { maxLength: 6 }).map((pairs) => pairs.map(([r, c]) => `${r},${c}`).join(';')),
  );
}

/** Any value for an argument of the public functions; `fieldNames` are the keys of the objects made. */
export function argumentValue(fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    fc.constantFrom(...ODD, ...CALLBACKS, ...engineValues()),
    fc.integer(),
    fc.double(),
    fc.integer({ min: -2, max: 60 }),
    fc.string({ maxLength: 12 }),
    formText(),
  );
  const cells = fc.oneof(fc.integer({ min: -1, max: 10 }), fc.constantFrom(0.5, NaN, null, '', '5', 'x', undefined));
  return fc.oneof(
    leaf,
    fc.anything({
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withSparseArray: true,
      withNullPrototype: true,
    }),
    fc.array(cells, { minLength: 79, maxLength: 83 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 81, maxLength: 81 }),
    fc.uint8Array({ min: 0, max: 9, minLength: 81, maxLength: 81 }),
    fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 16, maxLength: 16 }),
    fc.array(leaf, { maxLength: 6 }),
    fc.dictionary(fc.constantFrom(...fieldNames), leaf, { maxKeys: 6 }),
    fc.array(fc.dictionary(fc.constantFrom(...fieldNames), leaf, { maxKeys: 6 }), { maxLength: 4 }),
  );
}
