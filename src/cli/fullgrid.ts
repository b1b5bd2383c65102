/**
 * `sudoku-analyzer fullgrid`: random complete grids by the tutorial's shuffled backtracking
 * (SPEC §9), one line of 81 digits each, or JSON Lines with the seed that makes each one again.
 */

import { generateFullGrid } from '../engine/transforms';
import { digitsToString, createRandom, derivedSeed } from '../engine';
import { CommandError } from './command-error';
import { QUICK_LINES_PER_DRAIN } from './command-output';
import { positiveNumber, seedOption } from './option-values';
import { runWithArgs } from './run-command';
import type { CliIO } from './cli-io';
import { FULLGRID } from './options';
import { commandUsage } from './command-help';
import { MAX_COUNT } from './option-limits';

export const USAGE = commandUsage(
  FULLGRID,
  `Makes random complete grids: each cell in reading order takes a shuffled digit still free in
its row, column and box, backing up on a dead end.`,
  `Each grid's seed alone (--seed SEED --count 1) makes that grid again. Exit status: 0, or 2 on
bad usage.`,
);

export interface FullGridLine {
  index: number;
  grid: string;
  seed: number;
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, FULLGRID, USAGE, async (parsed) => {
    if (parsed.positionals.length > 0) throw new CommandError(`Unexpected argument "${parsed.positionals[0]}".`, true);
    const count = positiveNumber(parsed.value('count'), 'count', 1, true, MAX_COUNT);
    const seed = createRandom(seedOption(parsed)).seed;
    for (let index = 0; index < count; index++) {
      const gridSeed = derivedSeed(seed, index);
      const grid = digitsToString(generateFullGrid(createRandom(gridSeed)));
      const line: FullGridLine = { index, grid, seed: gridSeed };
      io.stdout(parsed.flag('json') ? JSON.stringify(line) : grid);
      if (index % QUICK_LINES_PER_DRAIN === QUICK_LINES_PER_DRAIN - 1) await io.drained?.();
    }
    return 0;
  });
}
