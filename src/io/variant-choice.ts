/**
 * The choice between the standard 9×9 path and the variant reader (variant-text.ts), apart from
 * that reader so that making it loads no geometry: a 9×9 puzzle never needs the variant modules.
 */

import type { VariantOptions } from './variant-text';

/** No option asks for anything but the 9×9 with 3×3 boxes. */
export function isStandardNine(options: VariantOptions): boolean {
  const kind = options.kind?.trim().toLowerCase();
  return (kind === undefined || kind === 'standard') && (options.box === undefined || options.box.trim() === '3x3') && options.grids === undefined && options.layout === undefined;
}

/**
 * Whether a puzzle argument goes to the variant reader when no option names a kind: a `#` (a gap
 * of a combined puzzle), or fewer than 81 symbols (N×N for a square, else the message naming
 * --kind). From 81 symbols on it stays a 9×9, its tail named in a warning as always.
 */
export function isVariantArgument(text: string, options: VariantOptions): boolean {
  if (!isStandardNine(options)) return true;
  const token = text.trim().split(/[ \t]+/)[0] ?? '';
  // "…81 symbols#note" is a 9×9 with a comment, as it always was.
  const symbols = [...token];
  return symbols.length < 81 || symbols.slice(0, 81).includes('#');
}
