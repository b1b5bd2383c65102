/**
 * Checks on what a JavaScript caller hands the engine's entry points, so that a wrong type or
 * shape is a PuzzleError saying what was expected rather than a TypeError from deep inside.
 * Entry points check once; the loops behind them trust what was checked.
 *
 * This module imports only errors.ts, which imports nothing, so that layout.ts can check its own
 * entry points here.
 */

import { PuzzleError } from './errors';

/** layout.ts's CELL_COUNT, not imported: layout.ts checks its arguments here. */
const CELL_COUNT = 81;

/** A long text cut to what a message can show (by characters: an astral one is never split). */
export function clipped(text: string): string {
  const characters = Array.from(text);
  return characters.length > 24 ? `${characters.slice(0, 24).join('')}…` : text;
}

/** Characters that look like nothing, or like another, named in messages as what they are. */
const NAMED_CHARACTERS: Readonly<Record<number, string>> = {
  0x20: 'a space',
  0x09: 'a tab',
  0xa0: 'a no-break space',
  0x3000: 'a full-width space',
};

/** The name of a one-character text that cannot be shown as itself (a space or a control character), with its code point. */
export function namedCharacter(text: string): string | undefined {
  const characters = Array.from(text);
  if (characters.length !== 1) return undefined;
  const code = characters[0].codePointAt(0)!;
  const name =
    NAMED_CHARACTERS[code] ??
    (code < 0x20 || (code >= 0x7f && code <= 0x9f)
      ? 'a control character'
      : /\s/.test(characters[0])
        ? 'a space character'
        : undefined);
  return name && `${name} (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
}

/** A short, safe description of any value, for messages (never throws, even on odd objects). */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return namedCharacter(value) ?? JSON.stringify(clipped(value));
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return `${String(value)}n`;
    case 'undefined':
      return 'nothing';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      return value === null ? 'null' : Array.isArray(value) ? 'a list' : 'an object';
  }
}

function refuse(message: string): never {
  throw new PuzzleError('bad-input', message);
}

/** An array, typed array or string: something with cells to read by index. */
export function requireCellList(value: unknown, what: string, count = CELL_COUNT): asserts value is ArrayLike<number> {
  const hasLength =
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && typeof (value as { length?: unknown }).length === 'number');
  if (!hasLength) refuse(`${what} should be a list of ${count} cells, not ${describeValue(value)}.`);
}

/** A list of exactly `count` cells (a 9×9 puzzle's 81 by default). */
export function requireCells(value: unknown, what: string, count = CELL_COUNT): asserts value is ArrayLike<number> {
  requireCellList(value, what, count);
  if (value.length !== count) refuse(`${what} has ${value.length} cells, not ${count}.`);
}

/** `count` numbers, one a cell (whether each is a symbol is the rules' to say). */
export function requireNumbers(value: unknown, what: string, count: number): asserts value is ArrayLike<number> {
  requireCells(value, what, count);
  for (let cell = 0; cell < count; cell++)
    if (typeof value[cell] !== 'number')
      refuse(`${what} holds ${describeValue(value[cell])} in cell ${cell + 1}, not a number.`);
}

/** A 9×9 grid's 81 digits: whole numbers from 0 (blank) to 9. */
export function requireDigits(value: unknown, what: string): asserts value is ArrayLike<number> {
  requireCells(value, what);
  // Bytes are whole numbers from 0 already (the solvers' callers pass them a puzzle at a time).
  const bytes = value instanceof Uint8Array;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const digit = value[cell];
    if (!(digit <= 9 && (bytes || (Number.isInteger(digit) && digit >= 0)))) {
      const [row, col] = [((cell / 9) | 0) + 1, (cell % 9) + 1];
      throw new PuzzleError(
        'bad-input',
        `${what} holds ${describeValue(digit)} at (${row},${col}), not a whole number from 0 to 9.`,
        [[row, col]],
      );
    }
  }
}

export function requireText(value: unknown, what: string): asserts value is string {
  if (typeof value !== 'string') refuse(`${what} should be text, not ${describeValue(value)}.`);
}

/** One of the names `known`. */
export function requireName<T extends string>(value: unknown, known: readonly T[], what: string): asserts value is T {
  if (!(known as readonly unknown[]).includes(value))
    refuse(`${what} is ${describeValue(value)}; use one of ${known.join(', ')}.`);
}

/** A whole number from `min` to `max`. */
export function requireInteger(value: unknown, what: string, min: number, max: number): asserts value is number {
  if (!(typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max))
    refuse(`${what} should be a whole number from ${min} to ${max}, not ${describeValue(value)}.`);
}

/** A number from `min` to `max` (finite unless a bound is infinite); never NaN, so that no comparison with it is silently false. */
export function requireNumber(
  value: unknown,
  what: string,
  min = -Number.MAX_VALUE,
  max = Number.MAX_VALUE,
): asserts value is number {
  if (!(typeof value === 'number' && value >= min && value <= max))
    refuse(`${what} should be a number${rangeText(min, max)}, not ${describeValue(value)}.`);
}

/** The range in words, an end as far as numbers go left open. */
function rangeText(min: number, max: number): string {
  const [low, high] = [min > -Number.MAX_VALUE, max < Number.MAX_VALUE];
  if (low && high) return ` from ${min} to ${max}`;
  if (low) return ` of at least ${min}`;
  return high ? ` of at most ${max}` : '';
}

/** A time limit in milliseconds: positive and finite, so that a search stops. */
export function requireTimeLimit(value: unknown): asserts value is number {
  if (!(typeof value === 'number' && value > 0 && value < Infinity))
    refuse(`The time limit should be a positive number of milliseconds, not ${describeValue(value)}.`);
}

export function requireFunction(value: unknown, what: string): asserts value is (...args: never[]) => unknown {
  if (typeof value !== 'function') refuse(`${what} should be a function, not ${describeValue(value)}.`);
}

/** An object with named fields (not a list). */
export function requireRecord(value: unknown, what: string): asserts value is object {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    refuse(`${what} should be an object, not ${describeValue(value)}.`);
}

/** A plain array (a list of entries read with array methods), of at most `maxLength` entries. */
export function requireList(value: unknown, what: string, maxLength = Infinity): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) refuse(`${what} should be a list, not ${describeValue(value)}.`);
  if (value.length > maxLength) refuse(`${what} has ${value.length} entries; at most ${maxLength} are taken.`);
}

/** A list whose every entry passes `check`, holes of a sparse list included (forEach would skip them). */
export function requireEach<T>(list: ArrayLike<T>, check: (entry: T) => void): void {
  for (let i = 0; i < list.length; i++) check(list[i]);
}

/** Something a for…of loop reads (a list, a set, a string). */
export function requireIterable(value: unknown, what: string): asserts value is Iterable<unknown> {
  if (typeof (value as { [Symbol.iterator]?: unknown } | null | undefined)?.[Symbol.iterator] !== 'function')
    refuse(`${what} should be a list, not ${describeValue(value)}.`);
}

/** An instance of `type` (a Set, a Uint8Array, a PuzzleError). */
export function requireInstance<T>(
  value: unknown,
  type: abstract new (...args: never[]) => T,
  what: string,
): asserts value is T {
  if (!(value instanceof type)) refuse(`${what} should be a ${type.name}, not ${describeValue(value)}.`);
}

/** Whether `value` is a typed array of this name, from any realm (a Buffer read by Node is a Uint8Array of another realm under jest). */
export function isTypedArray(value: unknown, name: 'Uint8Array' | 'Int32Array'): boolean {
  return ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === `[object ${name}]`;
}

export function requireBytes(value: unknown, what: string): asserts value is Uint8Array {
  if (!isTypedArray(value, 'Uint8Array')) refuse(`${what} should be a Uint8Array, not ${describeValue(value)}.`);
}

/** The options of an entry point: an object, or nothing for the defaults. */
export function optionsOf<T extends object>(options: T | undefined, what = 'The options'): T {
  if (options === undefined) return {} as T;
  requireRecord(options, what);
  return options;
}

/**
 * The objects of one kind that the engine builds (geometries, layouts, random sources), known by
 * identity: their tables are trusted by the loops. Any other object is refused, unless `isCopy`
 * finds it an exact copy of one (a geometry sent to a worker thread arrives as a copy); a copy so
 * found is known from then on.
 */
export interface EngineMade<T extends object> {
  mark<V extends T>(value: V): V;
  require(value: unknown, what: string): asserts value is T;
}

export function engineMade<T extends object>(builders: string, isCopy?: (value: object) => boolean): EngineMade<T> {
  const made = new WeakSet<object>();
  const expected = isCopy ? `one built by ${builders} (or a copy of one)` : `one built by ${builders}`;
  return {
    mark(value) {
      made.add(value);
      return value;
    },
    require(value, what) {
      if (typeof value === 'object' && value !== null && made.has(value)) return;
      if (typeof value !== 'object' || value === null || !isCopy?.(value))
        refuse(`${what} should be ${expected}, not ${describeValue(value)}.`);
      made.add(value);
    },
  };
}
