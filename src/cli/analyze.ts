/**
 * `sudoku-analyzer analyze`: the full human-style analysis of SPEC §3–§6 for each puzzle, as
 * JSON Lines (SPEC §12, one AnalysisResult per puzzle in input order) or as text (a verdict line
 * per puzzle, and the step log when there is one puzzle).
 */

import { CommandError } from './command-error';
import { fileJobs, jobsByWork } from './option-values';
import { toPortable } from './input-puzzle';
import { runWithArgs } from './run-command';
import { singleOrMore } from './single-or-more';
import { writeBatchOutput } from './command-output';
import type { CliIO } from './cli-io';
import { streamPuzzleBatches } from './puzzle-files';
import { ratingPathChoice, techniqueChoice, weightsChoice } from './technique-option';
import { ANALYZE } from './options';
import { commandUsage } from './command-help';
import { mapEachInOrder } from './worker-pool';
import { rampFor } from './worker-costs';
import { InputGauge } from './input-gauge';
import { mapRecords, type PuzzleBatch } from './puzzle-batch';
import { analyzeBatch, type AnalyzeSettings } from './analyze-job';
import { positionChoice } from './position-option';

export const USAGE = commandUsage(
  ANALYZE,
  `Analyses each puzzle the way a person solves it: every placement in order with the technique
letters that find it, the grade (1 Beginner … 8 Ultra Hard), effort and time.

  PUZZLE                81 characters, row by row: digits 1–9, and . 0 - _ * for blanks`,
  `Exit status: 0 when every input was read (even if some puzzles are invalid), 2 on bad usage
or an unreadable file.`,
);

/**
 * Puzzles a batch holds at most. Each message to and from a worker costs CPU on both threads
 * (waking, cloning, the event loop's turn), so fewer a batch cost more (docs/benchmarks.md,
 * "analyze's batch size"). 16 analyses are still tens of milliseconds, so the workers still share
 * the batches out evenly and the last one leaves little idle time.
 */
const ANALYZE_BATCH = 16;

/**
 * Batches a worker holds: analyses range from under a millisecond to a hundred (mixed1000: median
 * 0.4 ms, 1 in 100 over 39 ms), so while the main thread is on a slow batch the worker needs more
 * than the next one queued; those it has not started when the input ends come back to the main thread.
 */
const ANALYZE_QUEUE = 4;

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, ANALYZE, USAGE, async (parsed) => {
    const json = parsed.flag('json');
    const position = positionChoice(parsed);
    const choice = {
      ...techniqueChoice(parsed),
      ...ratingPathChoice(parsed),
      ...weightsChoice(parsed),
      ...position?.choice,
    };
    const candidates = parsed.value('candidates');
    // A step number that is too large is a usage error: this thread's, not a worker's to report.
    const jobs = candidates === undefined ? fileJobs(parsed) : 1;
    const gauge = new InputGauge();
    const inputs = mapRecords(
      streamPuzzleBatches(position?.parsed ?? parsed, io, { size: ANALYZE_BATCH, plain: true, gauge }),
      toPortable,
    );
    // Only the text output of a single puzzle differs (its step log), so JSON waits to know only when --candidates wants one puzzle.
    const { groups, single } =
      json && candidates === undefined
        ? { groups: inputs, single: false }
        : await singleOrMore(inputs, (batch) => batch.lines.length);
    if (candidates !== undefined && !single)
      throw new CommandError('--candidates shows the candidates of one puzzle; give exactly one.', true);
    const settings: AnalyzeSettings = { json, choice, single, candidates };
    const grades = new Map<string, number>();
    let total = 0;
    const ramp = rampFor<PuzzleBatch>('analyze', jobsByWork(parsed), {
      units: (batch) => batch.lines.length,
      inputUnits: () => gauge.estimatedPuzzles(),
    });
    for await (const answer of mapEachInOrder(groups, (batch) => analyzeBatch(batch, settings), {
      jobs,
      queue: ANALYZE_QUEUE,
      workerData: { command: 'analyze', settings },
      ramp,
    })) {
      await writeBatchOutput(io, answer);
      for (const tally of answer.tallies) grades.set(tally, (grades.get(tally) ?? 0) + 1);
      total += answer.tallies.length;
    }
    if (!json && total > 1) {
      const parts = [...grades.entries()].sort().map(([name, count]) => `${name}: ${count}`);
      io.stdout(`${total} puzzles. ${parts.join(', ')}.`);
    }
    return 0;
  });
}
