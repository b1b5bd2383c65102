/**
 * --position: a 9×9 position with pencil marks (issue 37) in place of a puzzle. Its digits become
 * the one puzzle read, its candidates the analysis's starting candidates.
 */

import { CommandError } from './command-error';
import { isPuzzleError } from '../engine';
import { readPosition, type PencilPosition } from '../io/position-text';
import type { ParsedArgs } from './parse-args';
import type { TechniqueChoice } from './technique-option';

export interface PositionChoice {
  /** The arguments with the position's digits as the one puzzle. */
  parsed: ParsedArgs;
  choice: Pick<TechniqueChoice, 'candidates'>;
  position: PencilPosition;
}

/** `others`: the options that give a puzzle besides --position (analyze: --file). */
export function positionChoice(parsed: ParsedArgs, others: readonly string[] = ['file']): PositionChoice | undefined {
  const text = parsed.value('position');
  if (text === undefined) return undefined;
  const other = others.find((name) => parsed.list(name).length > 0);
  if (parsed.positionals.length > 0 || other !== undefined)
    throw new CommandError(
      `--position is the one puzzle read; give no other puzzle${other ? ` or --${other}` : ''} with it.`,
      true,
    );
  const kind = parsed.value('kind');
  if (kind !== undefined && kind !== 'standard')
    throw new CommandError(`--position reads a standard 9×9 position; --kind ${kind} has no positions yet.`, true);
  const position = readOrExplain(text);
  const puzzle = Array.from(position.digits, (digit) => (digit === 0 ? '.' : String(digit))).join('');
  return {
    parsed: {
      positionals: [puzzle],
      flag: (name) => parsed.flag(name),
      value: (name) => parsed.value(name),
      list: (name) => parsed.list(name),
    },
    choice: { candidates: Array.from(position.candidates) },
    position,
  };
}

function readOrExplain(text: string): PencilPosition {
  try {
    return readPosition(text);
  } catch (error) {
    if (isPuzzleError(error)) throw new CommandError(`--position: ${error.message}`);
    throw error;
  }
}
