/**
 * What the pool (worker-pool.ts) takes: the handler of a task, and how the tasks are spread over
 * this thread and the workers (PoolOptions), with the ramp that starts workers only when they pay
 * (RampOptions, the default --jobs).
 */

/** Given to a handler in this thread: awaited between parts of a long task, it lets the pool read on and start a worker meanwhile (a GA run takes seconds). */
export type Pause = () => Promise<void>;

/** One task's answer, in this thread (which may await `pause` between parts of the work) or a worker's (where handle takes the task alone). */
export type Handler<T, R> = (task: T, pause: Pause) => R | Promise<R>;

/** Workers only when they pay (the default --jobs): see PoolOptions.ramp. */
export interface RampOptions<T> {
  /** What one more worker costs this command before it pays, in ms of CPU (worker-costs.ts). */
  workerCostMs: number;
  /** The units of work a task counts for (default 1): the puzzles of a batch. */
  units?: (task: T) => number;
  /** The input's units in all, known or estimated (a file's size against what its bytes so far held); undefined for a stream of unknown length. */
  inputUnits?: () => number | undefined;
  /**
   * The clock this thread's work is measured on, in ms (tests give their own). Default: the
   * process's CPU time while this thread works alone (it is then this thread's), the wall clock
   * once workers run beside it (the process's CPU would count theirs).
   */
  clock?: () => number;
  /** The machine's 1-minute load average and cores, read before each worker starts (tests give their own). Default: worker-start.ts MACHINE. */
  machine?: () => { load: number; cores: number };
}

export interface PoolOptions<T = unknown> {
  /** Threads at work, this one included; 1 runs every task in this thread. */
  jobs: number;
  /** The compiled worker script (default JOB_WORKER). */
  script?: string;
  /** What every worker's handler is made from (the command and its settings; see serveTasks). */
  workerData?: unknown;
  /** Tasks per message: more for quick tasks, 1 for long ones (generate) or for tasks that are batches already. */
  chunk?: number;
  /**
   * Chunks out at most, sent or answered but not yet yielded (default 8 per job): this bounds the
   * input read ahead and the results waiting for an earlier one, and must be large enough that a
   * long chunk does not leave the other threads idle behind it.
   */
  window?: number;
  /**
   * Chunks a worker holds at once (default 2): the next ones wait in its queue while it works, so
   * it never idles for a round trip, nor while this thread is busy with a chunk of its own. Tasks
   * whose times vary a lot want more, as this thread takes back any the worker has not started.
   */
  queue?: number;
  /**
   * How long a task is expected to take, in any unit (more is longer), for tasks whose times differ
   * a lot in a way their content shows: the pool then reads `lookahead` chunks beyond those it
   * could send and gives each worker the heaviest of them first, so that no long task is left for
   * the end or for this thread (which sends the workers nothing while it works); this thread takes
   * the oldest. The results still come in input order.
   */
  weight?: (task: T) => number;
  /**
   * Chunks read ahead to choose the heaviest from (with `weight`; default 0). Nothing is sent
   * until that many are read or the input ends, so it suits input that is read at once.
   */
  lookahead?: number;
  /**
   * Workers only when they pay (the default --jobs): `jobs` is then the most threads, and the pool
   * begins in this thread alone, measuring the CPU time its tasks take, and starts each worker
   * only when the work left (that rate times the units left) repays the worker's cost PAYBACK
   * times over for each thread at work (src/engine/core/worker-ramp.ts). Without it (--jobs N given),
   * workers start as soon as there is work for them.
   */
  ramp?: RampOptions<T>;
}
