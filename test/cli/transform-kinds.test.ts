/**
 * `transform` on every kind (issue 33, item 1), through the command line on the public-domain
 * fixtures of test/fixtures/variants. What it prints is read back by the text reader and solved by
 * the exact solver: the solution must be the fixture's published one, moved and relabelled (by
 * the cell maps worked out in test/helpers/variant-transform-check.ts for named moves, by the
 * reported seed's transform for random ones), with as many solutions as the original has.
 */

import * as fs from 'fs';
import * as path from 'path';
import { main } from '../../src/cli/main';
import type { VariantTransformLine } from '../../src/cli/transform';
import { solveVariant, variantTransform, type Geometry } from '../../src/engine/geometry';
import { createRandom } from '../../src/engine/core/random';
import { readVariantText, type VariantPuzzle } from '../../src/io/variant-text';
import { engineFixtures, type VariantFixture } from '../helpers/variant-fixtures';
import { expectedSquares, movedValues, shiftedSymbols } from '../helpers/variant-transform-check';
import { createFakeIO } from './fake-io';

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const fixtureText = (set: string) =>
  fs.readFileSync(path.join(__dirname, '../fixtures/variants', `${set}.txt`), 'utf8');

/** The puzzles of a command's text output, as a reader of that text finds them. */
function readBack(out: string[]): VariantPuzzle[] {
  const { entries, warnings } = readVariantText(out.join('\n'));
  expect(warnings).toEqual([]);
  return entries.map((entry) => {
    if (!entry.puzzle) throw new Error(entry.error?.message);
    return entry.puzzle;
  });
}

/** A puzzle's solution count and its first solution, by the exact solver. */
function solved({ geometry, givens }: VariantPuzzle): { count: number; solution: number[] } {
  const { count, solution } = solveVariant(geometry, givens, 2);
  return { count, solution: solution ? Array.from(solution) : [] };
}

const KINDS = ['size-16', 'diagonal-9', 'windoku-9', 'jigsaw-9-generated', 'colour-9-map', 'combined-samurai'];

describe('transform --seed on every kind', () => {
  it.each(KINDS)(
    "%s: each variant read back has one solution, the published one moved by its seed's transform",
    async (set) => {
      const fixtures = engineFixtures(set);
      const json = await run(['transform', '--file', 'p.txt', '--seed', '33', '--count', '2', '--json'], {
        'p.txt': fixtureText(set),
      });
      const text = await run(['transform', '--file', 'p.txt', '--seed', '33', '--count', '2'], {
        'p.txt': fixtureText(set),
      });
      expect([json.code, json.err, text.code, text.err]).toEqual([0, [], 0, []]);
      const lines = json.out.map((line) => JSON.parse(line) as VariantTransformLine);
      const puzzles = readBack(text.out);
      expect(lines.map((line) => line.index)).toEqual([0, 0, 1, 1, 2, 2]);
      expect(puzzles).toHaveLength(6);
      lines.forEach((line, k) => {
        const { geometry, puzzle, solution } = fixtures[line.index];
        expect(line).toMatchObject({
          kind: geometry.kind,
          size: { rows: geometry.rows, cols: geometry.cols, symbols: geometry.size },
        });
        const transform = variantTransform(geometry, { random: createRandom(line.seed!) });
        expect(Array.from(puzzles[k].givens)).toEqual(movedValues(transform.sourceCell, transform.symbolMap, puzzle));
        expect(solved(puzzles[k])).toEqual({
          count: 1,
          solution: movedValues(transform.sourceCell, transform.symbolMap, solution),
        });
      });
    },
  );

  it('reads a 16×16 file it could not read before, and its output is read back by solve', async () => {
    const { code, out } = await run(['transform', '--file', 'p.txt', '--seed', '1'], {
      'p.txt': fixtureText('size-16'),
    });
    expect(code).toBe(0);
    const solvedBack = await run(['solve', '--file', 'out.txt', '--json'], { 'out.txt': out.join('\n') });
    expect(solvedBack.err).toEqual([]);
    expect(solvedBack.out.map((line) => JSON.parse(line))).toMatchObject(
      [0, 1, 2].map((index) => ({ index, kind: 'standard', size: { symbols: 16 }, solutions: 1 })),
    );
  });

  it('keeps the solution count of a puzzle with several solutions and of one with none', async () => {
    const [{ geometry, puzzle }] = engineFixtures('diagonal-9');
    const several = puzzle.map((value, cell) => (cell < 40 ? value : 0));
    const none = [...puzzle];
    const blank = none.indexOf(0);
    none[blank] = solved({ geometry, givens: Uint8Array.from(puzzle) }).solution[blank] === 1 ? 2 : 1;
    const statuses = (values: number[]) => solved({ geometry, givens: Uint8Array.from(values) }).count;
    expect([statuses(several), statuses(none)]).toEqual([2, 0]);
    const file = `# kind: diagonal\n${oneLine(several)}\n${oneLine(none)}\n`;
    const { code, out } = await run(['transform', '--file', 'p.txt', '--seed', '5', '--count', '3'], { 'p.txt': file });
    expect(code).toBe(0);
    expect(readBack(out).map((back) => solved(back).count)).toEqual([2, 2, 2, 0, 0, 0]);
  });
});

