/**
 * Loaded with `node --require` before a command (bench/rating.bench.ts): at exit it writes the
 * whole process's CPU time (user + system, every thread, start-up included) to standard error as
 * a last line "cpu-ms N", which the bench reads.
 */

import * as fs from 'fs';

process.on('exit', () => {
  const usage = process.resourceUsage();
  fs.writeSync(2, `\ncpu-ms ${(usage.userCPUTime + usage.systemCPUTime) / 1000}\n`);
});
