/**
 * How much input is still to come (the default --jobs weighs the work left from it): the bytes a
 * stream's groups of lines took add up to the file's size, and the gauge scales the puzzles read
 * so far by the bytes still unread.
 */

import { InputGauge } from '../../src/cli/input-gauge';
import { parseArgs } from '../../src/cli/parse-args';
import { lineGroupsOfChunks } from '../../src/cli/line-stream';
import { SOLVE } from '../../src/cli/options';
import { streamPuzzleBatches } from '../../src/cli/puzzle-files';
import { readPuzzleLines } from '../helpers/corpus';
import { createFakeIO } from './fake-io';

const TOP95 = readPuzzleLines('rated/top95.txt');

async function* chunksOf(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

describe('InputGauge', () => {
  it('scales the puzzles read by the bytes unread, and knows the whole once every byte is read', () => {
    const gauge = new InputGauge();
    gauge.addPuzzles(2);
    gauge.expectFile(1000);
    expect(gauge.estimatedPuzzles()).toBeUndefined();
    gauge.readBytes(250);
    gauge.foundPuzzles(3);
    // 3 puzzles in 250 bytes: 9 more in the 750 unread, beside the 2 arguments.
    expect(gauge.estimatedPuzzles()).toBe(2 + 3 + 9);
    gauge.readBytes(750);
    gauge.foundPuzzles(5);
    expect(gauge.estimatedPuzzles()).toBe(2 + 8);
  });

  it('leaves the whole unknown when a file has no size (standard input, a pipe)', () => {
    const gauge = new InputGauge();
    gauge.expectFile(1000);
    gauge.expectFile(undefined);
    gauge.readBytes(1000);
    gauge.foundPuzzles(10);
    expect(gauge.estimatedPuzzles()).toBeUndefined();
  });
});

describe('the bytes of a stream’s groups of lines', () => {
  it('add up to the text’s size in UTF-8, whatever its line ends and wherever the reads break', async () => {
    const text = `a1\r\nb2\rc3\n\nナンプレ\r\n\r\n数独 e5\n${TOP95[0]}`;
    const bytes = Buffer.from(text);
    for (const size of [1, 2, 3, 5, 8, 13, bytes.length]) {
      let sum = 0;
      for await (const group of lineGroupsOfChunks(chunksOf(bytes, size))) sum += group.bytes ?? NaN;
      expect(sum).toBe(bytes.length);
    }
  });
});

describe('streamPuzzleBatches with a gauge', () => {
  it('estimates a file of 81-character lines at its exact count from the first group read on', async () => {
    const lines = Array.from({ length: 2000 }, (_, i) => TOP95[i % TOP95.length]);
    const bytes = Buffer.from(`${lines.join('\n')}\n`);
    // Reads of 4 KB, as a file is read a group at a time.
    const io = {
      ...createFakeIO(),
      readLines: () => lineGroupsOfChunks(chunksOf(bytes, 4096)),
      fileSize: () => bytes.length,
    };
    const gauge = new InputGauge();
    const parsed = parseArgs(['--file', 'many.txt'], SOLVE.options);
    const estimates: (number | undefined)[] = [];
    let read = 0;
    for await (const batch of streamPuzzleBatches(parsed, io, { size: 16, plain: true, gauge })) {
      read += batch.lines.length;
      estimates.push(gauge.estimatedPuzzles());
    }
    expect(read).toBe(2000);
    // Every line takes 82 bytes, so the puzzles per byte read are the file's own from the start.
    expect(new Set(estimates)).toEqual(new Set([2000]));
  });
});
