/**
 * `sudoku-analyzer transform`: equivalent puzzles (issue 18). Named transforms (--rotate,
 * --transpose, --relabel) are applied in that order; --seed or --count pick random equivalence
 * transforms, applied before any named one. Every variant has as many solutions as its puzzle and
 * the same solving path, so the same grade.
 */

import { isPuzzleError } from '../engine/errors';
import { digitsToString } from '../engine/grid';
import { createRandom, derivedSeed } from '../engine/random';
import { IDENTITY, applyTransform, chosenTransform, compose, randomTransform, type GridTransform } from '../engine/transform';
import type { ErrorInfo } from '../engine/types';
import { CommandError, QUICK_LINES_PER_DRAIN, positiveNumber, printJsonLine, runWithArgs, seedOption } from './io';
import { readPuzzleInputs } from './puzzle-files';
import type { CliIO, ParsedArgs } from './io';
import { TRANSFORM, commandUsage } from './options';
import { MAX_COUNT } from './limits';

export const USAGE = commandUsage(
  TRANSFORM,
  `Prints an equivalent puzzle for each puzzle: the same solving path and grade, a fresh look.

  PUZZLE                81 characters, row by row: digits 1–9, and . 0 - _ * for blanks`,
  `Without --rotate, --transpose or --relabel a random transform is used (from --seed, else the
clock; --json reports the seed). Exit status: 0 when every input was read (even if some puzzles
could not be), 2 on bad usage or an unreadable file.`,
);

export interface TransformLine {
  index: number;
  id: string;
  /** The variant. */
  puzzle?: string;
  /** The puzzle it was made from. */
  from?: string;
  /** The random transform's seed, when one was used. */
  seed?: number;
  error?: ErrorInfo;
}

function namedTransform(parsed: ParsedArgs): GridTransform | null {
  const degrees = parsed.value('rotate');
  const digits = parsed.value('relabel');
  if (degrees === undefined && digits === undefined && !parsed.flag('transpose')) return null;
  if (degrees !== undefined && !['90', '180', '270'].includes(degrees.trim())) throw new CommandError(`--rotate takes 90, 180 or 270, not "${degrees}".`, true);
  try {
    return chosenTransform({ quarterTurns: degrees === undefined ? 0 : Number(degrees) / 90, transpose: parsed.flag('transpose'), relabel: digits === undefined ? undefined : Array.from(digits.trim(), Number) });
  } catch (error) {
    if (isPuzzleError(error)) throw new CommandError(`--relabel: ${error.message}.`, true);
    throw error;
  }
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, TRANSFORM, USAGE, async (parsed) => {
    const named = namedTransform(parsed);
    const randomWanted = !named || parsed.value('seed') !== undefined || parsed.value('count') !== undefined;
    const count = positiveNumber(parsed.value('count'), 'count', 1, true, MAX_COUNT);
    const seed = createRandom(seedOption(parsed)).seed;
    const json = parsed.flag('json');
    const records = await readPuzzleInputs(parsed, io);
    let variant = 0;
    for (const record of records) {
      const { index, id, digits } = record;
      if (!digits) {
        const line: TransformLine = { index, id, error: record.error?.toJSON() };
        if (json) printJsonLine(io, line, record.origin, record.error);
        else io.stderr(`${record.origin}: ${record.error?.message ?? 'not read'}`);
        continue;
      }
      for (let k = 0; k < (randomWanted ? count : 1); k++) {
        const variantSeed = derivedSeed(seed, variant++);
        const random = randomWanted ? randomTransform(createRandom(variantSeed)) : IDENTITY;
        const puzzle = digitsToString(applyTransform(named ? compose(random, named) : random, digits));
        const line: TransformLine = { index, id, puzzle, from: digitsToString(digits), ...(randomWanted ? { seed: variantSeed } : {}) };
        io.stdout(json ? JSON.stringify(line) : puzzle);
        if (variant % QUICK_LINES_PER_DRAIN === 0) await io.drained?.();
      }
    }
    return 0;
  });
}
