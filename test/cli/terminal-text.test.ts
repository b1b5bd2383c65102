/**
 * No control sequence from the input reaches the terminal (issue 41): the escaping on its own, and
 * the built command fed a `# kind:` header and a CSV id that hold ESC/OSC sequences.
 */

import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { escapeControlBytes, escapeControls } from '../../src/cli/terminal-text';

const BIN = path.join(__dirname, '..', '..', 'bin', 'sudoku-analyzer.js');
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** Any control character but newline and tab: C0, DEL, C1. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('escapeControls', () => {
  it('turns C0, DEL and C1 characters into \\u escapes and keeps newline, tab and other text', () => {
    expect(escapeControls('a\u001b]0;title\u0007b')).toBe('a\\u001b]0;title\\u0007b');
    expect(escapeControls('\u009b31m\u007f')).toBe('\\u009b31m\\u007f');
    expect(escapeControls('line\tone\nナンプレ')).toBe('line\tone\nナンプレ');
  });

  it('keeps a JSON line the same value when it escapes a C1 character inside a string', () => {
    const line = JSON.stringify({ id: 'x\u009by' });
    expect(RAW_CONTROL.test(line)).toBe(true);
    expect(JSON.parse(escapeControls(line))).toEqual({ id: 'x\u009by' });
  });

  it('escapes UTF-8 bytes the same way, and hands back bytes without any as they are', () => {
    const clean = Buffer.from('{"id":"ナンプレ"}\n');
    expect(escapeControlBytes(clean)).toBe(clean);
    expect(Buffer.from(escapeControlBytes(Buffer.from('a\u001bb\u0085c\n'))).toString()).toBe('a\\u001bb\\u0085c\n');
  });
});

describe('the command echoes no control sequence', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terminal-text-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    [
      'a # kind: header',
      'header.txt',
      `# kind: \u001b]0;pwned\u0007\n${PUZZLE}\n`,
      ['solve'],
      ['solve', '--json'],
      ['analyze'],
    ],
    [
      'a CSV id',
      'book.csv',
      `id,puzzle\n\u001b[31m\u009b1mred,${PUZZLE}\n`,
      ['analyze'],
      ['analyze', '--json'],
      ['solve'],
    ],
  ])('%s, on standard output and standard error', (_what, name, text, ...commands) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    for (const command of commands) {
      const run = spawnSync(process.execPath, [BIN, ...command, '--file', file], { encoding: 'utf8' });
      expect(run.status).toBe(0);
      expect(RAW_CONTROL.test(run.stdout)).toBe(false);
      expect(RAW_CONTROL.test(run.stderr)).toBe(false);
      expect(`${run.stdout}${run.stderr}`).toMatch(/\\u001b/);
    }
  });
});
