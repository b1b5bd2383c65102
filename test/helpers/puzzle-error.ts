import { isPuzzleError, type PuzzleError } from '../../src/engine/core/errors';

/** Runs `read` and returns the PuzzleError it throws (failing the test if it does not). */
export function errorOf(read: () => unknown): PuzzleError {
  try {
    read();
  } catch (error) {
    if (isPuzzleError(error)) return error;
    throw error;
  }
  throw new Error('expected a PuzzleError');
}
