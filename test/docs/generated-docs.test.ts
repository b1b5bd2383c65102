/**
 * The generated parts of docs/ (scripts/docs/sections.ts) are what the code says now: each is made
 * again from the option tables and the registry and compared with the committed page. When this
 * fails, run `npm run docs` and commit the pages it writes.
 */

import * as fs from 'fs';
import * as path from 'path';
import { committedPart } from '../../scripts/docs/generated-sections';
import { SECTIONS } from '../../scripts/docs/sections';

const ROOT = path.resolve(__dirname, '..', '..');

describe('the generated parts of docs/', () => {
  it.each(SECTIONS.map((section) => [`${section.file} (${section.name})`, section] as const))(
    '%s is as npm run docs writes it',
    (_title, section) => {
      const committed = committedPart(fs.readFileSync(path.join(ROOT, section.file), 'utf8'), section);
      expect(committed).toBeDefined();
      expect(committed).toBe(section.make());
    },
  );
});
