/**
 * `sudoku-analyzer ga`: the genetic-algorithm solver of SPEC §10, several seeded runs per puzzle
 * spread over worker threads; one JSON object per run (SPEC §12) or a line of text each, in
 * input order, then each puzzle's success rate.
 */

import * as path from 'path';
import { DEFAULT_GA_VARIANT, GA_DEFAULTS, GA_VARIANTS, defaultRestartAfter, type GaVariant } from '../engine/ga';
import { digitsToString, seedFromString, checkSolution, conflictError, findConflicts, groupedNumber } from '../engine';
import type { ErrorInfo } from '../engine/analyser';
import { CommandError } from './command-error';
import { jobsOption } from './option-values';
import { printJsonLine } from './command-output';
import { runWithArgs } from './run-command';
import type { CliIO } from './cli-io';
import type { InputPuzzle } from './input-puzzle';
import { readPuzzleInputs } from './puzzle-files';
import { GA } from './options';
import { commandUsage } from './command-help';
import { runGaTaskInSlices } from './ga-worker';
import type { GaTask, GaTaskResult } from './ga-worker';
import { runTasks } from './worker-pool';
import { rampFor } from './worker-costs';
import { MAX_GENERATIONS, MAX_POPULATION, MAX_RUNS, maxJobs } from './option-limits';

export const USAGE = commandUsage(
  GA,
  `Solves each puzzle with the GA paper's solver, improved: the paper's genetic algorithm
(box-permutation individuals, band/stack crossover, swap mutation, tournament selection, local
search) drawing a fresh population after 100 generations without progress; --variant paper runs
the paper's GA as published.

  PUZZLE                81 characters, row by row: digits 1–9, and . 0 - _ * for blanks`,
  `The GA works on the standard 9×9 only (its individuals permute the digits of 3×3 boxes): a
puzzle of another kind is refused in a sentence naming its kind, as bad usage for a PUZZLE
argument, on its own line for a puzzle of a file. Exit status: 0 when every input was read (even
if some puzzles are invalid or unsolved), 2 on bad usage or an unreadable file.`,
);

export interface GaLine {
  index: number;
  id: string;
  run?: number;
  seed?: number;
  variant?: GaVariant;
  solved?: boolean;
  generations?: number;
  bestFitness?: number;
  solution?: string;
  timeMs?: number;
  error?: ErrorInfo;
}

function wholeNumber(text: string | undefined, option: string, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
    throw new CommandError(
      `--${option} needs a whole number from ${min} to ${groupedNumber(max)}, not "${text}".`,
      true,
    );
  }
  return value;
}

function probability(text: string | undefined, option: string, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !(value >= 0 && value <= 1))
    throw new CommandError(`--${option} needs a probability from 0 to 1, not "${text}".`, true);
  return value;
}

function variantOf(text: string | undefined): GaVariant {
  if (text === undefined) return DEFAULT_GA_VARIANT;
  if (!(GA_VARIANTS as readonly string[]).includes(text))
    throw new CommandError(`--variant needs one of ${GA_VARIANTS.join(', ')}, not "${text}".`, true);
  return text as GaVariant;
}

function baseSeed(text: string | undefined): number {
  if (text === undefined) return Date.now() >>> 0;
  return /^\d+$/.test(text) ? Number(text) >>> 0 : seedFromString(text);
}

/** A standard 9×9 that a file of variant text holds (its "# kind: standard" header) is the GA's, its cells in the same order. */
function asNine(record: InputPuzzle): InputPuzzle {
  const geometry = record.variant?.geometry;
  if (!geometry || geometry.kind !== 'standard' || geometry.size !== 9 || geometry.box?.rows !== 3) return record;
  return { ...record, digits: Uint8Array.from(record.variant!.givens), variant: undefined };
}

/** Why a puzzle gets no runs: unreadable, of another kind than the 9×9, or givens that clash (the GA could never reach 162). */
function inputError(record: InputPuzzle): ErrorInfo | undefined {
  if (record.variant) {
    const { kind, rows, cols } = record.variant.geometry;
    return {
      kind: 'bad-input',
      message: `The GA paper's solver works on the standard 9×9; this is a ${kind} puzzle of ${rows}×${cols} squares.`,
      cells: [],
    };
  }
  if (!record.digits)
    return record.error?.toJSON() ?? { kind: 'bad-input', message: 'The puzzle could not be read.', cells: [] };
  const conflicts = findConflicts(record.digits);
  return conflicts.length > 0 ? conflictError(conflicts).toJSON() : undefined;
}

function runLine(record: InputPuzzle, task: GaTask, run: number, result: GaTaskResult): GaLine {
  const line: GaLine = {
    index: record.index,
    id: record.id,
    run,
    seed: task.seed,
    variant: task.variant,
    solved: result.solved,
    generations: result.generations,
    bestFitness: result.bestFitness,
  };
  if (result.solved) {
    // The rules, not the GA's own fitness, decide that a grid is a solution.
    const check = checkSolution(record.digits!, Array.from(result.best, Number));
    if (check.ok) line.solution = result.best;
    else line.solved = false;
  }
  line.timeMs = Math.round(result.timeMs * 10) / 10;
  return line;
}

