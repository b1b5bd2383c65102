/**
 * A copy of a board on which a search starts from nothing: whatever searches keep between calls
 * (the shared position tables, per-position results, records of what gave nothing) is kept per
 * layout object, so each letter gets two layout objects of the standard geometry, taken in turn.
 * A search's next call is then on the other layout (its records start over), and a call of another
 * letter is on a layout of its own (the tables and results are rebuilt).
 */

import { Board } from '../../src/engine/board/board';
import { createLayout, standardRegions, type Layout } from '../../src/engine/board/layout';

const layoutsByLetter = new Map<string, { layouts: [Layout, Layout]; turn: number }>();

export function boardFromScratch(letter: string, board: Board): Board {
  let entry = layoutsByLetter.get(letter);
  if (!entry) {
    entry = {
      layouts: [
        createLayout(`standard, ${letter} 1`, standardRegions()),
        createLayout(`standard, ${letter} 2`, standardRegions()),
      ],
      turn: 0,
    };
    layoutsByLetter.set(letter, entry);
  }
  entry.turn ^= 1;
  const copy = new Board(entry.layouts[entry.turn]);
  copy.copyFrom(board);
  return copy;
}
