/**
 * Native Excel charts in a workbook exceljs wrote (issue 33): exceljs cannot draw charts, so for
 * every sheet model with charts this adds a drawing part anchored to the sheet, a chart part per
 * ChartSpec (chart-xml.ts), their relationships, the sheet's <drawing> element and the content
 * types, then packs the workbook again. The same ChartSpecs are what the add-in draws through
 * Office.js, so both front ends give a person the same charts over the same ranges.
 */

import * as path from 'path';
import JSZip from 'jszip';
import type { SheetModel } from '../report/sheet-model';
import { RELATIONSHIPS_NS, chartSpaceXml, drawingXml, xmlText } from './chart-xml';

const PACKAGE_RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DRAWING_RELATIONSHIP = `${RELATIONSHIPS_NS}/drawing`;
const CHART_RELATIONSHIP = `${RELATIONSHIPS_NS}/chart`;
const DRAWING_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.drawing+xml';
const CHART_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml';

/**
 * The elements a worksheet may hold after <drawing>, in the schema's order (CT_Worksheet): the
 * drawing goes before the first of them that the sheet has.
 */
const AFTER_DRAWING =
  /<(legacyDrawing|legacyDrawingHF|drawingHF|picture|oleObjects|controls|webPublishItems|tableParts|extLst)\b|<\/worksheet>/;

interface Relationship {
  id: string;
  type: string;
  target: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The attributes of every `name` element of a part; the parts read here are exceljs's own, written moments before. */
function elementAttributes(xml: string, name: string): Record<string, string>[] {
  return [...xml.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:]+)="([^"]*)"/g)].map(([, key, value]) => [
        key,
        value.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => ENTITIES[entity]),
      ]),
    ),
  );
}

async function partText(zip: JSZip, part: string): Promise<string> {
  const file = zip.file(part);
  if (!file) throw new Error(`the workbook written has no part ${part}`);
  return file.async('string');
}

/** "xl/worksheets/sheet2.xml" → "xl/worksheets/_rels/sheet2.xml.rels". */
function relationshipsPart(part: string): string {
  return path.posix.join(path.posix.dirname(part), '_rels', `${path.posix.basename(part)}.rels`);
}

/** Each sheet's part by the sheet's name, through the workbook's relationships. */
async function sheetParts(zip: JSZip): Promise<Map<string, string>> {
  const targets = new Map(
    elementAttributes(await partText(zip, 'xl/_rels/workbook.xml.rels'), 'Relationship').map((each) => [
      each.Id,
      each.Target,
    ]),
  );
  const parts = new Map<string, string>();
  for (const sheet of elementAttributes(await partText(zip, 'xl/workbook.xml'), 'sheet')) {
    const target = targets.get(sheet['r:id']);
    if (target !== undefined)
      parts.set(sheet.name, target.startsWith('/') ? target.slice(1) : path.posix.join('xl', target));
  }
  return parts;
}

function relationshipXml({ id, type, target }: Relationship): string {
  return `<Relationship Id="${id}" Type="${type}" Target="${xmlText(target)}"/>`;
}

function relationshipsXml(relationships: readonly Relationship[]): string {
  const entries = relationships.map(relationshipXml).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}">${entries}</Relationships>`;
}

/** Writes a part without the folder entries jszip would add by default (a package's parts need none). */
function putPart(zip: JSZip, part: string, xml: string): void {
  zip.file(part, xml, { createFolders: false });
}

/** Adds a relationship to a part's relationships (made when it has none) and returns its id. */
async function addRelationship(zip: JSZip, part: string, type: string, target: string): Promise<string> {
  const relsPart = relationshipsPart(part);
  const existing = zip.file(relsPart) ? await partText(zip, relsPart) : undefined;
  const taken = new Set(
    existing === undefined ? [] : elementAttributes(existing, 'Relationship').map((each) => each.Id),
  );
  let n = taken.size + 1;
  while (taken.has(`rId${n}`)) n++;
  const relationship = { id: `rId${n}`, type, target };
  putPart(
    zip,
    relsPart,
    existing === undefined
      ? relationshipsXml([relationship])
      : existing.replace('</Relationships>', `${relationshipXml(relationship)}</Relationships>`),
  );
  return relationship.id;
}

/** The first part name `name(n)` (n = 1, 2, …) not in the package. */
function freePart(zip: JSZip, name: (n: number) => string): string {
  let n = 1;
  while (zip.file(name(n))) n++;
  return name(n);
}

/** The sheet with its drawing linked where the schema puts it. */
function withDrawingElement(sheetXml: string, relationshipId: string, sheetName: string): string {
  if (/<drawing\b/.test(sheetXml))
    throw new Error(`the sheet "${sheetName}" has a drawing already; its charts cannot be added`);
  const at = sheetXml.search(AFTER_DRAWING);
  if (at < 0) throw new Error(`the sheet "${sheetName}" has no end`);
  return `${sheetXml.slice(0, at)}<drawing r:id="${relationshipId}"/>${sheetXml.slice(at)}`;
}

/** The workbook with a native chart for every ChartSpec of `models` (the models it was written from). */
export async function withNativeCharts(workbook: Uint8Array, models: readonly SheetModel[]): Promise<Buffer> {
  const charted = models.filter((model) => model.charts.length > 0);
  if (charted.length === 0) return Buffer.from(workbook);
  const zip = await JSZip.loadAsync(workbook);
  const parts = await sheetParts(zip);
  const overrides: string[] = [];
  const override = (part: string, type: string) =>
    overrides.push(`<Override PartName="/${part}" ContentType="${type}"/>`);
  for (const model of charted) {
    const sheetPart = parts.get(model.name);
    if (sheetPart === undefined) throw new Error(`the workbook written has no sheet "${model.name}" for its charts`);
    const chartTargets = model.charts.map((spec) => {
      const chartPart = freePart(zip, (n) => `xl/charts/chart${n}.xml`);
      putPart(zip, chartPart, chartSpaceXml({ spec, sheetName: model.name, values: model.values }));
      override(chartPart, CHART_CONTENT_TYPE);
      return `../charts/${path.posix.basename(chartPart)}`;
    });
    const drawingPart = freePart(zip, (n) => `xl/drawings/drawing${n}.xml`);
    putPart(zip, drawingPart, drawingXml(model.charts));
    putPart(
      zip,
      relationshipsPart(drawingPart),
      relationshipsXml(chartTargets.map((target, i) => ({ id: `rId${i + 1}`, type: CHART_RELATIONSHIP, target }))),
    );
    override(drawingPart, DRAWING_CONTENT_TYPE);
    const drawingId = await addRelationship(
      zip,
      sheetPart,
      DRAWING_RELATIONSHIP,
      `../drawings/${path.posix.basename(drawingPart)}`,
    );
    putPart(zip, sheetPart, withDrawingElement(await partText(zip, sheetPart), drawingId, model.name));
  }
  const contentTypes = await partText(zip, '[Content_Types].xml');
  putPart(zip, '[Content_Types].xml', contentTypes.replace('</Types>', `${overrides.join('')}</Types>`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
