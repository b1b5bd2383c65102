/** The command line's arguments read against a command's option table (options.ts). */

import { HELP_OPTION, type OptionTable } from './options';
import { CommandError } from './command-error';
import { closestWord } from './closest-word';

export interface ParsedArgs {
  positionals: string[];
  flag(name: string): boolean;
  /** The option's value (the last one if given twice), or undefined. */
  value(name: string): string | undefined;
  list(name: string): string[];
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
