import * as fs from 'fs';
import * as path from 'path';
import { main } from '../../src/cli/main';
import type { GenerateLine } from '../../src/cli/generate';
import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { digitsFromCanonical } from '../../src/engine/board/grid';
import { hasUniqueSolution } from '../../src/engine/solver/solver';
import { diagonalGeometry } from '../../src/engine/geometry';
import { modulesLoadedBy } from '../helpers/cli-probe';
import { readDataText } from '../helpers/corpus';
import { referenceSolve } from '../helpers/variant-reference';
import { createFakeIO } from './fake-io';

/** Pattern500 as lines; its first four records have 18 givens each. */
const LINES = readDataText('../../samples/Pattern500.txt').split('\n');
const FIRST_FOUR = LINES.slice(0, 40).join('\n');

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const asPattern = (puzzle: string) => puzzle.replace(/[1-9]/g, 'X');

/** The pattern of the first puzzle of the diagonal 9×9 fixture. */
function diagonalPuzzles(): string[] {
  const fixture = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'variants', 'diagonal-9.txt'), 'utf8');
  return fixture
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function diagonalPattern(): string {
  return asPattern(diagonalPuzzles()[0]);
}

/** The cells given in either of the fixture's first two puzzles (33): random fillings of so many are soon unique. */
function denseDiagonalPattern(): string {
  const [first, second] = diagonalPuzzles().map(asPattern);
  return [...first].map((mark, cell) => (mark === 'X' || second[cell] === 'X' ? 'X' : '.')).join('');
}

