import * as fs from 'fs';
import * as path from 'path';
import { gunzipSync } from 'zlib';
import { analyzeAsGiven } from '../../src/engine/analysis/analyser';
import { TRIAL_ORDER, enabledLetters } from '../../src/engine/analysis/analysis-techniques';
import { labelLetters, labelOf, lettersOfSet, readTechniqueList } from '../../src/engine/techniques/technique-codes';
import { TECHNIQUES, TECHNIQUE_CODES, TECHNIQUE_LETTERS } from '../../src/engine/techniques/registry';
import { DATA_DIR, readPuzzleLines } from '../helpers/corpus';

/** The reference made with the code before technique sets existed (test/fixtures/model-set/README.md). */
function referenceLines(name: string): string[] {
  const file = path.join(DATA_DIR, 'model-set', `${name}.analyze.jsonl.gz`);
  return gunzipSync(fs.readFileSync(file)).toString('utf8').trim().split('\n');
}

/** Without timings, and without what issue 16 added after the reference was made: the rating and each A step's proof details. */
function withoutTimings(result: ReturnType<typeof analyzeAsGiven>): string {
  const copy = JSON.parse(JSON.stringify(result)) as {
    timeMs?: number;
    rating?: number;
    steps: { elapsedMs?: number; assumptions?: unknown }[];
  };
  delete copy.timeMs;
  delete copy.rating;
  for (const step of copy.steps) {
    delete step.elapsedMs;
    delete step.assumptions;
  }
  return JSON.stringify(copy);
}

describe('technique sets', () => {
  it('the model set is the 19 letters of SPEC §3, and the full set adds only expert-tier codes of 2–4 capitals', () => {
    expect(TECHNIQUE_LETTERS.join('')).toBe('BLCMVGQPUTRSHWYXKDA');
    expect(lettersOfSet('model')).toEqual(TECHNIQUE_LETTERS);
    const added = lettersOfSet('full').filter((letter) => !TECHNIQUE_LETTERS.includes(letter));
    expect(added.length).toBeGreaterThan(0);
    for (const code of added) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]{1,3}$/);
      expect(TECHNIQUES[code].tier).toBe('expert');
      expect(TECHNIQUES[code].search).toBeDefined();
    }
  });

  it('the full set tries its codes after every model search and before A, in the order of their registry entries', () => {
    const added = TRIAL_ORDER.filter((letter) => TECHNIQUES[letter].set === 'full');
    const firstAdded = TRIAL_ORDER.indexOf(added[0]);
    expect(TRIAL_ORDER.slice(firstAdded)).toEqual([...added, 'A']);
    expect(added).toEqual([...added].sort((a, b) => TECHNIQUES[a].order - TECHNIQUES[b].order));
  });

  it('labels read back into the same codes', () => {
    const codes = [...TECHNIQUE_CODES];
    expect(labelLetters(labelOf(codes))).toEqual(codes);
    expect(labelLetters('V[XYW]L')).toEqual(['V', 'XYW', 'L']);
    expect(readTechniqueList('blcm [xyw], [nope]Z')).toEqual({
      letters: ['B', 'L', 'C', 'M', 'XYW'],
      extraSingle: false,
      unknown: ['NOPE', 'Z'],
    });
    expect(readTechniqueList('BLCEM[XYW]')).toEqual({
      letters: ['B', 'L', 'C', 'M', 'XYW'],
      extraSingle: true,
      unknown: [],
    });
  });

  it('without --techniques the set decides what is enabled; with it, exactly the letters named', () => {
    expect([...enabledLetters()]).toEqual([...TECHNIQUE_LETTERS]);
    expect([...enabledLetters(undefined, 'full')]).toEqual([...TECHNIQUE_CODES]);
    expect([...enabledLetters('BL[XYW]', 'model')]).toEqual(['B', 'L', 'XYW']);
  });

  // The loop on the puzzle as given (analyzePuzzle runs the same loop on the canonical form, issue 16).
  it.each(['top95', 'mixed1000'])(
    'the model set gives byte for byte the output of the code before technique sets on %s',
    (name) => {
      const puzzles = readPuzzleLines(`rated/${name}.txt`);
      const reference = referenceLines(name);
      expect(puzzles).toHaveLength(reference.length);
      puzzles.forEach((puzzle, index) => {
        expect(withoutTimings(analyzeAsGiven(puzzle, { index, id: String(index + 1) }))).toBe(reference[index]);
      });
    },
  );
});
