/**
 * `sudoku-analyzer hint --puzzle P --grid G`: SPEC §7 for a person's current grid — wrong entries
 * first, otherwise the next placement at three levels of detail. JSON as in SPEC §12 with --json.
 * Any puzzle kind (issue 20): --kind/--box/--grids, and --puzzle-file/--grid-file for puzzles too
 * large to type.
 */

import { isPuzzleError } from '../engine';
import { cellName as variantCellName, type Geometry, variantHintFor } from '../engine/variants';
import { cellName, hintFor, type Hint } from '../engine/analyser';
import { positionChoice } from './position-option';
import { readVariantValues } from '../io/variant-text';
import { runWithArgs } from './run-command';
import type { CliIO } from './cli-io';
import type { ParsedArgs } from './parse-args';
import { techniqueChoice, type TechniqueChoice } from './technique-option';
import { HINT } from './options';
import { commandUsage } from './command-help';
import {
  nineGridText,
  ninePosition,
  ninePuzzle,
  otherKindPuzzle,
  puzzleArgument,
  textOrFile,
  type PuzzleArgument,
} from './puzzle-argument';
import { firstVariantPuzzle, variantOptions } from './variant-puzzles';

export const USAGE = commandUsage(
  HINT,
  `The next move from a person's grid: first any entries that differ from the solution, otherwise
the next placement a person could find, in three levels of detail (area and technique, the cell,
the value with the candidates removed on the way).`,
  'Exit status: 0 when a hint (or the reason there is none) was given, 2 on bad usage.',
);

interface Located {
  hint: Hint;
  /** Present for a puzzle of any other kind, to name its cells (and grids). */
  geometry?: Geometry;
}

/** A puzzle of any other kind: the first puzzle of the text, the grid as values on its geometry. */
function variantHint(
  puzzle: PuzzleArgument,
  gridText: string | undefined,
  parsed: ParsedArgs,
  { techniques, techniqueSet }: TechniqueChoice,
): Located {
  const { geometry, givens } = otherKindPuzzle(puzzle, (text) => firstVariantPuzzle(text, variantOptions(parsed)));
  const grid = gridText === undefined ? givens : readVariantValues(gridText, [geometry])[0];
  return { hint: variantHintFor(geometry, givens, grid, { techniques, techniqueSet }), geometry };
}

/** --position: the givens are the puzzle, the filled cells the grid, the pencil marks the starting candidates. */
function hintPosition(parsed: ParsedArgs): { givens: number[]; grid: number[]; candidates: number[] } | undefined {
  const read = positionChoice(parsed, ['puzzle', 'puzzle-file', 'grid', 'grid-file']);
  if (!read) return undefined;
  const { digits, placed, candidates } = read.position;
  return {
    givens: Array.from(digits, (digit, cell) => (placed[cell] ? 0 : digit)),
    grid: Array.from(digits),
    candidates: Array.from(candidates),
  };
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, HINT, USAGE, async (parsed) => {
    const position = hintPosition(parsed);
    const puzzle = position ? undefined : await puzzleArgument(parsed, io, variantOptions(parsed));
    const grid = await textOrFile(parsed, io, 'grid');
    const choice = techniqueChoice(parsed);
    let located: Located;
    try {
      if (position)
        located = { hint: hintFor(position.givens, position.grid, { ...choice, candidates: position.candidates }) };
      else if (!puzzle) throw new Error('hint: a puzzle or a position is read first');
      else if (puzzle.otherKind) located = variantHint(puzzle, grid.text, parsed, choice);
      else {
        const nine = ninePuzzle(puzzle);
        const marks = ninePosition(puzzle);
        const start = marks ? { ...choice, candidates: marks.candidates } : choice;
        located = { hint: hintFor(nine, (await nineGridText(grid)) ?? nine, start) };
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
    const named = (row: number, col: number): string =>
      geometry ? variantCellName(geometry, geometry.cellAt[(row - 1) * geometry.cols + col - 1]) : cellName(row, col);
    for (const entry of hint.wrong)
      io.stdout(`Wrong: ${named(entry.row, entry.col)} holds ${entry.value}; it should be ${entry.correct}.`);
    if (hint.next) hint.next.hints.forEach((text, level) => io.stdout(`Hint ${level + 1}: ${text}`));
    else if (hint.wrong.length === 0 && hint.note) io.stdout(hint.note);
    return 0;
  });
}
