/**
 * `sudoku-analyzer compare --puzzle P --log LOG.csv [--out OUT.xlsx] [--json]` (SPEC §14, issue 12):
 * a person's solve, exported as a log of entries with their times, against the analyser's
 * simulation — the same figures and the same session sheet as the add-in's Solve along tab.
 */

import * as path from 'path';
import { analyzePuzzle } from '../engine/analyser';
import { compareSession, TIER_ORDER, type SessionFigures } from '../engine/solve-along';
import { LogError, readSessionLog } from '../io/session-log';
import { buildSessionSheet, sessionSheetLabels } from '../report/session-sheet';
import { CommandError, readOrExplain, refuseToReplace, runWithArgs, writeOutput, type CliIO } from './io';
import { techniqueChoice } from './technique-option';
import { COMPARE, commandUsage } from './options';
import { workbookBuffer } from './xlsx';

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
  const lines = [`${figures.entries} entries, ${figures.wrong} wrong; ${number(figures.secondsPerEffort, 3)} seconds per effort unit; order correlation ${number(figures.order, 3)}`];
  for (const tier of TIER_ORDER) {
    const figure = figures.tiers[tier];
    if (!figure) continue;
    const ratio = figure.modelSeconds > 0 ? ` — ${labels.tierSentence(labels.tiers[tier], figure.seconds / figure.modelSeconds)}` : '';
    lines.push(`${labels.tiers[tier]}: ${figure.entries} placements, you ${figure.seconds.toFixed(1)} s, the model ${figure.modelSeconds.toFixed(1)} s${ratio}`);
  }
  return lines;
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, COMPARE, USAGE, async (parsed) => {
    const puzzle = parsed.value('puzzle');
    const logFile = parsed.value('log');
    if (puzzle === undefined || logFile === undefined) throw new CommandError('Give the puzzle with --puzzle and the entries with --log.', true);
    const out = parsed.value('out');
    if (out !== undefined) refuseToReplace(out, parsed.flag('force'));
    const analysis = analyzePuzzle(puzzle, techniqueChoice(parsed));
    if (analysis.status === 'invalid' || !analysis.solution) throw new CommandError(`The puzzle cannot be compared with: ${analysis.error?.message ?? 'it has no solution'}`);
    const text = await readOrExplain(logFile, () => io.readFile(logFile));
    let entries;
    try {
      entries = readSessionLog(text);
    } catch (error) {
      if (error instanceof LogError) throw new CommandError(`${logFile} ${error.message}.`);
      throw error;
    }
    const given = entries.find((entry) => analysis.puzzle[(entry.row - 1) * 9 + entry.col - 1] !== '.');
    if (given) throw new CommandError(`${logFile} line ${given.line}: r${given.row}c${given.col} is a given of the puzzle; a log notes only the cells a person fills.`);
    const figures = compareSession({ solution: analysis.solution, steps: analysis.steps }, entries);
    if (out !== undefined) {
      const model = buildSessionSheet({ source: path.basename(logFile), inputAddress: 'A1:I9', sessions: [{ number: 1, started: path.basename(logFile), figures }] });
      await writeOutput(io, out, await workbookBuffer([model]));
    }
    if (parsed.flag('json')) io.stdout(JSON.stringify(figuresJson(figures)));
    else for (const line of figuresText(figures)) io.stdout(line);
    if (out !== undefined && !parsed.flag('json')) io.stdout(`wrote ${out} (sheet ${sessionSheetLabels('en').sheetName})`);
    return 0;
  });
}
