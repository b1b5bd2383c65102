/**
 * `sudoku-analyzer <command> …`: finds the command in the table and hands it the rest of the
 * arguments. Commands load on demand, so `solve` does not pay for the analyser or exceljs.
 */

import { createNodeIO } from './io';
import type { CliIO } from './io';

interface CommandModule {
  run(args: string[], io: CliIO): Promise<number>;
}

interface CommandEntry {
  name: string;
  synopsis: string;
  load: () => Promise<CommandModule>;
}

/** One row per command; each lives in src/cli/<name>.ts and exports run(args, io). */
const COMMANDS: readonly CommandEntry[] = [
  { name: 'analyze', synopsis: 'analyze [PUZZLE…] [--file F] [--techniques LETTERS] [--json]   step log, grade, effort (human-style analysis)', load: () => import('./analyze') },
  { name: 'hint', synopsis: 'hint --puzzle P --grid G [--json]   wrong entries, else the next move in three levels of detail', load: () => import('./hint') },
  { name: 'solve', synopsis: 'solve [PUZZLE…] [--file F] [--json]   count solutions (0, 1, 2 = two or more) and print the solution', load: () => import('./solve') },
  { name: 'batch', synopsis: 'batch BOOK.xlsx|.csv|.txt [--sheet S] [--from N] [--to M] --out OUT.xlsx   analyse a book: Results and Summary sheets', load: () => import('./batch') },
  { name: 'generate', synopsis: 'generate --pattern F [--grade NAME or MIN..MAX] [--count N] [--seed S] [--time-limit MS] [--json]   puzzles on a pattern at a grade', load: () => import('./generate') },
  { name: 'ga', synopsis: 'ga [PUZZLE…] [--file F] [--seed S] [--runs R] [--variant full|crossover-only|random] [--json]   the GA paper\'s genetic-algorithm solver', load: () => import('./ga') },
];

export function usage(): string {
  return [
    'Usage: sudoku-analyzer <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((command) => `  ${command.synopsis}`),
    '',
    'Puzzles are 81 characters, row by row: digits 1–9, and . 0 - _ * for blanks.',
    'Files: 81-character lines, 9-line grids (timedia records), or CSV with a puzzle column.',
    'Run `sudoku-analyzer <command> --help` for a command\'s options.',
  ].join('\n');
}

export async function main(argv: readonly string[], io: CliIO = createNodeIO()): Promise<number> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    if (args.length > 0) return main([args[0], '--help'], io);
    io.stdout(usage());
    return 0;
  }
  const command = COMMANDS.find((entry) => entry.name === name);
  if (!command) {
    io.stderr(name === undefined ? 'Name a command.' : `Unknown command "${name}".`);
    io.stderr(usage());
    return 2;
  }
  const module = await command.load();
  return module.run(args, io);
}
