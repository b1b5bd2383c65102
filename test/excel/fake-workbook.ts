/**
 * A small in-memory stand-in for the Excel objects the batch adapter uses. It keeps cell values
 * and number formats, counts context.sync calls, and measures each request's payload as the JSON
 * of every property set and method call queued since the last sync — failing, as Excel on the web
 * does, when one request passes 5 MB. Shapes are checked as Office.js checks them: a values or
 * number-format array must match its range.
 */

import { parseRangeAddress, rangeAddress } from '../../src/report/sheet-model';

export const FAKE_REQUEST_LIMIT = 5 * 1024 * 1024;

interface Cell {
  value: unknown;
  numberFormat: string;
  /** Fill colour ('#RRGGBB'); absent means no fill, which Excel reports as white. */
  fill?: string;
  /** Other formats set through range.format ("font.color", "font.bold" …), as last set. */
  formats?: Record<string, unknown>;
  /** A string that Excel took for a formula (kept as its text in `value`: the fake computes nothing). */
  formula?: boolean;
  /** What a formula cell's `values` read as: the fake computes only arithmetic on numbers ("=1+1"); a test may set it, else 0. */
  result?: unknown;
}

/** What Excel reads as a number when a string is written to a cell not formatted as text ('@'). */
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/** What Excel reads as a formula: a leading =, or + or - before something that is not a number. */
const FORMULA_TEXT = /^[=+-]./;

/** A formula of numbers and + - * / ( ) alone, which the fake computes. */
const ARITHMETIC = /^=[\d.+\-*/() ]+$/;

/** What Excel (en-US) reads as a date: month-day or month/day, with an optional year. */
const DATE_TEXT = /^(\d{1,2})[-/](\d{1,2})(?:[-/](\d{4}))?$/;

/** The date serial Excel gives a date-like text (days since 1899-12-30), or undefined when it is no date. */
function dateSerial(text: string): number | undefined {
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [month, day] = [Number(match[1]), Number(match[2])];
  const year = match[3] ? Number(match[3]) : new Date().getFullYear();
  const time = Date.UTC(year, month - 1, day);
  if (month < 1 || month > 12 || new Date(time).getUTCDate() !== day) return undefined;
  return (time - Date.UTC(1899, 11, 30)) / 86400000;
}

/**
 * A string written through range.values or range.formulas lands as Excel would store it: a number,
 * a date (a serial, its General format turned into a date format), a formula, or text. A leading
 * apostrophe makes the rest text, and is kept as the cell's prefix, not its content (values and
 * formulas read without it); in a cell formatted as text ('@') every string is kept as written.
 */
function storeTyped(cell: Cell, value: unknown): void {
  cell.formula = undefined;
  cell.result = undefined;
  const date = typeof value === 'string' ? dateSerial(value) : undefined;
  if (typeof value !== 'string' || cell.numberFormat === '@') {
    cell.value = value;
  } else if (value.startsWith("'")) {
    cell.value = value.slice(1);
  } else if (NUMBER_TEXT.test(value)) {
    cell.value = Number(value);
  } else if (date !== undefined) {
    cell.value = date;
    if (cell.numberFormat === 'General') cell.numberFormat = DATE_TEXT.exec(value)?.[3] ? 'm/d/yyyy' : 'd-mmm';
  } else {
    cell.value = value;
    if (FORMULA_TEXT.test(value)) {
      cell.formula = true;
      if (ARITHMETIC.test(value)) cell.result = Number(new Function(`return (${value.slice(1)});`)());
    }
  }
}

/** What Excel reports for a format never set. */
const FORMAT_DEFAULTS: Record<string, unknown> = {
  'fill.color': '#FFFFFF',
  'font.color': '#000000',
  'font.bold': false,
  'font.italic': false,
};

/** Excel's grid: the largest sheet. */
const SHEET_ROWS = 1048576;
const SHEET_COLUMNS = 16384;

