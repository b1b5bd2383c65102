/**
 * Store / ReInput (SPEC §2) in Excel: keep the selected puzzle in the add-in's Library sheet under a
 * number and a title, and recall one by number into a range of its shape. The layout and the rules
 * live in src/report/library-sheet.ts; this file only reads and writes, at most three syncs an
 * operation on a 9×9, one or two more on another kind (issue 20: any size, jigsaw and colour with the
 * fills that carry their map, combined layouts whose squares between grids stay empty).
 *
 * The Library sheet is recognised by a workbook-level name (LIBRARY_NAMED_ITEM), see owned-sheet.ts.
 *
 * A recall never overwrites a non-empty cell without the person's confirmation in the pane, checks
 * that the range did not change between the question and the answer, and keeps the overwritten
 * formulas, values and number formats so that Restore can put them back exactly.
 *
 * Reading `formulas` drops the apostrophe that keeps a typed text as text (office-js issue #6687):
 * a text '007 reads as "007", '=x as "=x". Written back as read, Excel would store the number 7, a
 * live formula, or a date for "1-2". Restore therefore writes a cell that held constant text with
 * the apostrophe again (Excel keeps it as the prefix, not as content), after its number format.
 */

import { isPuzzleError, countGivens, type Digits, parsePuzzleText } from '../engine';
import type { ErrorInfo } from '../engine/analyser';
import type { Geometry } from '../engine/variants';
import { parseSheetValues } from '../io/parse';
import { isNineByNine, type KindChoice, type SheetKind } from '../io/sheet-puzzle';
import { readSheetText } from '../io/variant-results';
import { variantSheetValues } from '../io/variant-sheet';
import {
  buildLibrarySheet,
  filledCellAddresses,
  findLibraryEntry,
  gridValues,
  kindHeaders,
  LIBRARY_COLUMNS,
  LIBRARY_ROW_FORMATS,
  LIBRARY_SHEET_NAMES,
  libraryRow,
  libraryRowAddress,
  nextLibraryNumber,
  planLibraryStore,
  readLibraryContents,
  variantLibraryRow,
  type LibraryContents,
  type LibraryEntry,
} from '../report/library-sheet';
import type { SheetLanguage } from '../report/analysis-labels';
import { otherLanguageNames } from '../report/display-language';
import { unitFillGrid } from '../report/variant-grid';
import { rangeAddress, type CellValue } from '../report/sheet-model';
import { applyStyles, writeModel } from './sheet-writer';
import { queueFills, writeFills } from './analysis';
import { addOwnedSheet, ownedSheetExists, queueOwnedSheetName, renameToLanguage } from './owned-sheet';
import {
  queueSelectedBlock,
  selectionProblem,
  targetOf,
  targetRange,
  type BadSelection,
  type GridTarget,
} from './selection';
import { readSelectedPuzzle, type SelectedPuzzleProblem } from './variant-range';

export type { BadSelection, GridTarget } from './selection';

/** The workbook-level name that marks the add-in's Library sheet (it refers to the sheet's A1). */
export const LIBRARY_NAMED_ITEM = 'SudokuAnalyzer_Library';

export type StoreOutcome =
  /** `readAs`: the kind and shape a puzzle of another kind was read as. */
  | {
      status: 'stored';
      number: number;
      title: string;
      sheetName: string;
      created: boolean;
      replaced: boolean;
      givens: number;
      readAs?: { kind: SheetKind; rows: number; columns: number };
    }
  /** The number is taken: nothing was written; store again with `replace` once the person confirms. */
  | { status: 'duplicate'; existing: LibraryEntry; sheetName: string }
  | BadSelection
  /** Cells that are neither a symbol nor a blank, as sheet addresses, and what each holds; `message` is the engine's (English); `size`: the symbols of another kind. */
  | { status: 'bad-cells'; cells: string[]; values: unknown[]; message: string; size?: number }
  | { status: 'empty' }
  | { status: 'unreadable'; detail: string }
  | { status: 'need-grids'; rows: number; columns: number }
  /** The range cannot be the kind: the engine's English detail and the cells concerned. */
  | { status: 'bad-layout'; kind: SheetKind; message: string; cells: string[] };

/** What a recall would overwrite, held by the pane while it asks the person. */
export interface PendingRecall {
  entry: LibraryEntry;
  target: GridTarget;
  /** What the recall writes: a value per square ('' empties it: blanks, and squares that are no cell). */
  values: CellValue[][];
  /** Jigsaw and colour: each square's fill, the map a reader of fills finds again. */
  fills?: string[][];
  /** What the range held when the person was asked. */
  originals: OriginalCells;
}

