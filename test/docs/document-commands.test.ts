/**
 * The rule that finds a document's commands (test/helpers/document-commands.ts), on a document
 * written to show each of its cases: what readme-commands.test.ts runs is exactly what it finds.
 */

import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { commandsOf } from '../helpers/document-commands';

const DOCUMENT = `# Title

Install with \`npm ci\`, then run \`npx sudoku-analyzer\` (the program) or \`node bin/sudoku-analyzer.js\`;
\`solve --file record.txt\` names options, as does \`--json\`; \`GA_RUNS=10 nice npm run
bench -- ga\` runs over a line break, and \`tools/run.sh --quick\` is a script, \`tools/notes.txt\` is not.

    npx sudoku-analyzer solve 12
    grep -v '^# ' out.txt | fold -w 21 > out.csv

A formula:

    rating = 1 + 2 × effort

Two synopses, the first on two lines:

    Usage: sudoku-analyzer ga PUZZLE… [--seed S]
                              [--runs R]
    Usage: sudoku-analyzer fullgrid [--count N]

- a list item whose code block is indented six:

      npm run demo

    and a paragraph of the item, indented four after a blank line, is no code: \`npm run lint\`.

\`Usage: sudoku-analyzer batch BOOK.xlsx\`

\`\`\`sh
node lib/bench/run.js
\`\`\`

Then:

    A formula block
    npm test

\`\`\`sh
# a comment says what the next command shows
sudoku-analyzer compare --puzzle-file p.txt \\
    --log log.csv
npm run bench -- ga  # needs the corpora
npm run lint  # a comment that is no mark
\`\`\`
`;

describe('commandsOf', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-doc-'));
  fs.mkdirSync(path.join(root, 'tools'));
  fs.writeFileSync(path.join(root, 'tools', 'run.sh'), '#!/bin/sh\n', { mode: 0o755 });
  fs.writeFileSync(path.join(root, 'tools', 'notes.txt'), 'notes\n');
  fs.writeFileSync(path.join(root, 'DOC.md'), DOCUMENT);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds the commands, synopses and stray command lines of each case, in document order', () => {
    expect(commandsOf(root, 'DOC.md')).toEqual([
      { kind: 'command', text: 'npm ci', where: 'DOC.md:3' },
      { kind: 'command', text: 'GA_RUNS=10 nice npm run bench -- ga', where: 'DOC.md:4' },
      { kind: 'command', text: 'tools/run.sh --quick', where: 'DOC.md:5' },
      { kind: 'command', text: 'npx sudoku-analyzer solve 12', where: 'DOC.md:7' },
      { kind: 'command', text: "grep -v '^# ' out.txt | fold -w 21 > out.csv", where: 'DOC.md:8' },
      { kind: 'synopsis', text: 'Usage: sudoku-analyzer ga PUZZLE… [--seed S] [--runs R]', where: 'DOC.md:16' },
      { kind: 'synopsis', text: 'Usage: sudoku-analyzer fullgrid [--count N]', where: 'DOC.md:18' },
      { kind: 'command', text: 'npm run demo', where: 'DOC.md:22' },
      { kind: 'command', text: 'npm run lint', where: 'DOC.md:24' },
      { kind: 'synopsis', text: 'Usage: sudoku-analyzer batch BOOK.xlsx', where: 'DOC.md:26' },
      { kind: 'command', text: 'node lib/bench/run.js', where: 'DOC.md:29' },
      { kind: 'stray', text: 'npm test', where: 'DOC.md:35' },
      { kind: 'command', text: 'sudoku-analyzer compare --puzzle-file p.txt --log log.csv', where: 'DOC.md:39' },
      { kind: 'command', text: 'npm run bench -- ga', where: 'DOC.md:41', mark: 'needs the corpora' },
      { kind: 'command', text: 'npm run lint  # a comment that is no mark', where: 'DOC.md:42' },
    ]);
  });
});
