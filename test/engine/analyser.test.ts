/**
 * The analyser's truth on samples of every corpus (the full run is `npm run verify`): every
 * placement is the unique solution's digit, no elimination removes a solution digit, a
 * conquered puzzle has every empty cell placed once. Restricted to B L C M, it conquers exactly
 * what a tiny singles-only solver written here completes. Plus validation, labels, restriction,
 * the candidate grid and the clock.
 */

import { analyzePuzzle, candidatesAtStep } from '../../src/engine/analysis/analyser';
import { analysisProblems } from '../helpers/analysis-check';
import { runAnalysisLoop } from '../../src/engine/analysis/analysis-loop';
import { enabledLetters } from '../../src/engine/analysis/analysis-techniques';
import { Board } from '../../src/engine/board/board';
import { resolveWeights } from '../../src/engine/analysis/effort';
import { digitsFromCanonical, digitsToString } from '../../src/engine/board/grid';
import { solve } from '../../src/engine/solver/solver';
import type { AnalysisResult } from '../../src/engine/analysis/types';
import { evenlySpaced, puzzlesWithSolutions, readDataLines, readPuzzleLines, samplePuzzles } from '../helpers/corpus';

function solutionOf(puzzle: string): string {
  const { count, solutions } = solve(digitsFromCanonical(puzzle), 2);
  if (count !== 1) throw new Error(`test corpus puzzle without a unique solution: ${puzzle}`);
  return digitsToString(solutions[0]);
}

/** Problem500's 10-line records (title, then 9 lines of 9 tokens) as 81-char puzzles. */
function timediaPuzzles(): string[] {
  const lines = readDataLines('timedia/Problem500.txt');
  const puzzles: string[] = [];
  for (let i = 0; i + 9 < lines.length; i += 10) {
    puzzles.push(
      lines
        .slice(i + 1, i + 10)
        .map((line) =>
          line
            .trim()
            .split(/\s+/)
            .map((t) => (t === '-' ? '.' : t))
            .join(''),
        )
        .join(''),
    );
  }
  return puzzles;
}

const SAMPLES: [string, () => string[]][] = [
  ['rated/mixed1000.txt', () => samplePuzzles('rated/mixed1000.txt', 40)],
  ['rated/top95.txt', () => samplePuzzles('rated/top95.txt', 10)],
  ['tdoku 17-clue', () => samplePuzzles('tdoku/puzzles2_17_clue', 15)],
  ['tdoku top1465', () => samplePuzzles('tdoku/puzzles3_magictour_top1465', 10)],
  ['tdoku hardest 1905', () => samplePuzzles('tdoku/puzzles5_forum_hardest_1905_11+', 4)],
  ['tdoku hardest 1106', () => samplePuzzles('tdoku/puzzles6_forum_hardest_1106', 4)],
  [
    'sudoku-exchange by rating',
    () => ['2.5', '4.0', '6.6', '8.3'].flatMap((r) => samplePuzzles(`sudoku-exchange/by-rating/${r}.txt`, 4)),
  ],
  ['radcliffe-curated', () => samplePuzzles('radcliffe-curated/sudoku_curated_5000.csv', 20)],
  ['timedia Problem500', () => evenlySpaced(timediaPuzzles(), 20)],
];

describe('analysis truth on corpus samples', () => {
  test.each(SAMPLES)('%s: every step agrees with the unique solution', (_name, load) => {
    const puzzles = load();
    expect(puzzles.length).toBeGreaterThan(0);
    for (const puzzle of puzzles) {
      const result = analyzePuzzle(puzzle);
      expect(result.status).not.toBe('invalid');
      expect(analysisProblems(result, solutionOf(puzzle))).toEqual([]);
      if (result.status === 'conquer') expect(result.grade).toBeDefined();
      else expect(result.reason).toMatch(/\w/);
    }
  });

  test('puzzles with a published solution are conquered with that solution', () => {
    for (const { puzzle, solution } of puzzlesWithSolutions(40)) {
      const result = analyzePuzzle(puzzle);
      expect(analysisProblems(result, solution)).toEqual([]);
      expect(result.solution).toBe(solution);
    }
  });
});