/** What a recall overwrites, read in one sync: enough for Restore to put every cell back as it was. */
export interface OriginalCells {
  /** The range's formulas (constants for plain cells; text without its apostrophe, as Excel reads it). */
  formulas: unknown[][];
  /** The values: a formula's result, a constant's content (text as a string). */
  values: unknown[][];
  numberFormat: string[][];
  /** The fills, read when the recall writes fills. */
  fills?: string[][];
}

/** What Restore needs to undo a recall. */
export interface RestorePoint {
  target: GridTarget;
  originals: OriginalCells;
  written: CellValue[][];
  writtenFills?: string[][];
}

export type RecallOutcome =
  | { status: 'written'; entry: LibraryEntry; restore: RestorePoint }
  /** The range holds something: ask the person, then call confirmRecall(pending). `changed` when it changed since the last question. */
  | { status: 'needs-confirmation'; pending: PendingRecall; filledCells: string[]; changed: boolean }
  | { status: 'no-library' }
  | { status: 'not-found'; number: number }
  | { status: 'unreadable-entry'; entry: LibraryEntry; error: ErrorInfo }
  /** `needed`: the shape of the stored puzzle when it is not 9×9. */
  | (BadSelection & { needed?: { rows: number; columns: number } });

export type RestoreOutcome =
  | { status: 'restored' }
  /** The recalled cells were edited since: nothing was written; restore with `force` once the person confirms. */
  | { status: 'changed'; cells: string[] };

export interface LibraryListing {
  /** Undefined when the workbook has no library yet. */
  sheetName?: string;
  entries: LibraryEntry[];
  nextNumber: number;
}

function queueLibraryName(context: Excel.RequestContext): Excel.NamedItem {
  return queueOwnedSheetName(context, LIBRARY_NAMED_ITEM);
}

interface QueuedLibrary {
  sheet: Excel.Worksheet;
  used: Excel.Range;
}

/** Queues the read of the library's used range; call only when ownedSheetExists(item) after a sync. */
function queueLibraryRows(item: Excel.NamedItem): QueuedLibrary {
  const sheet = item.getRange().worksheet;
  sheet.load('name');
  const used = sheet.getUsedRangeOrNullObject(true);
  used.load(['values', 'rowIndex', 'columnIndex']);
  return { sheet, used };
}

function contentsOf({ used }: QueuedLibrary): LibraryContents {
  return used.isNullObject
    ? { entries: [], nextRow: 1 }
    : readLibraryContents(used.values, used.rowIndex, used.columnIndex);
}

/** The stored puzzles, for the pane's list and its next free number (two syncs, one without a library). */
export async function readLibrary(context: Excel.RequestContext): Promise<LibraryListing> {
  const item = queueLibraryName(context);
  await context.sync();
  if (!ownedSheetExists(item)) return { entries: [], nextNumber: 1 };
  const library = queueLibraryRows(item);
  await context.sync();
  const contents = contentsOf(library);
  return { sheetName: library.sheet.name, entries: contents.entries, nextNumber: nextLibraryNumber(contents) };
}

/** Creates the Library sheet (a free name) with its header, and points the library's name at it. */
function createLibrarySheet(
  context: Excel.RequestContext,
  item: Excel.NamedItem,
  existingNames: string[],
  language?: SheetLanguage,
): Excel.Worksheet {
  const model = buildLibrarySheet(language);
  const sheet = addOwnedSheet(context, item, LIBRARY_NAMED_ITEM, existingNames, model.name);
  writeModel(sheet, model);
  return sheet;
}

export interface StoreRequest {
  number: number;
  title: string;
  /** The person confirmed replacing the puzzle already stored under this number. */
  replace?: boolean;
  now?: Date;
  /** The header language of a Library sheet this store creates (or of the kind columns it adds to an older one). */
  language?: SheetLanguage;
  /**
   * The kind to read a selection of this shape as (the pane's kind chooser); without it, or when it
   * says 9×9, the selection is a 9×9 puzzle or the cell its 9×9 block starts from.
   */
  kindFor?(rows: number, columns: number): KindChoice | undefined;
}

/** The row a store writes, once the puzzle is read. */
interface ReadForStore {
  row(number: number, title: string, now: Date): CellValue[];
  givens: number;
  readAs?: { kind: SheetKind; rows: number; columns: number };
}

