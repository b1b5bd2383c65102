/**
 * What every command shares at the command line: --version, a mistyped option or command answered
 * with a suggestion rather than the whole help, a missing file told in plain words, and help
 * texts that list every option the command takes (and point to nothing outside the repository).
 */

import * as fs from 'fs';
import * as path from 'path';
import { COMMAND_SPECS, main } from '../../src/cli/main';
import type { Hint } from '../../src/engine/analysis/hints';
import { samplePuzzles } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';
import { createFakeIO } from './fake-io';

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const COMMANDS = COMMAND_SPECS.map((spec) => spec.name);
const PUZZLE = samplePuzzles('rated/mixed1000.txt', 12)[2];

/** A help's synopsis: its first line and the lines under it, up to the first blank line. */
function synopsisOf(help: string): string {
  return help.split('\n\n')[0];
}

/** The overall help's synopsis of `command`: its line and the lines indented deeper under it. */
function overallSynopsis(overall: string[], command: string): string {
  const start = overall.findIndex((each) => each.startsWith(`  ${command} `));
  const rest = overall.slice(start + 1);
  const end = rest.findIndex((each) => !each.startsWith(' '.repeat(command.length + 3)));
  return [overall[start], ...rest.slice(0, end)].join('\n');
}

function optionsNamedIn(text: string): string[] {
  return [...new Set([...text.matchAll(/--([a-z][a-z-]*)/g)].map((match) => match[1]))].sort();
}

describe('--version', () => {
  it.each([['--version'], ['-V'], ['-v']])('%s prints the version of package.json', async (flag) => {
    const { version } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(await run([flag])).toEqual({ code: 0, out: [version], err: [] });
  });
});

describe('a mistyped option or command', () => {
  it.each([
    [['solve', '--fil', PUZZLE], 'Unknown option --fil. Did you mean --file?'],
    [['analyze', PUZZLE, '--techniqes', 'BL'], 'Unknown option --techniqes. Did you mean --techniques?'],
    [['generate', '--pattern', 'p.txt', '--time'], 'Unknown option --time. Did you mean --time-limit?'],
    [['batch', 'book.csv', '--outt', 'x.xlsx'], 'Unknown option --outt. Did you mean --out?'],
    [['solve', '-f', 'puzzles.txt'], 'Unknown option -f. Did you mean --file?'],
    [['hint', '--puzzle', PUZZLE, '-j'], 'Unknown option -j. Did you mean --json?'],
  ])('%j gets one line with the closest option and where the help is', async (argv, start) => {
    const { code, out, err } = await run(argv);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([`${start} See \`sudoku-analyzer ${argv[0]} --help\`.`]);
  });

  it('suggests nothing when no option is close, and never prints the whole help', async () => {
    const { code, err } = await run(['solve', '--frobnicate']);
    expect(code).toBe(2);
    expect(err).toEqual(['Unknown option --frobnicate. See `sudoku-analyzer solve --help`.']);
  });

  it('suggests the command meant', async () => {
    const { code, err } = await run(['analyse', PUZZLE]);
    expect(code).toBe(2);
    expect(err[0]).toBe('Unknown command "analyse". Did you mean analyze?');
  });

  it.each([
    ['slove', 'solve'],
    ['hnit', 'hint'],
    ['tarnsform', 'transform'],
    ['bacth', 'batch'],
  ])('counts two swapped letters as one slip: %s means %s', async (typed, meant) => {
    const { code, err } = await run([typed, PUZZLE]);
    expect(code).toBe(2);
    expect(err[0]).toBe(`Unknown command "${typed}". Did you mean ${meant}?`);
  });

  it('suggests nothing for a word far from every command', async () => {
    const { err } = await run(['frobnicate', PUZZLE]);
    expect(err[0]).toBe('Unknown command "frobnicate".');
  });
});

describe('a missing file', () => {
  it.each([
    [['analyze', '--file', 'puzzles.txt'], 'puzzles.txt'],
    [['solve', '--file', 'puzzles.txt'], 'puzzles.txt'],
    [['generate', '--pattern', 'patterns.txt'], 'patterns.txt'],
    [['batch', 'missing-book.csv', '--out', 'x.xlsx'], 'missing-book.csv'],
    [['batch', 'missing-book.xlsx', '--out', 'x.xlsx'], 'missing-book.xlsx'],
  ])('%j is one plain sentence and exit status 2', async (argv, file) => {
    const { code, out, err } = await run(argv);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([`Cannot read ${file}: there is no such file.`]);
  });
});

