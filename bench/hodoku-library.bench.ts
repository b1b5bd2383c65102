/**
 * `npm run bench -- hodoku-library`: HoDoKu's regression library (1,112 cases) through the
 * all-steps view: the table of bench/hodoku-library.ts and the CPU time of the run.
 */

import { libraryLines, missedLines, runLibrary, type LibraryRun } from './hodoku-library';
import { measure } from './run';

export async function runBench(): Promise<void> {
  let run: LibraryRun | undefined;
  const { wallMs, cpuMs } = measure(() => {
    run = runLibrary();
  });
  if (!run) return;
  for (const line of libraryLines(run)) console.log(line);
  console.log('the implemented codes missed most, with some of their lines:');
  for (const line of missedLines(run)) console.log(line);
  console.log(
    `hodoku-library: ${run.cases} cases in ${cpuMs.toFixed(0)} ms CPU (${wallMs.toFixed(0)} ms wall), ${(cpuMs / run.cases).toFixed(2)} ms a case`,
  );
  await Promise.resolve();
}