export class FakeContext {
  readonly workbook: FakeWorkbook;
  syncs = 0;
  /** Payload bytes of each request sent so far. */
  readonly requestBytes: number[] = [];
  /** Payload bytes of each answer: the values and formulas loaded, measured at the sync. */
  readonly responseBytes: number[] = [];
  /**
   * Opt in to Office.js's rule that a range's property (values, address, rowIndex, a format's colour …)
   * is read only after load() and a sync: reading it earlier throws PropertyNotLoaded, as in Excel.
   */
  strictLoads = false;
  private pending = 0;
  private answers: (() => number)[] = [];
  private loads: (() => void)[] = [];

  constructor() {
    this.workbook = new FakeWorkbook(this);
  }

  queue(operation: string, argument: unknown): void {
    // TextEncoder rather than Buffer: the browser test runs this fake inside the page.
    this.pending += new TextEncoder().encode(JSON.stringify({ operation, argument })).length;
  }

  /** Forgets what setting up the workbook queued, so a test measures only the code under test. */
  discardPending(): void {
    this.pending = 0;
  }

  /** A load whose answer Excel sends back at the next sync (measured then). */
  answer(measure: () => number): void {
    this.answers.push(measure);
  }

  /** What a successful sync makes readable. */
  afterSync(effect: () => void): void {
    this.loads.push(effect);
  }

  async sync(): Promise<void> {
    const bytes = this.pending;
    const answers = this.answers;
    const loads = this.loads;
    this.pending = 0;
    this.answers = [];
    this.loads = [];
    this.syncs++;
    this.requestBytes.push(bytes);
    if (bytes > FAKE_REQUEST_LIMIT) throw new Error(`RequestPayloadSizeLimitExceeded: ${bytes} bytes`);
    const answerBytes = answers.reduce((sum, measure) => sum + measure(), 0);
    this.responseBytes.push(answerBytes);
    // Excel on the web refuses to answer more than 5 MB, with this error code (OfficeExtension.Error.code).
    if (answerBytes > FAKE_REQUEST_LIMIT)
      throw Object.assign(new Error(`ResponsePayloadSizeLimitExceeded: ${answerBytes} bytes`), {
        code: 'ResponsePayloadSizeLimitExceeded',
      });
    for (const load of loads) load();
  }

  asExcel(): Excel.RequestContext {
    return this as unknown as Excel.RequestContext;
  }
}

export class FakeWorkbook {
  readonly worksheets: FakeWorksheets;
  readonly names: FakeNamedItems;
  activeCell = { sheet: '', row: 0, column: 0 };
  /** The selected range ("B2:J10") on a sheet; a comma in the address stands for a multi-area selection. */
  selection = { sheet: '', address: 'A1' };

  constructor(readonly context: FakeContext) {
    this.worksheets = new FakeWorksheets(context, this);
    this.names = new FakeNamedItems(context, this);
  }

  getActiveCell(): { rowIndex: number; load: () => void } {
    return { rowIndex: this.activeCell.row, load: () => undefined };
  }

  /** Like Excel, a multi-area selection cannot be read as one range. */
  getSelectedRange(): FakeRange {
    if (this.selection.address.includes(',')) throw new Error('InvalidSelection: the selection has several areas');
    return this.worksheets.getItem(this.selection.sheet || this.worksheets.active).getRange(this.selection.address);
  }
}

export class FakeWorksheets {
  readonly items: FakeWorksheet[] = [];
  active = '';

  constructor(
    private readonly context: FakeContext,
    private readonly workbook: FakeWorkbook,
  ) {}

  load(): void {}

  add(name: string): FakeWorksheet {
    this.context.queue('worksheets.add', name);
    checkSheetName(name);
    if (this.items.some((sheet) => sheet.name.toLowerCase() === name.toLowerCase()))
      throw new Error(`ItemAlreadyExists: ${name}`);
    const sheet = new FakeWorksheet(this.context, this, name);
    this.items.push(sheet);
    if (!this.active) this.active = name;
    return sheet;
  }

  /** By name or, as Office.js also accepts, by id. */
  getItem(name: string): FakeWorksheet {
    const sheet = this.items.find((each) => each.name === name || each.id === name);
    if (!sheet) throw new Error(`ItemNotFound: ${name}`);
    return sheet;
  }

  getActiveWorksheet(): FakeWorksheet {
    return this.getItem(this.active);
  }

