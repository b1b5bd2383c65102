/**
 * A print page of a sheet model (src/report/sheet-model.ts) as HTML, for the browser harness to
 * photograph (issue 40: "the print sheet's model rendered in the browser harness, looked at"):
 * the page's rows between its breaks, at the model's column widths and row heights in points, its
 * values with their fonts and alignment, thin cell borders and the boxes' medium and thick
 * outlines, under the page setup's header and above its footer. Only what a book's sheets use.
 */

import { columnWidthPoints } from '../../src/excel/sheet-writer';
import { parseRangeAddress, type CellStyle, type SheetModel } from '../../src/report/sheet-model';

const WEIGHT = { Thin: 1, Medium: 2, Thick: 3 } as const;

type Edges = { top: number; right: number; bottom: number; left: number };

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Page `page` (0-based) of the model's print setup as a standalone HTML document; `fontUrl`: a font with Japanese glyphs. */
export function printPageHtml(model: SheetModel, page: number, fontUrl: string): string {
  const print = model.print;
  if (!print) throw new Error(`${model.name} has no print setup`);
  const area = parseRangeAddress(print.area);
  const starts = [0, ...print.rowBreaks];
  const first = starts[page];
  const last = (starts[page + 1] ?? area.rows) - 1;
  const columns = area.columns;
  const styles: CellStyle[][] = Array.from({ length: last - first + 1 }, () =>
    Array.from({ length: columns }, () => ({})),
  );
  const edges: Edges[][] = Array.from({ length: last - first + 1 }, () =>
    Array.from({ length: columns }, () => ({ top: 0, right: 0, bottom: 0, left: 0 })),
  );
  const raise = (row: number, column: number, side: keyof Edges, weight: number) => {
    const cell = edges[row - first]?.[column];
    if (cell) cell[side] = Math.max(cell[side], weight);
  };
  for (const { address, style } of model.styles) {
    const range = parseRangeAddress(address);
    for (let row = range.row; row < range.row + range.rows; row++) {
      for (let column = range.column; column < range.column + range.columns; column++) {
        if (row < first || row > last || column >= columns) continue;
        const { outline, border, edges: _, ...rest } = style;
        Object.assign(styles[row - first][column], rest);
        if (border) for (const side of ['top', 'right', 'bottom', 'left'] as const) raise(row, column, side, 1);
        if (outline) {
          const weight = WEIGHT[outline];
          if (row === range.row) raise(row, column, 'top', weight);
          if (row === range.row + range.rows - 1) raise(row, column, 'bottom', weight);
          if (column === range.column) raise(row, column, 'left', weight);
          if (column === range.column + range.columns - 1) raise(row, column, 'right', weight);
        }
      }
    }
  }
  const pt = (points: number) => `${points.toFixed(1)}pt`;
  const widths = Array.from({ length: columns }, (_, column) =>
    columnWidthPoints(model.columnWidths?.[column] ?? 8.43),
  );
  const rows = styles.map((line, r) => {
    const row = first + r;
    const cells = line.map((style, column) => {
      const value = model.values[row]?.[column] ?? '';
      const e = edges[r][column];
      const css = [
        `border-style:solid;border-color:#000;border-width:${e.top}px ${e.right}px ${e.bottom}px ${e.left}px`,
        style.bold ? 'font-weight:bold' : '',
        style.fontSize ? `font-size:${pt(style.fontSize)}` : '',
        `text-align:${(style.horizontalAlignment ?? 'Left').toLowerCase()}`,
        style.fill ? `background:${style.fill}` : '',
      ].filter(Boolean);
      return `<td style="${css.join(';')}">${escape(String(value))}</td>`;
    });
    return `<tr style="height:${pt(model.rowHeights?.[row] ?? 15)}">${cells.join('')}</tr>`;
  });
  const header = print.header === undefined ? '' : `<header>${escape(print.header)}</header>`;
  const footer = `<footer>${escape(print.footer ?? '')} · ${page + 1} / ${starts.length}</footer>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: 'Book'; src: url('${fontUrl}') format('truetype'); }
body { margin: 0; background: #888; font-family: Calibri, Arial, 'Book', sans-serif; }
.paper { background: #fff; margin: 12px auto; padding: ${pt(print.margins.top * 72)} ${pt(print.margins.right * 72)} ${pt(print.margins.bottom * 72)} ${pt(print.margins.left * 72)}; width: ${pt((print.paper === 'A4' ? 595 : 612) - (print.margins.left + print.margins.right) * 72)}; box-sizing: content-box; }
header { text-align: center; font-weight: bold; font-size: 14pt; margin-bottom: 8pt; }
footer { text-align: center; font-size: 9pt; margin-top: 8pt; }
table { border-collapse: collapse; table-layout: fixed; margin: 0 auto; font-size: 11pt; }
/* A caption spills over the empty cells to its right, as in Excel. */
td { padding: 0; overflow: visible; white-space: nowrap; vertical-align: middle; }
</style></head><body><div class="paper">${header}<table style="width:${pt(widths.reduce((sum, w) => sum + w, 0))}"><colgroup>${widths.map((w) => `<col style="width:${pt(w)}">`).join('')}</colgroup>${rows.join('')}</table>${footer}</div></body></html>`;
}
