/**
 * The puzzle of a one-puzzle command (hint, compare): typed with --puzzle, or read from the file
 * --puzzle-file names, for puzzles too large to type. Which kind it is follows from the text as
 * the other commands decide it (the kind options, a kind header, a token's length).
 */

import { PuzzleError } from '../engine/errors';
import { parsePuzzleFile } from '../io/parse';
import type { VariantOptions } from '../io/variant-text';
import { CommandError, readOrExplain, type CliIO, type ParsedArgs } from './io';
import { isVariantArgument, isVariantText } from './variant-choice';

export interface ArgumentText {
  text?: string;
  fromFile: boolean;
}

/** The text of --NAME, or of the file --NAME-file names (an unreadable file is a CommandError). */
export async function textOrFile(parsed: ParsedArgs, io: CliIO, name: 'puzzle' | 'grid'): Promise<ArgumentText> {
  const file = parsed.value(`${name}-file`);
  if (file !== undefined && parsed.value(name) !== undefined) throw new CommandError(`Give --${name} or --${name}-file, not both.`, true);
  if (file === undefined) return { text: parsed.value(name), fromFile: false };
  return { text: await readOrExplain(file, () => io.readFile(file)), fromFile: true };
}

/** The puzzle's text (--puzzle or --puzzle-file), or a usage error naming both options. */
export async function puzzleText(parsed: ParsedArgs, io: CliIO): Promise<Required<ArgumentText>> {
  const puzzle = await textOrFile(parsed, io, 'puzzle');
  if (puzzle.text === undefined) throw new CommandError('Give the puzzle with --puzzle or --puzzle-file.', true);
  return { text: puzzle.text, fromFile: puzzle.fromFile };
}

/** Whether the text is a puzzle of another kind than the 9×9 (a file's text is read whole). */
export function isOtherKind(argument: Required<ArgumentText>, options: VariantOptions): boolean {
  return argument.fromFile ? isVariantText(argument.text, options) : isVariantArgument(argument.text, options);
}

/** A 9×9 as typed, or the first one of a file's text (PuzzleError when the file has none). */
export function ninePuzzleText(argument: ArgumentText): string | undefined {
  return argument.fromFile && argument.text !== undefined ? firstNinePuzzle(argument.text) : argument.text;
}

/** The first 9×9 puzzle of a file's text, or PuzzleError('bad-input') saying why there is none. */
function firstNinePuzzle(text: string): string {
  const record = parsePuzzleFile(text)[0];
  if (!record) throw new PuzzleError('bad-input', 'There is no puzzle in the puzzle file.');
  if (record.error) throw record.error;
  return record.puzzle;
}
