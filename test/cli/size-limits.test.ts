/**
 * Sizes have bounds and the time limit holds at them (issue 41, item 2): a combined layout has at
 * most 500 grids in a rectangle of at most 50,000 squares (about twice the 280-grid record),
 * refused when the layout is read, in one sentence with exit status 2, before anything is built;
 * and `generate --time-limit` ends the run within 10 % + 0.5 s of wall time at the largest layout
 * and on large N×N patterns, start-up included (the built command, as a person runs it). The
 * times are bounds the issue sets, not benchmarks.
 */

import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import {
  MAX_COMBINED_GRIDS,
  MAX_COMBINED_SQUARES,
  parseGridOffsets,
  parseLatticeLayout,
} from '../../src/engine/board/combined-layouts';
import { combinedGeometry } from '../../src/engine/geometry';
import { main } from '../../src/cli/main';
import { createFakeIO } from './fake-io';

const BIN = path.resolve(__dirname, '../../bin/sudoku-analyzer.js');
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** The largest lattice within the bounds: 25 × 40 places, 500 grids, a 153×243 rectangle. */
const LARGEST = 'lattice:25x40';

jest.setTimeout(60_000);

/** The built command, and the wall time from its start to its end. */
function timed(argv: string[]): { ms: number; status: number | null; stdout: string; stderr: string } {
  const started = Date.now();
  const { status, stdout, stderr } = spawnSync(process.execPath, [BIN, ...argv], {
    encoding: 'utf8',
    timeout: 30_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ms: Date.now() - started, status, stdout, stderr };
}

describe('the largest combined layout', () => {
  it('is 500 grids in at most 50,000 squares: lattice:25x40 is taken, one place more or a longer rectangle is not', () => {
    expect([MAX_COMBINED_GRIDS, MAX_COMBINED_SQUARES]).toEqual([500, 50_000]);
    const grids = parseLatticeLayout(LARGEST);
    expect(grids).toHaveLength(500);
    expect(combinedGeometry(grids).cellCount).toBeGreaterThan(30_000);
    expect(() => parseLatticeLayout('lattice:26x40')).toThrow(
      'The layout lattice:26x40 has 520 grids; a combined puzzle has at most 500',
    );
    expect(
      parseLatticeLayout(
        'lattice:26x40',
        '0,0;0,2;0,4;0,6;0,8;0,10;0,12;0,14;0,16;0,18;0,20;0,22;0,24;0,26;0,28;0,30;0,32;0,34;0,36;0,38',
      ),
    ).toHaveLength(500);
    expect(() => parseLatticeLayout('lattice:999x1')).toThrow(
      "spans 5,997×9 squares; a combined puzzle's rectangle has at most 50,000",
    );
    expect(() => parseGridOffsets('0,0;99999,99999')).toThrow(
      "spans 100,008×100,008 squares; a combined puzzle's rectangle has at most 50,000",
    );
    expect(() =>
      combinedGeometry([
        { row: 0, col: 0 },
        { row: 0, col: 600_000 },
      ]),
    ).toThrow(/at most 50,000/);
  });

  it.each([
    ['solve', ['solve', '--layout', 'lattice:100x100', 'x']],
    ['analyze', ['analyze', '--layout', 'lattice:26x40', 'x']],
    ['hint', ['hint', '--layout', 'lattice:1000000x1000000', '--puzzle', 'x']],
    ['compare', ['compare', '--grids', '0,0;99999,99999', '--puzzle', 'x', '--log', 'log.csv']],
    ['batch', ['batch', 'book.csv', '--layout', 'lattice:100x100']],
    ['generate', ['generate', '--layout', 'lattice:100x100', '--time-limit', '1000']],
  ])('%s: a layout beyond them is bad usage, one sentence naming the bound, exit 2', async (_name, argv) => {
    const io = createFakeIO({ 'log.csv': 'seconds,row,col,value\n', 'book.csv': `puzzle\n${PUZZLE}\n` });
    expect(await main(argv, io)).toBe(2);
    expect(io.out).toEqual([]);
    expect(io.err).toHaveLength(1);
    expect(io.err[0]).toMatch(/^--(layout|grids): The layout .*(at most 500 \(|at most 50,000 \()/);
  });

  it('lattice:1000000x1000000 is refused at once by the built command (it ran past 100 s and 2.8 GB)', () => {
    const { ms, status, stdout, stderr } = timed([
      'generate',
      '--layout',
      'lattice:1000000x1000000',
      '--time-limit',
      '1000',
    ]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^--layout: The layout lattice:1000000x1000000 has 500,000,000,000 grids; a combined puzzle has at most 500 /,
    );
    expect(ms).toBeLessThan(5_000);
  });
});

describe('generate --time-limit 1000 ends within 1.6 s of wall time (10 % + 0.5 s), start-up included', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-limits-'));
    // Random patterns on 60–65 % of the cells, which a second does not fill: the generator works until the limit.
    let seed = 11;
    const pattern = (n: number, density: number) =>
      Array.from({ length: n * n }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31 < density ? 'X' : '.';
      }).join('');
    fs.writeFileSync(path.join(dir, 'p25.txt'), `${pattern(25, 0.6)}\n`);
    fs.writeFileSync(path.join(dir, 'p49.txt'), `${pattern(49, 0.65)}\n`);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it(`on the largest layout, ${LARGEST}, with the puzzle so far`, () => {
    const { ms, status, stdout, stderr } = timed([
      'generate',
      '--layout',
      LARGEST,
      '--time-limit',
      '1000',
      '--seed',
      '1',
    ]);
    expect(stderr).not.toMatch(/Error|at /);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^# givens: \d+ \([\d.]+ per grid\), grade \w+/m);
    expect(ms).toBeLessThan(1_600);
  });

  it.each([
    ['25×25', 'p25.txt', '5x5'],
    ['49×49', 'p49.txt', '7x7'],
  ])('on a %s pattern', (_name, file, box) => {
    const { ms, status, stdout } = timed([
      'generate',
      '--kind',
      'standard',
      '--box',
      box,
      '--pattern',
      path.join(dir, file),
      '--time-limit',
      '1000',
      '--seed',
      '1',
      '--json',
    ]);
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ index: 0 });
    expect(ms).toBeLessThan(1_600);
  });
});
