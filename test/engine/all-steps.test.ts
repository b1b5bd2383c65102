/**
 * Every instance of a technique (issue 37 item 2). The truths: HoDoKu's regression library (a
 * sample of its lines in test/fixtures/hodoku, GPL-3: the eliminations or placements HoDoKu
 * expects of each technique), the test-side reference solver (no instance removes a solution
 * digit or places another), and a Full House worked out by hand. And the contract of the families:
 * a finder's answer is its scan's first visit (for chains and ALS-XZ, which pick the shortest,
 * one of the visits).
 */

import * as fs from 'fs';
import * as path from 'path';
import { allSteps, positionBoard, type FoundStep } from '../../src/engine/analysis/all-steps';
import { Board } from '../../src/engine/board/board';
import { digitsFromCanonical } from '../../src/engine/board/grid';
import { hodokuCodesOf, techniquesByHodokuCode } from '../../src/engine/techniques/hodoku-codes';
import { TECHNIQUES, TECHNIQUE_CODES } from '../../src/engine/techniques/registry';
import type { Deduction } from '../../src/engine/techniques/technique';
import { readLibraryPosition } from '../../src/io/position-text';
import { solveReference } from '../helpers/solver-reference';

interface Case {
  line: string;
  code: string;
  digits: Uint8Array;
  candidates: Uint16Array;
  eliminations: string[];
  placements: string[];
}

