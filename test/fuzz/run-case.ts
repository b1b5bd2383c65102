/**
 * One run of the built command as a child process, watched: a wall-clock limit, the child's memory
 * (the kernel's count, read every 25 ms, kills it past a hard cap so that no run can take the
 * machine; an inflating zip still gets a few hundred MB past it between two reads), its streams
 * scanned as they come, and its peak memory from a preload that writes it at exit (PEAK_PROBE).
 * The preload runs before the real bin/sudoku-analyzer.js, which runs the CLI bundle (lib/src/cli) in this
 * same process; the peak is the whole process's, so the worker threads a command starts count.
 */

import { spawn, type ChildProcess, type StdioOptions } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import type { FuzzCase, Watched } from './case';
import { holdsControl, INTERNAL, STACK } from './classify';
import { BIN } from './sources';

/**
 * The preload: at exit the main thread (workers load preloads too) writes the process's peak in
 * KiB. On Linux that is VmHWM, the high-water mark of this process's memory since it started
 * (threads included); process.resourceUsage().maxRSS is the fallback elsewhere, but not the first
 * choice, because Linux carries into it the peak of the process that spawned it (fork copies the
 * parent's pages, and exec keeps their high-water mark): under jest every run would read 300 MB.
 */
export const PEAK_PROBE = `const threads = require('worker_threads');
const file = process.env.FUZZ_PEAK_FILE;
if (threads.isMainThread && file) {
  process.on('exit', () => {
    const fs = require('fs');
    let kib = process.resourceUsage().maxRSS;
    try { kib = Number(/^VmHWM:\\s+(\\d+)/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]); } catch {}
    try { fs.writeFileSync(file, String(kib)); } catch {}
  });
}
`;

/** A stream's first and last KB, and what was seen in all of it. */
class StreamWatch {
  head = '';
  tail = '';
  lines = 0;
  stack = false;
  internal = false;
  control = false;
  secret = false;
  private carry = '';
  private lastByte = 0;

  constructor(
    private readonly keep: number,
    private readonly secretText?: string,
  ) {}

  take(chunk: Buffer): void {
    if (holdsControl(chunk, this.lastByte)) this.control = true;
    this.lastByte = chunk[chunk.length - 1];
    const text = chunk.toString('utf8');
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) this.lines++;
    const window = this.carry + text;
    if (STACK.test(window)) this.stack = true;
    if (INTERNAL.test(window)) this.internal = true;
    if (this.secretText && window.includes(this.secretText)) this.secret = true;
    // Carried over from a line start, so that a cut line cannot pass for a stack frame.
    const end = window.slice(-400);
    const lineStart = end.indexOf('\n');
    this.carry = lineStart < 0 ? '' : end.slice(lineStart + 1);
    if (this.head.length < this.keep) this.head += text.slice(0, this.keep - this.head.length);
    else this.tail = (this.tail + text).slice(-this.keep);
  }

  text(): string {
    return this.tail ? `${this.head}\n[…]\n${this.tail}` : this.head;
  }
}