/** The independent singles-only solver: naked and hidden singles to a fixpoint. */
function singlesOnlyCompletes(puzzle: string): boolean {
  const grid = Array.from(puzzle, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
  const units: number[][] = [];
  for (let i = 0; i < 9; i++) {
    units.push([0, 1, 2, 3, 4, 5, 6, 7, 8].map((j) => i * 9 + j));
    units.push([0, 1, 2, 3, 4, 5, 6, 7, 8].map((j) => j * 9 + i));
    units.push(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((j) => (Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)),
    );
  }
  const possible = (cell: number, digit: number): boolean =>
    grid[cell] === 0 && units.every((unit) => !unit.includes(cell) || unit.every((other) => grid[other] !== digit));
  for (let progress = true; progress;) {
    progress = false;
    for (let cell = 0; cell < 81; cell++) {
      const options = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => possible(cell, d));
      if (options.length === 1) {
        grid[cell] = options[0];
        progress = true;
      }
    }
    for (const unit of units) {
      for (let digit = 1; digit <= 9; digit++) {
        const places = unit.filter((cell) => possible(cell, digit));
        if (places.length === 1) {
          grid[places[0]] = digit;
          progress = true;
        }
      }
    }
  }
  return grid.every((digit) => digit !== 0);
}

describe('restriction to the basic searches', () => {
  const puzzles = [
    ...samplePuzzles('rated/mixed1000.txt', 30),
    ...samplePuzzles('tdoku/puzzles2_17_clue', 20),
    ...samplePuzzles('radcliffe-curated/sudoku_curated_5000.csv', 15),
  ];

  test('B L C M conquer exactly what a singles-only solver completes', () => {
    let conquered = 0;
    for (const puzzle of puzzles) {
      const result = analyzePuzzle(puzzle, { techniques: 'BLCM' });
      expect(result.status === 'conquer').toBe(singlesOnlyCompletes(puzzle));
      for (const step of result.steps) expect(step.technique).toMatch(/^[BLCM]$/);
      if (result.status === 'conquer') conquered++;
      else {
        expect(result.reason).toMatch(/next step needs/);
        expect(result.nextTechnique).toMatch(/^[VGQPUWYXTRHA]$/);
      }
    }
    expect(conquered).toBeGreaterThan(5);
    expect(conquered).toBeLessThan(puzzles.length);
  });

  test('the next technique is the one the full analysis uses at that point', () => {
    for (const puzzle of samplePuzzles('rated/mixed1000.txt', 20)) {
      const restricted = analyzePuzzle(puzzle, { techniques: 'BLCM' });
      if (restricted.status === 'conquer') continue;
      const full = analyzePuzzle(puzzle);
      const next = full.steps[restricted.steps.length];
      expect(full.steps.slice(0, restricted.steps.length)).toEqual(
        restricted.steps.map((step, i) => ({ ...step, elapsedMs: full.steps[i].elapsedMs })),
      );
      // The full log's next label starts with that letter (S/K/D stand for V or a fish).
      const first = next.technique[0];
      const expected = { S: 'V', K: 'PU', D: 'PU' }[first as 'S' | 'K' | 'D'] ?? first;
      expect(expected).toContain(restricted.nextTechnique);
    }
  });
});

describe('validation', () => {
  const solvable = readPuzzleLines('rated/mixed1000.txt', 1)[0];

  test('bad input names the problem and never throws', () => {
    const result = analyzePuzzle('12x');
    expect(result.status).toBe('invalid');
    expect(result.error?.kind).toBe('bad-input');
    expect(analyzePuzzle([1, 2, 3]).error?.kind).toBe('bad-input');
  });

  test('a conflict names every cell involved', () => {
    const index = solvable.indexOf('.');
    const row = Math.floor(index / 9);
    const digitInRow = [...solvable.slice(row * 9, row * 9 + 9)].find((ch) => ch !== '.') as string;
    const conflicting = solvable.slice(0, index) + digitInRow + solvable.slice(index + 1);
    const result = analyzePuzzle(conflicting);
    expect(result.error?.kind).toBe('conflict');
    expect(result.error?.cells).toContainEqual([row + 1, (index % 9) + 1]);
  });

  test('several solutions: the cells where two solutions differ', () => {
    const empty = '.'.repeat(81);
    const result = analyzePuzzle(empty);
    expect(result.error?.kind).toBe('multiple-solutions');
    const { solutions } = solve(new Uint8Array(81), 2);
    const differing = [...Array(81).keys()]
      .filter((c) => solutions[0][c] !== solutions[1][c])
      .map((c) => [Math.floor(c / 9) + 1, (c % 9) + 1]);
    expect(result.error?.cells).toEqual(differing);
  });

  test('no solution', () => {
    // Row 1 holds 1–8 and column 9 holds a 9 lower down: r1c9 has no digit left, yet nothing repeats.
    const puzzle = '12345678.' + '........9' + '.'.repeat(63);
    expect(analyzePuzzle(puzzle).error?.kind).toBe('no-solution');
  });
});

