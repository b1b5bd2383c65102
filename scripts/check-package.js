#!/usr/bin/env node
/**
 * The command line as a user gets it: packs this repository with `npm pack`, installs the tarball
 * into an empty temporary folder (from the registry, as a user would: so this runs from .ci/run,
 * not from jest), and runs `npx sudoku-analyzer` there, away from the repository's own lib/ and
 * node_modules/, on one fixture of every input kind. Each answer is checked against the fixture's
 * published solution, never against an earlier run of the program.
 *
 * Every fixture is reported (OK, or FAIL with the reason) and the run goes on; the exit status is
 * 1 if anything failed. Run from anywhere: node scripts/check-package.js
 */
'use strict';

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');

const ROOT = path.resolve(__dirname, '..');
const FIXTURES = path.join(ROOT, 'test/fixtures');
const WITH_SOLUTIONS = path.join(FIXTURES, 'sudoku-exchange/with-solutions');
/** The pane's libraries: webpack bundles them, so installing the command line must not pull them. */
const PANE_LIBRARIES = ['react', 'react-dom', '@fluentui/react-components'];
/** What the tarball may hold at its top (npm adds package.json; the rest is package.json's `files`). */
const SHIPPED = ['LICENSE', 'README.md', 'bin', 'lib', 'package.json', 'samples'];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The first of top95 (Norvig's essay), for the start-up check. */
const STARTUP_PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** The command running now, so that an interruption can end it with its children. */
let current = null;

/**
 * Runs a command, its output captured, in a process group of its own (npm starts children of its
 * own, tsc and node, which a time limit or an interruption must end too).
 */
function run(command, args, cwd, timeoutMs = 120000, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
    current = child;
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      endGroup(child);
    }, timeoutMs);
    const done = (why) => {
      clearTimeout(timer);
      current = null;
      resolve({ ok: why === '', why, stdout, stderr });
    };
    child.on('error', (error) => done(error.message));
    child.on('close', (status, signal) =>
      done(timedOut ? `no answer within ${timeoutMs / 1000} s` : status === 0 ? '' : `exit status ${status ?? signal}`),
    );
  });
}

function endGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // The group has already ended.
  }
}

/** The last lines of a command's output, for a failure's reason. */
function tail(text, lines = 3) {
  const kept = (text || '')
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '');
  return kept.slice(-lines).join(' | ').slice(0, 400);
}

/** Why a command failed, with the last lines it wrote. */
function failure(result, output = result.stderr) {
  const last = tail(output);
  return last ? `${result.why}: ${last}` : result.why;
}

// --- The truth, read straight from the fixture files -------------------------------------------

/** A header or comment line of the variant fixtures ("#" or "# …"; a combined line may start with "#" squares). */
const isComment = (line) => line === '#' || line.startsWith('# ');

/** A one-line symbol as a number: 1–9, A = 10 … Z = 35; "#" (no cell) and blanks 0. */
function symbolValue(char) {
  if (/[1-9]/.test(char)) return Number(char);
  if (/[A-Z]/i.test(char)) return char.toUpperCase().charCodeAt(0) - 55;
  return 0;
}

/** Any written grid as a flat array of numbers: a one-line string, or (nested) arrays of numbers. */
function cells(grid) {
  if (typeof grid === 'string') return [...grid.trim()].map(symbolValue);
  if (Array.isArray(grid)) return grid.flatMap((item) => (typeof item === 'number' ? [item] : cells(item)));
  return [Number.NaN];
}

const sameCells = (a, b) => a.length === b.length && a.every((value, i) => value === b[i]);

function readLines(file) {
  return fs.readFileSync(file, 'utf8').split(/\r?\n/);
}

/** "puzzle solution" lines (Sudoku Exchange): both, in file order. */
function pairsOf(file) {
  return readLines(file)
    .map((line) => line.trim().split(/\s+/))
    .filter((tokens) => tokens.length >= 2 && tokens[0].length === 81 && tokens[1].length === 81)
    .map(([puzzle, solution]) => ({ puzzle, solution }));
}

/** A variant solutions file: one-line solutions (first token) or blocks of number rows. */
function variantSolutions(file) {
  const lines = readLines(file).filter((line) => !isComment(line));
  const numeric = lines.some((line) => /^\s*\d+(\s+\d+)+\s*$/.test(line));
  if (!numeric) return lines.filter((line) => line.trim() !== '').map((line) => cells(line.trim().split(/\s+/)[0]));
  // A block is N rows of N numbers: it ends there, whether or not a blank line follows.
  const blocks = [];
  let rows = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    rows.push(line.trim().split(/\s+/).map(Number));
    if (rows.length === rows[0].length) {
      blocks.push(rows.flat());
      rows = [];
    }
  }
  if (rows.length > 0) throw new Error(`${file} ends in ${rows.length} rows short of a square`);
  return blocks;
}

