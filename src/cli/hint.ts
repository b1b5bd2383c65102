/**
 * `sudoku-analyzer hint --puzzle P --grid G`: SPEC §7 for a person's current grid — wrong entries
 * first, otherwise the next placement at three levels of detail. JSON as in SPEC §12 with --json.
 */

import { isPuzzleError } from '../engine/errors';
import { cellName, hintFor } from '../engine/hints';
import { CommandError, runWithArgs } from './io';
import type { CliIO } from './io';

export const USAGE = `Usage: sudoku-analyzer hint --puzzle P --grid G [--techniques LETTERS] [--json]

The next move from a person's grid: first any entries that differ from the solution, otherwise
the next placement a person could find, in three levels of detail (area and technique, the cell,
the value with the candidates removed on the way).

  --puzzle P        the puzzle, 81 characters (digits 1–9, . 0 - _ * for blanks)
  --grid G          the grid as filled so far, 81 characters in the same form
  --techniques L    only techniques the person knows (e.g. BLCMV)
  --json            {"wrong":[{"row","col","value","correct"}],"next":{"technique","unit","row","col","value","eliminated","hints"}}

Exit status: 0 when a hint (or the reason there is none) was given, 2 on bad usage.`;

const OPTIONS = { puzzle: 'value', grid: 'value', techniques: 'value', json: 'flag' } as const;

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, USAGE, OPTIONS, (parsed) => {
    const puzzle = parsed.value('puzzle');
    const grid = parsed.value('grid') ?? puzzle;
    if (puzzle === undefined) throw new CommandError('Give the puzzle with --puzzle.', true);
    let hint;
    try {
      hint = hintFor(puzzle, grid as string, { techniques: parsed.value('techniques') });
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
    for (const entry of hint.wrong) io.stdout(`Wrong: ${cellName(entry.row, entry.col)} holds ${entry.value}; it should be ${entry.correct}.`);
    if (hint.next) hint.next.hints.forEach((text, level) => io.stdout(`Hint ${level + 1}: ${text}`));
    else if (hint.wrong.length === 0 && hint.note) io.stdout(hint.note);
    return 0;
  });
}
