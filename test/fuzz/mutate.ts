/**
 * The fuzz suite's ways of spoiling good input, all driven by a seeded Random so that a run can
 * be made again from its seed: random bytes, character edits, cuts, foreign characters, control
 * sequences, odd CSV quoting and numbers no puzzle holds.
 */

import type { Random } from '../../src/engine/core/random';

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[random.int(items.length)];
}

/** An integer in [low, high]. */
export function between(random: Random, low: number, high: number): number {
  return low + random.int(high - low + 1);
}

/** The text without NUL, which no argument can hold. */
export function withoutNul(text: string): string {
  return text.split('\u0000').join('');
}

export function randomBytes(random: Random, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let k = 0; k < length; k++) bytes[k] = random.int(256);
  return bytes;
}

/** Text made of random code points, most of them printable ASCII. */
export function randomText(random: Random, length: number): string {
  let text = '';
  for (let k = 0; k < length; k++) {
    const roll = random.int(10);
    text +=
      roll < 7
        ? String.fromCharCode(32 + random.int(95))
        : roll < 8
          ? '\n'
          : String.fromCodePoint(random.int(0x2ffff) + 1).replace(/[\ud800-\udfff]/, '?');
  }
  return text;
}

/** Characters outside the puzzle alphabet that people's files really hold: astral and full-width digits, invisible spaces, marks. */
export const UNICODE_NOISE = [
  '𝟏',
  '𝟗',
  '１',
  '９',
  '\u3000',
  '\u00a0',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u202e',
  'e\u0301',
  '🧩',
  '٣',
  '०',
  'Ⅸ',
  '\u2028',
  '\ufffd',
];

/** Bytes that are no UTF-8: a lone surrogate, a stray continuation, an overlong slash, a cut sequence. */
export const BAD_UTF8 = [[0xed, 0xa0, 0x80], [0x80], [0xff], [0xc0, 0xaf], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80]];

/** Terminal control sequences: retitle (OSC 0), hyperlink (OSC 8), colour, clear screen, C1 CSI, bell, backspace, carriage return. */
export const CONTROL_NOISE = [
  '\u001b]0;pwned\u0007',
  '\u001b]8;;http://example.invalid\u001b\\x\u001b]8;;\u001b\\',
  '\u001b[31m',
  '\u001b[2J\u001b[H',
  '\u009b1m',
  '\u0007',
  '\b\b\b',
  '\rovertyped',
  '\u001bc',
  '\u007f',
];

/** Numbers no row of a puzzle holds: huge, negative, not a number, written in other bases. */
export const ODD_NUMBERS = [
  '1e308',
  '1e400',
  '-1e400',
  '99999999999999999999999',
  '-1',
  '-0',
  '0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '0b11',
  '1_000',
  '9'.repeat(400),
  '4294967297',
  '2147483648',
  '0.5',
  '1e-9',
  '',
  ' ',
  '+5',
  '٣',
];

const ALPHABET = [...'0123456789.-_*# ,;"\'\t\nXxAaz', '\r', '\u0000', '10', '99', ...UNICODE_NOISE, ...CONTROL_NOISE];

/** `text` with a few random edits: characters replaced, inserted or deleted, a span doubled or cut, lines swapped or repeated. */
export function mutateText(random: Random, text: string, edits = between(random, 1, 6)): string {
  let chars = Array.from(text);
  for (let k = 0; k < edits; k++) {
    const at = random.int(chars.length + 1);
    switch (random.int(8)) {
      case 0:
        chars[at] = pick(random, ALPHABET);
        break;
      case 1:
        chars.splice(at, 0, pick(random, ALPHABET));
        break;
      case 2:
        chars.splice(at, between(random, 1, 20));
        break;
      case 3:
        chars.splice(at, 0, ...chars.slice(at, at + between(random, 1, 200)));
        break;
      case 4:
        chars = chars.slice(0, at);
        break;
      case 5: {
        const lines = chars.join('').split('\n');
        const [a, b] = [random.int(lines.length), random.int(lines.length)];
        [lines[a], lines[b]] = [lines[b], lines[a]];
        chars = Array.from(lines.join('\n'));
        break;
      }
      case 6: {
        const lines = chars.join('').split('\n');
        const line = random.int(lines.length);
        lines.splice(line, 0, ...Array.from({ length: between(random, 1, 50) }, () => lines[line]));
        chars = Array.from(lines.join('\n'));
        break;
      }
      default:
        chars = Array.from(chars.join('').replace(/\n/g, pick(random, ['\r\n', '\r', '\n\n', '\n'])));
    }
  }
  return chars.join('');
}

/** Bytes of `text` with bad UTF-8 put in at a few places. */
export function withBadUtf8(random: Random, text: string): Uint8Array {
  let bytes = Buffer.from(text, 'utf8');
  for (let k = between(random, 1, 3); k > 0; k--) {
    const at = random.int(bytes.length + 1);
    bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from(pick(random, BAD_UTF8)), bytes.subarray(at)]);
  }
  return bytes;
}

/** The text cut short at a random byte, maybe inside a character. */
export function cutBytes(random: Random, text: string): Uint8Array {
  const bytes = Buffer.from(text, 'utf8');
  return bytes.subarray(0, random.int(bytes.length + 1));
}

/** A CSV of `rows` (first the header) whose quoting goes wrong in one of the ways files do. */
export function oddCsv(random: Random, rows: readonly (readonly string[])[]): string {
  const separator = pick(random, [',', ',', ';', '\t']);
  const lines = rows.map((fields) => fields.join(separator));
  const at = between(random, 0, lines.length - 1);
  switch (random.int(7)) {
    case 0: // a quote opened and never closed: the rest of the file is one field
      lines[at] = `"${lines[at]}`;
      break;
    case 1: // a quoted field spanning lines
      lines[at] = `"${lines[at]}\n${lines[(at + 1) % lines.length]}"`;
      break;
    case 2: // doubled and stray quotes inside fields
      lines[at] = lines[at].replace(/\./g, '""').replace(separator, `"${separator}"`);
      break;
    case 3: // a quoted field of a hundred thousand characters
      lines[at] = `"${'x,'.repeat(50_000)}"${separator}${lines[at]}`;
      break;
    case 4: // a carriage return inside quotes, and a BOM
      lines[0] = `\ufeff${lines[0]}`;
      lines[at] = `"a\rb"${separator}${lines[at]}`;
      break;
    case 5: // more fields than the header, and fewer
      lines[at] = `${lines[at]}${separator.repeat(between(random, 1, 2000))}`;
      break;
    default: // every field quoted, the quotes escaped with a backslash
      lines[at] = lines[at]
        .split(separator)
        .map((field) => `"\\"${field}\\""`)
        .join(separator);
  }
  return `${lines.join(pick(random, ['\n', '\r\n']))}${pick(random, ['', '\n'])}`;
}
