/**
 * `sudoku-analyzer hint --puzzle P --grid G`: SPEC §7 for a person's current grid — wrong entries
 * first, otherwise the next placement at three levels of detail. JSON as in SPEC §12 with --json.
 */

import { isPuzzleError } from '../engine/errors';
import { hintFor } from '../engine/hints';
import { CommandError, runWithArgs, techniqueChoice } from './io';
import type { CliIO } from './io';
import { HINT, commandUsage } from './options';

export const USAGE = commandUsage(
  HINT,
  `The next move from a person's grid: first any entries that differ from the solution, otherwise
the next placement a person could find, in three levels of detail (area and technique, the cell,
the value with the candidates removed on the way).`,
  'Exit status: 0 when a hint (or the reason there is none) was given, 2 on bad usage.',
);

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, HINT, USAGE, (parsed) => {
    const puzzle = parsed.value('puzzle');
    const grid = parsed.value('grid') ?? puzzle;
    if (puzzle === undefined) throw new CommandError('Give the puzzle with --puzzle.', true);
    let hint;
    try {
      hint = hintFor(puzzle, grid as string, techniqueChoice(parsed));
    } catch (error) {
      if (!isPuzzleError(error)) throw error;
      if (parsed.flag('json')) io.stdout(JSON.stringify({ wrong: [], error: error.toJSON() }));
      io.stderr(error.message);
      return 0;
    }
    if (parsed.flag('json')) {
      io.stdout(JSON.stringify(hint));
      return 0;
    }
    for (const entry of hint.wrong) io.stdout(`Wrong: (${entry.row},${entry.col}) holds ${entry.value}; it should be ${entry.correct}.`);
    if (hint.next) hint.next.hints.forEach((text, level) => io.stdout(`Hint ${level + 1}: ${text}`));
    else if (hint.wrong.length === 0 && hint.note) io.stdout(hint.note);
    return 0;
  });
}
