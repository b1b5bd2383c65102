/**
 * The --kind, --box, --grids, --layout and --drop options, and the choice between the 9×9 path and
 * the variant reader (variant-puzzles.ts), apart from that reader: choosing loads no geometry, so a 9×9
 * command never loads the variant modules.
 */

import { isStandardNine, isVariantArgument } from '../io/variant-choice';
import type { VariantOptions } from '../io/variant-text';
import { isPuzzleError, parseGridOffsets, parseLatticeLayout } from '../engine';
import { CommandError } from './command-error';
import { jobsOption } from './option-values';
import type { ParsedArgs } from './parse-args';

/** The options; a --layout or --grids that cannot be read, or beyond the largest layout, is bad usage (exit 2) before any work. */
export function variantOptions(parsed: ParsedArgs): VariantOptions {
  const options: VariantOptions = {};
  for (const key of ['kind', 'box', 'grids', 'layout', 'drop'] as const) {
    const value = parsed.value(key);
    if (value !== undefined) options[key] = value;
  }
  try {
    if (options.grids !== undefined) parseGridOffsets(options.grids);
    else if (options.layout !== undefined) parseLatticeLayout(options.layout, options.drop);
  } catch (error) {
    if (isPuzzleError(error))
      throw new CommandError(`--${options.grids !== undefined ? 'grids' : 'layout'}: ${error.message}`, true);
    throw error;
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
