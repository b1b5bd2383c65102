/**
 * The engine's public surface, what its entries (src/engine/index.ts and those it names) give:
 * every engine export that a front end or a layer above the engine (src/io, src/report,
 * src/excel, src/taskpane, src/functions, src/cli) takes as a value. Read from the sources each run, so that it cannot go stale: import
 * and re-export declarations, and lazy require() or import() calls (a whole module when the
 * names taken from it cannot be read).
 */

import * as fs from 'fs';
import * as path from 'path';
import ts from 'typescript';

export const SRC = path.resolve(__dirname, '../../../src');
const ENGINE = path.join(SRC, 'engine');
const CALLERS = ['io', 'report', 'excel', 'taskpane', 'functions', 'cli'];

/** Engine module (absolute path without extension) → the names taken from it; '*' is the whole module. */
export type Surface = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The names a value import or re-export takes; none for a type-only one. */
function declaredNames(node: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return [];
    if (!node.exportClause) return ['*'];
    if (ts.isNamespaceExport(node.exportClause)) return ['*'];
    return node.exportClause.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text);
  }
  const clause = node.importClause;
  if (!clause || clause.isTypeOnly) return [];
  const names = clause.name ? ['default'] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
  else if (bindings && ts.isNamedImports(bindings))
    names.push(
      ...bindings.elements
        .filter((element) => !element.isTypeOnly)
        .map((element) => (element.propertyName ?? element.name).text),
    );
  return names;
}

/** The expression a call's value flows into, past parentheses, `as`, `await` and `!`. */
function consumer(node: ts.Node): ts.Node {
  let current = node;
  while (
    ts.isParenthesizedExpression(current.parent) ||
    ts.isAsExpression(current.parent) ||
    ts.isAwaitExpression(current.parent) ||
    ts.isNonNullExpression(current.parent)
  )
    current = current.parent;
  return current.parent;
}

/** The names a require() or import() call's value is read for: destructured or one property, else the whole module. */
function calledNames(call: ts.CallExpression): string[] {
  const parent = consumer(call);
  if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
    return parent.name.elements.map((element) =>
      element.propertyName && ts.isIdentifier(element.propertyName)
        ? element.propertyName.text
        : (element.name as ts.Identifier).text,
    );
  }
  if (ts.isPropertyAccessExpression(parent)) return [parent.name.text];
  return ['*'];
}

function isModuleCall(node: ts.Node): node is ts.CallExpression {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isStringLiteral(node.arguments[0])) return false;
  return (
    node.expression.kind === ts.SyntaxKind.ImportKeyword ||
    (ts.isIdentifier(node.expression) && node.expression.text === 'require')
  );
}

function addNames(surface: Surface, file: string, specifier: string, names: string[]): void {
  if (!specifier.startsWith('.') || names.length === 0) return;
  const target = path.resolve(path.dirname(file), specifier);
  if (target !== ENGINE && !target.startsWith(ENGINE + path.sep)) return;
  const taken = surface.get(target) ?? new Set<string>();
  names.forEach((name) => taken.add(name));
  surface.set(target, taken);
}

function scanFile(surface: Surface, file: string): void {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      addNames(surface, file, node.moduleSpecifier.text, declaredNames(node));
    } else if (isModuleCall(node)) {
      addNames(surface, file, (node.arguments[0] as ts.StringLiteral).text, calledNames(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

export function publicSurface(): Surface {
  const surface: Surface = new Map();
  for (const caller of CALLERS) for (const file of sourceFiles(path.join(SRC, caller))) scanFile(surface, file);
  return surface;
}

/**
 * Field names of the engine's exported interfaces (options, records, transforms…): the keys the
 * property test puts in the objects it passes, so that odd option values reach the checks.
 */
export function engineFieldNames(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(ENGINE)) {
    for (const body of fs.readFileSync(file, 'utf8').matchAll(/export interface \w+[^{]*\{([\s\S]*?)\n\}/g)) {
      for (const field of body[1].matchAll(/^\s*(?:readonly\s+)?([A-Za-z_]\w*)\??:/gm)) names.add(field[1]);
    }
  }
  return [...names].sort();
}
