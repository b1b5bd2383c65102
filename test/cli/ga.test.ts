import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import type { GaLine } from '../../src/cli/ga';
import { main } from '../../src/cli/main';
import { checkSolution } from '../../src/engine/board/rules';
import { digitsOf, gaBenchPuzzles } from '../engine/ga/ga-truth';
import { uniqueSolution } from '../helpers/oracle';
import { createFakeIO } from './fake-io';

const BEGINNER = gaBenchPuzzles()[0].puzzle;
const ADVANCED = gaBenchPuzzles()[5].puzzle;
const CONFLICT = `55${'.'.repeat(79)}`;

async function run(argv: string[]) {
  const io = createFakeIO();
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const parse = (out: string[]) => out.map((line) => JSON.parse(line) as GaLine);
const withoutTime = (lines: GaLine[]) => lines.map(({ timeMs, ...rest }) => rest);

describe('ga', () => {
  it('prints one JSON line per run with the seed; a solved run gives the unique solution, which keeps the rules and givens', async () => {
    const { code, out, err } = await run([
      'ga',
      BEGINNER,
      '--seed',
      '1',
      '--runs',
      '2',
      '--generations',
      '2000',
      '--restart-after',
      '100',
      '--threads',
      '1',
      '--json',
    ]);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    const lines = parse(out);
    expect(lines.map((line) => [line.index, line.run, line.seed, line.variant])).toEqual([
      [0, 0, 1, 'improved'],
      [0, 1, 2, 'improved'],
    ]);
    for (const line of lines) {
      expect(line.solved).toBe(true);
      expect(line.bestFitness).toBe(162);
      expect(line.generations).toBeLessThanOrEqual(2000);
      expect(line.solution).toBe(uniqueSolution(BEGINNER));
      expect(checkSolution(digitsOf(BEGINNER), digitsOf(line.solution!)).ok).toBe(true);
      expect(line.timeMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('an unsolved run has no solution and says so; a clash or unreadable puzzle gets its error line in input order', async () => {
    const { code, out, err } = await run([
      'ga',
      CONFLICT,
      ADVANCED,
      'not a puzzle',
      '--seed',
      '3',
      '--generations',
      '20',
      '--population',
      '10',
      '--threads',
      '1',
      '--json',
    ]);
    expect(code).toBe(0);
    const lines = parse(out);
    expect(lines.map((line) => line.index)).toEqual([0, 1, 2]);
    expect(lines[0].error?.kind).toBe('conflict');
    expect(lines[0].error?.cells).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect(lines[1]).toMatchObject({ solved: false, generations: 20 });
    expect(lines[1].solution).toBeUndefined();
    expect(lines[1].bestFitness).toBeLessThan(162);
    expect(lines[2].error?.kind).toBe('bad-input');
    expect(err).toHaveLength(2);
    expect(err[0]).toMatch(/^argument 1: .*row 1, at \(1,1\) and \(1,2\)/);
  });

  it("the same seed repeats the runs; the text form ends with each puzzle's success count", async () => {
    const argv = [
      'ga',
      ADVANCED,
      '--seed',
      'word',
      '--runs',
      '2',
      '--generations',
      '30',
      '--population',
      '20',
      '--threads',
      '1',
    ];
    const first = await run([...argv, '--json']);
    const again = await run([...argv, '--json']);
    expect(withoutTime(parse(again.out))).toEqual(withoutTime(parse(first.out)));
    const text = await run(argv);
    expect(text.out).toHaveLength(3);
    expect(text.out[0]).toMatch(
      /^argument 1 run 0 \(seed \d+\): not solved; best fitness \d+ of 162 after 30 generations/,
    );
    expect(text.out[2]).toBe('argument 1: solved 0 of 2 runs.');
  });

  it.each([
    [['--variant', 'greedy'], /--variant needs one of improved, paper, crossover-only, random, not "greedy"/],
    [['--mutation', '1.5'], /--mutation needs a probability from 0 to 1/],
    [['--runs', '0'], /--runs needs a whole number from 1 to 10,000/],
    [['--population', '1'], /--population needs a whole number from 2 to 100,000/],
  ])('refuses %j with a clear message and exit status 2', async (options, message) => {
    const { code, err } = await run(['ga', BEGINNER, ...options]);
    expect(code).toBe(2);
    expect(err[0]).toMatch(message);
  });

  it('bin/sudoku-analyzer.js spreads runs over worker threads with the same results as one thread (lib/ built by npm ci)', async () => {
    const argv = [
      'ga',
      ADVANCED,
      BEGINNER,
      '--seed',
      '9',
      '--runs',
      '3',
      '--generations',
      '40',
      '--population',
      '20',
      '--json',
    ];
    const bin = path.resolve(__dirname, '../../bin/sudoku-analyzer.js');
    const spawned = spawnSync(process.execPath, [bin, ...argv, '--threads', '2'], { encoding: 'utf8' });
    expect(spawned.status).toBe(0);
    const inProcess = await run([...argv, '--threads', '1']);
    expect(withoutTime(parse(spawned.stdout.trim().split('\n')))).toEqual(withoutTime(parse(inProcess.out)));
  });
});

describe('ga on another kind', () => {
  it('answers each puzzle that is no 9×9 with a sentence saying so, and runs nothing', async () => {
    const io = createFakeIO({ '4x4.txt': '1.3..4.2.1.3.4..\n' });
    const code = await main(['ga', '--file', '4x4.txt', '--json', '--runs', '1'], io);
    expect(code).toBe(0);
    expect(io.out).toHaveLength(1);
    const line = JSON.parse(io.out[0]);
    expect(line.error.message).toBe(
      "The GA paper's solver works on the standard 9×9; this is a standard puzzle of 4×4 squares.",
    );
    expect(line.run).toBeUndefined();
  });

  const fixture = (set: string) => fs.readFileSync(path.join(__dirname, '../fixtures/variants', `${set}.txt`), 'utf8');
  const firstPuzzle = (set: string) =>
    fixture(set)
      .split('\n')
      .find((line) => line !== '' && !line.startsWith('#'))!;
  const KINDS = [
    ['size-16', ['--box', '4x4'], 'a standard puzzle of 16×16 squares'],
    ['jigsaw-9-generated', ['--kind', 'jigsaw'], 'a jigsaw puzzle of 9×9 squares'],
    ['combined-samurai', [], 'a combined puzzle of 21×21 squares'],
  ] as const;

  it.each(KINDS)(
    "%s: a file's puzzles each get a line naming the kind; as an argument it is bad usage",
    async (set, kindOptions, kind) => {
      const sentence = `The GA paper's solver works on the standard 9×9; this is ${kind}.`;
      const io = createFakeIO({ 'p.txt': fixture(set) });
      expect(await main(['ga', '--file', 'p.txt', '--json', '--runs', '1'], io)).toBe(0);
      expect(io.out.map((line) => JSON.parse(line))).toEqual(
        [0, 1, 2].map((index) => ({
          index,
          id: String(index + 7),
          error: { kind: 'bad-input', message: sentence, cells: [] },
        })),
      );
      const typed = await run(['ga', ...kindOptions, firstPuzzle(set), '--runs', '1']);
      expect(typed).toMatchObject({ code: 2, out: [] });
      expect(typed.err).toEqual([`argument 1: ${sentence} See \`sudoku-analyzer ga --help\`.`]);
    },
  );

  it("runs a standard 9×9 that a file of another kind's text form holds", async () => {
    const io = createFakeIO({ 'p.txt': `# kind: standard\n# size: 9\n${BEGINNER}\n` });
    expect(
      await main(['ga', '--file', 'p.txt', '--json', '--runs', '1', '--generations', '3', '--seed', '1'], io),
    ).toBe(0);
    expect(parse(io.out)).toMatchObject([{ index: 0, run: 0, seed: 1, generations: expect.any(Number) }]);
  });
});
