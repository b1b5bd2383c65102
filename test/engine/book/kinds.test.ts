/**
 * Books of other kinds (issue 40, item 1): every puzzle checked unique by the test-side reference
 * solver, its givens on its pattern, its solution the reference's, and its grade re-checked by the
 * variant analyser; plans a kind cannot meet refused before any search, naming the section.
 */

import { makeBook, readBookPlan, type Book } from '../../../src/engine/book';
import { kindGeometry } from '../../../src/engine/book/book-kind';
import { analyzeVariant } from '../../../src/engine/analysis/variant-analyser';
import { PuzzleError } from '../../../src/engine/core/errors';
import type { Geometry } from '../../../src/engine/geometry';
import { referenceSolve, isVariantSolution, symbolValues as values } from '../../helpers/variant-reference';

// The region map of the jigsaw fixture (test/fixtures/variants/jigsaw-9-generated.txt, public domain).
const REGIONS = 'DAABBBBBBDAACBBBCCDDACCCCCCDEAAAAFFFDEEEEEEFFDEGHIIEIFDDGHIIIIFGGGHHHHIFGGGGHHHIF';

function checkBook(book: Book, geometry: Geometry, count: number): void {
  const puzzles = book.sections.flatMap((section) => section.puzzles);
  expect(puzzles).toHaveLength(count);
  expect(new Set(puzzles.map((puzzle) => puzzle.puzzle)).size).toBe(count);
  for (const made of puzzles) {
    const givens = values(made.puzzle);
    expect(givens).toHaveLength(geometry.cellCount);
    const reference = referenceSolve(geometry, givens);
    expect(reference.count).toBe(1);
    expect(reference.solution).toEqual(values(made.solution));
    expect(isVariantSolution(geometry, values(made.solution))).toBe(true);
    expect([...made.puzzle].map((char) => (char === '.' ? '.' : 'X')).join('')).toBe(made.pattern);
    const analysis = analyzeVariant(geometry, givens);
    expect(analysis.grade?.level).toBe(made.grade?.level);
  }
}

function plan(section: Record<string, unknown>) {
  return readBookPlan({ title: 'Kinds', sections: [{ count: 2, timeLimit: 5, ...section }] });
}

describe('a book of another kind', () => {
  it('makes unique diagonal puzzles on half-turn patterns at the grade', async () => {
    const kinds = plan({ kind: 'diagonal', grade: '1..3', patterns: { symmetry: 'rotate180', givens: '30..34' } });
    const book = (await makeBook(kinds, { seed: 7 })) as Book;
    checkBook(book, kindGeometry(kinds.sections[0].kind), 2);
    for (const made of book.sections[0].puzzles) {
      expect(made.pattern).toBe([...(made.pattern as string)].reverse().join(''));
      expect(made.givens).toBeGreaterThanOrEqual(30);
      expect(made.givens).toBeLessThanOrEqual(34);
    }
  });

  it('makes diagonal puzzles within a rating range, each rated as its analysis rates it', async () => {
    const kinds = plan({ kind: 'diagonal', rating: '..4', patterns: { symmetry: 'rotate180', givens: '30..34' } });
    expect(kinds.sections[0].rating).toEqual({ min: 0, max: 4 });
    const book = (await makeBook(kinds, { seed: 5 })) as Book;
    const geometry = kindGeometry(kinds.sections[0].kind);
    checkBook(book, geometry, 2);
    for (const made of book.sections[0].puzzles) {
      expect(made.note).toBeUndefined();
      expect(made.rating).toBe(analyzeVariant(geometry, values(made.puzzle)).rating);
      expect(made.rating).toBeLessThanOrEqual(4);
    }
  });

  it('makes unique jigsaw puzzles on its regions', async () => {
    const kinds = plan({ kind: 'jigsaw', regions: REGIONS, grade: '1..3', patterns: { givens: '30..32' } });
    checkBook((await makeBook(kinds, { seed: 8 })) as Book, kindGeometry(kinds.sections[0].kind), 2);
  });

  it('makes unique 12×12 puzzles with 3×4 boxes', async () => {
    const kinds = plan({
      kind: 'standard',
      size: 12,
      box: '3x4',
      count: 1,
      grade: '1..3',
      patterns: { symmetry: 'rotate180', givens: '80..90' },
    });
    checkBook((await makeBook(kinds, { seed: 9 })) as Book, kindGeometry(kinds.sections[0].kind), 1);
  });

  it('makes a unique samurai with the combined generator', async () => {
    const kinds = plan({ kind: 'samurai', count: 1, grade: '1..5' });
    const book = (await makeBook(kinds, { seed: 10 })) as Book;
    expect(book.sections[0].puzzles[0].kind).toBe('samurai');
    checkBook(book, kindGeometry(kinds.sections[0].kind), 1);
    // A bound against a hang, not a speed check: alone it takes about 1.3 s, beside a build up to 5 s.
  }, 60_000);

  it('is the same book from the same plan and seed', async () => {
    const kinds = plan({ kind: 'windoku', grade: '1..3', patterns: { givens: '30..32' } });
    const [a, b] = [await makeBook(kinds, { seed: 3 }), await makeBook(kinds, { seed: 3 })];
    const puzzles = (book: Book | null) => book?.sections[0].puzzles.map((made) => made.puzzle);
    expect(puzzles(a)).toEqual(puzzles(b));
  });
});

