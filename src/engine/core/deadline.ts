/**
 * A generator's time limit, asked for between small pieces of work. Reading the clock on every
 * ask would cost more than some of the pieces (a propagation pass is a few microseconds), so the
 * clock is read on the first ask and then once every `every` asks; once passed it stays passed.
 * A stop request (Ctrl-C, a cancelled worker) ends the run the same way.
 */

export class Deadline {
  private asks = 0;
  private passed = false;

  constructor(
    private readonly now: () => number,
    /** The clock reading at which time is up (Infinity: never). */
    readonly at: number,
    private readonly every = 16,
    private readonly stop?: () => boolean,
  ) {}

  /** Ends `limitMs` after the clock's current reading (no limit: only a stop request ends it). */
  static after(now: () => number, limitMs: number | undefined, stop?: () => boolean, every?: number): Deadline {
    return new Deadline(now, limitMs === undefined ? Infinity : now() + limitMs, every, stop);
  }

  /** Whether time is up, reading the clock only every so many asks. */
  reached(): boolean {
    if (this.passed) return true;
    if (this.asks++ % this.every !== 0) return false;
    return this.readNow();
  }

  /** Whether time is up, reading the clock now (before a piece of work too large to start late). */
  readNow(): boolean {
    if (!this.passed) this.passed = this.now() >= this.at || this.stop?.() === true;
    return this.passed;
  }
}