/** A 9×9's values in the one-line form. */
function oneLine(values: readonly number[]): string {
  return values.map((value) => (value === 0 ? '.' : String(value))).join('');
}

describe('named transforms on every kind', () => {
  const cases: [string, number, boolean][] = KINDS.flatMap(
    (set) =>
      [
        [set, 1, false],
        [set, 2, true],
      ] as [string, number, boolean][],
  );

  it.each(cases)(
    '%s --rotate %i×90 (transposed: %s) --relabel: the cells move as worked out here',
    async (set, turns, transpose) => {
      const fixtures = engineFixtures(set);
      const { geometry } = fixtures[0];
      const relabel = shiftedSymbols(geometry.size);
      const argv = [
        'transform',
        '--file',
        'p.txt',
        '--rotate',
        String(turns * 90),
        ...(transpose ? ['--transpose'] : []),
        '--relabel',
        relabel.map(symbolText).join(''),
      ];
      const { code, out, err } = await run(argv, { 'p.txt': fixtureText(set) });
      expect([code, err]).toEqual([0, []]);
      const puzzles = readBack(out);
      fixtures.forEach(({ puzzle, solution }: VariantFixture, k) => {
        const sourceCell = cellsOf(geometry, expectedSquares(geometry.rows, turns, transpose));
        const symbolMap = [0, ...relabel];
        expect(Array.from(puzzles[k].givens)).toEqual(movedValues(sourceCell, symbolMap, puzzle));
        expect(solved(puzzles[k])).toEqual({ count: 1, solution: movedValues(sourceCell, symbolMap, solution) });
      });
    },
  );
});

/** A symbol as the one-line form writes it: 1–9, then A = 10 …. */
function symbolText(value: number): string {
  return value <= 9 ? String(value) : String.fromCharCode(55 + value);
}

/** Where each cell takes its content from, given where each square does (a square layout: gaps stay gaps). */
function cellsOf(geometry: Geometry, squares: number[]): number[] {
  return squares.filter((_, square) => geometry.cellAt[square] >= 0).map((square) => geometry.cellAt[square]);
}

describe('a transform the kind does not allow', () => {
  it('is refused on the line of each puzzle of a file, naming the kind', async () => {
    const { code, out } = await run(['transform', '--file', 'p.txt', '--rotate', '90', '--json'], {
      'p.txt': fixtureText('size-12-4x3'),
    });
    expect(code).toBe(0);
    expect(out.map((line) => JSON.parse(line).error.message)).toEqual(
      new Array(3).fill(
        '--rotate 90: a quarter turn does not fit this standard 12×12 puzzle with 4×3 boxes, as its box 1 would land on cells that are no unit.',
      ),
    );
    const windmill = await run(['transform', '--file', 'p.txt', '--transpose'], {
      'p.txt': fixtureText('combined-windmill'),
    });
    expect(windmill.out).toEqual([]);
    expect(windmill.err[0]).toMatch(
      /^p\.txt line 7: --transpose: transposing does not fit this combined 21×21 puzzle of 5 grids, as /,
    );
  });

  it('is bad usage for a puzzle typed as an argument, before any output', async () => {
    const puzzle = fixtureText('size-12-4x3')
      .split('\n')
      .find((line) => line !== '' && !line.startsWith('#'))!;
    const nine = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const turned = await run(['transform', nine, '--box', '4x3', puzzle, '--transpose']);
    expect(turned).toMatchObject({ code: 2, out: [] });
    expect(turned.err[0]).toMatch(
      /^argument 2: --transpose: transposing does not fit this standard 12×12 puzzle with 4×3 boxes, as its box 1/,
    );
    const relabelled = await run(['transform', nine, '--relabel', '23456789ABCDEFG1']);
    expect(relabelled.code).toBe(2);
    expect(relabelled.err[0]).toMatch(/^argument 1: --relabel names 16 symbols; this standard 9×9 puzzle has 9\./);
  });

  it('gives a relabelling of the wrong size its own line in a file', async () => {
    const { code, out } = await run(['transform', '--file', 'p.txt', '--relabel', '912345678', '--json'], {
      'p.txt': fixtureText('size-16'),
    });
    expect(code).toBe(0);
    expect(JSON.parse(out[0]).error.message).toBe('--relabel names 9 symbols; this standard 16×16 puzzle has 16.');
  });
});

describe('mixed kinds in one output', () => {
  it('heads each kind with the lines that read it back, the 9×9 too', async () => {
    const nine = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const { out } = await run(['transform', '--file', 'a.txt', '--file', 'b.txt', '--seed', '2'], {
      'a.txt': fixtureText('jigsaw-9-generated'),
      'b.txt': `${nine}\n${nine}\n`,
    });
    const kinds = readBack(out).map(({ geometry }) => `${geometry.kind} ${geometry.size}`);
    expect(kinds).toEqual(['jigsaw 9', 'jigsaw 9', 'jigsaw 9', 'standard 9', 'standard 9']);
    // Once for each change of kind, not again for each puzzle.
    expect(out.join('\n').match(/^# kind: /gm)).toEqual(['# kind: ', '# kind: ']);
  });
});
