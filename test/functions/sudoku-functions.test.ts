/**
 * The worksheet functions on plain ranges, held against independent truth: the reference solver
 * (solutions and counts), the fixtures' own solutions for the other kinds, SPEC §4's grade table
 * read here from the letters used, and the cells of each bad range by their A1 address.
 */

import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { analyzeVariant } from '../../src/engine/analysis/variant-analyser';
import {
  countFunction,
  effortFunction,
  givensFunction,
  gradeFunction,
  hintFunction,
  levelFunction,
  ratingFunction,
  solveFunction,
  techniquesFunction,
} from '../../src/functions/sudoku-functions';
import type { CallContext } from '../../src/functions/sudoku-functions';
import { formatVariantPuzzle } from '../../src/io/variant-text';
import type { Geometry } from '../../src/engine/geometry';
import { evenlySpaced, readPuzzleLines } from '../helpers/corpus';
import { solveReference } from '../helpers/solver-reference';
import { failureOf } from '../helpers/function-failure';
import { engineFixtureSets, engineFixtures } from '../helpers/variant-fixtures';
import { isVariantSolution, referenceSolve } from '../helpers/variant-reference';

const EN: CallContext = { language: 'en' };
const JA: CallContext = { language: 'ja' };
const AT_B2: CallContext = { language: 'en', puzzleAddress: 'Sheet1!B2:J10' };

const MIXED = evenlySpaced(readPuzzleLines('rated/mixed1000.txt'), 12);
const TOP = evenlySpaced(readPuzzleLines('rated/top95.txt'), 4);

/** A puzzle line laid out as Excel passes a 9×9 range: numbers, empty cells as null. */
function rangeOf(line: string): unknown[][] {
  return Array.from({ length: 9 }, (_, row) =>
    [...line.slice(row * 9, row * 9 + 9)].map((char) => (char >= '1' && char <= '9' ? Number(char) : null)),
  );
}

function referenceSolution(line: string): number[] {
  const { count, solutions } = solveReference([...line].map((char) => (char >= '1' && char <= '9' ? Number(char) : 0)));
  expect(count).toBe(1);
  return Array.from(solutions[0]);
}

/** SPEC §4: the level from the letters a conquered analysis used (A only through levels 6–8). */
function levelByRule(letters: string): number {
  if (letters.includes('A')) return 6;
  if (/[TRSHWYXKD]/.test(letters)) return 5;
  if (/[VGQPU]/.test(letters)) return 4;
  if (letters.includes('M')) return 3;
  if (/[LC]/.test(letters)) return 2;
  return 1;
}
const GRADE_NAMES = ['Beginner', 'Very Easy', 'Easy', 'Pleasant', 'Comfort', 'Hard', 'Very Hard', 'Ultra Hard'];

describe('SUDOKU.SOLVE and COUNT on 9×9 puzzles', () => {
  it.each(MIXED.map((line) => [line]))(
    'solves %s as a range and as one cell of text, as the reference solver does',
    (line) => {
      const solution = referenceSolution(line);
      expect(solveFunction(rangeOf(line), undefined, EN).flat()).toEqual(solution);
      expect(solveFunction([[line]], undefined, EN)).toEqual([[solution.join('')]]);
      expect(countFunction(rangeOf(line), undefined, EN)).toBe(1);
      expect(countFunction([[line]], '', EN)).toBe(1);
    },
  );

  it('counts two or more solutions as 2, clashing givens as 0, as the reference solver does', () => {
    const open = '.'.repeat(9) + MIXED[0].slice(9);
    const reference = solveReference(
      [...open].map((char) => (char === '.' ? 0 : Number(char))),
      2,
    );
    expect(reference.count).toBe(2);
    expect(countFunction(rangeOf(open), undefined, EN)).toBe(2);
    const clash = `55${MIXED[0].slice(2)}`;
    expect(solveReference([...clash].map((char) => (char === '.' ? 0 : Number(char)))).count).toBe(0);
    expect(countFunction(rangeOf(clash), undefined, EN)).toBe(0);
  });

  it('answers #N/A for a puzzle with several solutions, naming cells where two of them differ', () => {
    const open = '.'.repeat(9) + MIXED[0].slice(9);
    const error = failureOf(() => solveFunction(rangeOf(open), undefined, AT_B2));
    expect(error.code).toBe('notAvailable');
    const named = [...error.message.matchAll(/\b([B-J])([2-9]|10)\b/g)];
    expect(named.length).toBeGreaterThan(0);
    // Every cell it names is an empty cell of the puzzle, which sits at B2 on the sheet.
    for (const [, column, row] of named) expect(open[(Number(row) - 2) * 9 + column.charCodeAt(0) - 66]).toBe('.');
  });
});

