/**
 * The shell commands a Markdown document tells a reader to type, found by one written rule so that
 * a test can run each (test/docs/readme-commands.test.ts) and none is skipped unnoticed:
 *
 * - A **command word** starts a command: `npx`, `npm`, `node`, `sudoku-analyzer`, or a path to an
 *   executable file of the repository (`bench/hodoku.sh`). `VAR=value` assignments and `nice`
 *   before it are part of the command (`GA_RUNS=10 npm run bench -- ga`).
 * - **Code blocks** (indented by four spaces more than the text around them, or fenced): a block
 *   whose first line starts with a command word is a shell block, and every line of it is one
 *   command (so a pipeline that starts with `grep` on a recipe's second line is run too). A block
 *   whose first line starts with `Usage: ` holds synopses: each `Usage: ` line starts one, and the
 *   other lines continue it. Any other block (formulas) may hold no line that starts with a command
 *   word: such a line is reported as `stray`, for the test to refuse.
 * - **Inline code spans** outside code blocks (a span may run over a line break): a span that starts
 *   with a command word is a command, one that starts with `Usage: ` a synopsis. A span that is only
 *   the program's name (`npx sudoku-analyzer`, `node bin/sudoku-analyzer.js`, `bin/sudoku-analyzer.js`) names the program and
 *   is no command. Spans that start with a subcommand (`solve --file record.txt`) or an option name
 *   options in prose and are not commands.
 * - In a shell block, a line that starts with `#` is a comment (what the next command shows), and
 *   a line that ends with a backslash goes on on the next line, as in a shell.
 * - A command that cannot run on a fresh clone says why in a comment at its end, in one of the
 *   words of MARKS (`npm run bench -- ga  # needs the corpora`): the test reads the mark and runs it
 *   not. A mark names one of three reasons only, so no command is skipped for another.
 */

import * as fs from 'fs';
import * as path from 'path';

export type FoundKind = 'command' | 'synopsis' | 'stray';

export interface Found {
  kind: FoundKind;
  /** The text as a shell would read it: a span's line breaks as spaces, a block line as written (its mark left off). */
  text: string;
  /** `document:line` of its first line. */
  where: string;
  /** Why it cannot run here, when its line is marked so. */
  mark?: Mark;
}

/** The marks a command may end with, each a reason it cannot run on a fresh clone. */
export const MARKS = ['needs Excel', 'needs the corpora', 'long run'] as const;
export type Mark = (typeof MARKS)[number];

/** A command line without a trailing mark, and the mark. */
function marked(text: string): { text: string; mark?: Mark } {
  const match = /\s+#\s*(.+?)\s*$/.exec(text);
  const mark = MARKS.find((each) => each === match?.[1]);
  return mark ? { text: text.slice(0, match!.index), mark } : { text };
}

/** A shell block's commands: comment lines left out, lines ending in a backslash joined to the next. */
function shellCommands(lines: { text: string; line: number }[]): { text: string; line: number }[] {
  const commands: { text: string; line: number }[] = [];
  let open: { text: string; line: number } | undefined;
  for (const each of lines) {
    const text = each.text.trim();
    if (!open && text.startsWith('#')) continue;
    const joined = open ? { text: `${open.text} ${text}`, line: open.line } : { text, line: each.line };
    if (joined.text.endsWith('\\')) open = { text: joined.text.slice(0, -1).trimEnd(), line: joined.line };
    else {
      commands.push(joined);
      open = undefined;
    }
  }
  if (open) commands.push(open);
  return commands;
}

const COMMAND_WORDS = new Set(['npx', 'npm', 'node', 'sudoku-analyzer']);

/** The program's name alone: the README names the program with these, and they run nothing. */
const PROGRAM_NAMES = new Set([
  'npx sudoku-analyzer',
  'sudoku-analyzer',
  'node bin/sudoku-analyzer.js',
  'bin/sudoku-analyzer.js',
]);

const USAGE = 'Usage: ';

/** The command without its leading `VAR=value` assignments and `nice`: what names the program run. */
export function programPart(command: string): string {
  const words = command.trim().split(/\s+/);
  let i = 0;
  while (i < words.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]) || words[i] === 'nice')) i++;
  return words.slice(i).join(' ');
}