describe('the step log', () => {
  const puzzles = samplePuzzles('rated/mixed1000.txt', 60);
  const results: [string, AnalysisResult][] = puzzles.map((p) => [p, analyzePuzzle(p, { collectCandidates: true })]);

  test('S, K and D mark a placement left by the elimination just made', () => {
    let direct = 0;
    for (const [, result] of results) {
      for (const step of result.steps as ((typeof result.steps)[number] & { candidates: string[][] })[]) {
        const letter = step.technique[step.technique.length - 1];
        if (!'SKD'.includes(letter)) continue;
        direct++;
        // Just before the placement, the digit has one place in a unit of the cell from which
        // this step removed the same digit.
        // S (after a pointing pair) and D (after a fish): the box; K: a row or column.
        const units = unitsOf(step.row - 1, step.col - 1).filter((unit) =>
          letter === 'K' ? unit.kind !== 'box' : unit.kind === 'box',
        );
        const emptied = units.some(
          (unit) =>
            unit.cells.filter(([r, c]) => step.candidates[r][c].includes(String(step.value))).length === 1 &&
            step.eliminated.some(
              ([r, c, d]) => d === step.value && unit.cells.some(([ur, uc]) => ur === r - 1 && uc === c - 1),
            ),
        );
        expect(emptied).toBe(true);
      }
    }
    expect(direct).toBeGreaterThan(0);
  });

  test('labels: non-basic letters then one placing letter; counts tally the labels', () => {
    for (const [, result] of results) {
      const tally: Record<string, number> = {};
      for (const step of result.steps) {
        expect(step.technique).toMatch(/^[VGQPUWYXTRHA]*([BLCM]|[SKD])$/);
        for (const letter of step.technique) tally[letter] = (tally[letter] ?? 0) + 1;
      }
      expect(result.techniqueCounts).toEqual(tally);
    }
  });

  test('effort accumulates the weights of the labels; overrides apply', () => {
    const [puzzle, result] = results.find(([, r]) => r.steps.every((s) => /^[BLCM]$/.test(s.technique))) as [
      string,
      AnalysisResult,
    ];
    const weights = { B: 1, L: 2, C: 3, M: 4 };
    const reweighted = analyzePuzzle(puzzle, { weights });
    const expected = reweighted.steps.reduce((sum, s) => sum + weights[s.technique as 'B'], 0);
    expect(reweighted.effort).toBeCloseTo(expected, 6);
    expect(result.steps[result.steps.length - 1].effort).toBe(result.effort);
    for (let i = 1; i < result.steps.length; i++)
      expect(result.steps[i].effort).toBeGreaterThan(result.steps[i - 1].effort);
  });

  test('elapsed time comes from the clock given', () => {
    let tick = 0;
    const result = analyzePuzzle(puzzles[0], { now: () => tick++ });
    result.steps.forEach((step, i) =>
      expect(step.elapsedMs).toBeGreaterThan(i === 0 ? 0 : result.steps[i - 1].elapsedMs),
    );
    expect(result.timeMs).toBeGreaterThanOrEqual(result.steps[result.steps.length - 1].elapsedMs);
  });

  test('the candidate grid at a step matches the replayed analysis', () => {
    const [puzzle, result] = results[30];
    const step = result.steps[10] as (typeof result.steps)[number] & { candidates: string[][] };
    expect(candidatesAtStep(puzzle, 11)).toEqual(step.candidates);
    expect(step.candidates[step.row - 1][step.col - 1]).toContain(String(step.value));
  });
});

function unitsOf(row: number, col: number): { kind: string; cells: [number, number][] }[] {
  const line = (f: (i: number) => [number, number]) => [0, 1, 2, 3, 4, 5, 6, 7, 8].map(f);
  const br = row - (row % 3);
  const bc = col - (col % 3);
  return [
    { kind: 'row', cells: line((i) => [row, i]) },
    { kind: 'column', cells: line((i) => [i, col]) },
    { kind: 'box', cells: line((i) => [br + Math.floor(i / 3), bc + (i % 3)]) },
  ];
}