/** The selected 9×9 (or the block from the selected cell), already loaded. */
function readNineByNine(block: Excel.Range): ReadForStore | StoreOutcome {
  let digits: Digits;
  try {
    digits = parseSheetValues(block.values);
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    const cells = error.cells.map(([r, c]) => rangeAddress(block.rowIndex + r - 1, block.columnIndex + c - 1));
    return {
      status: 'bad-cells',
      cells,
      values: error.cells.map(([r, c]) => block.values[r - 1]?.[c - 1]),
      message: error.message,
    };
  }
  if (countGivens(digits) === 0) return { status: 'empty' };
  return { givens: countGivens(digits), row: (number, title, now) => libraryRow(number, title, digits, now) };
}

/** A puzzle of another kind at the selection, read on its geometry (two syncs). */
async function readOtherKind(
  context: Excel.RequestContext,
  choice: KindChoice,
  kindFor: NonNullable<StoreRequest['kindFor']>,
): Promise<ReadForStore | StoreOutcome> {
  const read = await readSelectedPuzzle(context, choice, kindFor);
  if (read.status !== 'ok') return storeProblem(read);
  const { spec, geometry, givens } = read.puzzle;
  const givenCount = givens.filter((value) => value > 0).length;
  if (givenCount === 0) return { status: 'empty' };
  return {
    givens: givenCount,
    readAs: { kind: spec.kind, rows: geometry.rows, columns: geometry.cols },
    row: (number, title, now) => variantLibraryRow(number, title, spec.kind, geometry, givens, now),
  };
}

/** The problem as the pane says it: the cells and what they hold, without the range read to find them (a combined layout's may be large). */
function storeProblem(problem: SelectedPuzzleProblem): StoreOutcome {
  switch (problem.status) {
    case 'bad-cells':
      return {
        status: 'bad-cells',
        cells: problem.cells,
        values: problem.values,
        message: problem.message,
        size: problem.size,
      };
    case 'bad-layout':
      return { status: 'bad-layout', kind: problem.kind, message: problem.message, cells: problem.cells };
    case 'empty':
      return { status: 'empty' };
    default:
      return problem;
  }
}

function isReadForStore(read: ReadForStore | StoreOutcome): read is ReadForStore {
  return !('status' in read);
}

/**
 * Stores the selected puzzle. A 9×9 (or the 9×9 block from the selected cell): one sync reads the
 * selection, one the library's rows (when it exists), one writes the row (creating the sheet).
 * Another kind (request.kindFor) takes two more syncs to read the range of its shape.
 */
export async function storeSelectedPuzzle(context: Excel.RequestContext, request: StoreRequest): Promise<StoreOutcome> {
  const queued = queueSelectedBlock(context, ['values']);
  const item = queueLibraryName(context);
  const worksheets = context.workbook.worksheets;
  worksheets.load('items/name');
  await context.sync();

  const badSelection = selectionProblem(queued);
  const shape = badSelection ?? { rows: 9, columns: 9 };
  const { kindFor } = request;
  const choice = kindFor?.(shape.rows, shape.columns);
  // A selection of another shape is refused only when no kind fits it.
  if (badSelection && !choice) return badSelection;
  const read =
    kindFor && choice && (badSelection || !isNineByNine(choice))
      ? await readOtherKind(context, choice, kindFor)
      : readNineByNine(queued.block);
  if (!isReadForStore(read)) return read;

  let sheet: Excel.Worksheet;
  let contents: LibraryContents = { entries: [], nextRow: 1 };
  const created = !ownedSheetExists(item);
  if (created) {
    sheet = createLibrarySheet(
      context,
      item,
      worksheets.items.map((each) => each.name),
      request.language,
    );
  } else {
    const library = queueLibraryRows(item);
    await context.sync();
    sheet = library.sheet;
    contents = contentsOf(library);
    const name = LIBRARY_SHEET_NAMES[request.language ?? 'en'];
    renameToLanguage(
      sheet,
      sheet.name,
      worksheets.items.map((each) => each.name),
      name,
      otherLanguageNames((language) => LIBRARY_SHEET_NAMES[language], name),
    );
  }
  const plan = planLibraryStore(contents, request.number, request.replace === true);
  if (plan.action === 'refuse') return { status: 'duplicate', existing: plan.existing, sheetName: sheet.name };

  // A Library sheet written before the kind columns gets their headers with its first puzzle of another kind.
  if (read.readAs && (contents.headerColumns ?? LIBRARY_COLUMNS) < LIBRARY_COLUMNS) {
    const headers = kindHeaders(request.language);
    sheet.getRange(headers.address).values = headers.values;
    applyStyles(sheet, [{ address: headers.address, style: headers.style }]);
  }
  const row = sheet.getRange(libraryRowAddress(plan.row));
  row.numberFormat = [[...LIBRARY_ROW_FORMATS]];
  row.values = [read.row(request.number, request.title, request.now ?? new Date())];
  sheet.load('name');
  await context.sync();
  return {
    status: 'stored',
    number: request.number,
    title: request.title,
    sheetName: sheet.name,
    created,
    replaced: plan.action === 'replace',
    givens: read.givens,
    ...(read.readAs ? { readAs: read.readAs } : {}),
  };
}

