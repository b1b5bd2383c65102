/**
 * Technique finders (B L C M V G Q P U W Y X T R), one thread: (1) puzzles/s of the trial-order
 * loop over these letters to its fixpoint (no logging, no H or A: the floor under the analyser's
 * figure); (2) each finder's mean time per call over every state that loop passes through.
 */

import { Board } from '../src/engine/board/board';
import { digitsFromCanonical } from '../src/engine/board/grid';
import { TRIAL_ORDER } from '../src/engine/analysis/analysis-techniques';
import { TECHNIQUES } from '../src/engine/techniques/registry';
import { eliminationCell, eliminationDigit, Technique } from '../src/engine/techniques/technique';
import { measure, median, readDataLines } from './run';

const FINDERS: readonly Technique[] = TRIAL_ORDER.filter((letter) => letter !== 'H').flatMap(
  (letter) => TECHNIQUES[letter].search ?? [],
);
const SETS = ['rated/mixed1000.txt', 'rated/top95.txt'];
const RUNS = 5;

function loadPuzzles(file: string): Uint8Array[] {
  return readDataLines(`../shared/data/${file}`)
    .filter((line) => /^[0-9.]{81}/.test(line))
    .map((line) => digitsFromCanonical(line.slice(0, 81)));
}

/** Runs the loop to its fixpoint on every puzzle; `onState` sees each board before its step. */
function runToFixpoint(puzzles: readonly Uint8Array[], onState?: (board: Board) => void): number {
  let steps = 0;
  for (const puzzle of puzzles) {
    const board = Board.fromDigits(puzzle);
    for (;;) {
      onState?.(board);
      let deduction = null;
      for (let i = 0; i < FINDERS.length && !deduction; i++) deduction = FINDERS[i].find(board);
      if (!deduction) break;
      steps++;
      for (const code of deduction.eliminations) board.eliminate(eliminationCell(code), eliminationDigit(code));
      if (deduction.placeCell >= 0) board.place(deduction.placeCell, deduction.placeDigit);
    }
  }
  return steps;
}

export async function runBench(): Promise<void> {
  for (const file of SETS) {
    const puzzles = loadPuzzles(file);
    const steps = runToFixpoint(puzzles); // warm-up
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const times = measure(() => runToFixpoint(puzzles));
      wall.push(times.wallMs);
      cpu.push(times.cpuMs);
    }
    const rate = (ms: number) => Math.round((puzzles.length * 1000) / ms).toLocaleString('en-US');
    console.log(`${file}: ${puzzles.length} puzzles, ${steps} steps; trial-order fixpoint, median of ${RUNS}:`);
    console.log(`  ${rate(median(wall))} puzzles/s wall, ${rate(median(cpu))} puzzles/s cpu`);

    const states: Board[] = [];
    runToFixpoint(puzzles, (board) => states.push(board.clone()));
    const perCall = FINDERS.map((finder) => {
      let found = 0;
      const { cpuMs } = measure(() => {
        for (const state of states) if (finder.find(state)) found++;
      });
      return `${finder.letter} ${((cpuMs * 1e6) / states.length).toFixed(0)} ns (${found} hits)`;
    });
    console.log(`  per finder call over ${states.length} states (cpu): ${perCall.join(', ')}`);
  }
}
