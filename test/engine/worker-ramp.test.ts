/**
 * When one more worker pays (issue 35), by the rule src/engine/core/worker-ramp.ts states: the measured
 * rate (its first half-worker's-cost of work left out as warm-up, yet no less than the time spent
 * over COLD_SLOWDOWN) times the units left, against PAYBACK × the threads at work × a worker's
 * cost; for a stream of unknown length, at least the work measured so far. The expected answers
 * are worked out by hand from that rule.
 */

import { COLD_SLOWDOWN, LOAD_SLACK, PAYBACK, WorkerRamp, coreFree } from '../../src/engine/core/worker-ramp';

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

  it('starts a worker only when the machine has a core for it: a load of at most the cores less the threads at work, plus LOAD_SLACK', () => {
    const ramp = new WorkerRamp(100);
    ramp.finished(150, 100);
    const ahead = { unitsLeft: 1e6, unitsWaiting: 0, threads: 1 };
    let reads = 0;
    const machine = (load: number, cores: number) => () => {
      reads++;
      return { load, cores };
    };
    // 2 cores, this thread at work: a load of 2.5 leaves a core; 2.6 does not.
    expect(LOAD_SLACK).toBe(1.5);
    expect(ramp.pays({ ...ahead, machine: machine(2.5, 2) })).toBe(true);
    expect(ramp.pays({ ...ahead, machine: machine(2.6, 2) })).toBe(false);
    expect(ramp.pays({ ...ahead, machine: machine(3.8, 2) })).toBe(false);
    // 4 cores, two threads at work: up to 3.5.
    expect(ramp.pays({ ...ahead, threads: 2, machine: machine(3.5, 4) })).toBe(true);
    expect(ramp.pays({ ...ahead, threads: 2, machine: machine(3.6, 4) })).toBe(false);
    // The machine is read only when the work would repay a worker.
    reads = 0;
    expect(ramp.pays({ ...ahead, unitsLeft: 10, machine: machine(0, 2) })).toBe(false);
    expect(reads).toBe(0);
    expect(coreFree(1.5, 1, 1)).toBe(true);
    expect(coreFree(1.6, 1, 1)).toBe(false);
  });
});
