/**
 * `sudoku-analyzer <command> …`: finds the command in the table and hands it the rest of the
 * arguments. Commands load on demand, so `solve` does not pay for the analyser or exceljs.
 */

import * as fs from 'fs';
import * as path from 'path';
import { closestWord } from './closest-word';
import { fileJobs, jobsByWork, jobsOption } from './option-values';
import { parseArgs, type ParsedArgs } from './parse-args';
import type { CliIO } from './cli-io';
import { createNodeIO } from './node-io';
import { generateThreads } from './variant-choice';
import type { JobCommand } from './job-worker';
import {
  ANALYZE,
  BATCH,
  BOOK,
  COMPARE,
  FULLGRID,
  GA,
  GENERATE,
  HINT,
  SOLVE,
  STEPS,
  TRANSFORM,
  type CommandSpec,
  type Example,
} from './options';
import { exampleLines, synopsisBlock } from './command-help';
import { hangingLines, refill } from './help-layout';
import { prestartWorkers } from './worker-start';

interface CommandModule {
  run(args: string[], io: CliIO): Promise<number>;
}

interface CommandEntry {
  spec: CommandSpec;
  load: () => Promise<CommandModule>;
  /** A command whose pool runs job-worker: the workers --jobs N wants for these arguments, started before it loads (prestartWorkers). */
  workers?: (parsed: ParsedArgs) => number;
}

/** One row per command; each lives in src/cli/<name>.ts and exports run(args, io). */
const COMMANDS: readonly CommandEntry[] = [
  { spec: ANALYZE, load: () => import('./analyze'), workers: (parsed) => fileJobs(parsed) - 1 },
  { spec: HINT, load: () => import('./hint') },
  { spec: SOLVE, load: () => import('./solve') },
  { spec: STEPS, load: () => import('./steps') },
  { spec: BATCH, load: () => import('./batch'), workers: (parsed) => jobsOption(parsed) - 1 },
  { spec: GENERATE, load: () => import('./generate'), workers: (parsed) => generateThreads(parsed) - 1 },
  { spec: BOOK, load: () => import('./book'), workers: (parsed) => jobsOption(parsed) - 1 },
  { spec: GA, load: () => import('./ga') },
  { spec: TRANSFORM, load: () => import('./transform') },
  { spec: FULLGRID, load: () => import('./fullgrid') },
  { spec: COMPARE, load: () => import('./compare') },
];

/** Every command in the order of the overall help: the option tables docs/cli.md is written from. */
export const COMMAND_SPECS: readonly CommandSpec[] = COMMANDS.map((entry) => entry.spec);

/** The overall help's examples: a first run of each front door. */
export const OVERALL_EXAMPLES: readonly Example[] = [
  {
    command: 'sudoku-analyzer analyze --file samples/puzzle.txt',
    does: 'how a person solves the sample puzzle, step by step, and its grade',
  },
  { command: 'sudoku-analyzer solve --file samples/book.csv', does: 'the solutions of the sample book' },
  { command: 'sudoku-analyzer analyze --help', does: "a command's options and examples" },
];

/** What the overall help says after the commands. */
export const OVERALL_NOTES = `Puzzles are 81 characters, row by row: digits 1–9, and . 0 - _ * for blanks.

Files: 81-character lines, 9-line grids (timedia records), or CSV with a puzzle column.

Other kinds (N×N, diagonal, windoku, jigsaw, colour, combined): --kind, --box, --grids, --layout or "# kind:" headers.

A command's options and examples: sudoku-analyzer <command> --help.
The version: sudoku-analyzer --version.`;

export function usage(): string {
  return [
    'Usage: sudoku-analyzer <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.flatMap(({ spec }) => [...synopsisBlock(spec, '  '), ...hangingLines('      ', spec.summary, 6)]),
    '',
    ...refill(OVERALL_NOTES),
    '',
    ...exampleLines(OVERALL_EXAMPLES),
  ].join('\n');
}

/** The version in package.json, found upwards from here: src/cli under ts-jest, lib/src/cli when built. */
export function packageVersion(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) return 'unknown';
  }
}

export async function main(argv: readonly string[], io: CliIO = createNodeIO()): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    if (args.length > 0) return main([args[0], '--help'], io);
    io.stdout(usage());
    return 0;
  }
  if (name === '--version' || name === '-V' || name === '-v') {
    io.stdout(packageVersion());
    return 0;
  }
  const command = COMMANDS.find((entry) => entry.spec.name === name);
  if (!command) {
    if (name === undefined) io.stderr('Name a command.');
    else {
      const meant = closestWord(
        name,
        COMMANDS.map((entry) => entry.spec.name),
      );
      io.stderr(`Unknown command "${name}".${meant ? ` Did you mean ${meant}?` : ''}`);
    }
    io.stderr(usage());
    return 2;
  }
  if (command.workers) prestartFor(command, command.workers, args);
  const module = await command.load();
  return module.run(args, io);
}

/**
 * Starts the command's workers while it loads (about 50 ms of this thread's CPU for analyze) and
 * reads its input, when --jobs N asks for them; the default starts a worker only once the work
 * left repays it (worker-pool.ts), and one started ahead would cost its compiling even unused.
 */
function prestartFor({ spec }: CommandEntry, workers: (parsed: ParsedArgs) => number, args: readonly string[]): void {
  let count: number;
  try {
    const parsed = parseArgs(args, spec.options);
    count = parsed.flag('help') || jobsByWork(parsed) ? 0 : workers(parsed);
  } catch {
    // Bad arguments: the command itself says what is wrong.
    return;
  }
  prestartWorkers(count, { command: spec.name as JobCommand });
}
