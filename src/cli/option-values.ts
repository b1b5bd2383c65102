/**
 * The values of the options many commands share: a positive number, --seed, and --jobs with the
 * choice between this thread alone and the pool.
 */

import { groupedNumber } from '../engine';
import { CommandError } from './command-error';
import type { ParsedArgs } from './parse-args';
import { defaultThreadCount } from './worker-start';
import { maxJobs } from './option-limits';

/** The value of a numeric option, or `fallback` when absent; anything but a positive number up to `max` is a CommandError. */
export function positiveNumber(
  text: string | undefined,
  option: string,
  fallback: number,
  integer: boolean,
  max = Infinity,
): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new CommandError(`--${option} needs a positive ${integer ? 'whole number' : 'number'}, not "${text}".`, true);
  }
  if (value > max) throw new CommandError(`--${option} takes at most ${groupedNumber(max)}, not ${text}.`, true);
  return value;
}

/** --seed as a number or a word; without it the clock's, which the commands report so a run can be made again. */
export function seedOption(parsed: ParsedArgs): number | string {
  const text = parsed.value('seed');
  return text === undefined ? Date.now() >>> 0 : /^\d+$/.test(text) ? Number(text) : text;
}

/** --jobs: threads for the puzzles, the most by default (the number of cores; jobsByWork says whether N was given). */
export function jobsOption(parsed: ParsedArgs): number {
  return positiveNumber(parsed.value('jobs'), 'jobs', defaultThreadCount(), true, maxJobs());
}

/** Whether --jobs was left to its default: the cores are then the most threads, each worker started only when the work left repays it (worker-costs.ts rampFor); N given means N. */
export function jobsByWork(parsed: ParsedArgs): boolean {
  return parsed.value('jobs') === undefined;
}

/** Whether the command should keep to this thread: puzzles given only as arguments are too few to start workers for. */
export function argumentsOnly(parsed: ParsedArgs): boolean {
  return parsed.list('file').length === 0;
}

/** The jobs of a command that reads puzzles: --jobs (default the cores) for files, one for arguments only (argumentsOnly). */
export function fileJobs(parsed: ParsedArgs): number {
  return argumentsOnly(parsed) ? 1 : jobsOption(parsed);
}