function textLine(record: InputPuzzle, line: GaLine): string {
  const where = `${record.origin} run ${line.run} (seed ${line.seed}):`;
  const time = `${((line.timeMs ?? 0) / 1000).toFixed(1)} s`;
  if (line.solved) return `${where} solved in ${line.generations} generations (${time}): ${line.solution}`;
  return `${where} not solved; best fitness ${line.bestFitness} of 162 after ${line.generations} generations (${time})`;
}

function puzzleSummary(record: InputPuzzle, lines: readonly GaLine[]): string {
  const solved = lines.filter((line) => line.solved);
  const mean = solved.length
    ? Math.round(solved.reduce((sum, line) => sum + (line.generations ?? 0), 0) / solved.length)
    : undefined;
  const how = mean === undefined ? '' : `, mean ${mean} generations to solve`;
  return `${record.origin}: solved ${solved.length} of ${lines.length} runs${how}.`;
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, GA, USAGE, async (parsed) => {
    const json = parsed.flag('json');
    const runs = wholeNumber(parsed.value('runs'), 'runs', 1, 1, MAX_RUNS);
    const variant = variantOf(parsed.value('variant'));
    const settings = {
      population: wholeNumber(parsed.value('population'), 'population', GA_DEFAULTS.population, 2, MAX_POPULATION),
      generations: wholeNumber(parsed.value('generations'), 'generations', GA_DEFAULTS.generations, 0, MAX_GENERATIONS),
      crossoverRate: probability(parsed.value('crossover'), 'crossover', GA_DEFAULTS.crossoverRate),
      mutationRate: probability(parsed.value('mutation'), 'mutation', GA_DEFAULTS.mutationRate),
      variant,
      restartAfter: wholeNumber(
        parsed.value('restart-after'),
        'restart-after',
        defaultRestartAfter(variant),
        0,
        MAX_GENERATIONS,
      ),
    };
    if (parsed.value('threads') !== undefined && parsed.value('jobs') !== undefined)
      throw new CommandError('--threads is the earlier name of --jobs; give one of them.', true);
    const threads =
      parsed.value('threads') !== undefined
        ? wholeNumber(parsed.value('threads'), 'threads', 1, 1, maxJobs())
        : jobsOption(parsed);
    const seed = baseSeed(parsed.value('seed'));
    const records = (await readPuzzleInputs(parsed, io)).map(asNine);
    // A puzzle of another kind typed on the command line is bad usage, refused before any run; a file's gets its line.
    for (const record of records.slice(0, parsed.positionals.length)) {
      if (record.variant) throw new CommandError(`${record.origin}: ${inputError(record)?.message}`, true);
    }

    // Every puzzle's lines in input order: its error, or one slot per run filled as runs finish,
    // printed as soon as those before them are (`shown` of a puzzle's runs so far).
    const slots: { record: InputPuzzle; lines: (GaLine | undefined)[]; shown: number; error?: ErrorInfo }[] = [];
    const tasks: GaTask[] = [];
    const taskSlot: { slot: number; run: number }[] = [];
    for (const record of records) {
      const error = inputError(record);
      slots.push({ record, lines: error ? [] : new Array<GaLine | undefined>(runs).fill(undefined), shown: 0, error });
      if (error) continue;
      for (let r = 0; r < runs; r++) {
        tasks.push({ puzzle: digitsToString(record.digits!, '0'), seed: (seed + r) >>> 0, ...settings });
        taskSlot.push({ slot: slots.length - 1, run: r });
      }
    }
    let printed = 0;
    const flush = () => {
      while (printed < slots.length) {
        const slot = slots[printed];
        const { record, lines, error } = slot;
        if (error) {
          if (json) printJsonLine(io, { index: record.index, id: record.id, error }, record.origin, error);
          else io.stderr(`${record.origin}: ${error.message}`);
        } else {
          for (let line = lines[slot.shown]; line !== undefined; line = lines[++slot.shown])
            io.stdout(json ? JSON.stringify(line) : textLine(record, line));
          if (slot.shown < lines.length) return;
          if (!json && runs > 1) io.stdout(puzzleSummary(record, lines as GaLine[]));
        }
        printed++;
      }
    };
    flush();
    const script = path.join(__dirname, 'ga-worker.js');
    // Without --jobs (or --threads), workers only when they pay: a run or two of a few generations stays in this thread.
    const byWork = parsed.value('threads') === undefined && parsed.value('jobs') === undefined;
    await runTasks(
      tasks,
      runGaTaskInSlices,
      { script, jobs: threads, ramp: rampFor<GaTask>('ga', byWork) },
      async (index, result) => {
        const { slot, run } = taskSlot[index];
        slots[slot].lines[run] = runLine(slots[slot].record, tasks[index], run, result);
        flush();
        await io.drained?.();
      },
    );
    return 0;
  });
}
