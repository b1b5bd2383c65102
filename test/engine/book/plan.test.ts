import { PuzzleError } from '../../../src/engine/core/errors';
import { patternSize } from '../../../src/engine/generator/pattern';
import { readBookPlan, sectionOrder } from '../../../src/engine/book/plan';
import { randomPattern, symmetryOrbits } from '../../../src/engine/book/random-pattern';
import { createRandom } from '../../../src/engine/core/random';
import { SYMMETRIES, hasSymmetry } from '../../../src/engine/board/symmetry';

const RANDOM = { symmetry: 'rotate180', givens: '24..30' };

describe('a book plan', () => {
  it("reads the issue's plan with its defaults: A4, 10 s a puzzle, the target's words as the section name", () => {
    const plan = readBookPlan({
      title: 'Book 1',
      sections: [
        { count: 6, grade: 'Beginner', patterns: RANDOM },
        { count: 6, grade: 'Very Easy', patterns: { file: 'patterns.txt' } },
      ],
    });
    expect(plan).toEqual({
      title: 'Book 1',
      paper: 'A4',
      sections: [
        {
          name: 'Beginner',
          count: 6,
          target: { min: 1, max: 1 },
          rating: undefined,
          patterns: { kind: 'random', symmetry: 'rotate180', givens: { min: 24, max: 30 } },
          timeLimitMs: 10_000,
        },
        {
          name: 'Very Easy',
          count: 6,
          target: { min: 2, max: 2 },
          rating: undefined,
          patterns: { kind: 'file', file: 'patterns.txt' },
          timeLimitMs: 10_000,
        },
      ],
    });
  });

  it('takes a rating alone as any grade, a time limit per plan or per section, and the sample', () => {
    const plan = readBookPlan({
      paper: 'letter',
      timeLimit: 2,
      sections: [
        { count: 1, rating: '2.5..3.5', patterns: { sample: 'Pattern500' }, timeLimit: 0.5, name: 'Mittel' },
        { count: 1, grade: 'Easy', patterns: { givens: 30 } },
      ],
    });
    expect(plan.paper).toBe('Letter');
    expect(plan.sections[0]).toMatchObject({
      name: 'Mittel',
      target: { min: 1, max: 8 },
      rating: { min: 2.5, max: 3.5 },
      timeLimitMs: 500,
      patterns: { kind: 'sample', sample: 'Pattern500' },
    });
    expect(plan.sections[1]).toMatchObject({
      timeLimitMs: 2000,
      patterns: { kind: 'random', symmetry: undefined, givens: { min: 30, max: 30 } },
    });
  });

  it('orders the sections from the easiest target to the hardest, ties as written', () => {
    const plan = readBookPlan({
      sections: ['Hard', 'Beginner', 'Easy..Comfort', 'Easy', 'Beginner'].map((grade) => ({
        count: 1,
        grade,
        patterns: RANDOM,
      })),
    });
    expect(sectionOrder(plan)).toEqual([1, 4, 3, 2, 0]);
  });

  it('refuses what it cannot meet as bad input naming the section', () => {
    const refusal = (data: unknown) => {
      try {
        readBookPlan(data);
      } catch (error) {
        expect(error).toBeInstanceOf(PuzzleError);
        return (error as PuzzleError).message;
      }
      throw new Error('not refused');
    };
    expect(refusal([])).toMatch(/^the plan: a plan is a JSON object/);
    expect(refusal({ sections: [] })).toMatch(/^the plan: "sections" is a list/);
    expect(refusal({ sections: [{ count: 1, patterns: RANDOM }] })).toMatch(/^section 1: give a "grade"/);
    expect(refusal({ sections: [{ count: 1, grade: 'Easy', patterns: { givens: '30..20' } }] })).toMatch(
      /^section 1: the givens range 30\.\.20 is empty/,
    );
    expect(refusal({ sections: [{ count: 1, grade: 'Easy', patterns: { givens: 81 } }] })).toMatch(
      /^section 1: 81 givens: a puzzle has at most 80/,
    );
    expect(refusal({ sections: [{ count: 1, grade: 'Easy', patterns: RANDOM, timeLimit: -1 }] })).toMatch(
      /^section 1: "timeLimit" is seconds/,
    );
    expect(
      refusal({
        sections: [
          { count: 600, grade: 'Easy', patterns: RANDOM },
          { count: 600, grade: 'Easy', patterns: RANDOM },
        ],
      }),
    ).toMatch(/^the plan: 1200 puzzles in all; a book holds at most 1000/);
  });
});

describe('random patterns', () => {
  it('splits the grid into the orbits of each symmetry', () => {
    for (const symmetry of SYMMETRIES) {
      const cells = symmetryOrbits(symmetry)
        .flat()
        .sort((a, b) => a - b);
      expect(cells).toEqual(Array.from({ length: 81 }, (_, cell) => cell));
    }
    expect(
      symmetryOrbits('rotate180')
        .map((orbit) => orbit.length)
        .sort(),
    ).toEqual([1, ...Array(40).fill(2)]);
  });

  it('draws patterns with the symmetry and a count of givens in the range', () => {
    const random = createRandom(5);
    for (const symmetry of SYMMETRIES) {
      for (let draw = 0; draw < 10; draw++) {
        const pattern = randomPattern(random, symmetry, 22, 28)!;
        expect(hasSymmetry(pattern, symmetry)).toBe(true);
        expect(patternSize(pattern)).toBeGreaterThanOrEqual(22);
        expect(patternSize(pattern)).toBeLessThanOrEqual(28);
      }
    }
  });
});