  remove(sheet: FakeWorksheet): void {
    this.context.queue('worksheet.delete', sheet.name);
    this.items.splice(this.items.indexOf(sheet), 1);
    if (this.active === sheet.name) this.active = this.items[0]?.name ?? '';
  }
}

/** Excel's rules for a sheet name: 1–31 characters, none of : \ / ? * [ ], no apostrophe at either end, not "History". */
export function checkSheetName(name: string): void {
  if (
    name.length < 1 ||
    name.length > 31 ||
    /[:\\/?*[\]]/.test(name) ||
    /^'|'$/.test(name) ||
    name.toLowerCase() === 'history'
  ) {
    throw new Error(`InvalidArgument: "${name}" is not a valid sheet name`);
  }
}

/** Excel's rules for a defined name: a letter, _ or \ first, then letters, digits, _ . \; no cell reference (A1, R1C1). */
export function checkDefinedName(name: string): void {
  const looksLikeCell = /^[A-Za-z]{1,3}\d+$/.test(name) || /^[Rr]\d*([Cc]\d*)?$/.test(name) || /^[Cc]\d*$/.test(name);
  if (name.length > 255 || !/^[\p{L}_\\][\p{L}\p{N}_.\\]*$/u.test(name) || looksLikeCell)
    throw new Error(`InvalidArgument: "${name}" is not a valid name`);
}

let sheetIds = 0;

/** The fields of Office's WorksheetChangedEventArgs the fake sends. */
export interface FakeChangedEvent {
  type: 'WorksheetChanged';
  address: string;
  changeType: string;
  source: 'Local' | 'Remote';
  worksheetId: string;
  details?: { valueAfter: unknown };
}

export type FakeChangeHandler = (event: FakeChangedEvent) => Promise<unknown> | unknown;

export interface FakeChart {
  type: string;
  source: string;
  title: { text: string };
  seriesNames: string[];
  xValues: string[];
  position: [string, string] | undefined;
  axes: {
    categoryAxis: { title: { text?: string } };
    valueAxis: { title: { text?: string } };
    getItem(type: string, group?: string): { title: { text?: string } };
  };
  /** Titles of axes reached through axes.getItem(type, group), by "Value/Secondary". */
  axisTitles: Record<string, { text?: string }>;
  /** Series drawn on the secondary axis (ExcelApi 1.8 axisGroup), by index. */
  secondary: number[];
  delete(): void;
}

export class FakeWorksheet {
  readonly cells = new Map<string, Cell>();
  readonly styled: { address: string; property: string; value: unknown }[] = [];
  readonly charts: {
    items: FakeChart[];
    add: (type: string, source: FakeRange, seriesBy: string) => unknown;
    load: () => void;
  };
  frozenRows = 0;
  /** Office.js gives each sheet an id that survives renames. */
  readonly id = `{FAKE-SHEET-${++sheetIds}}`;
  readonly freezePanes = { freezeRows: (rows: number) => this.setFrozen(rows) };
  /** The AutoFilter's range and the printed title rows, once set (ExcelApi 1.9). */
  filtered: string | undefined;
  printTitleRows: string | undefined;
  readonly autoFilter = {
    apply: (range: FakeRange) =>
      void (this.filtered = rangeAddress(range.row, range.column, range.rows, range.columns)),
  };
  /** ExcelApi 1.9's page layout: the print titles and area as set, any property set kept on it as Office.js would (paperSize, zoom, margins…). */
  printArea: string | undefined;
  readonly pageLayout: Record<string, unknown> & { headersFooters: { defaultForAllPages: Record<string, string> } } = {
    setPrintTitleRows: (rows: string) => void (this.printTitleRows = rows),
    setPrintArea: (area: string) => void (this.printArea = area),
    headersFooters: { defaultForAllPages: {} },
  };
  /** The cells that start a new printed page (horizontalPageBreaks.add), in the order added. */
  readonly pageBreaks: string[] = [];
  readonly horizontalPageBreaks = { add: (range: string) => void this.pageBreaks.push(range) };
  /** ExcelApi 1.7's worksheet.onChanged: a handler is attached, and removed, at its context's next sync (see typeInto). */
  readonly onChanged = { add: (handler: FakeChangeHandler) => this.addChangeHandler(handler) };
  private readonly changeHandlers = new Set<FakeChangeHandler>();