describe('bad ranges', () => {
  const line = MIXED[1];
  const withX = rangeOf(line);
  withX[1][6] = 'x';

  it('names a bad cell by its sheet address when Excel passed the range address (#VALUE! "H3 holds x")', () => {
    const error = failureOf(() => solveFunction(withX, undefined, AT_B2));
    expect(error.code).toBe('invalidValue');
    expect(error.message).toMatch(/^H3 holds "x"/);
  });

  it('names it from A1 at the range corner without the address', () => {
    expect(failureOf(() => countFunction(withX, undefined, EN)).message).toMatch(/^G2 holds "x"/);
  });

  it('names it in Japanese with its address for a Japanese display', () => {
    const error = failureOf(() => givensFunction(withX, undefined, { ...JA, puzzleAddress: 'Sheet1!B2:J10' }));
    expect(error.message).toContain('(H3)');
    expect(error.message).toContain('「x」');
  });

  it('names clashing givens by address', () => {
    const clash = rangeOf(line);
    const digit = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((value) => !clash[0].includes(value))!;
    const empty = clash[0].map((value, col) => (value === null ? col : -1)).filter((col) => col >= 0);
    clash[0][empty[0]] = digit;
    clash[0][empty[1]] = digit;
    const error = failureOf(() => solveFunction(clash, undefined, AT_B2));
    expect(error.code).toBe('invalidValue');
    for (const col of empty.slice(0, 2)) expect(error.message).toContain(`${String.fromCharCode(66 + col)}2`);
  });

  it('refuses a range of the wrong shape, an empty cell, and a puzzle stored as a number', () => {
    expect(
      failureOf(() =>
        solveFunction(
          rangeOf(line)
            .slice(0, 8)
            .map((row) => row.slice(0, 9))
            .concat([[1, 2]]),
          undefined,
          EN,
        ),
      ).message,
    ).toMatch(/9×9/);
    expect(failureOf(() => solveFunction([[null]], undefined, EN)).code).toBe('invalidValue');
    expect(failureOf(() => countFunction([[5]], undefined, EN)).message).toMatch(/only 1 character/);
    expect(failureOf(() => gradeFunction([[123456789]], undefined, undefined, EN)).message).toMatch(
      /stored as a number/,
    );
  });

  it('names a bad character of a one-cell puzzle after that cell', () => {
    const text = `${line.slice(0, 20)}x${line.slice(21)}`;
    const error = failureOf(() => solveFunction([[text]], undefined, { language: 'en', puzzleAddress: 'Sheet1!C5' }));
    expect(error.message).toMatch(/^C5: .*row 3, column 3/);
  });

  it('refuses an unknown kind, an unknown technique letter and a hint detail outside 1–3', () => {
    expect(failureOf(() => solveFunction(rangeOf(line), 'hexagon', EN)).message).toMatch(/Unknown kind "hexagon"/);
    expect(failureOf(() => gradeFunction(rangeOf(line), 'BLZ', undefined, EN)).message).toMatch(/Z/);
    expect(failureOf(() => hintFunction(rangeOf(line), undefined, 4, undefined, EN)).code).toBe('invalidValue');
  });
});

