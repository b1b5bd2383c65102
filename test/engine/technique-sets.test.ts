import * as fs from 'fs';
import * as path from 'path';
import { gunzipSync } from 'zlib';
import { analyzePuzzle } from '../../src/engine/analyser';
import { enabledLetters } from '../../src/engine/analysis-techniques';
import { MODEL_LETTERS, labelLetters, labelOf, lettersOfSet, readTechniqueList } from '../../src/engine/technique-codes';
import { TECHNIQUES, TECHNIQUE_LETTERS } from '../../src/engine/techniques/registry';
import { DATA_DIR, readPuzzleLines } from '../helpers/corpus';

/** The reference made with the code before technique sets existed (test/fixtures/model-set/README.md). */
function referenceLines(name: string): string[] {
  const file = path.join(DATA_DIR, 'model-set', `${name}.analyze.jsonl.gz`);
  return gunzipSync(fs.readFileSync(file)).toString('utf8').trim().split('\n');
}

function withoutTimings(result: ReturnType<typeof analyzePuzzle>): string {
  const copy = JSON.parse(JSON.stringify(result)) as { timeMs?: number; steps: { elapsedMs?: number }[] };
  delete copy.timeMs;
  for (const step of copy.steps) delete step.elapsedMs;
  return JSON.stringify(copy);
}

describe('technique sets', () => {
  it('the model set is the 19 letters of SPEC §3, and the full set adds only expert-tier codes of 2–4 capitals', () => {
    expect(MODEL_LETTERS.join('')).toBe('BLCMVGQPUTRSHWYXKDA');
    const added = lettersOfSet('full').filter((letter) => !MODEL_LETTERS.includes(letter));
    expect(added.length).toBeGreaterThan(0);
    for (const code of added) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]{1,3}$/);
      expect(TECHNIQUES[code].tier).toBe('expert');
      expect(TECHNIQUES[code].search).toBeDefined();
    }
  });

  it('labels read back into the same codes', () => {
    const codes = [...TECHNIQUE_LETTERS];
    expect(labelLetters(labelOf(codes))).toEqual(codes);
    expect(labelLetters('V[XYW]L')).toEqual(['V', 'XYW', 'L']);
    expect(readTechniqueList('blcm [xyw], [nope]Z')).toEqual({ letters: ['B', 'L', 'C', 'M', 'XYW'], unknown: ['NOPE', 'Z'] });
  });

  it('without --techniques the set decides what is enabled; with it, exactly the letters named', () => {
    expect([...enabledLetters()]).toEqual([...MODEL_LETTERS]);
    expect([...enabledLetters(undefined, 'full')]).toEqual([...TECHNIQUE_LETTERS]);
    expect([...enabledLetters('BL[XYW]', 'model')]).toEqual(['B', 'L', 'XYW']);
  });

  it.each(['top95', 'mixed1000'])('the model set gives byte for byte the output of the code before technique sets on %s', (name) => {
    const puzzles = readPuzzleLines(`rated/${name}.txt`);
    const reference = referenceLines(name);
    expect(puzzles).toHaveLength(reference.length);
    puzzles.forEach((puzzle, index) => {
      expect(withoutTimings(analyzePuzzle(puzzle, { index, id: String(index + 1) }))).toBe(reference[index]);
    });
  });
});
