/**
 * Positions with pencil marks in files (issue 37 item 1): analyze --file, batch and arguments
 * read them through the one line reader, and the analysis starts from each position's
 * candidates. The truth is the reference solver and the fixture read by the test's own
 * arithmetic (test/helpers/position-fixture.ts).
 */

import ExcelJS from 'exceljs';
import * as os from 'os';
import * as path from 'path';
import { main } from '../../src/cli/main';
import type { AnalysisResult } from '../../src/engine/analysis/types';
import { fixturePositions, positionFixtureText, type FixturePosition } from '../helpers/position-fixture';
import { createFakeIO } from './fake-io';

const FILE = 'positions.txt';

async function run(argv: string[], files: Record<string, string> = { [FILE]: positionFixtureText() }) {
  const io = createFakeIO(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

const { library, oneLine, grid, strikes } = fixturePositions();
const cellName = (cell: number) => `(${Math.floor(cell / 9) + 1},${(cell % 9) + 1})`;

/** The cell whose fixture candidates leave out its solution digit. */
function struckCell(position: FixturePosition): number {
  return position.cells.findIndex(
    (cell, index) => position.digits[index] === 0 && !cell.includes(String(position.solution[index])),
  );
}

function expectSolved(result: AnalysisResult, position: FixturePosition): void {
  expect(result.status).not.toBe('invalid');
  expect(result.solution).toBe(position.solution.join(''));
  for (const step of result.steps) expect(step.value).toBe(position.solution[(step.row - 1) * 9 + step.col - 1]);
}

describe('analyze --file with positions', () => {
  it('analyses each position from its pencil marks, names the one that strikes a solution digit and the bad line', async () => {
    const { code, out, err } = await run(['analyze', '--json', '--file', FILE]);
    expect(code).toBe(0);
    const results = out.map((line) => JSON.parse(line) as AnalysisResult);
    expect(results).toHaveLength(6);
    expectSolved(results[0], library);
    expectSolved(results[1], oneLine);
    expectSolved(results[2], grid);
    expect(results[3].status).toBe('invalid');
    const cell = struckCell(strikes);
    expect(results[3].error?.message).toContain(
      `${cellName(cell)} exclude its solution digit ${strikes.solution[cell]}`,
    );
    expect(results[4].status).toBe('invalid');
    expect(err.join('\n')).toContain(`${FILE} line 25: The deleted candidate "2x5" is not three digits`);
    expect(results[5].status).not.toBe('invalid');
  });

  it('starts from the candidates given: --candidates 0 shows the fixture’s pencil marks', async () => {
    for (const [text, position] of [
      [positionFixtureText().split('\n')[3], library],
      [positionFixtureText().split('\n').slice(7, 21).join('\n'), grid],
    ] as const) {
      const { code, out } = await run(['analyze', '--json', '--candidates', '0', '--file', FILE], { [FILE]: text });
      expect(code).toBe(0);
      const answer = JSON.parse(out[0]) as { candidates: number[][] };
      const shown = answer.candidates.map((cell, index) => (position.digits[index] ? '' : cell.join('')));
      expect(shown).toEqual(position.cells.map((cell, index) => (position.digits[index] ? '' : cell)));
    }
  });

  it('reads a position given as an argument', async () => {
    const { code, out } = await run(['analyze', '--json', positionFixtureText().split('\n')[5]]);
    expect(code).toBe(0);
    expectSolved(JSON.parse(out[0]) as AnalysisResult, oneLine);
  });
});

describe('hint with a position', () => {
  const nextOf = (out: string[]) =>
    (JSON.parse(out[0]) as { wrong: unknown[]; next?: { row: number; col: number; value: number } }).next;

  it('gives the solution digit as the next move from the first position of --puzzle-file', async () => {
    const { code, out } = await run(['hint', '--json', '--puzzle-file', FILE]);
    expect(code).toBe(0);
    const next = nextOf(out);
    expect(next).toBeDefined();
    expect(next?.value).toBe(library.solution[((next?.row ?? 1) - 1) * 9 + (next?.col ?? 1) - 1]);
  });

  it('reads a typed --puzzle position and names the cell whose marks exclude its solution digit', async () => {
    const good = await run(['hint', '--json', '--puzzle', positionFixtureText().split('\n')[5]]);
    const next = nextOf(good.out);
    expect(next?.value).toBe(oneLine.solution[((next?.row ?? 1) - 1) * 9 + (next?.col ?? 1) - 1]);
    const struck = await run(['hint', '--puzzle', positionFixtureText().split('\n')[22]]);
    const cell = struckCell(strikes);
    expect(struck.err.join('\n')).toContain(`${cellName(cell)} exclude its solution digit ${strikes.solution[cell]}`);
  });
});

describe('batch with positions', () => {
  it('writes each position’s solution, and the struck one and the bad line as errors', async () => {
    const io = createFakeIO({ [FILE]: positionFixtureText() });
    const out = path.join(os.tmpdir(), `positions-${process.pid}-never-written.xlsx`);
    expect(await main(['batch', FILE, '--out', out], io)).toBe(0);
    const written = io.written.get(out);
    expect(written).toBeInstanceOf(Uint8Array);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(written as Uint8Array) as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('Results')?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows[0] as string[];
    const solutions = rows.slice(1).map((row) => row[header.indexOf('Solution')]);
    expect(solutions.slice(0, 3)).toEqual([library, oneLine, grid].map((position) => position.solution.join('')));
    const notes = rows.slice(1).map((row) => row.join(' '));
    expect(notes[3]).toContain(`exclude its solution digit ${strikes.solution[struckCell(strikes)]}`);
    expect(notes[4]).toContain('"2x5" is not three digits');
  });
});