/** timedia's records: the 9 rows of space-separated marks under each "No." title, as 81 characters. */
function timediaPuzzles(file) {
  const lines = readLines(file);
  return lines.flatMap((line, i) =>
    line.startsWith('No.')
      ? [
          lines
            .slice(i + 1, i + 10)
            .map((row) => row.trim().split(/\s+/).join(''))
            .join(''),
        ]
      : [],
  );
}

/** A CSV's column by its header name (the fixtures hold no quoted fields). */
function csvColumn(file, name) {
  const [header, ...rows] = readLines(file).filter((line) => line.trim() !== '');
  const at = header.split(',').indexOf(name);
  if (at < 0) throw new Error(`${file} has no ${name} column`);
  return rows.map((row) => row.split(',')[at]);
}

// --- The fixtures: one of every kind the command line reads -------------------------------------

const fixture = (...parts) => path.join(FIXTURES, ...parts);
const variant = (name) => fixture('variants', `${name}.txt`);
const variantTruth = (name) =>
  variantSolutions(fixture('variants', `${name}.solutions.txt`)).map((solution) => ({ solution }));

// `analyze` for the 9×9 file forms: it prints the puzzle it read, so the reader is checked as well
// as the answer, and it starts worker threads (their script must ship too). `solve` for the other
// kinds: the exact solver, whose count of solutions must be 1.
const CHECKS = [
  {
    kind: '81-character lines (puzzle and solution per line)',
    file: path.join(WITH_SOLUTIONS, 'hard_puzzle_and_solution.txt'),
    command: 'analyze',
    truth: () => pairsOf(path.join(WITH_SOLUTIONS, 'hard_puzzle_and_solution.txt')),
  },
  {
    kind: 'timedia records ("No.n   H g" over 9 rows)',
    file: fixture('sudoku-exchange/timedia-form/records.txt'),
    command: 'analyze',
    truth: () => {
      const solutions = variantSolutions(fixture('sudoku-exchange/timedia-form/records.solutions.txt'));
      return timediaPuzzles(fixture('sudoku-exchange/timedia-form/records.txt')).map((puzzle, i) => ({
        puzzle,
        solution: solutions[i],
      }));
    },
  },
  {
    kind: 'CSV with a puzzle column',
    file: fixture('radcliffe-curated/sudoku_curated_5000.csv'),
    command: 'analyze',
    truth: () => {
      const file = fixture('radcliffe-curated/sudoku_curated_5000.csv');
      const solutions = csvColumn(file, 'solution');
      return csvColumn(file, 'puzzle').map((puzzle, i) => ({ puzzle, solution: solutions[i] }));
    },
  },
  {
    // The installed package's own sample: its 100 puzzles are the with-solutions fixtures' puzzles, in file order.
    kind: '.xlsx book (the shipped samples/book.xlsx)',
    installed: 'node_modules/sudoku-analyzer/samples/book.xlsx',
    command: 'analyze',
    truth: () =>
      ['easy', 'medium', 'hard', 'diabolical'].flatMap((level) =>
        pairsOf(path.join(WITH_SOLUTIONS, `${level}_puzzle_and_solution.txt`)),
      ),
  },
  {
    kind: '16×16 (diagonal)',
    file: variant('diagonal-16'),
    command: 'solve',
    truth: () => variantTruth('diagonal-16'),
  },
  {
    kind: 'jigsaw',
    file: variant('jigsaw-9-generated'),
    command: 'solve',
    truth: () => variantTruth('jigsaw-9-generated'),
  },
  { kind: 'colour', file: variant('colour-9-map'), command: 'solve', truth: () => variantTruth('colour-9-map') },
  { kind: 'diagonal', file: variant('diagonal-9'), command: 'solve', truth: () => variantTruth('diagonal-9') },
  {
    kind: 'samurai',
    file: variant('combined-samurai'),
    command: 'solve',
    truth: () => variantTruth('combined-samurai'),
  },
  {
    kind: 'sohei (puzzle lines starting with #)',
    file: variant('combined-sohei'),
    command: 'solve',
    truth: () => variantTruth('combined-sohei'),
  },
  {
    kind: '49×49 in numbers, no kind header',
    file: variant('size-49'),
    command: 'solve',
    truth: () => variantTruth('size-49'),
  },
];