describe('generate --json', () => {
  it('answers each pattern with a unique puzzle on it, graded as the analyser grades it (SPEC §12 fields)', async () => {
    const { code, out, err } = await run(['generate', '--pattern', 'p.txt', '--seed', '42', '--json'], {
      'p.txt': FIRST_FOUR,
    });
    expect(code).toBe(0);
    expect(err).toEqual([]);
    const lines = out.map((line) => JSON.parse(line) as GenerateLine);
    expect(lines).toHaveLength(4);
    lines.forEach((line, i) => {
      expect(line.index).toBe(i);
      expect(line.title).toBe(`No.${i + 1}   H 18`);
      expect(line.pattern).toMatch(/^[X.]{81}$/);
      expect(asPattern(line.puzzle!)).toBe(line.pattern);
      expect(hasUniqueSolution(digitsFromCanonical(line.puzzle!))).toBe(true);
      const analysis = analyzePuzzle(line.puzzle!);
      expect(line.grade).toEqual(analysis.grade);
      expect(line.grade!.level).toBeLessThanOrEqual(5);
      expect(typeof line.timeMs).toBe('number');
      expect(line.attempts).toBeGreaterThanOrEqual(1);
      expect(line.note).toBeUndefined();
    });
  });

  it('makes --count distinct puzzles per pattern at the --grade asked, the same again for the same seed', async () => {
    const argv = [
      'generate',
      '--pattern',
      'p.txt',
      '--count',
      '2',
      '--grade',
      'Pleasant..Comfort',
      '--seed',
      'word',
      '--json',
    ];
    const files = { 'p.txt': LINES.slice(10, 20).join('\n') };
    const first = (await run(argv, files)).out.map((line) => JSON.parse(line) as GenerateLine);
    expect(first.map((line) => line.index)).toEqual([0, 1]);
    expect(first[0].puzzle).not.toBe(first[1].puzzle);
    for (const line of first) expect([4, 5]).toContain(analyzePuzzle(line.puzzle!).grade!.level);
    const again = (await run(argv, files)).out.map((line) => JSON.parse(line) as GenerateLine);
    expect(again.map((line) => line.puzzle)).toEqual(first.map((line) => line.puzzle));
  });

  it('meets --rating: each puzzle unique, on its pattern, and rated in the range by the analyser (alone or with --grade)', async () => {
    for (const extra of [[], ['--grade', 'Pleasant..Comfort']]) {
      const { code, out } = await run(
        [
          'generate',
          '--pattern',
          'p.txt',
          '--rating',
          '2.5..3.5',
          ...extra,
          '--seed',
          '4',
          '--time-limit',
          '60000',
          '--json',
        ],
        {
          'p.txt': LINES.slice(100, 120).join('\n'),
        },
      );
      expect(code).toBe(0);
      const lines = out.map((text) => JSON.parse(text) as GenerateLine);
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line.note).toBeUndefined();
        expect(Array.from(line.puzzle!, (ch) => (ch === '.' ? '.' : 'X')).join('')).toBe(line.pattern);
        expect(hasUniqueSolution(digitsFromCanonical(line.puzzle!))).toBe(true);
        const analysis = analyzePuzzle(line.puzzle!);
        expect(line.rating).toBe(analysis.rating);
        expect(analysis.rating!).toBeGreaterThanOrEqual(2.5);
        expect(analysis.rating!).toBeLessThanOrEqual(3.5);
        if (extra.length > 0) expect([4, 5]).toContain(analysis.grade!.level);
      }
    }
  });

  it('accepts an 81-character pattern in place of a file', async () => {
    const pattern = asPattern(
      readDataText('timedia/Problem500.txt').split('\n').slice(1, 10).join('').replace(/ /g, '').replace(/-/g, '.'),
    );
    const { code, out } = await run(['generate', '--pattern', pattern, '--seed', '1', '--json']);
    expect(code).toBe(0);
    expect(asPattern(JSON.parse(out[0]).puzzle)).toBe(pattern);
  });

  it('gives a bad or too small pattern its own error object and goes on with the next', async () => {
    const small = 'X'.repeat(16).padEnd(81, '.');
    const broken = ['Broken', '- X -', ...Array(8).fill('- - - - - - - - -')].join('\n');
    const { code, out, err } = await run(['generate', '--pattern', 'p.txt', '--seed', '1', '--json'], {
      'p.txt': `${small}\n${broken}\n${LINES.slice(0, 10).join('\n')}\n`,
    });
    expect(code).toBe(0);
    const lines = out.map((line) => JSON.parse(line) as GenerateLine);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ index: 0, pattern: small, error: { kind: 'no-solution' } });
    expect(lines[0].error!.message).toMatch(/at least 17 givens/);
    expect(lines[1]).toMatchObject({ index: 1, title: 'Broken', error: { kind: 'bad-input' } });
    expect(lines[1].puzzle).toBeUndefined();
    expect(lines[2].puzzle).toBeDefined();
    expect(err).toHaveLength(2);
  });

  it('answers a missed target with the closest puzzle and a note', async () => {
    const { out } = await run(
      ['generate', '--pattern', 'p.txt', '--grade', 'Beginner', '--time-limit', '150', '--seed', '3', '--json'],
      {
        'p.txt': LINES.slice(0, 10).join('\n'),
      },
    );
    const line = JSON.parse(out[0]) as GenerateLine;
    if (line.grade?.level === 1) expect(line.note).toBeUndefined();
    else expect(line.note ?? line.error?.message).toMatch(/target Beginner not reached within 150 ms|within 150 ms/);
  });
});

describe('generate usage', () => {
  it('prints text lines and a summary without --json', async () => {
    const { code, out } = await run(['generate', '--pattern', 'p.txt', '--seed', '1'], {
      'p.txt': LINES.slice(0, 20).join('\n'),
    });
    expect(code).toBe(0);
    expect(out).toHaveLength(3);
    expect(out[0]).toMatch(/^No\.1 {3}H 18: [1-9.]{81} \w/);
    expect(out[2]).toMatch(/^2 results: 2 on target \(Beginner\.\.Comfort\)/);
  });

  it.each([
    [['generate'], /Give a pattern file with --pattern/],
    [['generate', '--pattern', 'p.txt', '--grade', 'Medium'], /--grade: unknown grade "Medium"/],
    [
      ['generate', '--pattern', 'p.txt', '--rating', '3..two'],
      /--rating: the rating range "3\.\.two" has "two", which is not a number/,
    ],
    [
      ['generate', '--pattern', 'p.txt', '--rating', '5..3'],
      /--rating: the rating range "5\.\.3" is empty: 5 is above 3/,
    ],
    [['generate', '--pattern', 'p.txt', '--count', '0'], /--count needs a positive whole number/],
    [['generate', '--pattern', 'p.txt', '--time-limit', 'soon'], /--time-limit needs a positive number/],
    [['generate', '--pattern', 'missing.txt'], /Cannot read missing.txt: there is no such file/],
  ])('exits 2 on bad usage: %j', async (argv, message) => {
    const { code, err } = await run(argv, { 'p.txt': FIRST_FOUR });
    expect(code).toBe(2);
    expect(err[0]).toMatch(message);
  });
});

