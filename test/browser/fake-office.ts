/**
 * Office and Excel for the browser test: served in place of office.js, so it runs before the
 * pane's script. Excel.run hands the pane the same in-memory fake workbook the adapter tests use;
 * window.fakeExcel lets the test put a puzzle in and look at what the pane wrote, and
 * window.fakeFunctions call the worksheet functions the page registered.
 */

import { FakeContext } from '../excel/fake-workbook';

const context = new FakeContext();
// The pane reads nothing before loading it and syncing, as Office.js requires.
context.strictLoads = true;
context.workbook.worksheets.add('Sheet1');
context.discardPending();
const settings = new Map<string, unknown>();
const language = new URLSearchParams(location.search).get('lang') ?? 'en-US';
/** Office's Black theme and its White one, as Office.context.officeTheme gives them; ?theme= picks one (none: no officeTheme, as on Excel on the web). */
const THEMES = {
  dark: {
    bodyBackgroundColor: '#262626',
    bodyForegroundColor: '#FFFFFF',
    controlBackgroundColor: '#444444',
    controlForegroundColor: '#FFFFFF',
  },
  light: {
    bodyBackgroundColor: '#FFFFFF',
    bodyForegroundColor: '#262626',
    controlBackgroundColor: '#FFFFFF',
    controlForegroundColor: '#262626',
  },
};
const themeName = new URLSearchParams(location.search).get('theme');
/** Requirement sets this fake pretends to support: ExcelApi up to 1.9. */
const NEWEST_MINOR = 9;

const office = {
  onReady(callback?: (info: { host: string; platform: string }) => void) {
    const info = { host: 'Excel', platform: 'OfficeOnline' };
    // After the page's fonts (the harness's Japanese font) have loaded: the pane measures its tabs once.
    return document.fonts.ready.then(() => {
      callback?.(info);
      return info;
    });
  },
  AsyncResultStatus: { Succeeded: 'succeeded', Failed: 'failed' },
  context: {
    displayLanguage: language,
    officeTheme: themeName === 'dark' || themeName === 'light' ? THEMES[themeName] : undefined,
    requirements: {
      isSetSupported: (set: string, version = '1.1') =>
        set === 'ExcelApi' && Number(version.split('.')[1] ?? 0) <= NEWEST_MINOR,
    },
    document: {
      settings: {
        get: (name: string) => settings.get(name) ?? null,
        set: (name: string, value: unknown) => void settings.set(name, value),
        remove: (name: string) => void settings.delete(name),
        saveAsync: (callback?: (result: { status: string }) => void) =>
          setTimeout(() => callback?.({ status: 'succeeded' }), 0),
      },
    },
  },
};

const excel = {
  run: <T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T> => work(context.asExcel()),
};

function sheet(name: string) {
  return context.workbook.worksheets.getItem(name);
}

/** Office's theme changed while the pane was in the background (Excel says nothing: the pane reads it again on focus). */
const fakeOffice = {
  setTheme(name: 'dark' | 'light'): void {
    office.context.officeTheme = THEMES[name];
  },
};

const fakeExcel = {
  /** Types values into a sheet (added if missing) from the top-left cell of `address` and selects `selection`. */
  put(sheetName: string, address: string, values: unknown[][], selection: string): void {
    if (!fakeExcel.sheetNames().includes(sheetName)) context.workbook.worksheets.add(sheetName);
    sheet(sheetName)
      .getRange(address)
      .getResizedRange(values.length - 1, values[0].length - 1).values = values;
    context.workbook.selection = { sheet: sheetName, address: selection };
    context.discardPending();
  },
  values: (sheetName: string, address: string): unknown[][] => sheet(sheetName).getRange(address).currentValues(),
  fills: (sheetName: string, address: string): string[] => {
    const range = sheet(sheetName).getRange(address);
    return range
      .currentValues()
      .flatMap((line, r) =>
        line.map((_, c) => sheet(sheetName).cell(range.row + r, range.column + c).fill ?? '#FFFFFF'),
      );
  },
  sheetNames: (): string[] => context.workbook.worksheets.items.map((each) => each.name),
  syncs: (): number => context.syncs,
  charts: (sheetName: string): number => sheet(sheetName).charts.items.length,
  /** A person typing (or pasting) into a sheet: the values, then one change event. */
  type: (sheetName: string, address: string, values: unknown[][]): Promise<void> =>
    sheet(sheetName).typeInto(address, values),
};

/**
 * CustomFunctions of the shared runtime: associate keeps each function by its id, and
 * fakeFunctions.call invokes one as Excel would (with the arguments' addresses), giving its value
 * or the Excel error value and message it answered with.
 */
const associated = new Map<string, (...args: unknown[]) => unknown>();
class CustomFunctionError extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message);
  }
}
const customFunctions = {
  associate: (id: string, implementation: (...args: unknown[]) => unknown) => void associated.set(id, implementation),
  Error: CustomFunctionError,
  ErrorCode: {
    invalidValue: '#VALUE!',
    notAvailable: '#N/A',
    divisionByZero: '#DIV/0!',
    invalidNumber: '#NUM!',
    nullReference: '#NULL!',
    invalidName: '#NAME?',
    invalidReference: '#REF!',
  },
};
const fakeFunctions = {
  ids: (): string[] => [...associated.keys()],
  call(
    id: string,
    args: unknown[],
    parameterAddresses: string[] = [],
  ): { value?: unknown; error?: string; message?: string } {
    const implementation = associated.get(id);
    if (!implementation) return { error: `no function ${id}` };
    try {
      return { value: implementation(...args, { functionName: id, parameterAddresses }) };
    } catch (error) {
      if (error instanceof CustomFunctionError) return { error: error.code, message: error.message };
      return { error: 'thrown', message: String(error) };
    }
  },
};

Object.assign(window, {
  Office: office,
  Excel: excel,
  CustomFunctions: customFunctions,
  fakeExcel,
  fakeFunctions,
  fakeOffice,
});
