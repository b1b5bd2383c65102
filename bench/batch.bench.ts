/**
 * A 1,000-puzzle book (../shared/data/rated/mixed1000.txt: easy to SE 9.3) through the batch
 * command end to end: read the file, analyse every puzzle, write the Results and Summary workbook.
 * Target: the analysis part under 2 s (the model VBA tool took 154 s for 100 puzzles, SPEC §13).
 * Each run is a fresh call of the command code; the first run includes the JIT warming up.
 */

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runBookBatch, type BatchTimings } from '../src/cli/batch';
import type { CliIO } from '../src/cli/cli-io';
import { createNodeIO } from '../src/cli/node-io';
import { dataPath, median } from './run';

const BOOK = '../shared/data/rated/mixed1000.txt';
const RUNS = 3;

/** The command's real file access, with its progress and summary lines dropped. */
const quietIO: CliIO = { ...createNodeIO(), stdout: () => undefined, stderr: () => undefined };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function runBench(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'batch-bench-'));
  const runs: BatchTimings[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const { timings, summary } = await runBookBatch(
        { book: dataPath(BOOK), out: path.join(dir, 'results.xlsx') },
        quietIO,
      );
      runs.push(timings);
      console.log(
        `run ${run + 1}: ${summary.puzzles} puzzles (${summary.conquered} conquered, ${summary.notConquered} not, ${summary.invalid} invalid): ` +
          `read ${seconds(timings.readMs)}, analysis ${seconds(timings.analysisMs)}, write ${seconds(timings.writeMs)}, whole ${seconds(timings.totalMs)}`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const analysis = median(runs.map((timings) => timings.analysisMs));
  console.log(
    `median of ${RUNS}: analysis ${seconds(analysis)} (target < 2 s: ${analysis < 2000 ? 'met' : 'missed'}), whole ${seconds(median(runs.map((timings) => timings.totalMs)))}`,
  );
}