function startsWithCommandWord(text: string, root: string): boolean {
  const first = programPart(text).split(' ')[0];
  if (!first) return false;
  if (COMMAND_WORDS.has(first)) return true;
  if (!first.includes('/')) return false;
  const file = path.join(root, first);
  try {
    const stat = fs.statSync(file);
    return stat.isFile() && (stat.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

interface Block {
  lines: { text: string; line: number }[];
}

/** Splits a document into code blocks and the text outside them (code lines blanked, so line numbers hold). */
function split(markdown: string): { blocks: Block[]; prose: string } {
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  const prose: string[] = [];
  let fence: { marker: string; indent: number; block: Block } | undefined;
  let indented: { indent: number; block: Block } | undefined;
  let textIndent = 0;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (fence) {
      prose.push('');
      if (raw.trim().startsWith(fence.marker)) {
        blocks.push(fence.block);
        fence = undefined;
      } else
        fence.block.lines.push({ text: raw.slice(Math.min(fence.indent, raw.length - raw.trimStart().length)), line });
      return;
    }
    const fenceMatch = /^(\s*)(```+|~~~+)/.exec(raw);
    if (fenceMatch) {
      indented = undefined;
      fence = { marker: fenceMatch[2], indent: fenceMatch[1].length, block: { lines: [] } };
      prose.push('');
      return;
    }
    const indent = raw.length - raw.trimStart().length;
    const blank = raw.trim() === '';
    if (indented && (blank || indent >= indented.indent)) {
      indented.block.lines.push({ text: raw.slice(indented.indent), line });
      prose.push('');
      return;
    }
    indented = undefined;
    // A code block is indented four more than the text it sits in (a list item's text is indented
    // too), and starts after a blank line.
    const previousBlank = i === 0 || lines[i - 1].trim() === '';
    if (!blank && previousBlank && indent >= textIndent + 4) {
      indented = { indent, block: { lines: [{ text: raw.slice(indent), line }] } };
      blocks.push(indented.block);
      prose.push('');
      return;
    }
    if (!blank) {
      const item = /^(\s*)([-*+]|\d+[.)])\s+/.exec(raw);
      textIndent = item ? item[0].length : previousBlank ? indent : textIndent;
    }
    prose.push(raw);
  });
  if (fence) blocks.push(fence.block);
  for (const block of blocks)
    while (block.lines.length > 0 && block.lines[block.lines.length - 1].text.trim() === '') block.lines.pop();
  return { blocks, prose: prose.join('\n') };
}

/** Every command, synopsis and stray command line of `document` (a path under `root`), in document order. */
export function commandsOf(root: string, document: string): Found[] {
  const markdown = fs.readFileSync(path.join(root, document), 'utf8');
  const { blocks, prose } = split(markdown);
  const found: (Found & { line: number })[] = [];
  const at = (line: number) => `${document}:${line}`;

  for (const block of blocks) {
    const lines = block.lines.filter((each) => each.text.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0].text.trim();
    const firstCommand = lines.find((each) => !each.text.trim().startsWith('#'))?.text.trim() ?? '';
    if (first.startsWith(USAGE)) {
      for (const each of lines) {
        const text = each.text.trim();
        const last = found[found.length - 1];
        if (text.startsWith(USAGE) || !last || last.kind !== 'synopsis')
          found.push({ kind: 'synopsis', text, where: at(each.line), line: each.line });
        else last.text += ` ${text}`;
      }
    } else if (startsWithCommandWord(firstCommand, root)) {
      for (const each of shellCommands(lines)) {
        const { text, mark } = marked(each.text);
        found.push({ kind: 'command', text, where: at(each.line), line: each.line, ...(mark ? { mark } : {}) });
      }
    } else {
      for (const each of lines)
        if (startsWithCommandWord(each.text, root))
          found.push({ kind: 'stray', text: each.text.trim(), where: at(each.line), line: each.line });
    }
  }

  for (const match of prose.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
    const text = match[2].replace(/\s+/g, ' ').trim();
    const line = prose.slice(0, match.index).split('\n').length;
    if (text.startsWith(USAGE)) found.push({ kind: 'synopsis', text, where: at(line), line });
    else if (!PROGRAM_NAMES.has(text) && startsWithCommandWord(text, root))
      found.push({ kind: 'command', text, where: at(line), line });
  }

  return found.sort((a, b) => a.line - b.line).map(({ line: _line, ...each }) => each);
}
