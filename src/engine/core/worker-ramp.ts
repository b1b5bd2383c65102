/**
 * When one more worker thread pays (issue 35), for the command line's pool and the pane's: the work
 * begins in one thread, which measures what it costs, and a worker is added only when the work
 * left would repay what the worker costs before it pays (its start-up, loading its modules, and
 * V8 compiling the engine again in its thread) PAYBACK times over.
 *
 * With t threads at work and R ms of work left, one more finishes in about (R + C) / (t + 1)
 * instead of R / t, where C is the worker's cost: it pays when R > t·C. PAYBACK keeps a margin
 * for an estimate that is off (the work ahead may be easier than the work behind) and for a machine
 * whose other core is busy, where the worker's cost is paid in time, not only in CPU.
 *
 * The measured thread compiles the engine too, as a worker would: its first work is slower. Half
 * a worker's cost is taken as that warm-up and left out of the rate, so that a short run's slow
 * start does not read as a long run ahead. Until then the rate is taken as no less than a
 * COLD_SLOWDOWN-th of what the first work shows, so that an input long enough to repay a worker
 * even at that rate starts one at once rather than after the warm-up.
 *
 * A worker also needs a core to run on: on a machine busy with other work, one more thread adds
 * its start-up and compiling and takes a share of cores that are busy anyway (at load 2.5–3.8 on 2
 * cores, generate on 1,000 puzzles and ga on 100 runs were 1.12–1.13× slower with a worker). So
 * one starts only when the machine's load average leaves a core for it (coreFree).
 *
 * Pure: the caller measures (its own clock and the machine's load) and counts; nothing here reads
 * a clock.
 */

/** The work left must be this many times a worker's cost, for each thread at work, before one more starts. */
export const PAYBACK = 3;

/**
 * How many times slower than its steady pace the measured thread's first work may be: analyze's
 * first batch of 16 puzzles of mixed1000 took 4.3 times what they take warm, solve's first 1,024
 * puzzles of forum_hardest_1905_11+ 4.9 times (the rest is margin).
 */
export const COLD_SLOWDOWN = 8;

/** What the pool knows of the work left, beside the measured rate. */
export interface WorkAhead {
  /** Units not yet finished by any thread (those in the measured thread's hands excluded); undefined for a stream of unknown length. */
  unitsLeft: number | undefined;
  /** For a stream of unknown length: units read and not yet finished (those in hand excluded). */
  unitsWaiting: number;
  /** Threads at work now: the measured one and the workers. */
  threads: number;
  /** The machine, read only when the work would repay a worker: its 1-minute load average and its cores (see coreFree); without it the load is not weighed. */
  machine?: () => { load: number; cores: number };
}

/**
 * The load average a machine's cores may show and still leave one for another thread of ours,
 * beyond the cores less the threads at work: one more thread finds a core when the load, our
 * threads and it come to at most the cores. But the 1-minute load average still counts, for a
 * minute, the threads of commands that ended just before (a script's previous command, a bench's
 * previous runs): with nothing else running, `npm run bench -- jobs` read 1.35–2.04 on 2 cores
 * from its own runs of one and two threads. Up to two threads' worth is allowed for those, less
 * half a thread of margin: on 2 cores the first worker starts at a load of 2.5 at most.
 */
export const LOAD_SLACK = 1.5;

/** Whether a machine at `load` with `cores` has a core for one more thread beside `threads` of ours. */
export function coreFree(load: number, cores: number, threads: number): boolean {
  return load <= cores - threads + LOAD_SLACK;
}

/** The task the measured thread is on: the ms it has spent on it so far, and its units. */
export interface InHand {
  ms: number;
  units: number;
}

const NOTHING_IN_HAND: InHand = { ms: 0, units: 0 };

export class WorkerRamp {
  private spentMs = 0;
  private units = 0;

  /** `workerCostMs`: what one more worker costs before it pays, in ms of the measured clock. */
  constructor(readonly workerCostMs: number) {}

  /** The measured thread finished `units` of work in `ms`. */
  finished(ms: number, units: number): void {
    this.spentMs += ms;
    this.units += units;
  }

  /** The measured work, in ms: all of it, the warm-up (half a worker's cost) left out. */
  private workMs(inHand: InHand): number {
    return Math.max(0, this.spentMs + inHand.ms - this.workerCostMs / 2);
  }

  /**
   * ms per unit of work measured so far, the task in hand counted as done (so a lower bound): the
   * work beyond the warm-up over the units, and no less than all the time spent over
   * COLD_SLOWDOWN × the units; undefined before any unit is measured.
   */
  rate(inHand: InHand = NOTHING_IN_HAND): number | undefined {
    const units = this.units + inHand.units;
    if (units === 0) return undefined;
    return Math.max(this.workMs(inHand), (this.spentMs + inHand.ms) / COLD_SLOWDOWN) / units;
  }

  /**
   * The work left, in ms of the measured thread: the rate times the units left; for a stream of
   * unknown length at least as much again as has been measured (a stream that has run this long
   * is as likely as not to run as long again).
   */
  workLeftMs(ahead: WorkAhead, inHand: InHand = NOTHING_IN_HAND): number | undefined {
    const rate = this.rate(inHand);
    if (rate === undefined) return undefined;
    if (ahead.unitsLeft !== undefined) return rate * ahead.unitsLeft;
    return Math.max(rate * ahead.unitsWaiting, this.workMs(inHand));
  }

  /** Whether one more worker pays: the work left is at least PAYBACK times its cost for each thread at work, and the machine has a core for it. */
  pays(ahead: WorkAhead, inHand: InHand = NOTHING_IN_HAND): boolean {
    const left = this.workLeftMs(ahead, inHand);
    if (left === undefined || left < PAYBACK * ahead.threads * this.workerCostMs) return false;
    if (!ahead.machine) return true;
    const { load, cores } = ahead.machine();
    return coreFree(load, cores, ahead.threads);
  }
}
