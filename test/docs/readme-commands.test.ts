/**
 * Every command the README and docs/ tell a reader to type runs on a fresh clone (issues 32, 38): found by the
 * rule of test/helpers/document-commands.ts, each is run through `bash -c` in a mirror of the
 * repository and must exit 0 with output and no unreadable file; where it is cheap, what it prints
 * is checked too (JSON lines parse, solutions complete their puzzles, written files exist).
 *
 * The mirror is a fresh clone as `npm ci` leaves it: the files git tracks (with their uncommitted
 * edits; untracked files are in no clone), the repository's node_modules linked in and its lib/
 * copied, so the commands find none of the corpora beside the repository and whatever they write (`out/`, `samples/…-results.xlsx`,
 * `record.txt`, a rebuilt lib/) lands in the mirror, never in the repository. Commands run in
 * document order, as a reader would type them: a recipe's second line reads the first one's file.
 *
 * `npx sudoku-analyzer` and the README's short `sudoku-analyzer` both run the mirror's
 * bin/sudoku-analyzer.js through a `sudoku-analyzer` script on the PATH: npx finds the same bin
 * (the package's own `bin`), which one test checks, but costs a second of npm start-up a command.
 */

import { execFileSync, spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { commandsOf, programPart, type Found, type Mark } from '../helpers/document-commands';

const ROOT = path.resolve(__dirname, '..', '..');

/** The documents whose commands must run: the README and every page of docs/, paths from the repository root. */
const DOCUMENTS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

/** Why a command marked in its document (test/helpers/document-commands.ts, MARKS) is not run. */
const MARK_REASONS: Record<Mark, string> = {
  'needs Excel': 'marked as needing Excel',
  'needs the corpora': 'marked as reading the full corpora beside the repository',
  'long run': 'marked as a long run',
};

/**
 * What cannot run here, by the program it starts (a command's leading words; a name ending in `/`
 * is a folder of scripts), each with the reason. A command of several steps joined by `&&` runs
 * without its exempt steps.
 */
const EXEMPT: { program: string; reason: string }[] = [
  {
    program: 'npm ci',
    reason: "installs node_modules and builds lib/: the mirror has the repository's, as npm ci left them",
  },
  { program: 'npm test', reason: 'runs this test (and the whole suite) again' },
  { program: '.ci/run', reason: 'CI: npm ci, then npm test, which runs this test again' },
  { program: 'npm start', reason: 'opens desktop Excel with the add-in: needs Excel' },
  { program: 'npm stop', reason: 'unloads the add-in from desktop Excel: needs Excel' },
  { program: 'npm run dev-server', reason: 'serves the pane until stopped: never exits' },
  {
    program: 'npx office-addin-dev-certs install',
    reason: "installs and trusts a certificate in the machine's store, for desktop Excel",
  },
  { program: 'npm run validate:online', reason: "Microsoft's validator service: needs the network" },
  { program: 'npm run bench', reason: 'the benchmarks read the full corpora beside the repository' },
  { program: 'npm run verify', reason: 'the truth check sweeps the full corpora beside the repository' },
  { program: 'node lib/bench/', reason: 'the bench scripts read the full corpora beside the repository' },
  { program: 'bench/hodoku.sh', reason: "needs HoDoKu's jar (Java, kept outside the repository) and the full corpora" },
  {
    program: 'npm run fuzz',
    reason:
      'a long run (1,200 runs, about 15 minutes on two cores); test/fuzz runs a sample of its classes in npm test',
  },
  { program: 'jest', reason: 'the test suite, which runs this test: npm test runs it' },
  { program: 'npx jest', reason: 'the test suite, which runs this test: npm test runs it' },
  {
    program: 'npm pack',
    reason: 'packs and installs the package from the registry: scripts/check-package.js does it in CI',
  },
  { program: 'npm run start:web', reason: 'opens Excel on the web with the add-in: needs Excel' },
  {
    program: 'npm run docs:pictures',
    reason: 'builds the pane and drives chromium, as the browser tests do; its pictures are looked at, not tested',
  },
];

/**
 * The steps `npm test` runs before jest (its script in package.json: the type checks, lint, the
 * production build): run on every test run already, so not a second time here.
 */
const RUN_BY_NPM_TEST: { program: string; reason: string }[] = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.test as string
)
  .split('&&')
  .map((step) => step.trim())
  .filter((step) => step.startsWith('npm run '))
  .map((program) => ({ program, reason: 'npm test runs it before jest (package.json), on every run' }));