/** The kernel's resident and peak memory of a process in MiB (Linux), or undefined. */
function procMemory(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** Whether OUT is being written: a temporary file beside it, or OUT no longer as it was. */
function writingStarted(out: string, before: string): boolean {
  try {
    if (fs.readdirSync(path.dirname(out)).some((name) => name.endsWith('.tmp'))) return true;
    const now = fs.statSync(out);
    return `${now.size}/${now.mtimeMs}/${now.ino}` !== before;
  } catch {
    return false;
  }
}

function statKey(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}/${stat.mtimeMs}/${stat.ino}`;
  } catch {
    return 'absent';
  }
}

const ENDLESS = Buffer.alloc(65_536);

/** The runs under way, so that an interrupted suite leaves none behind. */
const live = new Set<ChildProcess>();

export function killAllRuns(): void {
  for (const child of live) child.kill('SIGKILL');
}

export interface WatchLimits {
  timeoutMs: number;
  killAtMiB: number;
  /** The script to run instead of the command (the harness's own tests). */
  script?: string;
}

/** Runs the case in `folder` (already holding its files) with `probe` preloaded. */
export function watchRun(fuzzCase: FuzzCase, folder: string, probe: string, limits: WatchLimits): Promise<Watched> {
  const peakFile = path.join(folder, '.peak');
  const env: NodeJS.ProcessEnv = { ...process.env, FUZZ_PEAK_FILE: peakFile };
  delete env.NODE_OPTIONS;
  const stdout = fuzzCase.stdout ?? 'pipe';
  const fullFd = stdout === 'full' ? fs.openSync('/dev/full', 'w') : undefined;
  const stdin = fuzzCase.stdin === undefined ? 'ignore' : 'pipe';
  const stdio: StdioOptions = [stdin, fullFd ?? 'pipe', 'pipe'];
  const started = Date.now();
  const child = spawn(process.execPath, ['-r', probe, limits.script ?? BIN, ...fuzzCase.argv], {
    cwd: folder,
    env,
    stdio,
  });
  if (fullFd !== undefined) fs.closeSync(fullFd);
  live.add(child);
  const out = new StreamWatch(4096, fuzzCase.secret);
  const err = new StreamWatch(16_384, fuzzCase.secret);
  const state = {
    timedOut: false,
    memoryKilled: false,
    killedOnPurpose: false,
    peak: undefined as number | undefined,
    running: true,
  };
  const kill = () => state.running && child.kill('SIGKILL');

  const closeAfter = typeof stdout === 'object' ? stdout.closeAfterLines : undefined;
  if (child.stdout) {
    if (closeAfter === 0) child.stdout.destroy();
    child.stdout.on('data', (chunk: Buffer) => {
      out.take(chunk);
      if (closeAfter !== undefined && out.lines >= closeAfter) child.stdout?.destroy();
    });
  }
  child.stderr?.on('data', (chunk: Buffer) => err.take(chunk));
  if (child.stdin) feedStdin(child.stdin, fuzzCase.stdin, () => state.running);

  const timer = setTimeout(() => {
    state.timedOut = true;
    kill();
  }, limits.timeoutMs);
  const memory = setInterval(() => {
    const now = child.pid === undefined ? undefined : procMemory(child.pid);
    // A process that has exited but not been reaped has no memory lines.
    if (!now || !Number.isFinite(now.rss)) return;
    state.peak = Math.max(state.peak ?? 0, now.peak);
    if (now.rss > limits.killAtMiB) {
      state.memoryKilled = true;
      kill();
    }
  }, 25);
  let writeWatch: NodeJS.Timeout | undefined;
  if (fuzzCase.kill) {
    const target = path.join(folder, fuzzCase.kill.out);
    const onPurpose = () => {
      state.killedOnPurpose = state.running;
      kill();
    };
    if (fuzzCase.kill.when === 'writing') {
      const before = statKey(target);
      writeWatch = setInterval(() => writingStarted(target, before) && onPurpose(), 2);
    } else writeWatch = setTimeout(onPurpose, fuzzCase.kill.when);
  }

  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => (state.running = false));
    child.on('close', (code, signal) => {
      state.running = false;
      live.delete(child);
      clearTimeout(timer);
      clearInterval(memory);
      if (writeWatch) clearInterval(writeWatch);
      let peakMiB = state.peak;
      try {
        peakMiB = Number(fs.readFileSync(peakFile, 'utf8')) / 1024;
      } catch {
        // Killed, or died before its exit handlers: the kernel's high-water mark is all there is.
      }
      resolve({
        code,
        signal,
        ms: Date.now() - started,
        peakMiB,
        timedOut: state.timedOut,
        memoryKilled: state.memoryKilled,
        killedOnPurpose: state.killedOnPurpose && signal === 'SIGKILL',
        stdoutHead: out.text(),
        stderrText: err.text(),
        stackSeen: err.stack,
        internalSeen: err.internal || out.internal,
        controlSeen: out.control || err.control,
        secretSeen: out.secret || err.secret,
      });
    });
  });
}

function feedStdin(stdin: NodeJS.WritableStream, input: FuzzCase['stdin'], running: () => boolean): void {
  // The child may stop reading (and close its end) whenever it likes.
  stdin.on('error', () => undefined);
  if (input !== 'endless-zeros' && input !== 'endless-random') {
    stdin.end(input ?? '');
    return;
  }
  const chunk = input === 'endless-zeros' ? ENDLESS : Buffer.from(ENDLESS.map((_, k) => (k * 2_654_435_761) >>> 24));
  const pump = () => {
    while (running() && stdin.write(chunk));
    if (running()) stdin.once('drain', pump);
  };
  pump();
}
