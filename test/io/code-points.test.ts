/**
 * Text is read by code points (issue 41): an astral character is one cell, named as a bad symbol
 * at its own cell with every cell after it in place; a full-width space is named as what it is.
 */

import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import { parsePuzzleFile } from '../../src/io/parse';
import { readVariantText } from '../../src/io/variant-text';
import { errorOf } from '../helpers/puzzle-error';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

describe('code points', () => {
  it('blames an astral digit (U+1D7CF) at its one cell, the rest read in place', () => {
    const line = `\u{1D7CF}${PUZZLE.slice(1)}`;
    const error = errorOf(() => parsePuzzleText(line));
    expect(error.cells).toEqual([[1, 1]]);
    expect(error.message).toContain('row 1, column 1 holds "\u{1D7CF}".');
    // The same line with the astral digit in the middle: one cell blamed, not two.
    const middle = `${PUZZLE.slice(0, 40)}\u{1D7CF}${PUZZLE.slice(41)}`;
    expect(errorOf(() => parsePuzzleText(middle)).cells).toEqual([[5, 5]]);
  });

  it('reads a file line with an astral character as 81 cells, its tail after the 81st code point', () => {
    const [record] = parsePuzzleFile(`\u{1D7CF}${PUZZLE.slice(1)} # note\n`);
    expect(record.error?.cells).toEqual([[1, 1]]);
    expect(record.warning).toBeUndefined();
  });

  it('names a full-width space (U+3000) at its cell, on the 9×9 path and the variant path', () => {
    const line = `${PUZZLE.slice(0, 15)}\u3000${PUZZLE.slice(16)}`;
    const error = errorOf(() => parsePuzzleText(line));
    expect(error.cells).toEqual([[2, 7]]);
    expect(error.message).toMatch(/row 2, column 7 holds a full-width space \(U\+3000\)/);
    const sixteen = `${'.'.repeat(20)}\u3000${'.'.repeat(235)}`;
    const entry = readVariantText(sixteen).entries[0];
    expect(entry.error?.message).toMatch(/full-width space \(U\+3000\) at \(2,5\)/);
  });
});