EXEMPT.push(...RUN_BY_NPM_TEST);

/**
 * Commands run smaller than written: the record recipe's 280-grid layout (18,189 cells on 69×309,
 * the record bench's work) becomes a 4-grid lattice on 21×21, with the same steps and round trip.
 */
const SMALLER: { from: string; to: string }[] = [
  { from: 'lattice:11x51', to: 'lattice:3x3' },
  { from: 'fold -w 309', to: 'fold -w 21' },
];

/** Long enough for webpack's production build on a busy 2-core machine: this is no speed test. */
const COMMAND_TIMEOUT_MS = 300_000;

interface Planned {
  /** The command as the document writes it. */
  text: string;
  /** Where it is written (the first place, then any repeats). */
  where: string[];
  /** The shell line run, or none when every step is exempt. */
  run?: string;
  /** The exempt steps and why. */
  exempt: { step: string; reason: string }[];
}

function exemption(step: string) {
  const program = programPart(step);
  return EXEMPT.find(
    (each) =>
      program === each.program || program.startsWith(each.program.endsWith('/') ? each.program : `${each.program} `),
  );
}

/** The commands found, each once: a command written twice, or the same but for exempt steps, runs once. */
function plan(found: Found[]): Planned[] {
  const planned = new Map<string, Planned>();
  for (const each of found) {
    if (each.kind !== 'command') continue;
    const steps = each.text.split(/\s+&&\s+/);
    const exempt = steps.flatMap((step) => {
      const rule = exemption(step);
      return rule ? [{ step, reason: rule.reason }] : each.mark ? [{ step, reason: MARK_REASONS[each.mark] }] : [];
    });
    const left = each.mark ? [] : steps.filter((step) => !exemption(step));
    const run =
      left.length === 0
        ? undefined
        : SMALLER.reduce((line, { from, to }) => line.split(from).join(to), left.join(' && '));
    const key = run ?? each.text;
    const known = planned.get(key);
    if (known) {
      known.where.push(each.where);
      known.exempt.push(...exempt);
    } else planned.set(key, { text: each.text, where: [each.where], run, exempt });
  }
  return [...planned.values()];
}

const FOUND = DOCUMENTS.flatMap((document) => commandsOf(ROOT, document));
const PLANNED = plan(FOUND);
const RUN = PLANNED.filter((each) => each.run !== undefined);
const SYNOPSES = FOUND.filter((each) => each.kind === 'synopsis');

// ---------------------------------------------------------------------------------------------
// The mirror and running a command in it

interface Mirror {
  dir: string;
  env: NodeJS.ProcessEnv;
  /** Each file's mtime when the mirror was made, by path relative to it. */
  made: Map<string, number>;
  started: number;
}

let mirror: Mirror;

/** Every file under `dir` (symbolic links not followed: node_modules is one), by relative path, with its mtime. */
function files(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) out.set(rel, fs.statSync(path.join(dir, rel)).mtimeMs);
    }
  };
  walk('');
  return out;
}

