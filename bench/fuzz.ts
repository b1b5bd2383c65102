/**
 * `npm run fuzz -- [--runs N] [--seed S] [--class A,B] [--case K] [--per-class N] [--concurrency N]
 * [--timeout MS] [--list] [--verbose]`: the fuzz suite (test/fuzz, docs/fuzz.md) over the built command;
 * prints a table of classes × outcomes and each bad run with the command that repeats it, and
 * exits 1 on any outcome but a clear answer. `npm run verify` runs it with the long defaults.
 */

import type { RunRecord } from '../test/fuzz/case';
import { FUZZ_CLASSES } from '../test/fuzz/classes';
import { badResults, formatBadRuns, formatTable } from '../test/fuzz/report';
import { runFuzz, type FuzzOptions } from '../test/fuzz/suite';

/** The long run's size: about a thousand runs, some 15 minutes on two busy cores. */
export const LONG_RUNS = 1200;

function parse(argv: readonly string[]): FuzzOptions & { list: boolean; verbose: boolean } {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at < 0 ? undefined : argv[at + 1];
  };
  const number = (name: string) => {
    const text = value(name);
    if (text === undefined) return undefined;
    const parsed = Number(text);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} needs a whole number, not "${text}"`);
    return parsed;
  };
  return {
    seed: value('seed') ?? '1',
    runs: number('runs') ?? LONG_RUNS,
    perClass: number('per-class'),
    classes: value('class')?.split(','),
    index: number('case'),
    concurrency: number('concurrency') ?? 2,
    timeoutMs: number('timeout') ?? 30_000,
    list: argv.includes('--list'),
    verbose: argv.includes('--verbose'),
  };
}

/** A run as --verbose shows it: its arguments (long ones cut), exit, time, memory and first line of standard error. */
function describeRun(record: RunRecord): string {
  const argv = record.argv.map((word) => JSON.stringify(word.length > 60 ? `${word.slice(0, 60)}…` : word)).join(' ');
  const exit = record.signal ?? `exit ${record.code}`;
  return `    #${record.index} ${argv}\n      ${exit}, ${(record.ms / 1000).toFixed(1)} s, ${record.peakMiB?.toFixed(0)} MiB: ${JSON.stringify(record.stderrText.split('\n')[0].slice(0, 160))}`;
}

/** Runs the suite with these arguments and prints its table; 0 when every run was a clear answer. */
export async function fuzzMain(argv: readonly string[]): Promise<number> {
  const options = parse(argv);
  if (options.list) {
    for (const each of FUZZ_CLASSES) console.log(`${each.name.padEnd(20)} ${each.group.padEnd(14)} ${each.about}`);
    return 0;
  }
  console.log(
    `fuzz: seed ${options.seed}, ${options.index !== undefined ? `case ${options.index}` : options.perClass !== undefined ? `${options.perClass} runs a class` : `${options.runs} runs`}, ${options.concurrency} at a time`,
  );
  const report = await runFuzz({
    ...options,
    onResult: ({ record, outcome, why }, done, total) => {
      if (outcome !== 'clear') console.error(`  ${outcome}: ${record.className} #${record.index} ${why}`);
      if (options.verbose) console.error(describeRun(record));
      if (done % 100 === 0 || done === total) console.error(`  ${done}/${total} runs`);
    },
  });
  console.log(`\n${formatTable(report)}\n`);
  const bad = badResults(report);
  if (bad.length > 0) console.log(`${formatBadRuns(report)}\n`);
  console.log(
    `${report.results.length} runs in ${(report.ms / 1000).toFixed(0)} s: ${bad.length === 0 ? 'every one a clear answer' : `${bad.length} not a clear answer`}`,
  );
  return bad.length === 0 ? 0 : 1;
}

if (require.main === module) {
  fuzzMain(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 2;
    },
  );
}
