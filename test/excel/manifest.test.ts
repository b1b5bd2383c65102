import * as fs from 'fs';
import * as path from 'path';
import { validateManifestText, checkResourceIds } from '../../scripts/validate-manifest';

const manifestPath = path.resolve(__dirname, '..', '..', 'manifest.xml');
const manifest = fs.readFileSync(manifestPath, 'utf8');

describe('manifest.xml', () => {
  it('is valid against the Office add-in manifest schemas and its resids resolve', async () => {
    const result = await validateManifestText(manifest);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is rejected when an element breaks the schema', async () => {
    const broken = manifest.replace(
      '<Permissions>ReadWriteDocument</Permissions>',
      '<Permissions>Everything</Permissions>',
    );
    const result = await validateManifestText(broken);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/Permissions/);
  });

  it('reports a resid that names no resource, and one of the wrong kind', () => {
    const dangling = manifest.replace('resid="Taskpane.Url"', 'resid="Missing.Url"');
    expect(checkResourceIds(dangling).join('\n')).toMatch(/Missing\.Url/);
    const wrongKind = manifest.replace(
      '<SourceLocation resid="Taskpane.Url"/>',
      '<SourceLocation resid="Icon.16x16"/>',
    );
    expect(checkResourceIds(wrongKind).join('\n')).toMatch(/must name a bt:Url/);
  });

  it('asks for ReadWriteDocument only, the Workbook host and ExcelApi 1.7', () => {
    expect(manifest.match(/<Permissions>([^<]*)<\/Permissions>/)?.[1]).toBe('ReadWriteDocument');
    expect(manifest).toMatch(/<Host Name="Workbook"\/>/);
    expect(manifest).toMatch(/<Set Name="ExcelApi" MinVersion="1.7"\/>/);
    expect(manifest).toMatch(/Locale="ja-JP"/);
  });

  it('declares the SUDOKU worksheet functions in the task pane’s runtime (one shared runtime) with Japanese metadata', () => {
    expect(manifest).toMatch(/<Set Name="SharedRuntime" MinVersion="1.1"\/>/);
    const runtime = manifest.match(/<Runtime resid="([^"]+)" lifetime="long"\/>/)?.[1];
    const pane = manifest.match(/<Action xsi:type="ShowTaskpane">[\s\S]*?<SourceLocation resid="([^"]+)"\/>/)?.[1];
    const functions =
      manifest.match(/<ExtensionPoint xsi:type="CustomFunctions">([\s\S]*?)<\/ExtensionPoint>/)?.[1] ?? '';
    expect(runtime).toBe('Taskpane.Url');
    expect(pane).toBe(runtime);
    expect(functions.match(/<Page>\s*<SourceLocation resid="([^"]+)"\/>/)?.[1]).toBe(runtime);
    const url = (id: string) =>
      manifest.match(new RegExp(`<bt:Url id="${id.replace('.', '\\.')}" DefaultValue="([^"]+)"`))?.[1];
    expect(url(functions.match(/<Script>\s*<SourceLocation resid="([^"]+)"/)![1])).toMatch(/\/functions\.js$/);
    expect(url(functions.match(/<Metadata>\s*<SourceLocation resid="([^"]+)"/)![1])).toMatch(/\/functions\.json$/);
    expect(manifest).toMatch(/<bt:Override Locale="ja-JP" Value="https:\/\/localhost:3000\/functions-ja\.json"\/>/);
    expect(manifest).toMatch(
      new RegExp(
        `<bt:String id="${functions.match(/<Namespace resid="([^"]+)"/)![1].replace('.', '\\.')}" DefaultValue="SUDOKU">`,
      ),
    );
  });

  it('points at icons that exist in assets/', () => {
    const icons = [...manifest.matchAll(/https:\/\/localhost:3000\/assets\/([\w.-]+)/g)].map((m) => m[1]);
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      const file = path.resolve(__dirname, '..', '..', 'assets', icon);
      const header = fs.readFileSync(file).subarray(0, 8);
      expect(header.toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    }
  });
});
