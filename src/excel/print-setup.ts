/**
 * Applies a model's page setup (src/report/sheet-model.ts PrintSetup, a book's pages) to an
 * Excel sheet through ExcelApi 1.9's page layout: print area, paper, orientation, one page wide,
 * margins, the title as header, the page breaks. The caller checks that 1.9 is there.
 */

import type { PrintSetup } from '../report/sheet-model';

const POINTS_PER_INCH = 72;

/** Excel's header and footer codes treat & as a code's start: a title's own & is doubled. */
function headerText(text: string): string {
  return text.replace(/&/g, '&&');
}

export function applyPrintSetup(sheet: Excel.Worksheet, print: PrintSetup): void {
  const layout = sheet.pageLayout;
  layout.setPrintArea(print.area);
  layout.paperSize = print.paper === 'A4' ? 'A4' : 'Letter';
  layout.orientation = print.orientation === 'portrait' ? 'Portrait' : 'Landscape';
  if (print.fitToWidth) layout.zoom = { horizontalFitToPages: 1 };
  const { left, right, top, bottom, header, footer } = print.margins;
  layout.leftMargin = left * POINTS_PER_INCH;
  layout.rightMargin = right * POINTS_PER_INCH;
  layout.topMargin = top * POINTS_PER_INCH;
  layout.bottomMargin = bottom * POINTS_PER_INCH;
  layout.headerMargin = header * POINTS_PER_INCH;
  layout.footerMargin = footer * POINTS_PER_INCH;
  layout.centerHorizontally = print.centerHorizontally ?? false;
  const pages = layout.headersFooters.defaultForAllPages;
  if (print.header !== undefined) pages.centerHeader = `&"-,Bold"&14${headerText(print.header)}`;
  pages.centerFooter = `${print.footer === undefined ? '' : `${headerText(print.footer)} · `}&P / &N`;
  for (const row of print.rowBreaks) sheet.horizontalPageBreaks.add(`A${row + 1}`);
}