  constructor(
    readonly context: FakeContext,
    private readonly sheets: FakeWorksheets,
    private sheetName: string,
  ) {
    const items: FakeChart[] = [];
    this.charts = {
      items,
      add: (type, source, seriesBy) => this.addChart(items, type, source, seriesBy),
      load: () => undefined,
    };
  }

  load(): void {}

  get name(): string {
    return this.sheetName;
  }

  /** Renaming, as Excel allows it: a valid name no other sheet has (in any case); the active sheet stays active. */
  set name(name: string) {
    this.context.queue('worksheet.rename', [this.sheetName, name]);
    checkSheetName(name);
    if (this.sheets.items.some((sheet) => sheet !== this && sheet.name.toLowerCase() === name.toLowerCase()))
      throw new Error(`ItemAlreadyExists: ${name}`);
    if (this.sheets.active === this.sheetName) this.sheets.active = name;
    this.sheetName = name;
  }

  private addChangeHandler(handler: FakeChangeHandler): { context: FakeContext; remove(): void } {
    this.context.queue('onChanged.add', this.name);
    this.context.afterSync(() => this.changeHandlers.add(handler));
    return {
      context: this.context,
      remove: () => {
        this.context.queue('onChanged.remove', this.name);
        this.context.afterSync(() => this.changeHandlers.delete(handler));
      },
    };
  }

  /** How many change handlers are attached now. */
  get changeHandlerCount(): number {
    return this.changeHandlers.size;
  }

  /**
   * A person typing or pasting: the values land from the top-left cell of `address` (as typed,
   * through Excel's own reading of text), then ONE change event for the whole block reaches every
   * handler, as Office delivers it ({address, changeType, source, worksheetId}); resolves when
   * every handler has finished.
   */
  async typeInto(address: string, values: unknown[][], changeType = 'RangeEdited'): Promise<void> {
    const { row, column } = parseRangeAddress(address);
    values.forEach((cells, r) => cells.forEach((value, c) => storeTyped(this.cell(row + r, column + c), value)));
    const event: FakeChangedEvent = {
      type: 'WorksheetChanged',
      address: rangeAddress(row, column, values.length, values[0].length),
      changeType,
      source: 'Local',
      worksheetId: this.id,
    };
    if (values.length === 1 && values[0].length === 1) event.details = { valueAfter: values[0][0] };
    await Promise.all([...this.changeHandlers].map((handler) => handler(event)));
  }

  delete(): void {
    this.sheets.remove(this);
  }

  activate(): void {
    this.context.queue('activate', this.name);
    this.sheets.active = this.name;
  }

  private setFrozen(rows: number): void {
    this.context.queue('freezeRows', rows);
    this.frozenRows = rows;
  }

  private addChart(items: FakeChart[], type: string, source: FakeRange, seriesBy: string): unknown {
    this.context.queue('charts.add', [type, source.fullAddress, seriesBy]);
    const chart: FakeChart = {
      type,
      source: source.fullAddress,
      title: { text: '' },
      seriesNames: [],
      xValues: [],
      position: undefined,
      secondary: [],
      axisTitles: {},
      axes: {
        categoryAxis: { title: {} },
        valueAxis: { title: {} },
        getItem: (axisType: string, group = 'Primary') => {
          // Like Excel, a secondary axis exists only once a series is on it.
          if (group === 'Secondary' && chart.secondary.length === 0) throw new Error('ItemNotFound: no secondary axis');
          if (group === 'Primary') return axisType === 'Category' ? chart.axes.categoryAxis : chart.axes.valueAxis;
          return { title: (chart.axisTitles[`${axisType}/${group}`] ??= {}) };
        },
      },
      delete: () => {
        this.context.queue('chart.delete', chart.seriesNames);
        items.splice(items.indexOf(chart), 1);
      },
    };
    items.push(chart);
    const series = (index: number) => ({
      set name(name: string) {
        chart.seriesNames[index] = name;
      },
      set axisGroup(group: string) {
        if (group === 'Secondary') chart.secondary.push(index);
      },
      setXAxisValues: (range: FakeRange) => void (chart.xValues[index] = range.fullAddress),
      setValues: () => undefined,
    });
    return {
      title: chart.title,
      get axes() {
        // A pie chart has no axes: Excel fails the request that reaches for one.
        if (type === 'Pie') throw new Error('InvalidArgument: a pie chart has no axes');
        return chart.axes;
      },
      series: {
        getItemAt: (index: number) => series(index),
        add: (name: string) => (chart.seriesNames.push(name), series(chart.seriesNames.length - 1)),
      },
      setPosition: (start: string, end: string) => void (chart.position = [start, end]),
    };
  }

