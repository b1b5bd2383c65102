/**
 * The one error type the engine lets escape on user input. Every problem a person can cause
 * (a bad character, a conflict, an unsolvable or ambiguous puzzle) is a PuzzleError naming the
 * cells involved, so front ends can highlight them and the command line can report them as JSON.
 */

/**
 * 'not-found-in-time' is the generator's "none found yet" (more time may find one), as against
 * 'no-solution', which is only ever said with a proof.
 */
export type PuzzleErrorKind = 'bad-input' | 'conflict' | 'no-solution' | 'multiple-solutions' | 'not-found-in-time';

/** 1-based [row, column], as the command line's JSON and the model tool write cells. */
export type CellPosition = [number, number];

export class PuzzleError extends Error {
  override readonly name = 'PuzzleError';

  constructor(
    readonly kind: PuzzleErrorKind,
    message: string,
    readonly cells: CellPosition[] = [],
  ) {
    super(message);
  }

  toJSON(): { kind: PuzzleErrorKind; message: string; cells: CellPosition[] } {
    return { kind: this.kind, message: this.message, cells: this.cells };
  }
}

export function isPuzzleError(value: unknown): value is PuzzleError {
  return value instanceof PuzzleError;
}

/** Converts a 0-based cell index to the 1-based [row, column] pair used in messages and JSON. */
export function positionOf(cell: number): CellPosition {
  return [((cell / 9) | 0) + 1, (cell % 9) + 1];
}
