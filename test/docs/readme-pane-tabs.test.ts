/**
 * README's list of the task pane's tabs: each tab of the pane (pane.tsx's TabList, in its English
 * words) has exactly one bullet, so no second, stale description can contradict the first.
 */

import * as fs from 'fs';
import * as path from 'path';
import { gaStrings } from '../../src/taskpane/ga/ga-strings';
import { paneStrings } from '../../src/taskpane/shared/pane-strings';
import { solveAlongStrings } from '../../src/taskpane/solve-along/solve-along-strings';

const README = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');

/** The README's Excel add-in section, up to its next section. */
const addIn = README.slice(README.indexOf('\n## Excel add-in'), README.indexOf('\n### Worksheet functions'));

describe("README's task-pane list", () => {
  const text = paneStrings('en');
  const tabs = [text.analyse, text.library, text.batch, text.generate, text.symmetry, text.transform, gaStrings('en').tab, solveAlongStrings('en').tab, text.settings];

  it.each(tabs)('describes the %s tab in exactly one bullet', (tab) => {
    const bullets = addIn.split('\n').filter((line) => line.startsWith(`- *${tab}*`));
    expect(bullets).toHaveLength(1);
  });
});