function sameCells(a: readonly (readonly unknown[])[], b: readonly (readonly unknown[])[]): boolean {
  return differingCells(a, b, 0, 0).length === 0;
}

/** Addresses of the cells where two blocks differ (compared as text: Excel may hand 5 back as 5 or "5"). */
function differingCells(
  a: readonly (readonly unknown[])[],
  b: readonly (readonly unknown[])[],
  originRow: number,
  originColumn: number,
): string[] {
  const differing: string[] = [];
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  for (let r = 0; r < Math.max(a.length, b.length); r++) {
    for (let c = 0; c < Math.max(a[r]?.length ?? 0, b[r]?.length ?? 0); c++) {
      if (text(a[r]?.[c]) !== text(b[r]?.[c])) differing.push(rangeAddress(originRow + r, originColumn + c));
    }
  }
  return differing;
}

/** The loaded values, formulas and number formats of a range, and its fills when read (the arrays are Excel's, not copied). */
function originalCells(range: Excel.Range, fills?: () => string[][]): OriginalCells {
  return {
    formulas: range.formulas,
    values: range.values,
    numberFormat: range.numberFormat,
    ...(fills ? { fills: fills() } : {}),
  };
}

/** Queues the read of what a recall would overwrite: the cells, and their fills when it writes fills. */
function queueOriginals(range: Excel.Range, pending: { values: CellValue[][]; fills?: string[][] }): () => string[][] {
  range.load(['values', 'formulas', 'numberFormat', 'rowIndex', 'columnIndex']);
  if (!pending.fills) return () => [];
  const fills = queueFills(range, pending.values.length, pending.values[0]?.length ?? 0);
  return () => fills.read();
}

/**
 * What to write into `formulas` to put a cell back: a formula as a formula, a number, boolean or blank
 * as itself, and constant text — a string value whose formula is no formula, or is that very text
 * (text '=x reads as formula "=x" and value "=x"; a real formula reads as its result) — with a leading
 * apostrophe, so that Excel keeps it as text ("007", "=x", "1-2") instead of reading a number, a
 * formula or a date into it. A cell formatted as text ('@') takes any string as text: there the
 * apostrophe would become content, so its text is written as it is.
 */
export function restoredFormula(formula: unknown, value: unknown, numberFormat: string | undefined): unknown {
  const text =
    typeof value === 'string' &&
    value !== '' &&
    (typeof formula !== 'string' || !formula.startsWith('=') || formula === value);
  if (!text) return formula;
  return numberFormat === '@' ? value : `'${value}`;
}

function writeRecall(context: Excel.RequestContext, pending: PendingRecall): RestorePoint {
  const range = targetRange(context, pending.target);
  range.values = pending.values;
  if (pending.fills) writeFills(range, pending.fills);
  return {
    target: pending.target,
    originals: pending.originals,
    written: pending.values,
    ...(pending.fills ? { writtenFills: pending.fills } : {}),
  };
}

/** What recalling an entry writes: the 9×9's digits, or another kind's values by square and the fills that carry its map. */
function recallOf(entry: LibraryEntry): { values: CellValue[][]; fills?: string[][]; geometry?: Geometry } {
  if (!entry.kind) return { values: gridValues(parsePuzzleText(entry.puzzle)) };
  const { geometry, givens } = readSheetText(entry.puzzle, entry.kind);
  // A colour puzzle over a jigsaw has two maps but one fill per cell: its colours are drawn, its regions are not.
  const mapKind =
    geometry.kind === 'colour' ? 'extra' : geometry.box === null && geometry.grids.length === 0 ? 'box' : undefined;
  return {
    values: variantSheetValues(geometry, givens),
    geometry,
    ...(mapKind ? { fills: unitFillGrid(geometry, mapKind) } : {}),
  };
}

/**
 * ReInput: the puzzle stored under `number` into the selected range of its shape (or the block of
 * that shape from the selected cell). An empty range is written at once (three syncs for a 9×9,
 * four for another kind); otherwise nothing is written and the outcome asks for confirmation.
 */
