/**
 * docs/cli.md's reference part, written from the option tables of src/cli/options.ts (through
 * main.ts's list of commands): a command or option added there appears here at the next
 * `npm run docs`, and the generated-docs test fails until it does.
 */

import { COMMAND_SPECS, OVERALL_EXAMPLES } from '../../src/cli/main';
import { type CommandSpec, type Example, type OptionSpec } from '../../src/cli/options';
import { exampleCommandLines, synopsisBlock } from '../../src/cli/command-help';

function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

function optionName(name: string, spec: OptionSpec): string {
  return `\`--${name}${spec.value ? ` ${spec.value.replace(/\|/g, '\\|')}` : ''}\``;
}

/** The examples as a shell block: each a comment saying what it shows, then its command. */
export function exampleBlock(examples: readonly Example[]): string[] {
  return [
    '```sh',
    ...examples.flatMap(({ command, does }) => [`# ${does}`, ...exampleCommandLines(command, '')]),
    '```',
  ];
}

function commandPart(spec: CommandSpec): string[] {
  return [
    `### ${spec.name}`,
    '',
    `${spec.summary[0].toUpperCase()}${spec.summary.slice(1)}.`,
    '',
    ...synopsisBlock(spec, 'Usage: sudoku-analyzer ').map((line) => `    ${line}`),
    '',
    '| option | what it does |',
    '|---|---|',
    ...Object.entries(spec.options).map(
      ([name, option]) =>
        `| ${optionName(name, option)}${option.required ? ' (required)' : ''} | ${cell(option.help)} |`,
    ),
    '| `-h`, `--help` | this help |',
    '',
    'Examples:',
    '',
    ...exampleBlock(spec.examples),
  ];
}

export function cliReference(): string {
  return [
    '| command | what it does |',
    '|---|---|',
    ...COMMAND_SPECS.map((spec) => `| [${spec.name}](#${spec.name}) | ${cell(spec.summary)} |`),
    '',
    'First steps:',
    '',
    ...exampleBlock(OVERALL_EXAMPLES),
    '',
    ...COMMAND_SPECS.flatMap((spec) => [...commandPart(spec), '']),
  ]
    .join('\n')
    .trimEnd();
}