  cell(row: number, column: number): Cell {
    const key = `${row},${column}`;
    let cell = this.cells.get(key);
    if (!cell) {
      cell = { value: '', numberFormat: 'General' };
      this.cells.set(key, cell);
    }
    return cell;
  }

  /** The written block from A1 to the last non-empty cell. */
  valuesBlock(): unknown[][] {
    let rows = 0;
    let columns = 0;
    for (const [key, cell] of this.cells) {
      if (cell.value === '') continue;
      const [row, column] = key.split(',').map(Number);
      rows = Math.max(rows, row + 1);
      columns = Math.max(columns, column + 1);
    }
    return Array.from({ length: rows }, (_, r) =>
      Array.from({ length: columns }, (_, c) => this.cells.get(`${r},${c}`)?.value ?? ''),
    );
  }

  /** Without an address, the whole sheet (as Office.js). */
  getRange(address?: string): FakeRange {
    if (address === undefined) return new FakeRange(this, 0, 0, SHEET_ROWS, SHEET_COLUMNS);
    if (/^\d+:\d+$/.test(address)) {
      const row = Number(address.split(':')[0]) - 1;
      return new FakeRange(this, row, 0, 1, 16384);
    }
    const { row, column, rows, columns } = parseRangeAddress(address);
    return new FakeRange(this, row, column, rows, columns);
  }

  getUsedRangeOrNullObject(): FakeRange {
    return new FakeRange(this, 0, 0, 1048576, 16384).getUsedRangeOrNullObject();
  }
}

export class FakeRange {
  isNullObject = false;
  readonly format: {
    font: Record<string, unknown>;
    fill: Record<string, unknown>;
    borders: { getItem: (edge: string) => Record<string, unknown> };
    [property: string]: unknown;
  };

  constructor(
    private readonly sheet: FakeWorksheet,
    readonly row: number,
    readonly column: number,
    readonly rows: number,
    readonly columns: number,
  ) {
    // A format set is recorded (styled) and kept per cell, so that it reads back as Excel's would:
    // one value when every cell agrees, null when they differ. fill.clear() removes the fill.
    const record = (group: string) =>
      new Proxy({} as Record<string, unknown>, {
        set: (_, property, value) => {
          sheet.context.queue(`${group}.${String(property)}`, value);
          sheet.styled.push({ address: this.fullAddress, property: `${group}.${String(property)}`, value });
          if (this.rows * this.columns <= 100000)
            this.forEachCell((cell) => setFormat(cell, `${group}.${String(property)}`, value));
          return true;
        },
        get: (_, property) => {
          if (property === 'load') return (properties?: string | string[]) => this.markLoaded(properties, `${group}.`);
          if (property === 'clear') {
            return () => {
              sheet.context.queue(`${group}.clear`, null);
              this.forEachCell((cell) => {
                if (group === 'fill') delete cell.fill;
                if (cell.formats)
                  for (const key of Object.keys(cell.formats))
                    if (key.startsWith(`${group}.`)) delete cell.formats[key];
              });
            };
          }
          this.need(`${group}.${String(property)}`);
          return this.readFormat(`${group}.${String(property)}`);
        },
      });
    const font = record('font');
    const fill = record('fill');
    const border = record('border');
    this.format = new Proxy({ font, fill, borders: { getItem: () => border } } as FakeRange['format'], {
      set: (target, property, value) => {
        sheet.context.queue(`format.${String(property)}`, value);
        sheet.styled.push({ address: this.fullAddress, property: `format.${String(property)}`, value });
        return true;
      },
    });
  }

