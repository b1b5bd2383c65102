/**
 * test/fixtures/positions/mixed1000-positions.txt read by the test's own arithmetic (issue 37):
 * each position's cells as a person reads them (a filled cell its digit, an empty one its
 * candidate digits), and its truth from the reference solver. Nothing here calls the product's reader.
 */

import { readDataText } from './corpus';
import { solveReference } from './solver-reference';

export const POSITIONS_FILE = 'positions/mixed1000-positions.txt';

/** Whether two cells of the 9×9 see each other (row, column or box). */
export function sees(a: number, b: number): boolean {
  const [ra, ca, rb, cb] = [Math.floor(a / 9), a % 9, Math.floor(b / 9), b % 9];
  return (
    a !== b &&
    (ra === rb || ca === cb || (Math.floor(ra / 3) === Math.floor(rb / 3) && Math.floor(ca / 3) === Math.floor(cb / 3)))
  );
}

export interface FixturePosition {
  /** The file's line where the position starts (a grid: its title). */
  line: number;
  /** Per cell: a filled cell's digit, an empty cell's candidates, as digits in order. */
  cells: string[];
  /** The filled cells' digits, 0 when empty. */
  digits: number[];
  /** The reference solver's solution of the filled cells. */
  solution: number[];
}

/** The library form `<cells>:<drc …>`: candidates are the digits no filled peer holds, minus those deleted. */
function libraryCells(text: string): { cells: string[]; digits: number[] } {
  const [givens, deleted] = text.split(':');
  const marks = givens.match(/\+?[1-9]|\./g) ?? [];
  const digits = marks.map((mark) => Number(mark.replace('+', '')) || 0);
  const struck = new Set(deleted.trim().split(/\s+/));
  const cells = digits.map((digit, cell) => {
    if (digit) return String(digit);
    let marksLeft = '';
    for (let d = 1; d <= 9; d++) {
      const held = digits.some((other, peer) => other === d && sees(cell, peer));
      if (!held && !struck.has(`${d}${Math.floor(cell / 9) + 1}${(cell % 9) + 1}`)) marksLeft += d;
    }
    return marksLeft;
  });
  return { cells, digits };
}

/** A grid's 81 tokens; a one-digit token is a filled cell unless a peer still has that digit as a candidate. */
function gridCells(tokens: string[]): { cells: string[]; digits: number[] } {
  const digits = tokens.map((token, cell) =>
    token.length === 1 && !tokens.some((other, peer) => other.length > 1 && other.includes(token) && sees(cell, peer))
      ? Number(token)
      : 0,
  );
  return { cells: tokens, digits };
}

function withSolution(line: number, { cells, digits }: { cells: string[]; digits: number[] }): FixturePosition {
  return { line, cells, digits, solution: Array.from(solveReference(digits).solutions[0]) };
}

/** The fixture's three readable positions (lines 4, 6 and 8) and the one whose marks strike a solution digit (line 23). */
export function fixturePositions(): {
  library: FixturePosition;
  oneLine: FixturePosition;
  grid: FixturePosition;
  strikes: FixturePosition;
} {
  const lines = readDataText(POSITIONS_FILE).split('\n');
  const gridTokens = lines
    .slice(8, 21)
    .filter((text) => !/--/.test(text))
    .flatMap((text) => text.split(/[\s|]+/).filter(Boolean));
  return {
    library: withSolution(4, libraryCells(lines[3])),
    oneLine: withSolution(6, gridCells(lines[5].split(/\s+/).filter(Boolean))),
    grid: withSolution(8, gridCells(gridTokens)),
    strikes: withSolution(23, libraryCells(lines[22])),
  };
}

export function positionFixtureText(): string {
  return readDataText(POSITIONS_FILE);
}
