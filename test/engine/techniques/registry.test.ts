/**
 * The technique registry against the specification itself: the letters and tiers of SPEC §3's
 * table and §4's grade table, and §3's order of trial, are read from SPEC.md (its §3–§4, committed under test/fixtures/spec), not restated here.
 */

import * as fs from 'fs';
import * as path from 'path';
import { FINDERS, TRIAL_ORDER } from '../../../src/engine/analysis/analysis-techniques';
import { TECHNIQUES } from '../../../src/engine/techniques/registry';
import { type TechniqueLetter } from '../../../src/engine/analysis/types';
import { TECHNIQUE_LETTERS } from '../../../src/engine/techniques/registry';
import { DATA_DIR as FIXTURES_DIR } from '../../helpers/corpus';

// SPEC §3 and §4 as committed by scripts/make-fixtures.ts (the repository stands alone).
const SPEC = fs.readFileSync(path.join(FIXTURES_DIR, 'spec', 'techniques-and-grades.md'), 'utf8');

function section(number: number): string {
  const start = SPEC.indexOf(`\n## ${number}. `);
  const end = SPEC.indexOf('\n## ', start + 1);
  expect(start).toBeGreaterThan(0);
  return SPEC.slice(start, end < 0 ? undefined : end);
}

/** SPEC §3's technique table: each row's letter and its last column, the tier. */
function specTable(): { letter: string; tier: string }[] {
  return section(3)
    .split('\n')
    .map((line) => /^\| ([A-Z]) \|.*\| (\w+) \|$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, letter, tier]) => ({ letter, tier }));
}

/** The letters SPEC §4's grade table adds at each level ("| 4 Pleasant | + intermediate: V, G, Q, P, U |"). */
function lettersAddedAtLevel(level: number): string[] {
  const row = section(4)
    .split('\n')
    .find((line) => line.startsWith(`| ${level} `));
  expect(row).toBeDefined();
  const needs = row!.split('|')[2].replace(/\(.*\)/, '');
  return needs.match(/\b[A-Z]\b/g) ?? [];
}

function lettersIn(list: string): string[] {
  return list.split(',').map((letter) => letter.trim());
}

/** SPEC §3 "Order of trial": the basic searches, then the intermediate and the advanced ones, in its words. */
function specTrialOrder(): string[] {
  const text = section(3).replace(/\s+/g, ' ');
  const basic = /the basic searches \(([A-Z, ]+)\) until none applies/.exec(text);
  const intermediate = /first intermediate technique that changes something, in the order ([A-Z, ]+), and back/.exec(
    text,
  );
  const advanced = /then the advanced ones in the order ([A-Z, ]+);/.exec(text);
  expect([basic, intermediate, advanced]).not.toContain(null);
  return [...lettersIn(basic![1]), ...lettersIn(intermediate![1]), ...lettersIn(advanced![1]), 'A'];
}

const JAPANESE_SCRIPT = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('technique registry', () => {
  it("holds every letter of SPEC §3's table exactly once, in its order, with its tier", () => {
    const table = specTable();
    expect(table).toHaveLength(19);
    expect(new Set(TECHNIQUE_LETTERS).size).toBe(TECHNIQUE_LETTERS.length);
    expect(TECHNIQUE_LETTERS).toEqual(table.map(({ letter }) => letter));
    for (const { letter, tier } of table)
      expect([letter, TECHNIQUES[letter as TechniqueLetter].tier]).toEqual([letter, tier]);
  });

  it('gives each letter the tier and grade level of the SPEC §4 row that first needs it', () => {
    const firstLevel = new Map<string, number>();
    for (let level = 8; level >= 1; level--)
      for (const letter of lettersAddedAtLevel(level)) firstLevel.set(letter, level);
    expect([...firstLevel.keys()].sort()).toEqual([...TECHNIQUE_LETTERS].sort());
    const tierAt = (level: number) =>
      level <= 3 ? 'basic' : level === 4 ? 'intermediate' : level === 5 ? 'advanced' : 'super';
    for (const [letter, level] of firstLevel) {
      const { tier, level: registered } = TECHNIQUES[letter as TechniqueLetter];
      expect([letter, tier, registered]).toEqual([letter, tierAt(level), level]);
    }
    expect(firstLevel.get('A')).toBe(6);
  });

  it('names every letter in English and in Japanese, no two letters alike', () => {
    for (const letter of TECHNIQUE_LETTERS) {
      const { english, japanese } = TECHNIQUES[letter];
      expect(english).toMatch(/^[\x20-\x7e]+$/);
      expect(japanese).toMatch(JAPANESE_SCRIPT);
    }
    const names = (language: 'english' | 'japanese') =>
      new Set(TECHNIQUE_LETTERS.map((letter) => TECHNIQUES[letter][language]));
    expect(names('english').size).toBe(TECHNIQUE_LETTERS.length);
    expect(names('japanese').size).toBe(TECHNIQUE_LETTERS.length);
    // SPEC §3 writes Hamada logic (浜田ロジック); A is the assumption (仮定).
    expect(TECHNIQUES.H.japanese).toBe('浜田ロジック');
    expect(TECHNIQUES.A.japanese).toMatch(/^仮定/);
  });

  it('gives every search its finder; S, K and D label a placement after a search, and A is the assumption', () => {
    for (const letter of TECHNIQUE_LETTERS) {
      const { search, direct } = TECHNIQUES[letter];
      if (letter === 'S' || letter === 'K' || letter === 'D') {
        expect([letter, search]).toEqual([letter, undefined]);
        expect(direct!.after.length).toBeGreaterThan(0);
        for (const after of direct!.after) expect(FINDERS[after as TechniqueLetter]).toBeDefined();
      } else if (letter === 'A') {
        expect([search, direct]).toEqual([undefined, undefined]);
      } else {
        expect([letter, search?.letter, direct]).toEqual([letter, letter, undefined]);
        expect(FINDERS[letter]).toBe(search!.find);
      }
    }
  });

  it("tries the searches in SPEC §3's order of trial, the assumption last", () => {
    // The full set's codes (technique-sets.test.ts) sit between the advanced tier and A.
    expect(TRIAL_ORDER.filter((letter) => TECHNIQUES[letter].set === 'model')).toEqual(specTrialOrder());
    const places = TECHNIQUE_LETTERS.map((letter) => `${TECHNIQUES[letter].tier} ${TECHNIQUES[letter].order}`);
    expect(new Set(places).size).toBe(places.length);
  });
});