/** Why the answers of one fixture are wrong, or '' when every one is its published solution. */
function problems(check, answers, truth) {
  if (answers.length !== truth.length) return `${answers.length} answers for ${truth.length} puzzles`;
  for (let i = 0; i < truth.length; i++) {
    const answer = answers[i];
    const where = `puzzle ${i + 1}`;
    if (answer.error) return `${where}: ${answer.error.message || JSON.stringify(answer.error)}`;
    if (check.command === 'analyze' && answer.status !== 'conquer') return `${where}: status ${answer.status}`;
    if (check.command === 'solve' && answer.solutions !== 1) return `${where}: ${answer.solutions} solutions`;
    if (truth[i].puzzle !== undefined && !sameCells(cells(answer.puzzle), cells(truth[i].puzzle)))
      return `${where}: read as another puzzle than the fixture's`;
    if (!sameCells(cells(answer.solution), cells(truth[i].solution)))
      return `${where}: the solution differs from the published one`;
  }
  return '';
}

// --- The run -------------------------------------------------------------------------------------

const results = [];
function report(name, why, since) {
  results.push({ name, ok: why === '' });
  console.log(`${why === '' ? 'OK  ' : 'FAIL'} ${name}${why === '' ? '' : `: ${why}`} (${seconds(since)})`);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-analyzer-package-'));
// Ctrl-C or a CI timeout ends the running command and still removes the folder.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (current) endGroup(current);
    fs.rmSync(work, { recursive: true, force: true });
    console.log(`package check: stopped by ${signal}`);
    process.exit(130);
  });
}

