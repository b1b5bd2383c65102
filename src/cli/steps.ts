/**
 * `sudoku-analyzer steps --position P`: every instance of every enabled technique in one 9×9
 * position with pencil marks (issue 37 item 2), each with our code, HoDoKu's code, the cells it
 * uses and what it removes or places — the "all steps" view of HoDoKu and SukakuExplainer.
 */

import {
  TECHNIQUES,
  isTechniqueLetter,
  lettersOfSet,
  stepsOfPosition,
  techniquesByHodokuCode,
  type FoundStep,
  type TechniqueLetter,
  type TechniqueSet,
} from '../engine/analyser';
import { CommandError } from './command-error';
import type { CliIO } from './cli-io';
import { commandUsage } from './command-help';
import { STEPS } from './options';
import type { ParsedArgs } from './parse-args';
import { positionChoice } from './position-option';
import { runWithArgs } from './run-command';
import { techniqueChoice } from './technique-option';

export const USAGE = commandUsage(
  STEPS,
  `Lists every instance of every technique of the set (the model set unless --technique-set full)
that the position holds as it stands, nothing applied: our code, HoDoKu's code, the cells of the
pattern (a chain in HoDoKu's notation) and the candidates it removes (r4c5<>3) or the cell it
fills (r2c9=8). A naked pair or triple in a box and a line that removes from both is also listed
as HoDoKu's Locked Pair or Triple (0110, 0111). The model set's fish (P U) and Jellyfish (JF)
list their first instance only so far; a note on stderr says so.`,
  'Exit status: 0, also when the position holds no step; 2 on bad usage.',
);

/** What --technique names: our code, or HoDoKu's code with the techniques whose steps may carry it. */
interface Wanted {
  letters: TechniqueLetter[];
  hodoku?: string;
}

function wantedTechniques(parsed: ParsedArgs, set: TechniqueSet): Wanted {
  const code = parsed.value('technique');
  const inSet = lettersOfSet(set);
  if (code === undefined) return { letters: [...inSet] };
  const trimmed = code.trim();
  if (/^\d{4,5}$/.test(trimmed)) {
    const letters = techniquesByHodokuCode().get(trimmed);
    if (!letters)
      throw new CommandError(
        `--technique ${trimmed}: no technique of ours finds HoDoKu's ${trimmed} yet (docs/benchmarks.md lists the codes we implement).`,
      );
    const enabled = letters.filter((letter) => inSet.includes(letter));
    if (enabled.length === 0)
      throw new CommandError(
        `--technique ${trimmed}: our ${letters.join(', ')} ${letters.length === 1 ? 'finds' : 'find'} it, in the full set; add --technique-set full.`,
        true,
      );
    return { letters: enabled, hodoku: trimmed };
  }
  // One code, bracketed or not: "XYW" is XY-Wing here, not X, Y and W as in a technique list.
  const letter = trimmed
    .replace(/^\[(.*)\]$/, '$1')
    .trim()
    .toUpperCase();
  if (!isTechniqueLetter(letter))
    throw new CommandError(
      `--technique takes one technique code (such as P, XYW or [XYW]) or a HoDoKu code (such as 0401), not "${code}".`,
      true,
    );
  if (!inSet.includes(letter))
    throw new CommandError(
      `--technique ${letter} (${TECHNIQUES[letter].english}) is in the full set; add --technique-set full.`,
      true,
    );
  if (!TECHNIQUES[letter].search)
    throw new CommandError(
      `--technique ${letter} (${TECHNIQUES[letter].english}) is a label of the analysis, not a search of its own; steps lists searches.`,
      true,
    );
  return { letters: [letter] };
}

/** A cell in HoDoKu's notation: "r2c1". */
function cellText(cell: number): string {
  return `r${((cell / 9) | 0) + 1}c${(cell % 9) + 1}`;
}

/** A step in one line of HoDoKu's notation: "XYW 0800 r1c2 r1c5 r4c2: r4c5<>3" or "M 0000 r2c9: r2c9=8". */
export function stepText(step: FoundStep): string {
  const head = `${step.technique} ${step.hodoku ?? '----'}`;
  const placed = step.placements.map(([cell, digit]) => `${cellText(cell)}=${digit}`);
  const removed = step.eliminations.map(([cell, digit]) => `${cellText(cell)}<>${digit}`);
  const pattern = step.chain ?? step.cells.map(cellText).join(' ');
  return `${head} ${pattern}: ${[...placed, ...removed].join(' ')}`;
}

/** The JSON line of a step: rows, columns and digits 1-based. */
export function stepJson(step: FoundStep): Record<string, unknown> {
  const rc = (cell: number) => [((cell / 9) | 0) + 1, (cell % 9) + 1];
  const line: Record<string, unknown> = {
    technique: step.technique,
    hodoku: step.hodoku,
    cells: step.cells.map(rc),
    eliminations: step.eliminations.map(([cell, digit]) => [...rc(cell), digit]),
    placements: step.placements.map(([cell, digit]) => [...rc(cell), digit]),
  };
  if (step.chain !== undefined) line.chain = step.chain;
  return line;
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, STEPS, USAGE, (parsed) => {
    const read = positionChoice(parsed, []);
    if (!read) throw new CommandError('--position is required.', true);
    const set = techniqueChoice(parsed).techniqueSet ?? 'model';
    const wanted = wantedTechniques(parsed, set);
    const { digits, candidates, placed } = read.position;
    const found = stepsOfPosition(digits, candidates, wanted.letters, placed);
    const steps =
      wanted.hodoku === undefined ? found.steps : found.steps.filter((step) => step.hodoku === wanted.hodoku);
    for (const step of steps) io.stdout(parsed.flag('json') ? JSON.stringify(stepJson(step)) : stepText(step));
    if (!parsed.flag('json') && steps.length === 0)
      io.stdout('No step: the position holds no instance of these techniques.');
    if (found.firstOnly.length > 0)
      io.stderr(`note: ${found.firstOnly.join(', ')} list their first instance only (the others, every instance).`);
    if (found.truncated) io.stderr(`note: the list stops at ${found.steps.length} steps.`);
    return 0;
  });
}