export async function recallPuzzle(context: Excel.RequestContext, number: number): Promise<RecallOutcome> {
  const queued = queueSelectedBlock(context, ['values', 'formulas', 'numberFormat']);
  const item = queueLibraryName(context);
  await context.sync();
  const badSelection = selectionProblem(queued);
  if (!ownedSheetExists(item)) return badSelection ?? { status: 'no-library' };
  const library = queueLibraryRows(item);
  await context.sync();

  const entry = findLibraryEntry(contentsOf(library), number);
  if (!entry) return badSelection ?? { status: 'not-found', number };
  let recall: ReturnType<typeof recallOf>;
  try {
    recall = recallOf(entry);
  } catch (error) {
    if (!isPuzzleError(error)) throw error;
    return { status: 'unreadable-entry', entry, error: error.toJSON() };
  }
  let range = queued.block;
  let target = targetOf(queued);
  let fills = (): string[][] => [];
  const { geometry } = recall;
  if (geometry && (geometry.rows !== 9 || geometry.cols !== 9 || recall.fills)) {
    const { rowCount, columnCount } = queued.selection;
    const single = rowCount === 1 && columnCount === 1;
    if (!single && (rowCount !== geometry.rows || columnCount !== geometry.cols))
      return {
        status: 'bad-selection',
        rows: rowCount,
        columns: columnCount,
        needed: { rows: geometry.rows, columns: geometry.cols },
      };
    target = {
      ...target,
      address: rangeAddress(queued.block.rowIndex, queued.block.columnIndex, geometry.rows, geometry.cols),
    };
    range = targetRange(context, target);
    fills = queueOriginals(range, recall);
    await context.sync();
  } else if (badSelection) {
    return badSelection;
  }
  const originals = originalCells(range, recall.fills && fills);
  const pending: PendingRecall = {
    entry,
    target,
    values: recall.values,
    ...(recall.fills ? { fills: recall.fills } : {}),
    originals,
  };
  const filledCells = filledCellAddresses(originals.formulas, range.rowIndex, range.columnIndex);
  if (filledCells.length > 0) return { status: 'needs-confirmation', pending, filledCells, changed: false };
  const restore = writeRecall(context, pending);
  await context.sync();
  return { status: 'written', entry, restore };
}

/**
 * Writes a recall the person confirmed: one sync checks that the range still holds what they were
 * asked about (else it asks again), one writes.
 */
export async function confirmRecall(context: Excel.RequestContext, pending: PendingRecall): Promise<RecallOutcome> {
  const range = targetRange(context, pending.target);
  const fills = queueOriginals(range, pending);
  await context.sync();
  const now = originalCells(range, pending.fills && fills);
  if (!sameCells(range.formulas, pending.originals.formulas)) {
    const changed: PendingRecall = { ...pending, originals: now };
    return {
      status: 'needs-confirmation',
      pending: changed,
      filledCells: filledCellAddresses(range.formulas, range.rowIndex, range.columnIndex),
      changed: true,
    };
  }
  // Restore puts back what is there now (a number format or a fill may have changed since the question).
  const restore = writeRecall(context, { ...pending, originals: now });
  await context.sync();
  return { status: 'written', entry: pending.entry, restore };
}

/**
 * Restore: puts back what a recall overwrote — formulas, numbers, text kept as text, number formats,
 * and the fills when it wrote fills. If the recalled cells (or fills) were edited since, nothing is
 * written unless `force` (the person confirmed losing those edits). Two syncs.
 */
export async function restoreRecall(
  context: Excel.RequestContext,
  point: RestorePoint,
  force = false,
): Promise<RestoreOutcome> {
  const range = targetRange(context, point.target);
  range.load(['formulas', 'rowIndex', 'columnIndex']);
  const fills = point.writtenFills ? queueFills(range, point.written.length, point.written[0]?.length ?? 0) : undefined;
  await context.sync();
  const edited = differingCells(range.formulas, point.written, range.rowIndex, range.columnIndex);
  if (fills && point.writtenFills)
    edited.push(
      ...differingCells(fills.read(), point.writtenFills, range.rowIndex, range.columnIndex).filter(
        (cell) => !edited.includes(cell),
      ),
    );
  if (edited.length > 0 && !force) return { status: 'changed', cells: edited };
  const { formulas, values, numberFormat } = point.originals;
  // The number formats first: Excel reads what is written into a cell by the cell's format.
  range.numberFormat = numberFormat;
  range.formulas = formulas.map((cells, r) =>
    cells.map((formula, c) => restoredFormula(formula, values[r]?.[c], numberFormat[r]?.[c])),
  ) as Excel.Range['formulas'];
  if (point.originals.fills) writeFills(range, point.originals.fills);
  await context.sync();
  return { status: 'restored' };
}
