/**
 * When one more worker pays (issue 35), by the rule src/engine/core/worker-ramp.ts states: the measured
 * rate (its first half-worker's-cost of work left out as warm-up, yet no less than the time spent
 * over COLD_SLOWDOWN) times the units left, against PAYBACK × the threads at work × a worker's
 * cost; for a stream of unknown length, at least the work measured so far. The expected answers
 * are worked out by hand from that rule.
 */

import { COLD_SLOWDOWN, PAYBACK, WorkerRamp } from '../../src/engine/core/worker-ramp';

describe('WorkerRamp', () => {
  it('has no rate, and starts no worker, before any work is measured', () => {
    const ramp = new WorkerRamp(100);
    expect(ramp.rate()).toBeUndefined();
    expect(ramp.pays({ unitsLeft: 1e9, unitsWaiting: 0, threads: 1 })).toBe(false);
  });

  it('within the warm-up, takes the rate as the time spent over COLD_SLOWDOWN: only a very long input starts a worker then', () => {
    const ramp = new WorkerRamp(100);
    // 40 ms on 10 units, all within the warm-up (half of 100).
    ramp.finished(40, 10);
    const rate = 40 / COLD_SLOWDOWN / 10;
    expect(ramp.rate()).toBeCloseTo(rate, 12);
    const enough = Math.ceil((PAYBACK * 100) / rate);
    expect(ramp.pays({ unitsLeft: enough - 1, unitsWaiting: 0, threads: 1 })).toBe(false);
    expect(ramp.pays({ unitsLeft: enough, unitsWaiting: 0, threads: 1 })).toBe(true);
  });

  it('pays once the known work left reaches PAYBACK × threads × the cost', () => {
    const ramp = new WorkerRamp(100);
    // 150 ms for 100 units, 50 of it warm-up: 1 ms a unit (more than 150 / COLD_SLOWDOWN / 100).
    ramp.finished(150, 100);
    expect(ramp.rate()).toBe(1);
    expect(ramp.workLeftMs({ unitsLeft: 299, unitsWaiting: 0, threads: 1 })).toBe(299);
    // PAYBACK × 100 ms of work left, at 1 ms a unit.
    expect(ramp.pays({ unitsLeft: PAYBACK * 100 - 1, unitsWaiting: 0, threads: 1 })).toBe(false);
    expect(ramp.pays({ unitsLeft: PAYBACK * 100, unitsWaiting: 0, threads: 1 })).toBe(true);
    // A second worker, beside this thread and one worker: twice as much.
    expect(ramp.pays({ unitsLeft: 2 * PAYBACK * 100 - 1, unitsWaiting: 0, threads: 2 })).toBe(false);
    expect(ramp.pays({ unitsLeft: 2 * PAYBACK * 100, unitsWaiting: 0, threads: 2 })).toBe(true);
  });

  it('counts the task in hand as done so far: a long first task (a GA run) is a lower bound on the rest', () => {
    const ramp = new WorkerRamp(60);
    // 30 ms of warm-up, then PAYBACK × 60 ms into the first run with one more left: at least as much left.
    expect(ramp.pays({ unitsLeft: 1, unitsWaiting: 0, threads: 1 }, { ms: 30 + PAYBACK * 60, units: 1 })).toBe(true);
    expect(ramp.pays({ unitsLeft: 1, unitsWaiting: 0, threads: 1 }, { ms: 30 + PAYBACK * 60 - 1, units: 1 })).toBe(
      false,
    );
    // Two runs left: half the time will do.
    expect(ramp.pays({ unitsLeft: 2, unitsWaiting: 0, threads: 1 }, { ms: 30 + (PAYBACK * 60) / 2, units: 1 })).toBe(
      true,
    );
  });

  it('for a stream of unknown length, expects at least as much again as it has measured', () => {
    const ramp = new WorkerRamp(100);
    // 50 ms of warm-up, then just short of PAYBACK × 100 ms of work on 10 units.
    ramp.finished(50 + PAYBACK * 100 - 1, 10);
    expect(ramp.pays({ unitsLeft: undefined, unitsWaiting: 0, threads: 1 })).toBe(false);
    ramp.finished(1, 0);
    expect(ramp.workLeftMs({ unitsLeft: undefined, unitsWaiting: 0, threads: 1 })).toBe(PAYBACK * 100);
    expect(ramp.pays({ unitsLeft: undefined, unitsWaiting: 0, threads: 1 })).toBe(true);
    // Units already read count at the rate (PAYBACK × 10 ms each) when they are more.
    expect(ramp.workLeftMs({ unitsLeft: undefined, unitsWaiting: 20, threads: 1 })).toBe(20 * PAYBACK * 10);
  });
});
