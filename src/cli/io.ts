/**
 * What every command shares: the CliIO seam (so tests run commands without a process), argument
 * parsing, and gathering puzzles from arguments and files in input order.
 */

import * as fs from 'fs';
import * as path from 'path';
import { isPuzzleError, PuzzleError, groupedNumber } from '../engine';
import type { PuzzleRecord } from '../io/record';
import { HELP_OPTION, type CommandSpec, type OptionTable } from './options';
import type { ErrorInfo } from '../engine/analyser';
import { defaultThreadCount } from './worker-start';
import { makeFolder, writeFileAtomically } from './atomic-write';
import { plainReason, plainWriteError } from './plain-errors';
import { maxJobs } from './limits';
import { WORKBOOK, readCapped } from './capped-read';
import { MAX_WORKBOOK_BYTES } from './read-limits';
import type { LineGroup } from '../io/parse';

export interface CliIO {
  stdout(line: string): void;
  /** UTF-8 bytes for standard output as they are, lines with their newlines (without it, each line goes through stdout). */
  write?(bytes: Uint8Array): void;
  stderr(line: string): void;
  /** Text of a file ('-' means standard input). */
  readFile(path: string): Promise<string> | string;
  /** Bytes of a file, for binary inputs such as .xlsx (optional so that simple fakes stay simple). */
  readBinaryFile?(path: string): Promise<Uint8Array> | Uint8Array;
  writeFile?(path: string, data: string | Uint8Array): Promise<void> | void;
  /** The lines of a text file ('-' = standard input) in groups as they are read (as text, or as the bytes read); without it, readFile's text in one group. */
  readLines?(path: string): AsyncIterable<readonly string[] | LineGroup>;
  /** The size in bytes of a regular file, undefined for anything else (standard input, a pipe): the default --jobs estimates the work left from it. */
  fileSize?(path: string): number | undefined;
  /** Resolves once standard output can take more (a slow reader has caught up); commands wait on it between answers. */
  drained?(): Promise<void>;
  /**
   * When the command started, on the performance.now() clock: 0 for the real process (its start),
   * so that a time limit holds for the wait as a person sees it; without it, when run() was called.
   */
  startedAt?: number;
}

/** The bytes of a workbook through `io`, or straight from disk (up to MAX_WORKBOOK_BYTES) when the io has no binary reader. */
export async function readBytes(io: CliIO, filePath: string): Promise<Uint8Array> {
  return io.readBinaryFile ? io.readBinaryFile(filePath) : readCapped(filePath, MAX_WORKBOOK_BYTES, WORKBOOK);
}

/** Bad usage or an unreadable file: the command prints the message (and usage) and exits 2. */
export class CommandError extends Error {
  override readonly name = 'CommandError';

  constructor(
    message: string,
    readonly showUsage = false,
  ) {
    super(message);
  }
}

export interface ParsedArgs {
  positionals: string[];
  flag(name: string): boolean;
  /** The option's value (the last one if given twice), or undefined. */
  value(name: string): string | undefined;
  list(name: string): string[];
}

/** The number of single-character edits between two words (Levenshtein). */
/**
 * Edits from a to b: insertions, deletions, substitutions and swaps of two neighbours (the
 * optimal string alignment distance), so that "slove" is one edit from "solve", as a typist sees it.
 */
function editDistance(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, beforePrevious[j - 2] + 1);
      current.push(distance);
    }
    [beforePrevious, previous] = [previous, current];
  }
  return previous[b.length];
}

/** The known word a mistyped one most likely meant: a unique one it begins, else the nearest within a third of its length. */
export function closestWord(word: string, known: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const extended = known.filter((each) => each.startsWith(lower));
  if (extended.length === 1) return extended[0];
  const allowed = Math.max(1, Math.floor(lower.length / 3));
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const each of known) {
    const distance = editDistance(lower, each);
    if (distance < bestDistance) [best, bestDistance] = [each, distance];
  }
  return best;
}

function unknownOption(written: string, table: OptionTable): CommandError {
  const meant = closestWord(written.replace(/^--?/, ''), Object.keys(table));
  return new CommandError(`Unknown option ${written}.${meant ? ` Did you mean --${meant}?` : ''}`, true);
}

