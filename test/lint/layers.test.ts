/**
 * The layer rule of eslint.config.mjs, run on small files placed (in memory) in each layer, so the
 * rule cannot silently stop reporting: a pattern that no longer matches would let every test here fail.
 */
import * as path from 'path';
import { spawnSync } from 'child_process';

const ROOT = path.resolve(__dirname, '..', '..');

interface Probe {
  filePath: string;
  code: string;
}

/**
 * ESLint's Node API in a child process (it loads the flat config with import(), which jest's
 * CommonJS sandbox refuses): the layer-rule messages of each probe, linted as if it were that file.
 */
function layerViolationsOf(probes: readonly Probe[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const probes = JSON.parse(await new Promise((done) => { let text = ''; process.stdin.on('data', (chunk) => (text += chunk)).on('end', () => done(text)); }));
    const eslint = new ESLint();
    const results = [];
    for (const { filePath, code } of probes) results.push((await eslint.lintText(code, { filePath }))[0].messages);
    process.stdout.write(JSON.stringify(results));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  const results = JSON.parse(run.stdout) as { ruleId: string | null; message: string }[][];
  return results.map((messages) =>
    messages
      .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
      .map((m) => m.message),
  );
}

const imports = (...modules: string[]) =>
  modules.map((module, i) => `import * as m${i} from '${module}';`).join('\n') +
  `\nexport const all = [${modules.map((_, i) => `m${i}`).join(', ')}];\n`;
const NODE_AND_HOST =
  "import * as fs from 'fs';\nimport { join } from 'node:path';\nexport const read = () => [fs.readFileSync(join('a')), document.title, Excel.run];\n";

const PROBES: Record<string, Probe> = {
  engineImportsLater: {
    filePath: 'src/engine/probe.ts',
    code: imports('../report/results-sheet', '../io/book', '../cli/main', '../../test/helpers/solver-reference'),
  },
  engineNodeAndHost: { filePath: 'src/engine/probe.ts', code: NODE_AND_HOST },
  ioNodeAndHost: { filePath: 'src/io/probe.ts', code: NODE_AND_HOST },
  cliNode: { filePath: 'src/cli/probe.ts', code: imports('fs', 'node:path') },
  ioImportsEngine: { filePath: 'src/io/probe.ts', code: imports('../engine') },
  reportImportsEarlier: { filePath: 'src/report/probe.ts', code: imports('../engine/analyser', '../io/book') },
  taskpaneImportsEarlierAndExcel: {
    filePath: 'src/taskpane/probe.ts',
    code: imports('../engine/variants', '../io/book', '../report/sheet-model', '../excel/analysis'),
  },
  cliImportsEarlier: { filePath: 'src/cli/probe.ts', code: imports('./io', '../io/parse', '../report/sheet-model') },
  ioImportsReport: { filePath: 'src/io/probe.ts', code: imports('../report/sheet-model') },
  reportImportsExcel: { filePath: 'src/report/probe.ts', code: imports('../excel/analysis') },
  excelImportsTaskpane: { filePath: 'src/excel/probe.ts', code: imports('../taskpane/panel-state') },
  cliImportsExcel: { filePath: 'src/cli/probe.ts', code: imports('../excel/analysis') },
  cliImportsEngineEntries: {
    filePath: 'src/cli/probe.ts',
    code: imports(
      '../engine',
      '../engine/analyser',
      '../engine/variants',
      '../engine/transforms',
      '../engine/generator',
      '../engine/ga',
    ),
  },
  frontEndsImportEngineInternals: {
    filePath: 'src/cli/probe.ts',
    code: imports(
      '../engine/board/grid',
      '../engine/analysis/hints',
      '../engine/generator/generate',
      '../engine/geometry',
      '../engine/index',
      '../engine/techniques/registry',
    ),
  },
  ioImportsEngineInternal: { filePath: 'src/io/probe.ts', code: imports('../engine/core/errors') },
  engineImportsItsModules: {
    filePath: 'src/engine/analysis/probe.ts',
    code: imports('../board/grid', './hints', '../techniques/registry'),
  },
};

let violations: Record<string, string[]>;

beforeAll(() => {
  const names = Object.keys(PROBES);
  const results = layerViolationsOf(names.map((name) => PROBES[name]));
  violations = Object.fromEntries(names.map((name, i) => [name, results[i]]));
});

describe('the engine entries rule', () => {
  it('lets front ends import the engine through its entries', () => {
    expect(violations.cliImportsEngineEntries).toEqual([]);
  });

  it('reports every import of an engine module that is no entry from outside the engine, and only there', () => {
    expect(violations.frontEndsImportEngineInternals).toHaveLength(6);
    for (const message of violations.frontEndsImportEngineInternals) expect(message).toContain('through its entries');
    expect(violations.ioImportsEngineInternal).toHaveLength(1);
    expect(violations.engineImportsItsModules).toEqual([]);
  });
});

describe('the layer rule', () => {
  it('reports the engine importing from report, io, a front end or test/', () => {
    expect(violations.engineImportsLater).toHaveLength(4);
    expect(violations.engineImportsLater[0]).toContain('engine → io → report');
    expect(violations.engineImportsLater[3]).toContain('test/');
  });

  it('reports Node built-ins and Office or DOM globals in engine and io, but not in the command line', () => {
    expect(violations.engineNodeAndHost).toHaveLength(4);
    expect(violations.ioNodeAndHost).toHaveLength(4);
    expect(violations.cliNode).toEqual([]);
  });

  it('lets each layer import those before it, and the task pane the Excel adapter', () => {
    expect(violations.ioImportsEngine).toEqual([]);
    expect(violations.reportImportsEarlier).toEqual([]);
    expect(violations.taskpaneImportsEarlierAndExcel).toEqual([]);
    expect(violations.cliImportsEarlier).toEqual([]);
  });

  it('reports io importing report, report importing a front end, and front ends importing each other', () => {
    expect(violations.ioImportsReport).toHaveLength(1);
    expect(violations.reportImportsExcel).toHaveLength(1);
    expect(violations.excelImportsTaskpane).toHaveLength(1);
    expect(violations.cliImportsExcel).toHaveLength(1);
  });
});