describe('SUDOKU.GIVENS, GRADE, LEVEL, EFFORT and TECHNIQUES', () => {
  it.each([...MIXED, ...TOP].map((line) => [line]))('agree with SPEC §4 on %s', (line) => {
    expect(givensFunction(rangeOf(line), undefined, EN)).toBe(
      [...line].filter((char) => char >= '1' && char <= '9').length,
    );
    const letters = techniquesFunction([[line]], undefined, undefined, EN);
    expect(letters).toMatch(/^[BLCMVGQPUTRSHWYXKDA]+$/);
    const level = levelFunction(rangeOf(line), undefined, undefined, EN);
    if (letters.includes('A')) expect(level).toBeGreaterThanOrEqual(6);
    else expect(level).toBe(levelByRule(letters));
    expect(gradeFunction(rangeOf(line), '', undefined, EN)).toBe(GRADE_NAMES[level - 1]);
    expect(effortFunction(rangeOf(line), undefined, undefined, undefined, EN)).toBeGreaterThan(0);
  });

  it('RATING follows Sukaku Explainer: SE 2.5 puzzles rate below SE 8.5 ones with the full set, each within 2 of SE', () => {
    const rated = (file: string, se: number) =>
      readPuzzleLines(`sudoku-exchange/by-rating/${file}`)
        .slice(0, 4)
        .map((line) => {
          const rating = ratingFunction([[line]], 'full', undefined, undefined, EN);
          expect(Math.abs(rating - se)).toBeLessThan(2);
          return rating;
        });
    expect(Math.max(...rated('2.5.txt', 2.5))).toBeLessThan(Math.min(...rated('8.5.txt', 8.5)));
  });

  it('RATING rates by the full set’s path by default whatever the techniques, by the standard rating with path "standard"; a bad path is #VALUE! naming it', () => {
    // top95 puzzles the model set needs A on, where the standard rating and the full set's part.
    const forking = readPuzzleLines('rated/top95.txt', 8).filter(
      (line) =>
        ratingFunction([[line]], undefined, undefined, 'standard', EN) !==
        ratingFunction([[line]], 'full', undefined, undefined, EN),
    );
    expect(forking.length).toBeGreaterThanOrEqual(3);
    for (const line of forking) {
      const full = ratingFunction([[line]], 'full', undefined, undefined, EN);
      expect(ratingFunction([[line]], undefined, undefined, undefined, EN)).toBe(full);
      expect(ratingFunction([[line]], undefined, undefined, 'full', EN)).toBe(full);
      expect(ratingFunction([[line]], 'BLCMVGQA', undefined, null, EN)).toBe(full);
      expect(ratingFunction([[line]], 'model', undefined, ' FULL ', EN)).toBe(full);
      expect(ratingFunction([[line]], undefined, undefined, ' Standard ', EN)).toBe(
        analyzePuzzle(line, { ratingPath: 'patterns' }).rating,
      );
    }
    for (const [context, words] of [
      [EN, /rating path is full or standard \(blank: full\), not "fast"/],
      [JA, /評価の手順は full か standard です（「fast」ではなく）/],
    ] as const) {
      const error = failureOf(() => ratingFunction([[forking[0]]], undefined, undefined, 'fast', context));
      expect(error.code).toBe('invalidValue');
      expect(error.message).toMatch(words);
    }
  });

  it('reads [XYW] as XY-Wing on other kinds too (no X, Y and W), and refuses by name a code they lack', () => {
    const [fixture] = engineFixtures('windoku-9');
    const puzzle = [[formatVariantPuzzle(fixture.geometry, fixture.puzzle)]];
    // XY-Wing is written for every kind now: the list is taken, whatever grade the puzzle gets with it.
    const outcome = (list: string) => {
      try {
        return gradeFunction(puzzle, list, 'windoku', EN);
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    expect(outcome('BLCEM[XYW]')).not.toBe('invalidValue');
    const error = failureOf(() => gradeFunction(puzzle, 'BLCEM[ALS]', 'windoku', EN));
    expect(error.code).toBe('invalidValue');
    expect(error.message).toContain('[ALS]');
    expect(error.message).toContain('not available on windoku puzzles yet');
  });

  it("RATING rates other kinds as 9×9: by default the full set's path, 'standard' their own", () => {
    const fixture = engineFixtures('diagonal-9').find(
      (each) => analyzeVariant(each.geometry, each.puzzle, { ratingPath: 'chosen' }).assumptions > 0,
    )!;
    const cell = [[formatVariantPuzzle(fixture.geometry, fixture.puzzle)]];
    const full = analyzeVariant(fixture.geometry, fixture.puzzle, { techniqueSet: 'full' }).rating;
    const own = analyzeVariant(fixture.geometry, fixture.puzzle, { ratingPath: 'chosen' }).rating;
    expect(full).not.toBe(own);
    expect(ratingFunction(cell, undefined, 'diagonal', undefined, EN)).toBe(full);
    expect(ratingFunction(cell, undefined, 'diagonal', 'standard', EN)).toBe(own);
  });

  it('gives the grade in Japanese for a Japanese display', () => {
    expect(gradeFunction([[MIXED[0]]], undefined, undefined, JA)).not.toBe(
      gradeFunction([[MIXED[0]]], undefined, undefined, EN),
    );
  });

  it('answers #N/A when the named techniques cannot finish, naming the letter the next step needs', () => {
    const hard = [...MIXED]
      .reverse()
      .find((line) => /[VGQPU]/.test(techniquesFunction([[line]], undefined, undefined, EN)))!;
    const error = failureOf(() => gradeFunction([[hard]], 'BLCM', undefined, EN));
    expect(error.code).toBe('notAvailable');
    expect(error.message).toMatch(/next step needs [A-Z]/);
  });

  it('answers #N/A, never a hang, when the analysis reaches its budget', () => {
    const hardest = TOP.find((line) => techniquesFunction([[line]], undefined, undefined, EN).includes('A'))!;
    const error = failureOf(() =>
      levelFunction([[hardest]], undefined, undefined, { language: 'en', budgets: { assumptions: 1 } }),
    );
    expect(error.code).toBe('notAvailable');
    expect(error.message).toMatch(/budget/);
  });

  it('takes the full technique set by name: its chains finish without assumption what the model set needs A for', () => {
    const hardest = TOP.find((line) => techniquesFunction([[line]], 'model', undefined, EN).includes('A'))!;
    const letters = techniquesFunction([[hardest]], 'full', undefined, EN);
    expect(letters).toMatch(/\[[A-Z0-9]+\]/);
    expect(letters.replace(/\[[A-Z0-9]+\]/g, '')).not.toContain('A');
  });
});

describe('SUDOKU.HINT', () => {
  const line = MIXED[2];
  const solution = referenceSolution(line);

  it('names a wrong entry first, by its sheet address, with the solution digit', () => {
    const grid = rangeOf(line);
    const col = grid[0].findIndex((value) => value === null);
    const wrong = solution[col] === 9 ? 1 : solution[col] + 1;
    grid[0][col] = wrong;
    const text = hintFunction(rangeOf(line), grid, undefined, undefined, {
      language: 'en',
      puzzleAddress: 'Sheet1!B2:J10',
      gridAddress: 'Sheet1!L2:T10',
    });
    expect(text).toBe(`${String.fromCharCode(76 + col)}2 holds ${wrong}; it should be ${solution[col]}.`);
  });

  it('gives the next placement, whose value is the solution digit', () => {
    const text = hintFunction(rangeOf(line), undefined, 3, undefined, AT_B2);
    const [, row, col, value] = /^r(\d)c(\d)=(\d)/.exec(text)!.map(Number);
    expect(value).toBe(solution[(row - 1) * 9 + col - 1]);
    expect(text).toContain(`on the sheet ${String.fromCharCode(65 + col)}${row + 1}.`);
    expect(hintFunction([[line]], undefined, 1, undefined, EN)).not.toBe('');
  });

  it('speaks Japanese for a Japanese display, with the same value', () => {
    const text = hintFunction(rangeOf(line), undefined, 3, undefined, { ...JA, puzzleAddress: 'Sheet1!B2:J10' });
    const [, row, col, value] = /^r(\d)c(\d)=(\d)/.exec(text)!.map(Number);
    expect(value).toBe(solution[(row - 1) * 9 + col - 1]);
    expect(text).toContain(`シートでは ${String.fromCharCode(65 + col)}${row + 1}`);
    expect(hintFunction(rangeOf(line), undefined, 1, undefined, JA)).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('says when the grid is complete and correct', () => {
    const grid = Array.from({ length: 9 }, (_, row) => solution.slice(row * 9, row * 9 + 9));
    expect(hintFunction(rangeOf(line), grid, 1, undefined, EN)).toMatch(/complete and correct/);
  });

  it('refuses a grid of another shape', () => {
    expect(failureOf(() => hintFunction(rangeOf(line), [[line]], 1, undefined, EN)).code).toBe('invalidValue');
  });
});

/** The kind argument that rebuilds a fixture's geometry: kind, box or grids, then its maps. */
function kindText(geometry: Geometry, givens: ArrayLike<number>): string {
  const maps =
    geometry.kind === 'jigsaw' || geometry.kind === 'colour'
      ? formatVariantPuzzle(geometry, givens, false).split(' ').slice(1)
      : [];
  const grids = geometry.grids.length > 0 ? geometry.grids.map((grid) => `${grid.row},${grid.col}`).join(';') : '';
  const box =
    geometry.box && geometry.grids.length === 0 && geometry.kind !== 'windoku'
      ? `${geometry.box.rows}x${geometry.box.cols}`
      : '';
  return [geometry.kind, box, grids, ...maps].filter((word) => word !== '').join(' ');
}

/** The fixture laid out as a range: numbers by square, '' where no grid covers or the cell is blank. */
function variantRange(geometry: Geometry, values: ArrayLike<number>): unknown[][] {
  return Array.from({ length: geometry.rows }, (_, row) =>
    Array.from({ length: geometry.cols }, (_, col) => {
      const cell = geometry.cellAt[row * geometry.cols + col];
      return cell < 0 || values[cell] === 0 ? '' : values[cell];
    }),
  );
}

describe('every kind through the kind argument', () => {
  it.each(engineFixtureSets().map((set) => [set]))(
    '%s: SOLVE gives the fixture solution, COUNT 1, GIVENS its givens',
    (set) => {
      const { geometry, puzzle, solution } = engineFixtures(set)[0];
      expect(isVariantSolution(geometry, solution)).toBe(true);
      const kind = kindText(geometry, puzzle);
      const range = variantRange(geometry, puzzle);
      expect(solveFunction(range, kind, EN)).toEqual(variantRange(geometry, solution));
      expect(countFunction(range, kind, EN)).toBe(1);
      expect(givensFunction(range, kind, EN)).toBe(puzzle.filter((value) => value !== 0).length);
      // The plain reference search is quick enough for the small kinds (a jigsaw takes it minutes).
      if (geometry.size <= 9 && geometry.kind !== 'jigsaw') expect(referenceSolve(geometry, puzzle).count).toBe(1);
    },
  );

  it('grades a diagonal puzzle given in one cell of text, and hints its placement with the solution digit', () => {
    const { geometry, puzzle, solution } = engineFixtures('diagonal-9')[0];
    const text = formatVariantPuzzle(geometry, puzzle);
    expect(solveFunction([[text]], 'diagonal', EN)).toEqual([[formatVariantPuzzle(geometry, solution)]]);
    const letters = techniquesFunction([[text]], undefined, 'diagonal', EN);
    expect(letters).toMatch(/^[BLCEMVGQPUTRSHWYXKDA]+$/);
    expect(levelFunction([[text]], undefined, 'diagonal', EN)).toBeGreaterThanOrEqual(1);
    const hint = hintFunction(variantRange(geometry, puzzle), undefined, 3, 'diagonal', EN);
    const [, row, col, value] = /^\((\d+),(\d+)\) is (\d+)/.exec(hint)!.map(Number);
    expect(value).toBe(solution[geometry.cellAt[(row - 1) * geometry.cols + col - 1]]);
  });

  it.each([
    ['a jigsaw', 'jigsaw-9-generated', /(行|列|領域) \d+/],
    ['a samurai', 'combined-samurai', /盤 \d+ の (行|列|ブロック) \d+/],
    ['a 16×16 (diagonal)', 'diagonal-16', /(行|列|ブロック|対角線) \d+/],
  ])(
    'HINT speaks Japanese on %s at every detail: units named in Japanese, the cell and the solution digit',
    (_name, set, unitWords) => {
      const { geometry, puzzle, solution } = engineFixtures(set)[0];
      const range = variantRange(geometry, puzzle);
      const kind = kindText(geometry, puzzle);
      const [where, cell, value] = [1, 2, 3].map((detail) => hintFunction(range, undefined, detail, kind, JA));
      for (const text of [where, cell]) {
        expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
        expect(text).not.toMatch(/\b(row|column|box|grid|region|diagonal|extra|window|Look|cell|then)\b/);
      }
      expect(cell).toMatch(unitWords);
      const [, row, col, digit] = /^r(\d+)c(\d+)=(\d+)/.exec(value)!.map(Number);
      expect(digit).toBe(solution[geometry.cellAt[(row - 1) * geometry.cols + col - 1]]);
      expect(cell).toContain(`セルは r${row}c${col}`);
    },
  );

  it('reads a 6×6 range without a kind as the 6×6 standard puzzle, and names its bad cell', () => {
    const { geometry, puzzle, solution } = engineFixtures('size-6')[0];
    const range = variantRange(geometry, puzzle);
    expect(solveFunction(range, undefined, EN)).toEqual(variantRange(geometry, solution));
    range[2][3] = 7;
    const error = failureOf(() =>
      solveFunction(range, undefined, { language: 'en', puzzleAddress: "'My sheet'!C3:H8" }),
    );
    expect(error.message).toMatch(/^F5 holds 7/);
  });

  it('answers #N/A, never a hang, when the solution search runs past its branch budget', () => {
    const { geometry } = engineFixtures('size-25')[0];
    const empty = variantRange(geometry, new Array(geometry.cellCount).fill(0));
    empty[0][0] = 1;
    const tight: CallContext = { language: 'en', budgets: { branches: 0 } };
    for (const work of [
      () => countFunction(empty, undefined, tight),
      () => solveFunction(empty, undefined, tight),
      () => gradeFunction(empty, undefined, undefined, tight),
      () => hintFunction(empty, undefined, 1, undefined, tight),
    ]) {
      const error = failureOf(work);
      expect(error.code).toBe('notAvailable');
      expect(error.message).toMatch(/budget/);
    }
  });
});
