/**
 * Numbers as messages print them ("1,000", "2.5"), without Intl: the first toLocaleString of a
 * process loads ICU's number data, about 10 ms of CPU, which a one-puzzle `solve` would pay for
 * the caps its helps and checks name.
 */

import { requireNumber } from './arguments';

/** From here on String() writes an exponent ("1e+21"), which has no digit groups to mark. */
const EXPONENT_FROM = 1e21;

/** A whole number with commas between groups of three digits: 50000 → "50,000". */
export function groupedNumber(value: number): string {
  requireNumber(value, 'A number to print');
  if (Math.abs(value) >= EXPONENT_FROM) return String(value);
  const sign = value <= -1 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(value)));
  // A loop, not a lookahead regular expression: compiling that cost about 3 ms at start-up.
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return sign + grouped;
}

/** At most one decimal, grouped, no trailing ".0": 2000.46 → "2,000.5", 64 → "64". */
export function oneDecimal(value: number): string {
  requireNumber(value, 'A number to print');
  if (Math.abs(value) >= EXPONENT_FROM) return String(value);
  const tenths = Math.round(value * 10);
  const whole = groupedNumber(Math.trunc(tenths / 10));
  const tenth = Math.abs(tenths % 10);
  const sign = tenths < 0 && whole === '0' ? '-' : '';
  return tenth === 0 ? sign + whole : `${sign}${whole}.${tenth}`;
}
