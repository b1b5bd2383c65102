/**
 * analyze --position (issue 37): a position with pencil marks in place of a puzzle. The truth is
 * the test-side reference solver; the positions are built here from puzzles by striking wrong
 * candidates (or, to be refused, a solution digit).
 */

import { main } from '../../src/cli/main';
import { libraryText, candidateGridText, type PencilPosition } from '../../src/io/position-text';
import { digitsFromCanonical } from '../../src/engine/board/grid';
import type { AnalysisResult } from '../../src/engine/analysis/types';
import { solveReference } from '../helpers/solver-reference';
import { samplePuzzles } from '../helpers/corpus';
import { createFakeIO } from './fake-io';

async function run(argv: string[]) {
  const io = createFakeIO({});
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const [PUZZLE] = samplePuzzles('rated/mixed1000.txt', 3);
const DIGITS = digitsFromCanonical(PUZZLE);
const SOLUTION = solveReference(DIGITS).solutions[0];

/** Each empty cell keeps its solution digit and every other digit but those a fixed pattern strikes. */
function position(strikeSolutionAt?: number): PencilPosition {
  const candidates = new Uint16Array(81);
  DIGITS.forEach((digit, cell) => {
    if (digit !== 0) return;
    // A written grid keeps no digit a filled peer holds (the grid form reads a lone digit as filled only when no peer keeps it).
    let mask = 0x1ff;
    DIGITS.forEach((peerDigit, peer) => {
      const [r, c, pr, pc] = [Math.floor(cell / 9), cell % 9, Math.floor(peer / 9), peer % 9];
      const seen =
        r === pr || c === pc || (Math.floor(r / 3) === Math.floor(pr / 3) && Math.floor(c / 3) === Math.floor(pc / 3));
      if (peerDigit !== 0 && seen) mask &= ~(1 << (peerDigit - 1));
    });
    for (let d = 1; d <= 9; d++) if (d !== SOLUTION[cell] && (cell + d) % 3 === 0) mask &= ~(1 << (d - 1));
    if (cell === strikeSolutionAt) mask &= ~(1 << (SOLUTION[cell] - 1));
    candidates[cell] = mask;
  });
  return { digits: DIGITS, placed: new Uint8Array(81), candidates };
}

const solutionLine = (out: string[]): string | undefined => out.find((line) => line.trim().startsWith('solution'));

describe('analyze --position', () => {
  it('prints the same solution line as the plain puzzle, in library and grid form', async () => {
    const plain = await run(['analyze', PUZZLE]);
    const library = await run(['analyze', '--position', libraryText(position())]);
    const grid = await run(['analyze', '--position', candidateGridText(position())]);
    expect([plain.code, library.code, grid.code]).toEqual([0, 0, 0]);
    expect(solutionLine(plain.out)).toContain(Array.from(SOLUTION).join(''));
    expect(solutionLine(library.out)).toBe(solutionLine(plain.out));
    expect(solutionLine(grid.out)).toBe(solutionLine(plain.out));
  });

  it('places only solution digits from the position (JSON)', async () => {
    const { code, out } = await run(['analyze', '--json', '--position', libraryText(position())]);
    expect(code).toBe(0);
    const result = JSON.parse(out[0]) as AnalysisResult;
    expect(result.solution).toBe(Array.from(SOLUTION).join(''));
    for (const step of result.steps) expect(step.value).toBe(SOLUTION[(step.row - 1) * 9 + step.col - 1]);
  });

  it('names the cell whose candidates exclude its solution digit', async () => {
    const cell = DIGITS.findIndex((digit) => digit === 0);
    const { out } = await run(['analyze', '--json', '--position', libraryText(position(cell))]);
    const result = JSON.parse(out[0]) as AnalysisResult;
    expect(result.status).toBe('invalid');
    expect(result.error?.message).toContain(
      `(${Math.floor(cell / 9) + 1},${(cell % 9) + 1}) exclude its solution digit ${SOLUTION[cell]}`,
    );
  });

  it('refuses other kinds and other puzzles with one sentence', async () => {
    const kind = await run(['analyze', '--kind', 'diagonal', '--position', libraryText(position())]);
    expect(kind.code).toBe(2);
    expect(kind.err.join('\n')).toContain('--position reads a standard 9×9 position');
    const more = await run(['analyze', PUZZLE, '--position', libraryText(position())]);
    expect(more.code).toBe(2);
    expect(more.err.join('\n')).toContain('give no other puzzle');
  });
});

describe('hint --position', () => {
  it('gives a move whose digit is the solution digit, from the position', async () => {
    const { code, out } = await run(['hint', '--json', '--position', libraryText(position())]);
    expect(code).toBe(0);
    const hint = JSON.parse(out[0]) as { wrong: unknown[]; next?: { row: number; col: number; value: number } };
    expect(hint.wrong).toEqual([]);
    expect(hint.next).toBeDefined();
    expect(hint.next?.value).toBe(SOLUTION[((hint.next?.row ?? 1) - 1) * 9 + (hint.next?.col ?? 1) - 1]);
  });

  it('names the cell whose candidates exclude its solution digit', async () => {
    const cell = DIGITS.findIndex((digit) => digit === 0);
    const { err } = await run(['hint', '--position', libraryText(position(cell))]);
    expect(err.join('\n')).toContain(
      `(${Math.floor(cell / 9) + 1},${(cell % 9) + 1}) exclude its solution digit ${SOLUTION[cell]}`,
    );
  });
});
