/**
 * The choice between the standard 9×9 path and the variant reader (variant-text.ts), apart from
 * that reader so that making it loads no geometry: a 9×9 puzzle never needs the variant modules.
 */

import { isPositionText } from './position-text';

/** What the command line's --kind, --box and --grids (or a file's headers) say. */
export interface VariantOptions {
  /** standard, diagonal, windoku, jigsaw, colour, combined, or a combined preset (samurai, sumo, …). */
  kind?: string;
  /** RxC box shape, e.g. "4x3". */
  box?: string;
  /** Combined grid offsets "r,c;r,c;…" (0-based). */
  grids?: string;
  /** Combined lattice layout "lattice:RxC" (grids at (6i, 6j), i + j even); like grids, implies combined. */
  layout?: string;
  /** Lattice places "i,j;…" the layout leaves out. */
  drop?: string;
}

/** No option asks for anything but the 9×9 with 3×3 boxes. */
export function isStandardNine(options: VariantOptions): boolean {
  const kind = options.kind?.trim().toLowerCase();
  return (
    (kind === undefined || kind === 'standard') &&
    (options.box === undefined || options.box.trim() === '3x3') &&
    options.grids === undefined &&
    options.layout === undefined
  );
}

/**
 * Whether a puzzle argument goes to the variant reader when no option names a kind: a `#` (a gap
 * of a combined puzzle), fewer than 81 symbols (N×N for a square, else the message naming
 * --kind), or N² symbols for N from 10 to 35, each a digit, a letter or a blank (a 16×16 or a
 * 25×25 on one line, as its grid is written). Anything else from 81 symbols on stays a 9×9, its
 * tail named in a warning as always ("…81 symbols#note" is a 9×9 with a comment). A position with
 * pencil marks (isPositionText) is a 9×9.
 */
export function isVariantArgument(text: string, options: VariantOptions): boolean {
  if (!isStandardNine(options)) return true;
  if (isPositionText(text)) return false;
  const token = text.trim().split(/[ \t]+/)[0] ?? '';
  const symbols = [...token];
  if (symbols.length < 81 || symbols.slice(0, 81).includes('#')) return true;
  return isLargerSquareLine(symbols);
}

/** The one-line form goes up to 35 symbols (1–9, A–Z), so up to 35² = 1,225 squares. */
const LARGEST_ONE_LINE_SIDE = 35;

function isLargerSquareLine(symbols: readonly string[]): boolean {
  const side = Math.round(Math.sqrt(symbols.length));
  if (side * side !== symbols.length || side < 10 || side > LARGEST_ONE_LINE_SIDE) return false;
  return symbols.every((symbol) => /^[0-9A-Za-z._*-]$/.test(symbol));
}