const CASES: Case[] = fs
  .readFileSync(path.join(__dirname, '../fixtures/hodoku/reglib-sample.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.startsWith(':'))
  .map((line) => {
    const fields = line.split(':');
    const position = readLibraryPosition(`${fields[3]}:${fields[4]}`);
    const triplets = (text: string) => text.split(' ').filter(Boolean).sort();
    return {
      line,
      code: fields[1].split('-')[0],
      digits: Uint8Array.from(position.digits),
      candidates: Uint16Array.from(position.candidates),
      eliminations: triplets(fields[5]),
      placements: triplets(fields[6]),
    };
  });

const triplet = ([cell, digit]: [number, number]) => `${digit}${Math.floor(cell / 9) + 1}${(cell % 9) + 1}`;
const written = (list: [number, number][]) => list.map(triplet).sort();

describe('HoDoKu codes in the registry', () => {
  it('names a four-digit code for every search but Hamada logic, and none for the labels S, K, D and A', () => {
    for (const letter of TECHNIQUE_CODES) {
      const { hodoku, search } = TECHNIQUES[letter];
      if (search && letter !== 'H') expect([letter, hodoku]).toEqual([letter, expect.stringMatching(/^\d{4}$/)]);
      else expect([letter, hodoku]).toEqual([letter, null]);
    }
  });

  it('gives locked candidates types 1 and 2 to pointing and claiming, and Full House to every single', () => {
    expect(['V', 'X', 'W', 'Y'].map((letter) => TECHNIQUES[letter as 'V'].hodoku)).toEqual([
      '0100',
      '0100',
      '0101',
      '0101',
    ]);
    expect(techniquesByHodokuCode().get('0000')).toEqual(['B', 'L', 'C', 'M']);
    expect(hodokuCodesOf('FX')).toEqual(['0310', '0320']);
  });
});

describe('HoDoKu library sample', () => {
  it('holds one line at least for each family with every instance', () => {
    const codes = new Set(CASES.map((c) => c.code));
    for (const code of ['0000', '0002', '0003', '0100', '0101', '0400', '0401', '0402', '0403', '0800', '0801'])
      expect(codes).toContain(code);
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(CASES.map((c) => [c.code, c] as const))('%s: an instance makes exactly what HoDoKu expects', (_code, c) => {
    const letters = techniquesByHodokuCode().get(c.code) ?? [];
    const { steps } = allSteps(positionBoard(c.digits, c.candidates), letters);
    const matching = steps.filter(
      (step) =>
        step.hodoku === c.code &&
        written(step.eliminations).join(' ') === c.eliminations.join(' ') &&
        written(step.placements).join(' ') === c.placements.join(' '),
    );
    expect(matching.length).toBeGreaterThan(0);
  });

  it.each(CASES.map((c) => [c.code, c] as const))(
    '%s: no instance of the full set removes a solution digit or places another',
    (_code, c) => {
      const solved = solveReference(c.digits);
      expect(solved.count).toBe(1);
      const solution = solved.solutions[0];
      const { steps } = allSteps(positionBoard(c.digits, c.candidates), TECHNIQUE_CODES);
      expect(steps.length).toBeGreaterThan(0);
      const wrong = (step: FoundStep) => [
        ...step.eliminations.filter(([cell, digit]) => solution[cell] === digit),
        ...step.placements.filter(([cell, digit]) => solution[cell] !== digit),
      ];
      expect(steps.filter((step) => wrong(step).length > 0)).toEqual([]);
    },
  );
});

describe('a finder and its scan', () => {
  const SHORTEST_OF_ALL = new Set(['XC', 'XYC', 'AIC', 'ALS']);
  const GROUPED_CODES = ['0709', '0710', '0711'];

  it('find answers the first visit (chains and ALS-XZ: one of the visits) on every sample position', () => {
    let compared = 0;
    for (const c of CASES) {
      for (const letter of TECHNIQUE_CODES) {
        const search = TECHNIQUES[letter].search;
        if (!search?.forEach) continue;
        const visits: Deduction[] = [];
        search.forEach(positionBoard(c.digits, c.candidates), (deduction) => {
          visits.push(deduction);
          return false;
        });
        const found = search.find(positionBoard(c.digits, c.candidates));
        if (SHORTEST_OF_ALL.has(letter)) {
          if (found) expect(visits).toContainEqual(found);
          // The analysis's ALS-XZ looks at sets of four cells at most, the view at five: a set of five makes six cells or more.
          else if (letter === 'ALS') for (const visit of visits) expect(visit.patternCells.length).toBeGreaterThan(5);
          // Grouped chains and loops (0709–0711) are listed only, never tried by the analysis.
          else expect(visits.filter((visit) => !GROUPED_CODES.includes(visit.hodoku ?? ''))).toEqual([]);
        } else {
          expect([letter, found]).toEqual([letter, visits[0] ?? null]);
        }
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('stops the scan when the visit says so', () => {
    const c = CASES.find((each) => each.code === '0002')!;
    const board = positionBoard(c.digits, c.candidates);
    let visits = 0;
    TECHNIQUES.B.search!.forEach!(board, () => ++visits === 1);
    expect(visits).toBe(1);
  });
});

describe('singles worked out by hand', () => {
  // A solved grid (a Latin-square pattern with box shifts) with five cells emptied. r1c1 (1) is
  // row 1's last empty cell: a Full House. r5c5, r5c6, r6c5 and r6c6 are a square: each of their
  // units has two empty cells or more, and each is a naked single (r5c5: row 5 lacks 9 and 7,
  // column 5 lacks 9 and 1, so 9; r5c6: {9,7} and {7,4}, so 7; r6c5: {1,4} and {9,1}, so 1; r6c6: 4).
  const SOLVED = '123456789456789123789123456214365897365897214897214365531642978642978531978531642';
  const puzzle = digitsFromCanonical(SOLVED);
  for (const cell of [0, 40, 41, 49, 50]) puzzle[cell] = 0;
  const board = Board.fromDigits(puzzle);
  const { steps } = allSteps(board, ['M']);

  it('names the last empty cell of a unit a Full House and the others naked singles', () => {
    expect(steps.map((step) => [step.hodoku, written(step.placements)])).toEqual([
      ['0000', ['111']],
      ['0003', ['955']],
      ['0003', ['756']],
      ['0003', ['165']],
      ['0003', ['466']],
    ]);
  });
});
