/**
 * What a fuzz class makes and what a run of it gives back: a case is one run of the built command
 * (its arguments, the files it finds in its own folder, standard input and output), generated
 * from a seeded Random; the suite runs it, and classify.ts names the outcome.
 */

import type { Random } from '../../src/engine/core/random';
import type { Sources } from './sources';

export interface FuzzCase {
  /** The arguments after bin/sudoku-analyzer.js; relative paths are in the run's own folder. */
  argv: string[];
  /** Files written into the run's folder before it starts (the run's inputs, checked unchanged after it). */
  files?: Record<string, string | Uint8Array>;
  /** Links made in the run's folder: name → target; `hard` makes a hard link. */
  links?: Record<string, { target: string; hard?: boolean }>;
  /** Shared fixtures (absolute paths) the run reads, checked unchanged after it. */
  shared?: string[];
  /** Standard input: these bytes, or a stream that never ends. */
  stdin?: string | Uint8Array | 'endless-zeros' | 'endless-random';
  /** Standard output: captured (the default), the full device, or closed after this many lines, as `| head -n N` does. */
  stdout?: 'pipe' | 'full' | { closeAfterLines: number };
  /** The memory limit (issue 41): 200 MiB for malformed or hostile input, 500 MiB for a run within the documented limits. */
  limitMiB: 200 | 500;
  /** Wall-clock time after which the run is a hang, when the class knows better than the suite's default. */
  timeoutMs?: number;
  /** The puzzles, lines or files the run reads, for the table. */
  inputs: number;
  /** The harness kills the run (SIGKILL) while it writes OUT (a temporary file beside it, or OUT changed), or this many ms after it starts. */
  kill?: { when: 'writing' | number; out: string };
  /** An output file that must end as it was (`old`) or as a whole workbook of at least `rows` rows; a run that exits 0 must have replaced it. */
  written?: { out: string; rows: number };
  /** Text that must never reach standard output or error (what an external entity would read). */
  secret?: string;
}

/** What a class may use besides its Random: the fixtures' good inputs, and large shared files built once per suite. */
export interface FuzzContext {
  sources: Sources;
  /** The path of a shared fixture `name`, built by `build(file)` the first time it is asked for. */
  fixture(name: string, build: (file: string) => void): string;
}

export interface FuzzClass {
  name: string;
  /** The finding of the first fuzz it covers: data lost, limits, hostile files, output, terminal, Unicode, messages, text. */
  group: string;
  /** One line for the docs and --list. */
  about: string;
  /** Its share of a long run's runs (a short run gives every class the same number). */
  weight: number;
  make(random: Random, context: FuzzContext): FuzzCase;
}

export const OUTCOMES = [
  'clear',
  'stack trace',
  'crash',
  'hang',
  'memory',
  'data lost',
  'internal error',
  'unsafe output',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** What watching one run of the command saw. */
export interface Watched {
  code: number | null;
  signal: NodeJS.Signals | null;
  ms: number;
  /** Peak resident memory: what the preload wrote at exit (PEAK_PROBE), else the kernel's high-water mark last read. */
  peakMiB?: number;
  timedOut: boolean;
  /** Killed by the harness for passing the memory it may use. */
  memoryKilled: boolean;
  /** Killed by the harness on purpose (a write class). */
  killedOnPurpose: boolean;
  stdoutHead: string;
  stderrText: string;
  /** Found while the streams were read: stack frames, a runtime error's own words, raw control characters, the secret. */
  stackSeen: boolean;
  internalSeen: boolean;
  controlSeen: boolean;
  secretSeen: boolean;
}

/** What the suite saw of one run. */
export interface RunRecord extends Watched {
  className: string;
  index: number;
  argv: string[];
  inputs: number;
  limitMiB: number;
  /** Inputs changed, or an output neither the old file nor a whole workbook. */
  dataProblems: string[];
}
