/**
 * `transform` on puzzles of the other kinds (issue 33): the engine's variant transforms
 * (src/engine/geometry/variant-transform.ts), printed so that they can be read back: as text, the
 * variant form under the header lines a reader needs (given again whenever they change); as JSON,
 * the kind and size as `solve` gives them with the one-line form (maps included) or rows of
 * numbers. Loaded only for such a puzzle, so a 9×9 run never loads the geometry.
 */

import {
  applyVariantTransform,
  describeGeometry,
  standardGeometry,
  variantTransform,
  type VariantTransformChoice,
} from '../engine/variants';
import { isPuzzleError, createRandom } from '../engine';
import { formatVariantHeader, formatVariantPuzzle, type VariantPuzzle } from '../io/variant-text';
import { valuesForJson } from '../io/variant-values';

/** The transform the options name: quarter turns, transposition, and the new symbol of each symbol 1 … N. */
export interface NamedTransform {
  quarterTurns: number;
  transpose: boolean;
  relabel?: number[];
}

/** What the JSON line of a transformed puzzle of another kind adds to the 9×9's. */
export interface VariantTransformFields {
  kind: string;
  size: { rows: number; cols: number; symbols: number };
  puzzle: string | number[][];
  from: string | number[][];
}

/** How a person names the moves: the options as typed. */
function movesAsTyped(named: NamedTransform): string {
  const turns = named.quarterTurns > 0 ? [`--rotate ${named.quarterTurns * 90}`] : [];
  return [...turns, ...(named.transpose ? ['--transpose'] : [])].join(' ');
}

/** Why the named transform does not fit this puzzle, in one sentence naming the option and the kind; undefined when it fits. */
export function variantRefusal({ geometry }: VariantPuzzle, named: NamedTransform | null): string | undefined {
  if (!named) return undefined;
  const { relabel } = named;
  if (relabel && relabel.length !== geometry.size)
    return `--relabel names ${relabel.length} symbols; this ${describeGeometry(geometry)} has ${geometry.size}.`;
  try {
    variantTransform(geometry, { quarterTurns: named.quarterTurns, transpose: named.transpose });
    return undefined;
  } catch (error) {
    if (isPuzzleError(error)) return `${movesAsTyped(named)}: ${error.message}.`;
    throw error;
  }
}

/** A transformed puzzle: the random part from `seed` (when given), then the named one, which variantRefusal found to fit. */
export function transformVariant(
  { geometry, givens }: VariantPuzzle,
  named: NamedTransform | null,
  seed: number | undefined,
): { puzzle: VariantPuzzle; fields: VariantTransformFields } {
  const choice: VariantTransformChoice = {
    ...(named ?? {}),
    ...(seed === undefined ? {} : { random: createRandom(seed) }),
  };
  const transform = variantTransform(geometry, choice);
  const values = applyVariantTransform(transform, givens);
  const moved = transform.geometry;
  const fields = {
    kind: moved.kind,
    size: { rows: moved.rows, cols: moved.cols, symbols: moved.size },
    puzzle: valuesForJson(moved, values, true),
    from: valuesForJson(geometry, givens, true),
  };
  return { puzzle: { geometry: moved, givens: values }, fields };
}

/** The text of a transformed puzzle: its header lines when they differ from `header` (the last ones printed), then the puzzle. */
export function variantTextLines(
  { geometry, givens }: VariantPuzzle,
  header: string | undefined,
): { lines: string[]; header: string } {
  const own = formatVariantHeader(geometry);
  const text = formatVariantPuzzle(geometry, givens);
  // The numeric form's rows end with a blank line, so that the next puzzle's rows are not read as more of its own.
  const puzzle = text.includes('\n') ? [text, ''] : [text];
  return { lines: own === header ? puzzle : [own, ...puzzle], header: own };
}

/** The header a 9×9 line needs after the header of another kind, so that it is not read as that kind. */
export function nineHeader(): string {
  return formatVariantHeader(standardGeometry(9));
}
