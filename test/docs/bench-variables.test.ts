/**
 * docs/benchmarks.md names every bench and every variable the benches read, so that a figure can
 * be reproduced from the page: the names are found in bench/*.ts, not listed here.
 */

import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '..', '..');
const PAGE = fs.readFileSync(path.join(ROOT, 'docs', 'benchmarks.md'), 'utf8');
const SOURCES = fs
  .readdirSync(path.join(ROOT, 'bench'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: fs.readFileSync(path.join(ROOT, 'bench', name), 'utf8') }));

/** The variables a file reads: process.env.NAME, and NAME in quotes where it reads process.env[name]. */
function variablesOf(text: string): string[] {
  const direct = [...text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]);
  const named = /process\.env\[/.test(text)
    ? [...text.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)].map((match) => match[1])
    : [];
  return [...direct, ...named].filter((name) => name !== 'NODE_ENV');
}

describe('docs/benchmarks.md', () => {
  const variables = [...new Set(SOURCES.flatMap(({ text }) => variablesOf(text)))].sort();

  it('finds the variables it checks', () => {
    expect(variables).toEqual(expect.arrayContaining(['GA_RUNS', 'GENERATOR_LEVELS_EVERY', 'JOBS_PART']));
  });

  it.each(variables)('has a row for %s', (variable) => {
    expect(PAGE).toMatch(new RegExp(`^\\| \`${variable}\` \\|`, 'm'));
  });

  it.each(SOURCES.filter(({ name }) => name.endsWith('.bench.ts')).map(({ name }) => name.replace('.bench.ts', '')))(
    'has a row for the bench %s',
    (bench) => {
      expect(PAGE).toMatch(new RegExp(`^\\| \`${bench}\` \\|`, 'm'));
    },
  );
});
