/**
 * The kind of a book section (issue 40, item 1): any kind the variant generator makes — a square
 * of N symbols with its box shape, diagonal, windoku, jigsaw (its region map), colour (its map)
 * and the combined presets such as samurai. Kept as plain data so that a task crosses to a worker
 * thread; the geometry is built again from it where the puzzle is searched for.
 */

import { PuzzleError } from '../core/errors';
import {
  COMBINED_PRESETS,
  colourGeometry,
  combinedPreset,
  diagonalGeometry,
  jigsawGeometry,
  parseBoxShape,
  standardGeometry,
  windokuGeometry,
} from '../geometry/presets';
import type { Geometry } from '../geometry/geometry';
import type { Random } from '../core/random';
import { requireInteger, requireName, requireRecord, requireText } from '../core/arguments';
import { MAX_SYMBOLS, MIN_SYMBOLS } from '../core/limits';

export const SQUARE_KINDS = ['standard', 'diagonal', 'windoku', 'jigsaw', 'colour'] as const;
export type SquareKind = (typeof SQUARE_KINDS)[number];

export type BookKind =
  | { kind: SquareKind; size: number; box?: string; regions?: string; colours?: string }
  | { kind: 'combined'; preset: string };

/** The section keys a kind reads besides "kind". */
export const KIND_KEYS = ['size', 'box', 'regions', 'colours'] as const;

const NINE: BookKind = { kind: 'standard', size: 9 };

/** A refusal of the kind keys, with its reason and values for a front end's own words (plan.ts's refusals). */
function kindRefusal(message: string, reason: string, values: Record<string, string | number> = {}): PuzzleError {
  return new PuzzleError('bad-input', message, [], { problem: 'plan', reason, values });
}

/** Whether the section is the 9×9 the book's own generator and print models serve. */
export function isStandardNineKind(kind: BookKind | undefined): boolean {
  return kind === undefined || (kind.kind === 'standard' && kind.size === 9 && (kind.box ?? '3x3') === '3x3');
}

function spelled(value: unknown): string {
  const text = String(value).trim().toLowerCase();
  if (text === 'color') return 'colour';
  if (text === '9x9' || text === '9×9') return 'standard';
  return text;
}

/**
 * The kind a section names (its "kind", "size", "box", "regions", "colours" keys), its geometry
 * built once to check it; PuzzleError('bad-input') saying what is wrong, for the caller to place.
 */
export function readBookKind(section: Record<string, unknown>): BookKind | undefined {
  if (section.kind === undefined) {
    const stray = KIND_KEYS.find((key) => section[key] !== undefined);
    if (stray !== undefined) throw kindRefusal(`"${stray}" needs a "kind"`, 'kind-needed', { key: stray });
    return undefined;
  }
  if (typeof section.kind !== 'string') throw kindRefusal('"kind" is the name of a kind', 'kind-form');
  const name = spelled(section.kind);
  if (Object.prototype.hasOwnProperty.call(COMBINED_PRESETS, name)) {
    const stray = KIND_KEYS.find((key) => section[key] !== undefined);
    if (stray !== undefined)
      throw kindRefusal(`"${stray}" is not for the combined layout "${name}", whose grids are 9×9`, 'combined-key', {
        key: stray,
        kind: name,
      });
    return { kind: 'combined', preset: name };
  }
  if (!(SQUARE_KINDS as readonly string[]).includes(name))
    throw kindRefusal(
      `unknown kind ${JSON.stringify(section.kind)} (known: ${[...SQUARE_KINDS, ...Object.keys(COMBINED_PRESETS)].join(', ')})`,
      'unknown-kind',
      { value: JSON.stringify(section.kind), known: [...SQUARE_KINDS, ...Object.keys(COMBINED_PRESETS)].join(', ') },
    );
  for (const key of ['box', 'regions', 'colours'] as const)
    if (section[key] !== undefined && typeof section[key] !== 'string')
      throw kindRefusal(`"${key}" is text`, 'kind-text', { key });
  const regions = section.regions as string | undefined;
  const colours = section.colours as string | undefined;
  if (name === 'jigsaw' && regions === undefined)
    throw kindRefusal('a jigsaw needs "regions", its region map of N² labels, one per cell', 'regions-missing');
  if (name === 'colour' && colours === undefined)
    throw kindRefusal('a colour kind needs "colours", its map of N² labels ("." for no extra unit)', 'colours-missing');
  if (regions !== undefined && name !== 'jigsaw' && name !== 'colour')
    throw kindRefusal(`"regions" is for a jigsaw, not a ${name}`, 'regions-kind', { kind: name });
  if (colours !== undefined && name !== 'colour')
    throw kindRefusal(`"colours" is for the colour kind`, 'colours-kind', { kind: name });
  const size = section.size;
  if (
    size !== undefined &&
    (typeof size !== 'number' || !Number.isInteger(size) || size < MIN_SYMBOLS || size > MAX_SYMBOLS)
  )
    throw kindRefusal(
      `"size" is the number of symbols, ${MIN_SYMBOLS} to ${MAX_SYMBOLS}, such as 16, not ${JSON.stringify(size)}`,
      'size',
      { value: JSON.stringify(size) ?? String(size) },
    );
  // A map gives its own size, which the geometry reads from it.
  const kind: BookKind = { kind: name as SquareKind, size: size ?? 9 };
  if (typeof section.box === 'string') kind.box = section.box;
  if (regions !== undefined) kind.regions = regions;
  if (colours !== undefined) kind.colours = colours;
  const geometry = describedGeometry(kind);
  if (regions !== undefined || colours !== undefined) {
    if (size !== undefined && geometry.size !== size)
      throw kindRefusal(`"size" is ${size} but the map is of a ${geometry.size}×${geometry.size} grid`, 'size-map', {
        size,
        map: geometry.size,
      });
    kind.size = geometry.size;
  }
  return isStandardNineKind(kind) ? undefined : kind;
}