function makeMirror(): Mirror {
  const started = Date.now();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-readme-'));
  const dir = path.join(base, 'clone');
  const tools = path.join(base, 'bin');
  fs.mkdirSync(dir);
  fs.mkdirSync(tools);
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached'], { cwd: ROOT })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the work tree, not yet in a commit
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.cpSync(path.join(ROOT, 'lib'), path.join(dir, 'lib'), { recursive: true });
  fs.writeFileSync(
    path.join(tools, 'sudoku-analyzer'),
    `#!/bin/sh\nexec node "${path.join(dir, 'bin', 'sudoku-analyzer.js')}" "$@"\n`,
    { mode: 0o755 },
  );

  // A reader's shell: no npm_* settings from the npm that runs the tests (npm_config_local_prefix
  // would send `npm run` back to the repository), no test-only NODE_ENV, no repository bins on the
  // PATH; and npm's cache of its own, as npx links the package it runs there for good.
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^npm_/i.test(key) && !['INIT_CWD', 'NODE_ENV', 'JEST_WORKER_ID'].includes(key)) env[key] = value;
  env.npm_config_cache = path.join(base, 'npm-cache');
  const inRepository = (entry: string) => entry === ROOT || entry.startsWith(ROOT + path.sep);
  env.PATH = [
    tools,
    ...(process.env.PATH ?? '').split(path.delimiter).filter((entry) => entry && !inRepository(entry)),
  ].join(path.delimiter);
  return { dir, env, made: files(dir), started };
}

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `line` through bash in the mirror; a command past its time is killed with its children. */
function shell(line: string, timeoutMs = COMMAND_TIMEOUT_MS, env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-o', 'pipefail', '-c', line], {
      cwd: mirror.dir,
      env: { ...mirror.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const timer = setTimeout(() => {
      err.push(Buffer.from(`\n[killed after ${timeoutMs} ms]`));
      process.kill(-child.pid!, 'SIGKILL');
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}

/** The mirror's command, `npx sudoku-analyzer` as the short name. */
function shellLine(run: string): string {
  return run.replace(/(^|[\s|;&(])npx sudoku-analyzer(?=\s|$)/g, '$1sudoku-analyzer');
}

// ---------------------------------------------------------------------------------------------
// What the output should say

const tail = (text: string) => text.slice(-2000);

/** Whether `grid` (81 digits) fills every row, column and box of a 9×9 with 1–9 once. */
function completeNine(grid: string): boolean {
  if (!/^[1-9]{81}$/.test(grid)) return false;
  const units: number[][] = [];
  for (let i = 0; i < 9; i++) {
    units.push([...Array(9).keys()].map((j) => i * 9 + j));
    units.push([...Array(9).keys()].map((j) => j * 9 + i));
    units.push(
      [...Array(9).keys()].map((j) => (Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)),
    );
  }
  return units.every((unit) => new Set(unit.map((cell) => grid[cell])).size === 9);
}

/** Whether `solution` keeps every given of `puzzle` (one-line forms of the same shape). */
function keepsGivens(puzzle: string, solution: string): boolean {
  return (
    puzzle.length === solution.length && [...puzzle].every((mark, i) => !/[1-9A-Z#]/.test(mark) || mark === solution[i])
  );
}

/** The 81-character puzzles of a text file, or none when it has other lines. */
function ninePuzzles(file: string): string[] | undefined {
  const lines = fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));
  return lines.every((line) => /^[1-9.0]{81}$/.test(line)) ? lines : undefined;
}

function option(line: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s+(\\S+)`).exec(line)?.[1];
}

/** The round trip of the record recipe: the combined puzzle in `file` is solved and conquered by the commands the README names. */
async function checkRecordRoundTrip(file: string) {
  const text = fs.readFileSync(path.join(mirror.dir, file), 'utf8');
  const grids = /^# grids: (.+)$/m
    .exec(text)![1]
    .split(';')
    .map((pair) => pair.split(',').map(Number));
  const puzzle = text.split('\n').find((line) => line !== '' && !line.startsWith('# '))!;
  const width = Math.max(...grids.map(([, col]) => col)) + 9;
  expect(puzzle.length).toBe(width * (Math.max(...grids.map(([row]) => row)) + 9));

  /** The one JSON answer of a command on the file (a failure shows what it said instead). */
  const oneAnswer = async (command: string) => {
    const ran = await shell(`sudoku-analyzer ${command} --file ${file} --json`);
    const lines = ran.stdout.trim().split('\n').filter(Boolean);
    expect(
      ran.code === 0 && lines.length === 1
        ? 'one answer'
        : `exit ${ran.code}, ${lines.length} answers\n${tail(ran.stderr)}`,
    ).toBe('one answer');
    return JSON.parse(lines[0]);
  };
  const answer = await oneAnswer('solve');
  expect(answer).toMatchObject({ solutions: 1 });
  const solution: string = answer.solution;
  expect(keepsGivens(puzzle, solution)).toBe(true);
  for (const [row, col] of grids) {
    const grid = [...Array(81).keys()].map((i) => solution[(row + Math.floor(i / 9)) * width + col + (i % 9)]).join('');
    expect({ grid: [row, col], complete: completeNine(grid) }).toEqual({ grid: [row, col], complete: true });
  }

  expect(await oneAnswer('analyze')).toMatchObject({ status: 'conquer', solution });
}

/** The cheap checks of what a command printed or wrote, beyond its exit status. */
async function checkOutput(line: string, ran: Ran) {
  const redirect = /\s>\s*(\S+)\s*(#.*)?$/.exec(line)?.[1];
  if (redirect) expect(fs.statSync(path.join(mirror.dir, redirect)).size).toBeGreaterThan(0);
  else expect(ran.stdout.trim()).not.toBe('');

  for (const [, written] of ran.stdout.matchAll(/^wrote (\S+)/gm))
    expect(fs.statSync(path.join(mirror.dir, written)).size).toBeGreaterThan(0);
  for (const [, books, conquered] of ran.stdout.matchAll(/^(\d+) puzzles: (\d+) Conquer/gm))
    expect(conquered).toBe(books);

  const command = /(?:^|\s)sudoku-analyzer (\w+)/.exec(line)?.[1];
  if (!command) return;
  if (/\s--json\b/.test(line) && !redirect && !line.includes('|')) {
    const answers = ran.stdout
      .trim()
      .split('\n')
      .map((each) => JSON.parse(each));
    expect(answers.filter((answer) => answer.error)).toEqual([]);
    const file = option(line, '--file');
    const puzzles = file && !/\s--kind\s/.test(line) ? ninePuzzles(path.join(mirror.dir, file)) : undefined;
    if (command === 'solve')
      for (const answer of answers) {
        expect(answer.solutions).toBe(1);
        if (puzzles)
          expect({
            index: answer.index,
            complete: completeNine(answer.solution),
            keeps: keepsGivens(puzzles[answer.index], answer.solution),
          }).toEqual({ index: answer.index, complete: true, keeps: true });
      }
    if (command === 'analyze')
      expect(answers.filter((answer) => answer.status !== 'conquer').map((answer) => answer.index)).toEqual([]);
    if (command === 'generate')
      for (const answer of answers) {
        const onPattern = [...answer.pattern].every((mark: string, i: number) =>
          mark === '#' ? answer.puzzle[i] === '#' : /[.0-]/.test(mark) === /[.0]/.test(answer.puzzle[i]),
        );
        expect({ pattern: answer.pattern, puzzle: answer.puzzle, onPattern }).toEqual({
          pattern: answer.pattern,
          puzzle: answer.puzzle,
          onPattern: true,
        });
      }
  }
  if (command === 'fullgrid' && !line.includes('--json'))
    for (const grid of ran.stdout.trim().split('\n')) expect(completeNine(grid)).toBe(true);
  if (command === 'hint' && /\s--json\b/.test(line)) {
    const answer = JSON.parse(ran.stdout);
    expect(answer.wrong.length > 0 || answer.next !== undefined).toBe(true);
  } else if (command === 'hint') expect(ran.stdout).toMatch(/^(Hint 1:|Wrong:)/m);
  if (command === 'generate' && redirect && option(line, '--layout')) await checkRecordRoundTrip(redirect);
}

/** The record recipe's second line: the combined puzzle as rows of comma-separated cells, one a row of its range. */
function checkRecordCsv(line: string) {
  const csv = /> (\S+\.csv)$/.exec(line)?.[1];
  if (!csv || !line.includes('fold -w')) return;
  const width = Number(option(line, '-w'));
  const rows = fs.readFileSync(path.join(mirror.dir, csv), 'utf8').trimEnd().split('\n');
  const source = fs.readFileSync(path.join(mirror.dir, /grep -v '\^# ' (\S+)/.exec(line)![1]), 'utf8');
  const puzzle = source.split('\n').find((each) => each !== '' && !each.startsWith('# '))!;
  expect(rows).toHaveLength(puzzle.length / width);
  expect(rows.every((row) => row.split(',').length === width)).toBe(true);
  expect(rows.join(',').replace(/,/g, '')).toBe(puzzle.replace(/[#.]/g, ''));
}

// ---------------------------------------------------------------------------------------------

beforeAll(() => {
  mirror = makeMirror();
});

afterAll(() => {
  if (mirror) fs.rmSync(path.dirname(mirror.dir), { recursive: true, force: true });
});

describe(`the commands of ${DOCUMENTS.join(', ')}`, () => {
  it('has no command line inside a block of something else', () => {
    expect(FOUND.filter((each) => each.kind === 'stray')).toEqual([]);
  });

  it('exempts and shrinks only by rules that some command needs', () => {
    const exempted = PLANNED.flatMap((each) => each.exempt.flatMap(({ step }) => exemption(step)?.program ?? []));
    const needed = EXEMPT.filter((each) => !RUN_BY_NPM_TEST.includes(each));
    expect(needed.map((each) => each.program).filter((program) => !exempted.includes(program))).toEqual([]);
    expect(SMALLER.filter(({ from }) => !RUN.some((each) => each.text.includes(from)))).toEqual([]);
  });

  it.each(RUN.map((each) => [`${each.where.join(', ')}: ${each.text}`, each] as const))(
    'runs %s',
    async (_title, planned) => {
      const line = shellLine(planned.run!);
      const ran = await shell(line);
      expect(ran.code === 0 ? 'exit 0' : `exit ${ran.code}\n${tail(ran.stdout)}\n${tail(ran.stderr)}`).toBe('exit 0');
      expect(ran.stderr).not.toMatch(/Cannot read/);
      await checkOutput(line, ran);
      checkRecordCsv(line);
    },
    COMMAND_TIMEOUT_MS + 60_000,
  );

  it.each(SYNOPSES.map((each) => [`${each.where}: ${each.text}`, each] as const))(
    'synopsis %s names only options its command takes',
    async (_title, synopsis) => {
      const command = /^Usage: sudoku-analyzer (\w+)/.exec(synopsis.text)?.[1];
      expect(command).toBeDefined();
      const help = await shell(`sudoku-analyzer ${command} --help`);
      expect(help.code).toBe(0);
      const options = [...new Set(synopsis.text.match(/--[a-z][a-z-]*/g) ?? [])];
      expect(options.filter((name) => !new RegExp(`${name}\\b`).test(help.stdout))).toEqual([]);
    },
    60_000,
  );

  // npx finds the package's own bin and runs it through a link it makes in npm's cache. Making the
  // link runs the prepare script, `npm run build:cli`, which runs above already: skipped here.
  it(
    "runs this repository's bin for npx sudoku-analyzer in the clone",
    async () => {
      const viaNpx = await shell('npx sudoku-analyzer --help', COMMAND_TIMEOUT_MS, {
        npm_config_ignore_scripts: 'true',
      });
      const direct = await shell('node bin/sudoku-analyzer.js --help');
      expect(viaNpx.code).toBe(0);
      expect(viaNpx.stdout).toBe(direct.stdout);
      expect(direct.stdout).toMatch(/^Usage: sudoku-analyzer/);
      const npx = path.join(mirror.env.npm_config_cache!, '_npx');
      const linked = fs
        .readdirSync(npx)
        .map((hash) => fs.realpathSync(path.join(npx, hash, 'node_modules', 'sudoku-analyzer')));
      expect(linked).toEqual([fs.realpathSync(mirror.dir)]);
    },
    COMMAND_TIMEOUT_MS + 60_000,
  );

  it('wrote nothing into the repository: what the commands made is in the clone only', () => {
    const now = files(mirror.dir);
    const made = [...now].filter(([file, mtime]) => mirror.made.get(file) !== mtime).map(([file]) => file);
    expect(made.length).toBeGreaterThan(0);
    const touched = made.filter((file) => {
      const there = path.join(ROOT, file);
      return fs.existsSync(there) && fs.statSync(there).mtimeMs >= mirror.started;
    });
    expect(touched).toEqual([]);
  });
});
