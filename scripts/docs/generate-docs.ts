/**
 * Writes the generated parts of docs/ (sections.ts) from the code, each page written whole and
 * atomically (a temporary file renamed over it): `npm run docs`.
 */

import * as fs from 'fs';
import * as path from 'path';
import { repositoryRoot, withPart } from './generated-sections';
import { SECTIONS } from './sections';

const ROOT = repositoryRoot();

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

const pages = new Map<string, string>();
for (const section of SECTIONS) {
  const file = path.join(ROOT, section.file);
  const page = pages.get(file) ?? fs.readFileSync(file, 'utf8');
  pages.set(file, withPart(page, section, section.make()));
}
for (const [file, page] of pages) {
  if (fs.readFileSync(file, 'utf8') === page) continue;
  writeAtomically(file, page);
  console.log(`wrote ${path.relative(ROOT, file)}`);
}
