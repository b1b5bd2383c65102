/**
 * DrawingML for the native charts of a SheetModel (issue 33): the chart part (c:chartSpace) of one
 * ChartSpec and the drawing part that anchors charts to a sheet's cells. exceljs cannot draw
 * charts, so xlsx-charts.ts adds these parts to the package it wrote. Each series points at its
 * range with a formula and carries a cache of the model's values, so a reader shows the chart
 * before it recalculates anything. Element order follows the ECMA-376 schema (dml-chart.xsd).
 */

import {
  columnLetter,
  parseRangeAddress,
  type CellValue,
  type ChartSeriesSpec,
  type ChartSpec,
} from '../report/sheet-model';

const CHART_NS = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const DRAWING_MAIN_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const SPREADSHEET_DRAWING_NS = 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing';
export const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Text as XML character data or an attribute value. */
export function xmlText(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

/** A range of the sheet as a chart formula names it: 'Summary'!$B$14:$B$21. */
function sheetRangeFormula(sheetName: string, address: string): string {
  const { row, column, rows, columns } = parseRangeAddress(address);
  const corner = (r: number, c: number) => `$${columnLetter(c)}$${r + 1}`;
  const first = corner(row, column);
  const last = corner(row + rows - 1, column + columns - 1);
  return `'${sheetName.replace(/'/g, "''")}'!${first === last ? first : `${first}:${last}`}`;
}

/** The model's values in a range, row by row ("" where the model has nothing). */
function rangeCells(values: readonly (readonly CellValue[])[], address: string): CellValue[] {
  const { row, column, rows, columns } = parseRangeAddress(address);
  const cells: CellValue[] = [];
  for (let r = row; r < row + rows; r++)
    for (let c = column; c < column + columns; c++) cells.push(values[r]?.[c] ?? '');
  return cells;
}

/** A sheet's chart: the spec, and the sheet's name and values its ranges are read from. */
interface SheetChart {
  spec: ChartSpec;
  sheetName: string;
  values: readonly (readonly CellValue[])[];
}

function points(cells: readonly CellValue[], keep: (value: CellValue) => boolean): string {
  // A blank cell is a missing point, as Excel writes it.
  return cells
    .map((value, i) =>
      keep(value) && value !== '' ? `<c:pt idx="${i}"><c:v>${xmlText(String(value))}</c:v></c:pt>` : '',
    )
    .join('');
}

function numberReference(chart: SheetChart, address: string): string {
  const cells = rangeCells(chart.values, address);
  const cache = `<c:numCache><c:formatCode>General</c:formatCode><c:ptCount val="${cells.length}"/>${points(cells, (value) => typeof value === 'number' && Number.isFinite(value))}</c:numCache>`;
  return `<c:numRef><c:f>${xmlText(sheetRangeFormula(chart.sheetName, address))}</c:f>${cache}</c:numRef>`;
}

/** Categories that are all numbers (step numbers) stay numbers; any text makes them labels. */
function categoryReference(chart: SheetChart): string {
  const cells = rangeCells(chart.values, chart.spec.categories);
  if (cells.every((value) => typeof value === 'number' || value === ''))
    return numberReference(chart, chart.spec.categories);
  const cache = `<c:strCache><c:ptCount val="${cells.length}"/>${points(cells, () => true)}</c:strCache>`;
  return `<c:strRef><c:f>${xmlText(sheetRangeFormula(chart.sheetName, chart.spec.categories))}</c:f>${cache}</c:strRef>`;
}

function seriesXml(chart: SheetChart, series: ChartSeriesSpec, index: number): string {
  const { kind } = chart.spec;
  const head = `<c:idx val="${index}"/><c:order val="${index}"/><c:tx><c:v>${xmlText(series.name)}</c:v></c:tx>`;
  const look =
    kind === 'line'
      ? '<c:marker><c:symbol val="none"/></c:marker>'
      : kind === 'pie'
        ? ''
        : '<c:invertIfNegative val="0"/>';
  const tail = kind === 'line' ? '<c:smooth val="0"/>' : '';
  return `<c:ser>${head}${look}<c:cat>${categoryReference(chart)}</c:cat><c:val>${numberReference(chart, series.values)}</c:val>${tail}</c:ser>`;
}

function titleXml(text: string, size?: number): string {
  const run = size
    ? `<a:r><a:rPr lang="en-US" sz="${size}"/><a:t>${xmlText(text)}</a:t></a:r>`
    : `<a:r><a:t>${xmlText(text)}</a:t></a:r>`;
  return `<c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p>${run}</a:p></c:rich></c:tx><c:overlay val="0"/></c:title>`;
}

interface AxisPair {
  category: number;
  value: number;
}

const PRIMARY: AxisPair = { category: 500000001, value: 500000002 };
const SECONDARY: AxisPair = { category: 500000003, value: 500000004 };

/** One group of series drawn the same way on one pair of axes. */
function groupXml(chart: SheetChart, series: { spec: ChartSeriesSpec; index: number }[], axes: AxisPair): string {
  const body = series.map(({ spec, index }) => seriesXml(chart, spec, index)).join('');
  const axisIds = `<c:axId val="${axes.category}"/><c:axId val="${axes.value}"/>`;
  switch (chart.spec.kind) {
    case 'line':
      return `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${body}<c:marker val="1"/>${axisIds}</c:lineChart>`;
    case 'pie':
      return `<c:pieChart><c:varyColors val="1"/>${body}<c:firstSliceAng val="0"/></c:pieChart>`;
    case 'stackedColumn':
      return `<c:barChart><c:barDir val="col"/><c:grouping val="stacked"/><c:varyColors val="0"/>${body}<c:gapWidth val="150"/><c:overlap val="100"/>${axisIds}</c:barChart>`;
    default:
      return `<c:barChart><c:barDir val="${chart.spec.kind === 'bar' ? 'bar' : 'col'}"/><c:grouping val="clustered"/><c:varyColors val="0"/>${body}<c:gapWidth val="150"/>${axisIds}</c:barChart>`;
  }
}

/** A category and a value axis; a secondary pair hides its categories and puts its values on the right. */
function axesXml(
  kind: ChartSpec['kind'],
  axes: AxisPair,
  titles: { category?: string; value?: string },
  secondary: boolean,
): string {
  // A bar chart lays its categories down the left and its values along the bottom.
  const [categoryAt, valueAt] = secondary ? ['b', 'r'] : kind === 'bar' ? ['l', 'b'] : ['b', 'l'];
  const title = (text: string | undefined) => (text ? titleXml(text, 1000) : '');
  const category =
    `<c:catAx><c:axId val="${axes.category}"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="${secondary ? 1 : 0}"/><c:axPos val="${categoryAt}"/>` +
    `${title(titles.category)}<c:numFmt formatCode="General" sourceLinked="1"/><c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>` +
    `<c:crossAx val="${axes.value}"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/></c:catAx>`;
  const value =
    `<c:valAx><c:axId val="${axes.value}"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="${valueAt}"/>` +
    `${secondary ? '' : '<c:majorGridlines/>'}${title(titles.value)}<c:numFmt formatCode="General" sourceLinked="1"/><c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>` +
    `<c:crossAx val="${axes.category}"/><c:crosses val="${secondary ? 'max' : 'autoZero'}"/><c:crossBetween val="between"/></c:valAx>`;
  return category + value;
}

/** The chart part of one spec. */
export function chartSpaceXml(chart: SheetChart): string {
  const { spec } = chart;
  const indexed = spec.series.map((series, index) => ({ spec: series, index }));
  const secondary = spec.kind === 'pie' ? [] : indexed.filter((series) => series.spec.secondaryAxis);
  const primary = indexed.filter((series) => !secondary.includes(series));
  let plot = groupXml(chart, primary, PRIMARY);
  if (secondary.length > 0) plot += groupXml(chart, secondary, SECONDARY);
  if (spec.kind !== 'pie') {
    plot += axesXml(spec.kind, PRIMARY, { category: spec.xAxisTitle, value: spec.yAxisTitle }, false);
    if (secondary.length > 0) plot += axesXml(spec.kind, SECONDARY, { value: spec.secondaryAxisTitle }, true);
  }
  return (
    XML_DECLARATION +
    `<c:chartSpace xmlns:c="${CHART_NS}" xmlns:a="${DRAWING_MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}"><c:roundedCorners val="0"/>` +
    `<c:chart>${titleXml(spec.title)}<c:autoTitleDeleted val="0"/><c:plotArea><c:layout/>${plot}</c:plotArea>` +
    `<c:legend><c:legendPos val="${spec.kind === 'pie' ? 'r' : 'b'}"/><c:overlay val="0"/></c:legend><c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart></c:chartSpace>`
  );
}

/**
 * The drawing part of a sheet: one anchor per chart over the cells of its placeAt (as the add-in's
 * setPosition covers them), each pointing at its chart part through relationship rId1, rId2, ….
 */
export function drawingXml(specs: readonly ChartSpec[]): string {
  const anchors = specs.map((spec, i) => {
    const place = parseRangeAddress(spec.placeAt);
    const marker = (tag: string, row: number, column: number) =>
      `<xdr:${tag}><xdr:col>${column}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${row}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:${tag}>`;
    return (
      `<xdr:twoCellAnchor>${marker('from', place.row, place.column)}${marker('to', place.row + place.rows, place.column + place.columns)}` +
      `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="${i + 2}" name="${xmlText(`Chart ${i + 1}`)}" descr="${xmlText(spec.title)}"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>` +
      `<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="${CHART_NS}">` +
      `<c:chart xmlns:c="${CHART_NS}" r:id="rId${i + 1}"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor>`
    );
  });
  return (
    XML_DECLARATION +
    `<xdr:wsDr xmlns:xdr="${SPREADSHEET_DRAWING_NS}" xmlns:a="${DRAWING_MAIN_NS}" xmlns:r="${RELATIONSHIPS_NS}">${anchors.join('')}</xdr:wsDr>`
  );
}