/**
 * `--name value`, `--name=value`, `-h`; `--` ends the options. Throws CommandError on misuse.
 * Written here rather than with util.parseArgs or commander because both take "--3-5…" for an
 * option, while here it is a puzzle whose first cells are blank.
 */
export function parseArgs(args: readonly string[], options: OptionTable): ParsedArgs {
  const table: OptionTable = { ...options, help: HELP_OPTION };
  const positionals: string[] = [];
  const given = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg === '-h') {
      given.set('help', ['']);
      continue;
    }
    // No puzzle holds a letter, so "-f" is a short option we do not have.
    if (/^-[A-Za-z]/.test(arg)) throw unknownOption(arg, table);
    // A puzzle may start with '-' blanks ("--3-5…"): only a letter after "--" makes an option.
    if (!/^--[A-Za-z]/.test(arg)) {
      positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals < 0 ? undefined : equals);
    const kind = Object.prototype.hasOwnProperty.call(table, name) ? table[name].kind : undefined;
    if (kind === undefined) throw unknownOption(`--${name}`, table);
    let value = equals < 0 ? undefined : arg.slice(equals + 1);
    if (kind === 'flag') {
      if (value !== undefined) throw new CommandError(`--${name} takes no value.`, true);
      value = '';
    } else if (value === undefined) {
      if (i + 1 >= args.length) throw new CommandError(`--${name} needs a value.`, true);
      value = args[++i];
    }
    if (kind === 'value' && given.has(name)) throw new CommandError(`--${name} is given twice.`, true);
    given.set(name, [...(given.get(name) ?? []), value]);
  }
  return {
    positionals,
    flag: (name) => given.has(name),
    value: (name) => {
      const values = given.get(name);
      return values?.[values.length - 1];
    },
    list: (name) => given.get(name) ?? [],
  };
}

/** The value of a numeric option, or `fallback` when absent; anything but a positive number up to `max` is a CommandError. */
export function positiveNumber(text: string | undefined, option: string, fallback: number, integer: boolean, max = Infinity): number {
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

/**
 * Parses the arguments against the command's table, answers --help with `usage`, runs the command
 * body, and turns a CommandError (with a pointer to --help when the usage was wrong) or an argument
 * refused by the engine into one line on stderr and exit status 2.
 */
export async function runWithArgs(
  args: readonly string[],
  io: CliIO,
  command: CommandSpec,
  usage: string,
  body: (parsed: ParsedArgs) => Promise<number> | number,
): Promise<number> {
  try {
    const parsed = parseArgs(args, command.options);
    if (parsed.flag('help')) {
      io.stdout(usage);
      return 0;
    }
    return await body(parsed);
  } catch (error) {
    // A puzzle's own problem is its result's; one that escapes the command is an option's (a technique its kind lacks).
    if (isPuzzleError(error) && error.kind === 'bad-input') {
      io.stderr(error.message);
      return 2;
    }
    if (!(error instanceof CommandError)) throw error;
    io.stderr(error.showUsage ? `${error.message} See \`sudoku-analyzer ${command.name} --help\`.` : error.message);
    return 2;
  }
}

/** Stops before any work when `out` exists and --force was not given, so an earlier file is never lost. */
export function refuseToReplace(out: string, force: boolean): void {
  if (!force && fs.existsSync(out)) throw new CommandError(`${out} exists already; add --force to replace it, or name another file with --out.`, true);
}

/** Writes an output file atomically (its folder made first); a failure is a CommandError naming the file. */
export async function writeOutput(io: CliIO, out: string, data: string | Uint8Array): Promise<void> {
  try {
    makeFolder(path.dirname(path.resolve(out)));
    await (io.writeFile ? io.writeFile(out, data) : writeFileAtomically(out, data));
  } catch (error) {
    throw new CommandError(`Cannot write ${out}: ${plainWriteError(error)}`);
  }
}

/**
 * One JSON Lines answer on standard output; when `error` is given, its message also goes to
 * standard error after `origin`, so the person at the terminal still hears why.
 */
export function printJsonLine(io: CliIO, value: object, origin: string, error?: { message: string }): void {
  io.stdout(JSON.stringify(value));
  if (error) io.stderr(`${origin}: ${error.message}`);
}

/** A puzzle of the input with a person's description of where it came from; `variant` when it is no standard 9×9. */
export interface InputPuzzle extends PuzzleRecord {
  /** "argument 2", "top95.txt line 7", "Problem500.txt line 41 (No.5)". */
  origin: string;
}

/** Why a file could not be read, in plain words (the common error codes, else the error's message). */
export function plainReadError(error: unknown): string {
  const reason = plainReason(error, 'read');
  if (reason) return reason;
  if (error instanceof CommandError || isPuzzleError(error)) return error.message;
  return error instanceof Error ? error.message : String(error);
}

/** What `read` gives; if it fails, a CommandError naming the file and why in plain words. */
export async function readOrExplain<T>(filePath: string, read: () => Promise<T> | T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new CommandError(`Cannot read ${filePath}: ${plainReadError(error)}`);
  }
}

