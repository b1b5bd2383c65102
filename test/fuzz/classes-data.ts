/**
 * Data lost (issue 41's class 1): a run killed while it replaces OLD.xlsx (batch --force and
 * compare --out) must leave the old file or a whole new workbook, and no run may write over the
 * file it reads, however the output path reaches it (a link, a chain of links, a hard link, the
 * same path spelt otherwise). The harness checks both after every run of these classes.
 */

import type { Random } from '../../src/engine/core/random';
import type { FuzzCase, FuzzClass, FuzzContext } from './case';
import { between, pick, randomBytes } from './mutate';
import { bookWorkbook } from './workbooks';

/** What OLD.xlsx holds before the run: a workbook from an earlier run, or any bytes at all. */
function oldFile(random: Random, context: FuzzContext): Uint8Array {
  return random.int(2)
    ? bookWorkbook([['1', context.sources.solved[0].puzzle]], 'Old')
    : randomBytes(random, between(random, 0, 3000));
}

/** Killed as the write shows (most runs), or at a random moment in its first three seconds. */
function killMoment(random: Random): 'writing' | number {
  return random.int(3) ? 'writing' : random.int(3000);
}

/** A book of `count` puzzles in one of batch's formats. */
function book(random: Random, context: FuzzContext, count: number): { name: string; content: string | Uint8Array } {
  const puzzles = Array.from(
    { length: count },
    (_, k) => context.sources.solved[(k * 7 + random.int(5)) % context.sources.solved.length].puzzle,
  );
  switch (random.int(3)) {
    case 0:
      return { name: 'book.txt', content: `${puzzles.join('\n')}\n` };
    case 1:
      return {
        name: 'book.csv',
        content: `id,puzzle\n${puzzles.map((puzzle, k) => `${k + 1},${puzzle}`).join('\n')}\n`,
      };
    default:
      return { name: 'book.xlsx', content: bookWorkbook(puzzles.map((puzzle, k) => [String(k + 1), puzzle])) };
  }
}

const killBatchWrite: FuzzClass = {
  name: 'kill-batch-write',
  group: 'data lost',
  about:
    'batch BOOK --out OLD.xlsx --force killed (SIGKILL) while it writes, or at a random moment: OLD.xlsx stays whole or is a whole new workbook, BOOK unchanged',
  weight: 1,
  make(random, context) {
    const count = between(random, 3, 40);
    const { name, content } = book(random, context, count);
    return {
      argv: ['batch', name, '--out', 'OLD.xlsx', '--force', '--jobs', String(between(random, 1, 2))],
      files: { [name]: content, 'OLD.xlsx': oldFile(random, context) },
      kill: { when: killMoment(random), out: 'OLD.xlsx' },
      written: { out: 'OLD.xlsx', rows: count },
      limitMiB: 500,
      inputs: count,
    };
  },
};

/** A log that places every blank of the puzzle, a few seconds apart. */
function fullLog(puzzle: string, solution: string): string {
  const blanks = [...puzzle].flatMap((char, cell) => (char === '0' ? [cell] : []));
  return [
    'seconds,row,col,value',
    ...blanks.map((cell, k) => `${(k + 1) * 3},${Math.floor(cell / 9) + 1},${(cell % 9) + 1},${solution[cell]}`),
  ].join('\n');
}

const killCompareWrite: FuzzClass = {
  name: 'kill-compare-write',
  group: 'data lost',
  about:
    'compare --out OLD.xlsx --force killed while it writes, or at a random moment: OLD.xlsx stays whole or is a whole new workbook, the log unchanged',
  weight: 1,
  make(random, context) {
    const { puzzle, solution } = pick(random, context.sources.solved);
    return {
      argv: ['compare', '--puzzle', puzzle, '--log', 'log.csv', '--out', 'OLD.xlsx', '--force'],
      files: { 'log.csv': fullLog(puzzle, solution), 'OLD.xlsx': oldFile(random, context) },
      kill: { when: killMoment(random), out: 'OLD.xlsx' },
      written: { out: 'OLD.xlsx', rows: 2 },
      limitMiB: 500,
      inputs: 1,
    };
  },
};

const forceOntoInput: FuzzClass = {
  name: 'force-onto-input',
  group: 'data lost',
  about:
    "--out … --force naming the run's own input through a symbolic link, a chain of links, a hard link, or the same path spelt otherwise (batch's book, compare's log): the input unchanged",
  weight: 2,
  make(random, context) {
    const { puzzle, solution } = pick(random, context.sources.solved);
    const batch = random.int(2) === 1;
    const input = batch ? pick(random, ['book.txt', 'book.csv', 'book.xlsx']) : 'log.csv';
    const content = !batch
      ? fullLog(puzzle, solution)
      : input === 'book.xlsx'
        ? bookWorkbook([['1', puzzle]])
        : input === 'book.csv'
          ? `id,puzzle\n1,${puzzle}\n`
          : `${puzzle}\n`;
    const links: FuzzCase['links'] = {
      'link.xlsx': { target: input },
      'chain.xlsx': { target: 'link.xlsx' },
      'hard.xlsx': { target: input, hard: true },
    };
    const out = pick(random, ['link.xlsx', 'chain.xlsx', 'hard.xlsx', input, `./${input}`, `sub/../${input}`]);
    const argv = batch
      ? ['batch', input, '--out', out, '--force']
      : ['compare', '--puzzle', puzzle, '--log', input, '--out', out, '--force'];
    return { argv, files: { [input]: content, 'sub/keep.txt': '' }, links, limitMiB: 500, inputs: 1 };
  },
};

export const DATA_CLASSES: readonly FuzzClass[] = [killBatchWrite, killCompareWrite, forceOntoInput];
