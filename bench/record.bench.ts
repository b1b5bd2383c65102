/**
 * The record (issue 21): the 280-grid layout lattice:11x51 --drop 0,0 (18,189 cells, 69×309).
 * Each phase runs in its own child process so its peak memory (maxRSS) is its own: generation
 * (givens per grid, grade, time), then, read back from the file form generation wrote, the exact
 * solve with the uniqueness check and the full human-style analysis. Limits: generation ≤ 10 min
 * at ≤ 20 givens per grid (the record itself: 16.44), solve ≤ 1 s, analysis ≤ 10 s, ≤ 500 MiB each.
 * Run it niced on a shared machine: `nice npm run bench -- record`. RECORD_SEED picks the seed.
 */

import { fork } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { combinedGeometry, parseLatticeLayout, solveVariant } from '../src/engine/geometry';
import { analyzeVariant } from '../src/engine/analysis/variant-analyser';
import { generateCombinedPuzzle } from '../src/engine/generator/generate-combined';
import { formatVariantHeader, formatVariantPuzzle, readVariantText } from '../src/io/variant-text';
import { measure } from './run';

const LAYOUT = 'lattice:11x51';
const DROP = '0,0';
const LIMITS = { generateMs: 600_000, givensPerGrid: 20, solveMs: 1000, analyseMs: 10_000, rssMiB: 500 };
const RECORD_GIVENS_PER_GRID = 4604 / 280;
/** Removal and improvement end by then, leaving the final check a minute of the ten. */
const GENERATE_TIME_LIMIT_MS = 540_000;

type Phase = 'generate' | 'solve' | 'analyse';

interface PhaseReport {
  phase: Phase;
  wallMs: number;
  cpuMs: number;
  maxRssMiB: number;
  details: Record<string, unknown>;
}

function readPuzzle(file: string): { geometry: ReturnType<typeof combinedGeometry>; givens: Uint8Array } {
  const [entry] = readVariantText(fs.readFileSync(file, 'utf8')).entries;
  if (!entry?.puzzle) throw new Error(`cannot read ${file}: ${entry?.error?.message ?? 'no puzzle'}`);
  return entry.puzzle;
}

function runPhase(phase: Phase, file: string, seed: string): PhaseReport {
  let details: Record<string, unknown> = {};
  let time: { wallMs: number; cpuMs: number };
  if (phase === 'generate') {
    const geometry = combinedGeometry(parseLatticeLayout(LAYOUT, DROP));
    time = measure(() => {
      // The improvement pass has a move budget; on a crowded machine the limit cuts it short instead.
      const result = generateCombinedPuzzle(geometry, { seed, timeLimitMs: GENERATE_TIME_LIMIT_MS });
      if (!result.puzzle) throw new Error(`no puzzle: ${result.error?.message}`);
      fs.writeFileSync(file, `${formatVariantHeader(geometry)}\n${formatVariantPuzzle(geometry, result.puzzle)}\n`);
      details = {
        givens: result.givens,
        givensPerGrid: result.givensPerGrid,
        grade: result.grade?.name,
        repairs: result.repairs,
        seed: result.seed,
      };
    });
  } else {
    const { geometry, givens } = readPuzzle(file);
    time = measure(() => {
      if (phase === 'solve') {
        const { count } = solveVariant(geometry, givens, 2);
        details = { solutions: count };
      } else {
        const analysis = analyzeVariant(geometry, givens);
        details = {
          status: analysis.status,
          steps: analysis.steps.length,
          grade: analysis.grade?.name,
          assumptions: analysis.assumptions,
          techniques: analysis.techniqueCounts,
        };
      }
    });
  }
  return { phase, ...time, maxRssMiB: process.resourceUsage().maxRSS / 1024, details };
}

function inChild(phase: Phase, file: string, seed: string): Promise<PhaseReport> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--record-phase', phase, file, seed], {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    child.on('message', (report) => resolve(report as PhaseReport));
    child.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`${phase} exited with ${code}`))));
  });
}

const verdict = (ok: boolean): string => (ok ? 'within limit' : 'OVER LIMIT');

export async function runBench(): Promise<void> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'record-')), 'record.txt');
  const seed = process.env.RECORD_SEED ?? 'record';
  console.log(
    `layout ${LAYOUT} --drop ${DROP}, seed ${seed}, ${os.cpus().length} cores; each phase in its own process`,
  );
  const generated = await inChild('generate', file, seed);
  const perGrid = generated.details.givensPerGrid as number;
  console.log(
    `generate: ${generated.details.givens} givens, ${perGrid.toFixed(2)} per grid (record ${RECORD_GIVENS_PER_GRID.toFixed(2)}), grade ${generated.details.grade}, ` +
      `${generated.details.repairs} added back for logic; ${(generated.wallMs / 1000).toFixed(1)} s wall, ${(generated.cpuMs / 1000).toFixed(1)} s CPU, ` +
      `peak ${generated.maxRssMiB.toFixed(0)} MiB — ${verdict(generated.wallMs <= LIMITS.generateMs && perGrid <= LIMITS.givensPerGrid && generated.maxRssMiB <= LIMITS.rssMiB)}`,
  );
  const solved = await inChild('solve', file, seed);
  console.log(
    `solve (count to two, from the file form): ${solved.details.solutions} solution(s), ${solved.wallMs.toFixed(0)} ms wall, ${solved.cpuMs.toFixed(0)} ms CPU, ` +
      `peak ${solved.maxRssMiB.toFixed(0)} MiB — ${verdict(solved.details.solutions === 1 && solved.wallMs <= LIMITS.solveMs && solved.maxRssMiB <= LIMITS.rssMiB)}`,
  );
  const analysed = await inChild('analyse', file, seed);
  console.log(
    `analyse: ${analysed.details.status}, ${analysed.details.steps} steps, grade ${analysed.details.grade}, ${analysed.details.assumptions} assumptions, ` +
      `${JSON.stringify(analysed.details.techniques)}; ${analysed.wallMs.toFixed(0)} ms wall, ${analysed.cpuMs.toFixed(0)} ms CPU, peak ${analysed.maxRssMiB.toFixed(0)} MiB — ` +
      verdict(
        analysed.details.status === 'conquer' &&
          analysed.details.assumptions === 0 &&
          analysed.wallMs <= LIMITS.analyseMs &&
          analysed.maxRssMiB <= LIMITS.rssMiB,
      ),
  );
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

if (require.main === module && process.argv[2] === '--record-phase') {
  const [phase, file, seed] = process.argv.slice(3) as [Phase, string, string];
  process.send?.(runPhase(phase, file, seed));
  process.disconnect?.();
}