  get address(): string {
    this.need('address');
    return this.fullAddress;
  }

  /** "Sheet1!B2:J10", for the fake's own records (no load needed). */
  get fullAddress(): string {
    return `${this.sheet.name}!${rangeAddress(this.row, this.column, this.rows, this.columns)}`;
  }

  private readonly loaded = new Set<string>();

  /** Names loaded (prefixed, for a format group), readable after the next successful sync; no names load everything. */
  private markLoaded(properties: string | string[] | undefined, prefix = ''): void {
    const names =
      typeof properties === 'string' ? properties.split(',').map((name) => name.trim()) : (properties ?? []);
    this.sheet.context.afterSync(() => {
      if (names.length === 0) this.loaded.add(`${prefix}*`);
      for (const name of names) this.loaded.add(prefix + name);
    });
  }

  private need(property: string): void {
    if (!this.sheet.context.strictLoads || this.loaded.has(property) || this.loaded.has('*')) return;
    const group = property.includes('.') ? `${property.split('.')[0]}.*` : '';
    if (group && this.loaded.has(group)) return;
    throw new Error(`PropertyNotLoaded: ${property} of ${this.fullAddress} was read before load() and sync()`);
  }

  private forEachCell(visit: (cell: Cell) => void): void {
    for (let r = 0; r < this.rows; r++)
      for (let c = 0; c < this.columns; c++) visit(this.sheet.cell(this.row + r, this.column + c));
  }

  private readFormat(key: string): unknown {
    const read = (r: number, c: number) => {
      const cell = this.sheet.cells.get(`${this.row + r},${this.column + c}`);
      if (key === 'fill.color') return cell?.fill ?? FORMAT_DEFAULTS[key];
      return cell?.formats?.[key] ?? FORMAT_DEFAULTS[key];
    };
    const first = read(0, 0);
    for (let r = 0; r < this.rows; r++) for (let c = 0; c < this.columns; c++) if (read(r, c) !== first) return null;
    return first;
  }

  /** Empties values and formats (Office.js range.clear()); 'Contents' empties values and formulas only, keeping every format (fill, font, number format). */
  clear(applyTo: 'All' | 'Contents' = 'All'): void {
    this.sheet.context.queue('clear', [this.fullAddress, applyTo]);
    for (const [key, cell] of [...this.sheet.cells]) {
      const [row, column] = key.split(',').map(Number);
      if (row < this.row || row >= this.row + this.rows || column < this.column || column >= this.column + this.columns)
        continue;
      if (applyTo === 'All') {
        this.sheet.cells.delete(key);
      } else {
        cell.value = '';
        cell.formula = undefined;
        cell.result = undefined;
      }
    }
  }

  get rowIndex(): number {
    this.need('rowIndex');
    return this.row;
  }

  get columnIndex(): number {
    this.need('columnIndex');
    return this.column;
  }

  /**
   * The fake computes no formula: a formula is kept as the cell's text ("=SUM(A1:A3)"); formulas read
   * every other cell as its content — text without the apostrophe that made it text, as Excel reads it
   * (office-js issue #6687).
   */
  get formulas(): unknown[][] {
    this.need('formulas');
    return this.currentValues();
  }

  set formulas(grid: unknown[][]) {
    this.checkShape(grid, 'formulas');
    this.values = grid;
  }

  get rowCount(): number {
    this.need('rowCount');
    return this.rows;
  }

  get columnCount(): number {
    this.need('columnCount');
    return this.columns;
  }

  get worksheet(): FakeWorksheet {
    return this.sheet;
  }

  getCell(row: number, column: number): FakeRange {
    return new FakeRange(this.sheet, this.row + row, this.column + column, 1, 1);
  }

