/** A puzzle of the input as the commands carry it, and its form for crossing to a worker thread. */

import { PuzzleError } from '../engine';
import type { ErrorInfo } from '../engine/analyser';
import type { PuzzleRecord } from '../io/record';

/** A puzzle of the input with a person's description of where it came from; `variant` when it is no standard 9×9. */
export interface InputPuzzle extends PuzzleRecord {
  /** "argument 2", "top95.txt line 7", "Problem500.txt line 41 (No.5)". */
  origin: string;
}

/** What a job needs of a puzzle, in a form that crosses to a worker thread (the error as data). */
export interface PortablePuzzle {
  index: number;
  id: string;
  origin: string;
  digits?: Uint8Array;
  /** A position's pencil marks, where its analysis starts. */
  candidates?: Uint16Array;
  error?: ErrorInfo;
  variant?: InputPuzzle['variant'];
}

/** The part of an input puzzle the solve and analyze jobs read. */
export type JobPuzzle = Pick<InputPuzzle, 'index' | 'id' | 'origin' | 'digits' | 'candidates' | 'error' | 'variant'>;

export function toPortable({ index, id, origin, digits, candidates, error, variant }: InputPuzzle): PortablePuzzle {
  return { index, id, origin, digits, candidates, error: error?.toJSON(), variant };
}

/** The technique choice for one puzzle: a position's own pencil marks, when it has them, are where it starts. */
export function choiceFor<T extends { candidates?: ArrayLike<number> }>(
  puzzle: Pick<JobPuzzle, 'candidates'>,
  choice: T,
): T {
  return puzzle.candidates ? { ...choice, candidates: puzzle.candidates } : choice;
}

export function fromPortable({ error, ...rest }: PortablePuzzle): JobPuzzle {
  return { ...rest, error: error && new PuzzleError(error.kind, error.message, error.cells, error.input) };
}
