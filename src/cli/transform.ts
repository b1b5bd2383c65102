/**
 * `sudoku-analyzer transform`: equivalent puzzles (issue 18). Named transforms (--rotate,
 * --transpose, --relabel) are applied in that order; --seed or --count pick random equivalence
 * transforms, applied before any named one. Every variant has as many solutions as its puzzle and
 * the same solving path, so the same grade.
 */

import { cellValue, PuzzleError, MAX_SYMBOLS, digitsToString, createRandom, derivedSeed } from '../engine';
import {
  IDENTITY,
  applyTransform,
  chosenTransform,
  compose,
  randomTransform,
  type GridTransform,
} from '../engine/transforms';
import type { ErrorInfo } from '../engine/analyser';
import { CommandError } from './command-error';
import { QUICK_LINES_PER_DRAIN, printJsonLine } from './command-output';
import { positiveNumber, seedOption } from './option-values';
import { runWithArgs } from './run-command';
import type { CliIO } from './cli-io';
import type { InputPuzzle } from './input-puzzle';
import type { ParsedArgs } from './parse-args';
import { readPuzzleInputs } from './puzzle-files';
import type { NamedTransform, VariantTransformFields } from './transform-variant';
import { TRANSFORM } from './options';
import { commandUsage } from './command-help';
import { MAX_COUNT } from './option-limits';

export const USAGE = commandUsage(
  TRANSFORM,
  `Prints an equivalent puzzle for each puzzle: the same solving path and grade, a fresh look.

  PUZZLE                81 characters, row by row: digits 1–9, and . 0 - _ * for blanks;
                        another kind as solve reads it (see --kind)`,
  `Without --rotate, --transpose or --relabel a random transform is used (from --seed, else the
clock; --json reports the seed). Every kind is taken: symbols are always relabelled, and a
rotation, transposition or band and stack order is used only where it maps every unit of the
kind onto a unit (a jigsaw's regions and a colour puzzle's map turn with the grid). Another kind
is printed in its text form under the "# kind:" header lines that read it back. A named transform
that does not fit a puzzle is refused in a sentence naming its kind: for a PUZZLE argument as bad
usage, for a puzzle of a file on that puzzle's line (an "error" in JSON). Exit status: 0 when
every input was read (even if some puzzles could not be), 2 on bad usage or an unreadable file.`,
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

/** Another kind's line: its kind and size as solve gives them, the puzzles in its one-line form (rows of numbers above 35 symbols). */
export type VariantTransformLine = Omit<TransformLine, 'puzzle' | 'from'> & VariantTransformFields;

/** --rotate and --relabel as typed; bad usage (exit 2) for a turn that is none, or a relabelling that lists no symbols 1 … N once each. */
function namedTransform(parsed: ParsedArgs): NamedTransform | null {
  const degrees = parsed.value('rotate');
  const symbols = parsed.value('relabel');
  if (degrees === undefined && symbols === undefined && !parsed.flag('transpose')) return null;
  if (degrees !== undefined && !['90', '180', '270'].includes(degrees.trim()))
    throw new CommandError(`--rotate takes 90, 180 or 270, not "${degrees}".`, true);
  return {
    quarterTurns: degrees === undefined ? 0 : Number(degrees) / 90,
    transpose: parsed.flag('transpose'),
    relabel: symbols === undefined ? undefined : relabelling(symbols),
  };
}

/** The new symbol of each symbol 1 … N: digits and letters (A = 10 …) in a row, or numbers apart. */
function relabelling(text: string): number[] {
  const trimmed = text.trim();
  const symbols = (/[\s,]/.test(trimmed) ? trimmed.split(/[\s,]+/) : Array.from(trimmed)).map((symbol) =>
    cellValue(symbol, MAX_SYMBOLS),
  );
  const inOrder = [...symbols].sort((a, b) => a - b);
  if (symbols.length < 2 || !inOrder.every((symbol, i) => symbol === i + 1)) {
    const named =
      symbols.length <= 9
        ? `digits 1–${Math.max(symbols.length, 1)}`
        : `symbols 1 to ${symbols.length} (A = 10 …, or numbers apart)`;
    throw new CommandError(
      `--relabel: a relabelling lists the ${named} once each in their new order, not "${trimmed}".`,
      true,
    );
  }
  return symbols;
}

/** A 9×9's named transform, or why it does not fit: a relabelling of another size. */
function nineTransform(named: NamedTransform | null): GridTransform | string | null {
  if (!named) return null;
  if (named.relabel && named.relabel.length !== 9)
    return `--relabel names ${named.relabel.length} symbols; this standard 9×9 puzzle has 9.`;
  return chosenTransform(named);
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, TRANSFORM, USAGE, async (parsed) => {
    const named = namedTransform(parsed);
    const randomWanted = !named || parsed.value('seed') !== undefined || parsed.value('count') !== undefined;
    const count = positiveNumber(parsed.value('count'), 'count', 1, true, MAX_COUNT);
    const seed = createRandom(seedOption(parsed)).seed;
    const json = parsed.flag('json');
    const records = await readPuzzleInputs(parsed, io);
    // Loaded only for a puzzle of another kind: a 9×9 run never loads the geometry.
    const variants = records.some((record) => record.variant) ? await import('./transform-variant') : undefined;
    const nine = nineTransform(named);
    const refusal = (record: InputPuzzle): string | undefined => {
      if (record.variant) return variants?.variantRefusal(record.variant, named);
      return record.digits && typeof nine === 'string' ? nine : undefined;
    };
    // A named transform that cannot fit a puzzle typed on the command line is bad usage, found before any output.
    for (const record of records.slice(0, parsed.positionals.length)) {
      const why = refusal(record);
      if (why) throw new CommandError(`${record.origin}: ${why}`, true);
    }
    let variant = 0;
    let header: string | undefined;
    for (const record of records) {
      const { index, id, digits } = record;
      const why = refusal(record);
      if (why || (!digits && !record.variant)) {
        const error = why ? new PuzzleError('bad-input', why) : record.error;
        const line: TransformLine = { index, id, error: error?.toJSON() };
        if (json) printJsonLine(io, line, record.origin, error);
        else io.stderr(`${record.origin}: ${error?.message ?? 'not read'}`);
        continue;
      }
      for (let k = 0; k < (randomWanted ? count : 1); k++) {
        const variantSeed = derivedSeed(seed, variant++);
        const seedField = randomWanted ? { seed: variantSeed } : {};
        if (record.variant && variants) {
          const made = variants.transformVariant(record.variant, named, randomWanted ? variantSeed : undefined);
          const text = variants.variantTextLines(made.puzzle, header);
          header = text.header;
          const line: VariantTransformLine = { index, id, ...made.fields, ...seedField };
          io.stdout(json ? JSON.stringify(line) : text.lines.join('\n'));
        } else if (digits) {
          const random = randomWanted ? randomTransform(createRandom(variantSeed)) : IDENTITY;
          const puzzle = digitsToString(
            applyTransform(nine && typeof nine !== 'string' ? compose(random, nine) : random, digits),
          );
          const line: TransformLine = { index, id, puzzle, from: digitsToString(digits), ...seedField };
          // After another kind's header a 9×9 needs its own, or it would be read back as that kind.
          if (!json && header !== undefined && variants && header !== variants.nineHeader()) {
            header = variants.nineHeader();
            io.stdout(header);
          }
          io.stdout(json ? JSON.stringify(line) : puzzle);
        }
        if (variant % QUICK_LINES_PER_DRAIN === 0) await io.drained?.();
      }
    }
    return 0;
  });
}
