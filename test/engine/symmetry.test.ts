import {
  completeSymmetric,
  hasSymmetry,
  parseSymmetry,
  SYMMETRIES,
  symmetriesOf,
} from '../../src/engine/board/symmetry';

/** An 81-entry pattern from 9 rows of X and . */
const pattern = (rows: string[]) => Uint8Array.from(rows.join(''), (ch) => (ch === 'X' ? 1 : 0));
const show = (marks: ArrayLike<number>) =>
  Array.from({ length: 9 }, (_, row) =>
    Array.from({ length: 9 }, (_, col) => (marks[row * 9 + col] ? 'X' : '.')).join(''),
  );

const corner = pattern([
  'XX.......',
  'X........',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
]);

describe('symmetric patterns', () => {
  it('complete a drawn corner under each symmetry', () => {
    expect(show(completeSymmetric(corner, 'rotate180'))).toEqual([
      'XX.......',
      'X........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '........X',
      '.......XX',
    ]);
    expect(show(completeSymmetric(corner, 'rotate90'))).toEqual([
      'XX.....XX',
      'X.......X',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      'X.......X',
      'XX.....XX',
    ]);
    expect(show(completeSymmetric(corner, 'left-right'))).toEqual([
      'XX.....XX',
      'X.......X',
      ...Array(7).fill('.........'),
    ]);
    expect(show(completeSymmetric(corner, 'up-down'))).toEqual([
      'XX.......',
      'X........',
      ...Array(5).fill('.........'),
      'X........',
      'XX.......',
    ]);
    expect(show(completeSymmetric(corner, 'diagonal'))).toEqual(show(corner));
    expect(show(completeSymmetric(corner, 'anti-diagonal'))).toEqual([
      'XX.......',
      'X........',
      ...Array(5).fill('.........'),
      '........X',
      '.......XX',
    ]);
  });

  it('name the symmetries a pattern has, and a completed pattern has the one it was completed under', () => {
    expect(symmetriesOf(corner)).toEqual(['diagonal']);
    expect(symmetriesOf(completeSymmetric(corner, 'rotate90'))).toEqual([...SYMMETRIES]);
    expect(symmetriesOf(pattern(Array(9).fill('.........')))).toEqual([...SYMMETRIES]);
    const lopsided = pattern(['X........', '..X......', ...Array(7).fill('.........')]);
    expect(symmetriesOf(lopsided)).toEqual([]);
    for (const symmetry of SYMMETRIES) {
      const completed = completeSymmetric(lopsided, symmetry);
      expect(hasSymmetry(completed, symmetry)).toBe(true);
      lopsided.forEach((mark, cell) => mark && expect(completed[cell]).toBe(1));
    }
  });

  it('read symmetry names and refuse unknown ones', () => {
    expect(parseSymmetry('180')).toBe('rotate180');
    expect(parseSymmetry(' Diagonal ')).toBe('diagonal');
    expect(() => parseSymmetry('spiral')).toThrow(/unknown symmetry "spiral": use one of rotate180/);
  });
});
