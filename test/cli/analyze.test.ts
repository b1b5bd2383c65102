/**
 * `analyze` through main() with a fake CliIO: the JSON Lines of SPEC §12, one object per input
 * in order (errors included), restriction, text output, usage errors.
 */

import { main } from '../../src/cli/main';
import { analysisProblems } from '../helpers/analysis-check';
import type { AnalysisResult } from '../../src/engine/analysis/types';
import { readDataLines, readPuzzleLines, samplePuzzles } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';
import { createFakeIO } from './fake-io';

async function run(argv: string[], files: Record<string, string> = {}) {
  const io = createFakeIO(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const PUZZLES = samplePuzzles('rated/mixed1000.txt', 12);

describe('analyze --json', () => {
  it('writes one SPEC §12 object per puzzle, in order, each consistent with the solution', async () => {
    const { code, out } = await run(['analyze', '--file', 'book.txt', '--json'], {
      'book.txt': PUZZLES.join('\n') + '\n',
    });
    expect(code).toBe(0);
    const results = out.map((line) => JSON.parse(line) as AnalysisResult);
    expect(results).toHaveLength(PUZZLES.length);
    results.forEach((result, i) => {
      expect(result).toMatchObject({ index: i, puzzle: PUZZLES[i], status: 'conquer' });
      expect(Object.keys(result)).toEqual(
        expect.arrayContaining([
          'givens',
          'solution',
          'grade',
          'rating',
          'assumptions',
          'steps',
          'techniqueCounts',
          'timeMs',
        ]),
      );
      expect(result.rating).toBeGreaterThan(0);
      expect(Object.keys(result.steps[0]).sort()).toEqual([
        'col',
        'effort',
        'elapsedMs',
        'eliminated',
        'n',
        'row',
        'technique',
        'value',
      ]);
      expect(analysisProblems(result, uniqueSolution(PUZZLES[i]))).toEqual([]);
    });
  });

  it('gives unreadable and invalid inputs their object with the error kind', async () => {
    const { code, out, err } = await run([
      'analyze',
      '12x',
      `55${'.'.repeat(79)}`,
      '.'.repeat(81),
      PUZZLES[0],
      '--json',
    ]);
    expect(code).toBe(0);
    const results = out.map((line) => JSON.parse(line) as AnalysisResult);
    expect(results.map((r) => r.status)).toEqual(['invalid', 'invalid', 'invalid', 'conquer']);
    expect(results.map((r) => r.error?.kind)).toEqual(['bad-input', 'conflict', 'multiple-solutions', undefined]);
    expect(results[1].error?.cells).toEqual([
      [1, 1],
      [1, 2],
    ]);
    expect(err.length).toBeGreaterThanOrEqual(3);
  });

  it('with --techniques, says how far the set gets and what is needed next', async () => {
    const hard = readPuzzleLines('rated/top95.txt', 1)[0];
    const { out } = await run(['analyze', hard, '--techniques', 'blcm', '--json']);
    const result = JSON.parse(out[0]) as AnalysisResult;
    expect(result.status).toBe('not-conquer');
    expect(result.nextTechnique).toMatch(/^[A-Z]$/);
    expect(result.reason).toContain(`needs ${result.nextTechnique}`);
    for (const step of result.steps) expect('BLCM').toContain(step.technique);
  });

  it('prints a warning naming characters glued to the 81st on standard error, and still analyses the puzzle', async () => {
    const { code, out, err } = await run(['analyze', `${PUZZLES[0]}7`, '--file', 'book.txt', '--json'], {
      'book.txt': `${PUZZLES[1]}\n${PUZZLES[2]}abc\n`,
    });
    expect(code).toBe(0);
    expect(out.map((line) => (JSON.parse(line) as AnalysisResult).status)).toEqual(['conquer', 'conquer', 'conquer']);
    expect(err).toHaveLength(2);
    expect(err[0]).toMatch(/^argument 1: .*"7"/);
    expect(err[1]).toMatch(/^book\.txt line 2: .*"abc"/);
  });

  it('reads timedia 10-line records', async () => {
    const text = readDataLines('timedia/Problem500.txt', 20).join('\n') + '\n';
    const { out } = await run(['analyze', '--file', 'Problem500.txt', '--json'], { 'Problem500.txt': text });
    expect(out.map((line) => (JSON.parse(line) as AnalysisResult).status)).toEqual(['conquer', 'conquer']);
  });
});

describe('analyze text and usage', () => {
  it('prints the verdict and, for one puzzle, the step log', async () => {
    const { code, out } = await run(['analyze', PUZZLES[5]]);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/Conquer, level \d/);
    expect(out.length).toBeGreaterThan(10);
    expect(out[out.length - 1]).toContain(uniqueSolution(PUZZLES[5]));
  });

  it('for one invalid puzzle, prints the verdict and no empty step log', async () => {
    const { code, out } = await run(['analyze', `55${'.'.repeat(79)}`]);
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/invalid \(conflict\)/);
  });

  it('rejects unknown technique letters and missing puzzles with status 2', async () => {
    expect((await run(['analyze', PUZZLES[0], '--techniques', 'BZ'])).code).toBe(2);
    expect((await run(['analyze'])).code).toBe(2);
    expect((await run(['analyze', '--file', 'missing.txt'])).code).toBe(2);
  });
});

describe('analyze --technique-set', () => {
  // A puzzle of the mixed1000 sample that the full set solves with a W-Wing (and chains) on the way.
  const puzzle = '.4..62...9......2..263..48......487...7...6...528......85..136..3......8...53..1.';

  it('full: the new families appear in brackets in the labels and the counts, and the log stays true', async () => {
    const { code, out } = await run(['analyze', puzzle, '--technique-set', 'full', '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(out[0]) as AnalysisResult;
    expect(result.steps.some((step) => step.technique.includes('[WW]'))).toBe(true);
    expect(result.techniqueCounts.WW).toBeGreaterThan(0);
    expect(analysisProblems(result, uniqueSolution(puzzle))).toEqual([]);
  });

  it('model (the default) never uses a full-set code', async () => {
    const { out } = await run(['analyze', puzzle, '--technique-set', 'model', '--json']);
    const result = JSON.parse(out[0]) as AnalysisResult;
    expect(result.steps.every((step) => !step.technique.includes('['))).toBe(true);
    expect((await run(['analyze', puzzle, '--json'])).out).toEqual([expect.any(String)]);
  });

  it('refuses an unknown set or code with exit status 2, naming it', async () => {
    const badSet = await run(['analyze', puzzle, '--technique-set', 'fancy']);
    expect(badSet.code).toBe(2);
    expect(badSet.err.join('\n')).toContain('"fancy"');
    const badCode = await run(['analyze', puzzle, '--techniques', 'BLCM[NOPE]']);
    expect(badCode.code).toBe(2);
    expect(badCode.err.join('\n')).toContain('NOPE');
  });

  it('--techniques takes bracketed codes and uses only the letters and codes it names', async () => {
    const { code, out } = await run([
      'analyze',
      puzzle,
      '--techniques',
      'blcm[xyw]',
      '--technique-set',
      'full',
      '--json',
    ]);
    expect(code).toBe(0);
    const result = JSON.parse(out[0]) as AnalysisResult;
    const used = Object.keys(result.techniqueCounts);
    expect(used.every((letter) => ['B', 'L', 'C', 'M', 'XYW'].includes(letter))).toBe(true);
  });
});
