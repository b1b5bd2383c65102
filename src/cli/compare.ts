/**
 * `sudoku-analyzer compare --puzzle P|--puzzle-file F --log LOG.csv [--out OUT.xlsx] [--json]` (SPEC §14, issue 12):
 * a person's solve, exported as a log of entries with their times, against the analyser's
 * simulation — the same figures and the same session sheet as the add-in's Solve along tab, on
 * every puzzle kind it follows (--kind/--box/--grids/--layout as the other commands take them;
 * Row and Col then name squares of the puzzle's bounding rectangle, as the session sheet does).
 */

import * as path from 'path';
import { analyzePuzzle, compareSession, TIER_ORDER, type SessionFigures } from '../engine/analyser';
import { isPuzzleError } from '../engine';
import { LogError, readSessionLog } from '../io/session-log';
import { buildSessionSheet, sessionSheetLabels } from '../report/session-sheet';
import { CommandError } from './command-error';
import { readOrExplain } from './input-files';
import { refuseToReplace, writeOutput } from './output-files';
import { runWithArgs } from './run-command';
import type { CliIO } from './cli-io';
import type { ParsedArgs } from './parse-args';
import { techniqueChoice, weightsChoice } from './technique-option';
import { COMPARE } from './options';
import { commandUsage } from './command-help';
import type { ComparedPuzzle, Unanalysable } from './compare-variant';
import { ninePuzzle, puzzleArgument, type PuzzleArgument } from './puzzle-argument';
import { sameFile } from './atomic-write';
import { variantOptions } from './variant-choice';
import { workbookBuffer } from './xlsx';
import { languageChoice } from './language-option';

export const USAGE = commandUsage(
  COMPARE,
  `A person's solve against the analyser's: each entry of the log is matched with the analyser's
step for its cell; the model's seconds are its effort times the fitted seconds per effort unit
(least squares through the origin), compared per technique tier.`,
  'Exit status: 0 when the figures were given, 2 on bad usage, a bad log line (named with its\ncolumn), an invalid puzzle or an unreadable file.',
);

/** The JSON answer: the figures without the per-entry rows. */
export function figuresJson(figures: SessionFigures): object {
  const { entries, wrong, secondsPerEffort, tiers, order } = figures;
  return { entries, wrong, secondsPerEffort, tiers, order };
}

function figuresText(figures: SessionFigures): string[] {
  const number = (value: number | null, places: number) => (value === null ? '—' : value.toFixed(places));
  const labels = sessionSheetLabels('en');
  const lines = [
    `${figures.entries} entries, ${figures.wrong} wrong; ${number(figures.secondsPerEffort, 3)} seconds per effort unit; order correlation ${number(figures.order, 3)}`,
  ];
  for (const tier of TIER_ORDER) {
    const figure = figures.tiers[tier];
    if (!figure) continue;
    const ratio =
      figure.modelSeconds > 0
        ? ` — ${labels.tierSentence(labels.tiers[tier], figure.seconds / figure.modelSeconds)}`
        : '';
    lines.push(
      `${labels.tiers[tier]}: ${figure.entries} placements, you ${figure.seconds.toFixed(1)} s, the model ${figure.modelSeconds.toFixed(1)} s${ratio}`,
    );
  }
  return lines;
}

/** The 9×9 typed, or the first one of a file (--puzzle-file); a file without one is unanalysable. */
function nineByNine(argument: PuzzleArgument, parsed: ParsedArgs): ComparedPuzzle | Unanalysable {
  let puzzle: string;
  try {
    puzzle = ninePuzzle(argument);
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    return { unanalysable: error.message };
  }
  // compare reads the solution and the steps, never the rating: its cheapest path (the analysis's own) will do.
  const analysis = analyzePuzzle(puzzle, {
    ...techniqueChoice(parsed),
    ...weightsChoice(parsed),
    ratingPath: 'chosen',
  });
  if (analysis.status === 'invalid' || !analysis.solution) return { unanalysable: analysis.error?.message };
  return {
    analysed: { solution: analysis.solution, steps: analysis.steps },
    shape: { rows: 9, columns: 9, symbols: 9 },
    notFillable: (row, col) =>
      analysis.puzzle[(row - 1) * 9 + col - 1] !== '.' ? `r${row}c${col} is a given of the puzzle` : undefined,
    inputAddress: 'A1:I9',
    otherKind: false,
  };
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, COMPARE, USAGE, async (parsed) => {
    const logFile = parsed.value('log');
    if (logFile === undefined) throw new CommandError('Give the entries with --log.', true);
    const options = variantOptions(parsed);
    const puzzle = await puzzleArgument(parsed, io, options);
    const out = parsed.value('out');
    const language = languageChoice(parsed);
    if (out !== undefined) {
      const read = [logFile, parsed.value('puzzle-file')].find((file) => file !== undefined && sameFile(out, file));
      if (read !== undefined)
        throw new CommandError(
          `The session sheet would replace ${read}, which this run reads; name another file with --out.`,
          true,
        );
      refuseToReplace(out, parsed.flag('force'));
    }
    // The variant modules load only for a puzzle of another kind.
    const compared = puzzle.otherKind
      ? (await import('./compare-variant')).ofAnotherKind(puzzle, options, parsed)
      : nineByNine(puzzle, parsed);
    if ('unanalysable' in compared)
      throw new CommandError(`The puzzle cannot be compared with: ${compared.unanalysable ?? 'it has no solution'}`);
    const text = await readOrExplain(logFile, () => io.readFile(logFile));
    let entries;
    try {
      entries = readSessionLog(text, compared.shape);
    } catch (error) {
      if (error instanceof LogError) throw new CommandError(`${logFile} ${error.message}.`);
      throw error;
    }
    for (const entry of entries) {
      const refusal = compared.notFillable(entry.row, entry.col);
      if (refusal)
        throw new CommandError(`${logFile} line ${entry.line}: ${refusal}; a log notes only the cells a person fills.`);
    }
    const figures = compareSession(compared.analysed, entries);
    if (out !== undefined) {
      const { inputAddress, otherKind, shape } = compared;
      const model = buildSessionSheet({
        source: path.basename(logFile),
        inputAddress,
        sessions: [{ number: 1, started: path.basename(logFile), figures }],
        language,
        ...(otherKind ? { otherKind: shape } : {}),
      });
      await writeOutput(io, out, await workbookBuffer([model]));
    }
    if (parsed.flag('json')) io.stdout(JSON.stringify(figuresJson(figures)));
    else for (const line of figuresText(figures)) io.stdout(line);
    if (out !== undefined && !parsed.flag('json'))
      io.stdout(`wrote ${out} (sheet ${sessionSheetLabels(language).sheetName})`);
    return 0;
  });
}
