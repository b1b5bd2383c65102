/**
 * The puzzle of a one-puzzle command (hint, compare): typed with --puzzle, or the first puzzle of
 * the file --puzzle-file names (for puzzles too large to type), read as every command reads a
 * file (puzzle-files.ts). A typed puzzle's kind follows from the kind options and its length.
 */

import * as path from 'path';
import { PuzzleError } from '../engine';
import { textKind } from '../io/file-kind';
import { readPuzzleLine } from '../io/parse';
import { isPositionText } from '../io/position-text';
import type { PuzzleRecord } from '../io/record';
import type { VariantOptions, VariantPuzzle } from '../io/variant-text';
import { CommandError } from './command-error';
import { readOrExplain } from './input-files';
import type { CliIO } from './cli-io';
import type { ParsedArgs } from './parse-args';
import { readPuzzleFile } from './puzzle-files';
import { firstTextRecord } from './text-records';
import { isVariantArgument } from './variant-choice';

export interface ArgumentText {
  text?: string;
  fromFile: boolean;
  /** The file it was read from. */
  file?: string;
}

export interface PuzzleArgument {
  /** As typed, or the file's text ('' for a workbook). */
  text: string;
  fromFile: boolean;
  /** A file read by the variant reader (any kind but the 9×9). */
  otherKind: boolean;
  /** A file's first puzzle; undefined when the file holds none. */
  record?: PuzzleRecord;
}

/** The text of --NAME, or of the file --NAME-file names (an unreadable file is a CommandError). */
export async function textOrFile(parsed: ParsedArgs, io: CliIO, name: 'puzzle' | 'grid'): Promise<ArgumentText> {
  const file = parsed.value(`${name}-file`);
  if (file !== undefined && parsed.value(name) !== undefined)
    throw new CommandError(`Give --${name} or --${name}-file, not both.`, true);
  if (file === undefined) return { text: parsed.value(name), fromFile: false };
  return { text: await readOrExplain(file, () => io.readFile(file)), fromFile: true, file };
}

/** The puzzle (--puzzle or --puzzle-file), or a usage error naming both options. */
export async function puzzleArgument(parsed: ParsedArgs, io: CliIO, options: VariantOptions): Promise<PuzzleArgument> {
  const file = parsed.value('puzzle-file');
  if (file !== undefined && path.extname(file).toLowerCase() === '.xlsx') {
    if (parsed.value('puzzle') !== undefined) throw new CommandError('Give --puzzle or --puzzle-file, not both.', true);
    const record = (await readPuzzleFile(file, io))[0];
    return { text: '', fromFile: true, otherKind: record?.variant !== undefined, record };
  }
  const { text, fromFile } = await textOrFile(parsed, io, 'puzzle');
  if (text === undefined) throw new CommandError('Give the puzzle with --puzzle or --puzzle-file.', true);
  if (!fromFile || file === undefined) return { text, fromFile, otherKind: isVariantArgument(text, options) };
  const kind = textKind(text, options, file);
  const record = await firstTextRecord(file, text, options, kind);
  return { text, fromFile, otherKind: kind === 'variant' || record?.variant !== undefined, record };
}

/** A file's first record, or PuzzleError('bad-input') saying why there is none. */
function firstRecord(argument: PuzzleArgument): PuzzleRecord {
  const { record } = argument;
  if (!record) throw new PuzzleError('bad-input', 'There is no puzzle in the puzzle file.');
  if (record.error) throw record.error;
  return record;
}

/** A 9×9 as typed, or the first one of the file (PuzzleError when the file has none); a position's filled cells. */
export function ninePuzzle(argument: PuzzleArgument): string {
  return argument.fromFile || isPositionText(argument.text)
    ? firstRecord(ninePositionRead(argument)).puzzle
    : argument.text;
}

/**
 * A 9×9 position with pencil marks (issue 37) typed or first in the file: its filled cells and
 * its candidates, where a hint starts; undefined for a plain puzzle. A bad position is its PuzzleError.
 */
export function ninePosition(argument: PuzzleArgument): { digits: Uint8Array; candidates: Uint16Array } | undefined {
  if (!argument.fromFile && !isPositionText(argument.text)) return undefined;
  const record = firstRecord(ninePositionRead(argument));
  return record.candidates && record.digits && { digits: record.digits, candidates: record.candidates };
}

/** A typed position read by the one line reader, as a file's first record is. */
function ninePositionRead(argument: PuzzleArgument): PuzzleArgument {
  if (argument.fromFile) return argument;
  const labels = {
    index: 0,
    id: '1',
    number: 1,
    title: '',
    publisherLevel: '',
    source: argument.text,
    line: 1,
    column: 1,
  };
  return { ...argument, record: readPuzzleLine(labels, argument.text) };
}

/** A puzzle of another kind: the file's first, or the typed one read with `read` (the variant reader, loaded by the caller). */
export function otherKindPuzzle(argument: PuzzleArgument, read: (text: string) => VariantPuzzle): VariantPuzzle {
  if (!argument.fromFile) return read(argument.text);
  const { variant } = firstRecord(argument);
  if (!variant) throw new PuzzleError('bad-input', 'The puzzle file holds a 9×9 puzzle where another kind was named.');
  return variant;
}

/** A person's 9×9 grid as typed (--grid), or the first grid of the file (--grid-file); undefined when neither is given. */
export async function nineGridText(grid: ArgumentText): Promise<string | undefined> {
  if (!grid.fromFile || grid.text === undefined) return grid.text;
  const record = await firstTextRecord(grid.file ?? '', grid.text, {}, 'nine');
  return firstRecord({ text: grid.text, fromFile: true, otherKind: false, record }).puzzle;
}