/** What a job needs of a puzzle, in a form that crosses to a worker thread (the error as data). */
export interface PortablePuzzle {
  index: number;
  id: string;
  origin: string;
  digits?: Uint8Array;
  error?: ErrorInfo;
  variant?: InputPuzzle['variant'];
}

/** The part of an input puzzle the solve and analyze jobs read. */
export type JobPuzzle = Pick<InputPuzzle, 'index' | 'id' | 'origin' | 'digits' | 'error' | 'variant'>;

export function toPortable({ index, id, origin, digits, error, variant }: InputPuzzle): PortablePuzzle {
  return { index, id, origin, digits, error: error?.toJSON(), variant };
}

export function fromPortable({ error, ...rest }: PortablePuzzle): JobPuzzle {
  return { ...rest, error: error && new PuzzleError(error.kind, error.message, error.cells, error.input) };
}

/** --jobs: threads for the puzzles, the most by default (the number of cores; jobsByWork says whether N was given). */
export function jobsOption(parsed: ParsedArgs): number {
  return positiveNumber(parsed.value('jobs'), 'jobs', defaultThreadCount(), true, maxJobs());
}

/** Whether --jobs was left to its default: the cores are then the most threads, each worker started only when the work left repays it (worker-costs.ts rampFor); N given means N. */
export function jobsByWork(parsed: ParsedArgs): boolean {
  return parsed.value('jobs') === undefined;
}

/** The same groups, and whether they hold exactly one item: read ahead only until a second item or the end. */
export async function singleOrMore<T>(groups: AsyncIterable<T>, sizeOf: (group: T) => number): Promise<{ groups: AsyncGenerator<T>; single: boolean }> {
  const iterator = groups[Symbol.asyncIterator]();
  const ahead: T[] = [];
  let count = 0;
  let ended = false;
  while (count < 2) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    ahead.push(next.value);
    count += sizeOf(next.value);
  }
  async function* replay(): AsyncGenerator<T> {
    yield* ahead;
    if (!ended) for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { groups: replay(), single: count === 1 };
}

/**
 * Lines a command that makes them in microseconds (fullgrid, transform) prints between drained()
 * calls: each call writes what is pending, and a write per line would cost more than the line.
 */
export const QUICK_LINES_PER_DRAIN = 64;

/**
 * A batch's answer as one message: its standard output as one run of UTF-8 bytes (each line ending
 * in a newline), and its lines for standard error, each with the count of output bytes written
 * before it, so the two streams interleave as they would puzzle by puzzle.
 */
export interface BatchOutput {
  out: Uint8Array;
  err: { at: number; line: string }[];
}

/** A batch's output with its standard error lines in their places, then a wait until a slow reader has taken it (backpressure). */
export async function writeBatchOutput(io: CliIO, { out, err }: BatchOutput): Promise<void> {
  let written = 0;
  const writeUpTo = (end: number) => {
    if (end <= written) return;
    const bytes = out.subarray(written, end);
    if (io.write) io.write(bytes);
    else for (const line of Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length - 1).toString('utf8').split('\n')) io.stdout(line);
    written = end;
  };
  for (const { at, line } of err) {
    writeUpTo(at);
    io.stderr(line);
  }
  writeUpTo(out.length);
  await io.drained?.();
}

/** Whether the command should keep to this thread: puzzles given only as arguments are too few to start workers for. */
export function argumentsOnly(parsed: ParsedArgs): boolean {
  return parsed.list('file').length === 0;
}

/** The jobs of a command that reads puzzles: --jobs (default the cores) for files, one for arguments only (argumentsOnly). */
export function fileJobs(parsed: ParsedArgs): number {
  return argumentsOnly(parsed) ? 1 : jobsOption(parsed);
}
