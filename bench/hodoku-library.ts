/**
 * HoDoKu's regression library (../shared/data/hodoku/reglib-1.3.txt, 1,112 cases; its format in
 * the file's header and in that folder's README) run through the engine's all-steps view (issue 37
 * item 3). A case is reproduced when some instance carrying its HoDoKu code makes exactly the
 * expected eliminations or placements; a fail case (`-x`) when no instance carries the code. A
 * code is implemented when some technique's steps may carry it (hodoku-codes.ts).
 *
 * Read by `npm run verify` (the table) and `npm run bench -- hodoku-library` (the table and the time).
 */

import * as fs from 'fs';
import { allSteps, positionBoard, type FoundStep } from '../src/engine/analysis/all-steps';
import { techniquesByHodokuCode } from '../src/engine/techniques/hodoku-codes';
import { readLibraryPosition } from '../src/io/position-text';
import { dataPath, MissingDataError, repoPath } from './run';

export const LIBRARY = '../shared/data/hodoku/reglib-1.3.txt';

export interface CodeTally {
  code: string;
  name: string;
  cases: number;
  reproduced: number;
  /** Our techniques whose steps may carry the code; empty when we do not implement it. */
  techniques: string[];
  /** The first few lines not reproduced, for the report. */
  missed: string[];
}

export interface LibraryRun {
  codes: CodeTally[];
  cases: number;
  casesImplemented: number;
  reproduced: number;
  /** Lines whose position the reader refused (each named in `missed` of its code). */
  unreadable: number;
  ms: number;
}

interface LibraryCase {
  line: string;
  code: string;
  fail: boolean;
  position: string;
  eliminations: string[];
  placements: string[];
}

function readCase(line: string): LibraryCase {
  const fields = line.split(':');
  const [code, variant] = fields[1].split('-');
  const triplets = (text = '') => text.trim().split(/\s+/).filter(Boolean).sort();
  return {
    line,
    code,
    fail: variant === 'x',
    position: `${fields[3]}:${fields[4]}`,
    eliminations: triplets(fields[5]),
    placements: triplets(fields[6]),
  };
}

/** The technique names of the library's header ("#0000: Full House"). */
function headerNames(text: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const match of text.matchAll(/^#(\d{4,5}): *(.+?)\s*$/gm))
    if (!names.has(match[1])) names.set(match[1], match[2]);
  return names;
}

const triplet = ([cell, digit]: [number, number]) => `${digit}${((cell / 9) | 0) + 1}${(cell % 9) + 1}`;

function sameList(found: [number, number][], expected: string[]): boolean {
  if (found.length !== expected.length) return false;
  const written = found.map(triplet).sort();
  return written.every((item, i) => item === expected[i]);
}

function matches(step: FoundStep, wanted: LibraryCase): boolean {
  return (
    step.hodoku === wanted.code &&
    sameList(step.eliminations, wanted.eliminations) &&
    sameList(step.placements, wanted.placements)
  );
}

/** The library's path, or a MissingDataError that says where to get it. */
export function libraryPath(): string {
  try {
    return dataPath(LIBRARY);
  } catch (error) {
    if (error instanceof MissingDataError)
      error.message =
        `${LIBRARY} is missing (looked for ${repoPath(LIBRARY)}): it is reglib-1.3.txt of HoDoKu ` +
        '(https://github.com/1to9only/HoDoKu, tag 2.2.4, GPL-3.0), copied unchanged into ../shared/data/hodoku/.';
    throw error;
  }
}

export function runLibrary(file = libraryPath()): LibraryRun {
  const started = Date.now();
  const text = fs.readFileSync(file, 'utf8');
  const names = headerNames(text);
  const byCode = techniquesByHodokuCode();
  const tallies = new Map<string, CodeTally>();
  let unreadable = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(':')) continue;
    const wanted = readCase(line.trim());
    const letters = byCode.get(wanted.code) ?? [];
    let tally = tallies.get(wanted.code);
    if (!tally) {
      tally = {
        code: wanted.code,
        name: names.get(wanted.code) ?? '?',
        cases: 0,
        reproduced: 0,
        techniques: letters,
        missed: [],
      };
      tallies.set(wanted.code, tally);
    }
    tally.cases++;
    if (letters.length === 0) continue;
    let reproduced: boolean;
    try {
      const position = readLibraryPosition(wanted.position);
      const { steps } = allSteps(positionBoard(position.digits, position.candidates, position.placed), letters);
      const ofCode = steps.filter((step) => step.hodoku === wanted.code);
      reproduced = wanted.fail ? ofCode.length === 0 : ofCode.some((step) => matches(step, wanted));
    } catch (error) {
      unreadable++;
      reproduced = false;
      if (tally.missed.length < 5) tally.missed.push(`${line.trim()}  (${(error as Error).message})`);
      continue;
    }
    if (reproduced) tally.reproduced++;
    else if (tally.missed.length < 5) tally.missed.push(line.trim());
  }
  const codes = [...tallies.values()].sort((a, b) => a.code.localeCompare(b.code));
  const implemented = codes.filter((tally) => tally.techniques.length > 0);
  const sum = (list: CodeTally[], key: 'cases' | 'reproduced') => list.reduce((total, tally) => total + tally[key], 0);
  return {
    codes,
    cases: sum(codes, 'cases'),
    casesImplemented: sum(implemented, 'cases'),
    reproduced: sum(implemented, 'reproduced'),
    unreadable,
    ms: Date.now() - started,
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);

/** The table: one row per code, then the totals. */
export function libraryLines(run: LibraryRun): string[] {
  const lines = ['code   cases  reproduced  ours       technique'];
  for (const tally of run.codes) {
    const ours = tally.techniques.length ? tally.techniques.join(' ') : '—';
    const reproduced = tally.techniques.length ? String(tally.reproduced) : '—';
    lines.push(
      `${tally.code.padEnd(6)} ${String(tally.cases).padStart(5)}  ${reproduced.padStart(10)}  ${ours.padEnd(9)}  ${tally.name}`,
    );
  }
  const implemented = run.codes.filter((tally) => tally.techniques.length > 0);
  lines.push(
    `implemented codes: ${implemented.length} of ${run.codes.length}, holding ${run.casesImplemented} of ${run.cases} cases (${percent(run.casesImplemented, run.cases)})`,
    `reproduced: ${run.reproduced} of those ${run.casesImplemented} cases (${percent(run.reproduced, run.casesImplemented)})` +
      (run.unreadable ? `; ${run.unreadable} positions unreadable` : ''),
  );
  return lines;
}

/** The worst implemented codes (most cases missed) with a few lines each, for whoever works on them next. */
export function missedLines(run: LibraryRun, codes = 5): string[] {
  return run.codes
    .filter((tally) => tally.techniques.length > 0 && tally.reproduced < tally.cases)
    .sort((a, b) => b.cases - b.reproduced - (a.cases - a.reproduced))
    .slice(0, codes)
    .flatMap((tally) => [
      `${tally.code} ${tally.name}: ${tally.cases - tally.reproduced} missed`,
      ...tally.missed.map((line) => `  ${line}`),
    ]);
}
