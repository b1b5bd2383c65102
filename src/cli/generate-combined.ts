/**
 * generate --kind combined without --pattern (issue 21): a puzzle on a whole combined layout, of
 * any size up to the 280-grid record, printed in the file form (headers, then the one-line
 * puzzle) so it can be saved and read back, or as one JSON object. Progress goes to stderr; the
 * run yields to the event loop after every grid, so Ctrl-C (or the time limit) ends the removal
 * and the puzzle so far is finished and written.
 */

import { type Geometry } from '../engine/variants';
import { generateCombinedSteps, type CombinedProgress, type GeneratedCombined } from '../engine/generator';
import type { GradeTarget, RatingTarget } from '../engine/generator';
import { formatVariantHeader, formatVariantPuzzle } from '../io/variant-text';
import { printJsonLine } from './command-output';
import type { CliIO } from './cli-io';

export interface CombinedSettings {
  target: GradeTarget;
  rating?: RatingTarget;
  seed: number | string;
  timeLimitMs?: number;
  givensPerGrid?: number;
  json: boolean;
}

/** Progress lines: one every this many grids or improvement slices (and at each phase). */
const PROGRESS_EVERY = 20;

export async function runCombinedGenerate(geometry: Geometry, io: CliIO, settings: CombinedSettings): Promise<number> {
  let interrupted = false;
  const onInterrupt = (): void => {
    interrupted = true;
    io.stderr('Stopping: finishing the puzzle so far…');
  };
  process.once('SIGINT', onInterrupt);
  let result: GeneratedCombined;
  let improvingSlices = 0;
  try {
    const steps = generateCombinedSteps(geometry, {
      grade: settings.target,
      rating: settings.rating,
      seed: settings.seed,
      timeLimitMs: settings.timeLimitMs,
      // The time limit counts from the command's start: building a large layout takes a part of it.
      startedAt: io.startedAt,
      givensPerGrid: settings.givensPerGrid,
      shouldStop: () => interrupted,
    });
    for (;;) {
      const next = steps.next();
      if (next.done) {
        result = next.value;
        break;
      }
      if (next.value.phase !== 'improving' || ++improvingSlices % PROGRESS_EVERY === 0) reportProgress(io, next.value);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
  const summary = {
    kind: geometry.kind,
    size: { rows: geometry.rows, cols: geometry.cols, symbols: geometry.size },
    grids: geometry.grids.length,
    givens: result.givens,
    givensPerGrid: Math.round(result.givensPerGrid * 100) / 100,
    ...(result.grade ? { grade: result.grade } : {}),
    ...(result.analysis?.rating !== undefined ? { rating: result.analysis.rating } : {}),
    timeMs: result.timeMs,
    seed: result.seed,
    ...(result.note ? { note: result.note } : {}),
  };
  if (settings.json) {
    const layout = geometry.grids.map((grid) => `${grid.row},${grid.col}`).join(';');
    printJsonLine(
      io,
      {
        index: 0,
        ...summary,
        layout,
        ...(result.puzzle ? { puzzle: formatVariantPuzzle(geometry, result.puzzle) } : {}),
        ...(result.error ? { error: result.error } : {}),
      },
      'combined',
      result.error,
    );
    return 0;
  }
  if (!result.puzzle) {
    io.stdout(`No puzzle. ${result.error?.message ?? ''}`.trimEnd());
    return 0;
  }
  io.stdout(formatVariantHeader(geometry));
  io.stdout(
    `# givens: ${summary.givens} (${summary.givensPerGrid} per grid), grade ${result.grade?.name ?? 'none'}, ${summary.timeMs} ms, seed ${summary.seed}`,
  );
  if (result.note) io.stdout(`# note: ${result.note}`);
  io.stdout(formatVariantPuzzle(geometry, result.puzzle));
  return 0;
}

function reportProgress(io: CliIO, progress: CombinedProgress): void {
  if (
    progress.phase === 'removing' &&
    progress.gridsDone % PROGRESS_EVERY !== 0 &&
    progress.gridsDone !== progress.grids
  )
    return;
  const what = {
    removing: `${progress.gridsDone} of ${progress.grids} grids done`,
    improving: 'trading two givens for one',
    repairing: 'adding givens where logic stalls',
    analysing: 'analysing',
  }[progress.phase];
  io.stderr(`${what}, ${progress.givens} givens left`);
}