  getResizedRange(deltaRows: number, deltaColumns: number): FakeRange {
    const rows = this.rows + deltaRows;
    const columns = this.columns + deltaColumns;
    if (rows < 1 || columns < 1 || this.row + rows > SHEET_ROWS || this.column + columns > SHEET_COLUMNS) {
      throw new Error('InvalidArgument: the resized range falls outside the sheet');
    }
    return new FakeRange(this.sheet, this.row, this.column, rows, columns);
  }

  /** Only the fill colour is modelled (ExcelApi 1.9); an unfilled cell reads as white, as in Excel. */
  getCellProperties(_options: unknown): { value: { format: { fill: { color: string } } }[][] } {
    const context = this.sheet.context;
    let synced = !context.strictLoads;
    context.afterSync(() => (synced = true));
    const read = () =>
      Array.from({ length: this.rows }, (_, r) =>
        Array.from({ length: this.columns }, (_, c) => ({
          format: { fill: { color: this.sheet.cells.get(`${this.row + r},${this.column + c}`)?.fill ?? '#FFFFFF' } },
        })),
      );
    // A ClientResult: its value arrives with the sync.
    return {
      get value() {
        if (!synced) throw new Error('PropertyNotLoaded: getCellProperties() read before sync()');
        return read();
      },
    };
  }

  /** Loading values or formulas makes the next sync's answer carry them. */
  load(properties?: string | string[]): void {
    const names =
      typeof properties === 'string' ? properties.split(',').map((name) => name.trim()) : (properties ?? []);
    this.markLoaded(properties);
    for (const name of names) {
      if (name === 'values' || name === 'formulas')
        this.sheet.context.answer(() => new TextEncoder().encode(JSON.stringify(this.currentValues())).length);
    }
  }

  private checkShape(grid: unknown[][], what: string): void {
    if (grid.length !== this.rows || grid.some((row) => row.length !== this.columns)) {
      throw new Error(
        `InvalidArgument: ${what} is ${grid.length}×${grid[0]?.length} for a ${this.rows}×${this.columns} range`,
      );
    }
  }

  set values(grid: unknown[][]) {
    this.checkShape(grid, 'values');
    this.sheet.context.queue('values', grid);
    grid.forEach((cells, r) =>
      cells.forEach((value, c) => {
        // Excel reads a string as if typed (a number, a formula) unless the cell is formatted as text.
        storeTyped(this.sheet.cell(this.row + r, this.column + c), value);
      }),
    );
  }

  /** As Excel: a formula cell reads as its result (see Cell.result), every other cell as its content. */
  get values(): unknown[][] {
    this.need('values');
    return Array.from({ length: this.rows }, (_, r) =>
      Array.from({ length: this.columns }, (_, c) => {
        const cell = this.sheet.cells.get(`${this.row + r},${this.column + c}`);
        if (!cell) return '';
        return cell.formula ? (cell.result ?? 0) : cell.value;
      }),
    );
  }

  /** The cells' values now, for tests (no load needed). */
  currentValues(): unknown[][] {
    return Array.from({ length: this.rows }, (_, r) =>
      Array.from(
        { length: this.columns },
        (_, c) => this.sheet.cells.get(`${this.row + r},${this.column + c}`)?.value ?? '',
      ),
    );
  }

  set numberFormat(grid: string[][]) {
    this.checkShape(grid, 'numberFormat');
    this.sheet.context.queue('numberFormat', grid);
    grid.forEach((cells, r) =>
      cells.forEach((format, c) => (this.sheet.cell(this.row + r, this.column + c).numberFormat = format)),
    );
  }

  get numberFormat(): string[][] {
    this.need('numberFormat');
    return Array.from({ length: this.rows }, (_, r) =>
      Array.from(
        { length: this.columns },
        (_, c) => this.sheet.cells.get(`${this.row + r},${this.column + c}`)?.numberFormat ?? 'General',
      ),
    );
  }

  /** Selects the range, as Range.select() does. */
  select(): void {
    this.sheet.context.workbook.selection = {
      sheet: this.sheet.name,
      address: rangeAddress(this.row, this.column, this.rows, this.columns),
    };
  }

