/**
 * What real Excel would refuse, checked without Excel: the sheet and defined names the add-in can
 * create, and the Excel JavaScript API requirement set of every Office.js member that src/excel and
 * src/taskpane use. The manifest promises ExcelApi 1.7; anything newer must be behind an
 * isSetSupported check with a fallback, and is listed in GUARDED with the guard that covers it.
 */

import * as path from 'path';
import * as ts from 'typescript';
import { ANALYSIS_NAMED_ITEM } from '../../src/excel/analysis';
import { LIBRARY_NAMED_ITEM } from '../../src/excel/library';
import { freeSheetName } from '../../src/excel/sheet-writer';
import { analysisSheetLabels } from '../../src/report/analysis-labels';
import { LANGUAGES } from '../../src/report/display-language';
import { gaSheetLabels } from '../../src/report/ga-sheet';
import { GENERATED_SHEET_NAME } from '../../src/report/generated-sheet';
import { LEGEND_SHEET_NAMES } from '../../src/report/legend-sheet';
import { LIBRARY_SHEET_NAMES } from '../../src/report/library-sheet';
import { RESULTS_SHEET_NAMES } from '../../src/report/results-sheet';
import { sessionSheetLabels } from '../../src/report/session-sheet';
import { SUMMARY_SHEET_NAMES } from '../../src/report/summary-sheet';
import { checkDefinedName, checkSheetName, FakeContext } from './fake-workbook';

describe('names Excel accepts', () => {
  it('the fake refuses what Excel refuses', () => {
    const sheets = new FakeContext().workbook.worksheets;
    for (const bad of ['', 'a'.repeat(32), 'a/b', 'a:b', 'a?', 'a*', '[a]', 'a\\b', "'a", 'History'])
      expect(() => sheets.add(bad)).toThrow(/InvalidArgument/);
    expect(() => sheets.add('a'.repeat(31))).not.toThrow();
    for (const bad of ['A1', 'XFD1048576', 'R1C1', 'r', 'C', '1abc', 'has space', 'a-b'])
      expect(() => checkDefinedName(bad)).toThrow(/InvalidArgument/);
    for (const good of ['_x', 'Sudoku.Name', '数独']) expect(() => checkDefinedName(good)).not.toThrow();
  });

  it('every sheet the add-in creates has a valid name in either language, even as the 99th of its kind', () => {
    const bases = [
      GENERATED_SHEET_NAME,
      ...LANGUAGES.flatMap((language) => [
        analysisSheetLabels(language).sheetName,
        RESULTS_SHEET_NAMES[language],
        SUMMARY_SHEET_NAMES[language],
        LEGEND_SHEET_NAMES[language],
        LIBRARY_SHEET_NAMES[language],
        sessionSheetLabels(language).sheetName,
        gaSheetLabels(language).sheetName,
      ]),
    ];
    for (const base of bases) {
      const taken = Array.from({ length: 98 }, (_, i) => (i === 0 ? base : `${base} (${i + 1})`));
      const name = freeSheetName(taken, base);
      expect(name).toBe(`${base} (99)`);
      expect(() => checkSheetName(name)).not.toThrow();
    }
  });

  it('the workbook names marking the add-in sheets are valid defined names', () => {
    for (const name of [ANALYSIS_NAMED_ITEM, LIBRARY_NAMED_ITEM]) expect(() => checkDefinedName(name)).not.toThrow();
  });
});

