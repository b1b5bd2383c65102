import { FunctionError } from '../../src/functions/function-errors';

/** The FunctionError `work` throws (failing when it returns). */
export function failureOf(work: () => unknown): FunctionError {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(FunctionError);
    return error as FunctionError;
  }
  throw new Error('expected a FunctionError');
}
