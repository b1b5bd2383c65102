/**
 * The --kind, --box, --grids, --layout and --drop options, and the choice between the 9×9 path and
 * the variant reader (variant.ts), apart from that reader: choosing loads no geometry, so a 9×9
 * command never loads the variant modules.
 */

import { isStandardNine, isVariantArgument } from '../io/variant-choice';
import type { VariantOptions } from '../io/variant-text';
import { jobsOption, type ParsedArgs } from './io';

/** A file names its kind (or box shape, or combined grids) in a header line such as "# kind: jigsaw". */
const KIND_HEADER = /^\s*#\s*(kind|box|grids|layout)\s*:/im;

export function variantOptions(parsed: ParsedArgs): VariantOptions {
  const options: VariantOptions = {};
  for (const key of ['kind', 'box', 'grids', 'layout', 'drop'] as const) {
    const value = parsed.value(key);
    if (value !== undefined) options[key] = value;
  }
  return options;
}

// The choice between the 9×9 path and the variant reader is shared with the worksheet functions.
export { isStandardNine, isVariantArgument };

/**
 * The threads a generate run uses, here so that main.ts can start the workers before it loads the
 * generator: the 9×9 patterns of --pattern spread over --jobs; a pattern file of another kind, and
 * a whole combined layout (no --pattern), run in this thread. A bad --jobs is refused either way.
 */
export function generateThreads(parsed: ParsedArgs): number {
  const jobs = jobsOption(parsed);
  return parsed.value('pattern') !== undefined && isStandardNine(variantOptions(parsed)) ? jobs : 1;
}

/**
 * Whether a text file goes to the variant reader: a kind option, a kind/box/grids header in it, or
 * a first puzzle line whose token is N² symbols for an N other than 9 (an N×N standard puzzle).
 */
export function isVariantText(text: string, options: VariantOptions): boolean {
  if (!isStandardNine(options) || KIND_HEADER.test(text)) return true;
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '' && !line.trim().startsWith('#'));
  const token = first?.trim().split(/\s+/)[0] ?? '';
  const n = Math.round(Math.sqrt([...token].length));
  return n >= 4 && n !== 9 && n * n === [...token].length && !/[,;\t]/.test(first ?? '');
}
