/**
 * `sudoku-analyzer hint --puzzle P --grid G`: SPEC §7 for a person's current grid — wrong entries
 * first, otherwise the next placement at three levels of detail. JSON as in SPEC §12 with --json.
 * Any puzzle kind (issue 20): --kind/--box/--grids, and --puzzle-file/--grid-file for puzzles too
 * large to type.
 */

import { PuzzleError, isPuzzleError } from '../engine/errors';
import { cellName as variantCellName } from '../engine/geometry';
import type { Geometry } from '../engine/geometry';
import { cellName, hintFor } from '../engine/hints';
import type { Hint } from '../engine/hints';
import { variantHintFor } from '../engine/variant-analysis/hints';
import { parsePuzzleFile } from '../io/parse';
import { readVariantValues } from '../io/variant-text';
import { CommandError, readOrExplain, runWithArgs } from './io';
import type { CliIO, ParsedArgs } from './io';
import { techniqueChoice } from './technique-option';
import { HINT, commandUsage } from './options';
import { firstVariantPuzzle, isVariantArgument, isVariantText, variantOptions } from './variant';

export const USAGE = commandUsage(
  HINT,
  `The next move from a person's grid: first any entries that differ from the solution, otherwise
the next placement a person could find, in three levels of detail (area and technique, the cell,
the value with the candidates removed on the way).`,
  'Exit status: 0 when a hint (or the reason there is none) was given, 2 on bad usage.',
);

/** The text of --NAME, or of the file --NAME-file names (an unreadable file is a CommandError). */
async function textOf(parsed: ParsedArgs, io: CliIO, name: 'puzzle' | 'grid'): Promise<{ text?: string; fromFile: boolean }> {
  const file = parsed.value(`${name}-file`);
  if (file !== undefined && parsed.value(name) !== undefined) throw new CommandError(`Give --${name} or --${name}-file, not both.`, true);
  if (file === undefined) return { text: parsed.value(name), fromFile: false };
  return { text: await readOrExplain(file, () => io.readFile(file)), fromFile: true };
}

interface Located {
  hint: Hint;
  /** Present for a puzzle of any other kind, to name its cells (and grids). */
  geometry?: Geometry;
}

/** A puzzle of any other kind: the first puzzle of the text, the grid as values on its geometry. */
function variantHint(puzzleText: string, gridText: string | undefined, parsed: ParsedArgs, techniques?: string): Located {
  const { geometry, givens } = firstVariantPuzzle(puzzleText, variantOptions(parsed));
  const grid = gridText === undefined ? givens : readVariantValues(gridText, [geometry])[0];
  return { hint: variantHintFor(geometry, givens, grid, { techniques }), geometry };
}

function firstNinePuzzle(text: string): string {
  const record = parsePuzzleFile(text)[0];
  if (!record) throw new PuzzleError('bad-input', 'There is no puzzle in the puzzle file.');
  if (record.error) throw record.error;
  return record.puzzle;
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, HINT, USAGE, async (parsed) => {
    const puzzle = await textOf(parsed, io, 'puzzle');
    const grid = await textOf(parsed, io, 'grid');
    if (puzzle.text === undefined) throw new CommandError('Give the puzzle with --puzzle or --puzzle-file.', true);
    const options = variantOptions(parsed);
    const variant = puzzle.fromFile ? isVariantText(puzzle.text, options) : isVariantArgument(puzzle.text, options);
    const choice = techniqueChoice(parsed);
    let located: Located;
    try {
      if (variant) located = variantHint(puzzle.text, grid.text, parsed, choice.techniques);
      else {
        const nine = puzzle.fromFile ? firstNinePuzzle(puzzle.text) : puzzle.text;
        const gridText = grid.fromFile && grid.text !== undefined ? firstNinePuzzle(grid.text) : grid.text;
        located = { hint: hintFor(nine, gridText ?? nine, choice) };
      }
    } catch (error) {
      if (!isPuzzleError(error)) throw error;
      if (parsed.flag('json')) io.stdout(JSON.stringify({ wrong: [], error: error.toJSON() }));
      io.stderr(error.message);
      return 0;
    }
    const { hint, geometry } = located;
    if (parsed.flag('json')) {
      io.stdout(JSON.stringify(hint));
      return 0;
    }
    const named = (row: number, col: number): string => (geometry ? variantCellName(geometry, geometry.cellAt[(row - 1) * geometry.cols + col - 1]) : cellName(row, col));
    for (const entry of hint.wrong) io.stdout(`Wrong: ${named(entry.row, entry.col)} holds ${entry.value}; it should be ${entry.correct}.`);
    if (hint.next) hint.next.hints.forEach((text, level) => io.stdout(`Hint ${level + 1}: ${text}`));
    else if (hint.wrong.length === 0 && hint.note) io.stdout(hint.note);
    return 0;
  });
}