describe('a plan of another kind', () => {
  const refusal = (section: Record<string, unknown>) => {
    try {
      plan(section);
    } catch (error) {
      expect(error).toBeInstanceOf(PuzzleError);
      return (error as PuzzleError).message;
    }
    throw new Error('not refused');
  };
  const RANDOM = { givens: '30..32' };

  it('reads the kind keys', () => {
    expect(plan({ kind: 'standard', size: 16, grade: 'Easy', patterns: { givens: 120 } }).sections[0].kind).toEqual({
      kind: 'standard',
      size: 16,
    });
    expect(plan({ kind: '9x9', grade: 'Easy', patterns: RANDOM }).sections[0].kind).toBeUndefined();
    expect(
      plan({ kind: 'Color', colours: '.'.repeat(72) + 'a'.repeat(9), grade: 2, patterns: RANDOM }).sections[0].kind,
    ).toMatchObject({ kind: 'colour', size: 9 });
  });

  it('refuses before any search what the generator cannot do, naming the section and the key', () => {
    expect(refusal({ kind: 'hexagon', grade: 'Easy', patterns: RANDOM })).toMatch(/^section 1: unknown kind "hexagon"/);
    expect(refusal({ kind: 'jigsaw', grade: 'Easy', patterns: RANDOM })).toMatch(
      /^section 1: a jigsaw needs "regions"/,
    );
    expect(refusal({ kind: 'standard', size: 12, box: '5x3', grade: 'Easy', patterns: RANDOM })).toMatch(
      /^section 1: A 5x3 box/,
    );
    expect(refusal({ kind: 'samurai', grade: 'Easy', patterns: RANDOM })).toMatch(/^section 1: "patterns": the givens/);
    expect(refusal({ kind: 'samurai', size: 12, grade: 'Easy' })).toMatch(/^section 1: "size" is not for/);
    expect(refusal({ kind: 'diagonal', grade: 'Easy', patterns: { symmetry: 'rotate90', givens: 30 } })).toMatch(
      /^section 1: a diagonal 9×9 pattern is drawn with the symmetry rotate180 or none/,
    );
    expect(refusal({ kind: 'standard', size: 16, grade: 'Easy', patterns: { givens: 256 } })).toMatch(
      /^section 1: 256 givens: a puzzle has at most 255/,
    );
    expect(refusal({ size: 16, grade: 'Easy', patterns: RANDOM })).toMatch(/^section 1: "size" needs a "kind"/);
  });
});