describe('generate --rating on other kinds', () => {
  const pattern = diagonalPattern();
  const generate = async (rating: string, onPattern = pattern, timeLimit = 8000) => {
    const argv = ['generate', '--kind', 'diagonal', '--pattern', 'pattern.txt', '--rating', rating, '--seed', '3'];
    const { code, out } = await run([...argv, '--time-limit', String(timeLimit), '--json'], {
      'pattern.txt': onPattern,
    });
    expect(code).toBe(0);
    return JSON.parse(out[0]) as { puzzle: string; rating?: number; note?: string; grade: { level: number } };
  };
  const givensOf = (puzzle: string) => [...puzzle].map((char) => (char === '.' ? 0 : Number(char)));

  it('meets a rating range the pattern allows, the rating being the analysis of the puzzle it gives', async () => {
    const line = await generate('..4');
    expect(line.note).toBeUndefined();
    expect(referenceSolve(diagonalGeometry(9), givensOf(line.puzzle), 2).count).toBe(1);
    const analysed = await run(['analyze', '--kind', 'diagonal', '--json', line.puzzle]);
    const analysis = JSON.parse(analysed.out[0]) as { rating: number };
    expect(line.rating).toBe(analysis.rating);
    expect(analysis.rating).toBeLessThanOrEqual(4);
  }, 30_000);

  // A dense pattern, so that a loaded machine still finds some unique puzzle in time (on the 17-given pattern one
  // in tens of fillings is unique, and under load 8 s once found none).
  it('gives the closest puzzle with a note naming the range when none meets it in time', async () => {
    const line = await generate('11..', denseDiagonalPattern(), 3000);
    expect(line.rating).toBeLessThan(11);
    expect(line.note).toMatch(/^No .*rating 11 or more puzzle within 3000 ms; the closest found is .*, rating /);
    expect(referenceSolve(diagonalGeometry(9), givensOf(line.puzzle), 2).count).toBe(1);
  }, 30_000);
});

describe('the worker threads generate starts', () => {
  // The command starts its workers before it loads (main.ts); only the 9×9 patterns of --pattern go to a pool.
  it('starts none for a pattern file of another kind, which is generated in this thread, whatever --jobs says', () => {
    const pattern = diagonalPattern();
    const { workers, stdout } = modulesLoadedBy(
      ['generate', '--kind', 'diagonal', '--pattern', 'pattern.txt', '--jobs', '2', '--seed', '7', '--json'],
      { 'pattern.txt': pattern },
    );
    expect(workers).toBe(0);
    const givens = [...(JSON.parse(stdout) as { puzzle: string }).puzzle].map((char) =>
      char === '.' ? 0 : Number(char),
    );
    expect(givens.map((value) => (value ? 'X' : '.')).join('')).toBe(pattern);
    expect(referenceSolve(diagonalGeometry(9), givens, 2).count).toBe(1);
  });

  it('starts them for 9×9 patterns with --jobs 2', () => {
    const { workers, stdout } = modulesLoadedBy(
      ['generate', '--pattern', 'p.txt', '--jobs', '2', '--seed', '42', '--json'],
      { 'p.txt': FIRST_FOUR },
    );
    expect(workers).toBeGreaterThan(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as GenerateLine);
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(hasUniqueSolution(digitsFromCanonical(line.puzzle!))).toBe(true);
  });
});
