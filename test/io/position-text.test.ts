import fc from 'fast-check';
import {
  candidateGridText,
  libraryText,
  readCandidateGrid,
  readLibraryPosition,
  readPosition,
  type PencilPosition,
} from '../../src/io/position-text';
import { readPuzzleLines } from '../helpers/corpus';
import { errorOf } from '../helpers/puzzle-error';
import { solveReference } from '../helpers/solver-reference';

const PUZZLE = readPuzzleLines('rated/top95.txt')[0];
const SOLUTION = solveReference(Array.from(PUZZLE, (ch) => Number(ch) || 0)).solutions[0];

/** Test-side truth: the cells that see a cell, by row, column and box arithmetic. */
function sees(a: number, b: number): boolean {
  const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  return (
    a !== b &&
    (ra === rb || ca === cb || (Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3)))
  );
}

/** The candidates a person would pencil in: every digit no filled peer holds, minus the ones struck out. */
function pencilMarks(digits: number[], struck: Set<string>): string[] {
  return digits.map((digit, cell) => {
    if (digit) return String(digit);
    let marks = '';
    for (let d = 1; d <= 9; d++) {
      const heldByPeer = digits.some((other, peer) => other === d && sees(cell, peer));
      if (!heldByPeer && !struck.has(`${d}${Math.floor(cell / 9) + 1}${(cell % 9) + 1}`)) marks += d;
    }
    return marks;
  });
}

function marksOf(position: PencilPosition): string[] {
  return Array.from(position.digits, (digit, cell) => {
    if (digit) return String(digit);
    let marks = '';
    for (let d = 1; d <= 9; d++) if (position.candidates[cell] & (1 << (d - 1))) marks += d;
    return marks;
  });
}

/** A position part-way through PUZZLE's solve: some blanks filled from the solution, some wrong candidates struck. */
const partWay = fc
  .record({
    filled: fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
    strike: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 81, maxLength: 81 }),
  })
  .map(({ filled, strike }) => {
    const digits = Array.from(PUZZLE, (ch, cell) => Number(ch) || (filled[cell] ? SOLUTION[cell] : 0));
    const struck = new Set<string>();
    digits.forEach((digit, cell) => {
      const wrong = (SOLUTION[cell] + strike[cell]) % 9 || 9;
      if (!digit && wrong !== SOLUTION[cell]) struck.add(`${wrong}${Math.floor(cell / 9) + 1}${(cell % 9) + 1}`);
    });
    const placed = digits.map((digit, cell) => (digit && PUZZLE[cell] === '.' ? 1 : 0));
    return { digits, placed, struck };
  });

function libraryLine(digits: number[], placed: number[], struck: Iterable<string>): string {
  const cells = digits.map((digit, cell) => (digit ? (placed[cell] ? '+' : '') + digit : '.')).join('');
  return `${cells}:${[...struck].join(' ')}`;
}

describe('readLibraryPosition', () => {
  it('keeps givens, placed digits and every candidate not struck out or seen', () => {
    fc.assert(
      fc.property(partWay, ({ digits, placed, struck }) => {
        const position = readLibraryPosition(libraryLine(digits, placed, struck));
        expect(Array.from(position.digits)).toEqual(digits);
        expect(Array.from(position.placed)).toEqual(placed);
        expect(marksOf(position)).toEqual(pencilMarks(digits, struck));
      }),
      { numRuns: 40 },
    );
  });

  it('never loses the solution digit of an empty cell when only wrong candidates were struck', () => {
    fc.assert(
      fc.property(partWay, ({ digits, placed, struck }) => {
        const position = readLibraryPosition(libraryLine(digits, placed, struck));
        digits.forEach((digit, cell) => {
          if (!digit) expect(position.candidates[cell] & (1 << (SOLUTION[cell] - 1))).not.toBe(0);
        });
      }),
      { numRuns: 20 },
    );
  });

  it('writes back a line that reads as the same position', () => {
    fc.assert(
      fc.property(partWay, ({ digits, placed, struck }) => {
        const position = readLibraryPosition(libraryLine(digits, placed, struck));
        const again = readLibraryPosition(libraryText(position));
        expect(marksOf(again)).toEqual(marksOf(position));
        expect(Array.from(again.placed)).toEqual(placed);
      }),
      { numRuns: 20 },
    );
  });

  it('reads 0 as an empty cell and ignores what follows a second colon', () => {
    const dots = libraryLine(
      Array.from(PUZZLE, (ch) => Number(ch) || 0),
      new Array(81).fill(0),
      [],
    );
    const position = readPosition(`${dots.replace(/\./g, '0')}:extra:fields`);
    expect(marksOf(position)).toEqual(
      pencilMarks(
        Array.from(PUZZLE, (ch) => Number(ch) || 0),
        new Set(),
      ),
    );
  });

  it('names the problem of a short or mistyped line', () => {
    expect(errorOf(() => readLibraryPosition(`${PUZZLE.slice(1)}:`)).message).toMatch(/80 cells; a position has 81/);
    expect(errorOf(() => readLibraryPosition(`x${PUZZLE.slice(1)}:`)).message).toMatch(/"x", which is not a cell/);
    expect(errorOf(() => readLibraryPosition(`${PUZZLE}:12`)).message).toMatch(/"12" is not three digits/);
  });

  it('refuses a struck candidate in a filled cell, naming the cell', () => {
    const filled = PUZZLE.indexOf(PUZZLE.replace(/\./g, '')[0]);
    const triplet = `1${Math.floor(filled / 9) + 1}${(filled % 9) + 1}`;
    const error = errorOf(() => readLibraryPosition(`${PUZZLE}:${triplet}`));
    expect(error.cells).toEqual([[Math.floor(filled / 9) + 1, (filled % 9) + 1]]);
  });

  it('refuses an empty cell left with no candidate, naming it', () => {
    const blank = PUZZLE.indexOf('.');
    const row = Math.floor(blank / 9) + 1;
    const column = (blank % 9) + 1;
    const all = Array.from({ length: 9 }, (_, d) => `${d + 1}${row}${column}`).join(' ');
    const error = errorOf(() => readLibraryPosition(`${PUZZLE}:${all}`));
    expect(error.cells).toEqual([[row, column]]);
    expect(error.message).toMatch(/no candidate left/);
  });

  it('refuses two equal digits that see each other as a conflict naming both', () => {
    const blank = PUZZLE.indexOf('.');
    const rowStart = blank - (blank % 9);
    const twin = [...PUZZLE.slice(rowStart, rowStart + 9)].find((ch) => ch !== '.')!;
    const error = errorOf(() => readLibraryPosition(`${PUZZLE.slice(0, blank)}${twin}${PUZZLE.slice(blank + 1)}:`));
    expect(error.kind).toBe('conflict');
    expect(error.cells).toContainEqual([Math.floor(blank / 9) + 1, (blank % 9) + 1]);
  });
});

