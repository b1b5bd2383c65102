/**
 * The parts of docs/ written from the code: each between two markers in its page, so the page's
 * own prose stays hand-written around it. `npm run docs` writes them (generate-docs.ts) and
 * test/docs/generated-docs.test.ts fails when a committed part differs from what the code says now.
 */

import * as fs from 'fs';
import * as path from 'path';

/** The repository's root: the first folder above this file with a package.json (scripts/docs here, lib/scripts/docs when built). */
export function repositoryRoot(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${__dirname}`);
  }
}

export interface GeneratedSection {
  /** The page, from the repository root. */
  file: string;
  /** The part's name in its markers. */
  name: string;
  /** Where its content comes from, said in the opening marker. */
  source: string;
  make: () => string;
}

export function openingMarker(section: Pick<GeneratedSection, 'name' | 'source'>): string {
  return `<!-- generated: ${section.name} (npm run docs writes this part from ${section.source}; edit there, not here) -->`;
}

export function closingMarker(section: Pick<GeneratedSection, 'name'>): string {
  return `<!-- end generated: ${section.name} -->`;
}

/** The committed content between a section's markers, or undefined when the page lacks them. */
export function committedPart(page: string, section: GeneratedSection): string | undefined {
  const open = page.indexOf(openingMarker(section));
  const close = page.indexOf(closingMarker(section));
  if (open < 0 || close < open) return undefined;
  return page
    .slice(open + openingMarker(section).length, close)
    .replace(/^\n/, '')
    .replace(/\n$/, '');
}

/** The page with the section's content put between its markers (which must be there). */
export function withPart(page: string, section: GeneratedSection, content: string): string {
  const open = page.indexOf(openingMarker(section));
  const close = page.indexOf(closingMarker(section));
  if (open < 0 || close < open)
    throw new Error(
      `${section.file} has no markers for the generated part "${section.name}": add ${openingMarker(section)} and ${closingMarker(section)}`,
    );
  return `${page.slice(0, open)}${openingMarker(section)}\n${content}\n${page.slice(close)}`;
}
