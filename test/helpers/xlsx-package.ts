/**
 * An .xlsx package read the way a spreadsheet program finds its charts, independently of the
 * writer under test: the workbook's sheets, each sheet's <drawing> and its relationship, the
 * drawing's anchors and their chart parts, and in each chart the formulas and caches of its series.
 */

import * as path from 'path';
import JSZip from 'jszip';

export interface PackageChart {
  part: string;
  /** The chart group elements of the plot area ("barChart", "lineChart", …) in order. */
  groups: string[];
  /** c:barDir of a bar chart ("col" or "bar"). */
  barDirection?: string;
  title: string;
  series: { name: string; categories: string; values: string; categoryCache: string[]; valueCache: string[] }[];
  /** The anchor's corners, 0-based (the `to` corner is the cell after the last one covered). */
  from: { row: number; column: number };
  to: { row: number; column: number };
}

export interface PackageSheet {
  name: string;
  part: string;
  xml: string;
  charts: PackageChart[];
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function attribute(tag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? decode(found[1]) : undefined;
}

function tags(xml: string, name: string): string[] {
  return xml.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
}

function firstText(xml: string, name: string): string | undefined {
  const found = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return found ? decode(found[1]) : undefined;
}

function allTexts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((found) => decode(found[1]));
}

async function text(zip: JSZip, part: string): Promise<string> {
  const file = zip.file(part);
  if (!file) throw new Error(`the package has no part ${part}`);
  return file.async('string');
}

/** The targets of a part's relationships by id, as package paths. */
async function relationships(zip: JSZip, part: string): Promise<Map<string, string>> {
  const relsPart = path.posix.join(path.posix.dirname(part), '_rels', `${path.posix.basename(part)}.rels`);
  if (!zip.file(relsPart)) return new Map();
  const entries = tags(await text(zip, relsPart), 'Relationship');
  return new Map(
    entries.map((tag) => [
      attribute(tag, 'Id') as string,
      path.posix.normalize(path.posix.join(path.posix.dirname(part), attribute(tag, 'Target') as string)),
    ]),
  );
}

function corner(xml: string, name: string): { row: number; column: number } {
  const block = firstText(xml, `xdr:${name}`) ?? '';
  return { row: Number(firstText(block, 'xdr:row')), column: Number(firstText(block, 'xdr:col')) };
}

function readChart(part: string, xml: string, anchor: string): PackageChart {
  const plot = firstText(xml, 'c:plotArea') ?? '';
  const groups = [...plot.matchAll(/<c:(\w+Chart)>/g)].map((found) => found[1]);
  const series = allTexts(plot, 'c:ser').map((ser) => {
    const categories = firstText(ser, 'c:cat') ?? '';
    const values = firstText(ser, 'c:val') ?? '';
    return {
      name: firstText(firstText(ser, 'c:tx') ?? '', 'c:v') ?? '',
      categories: firstText(categories, 'c:f') ?? '',
      values: firstText(values, 'c:f') ?? '',
      categoryCache: allTexts(categories, 'c:v'),
      valueCache: allTexts(values, 'c:v'),
    };
  });
  const barDirection = attribute(tags(plot, 'c:barDir')[0] ?? '', 'val');
  return {
    part,
    groups,
    ...(barDirection ? { barDirection } : {}),
    title: allTexts(firstText(xml, 'c:title') ?? '', 'a:t').join(''),
    series,
    from: corner(anchor, 'from'),
    to: corner(anchor, 'to'),
  };
}

/** Every sheet of the package with the charts its drawing anchors. */
export async function readPackageSheets(bytes: Uint8Array): Promise<{ zip: JSZip; sheets: PackageSheet[] }> {
  const zip = await JSZip.loadAsync(bytes);
  const workbookRels = await relationships(zip, 'xl/workbook.xml');
  const sheets: PackageSheet[] = [];
  for (const tag of tags(await text(zip, 'xl/workbook.xml'), 'sheet')) {
    const part = workbookRels.get(attribute(tag, 'r:id') as string) as string;
    const xml = await text(zip, part);
    const charts: PackageChart[] = [];
    const drawingTag = tags(xml, 'drawing')[0];
    if (drawingTag) {
      const drawingPart = (await relationships(zip, part)).get(attribute(drawingTag, 'r:id') as string) as string;
      const drawing = await text(zip, drawingPart);
      const chartRels = await relationships(zip, drawingPart);
      for (const anchor of allTexts(drawing, 'xdr:twoCellAnchor')) {
        const chartPart = chartRels.get(attribute(tags(anchor, 'c:chart')[0], 'r:id') as string) as string;
        charts.push(readChart(chartPart, await text(zip, chartPart), anchor));
      }
    }
    sheets.push({ name: attribute(tag, 'name') as string, part, xml, charts });
  }
  return { zip, sheets };
}

/** The content type the package declares for a part (its Override, else the Default of its extension). */
export async function contentTypeOf(zip: JSZip, part: string): Promise<string | undefined> {
  const types = await text(zip, '[Content_Types].xml');
  const override = tags(types, 'Override').find((tag) => attribute(tag, 'PartName') === `/${part}`);
  if (override) return attribute(override, 'ContentType');
  const fallback = tags(types, 'Default').find(
    (tag) => attribute(tag, 'Extension') === path.posix.extname(part).slice(1),
  );
  return fallback && attribute(fallback, 'ContentType');
}