describe('help', () => {
  async function helpOf(command: string): Promise<string> {
    const { code, out } = await run([command, '--help']);
    expect(code).toBe(0);
    return out.join('\n');
  }

  it.each(COMMANDS)(
    '%s --help describes each option of its synopsis on a line of its own, and accepts each one',
    async (command) => {
      const help = await helpOf(command);
      const synopsis = synopsisOf(help);
      const rest = help.slice(synopsis.length).split('\n');
      const named = optionsNamedIn(synopsis);
      expect(named.length).toBeGreaterThan(0);
      for (const name of named) {
        expect(rest.some((line) => line.startsWith(`  --${name}`))).toBe(true);
        const { err } = await run([command, `--${name}`, 'x']);
        expect(err.join('\n')).not.toContain('Unknown option');
      }
    },
  );

  it.each(['hint', 'batch'])(
    '%s takes --techniques and says so in its help and in the overall help',
    async (command) => {
      expect(optionsNamedIn(synopsisOf(await helpOf(command)))).toContain('techniques');
      const overall = (await run(['--help'])).out.join('\n').split('\n');
      expect(overallSynopsis(overall, command)).toContain('--techniques');
    },
  );

  it('the overall help lists every option of every command', async () => {
    const overall = (await run(['--help'])).out.join('\n').split('\n');
    for (const command of COMMANDS) {
      expect(optionsNamedIn(overallSynopsis(overall, command))).toEqual(
        optionsNamedIn(synopsisOf(await helpOf(command))),
      );
    }
  });

  it.each(['', ...COMMANDS])('%s --help has no line over 80 columns (code points)', async (command) => {
    const help = command ? await helpOf(command) : (await run(['--help'])).out.join('\n');
    expect(help.split('\n').filter((line) => [...line].length > 80)).toEqual([]);
  });

  it.each(['', ...COMMANDS])(
    '%s --help ends with two to four examples, each a comment and a command of this program',
    async (command) => {
      const help = command ? await helpOf(command) : (await run(['--help'])).out.join('\n');
      const examples = help.slice(help.lastIndexOf('\nExamples:\n') + '\nExamples:\n'.length);
      expect(help).toContain('\nExamples:\n');
      const lines = examples.split('\n');
      const commands = lines.filter((line) => line.startsWith('  sudoku-analyzer '));
      expect(commands.length).toBeGreaterThanOrEqual(2);
      expect(commands.length).toBeLessThanOrEqual(4);
      expect(lines.filter((line) => line.startsWith('  # '))).toHaveLength(commands.length);
      // Each line is a comment, a command, or the continuation of a command whose line ends in a backslash.
      lines.forEach((line, i) =>
        expect({
          line,
          ok:
            line.startsWith('  # ') ||
            line.startsWith('  sudoku-analyzer ') ||
            (line.startsWith('      --') && lines[i - 1].endsWith(' \\')),
        }).toEqual({ line, ok: true }),
      );
      if (command) for (const each of commands) expect(each).toMatch(new RegExp(`^  sudoku-analyzer ${command} `));
    },
  );

  it.each(COMMANDS)('%s: every option its examples name is one of its options', async (command) => {
    const spec = COMMAND_SPECS.find((each) => each.name === command)!;
    expect(
      spec.examples.flatMap((example) => optionsNamedIn(example.command)).filter((name) => !(name in spec.options)),
    ).toEqual([]);
  });

  it('points to nothing outside the repository', async () => {
    for (const text of [(await run(['--help'])).out.join('\n'), ...(await Promise.all(COMMANDS.map(helpOf)))]) {
      expect(text).not.toMatch(/\.\.\/|shared|SPEC/);
    }
  });
});

describe('hint --techniques', () => {
  it('gives the next step with the letters allowed, at the value of the solution', async () => {
    const solution = uniqueSolution(PUZZLE);
    const free = JSON.parse((await run(['hint', '--puzzle', PUZZLE, '--json'])).out[0]) as Hint;
    expect(free.next?.technique).not.toMatch(/^L+$/);
    const { code, out } = await run(['hint', '--puzzle', PUZZLE, '--techniques', 'l', '--json']);
    expect(code).toBe(0);
    const next = (JSON.parse(out[0]) as Hint).next!;
    expect(next.technique).toMatch(/^L+$/);
    expect(next.value).toBe(Number(solution[(next.row - 1) * 9 + next.col - 1]));
  });

  it('refuses letters that are no technique', async () => {
    const { code, err } = await run(['hint', '--puzzle', PUZZLE, '--techniques', 'BZ']);
    expect(code).toBe(2);
    expect(err[0]).toContain('"Z" is not one');
  });
});
