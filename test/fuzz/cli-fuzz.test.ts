/**
 * The fuzz suite (issue 41, item 8; docs/fuzz.md): how a run is judged, on runs made up here, and
 * the short run over the built command, three cases of every class, each of which must be a clear
 * answer. `npm run verify` runs the long one.
 */

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { FuzzCase, RunRecord } from './case';
import { classify, holdsControl } from './classify';
import { FUZZ_CLASSES } from './classes';
import { formatBadRuns, formatTable } from './report';
import { dataProblems, digest, planRuns, runFuzz } from './suite';
import { bookWorkbook } from './workbooks';

function run(overrides: Partial<RunRecord>): RunRecord {
  return {
    className: 'made-up',
    index: 0,
    argv: ['solve'],
    inputs: 1,
    limitMiB: 200,
    code: 0,
    signal: null,
    ms: 300,
    peakMiB: 60,
    timedOut: false,
    memoryKilled: false,
    killedOnPurpose: false,
    stdoutHead: '',
    stderrText: '',
    stackSeen: false,
    internalSeen: false,
    controlSeen: false,
    secretSeen: false,
    dataProblems: [],
    ...overrides,
  };
}

describe('classify', () => {
  it('takes exit 0 or 2 with plain sentences for a clear answer', () => {
    expect(classify(run({})).outcome).toBe('clear');
    expect(classify(run({ code: 2, stderrText: 'Cannot read x.txt: there is no such file.' })).outcome).toBe('clear');
  });

  it('names the worst thing seen: data lost, hang, memory, stack trace, crash, internal error, unsafe output', () => {
    const everything = {
      dataProblems: ['book.txt changed'],
      timedOut: true,
      peakMiB: 900,
      stackSeen: true,
      code: 1,
      internalSeen: true,
      controlSeen: true,
    };
    expect(classify(run(everything)).outcome).toBe('data lost');
    expect(classify(run({ ...everything, dataProblems: [] })).outcome).toBe('hang');
    expect(classify(run({ ...everything, dataProblems: [], timedOut: false })).outcome).toBe('memory');
    expect(classify(run({ ...everything, dataProblems: [], timedOut: false, peakMiB: 100 })).outcome).toBe(
      'stack trace',
    );
    expect(classify(run({ code: 1 })).outcome).toBe('crash');
    expect(classify(run({ code: null, signal: 'SIGABRT' })).outcome).toBe('crash');
    expect(classify(run({ code: 2, internalSeen: true })).outcome).toBe('internal error');
    expect(classify(run({ controlSeen: true })).outcome).toBe('unsafe output');
    expect(classify(run({ secretSeen: true })).outcome).toBe('unsafe output');
  });

  it("counts memory past the run's own limit, and V8 running out, but not a kill the harness meant", () => {
    expect(classify(run({ peakMiB: 250 })).outcome).toBe('memory');
    expect(classify(run({ peakMiB: 250, limitMiB: 500 })).outcome).toBe('clear');
    expect(
      classify(
        run({
          code: 134,
          stderrText: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
        }),
      ).outcome,
    ).toBe('memory');
    expect(classify(run({ code: null, signal: 'SIGKILL', killedOnPurpose: true })).outcome).toBe('clear');
  });

  it('sees raw control characters in bytes, C1 ones across two chunks too, but not newline and tab', () => {
    expect(holdsControl(Buffer.from('plain\ttext\n'))).toBe(false);
    expect(holdsControl(Buffer.from('\u001b]0;title\u0007'))).toBe(true);
    expect(holdsControl(Buffer.from('x\u009by'))).toBe(true);
    expect(holdsControl(Buffer.from([0x9b]), 0xc2)).toBe(true);
    expect(holdsControl(Buffer.from('\\u001b escaped'))).toBe(false);
  });
});

describe('dataProblems', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-data-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const writes: FuzzCase = { argv: [], limitMiB: 500, inputs: 1, written: { out: 'OLD.xlsx', rows: 2 } };
  const old = Buffer.from('the old file');

  it('takes the old file, or a whole workbook of the rows expected, and nothing else', async () => {
    const out = path.join(dir, 'OLD.xlsx');
    fs.writeFileSync(out, old);
    expect(await dataProblems(writes, dir, new Map(), old, 2, false)).toEqual([]);
    expect(await dataProblems(writes, dir, new Map(), old, null, true)).toEqual([]);
    expect(await dataProblems(writes, dir, new Map(), old, 0, false)).toEqual(['exit 0 but OLD.xlsx was not replaced']);
    const whole = bookWorkbook([
      ['1', 'x'],
      ['2', 'y'],
    ]);
    fs.writeFileSync(out, whole);
    expect(await dataProblems(writes, dir, new Map(), old, 0, false)).toEqual([]);
    fs.writeFileSync(out, whole.subarray(0, whole.length - 30));
    expect(await dataProblems(writes, dir, new Map(), old, null, true)).toEqual([
      'OLD.xlsx is neither the old file nor a whole workbook',
    ]);
    fs.rmSync(out);
    expect(await dataProblems(writes, dir, new Map(), old, null, true)).toEqual([
      'OLD.xlsx is neither the old file nor a whole workbook',
    ]);
  });

  it('names an input that changed', async () => {
    const book = path.join(dir, 'book.txt');
    fs.writeFileSync(book, 'puzzle');
    const before = new Map([[book, digest(book)]]);
    expect(await dataProblems({ argv: [], limitMiB: 200, inputs: 1 }, dir, before, undefined, 0, false)).toEqual([]);
    fs.writeFileSync(book, 'PK results');
    expect(await dataProblems({ argv: [], limitMiB: 200, inputs: 1 }, dir, before, undefined, 0, false)).toEqual([
      'book.txt changed',
    ]);
  });
});

describe('planRuns', () => {
  it('gives each class its share of a long run, and every class at least one', () => {
    const plan = planRuns(FUZZ_CLASSES, { runs: 1000 });
    expect(new Set(plan.map((each) => each.fuzzClass.name)).size).toBe(FUZZ_CLASSES.length);
    expect(plan.length).toBe(1000);
    expect(planRuns(FUZZ_CLASSES, { runs: 5 }).length).toBe(FUZZ_CLASSES.length);
  });
});

describe('the short fuzz run', () => {
  it('has a clear answer from every run of every class', async () => {
    const report = await runFuzz({ seed: 'ci', perClass: 3, concurrency: 2 });
    expect(new Set(report.results.map((result) => result.record.className))).toEqual(
      new Set(FUZZ_CLASSES.map((each) => each.name)),
    );
    const bad = formatBadRuns(report);
    if (bad) console.log(`${formatTable(report)}\n\n${bad}`);
    expect(bad).toBe('');
  }, 600_000);
});
