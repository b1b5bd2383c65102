/** What every command does around its body: its arguments parsed, --help answered, its misuse told in one line and exit status 2. */

import { isPuzzleError } from '../engine';
import type { CliIO } from './cli-io';
import { CommandError } from './command-error';
import type { CommandSpec } from './options';
import { parseArgs, type ParsedArgs } from './parse-args';

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