/** Members above ExcelApi 1.7 and the check in front of each use. */
const GUARDED: Record<string, string> = {
  'Range.getCellProperties': 'supportsFillColours() (ExcelApi 1.9); else one fill load per cell, or no fill marks',
  'CellPropertiesFormat.fill': 'read from getCellProperties only',
  'SettableCellProperties.format': 'read from getCellProperties only',
  'CellPropertiesFill.color': 'read from getCellProperties only',
  'ChartSeries.axisGroup': "supportsExcelApi('1.8'); else both series on the primary axis",
  'Worksheet.autoFilter': "supportsExcelApi('1.9') in applyModelStyles; else no filter buttons",
  'AutoFilter.apply': "supportsExcelApi('1.9') in applyModelStyles; else no filter buttons",
  'Worksheet.pageLayout': "supportsExcelApi('1.9') in applyModelStyles; else no print titles",
  'PageLayout.setPrintTitleRows': "supportsExcelApi('1.9') in applyModelStyles; else no print titles",
  'PageLayout.setPrintArea': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.paperSize': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.orientation': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.zoom': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.leftMargin': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.rightMargin': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.topMargin': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.bottomMargin': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.headerMargin': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.footerMargin': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.centerHorizontally': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageLayout.headersFooters': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'HeaderFooterGroup.defaultForAllPages':
    "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'HeaderFooter.centerHeader': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'HeaderFooter.centerFooter': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'Worksheet.horizontalPageBreaks': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
  'PageBreakCollection.add': "supportsExcelApi('1.9') in applyModelStyles (applyPrintSetup); else no page setup",
};

const FLOOR = [1, 7];

function newerThanFloor(apiSet: string): boolean {
  const match = /ExcelApi (\d+)\.(\d+)/.exec(apiSet);
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major > FLOOR[0] || (major === FLOOR[0] && minor > FLOOR[1]);
}

/** Every Excel member used by the files, with the requirement set its declaration names. */
function excelMembersUsed(files: string[]): Map<string, { apiSet: string; where: Set<string> }> {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.CommonJS,
    strict: true,
    types: ['office-js'],
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const used = new Map<string, { apiSet: string; where: Set<string> }>();
  const wanted = new Set(files.map((file) => path.resolve(file)));
  for (const source of program.getSourceFiles()) {
    if (!wanted.has(path.resolve(source.fileName))) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node)) {
        const declaration = checker.getSymbolAtLocation(node.name)?.declarations?.[0];
        const declaredIn = declaration?.getSourceFile();
        if (declaration && declaredIn?.fileName.includes('office-js')) {
          const comments = ts.getLeadingCommentRanges(declaredIn.text, declaration.getFullStart()) ?? [];
          const apiSet =
            /\[Api set: ([^\]]+)\]/.exec(
              comments.map((range) => declaredIn.text.slice(range.pos, range.end)).join('\n'),
            )?.[1] ?? '';
          const owner = (declaration.parent as ts.NamedDeclaration).name?.getText(declaredIn) ?? '';
          const key = `${owner}.${node.name.text}`;
          if (!used.has(key)) used.set(key, { apiSet, where: new Set() });
          used
            .get(key)!
            .where.add(
              `${path.relative(process.cwd(), source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
            );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return used;
}

describe('requirement sets', () => {
  it('uses nothing newer than ExcelApi 1.7 without a check', () => {
    const root = path.join(__dirname, '../../src');
    const files = ['excel', 'taskpane'].flatMap((dir) =>
      ts.sys.readDirectory(path.join(root, dir), ['.ts']).filter((file) => !file.endsWith('.d.ts')),
    );
    const used = excelMembersUsed(files);
    // The audit sees the adapter: a broken walk would pass vacuously.
    expect(used.get('Workbook.getSelectedRange')?.apiSet).toBe('ExcelApi 1.1');
    expect(used.get('WorksheetFreezePanes.freezeRows')?.apiSet).toBe('ExcelApi 1.7');
    const newer = [...used].filter(([, { apiSet }]) => newerThanFloor(apiSet)).map(([member]) => member);
    expect(newer.filter((member) => !(member in GUARDED))).toEqual([]);
    // Each listed member is still used and still newer than the floor (the audit finds 1.8 and 1.9 members).
    expect(Object.keys(GUARDED).filter((member) => !newer.includes(member))).toEqual([]);
  }, 60_000);
});
