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

/**
 * What made a puzzle unreadable, as data, so that a front end can say it in its own language
 * rather than translate the English message.
 */
export type InputProblem =
  /** What each of the error's cells holds, as text (a sheet's number as its digits). */
  | { problem: 'not-a-symbol'; found: string[] }
  /** The characters found, fewer than the 81 a puzzle line needs. */
  | { problem: 'too-short'; length: number }
  /** A sheet stored the puzzle as a number, so its leading blanks and digits are gone. */
  | { problem: 'stored-as-number' }
  /**
   * A book plan the plan reader refused: its section (1-based; absent for the plan as a whole),
   * why (a word such as 'too-few-givens') and the values its sentence names.
   */
  | { problem: 'plan'; section?: number; reason: string; values: Record<string, string | number> }
  /**
   * A kind's description (a region or colour map, a box shape, a windoku's size) that no grid
   * fits: why (a word such as 'map-unit') and the values its sentence names.
   */
  | { problem: 'geometry'; reason: string; values: Record<string, string | number> };

export class PuzzleError extends Error {
  override readonly name = 'PuzzleError';

  constructor(
    readonly kind: PuzzleErrorKind,
    message: string,
    readonly cells: CellPosition[] = [],
    readonly input?: InputProblem,
  ) {
    super(message);
  }

  toJSON(): { kind: PuzzleErrorKind; message: string; cells: CellPosition[]; input?: InputProblem } {
    return this.input
      ? { kind: this.kind, message: this.message, cells: this.cells, input: this.input }
      : { kind: this.kind, message: this.message, cells: this.cells };
  }
}

/**
 * A generator's "none found yet" on a pattern, for every kind: nothing found within the time
 * limit, nothing ruled out. `tried` says what the search did ("12 attempts").
 */
export function notFoundInTime(limitMs: number, tried: string): PuzzleError {
  return new PuzzleError(
    'not-found-in-time',
    `no puzzle with one solution was found on this pattern within ${limitMs} ms (${tried}); none is ruled out, so a longer time limit may find one`,
  );
}

export function isPuzzleError(value: unknown): value is PuzzleError {
  return value instanceof PuzzleError;
}
