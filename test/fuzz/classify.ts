/**
 * How a run is judged (issue 41): a clear answer exits 0 or 2 with standard error in plain
 * sentences; anything else is named by the worst thing seen, in this order: data lost, hang,
 * memory, stack trace, crash, internal error, unsafe output (a stack trace comes with exit code 1,
 * which it explains better than "crash").
 */

import type { Outcome, RunRecord } from './case';

/** A stack frame, Node's own modules, V8's fatal errors, the "Node.js v20…" line after an uncaught error. */
export const STACK = /^\s+at \S.*$|node:internal|FATAL ERROR|^Node\.js v\d+/m;

/** Words of a JavaScript runtime error that reached the person instead of a sentence about their input. */
export const INTERNAL =
  /Cannot read properties of|Cannot set properties of|is not a function|is not iterable|is not defined|Invalid (?:string|array|typed array) length|Maximum call stack size exceeded|Array buffer allocation failed|before initialization|Unexpected (?:token|end of JSON)|The "[^"]+" argument must be|\[object Object\]|undefined is not/;

/** Memory V8 could not get: the heap's limit or an allocation that failed. */
const OUT_OF_MEMORY = /heap out of memory|Array buffer allocation failed|Reached heap limit|Allocation failed/;

/**
 * Whether bytes hold a control character the terminal would act on: C0 but newline and tab, DEL,
 * or a C1 character in UTF-8 (0xC2 0x80–0x9F). `previous` is the byte before them (a stream's chunks).
 */
export function holdsControl(bytes: Uint8Array, previous = 0): boolean {
  for (let k = 0; k < bytes.length; k++) {
    const byte = bytes[k];
    if ((byte < 0x20 && byte !== 0x0a && byte !== 0x09) || byte === 0x7f) return true;
    if (byte >= 0x80 && byte <= 0x9f && (k === 0 ? previous : bytes[k - 1]) === 0xc2) return true;
  }
  return false;
}

/** The outcome of a run, and why. */
export function classify(run: RunRecord): { outcome: Outcome; why: string } {
  const memory =
    run.memoryKilled || (run.peakMiB !== undefined && run.peakMiB > run.limitMiB) || OUT_OF_MEMORY.test(run.stderrText);
  if (run.dataProblems.length > 0) return { outcome: 'data lost', why: run.dataProblems.join('; ') };
  if (run.timedOut) return { outcome: 'hang', why: `still running after ${(run.ms / 1000).toFixed(0)} s` };
  if (memory)
    return {
      outcome: 'memory',
      why: `peak ${run.peakMiB?.toFixed(0) ?? '?'} MiB over ${run.limitMiB}${run.memoryKilled ? ' (killed)' : ''}`,
    };
  if (run.stackSeen) return { outcome: 'stack trace', why: firstLine(run.stderrText, STACK) };
  if (!run.killedOnPurpose && (run.signal !== null || (run.code !== 0 && run.code !== 2))) {
    return { outcome: 'crash', why: run.signal ? `signal ${run.signal}` : `exit code ${run.code}` };
  }
  if (run.internalSeen) return { outcome: 'internal error', why: firstLine(run.stderrText, INTERNAL) };
  if (run.controlSeen || run.secretSeen)
    return {
      outcome: 'unsafe output',
      why: run.secretSeen ? 'the secret an external entity names was printed' : 'a raw control character was printed',
    };
  return { outcome: 'clear', why: '' };
}

function firstLine(text: string, pattern: RegExp): string {
  const line = text.split('\n').find((each) => pattern.test(each));
  return (line ?? text.split('\n')[0] ?? '').trim().slice(0, 160);
}