/** The kind's geometry, a description no grid fits refused with the presets' reason (errors.ts, 'geometry'). */
function describedGeometry(kind: BookKind): Geometry {
  try {
    return kindGeometry(kind);
  } catch (error) {
    if (error instanceof PuzzleError && error.input?.problem === 'geometry')
      throw kindRefusal(error.message, error.input.reason, error.input.values);
    throw error;
  }
}

/** The kind's geometry (the presets' own errors name a map or box that does not fit). */
export function kindGeometry(kind: BookKind = NINE): Geometry {
  if (kind.kind === 'combined') return combinedPreset(kind.preset);
  const box = kind.box === undefined ? undefined : parseBoxShape(kind.box, kind.size);
  switch (kind.kind) {
    case 'diagonal':
      return diagonalGeometry(kind.size, box);
    case 'windoku':
      return windokuGeometry(kind.size);
    case 'jigsaw':
      return jigsawGeometry((kind.regions ?? '').replace(/\s/g, ''), kind.colours?.replace(/\s/g, ''));
    case 'colour':
      return kind.regions !== undefined
        ? jigsawGeometry(kind.regions.replace(/\s/g, ''), (kind.colours ?? '').replace(/\s/g, ''))
        : colourGeometry((kind.colours ?? '').replace(/\s/g, ''), box);
    default:
      return standardGeometry(kind.size, box);
  }
}

/** A human name for the kind: "16×16", "diagonal 9×9", "samurai". */
export function kindName(kind: BookKind | undefined): string {
  if (kind === undefined) return '9×9';
  if (kind.kind === 'combined') return kind.preset;
  const size = `${kind.size}×${kind.size}`;
  return kind.kind === 'standard' ? size : `${kind.kind} ${size}`;
}

export function requireBookKind(value: unknown): asserts value is BookKind {
  requireRecord(value, "The section's kind");
  const kind = value as Partial<Record<string, unknown>>;
  requireName(kind.kind, [...SQUARE_KINDS, 'combined'], 'The kind');
  if (kind.kind === 'combined') return requireName(kind.preset, Object.keys(COMBINED_PRESETS), 'The combined layout');
  requireInteger(kind.size, 'The symbol count', 4, 49);
  for (const key of ['box', 'regions', 'colours'] as const)
    if (kind[key] !== undefined) requireText(kind[key], `The kind's ${key}`);
}

/** Symmetries a drawn pattern of another kind may have: the half turn maps every square grid (and its boxes) onto itself. */
export const KIND_SYMMETRIES = ['rotate180'] as const;

/** The kind's cells a half turn maps onto one another (a centre cell alone), or each cell alone. */
function kindOrbits(geometry: Geometry, symmetric: boolean): number[][] {
  const { rows, cols, cellAt } = geometry;
  const seen = new Uint8Array(geometry.cellCount);
  const orbits: number[][] = [];
  for (let square = 0; square < rows * cols; square++) {
    const cell = cellAt[square];
    if (cell < 0 || seen[cell]) continue;
    const turned = symmetric ? cellAt[rows * cols - 1 - square] : cell;
    seen[cell] = 1;
    if (turned >= 0 && turned !== cell) {
      seen[turned] = 1;
      orbits.push([cell, turned]);
    } else orbits.push([cell]);
  }
  return orbits;
}

/** Whether some pattern of the kind with the symmetry has from min to max givens. */
export function kindCountReachable(geometry: Geometry, symmetric: boolean, min: number, max: number): boolean {
  const orbits = kindOrbits(geometry, symmetric);
  const singles = orbits.filter((orbit) => orbit.length === 1).length;
  const pairs = orbits.length - singles;
  for (let n = min; n <= max; n++) {
    // n = 2p + s with p ≤ pairs and s ≤ singles.
    for (let s = n % 2; s <= Math.min(singles, n); s += 2) if ((n - s) / 2 <= pairs) return true;
  }
  return false;
}

/** A pattern (true where a given goes) of min..max givens, half-turn symmetric when asked; null when the count cannot be met. */
export function kindPattern(
  random: Random,
  geometry: Geometry,
  symmetric: boolean,
  min: number,
  max: number,
): boolean[] | null {
  const orbits = kindOrbits(geometry, symmetric);
  for (let attempt = 0; attempt < 20; attempt++) {
    const pattern = new Array<boolean>(geometry.cellCount).fill(false);
    let left = min + random.int(max - min + 1);
    for (const orbit of random.shuffle([...orbits])) {
      if (orbit.length > left) continue;
      for (const cell of orbit) pattern[cell] = true;
      left -= orbit.length;
      if (left === 0) return pattern;
    }
  }
  return null;
}
