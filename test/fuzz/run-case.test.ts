/**
 * The harness sees what it claims to (docs/fuzz.md): small scripts that misbehave on purpose, run
 * the way the suite runs the command, are caught as a stack trace, a hang, memory (a worker
 * thread's too), a raw control character and a signal; and a closed pipe or endless input ends
 * the way the case asked.
 */

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { FuzzCase, RunRecord, Watched } from './case';
import { classify } from './classify';
import { PEAK_PROBE, watchRun } from './run-case';

let dir: string;
let probe: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-harness-'));
  probe = path.join(dir, 'probe.js');
  fs.writeFileSync(probe, PEAK_PROBE);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function watch(
  source: string,
  fuzzCase: Partial<FuzzCase> = {},
  limits = { timeoutMs: 20_000, killAtMiB: 1000 },
): Promise<Watched> {
  const script = path.join(dir, `script-${Math.random().toString(36).slice(2)}.js`);
  fs.writeFileSync(script, source);
  return watchRun({ argv: [], limitMiB: 200, inputs: 1, ...fuzzCase }, dir, probe, { ...limits, script });
}

function outcomeOf(watched: Watched, limitMiB = 200): string {
  const { stackSeen, internalSeen, controlSeen, secretSeen, ...rest } = watched;
  const record: RunRecord = {
    className: 'harness',
    index: 0,
    argv: [],
    inputs: 1,
    limitMiB,
    ...rest,
    stackSeen,
    internalSeen,
    controlSeen,
    secretSeen,
    dataProblems: [],
  };
  return classify(record).outcome;
}

describe('watchRun', () => {
  it('hears a clear answer as one, with its peak memory', async () => {
    const watched = await watch("console.error('Cannot read x.txt: there is no such file.'); process.exitCode = 2;");
    expect(watched).toMatchObject({ code: 2, signal: null, timedOut: false, memoryKilled: false });
    expect(watched.peakMiB).toBeGreaterThan(10);
    expect(outcomeOf(watched)).toBe('clear');
  });

  it("measures the run's own peak, not the peak of the process that started it", async () => {
    // Linux keeps the spawner's high-water mark in the child's maxRSS; this process holds 300 MB more while it spawns.
    const held = Buffer.alloc(300 * 2 ** 20, 1);
    const watched = await watch('');
    expect(held[held.length - 1]).toBe(1);
    expect(watched.peakMiB).toBeLessThan(150);
  });

  it('sees an uncaught error as a stack trace, and a signal as a crash', async () => {
    const thrown = await watch("throw new Error('boom');");
    expect(thrown.code).toBe(1);
    expect(outcomeOf(thrown)).toBe('stack trace');
    expect(outcomeOf(await watch("process.kill(process.pid, 'SIGTERM');"))).toBe('crash');
  });

  it('ends a run past its time as a hang', async () => {
    const watched = await watch('setTimeout(() => undefined, 60_000);', {}, { timeoutMs: 1500, killAtMiB: 1000 });
    expect(watched).toMatchObject({ timedOut: true, signal: 'SIGKILL' });
    expect(outcomeOf(watched)).toBe('hang');
  });

  it("counts a worker thread's memory with the process's, and kills a run past the cap", async () => {
    const worker = `const { Worker } = require('worker_threads');
      new Worker("const b = Buffer.alloc(300 * 2 ** 20, 1); require('worker_threads').parentPort.postMessage(b[5]);", { eval: true }).on('message', () => process.exit(0));`;
    const watched = await watch(worker);
    expect(watched.code).toBe(0);
    expect(watched.peakMiB).toBeGreaterThan(300);
    expect(outcomeOf(watched)).toBe('memory');
    expect(outcomeOf(watched, 500)).toBe('clear');
    const growing = await watch(
      'const kept = []; setInterval(() => kept.push(Buffer.alloc(20 * 2 ** 20, 1)), 5);',
      {},
      { timeoutMs: 20_000, killAtMiB: 150 },
    );
    expect(growing).toMatchObject({ memoryKilled: true, timedOut: false, signal: 'SIGKILL' });
    expect(outcomeOf(growing)).toBe('memory');
  }, 30_000);

  it('sees a raw control character and a leaked secret, but not an escaped one', async () => {
    expect(outcomeOf(await watch("process.stderr.write('title\\u001b]0;x\\u0007\\n');"))).toBe('unsafe output');
    expect(outcomeOf(await watch("console.log('\\\\u001b escaped');"))).toBe('clear');
    expect(outcomeOf(await watch("console.log('root:SECRET-7');", { secret: 'SECRET-7' }))).toBe('unsafe output');
  });

  it('closes standard output after the lines asked for, and feeds endless input until the run stops reading', async () => {
    const lines =
      "process.stdout.on('error', () => process.exit(0)); setInterval(() => process.stdout.write('line\\n'.repeat(100)), 1);";
    const closed = await watch(lines, { stdout: { closeAfterLines: 3 } }, { timeoutMs: 10_000, killAtMiB: 1000 });
    expect(closed).toMatchObject({ code: 0, timedOut: false });
    const reader =
      "let n = 0; process.stdin.on('data', (chunk) => { n += chunk.length; if (n > 4e6) { console.log(n > 4e6); process.exit(0); } });";
    const fed = await watch(reader, { stdin: 'endless-zeros' }, { timeoutMs: 10_000, killAtMiB: 1000 });
    expect(fed).toMatchObject({ code: 0, stdoutHead: 'true\n' });
  });
});
