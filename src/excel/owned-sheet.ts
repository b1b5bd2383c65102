/**
 * A sheet the add-in owns (the Analysis sheet, the Library) is recognised by a workbook-level name
 * pointing at its A1, not by its sheet name: Excel keeps the name pointing at its sheet through
 * renames, a person's own sheet of the same name is never taken for ours (ours then gets a free
 * name such as "Library (2)"), and a deleted sheet leaves a broken name that the new sheet replaces.
 *
 * The name is the id the add-in keeps, rather than worksheet.id in the document's settings: Office
 * gives a sheet a new id in another session or Excel version (office-js issue #1390), and a language
 * change means a new session. A sheet found again still under the add-in's name of another language
 * ("Analysis" in a Japanese Office) takes the current one; a name the person gave it stays.
 */

import { freeSheetName } from './sheet-writer';

/** Queues the read of the workbook name that marks an owned sheet. */
export function queueOwnedSheetName(context: Excel.RequestContext, namedItem: string): Excel.NamedItem {
  const item = context.workbook.names.getItemOrNullObject(namedItem);
  item.load('type');
  return item;
}

/** After the sync: true when the name exists and still refers to a range (a deleted sheet leaves it broken). */
export function ownedSheetExists(item: Excel.NamedItem): boolean {
  return !item.isNullObject && item.type === 'Range';
}

/** The base name of a sheet still under one of the add-in's names ("Library", "Library (2)"), else undefined. */
export function defaultNameBase(name: string, bases: readonly string[]): string | undefined {
  return bases.find(
    (base) => name === base || (name.startsWith(`${base} (`) && /^ \(\d+\)$/.test(name.slice(base.length))),
  );
}

/**
 * Queues the rename of an owned sheet found under the add-in's name in another language to a free
 * name in the current one (`baseName`); `otherBases`: the sheet's names in the other languages.
 */
export function renameToLanguage(
  sheet: Excel.Worksheet,
  currentName: string,
  existingNames: readonly string[],
  baseName: string,
  otherBases: readonly string[],
): void {
  if (defaultNameBase(currentName, otherBases) === undefined) return;
  sheet.name = freeSheetName(
    existingNames.filter((name) => name !== currentName),
    baseName,
  );
}

/** Adds the owned sheet under a free name (`baseName` or "baseName (2)" …) and points the workbook name at it, replacing a broken one. */
export function addOwnedSheet(
  context: Excel.RequestContext,
  item: Excel.NamedItem,
  namedItem: string,
  existingNames: readonly string[],
  baseName: string,
): Excel.Worksheet {
  const sheet = context.workbook.worksheets.add(freeSheetName(existingNames, baseName));
  if (!item.isNullObject) item.delete();
  context.workbook.names.add(namedItem, sheet.getRange('A1'));
  return sheet;
}

/**
 * The owned sheet marked by `namedItem`, emptied (values, formats, charts) for a rewrite, or added
 * under a free name when there is none: two syncs for an existing sheet, one for a new one. An
 * existing sheet under its name in another language (`otherBases`) is renamed to `baseName`'s. The
 * caller writes the model and makes the last sync.
 */
export async function openOwnedSheet(
  context: Excel.RequestContext,
  namedItem: string,
  baseName: string,
  otherBases: readonly string[] = [],
): Promise<{ sheet: Excel.Worksheet; created: boolean; syncs: number }> {
  const item = queueOwnedSheetName(context, namedItem);
  const worksheets = context.workbook.worksheets;
  worksheets.load('items/name');
  await context.sync();
  if (!ownedSheetExists(item)) {
    const names = worksheets.items.map((each) => each.name);
    return { sheet: addOwnedSheet(context, item, namedItem, names, baseName), created: true, syncs: 1 };
  }
  const sheet = item.getRange().worksheet;
  sheet.load('name');
  sheet.charts.load('items');
  sheet.getRange().clear();
  await context.sync();
  for (const chart of sheet.charts.items) chart.delete();
  renameToLanguage(
    sheet,
    sheet.name,
    worksheets.items.map((each) => each.name),
    baseName,
    otherBases,
  );
  return { sheet, created: false, syncs: 2 };
}
