/**
 * Every numeric option has a bound (issue 41), refused before any work in one sentence with exit
 * status 2, and named in the command's --help.
 */

import * as os from 'os';
import { main } from '../../src/cli/main';
import { createFakeIO } from './fake-io';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const CORES = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;

async function run(argv: string[]) {
  const io = createFakeIO({ 'p.txt': `${PUZZLE}\n`, 'book.txt': `${PUZZLE}\n`, 'pattern.txt': `${PUZZLE}\n` });
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

describe('numeric options have bounds', () => {
  it.each([
    [['solve', '--file', 'p.txt', '--jobs', '1e9'], '--jobs', `${4 * CORES}`],
    [['analyze', '--file', 'p.txt', '--jobs', String(4 * CORES + 1)], '--jobs', `${4 * CORES}`],
    [['batch', 'book.txt', '--jobs', '1000'], '--jobs', `${4 * CORES}`],
    [['fullgrid', '--count', '1e9'], '--count', '1,000,000'],
    [['transform', '--count', '1000001', PUZZLE], '--count', '1,000,000'],
    [['generate', '--pattern', 'pattern.txt', '--count', '1e9'], '--count', '10,000'],
    [['ga', PUZZLE, '--runs', '1e9'], '--runs', '10,000'],
    [['ga', PUZZLE, '--population', '1000000'], '--population', '100,000'],
    [['ga', PUZZLE, '--generations', '1e20'], '--generations', '10,000,000'],
  ])('%j is refused naming %s and its bound', async (argv, option, bound) => {
    const { code, out, err } = await run(argv);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toHaveLength(1);
    expect(err[0]).toContain(option);
    expect(err[0]).toContain(bound);
  });

  it('takes the bound itself', async () => {
    expect((await run(['solve', '--file', 'p.txt', '--jobs', String(4 * CORES)])).code).toBe(0);
    expect((await run(['fullgrid', '--count', '2', '--seed', '1'])).out).toHaveLength(2);
  });

  it.each([
    ['solve', /at most 4 × the cores/],
    ['fullgrid', /at most 1,000,000/],
    ['transform', /at most 1,000,000/],
    ['generate', /at most 10,000/],
    ['ga', /at most 10,000[\s\S]*2 to 100,000[\s\S]*10,000,000/],
  ])('%s --help names the bounds', async (command, bounds) => {
    const { out } = await run([command, '--help']);
    // The help is laid out to 80 columns: read as one line of words.
    expect(out.join('\n').replace(/\s+/g, ' ')).toMatch(bounds);
  });
});