describe('readCandidateGrid', () => {
  /** HoDoKu's pencil-mark print: a frame, boxes set off by "|", cells padded to the column's width. */
  function framed(marks: string[]): string {
    const widths = Array.from({ length: 9 }, (_, c) =>
      Math.max(...Array.from({ length: 9 }, (_, r) => marks[r * 9 + c].length)),
    );
    const rule =
      '.' +
      [0, 1, 2].map((b) => '-'.repeat(widths.slice(3 * b, 3 * b + 3).reduce((a, w) => a + w + 2, 1))).join('.') +
      '.';
    const rows = Array.from(
      { length: 9 },
      (_, r) =>
        '| ' +
        [0, 1, 2]
          .map((b) => [0, 1, 2].map((i) => marks[r * 9 + 3 * b + i].padEnd(widths[3 * b + i])).join('  '))
          .join(' | ') +
        ' |',
    );
    return [
      rule,
      ...rows.slice(0, 3),
      rule.replace(/\./g, ':'),
      ...rows.slice(3, 6),
      rule.replace(/\./g, ':'),
      ...rows.slice(6),
      rule.replace(/\./g, "'"),
    ].join('\n');
  }

  it('reads the framed print, comma- and space-separated cells alike', () => {
    fc.assert(
      fc.property(partWay, ({ digits, struck }) => {
        const marks = pencilMarks(digits, struck);
        for (const text of [framed(marks), marks.join(','), marks.join(' '), marks.join('|')]) {
          const position = readCandidateGrid(text);
          expect(marksOf(position)).toEqual(marks);
          digits.forEach((digit, cell) => {
            if (!digit)
              expect(position.digits[cell]).toBe(
                marks[cell].length === 1 &&
                  !marks.some((m, peer) => m.length > 1 && m.includes(marks[cell]) && sees(cell, peer))
                  ? Number(marks[cell])
                  : 0,
              );
          });
        }
      }),
      { numRuns: 20 },
    );
  });

  it('keeps a one-digit cell empty while a peer still pencils that digit', () => {
    const digits = Array.from(PUZZLE, (ch) => Number(ch) || 0);
    const marks = pencilMarks(digits, new Set());
    const blank = marks.findIndex((m) => m.length > 1);
    const keep = SOLUTION[blank];
    marks[blank] = String(keep);
    const position = readCandidateGrid(marks.join(' '));
    const peerKeeps = marks.some((m, peer) => m.length > 1 && m.includes(String(keep)) && sees(blank, peer));
    expect(position.digits[blank]).toBe(peerKeeps ? 0 : keep);
    expect(position.candidates[blank]).toBe(peerKeeps ? 1 << (keep - 1) : 0);
  });

  it('writes a grid it reads back to the same candidates', () => {
    fc.assert(
      fc.property(partWay, ({ digits, placed, struck }) => {
        const position = readLibraryPosition(libraryLine(digits, placed, struck));
        expect(marksOf(readCandidateGrid(candidateGridText(position)))).toEqual(marksOf(position));
      }),
      { numRuns: 20 },
    );
  });

  it('names the cell that is not candidate digits', () => {
    const marks = pencilMarks(
      Array.from(PUZZLE, (ch) => Number(ch) || 0),
      new Set(),
    );
    const error = errorOf(() => readCandidateGrid([...marks.slice(0, 10), '1x', ...marks.slice(11)].join(' ')));
    expect(error.cells).toEqual([[2, 2]]);
    expect(
      errorOf(() => readCandidateGrid([...marks.slice(0, 10), '155', ...marks.slice(11)].join(' '))).message,
    ).toMatch(/names 5 twice/);
    expect(errorOf(() => readCandidateGrid(marks.slice(1).join(' '))).message).toMatch(/80 cells; a position has 81/);
  });

  it('answers a value that is not text with its own error', () => {
    expect(errorOf(() => readPosition(42 as unknown as string)).kind).toBe('bad-input');
  });
});
