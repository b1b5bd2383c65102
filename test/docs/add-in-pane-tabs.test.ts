/**
 * docs/add-in.md's list of the task pane's tabs: each tab of the pane (pane.tsx's TabList, in its
 * English words) has exactly one bullet, so no second, stale description can contradict the
 * first, and a picture whose file is committed (npm run docs:pictures takes them).
 */

import * as fs from 'fs';
import * as path from 'path';
import { gaStrings } from '../../src/taskpane/ga/ga-strings';
import { paneStrings } from '../../src/taskpane/shared/pane-strings';
import { solveAlongStrings } from '../../src/taskpane/solve-along/solve-along-strings';

const DOCS = path.join(__dirname, '..', '..', 'docs');
const PAGE = fs.readFileSync(path.join(DOCS, 'add-in.md'), 'utf8');

/** The page's task-pane section, up to its next section. */
const pane = PAGE.slice(PAGE.indexOf('\n## The task pane'), PAGE.indexOf('\n## The tabs in pictures'));
const pictures = PAGE.slice(PAGE.indexOf('\n## The tabs in pictures'), PAGE.indexOf('\n## Worksheet functions'));

describe("docs/add-in.md's task-pane list", () => {
  const text = paneStrings('en');
  const tabs = [
    text.analyse,
    text.library,
    text.batch,
    text.generate,
    text.symmetry,
    text.transform,
    gaStrings('en').tab,
    solveAlongStrings('en').tab,
    text.settings,
  ];

  it.each(tabs)('describes the %s tab in exactly one bullet', (tab) => {
    const bullets = pane.split('\n').filter((line) => line.startsWith(`- *${tab}*`));
    expect(bullets).toHaveLength(1);
  });

  it.each(tabs)('shows the %s tab in a committed picture', (tab) => {
    const picture = new RegExp(`!\\[${tab}\\]\\((pictures/[^)]+\\.png)\\)`).exec(pictures)?.[1];
    expect(picture).toBeDefined();
    expect(fs.existsSync(path.join(DOCS, picture!))).toBe(true);
  });
});
