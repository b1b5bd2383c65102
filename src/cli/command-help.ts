/**
 * Every --help written from the option tables (options.ts): the synopsis, the option list, the
 * examples and the whole help of a command, laid out by help-layout.ts.
 */

import { HELP_OPTION, type CommandSpec, type Example, type OptionSpec, type OptionTable } from './options';
import { HELP_WIDTH, hangingLines, refill, synopsisLines } from './help-layout';

function optionWithValue(name: string, spec: OptionSpec): string {
  return spec.value ? `--${name} ${spec.value}` : `--${name}`;
}

/** The synopsis's parts after the command's name: its operands, then each option. */
function synopsisParts(command: CommandSpec): string[] {
  const options = Object.entries(command.options).map(([name, spec]) =>
    spec.required ? optionWithValue(name, spec) : `[${optionWithValue(name, spec)}]`,
  );
  return [command.operands, ...options].filter((part) => part !== '');
}

/** "hint --puzzle P [--grid G] [--json]", on one line. */
export function synopsis(command: CommandSpec): string {
  return [command.name, ...synopsisParts(command)].join(' ');
}

/** The synopsis after `lead` in lines of at most HELP_WIDTH, the further lines under its first part. */
export function synopsisBlock(command: CommandSpec, lead: string): string[] {
  return synopsisLines(lead, command.name, synopsisParts(command));
}

const HELP_COLUMN = 24;

/** The option list of a command's --help, the text of each option under its own. */
export function optionLines(options: OptionTable): string[] {
  const lines: string[] = [];
  for (const [name, spec] of Object.entries({ ...options, help: HELP_OPTION })) {
    const head = `  ${name === 'help' ? '-h, --help' : optionWithValue(name, spec)}`;
    lines.push(
      ...hangingLines(head.length < HELP_COLUMN ? head.padEnd(HELP_COLUMN) : `${head}  `, spec.help, HELP_COLUMN),
    );
  }
  return lines;
}

/**
 * An example's command in lines of at most HELP_WIDTH after `indent`, broken before an option and
 * continued with a backslash, so each line still pastes into a shell as one command.
 */
export function exampleCommandLines(command: string, indent = '  '): string[] {
  const segments = command.split(/ (?=--)/);
  const lines: string[] = [];
  let line = `${indent}${segments[0]}`;
  for (const segment of segments.slice(1)) {
    if (line.length + 1 + segment.length > HELP_WIDTH - 2) {
      lines.push(`${line} \\`);
      line = `${indent}    ${segment}`;
    } else line += ` ${segment}`;
  }
  lines.push(line);
  return lines;
}

/** The examples that end a help: each as a shell comment saying what it shows, then its command. */
export function exampleLines(examples: readonly Example[]): string[] {
  return ['Examples:', ...examples.flatMap(({ command, does }) => [`  # ${does}`, ...exampleCommandLines(command)])];
}

/** What every command does with output it cannot write (src/cli/node-io.ts), said once in each --help. */
const OUTPUT_FAILURES = `Output that cannot be written (standard output or a file: a full disk, a read-only file
system…) ends the run with one sentence saying why and status 2; a reader that closes the pipe
early (| head) ends it at once, quietly.`;

/** A command's whole --help: synopsis, what it does, every option, and what it adds after them. */
export function commandUsage(command: CommandSpec, about: string, after: string): string {
  return [
    ...synopsisBlock(command, 'Usage: sudoku-analyzer '),
    '',
    ...refill(about),
    '',
    ...optionLines(command.options),
    '',
    ...refill(`${after}\n\n${OUTPUT_FAILURES}`),
    '',
    ...exampleLines(command.examples),
  ].join('\n');
}