  getUsedRangeOrNullObject(): FakeRange {
    let top = Infinity;
    let left = Infinity;
    let bottom = -1;
    let right = -1;
    for (const [key, cell] of this.sheet.cells) {
      if (cell.value === '') continue;
      const [row, column] = key.split(',').map(Number);
      if (row < this.row || row >= this.row + this.rows || column < this.column || column >= this.column + this.columns)
        continue;
      top = Math.min(top, row);
      left = Math.min(left, column);
      bottom = Math.max(bottom, row);
      right = Math.max(right, column);
    }
    if (bottom < 0) {
      const nothing = new FakeRange(this.sheet, 0, 0, 1, 1);
      nothing.isNullObject = true;
      return nothing;
    }
    return new FakeRange(this.sheet, top, left, bottom - top + 1, right - left + 1);
  }
}

function setFormat(cell: Cell, key: string, value: unknown): void {
  if (key === 'fill.color') cell.fill = String(value).toUpperCase();
  else (cell.formats ??= {})[key] = value;
}

/** A workbook holding one sheet with the given values from its top-left cell (default A1). */
export function fakeWorkbookWith(sheetName: string, values: unknown[][], row = 0, column = 0): FakeContext {
  const context = new FakeContext();
  const sheet = context.workbook.worksheets.add(sheetName);
  values.forEach((cells, r) => cells.forEach((value, c) => (sheet.cell(row + r, column + c).value = value ?? '')));
  context.discardPending();
  return context;
}

/** Workbook-level names (ExcelApi 1.4): a name refers to a range, and breaks (type 'Error') when its sheet is deleted. */
export class FakeNamedItems {
  readonly items: FakeNamedItem[] = [];

  constructor(
    private readonly context: FakeContext,
    readonly workbook: FakeWorkbook,
  ) {}

  load(): void {}

  add(name: string, reference: FakeRange): FakeNamedItem {
    this.context.queue('names.add', [name, reference.fullAddress]);
    checkDefinedName(name);
    if (this.items.some((item) => item.name.toLowerCase() === name.toLowerCase()))
      throw new Error(`ItemAlreadyExists: ${name}`);
    const item = new FakeNamedItem(this, name, reference);
    this.items.push(item);
    return item;
  }

  getItem(name: string): FakeNamedItem {
    const item = this.items.find((each) => each.name.toLowerCase() === name.toLowerCase());
    if (!item) throw new Error(`ItemNotFound: ${name}`);
    return item;
  }

  getItemOrNullObject(name: string): FakeNamedItem {
    return (
      this.items.find((each) => each.name.toLowerCase() === name.toLowerCase()) ??
      new FakeNamedItem(this, name, undefined)
    );
  }

  remove(item: FakeNamedItem): void {
    this.context.queue('name.delete', item.name);
    this.items.splice(this.items.indexOf(item), 1);
  }
}

export class FakeNamedItem {
  constructor(
    private readonly names: FakeNamedItems,
    readonly name: string,
    private readonly reference: FakeRange | undefined,
  ) {}

  get isNullObject(): boolean {
    return this.reference === undefined;
  }

  load(): void {}

  /** Reading a null object's properties is an error in Office.js; the fake throws so that tests notice. */
  get type(): 'Range' | 'Error' {
    if (!this.reference) throw new Error(`PropertyNotLoaded: ${this.name} is a null object`);
    return this.names.workbook.worksheets.items.includes(this.reference.worksheet) ? 'Range' : 'Error';
  }

  getRange(): FakeRange {
    if (this.type !== 'Range') throw new Error(`InvalidReference: ${this.name} does not refer to a range`);
    return this.reference as FakeRange;
  }

  delete(): void {
    if (this.isNullObject) throw new Error(`ItemNotFound: ${this.name}`);
    this.names.remove(this);
  }
}

/** Runs `work` as an Excel build supporting ExcelApi up to 1.`newestMinor` (a fake Office global, removed afterwards). */
export async function withExcelApi<T>(newestMinor: number, work: () => Promise<T>): Promise<T> {
  const global = globalThis as { Office?: unknown };
  global.Office = {
    context: {
      requirements: { isSetSupported: (_: string, version: string) => Number(version.split('.')[1]) <= newestMinor },
    },
  };
  try {
    return await work();
  } finally {
    delete global.Office;
  }
}