async function checkAll() {
  // Its own package.json, so that npm installs here and not into a project found further up.
  fs.writeFileSync(path.join(work, 'package.json'), `${JSON.stringify({ name: 'package-check', private: true })}\n`);
  let since = Date.now();
  const packed = await run('npm', ['pack', '--pack-destination', work, '--silent'], ROOT);
  const tarball = fs.readdirSync(work).find((file) => /^sudoku-analyzer-.*\.tgz$/.test(file));
  // --silent keeps the prepare script's banner out, not its errors (tsc writes those to stdout).
  report(
    'npm pack',
    packed.ok
      ? tarball
        ? ''
        : 'no sudoku-analyzer-*.tgz written'
      : failure(packed, `${packed.stdout}\n${packed.stderr}`),
    since,
  );

  since = Date.now();
  const installed = tarball
    ? await run('npm', ['install', `./${tarball}`, '--no-audit', '--no-fund'], work, 300000)
    : { ok: false, why: 'nothing to install' };
  report('npm install of the tarball into an empty folder', installed.ok ? '' : failure(installed), since);

  if (installed.ok) {
    since = Date.now();
    const shipped = path.join(work, 'node_modules/sudoku-analyzer');
    const extra = [
      ...fs.readdirSync(shipped).filter((entry) => !SHIPPED.includes(entry)),
      ...fs
        .readdirSync(path.join(shipped, 'lib'))
        .filter((entry) => entry !== 'src')
        .map((entry) => `lib/${entry}`),
    ];
    // The install's lockfile names every package it put anywhere in node_modules, nested ones too.
    const lock = JSON.parse(fs.readFileSync(path.join(work, 'package-lock.json'), 'utf8'));
    const pulled = PANE_LIBRARIES.filter((name) =>
      Object.keys(lock.packages || {}).some((where) => where.endsWith(`node_modules/${name}`)),
    );
    const contents = [
      extra.length > 0 ? `ships ${extra.join(', ')}` : '',
      pulled.length > 0 ? `pulled the pane's ${pulled.join(', ')}` : '',
    ].filter(Boolean);
    report(
      'package contents (lib/src, bin, samples, README, LICENSE; no pane libraries installed)',
      contents.join('; '),
      since,
    );

    since = Date.now();
    const expected = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
    // --no: never fetch a package of that name from the registry if the local bin were missing;
    // --: the options after it are the command's, not npx's (npx would answer --version itself).
    const version = await run('npx', ['--no', '--', 'sudoku-analyzer', '--version'], work, 60000);
    const printed = version.stdout.trim();
    report(
      `npx sudoku-analyzer --version prints ${expected}`,
      !version.ok ? failure(version) : printed === expected ? '' : `printed "${printed}"`,
      since,
    );

    // The start-up path (src/cli/code-cache.ts): the packed bundle, compiled from the code cache the
    // build wrote, which this same Node accepts.
    since = Date.now();
    const debug = { ...process.env, SUDOKU_ANALYZER_DEBUG: 'startup' };
    const startupRun = await run('npx', ['--no', '--', 'sudoku-analyzer', 'solve', STARTUP_PUZZLE], work, 60000, debug);
    const startup = startupRun.stderr.trim();
    report(
      'the command starts from its bundle with the code cache accepted',
      !startupRun.ok
        ? failure(startupRun)
        : startup === 'sudoku-analyzer startup: bundle with code cache'
          ? ''
          : `said "${startup}"`,
      since,
    );

    // The book (issue 40) as installed: the Pattern500 sample found in the package's samples/, and
    // a Japanese title set in the font the package depends on, embedded in the PDF.
    since = Date.now();
    fs.writeFileSync(
      path.join(work, 'plan.json'),
      JSON.stringify({
        title: '数独 Book',
        timeLimit: 5,
        sections: [
          { count: 1, grade: 'Beginner..Comfort', patterns: { sample: 'Pattern500' } },
          { count: 1, grade: 'Beginner', patterns: { symmetry: 'rotate180', givens: '28..30' } },
        ],
      }),
    );
    const book = await run(
      'npx',
      [
        '--no',
        '--',
        'sudoku-analyzer',
        'book',
        '--plan',
        'plan.json',
        '--out',
        'book.xlsx',
        '--pdf',
        'book.pdf',
        '--seed',
        '1',
        '--json',
      ],
      work,
      120000,
    );
    let bookWhy = book.ok ? '' : failure(book);
    if (!bookWhy) {
      const made = book.stdout
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line));
      const pdf = fs.existsSync(path.join(work, 'book.pdf'))
        ? fs.readFileSync(path.join(work, 'book.pdf')).toString('latin1')
        : '';
      // Each puzzle's givens stand in its solution, and the solution is a sudoku grid.
      const sound = (entry) =>
        typeof entry.solution === 'string' &&
        /^[1-9]{81}$/.test(entry.solution) &&
        Array.from(entry.puzzle || '').every((ch, i) => ch === '.' || ch === entry.solution[i]);
      bookWhy = [
        made.length === 2 && made.every(sound) ? '' : `answers ${JSON.stringify(made).slice(0, 200)}`,
        fs.existsSync(path.join(work, 'book.xlsx')) ? '' : 'no book.xlsx',
        pdf.startsWith('%PDF') && /\/BaseFont \/[A-Z]{6}\+SawarabiGothic/.test(pdf)
          ? ''
          : 'book.pdf is no PDF with the Japanese font embedded',
      ]
        .filter(Boolean)
        .join('; ');
    }
    report('book: the Pattern500 sample and a Japanese title, workbook and PDF', bookWhy, since);

    fs.mkdirSync(path.join(work, 'fixtures'));
    for (const check of CHECKS) {
      since = Date.now();
      let why;
      try {
        // The input is copied into the install folder, so the run reads nothing of the repository.
        let input = check.installed;
        if (!input) {
          input = path.join('fixtures', path.basename(check.file));
          fs.copyFileSync(check.file, path.join(work, input));
        }
        const truth = check.truth();
        const args = [
          '--no',
          '--',
          'sudoku-analyzer',
          check.command,
          '--file',
          input,
          '--json',
          ...(check.command === 'analyze' ? ['--jobs', '2'] : []),
        ];
        const answer = await run('npx', args, work, 60000);
        const lines = answer.stdout.split('\n').filter((line) => line.trim() !== '');
        if (!answer.ok) why = failure(answer);
        else if (lines.length === 0) why = `no answers${answer.stderr.trim() ? ` (${tail(answer.stderr, 1)})` : ''}`;
        else
          why = problems(
            check,
            lines.map((line) => JSON.parse(line)),
            truth,
          );
        if (why && lines.length > 0 && lines.length !== truth.length && answer.stderr.trim())
          why += ` (stderr: ${tail(answer.stderr, 1)})`;
      } catch (error) {
        why = `the check itself failed: ${error.message}`;
      }
      report(`${check.kind}: ${path.basename(check.installed || check.file)}, ${check.command}`, why, since);
    }
  }
}

async function main() {
  try {
    await checkAll();
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter((result) => !result.ok);
  console.log(
    failed.length === 0
      ? `package check: OK, all ${results.length} checks (${seconds(started)})`
      : `package check: FAILED, ${failed.length} of ${results.length} checks: ${failed.map((result) => result.name.split(':')[0]).join('; ')} (${seconds(started)})`,
  );
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    console.log(`package check: FAILED, the check itself: ${error.stack || error}`);
    process.exitCode = 1;
  },
);
