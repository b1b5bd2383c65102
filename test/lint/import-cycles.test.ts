/**
 * No import cycle anywhere in src (issue 34, item 4): a module never reaches itself through its
 * imports, type-only imports included (a cycle of types is still two modules that cannot be read,
 * moved or loaded apart). The graph is read from the sources with TypeScript's own pre-processor
 * (imports, re-exports, require() and import() calls); the cycles are its strongly connected
 * components.
 */

import * as fs from 'fs';
import * as path from 'path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module a relative specifier names among `files` (file.ts, file.tsx or folder/index.ts), if any. */
function resolved(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) =>
    files.has(candidate),
  );
}

/** Each module's imports among the given sources. */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map((imported) => resolved(file, imported.fileName, files))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph's cycles: its strongly connected components of two or more modules, or one that imports itself (Tarjan). */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle through a type-only import, a re-export or a lazy require, and none in a chain', () => {
    const at = (name: string) => path.join(SRC, 'probe', `${name}.ts`);
    const sources = new Map([
      [at('a'), "import { b } from './b';\nexport const a = b;\n"],
      [at('b'), "import type { A } from './c';\nexport const b = 1;\n"],
      [at('c'), "export { a as A } from './a';\n"],
      [at('d'), "export const d = () => require('./e');\n"],
      [at('e'), "import { d } from './d';\nexport const e = d;\n"],
      [at('f'), "import { e } from './e';\nimport { g } from './g/index';\nexport const f = [e, g];\n"],
      [path.join(SRC, 'probe', 'g', 'index.ts'), 'export const g = 1;\n'],
    ]);
    expect(cyclesOf(importGraph(sources))).toEqual([
      [at('a'), at('b'), at('c')],
      [at('d'), at('e')],
    ]);
  });

  it('src has none', () => {
    const files = sourceFiles(SRC);
    const graph = importGraph(new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')])));
    // The reading found the imports: the command line's entry reaches modules of every layer.
    expect(graph.get(path.join(SRC, 'cli', 'main.ts'))?.length).toBeGreaterThan(0);
    expect([...graph.values()].reduce((sum, targets) => sum + targets.length, 0)).toBeGreaterThan(files.length);
    expect(cyclesOf(graph).map((cycle) => cycle.map((file) => path.relative(SRC, file)))).toEqual([]);
  });
});
