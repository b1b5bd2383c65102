/**
 * `sudoku-analyzer solve`: the exact solver alone. For each puzzle, in input order: how many
 * solutions (0, 1, or 2 meaning "two or more") and the solution, as JSON Lines (SPEC §12) or text.
 */

import { argumentsOnly, jobsByWork, jobsOption } from './option-values';
import { toPortable, type InputPuzzle } from './input-puzzle';
import { runWithArgs } from './run-command';
import { writeBatchOutput } from './command-output';
import type { CliIO } from './cli-io';
import { streamPuzzleBatches } from './puzzle-files';
import { SOLVE } from './options';
import { commandUsage } from './command-help';
import { mapEachInOrder, type RampOptions } from './worker-pool';
import { rampFor } from './worker-costs';
import { InputGauge } from './input-gauge';
import { mapRecords, type PuzzleBatch } from './puzzle-batch';
import { solveBatch, type SolveBatchAnswer } from './solve-job';

export const USAGE = commandUsage(
  SOLVE,
  `Counts each puzzle's solutions with the exact solver (0, 1, or 2 meaning "two or more")
and prints the solution.

  PUZZLE                81 characters, row by row: digits 1–9, and . 0 - _ * for blanks`,
  `Exit status: 0 when every input was read (even if some puzzles are invalid), 2 on bad usage
or an unreadable file.`,
);

function summary(count: (solutions: number) => number, total: number, unread: number): string {
  const noSolution = count(0) - unread;
  return `${total} puzzles: ${count(1)} with one solution, ${count(2)} with two or more, ${noSolution} with none, ${unread} not read.`;
}

/** Puzzles a batch holds at most: thousands of quick solves per message, so messages cost little beside the solving. */
const SOLVE_BATCH = 1024;

/** Every batch's answer in input order: in this thread for one job (the records need no portable copy there), else on the pool (with `ramp`, workers only when they pay). */
async function* solveAnswers(
  batches: AsyncGenerator<PuzzleBatch<InputPuzzle>>,
  json: boolean,
  jobs: number,
  ramp: RampOptions<PuzzleBatch> | undefined,
): AsyncGenerator<SolveBatchAnswer> {
  if (jobs <= 1) {
    for await (const batch of batches) yield solveBatch(batch, json);
    return;
  }
  yield* mapEachInOrder(mapRecords(batches, toPortable), (batch) => solveBatch(batch, json), {
    jobs,
    workerData: { command: 'solve', settings: json },
    ramp,
  });
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, SOLVE, USAGE, async (parsed) => {
    const json = parsed.flag('json');
    const jobs = argumentsOnly(parsed) ? 1 : jobsOption(parsed);
    const gauge = new InputGauge();
    const batches = streamPuzzleBatches(parsed, io, { size: SOLVE_BATCH, plain: true, gauge });
    const ramp = rampFor<PuzzleBatch>('solve', jobsByWork(parsed), {
      units: (batch) => batch.lines.length,
      inputUnits: () => gauge.estimatedPuzzles(),
    });
    const counts = [0, 0, 0];
    let unread = 0;
    for await (const answer of solveAnswers(batches, json, jobs, ramp)) {
      await writeBatchOutput(io, answer);
      answer.counts.forEach((count, solutions) => (counts[solutions] += count));
      unread += answer.unread;
    }
    const total = counts[0] + counts[1] + counts[2];
    if (!json && total > 1) io.stdout(summary((solutions) => counts[solutions], total, unread));
    return 0;
  });
}