describe('S, K and D on hand-made positions (only digit 1 is constrained; other cells keep every candidate)', () => {
  const cellOf = (row: number, col: number) => (row - 1) * 9 + (col - 1);
  /** A board where digit 1 may go only in the listed cells of the listed rows/boxes, anywhere else otherwise. */
  function boardWithOnes(restrict: { cells: number[]; allowed: [number, number][] }[]): Board {
    const board = new Board();
    for (const { cells, allowed } of restrict) {
      const keep = new Set(allowed.map(([r, c]) => cellOf(r, c)));
      for (const cell of cells) if (!keep.has(cell)) board.eliminate(cell, 1);
    }
    return board;
  }
  const rowCells = (row: number) => [...Array(9).keys()].map((c) => cellOf(row, c + 1));
  const boxCells = (box: number) =>
    [...Array(9).keys()].map((i) =>
      cellOf(Math.floor((box - 1) / 3) * 3 + Math.floor(i / 3) + 1, ((box - 1) % 3) * 3 + (i % 3) + 1),
    );
  const firstStep = (board: Board, techniques: string) =>
    runAnalysisLoop(board, {
      enabled: enabledLetters(techniques),
      weights: resolveWeights(),
      now: () => 0,
      startedAt: 0,
      maxSteps: 1,
    }).steps[0];

  test('S: a pointing pair in box 1 (row 1) leaves box 2 one place for 1', () => {
    const board = boardWithOnes([
      {
        cells: boxCells(1),
        allowed: [
          [1, 1],
          [1, 2],
        ],
      },
      {
        cells: boxCells(2),
        allowed: [
          [1, 4],
          [1, 5],
          [2, 6],
        ],
      },
    ]);
    expect(firstStep(board, 'VS')).toMatchObject({ technique: 'S', row: 2, col: 6, value: 1 });
    expect(
      firstStep(
        boardWithOnes([
          {
            cells: boxCells(1),
            allowed: [
              [1, 1],
              [1, 2],
            ],
          },
          {
            cells: boxCells(2),
            allowed: [
              [1, 4],
              [1, 5],
              [2, 6],
            ],
          },
        ]),
        'VB',
      ).technique,
    ).toBe('VB');
  });

  test('a pointing pair that leaves a COLUMN single is the chain VC, not S', () => {
    // Box 1 points 1 along row 1; that removes (1,7)#1, leaving column 7 one place (5,7) while
    // box 3 keeps (2,8) and (3,9): a line single, so the label is VC.
    const colCells = (col: number) => [...Array(9).keys()].map((r) => cellOf(r + 1, col));
    const board = boardWithOnes([
      {
        cells: boxCells(1),
        allowed: [
          [1, 1],
          [1, 2],
        ],
      },
      {
        cells: colCells(7),
        allowed: [
          [1, 7],
          [5, 7],
        ],
      },
      {
        cells: boxCells(3),
        allowed: [
          [1, 7],
          [2, 8],
          [3, 9],
        ],
      },
    ]);
    expect(firstStep(board, 'VSBLC')).toMatchObject({ technique: 'VC', row: 5, col: 7, value: 1 });
  });

  test('a real puzzle: a row single after a pointing pair is logged VL, not S', () => {
    const puzzle = '8.26....9....58.....6...4.1.9.4.6..5.2.....4.6..2.3.9.2.5...9.....97....1....28.4';
    const step = analyzePuzzle(puzzle).steps.find((s) => s.row === 8 && s.col === 2);
    expect(step?.value).toBe(8);
    expect(step?.technique).not.toBe('S');
  });

  test('K: an X-Wing (rows 1 and 5, columns 1 and 5) leaves row 8 one place for 1', () => {
    const board = boardWithOnes([
      {
        cells: rowCells(1),
        allowed: [
          [1, 1],
          [1, 5],
        ],
      },
      {
        cells: rowCells(5),
        allowed: [
          [5, 1],
          [5, 5],
        ],
      },
      {
        cells: rowCells(8),
        allowed: [
          [8, 1],
          [8, 9],
        ],
      },
    ]);
    expect(firstStep(board, 'PKD')).toMatchObject({ technique: 'K', row: 8, col: 9, value: 1 });
  });

  test('D: the same X-Wing leaves box 7 one place for 1', () => {
    const board = boardWithOnes([
      {
        cells: rowCells(1),
        allowed: [
          [1, 1],
          [1, 5],
        ],
      },
      {
        cells: rowCells(5),
        allowed: [
          [5, 1],
          [5, 5],
        ],
      },
      {
        cells: boxCells(7),
        allowed: [
          [7, 1],
          [8, 2],
        ],
      },
    ]);
    expect(firstStep(board, 'PKD')).toMatchObject({ technique: 'D', row: 8, col: 2, value: 1 });
  });

  test('on real puzzles, a V or fish followed by a basic placement never left a direct single', () => {
    let checked = 0;
    for (const puzzle of samplePuzzles('rated/mixed1000.txt', 200)) {
      const result = analyzePuzzle(puzzle, { collectCandidates: true });
      for (const step of result.steps as ((typeof result.steps)[number] & { candidates: string[][] })[]) {
        if (!/^[VPU][BLCM]$/.test(step.technique)) continue;
        checked++;
        // After V only the box of an eliminated cell would make S (a line single is the chain VL/VC).
        const directUnits = (r: number, c: number) =>
          unitsOf(r - 1, c - 1).filter((unit) => step.technique[0] !== 'V' || unit.kind === 'box');
        for (const [r, c, d] of step.eliminated) {
          for (const unit of directUnits(r, c)) {
            expect(unit.cells.filter(([ur, uc]) => step.candidates[ur][uc].includes(String(d))).length).not.toBe(1);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
