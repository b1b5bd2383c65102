/**
 * Reads a PDF through pdfjs-dist for the tests (pdfjs-dist is ES modules only, so the tests run
 * this in a child process): prints {"pages": N, "texts": [each page's text]} as JSON, and with a
 * second argument renders page 1 (or the third argument's page) to that PNG file (at 1.5×, through @napi-rs/canvas) and adds
 * "png": {width, height, darkPixels} so a test can tell a drawn page from a blank one.
 *
 * Usage: node test/helpers/pdf-read.mjs FILE.pdf [PAGE.png [PAGE-NUMBER]]
 */

import { readFileSync, writeFileSync } from 'fs';
import { createRequire } from 'module';
import { dirname, join } from 'path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const [file, png, pageNumber = '1'] = process.argv.slice(2);
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
const document = await getDocument({ data: new Uint8Array(readFileSync(file)), standardFontDataUrl, verbosity: 0 })
  .promise;
const texts = [];
for (let number = 1; number <= document.numPages; number++) {
  const content = await (await document.getPage(number)).getTextContent();
  texts.push(content.items.map((item) => item.str).join(' '));
}
const answer = { pages: document.numPages, texts };
if (png) {
  const { createCanvas } = require('@napi-rs/canvas');
  const page = await document.getPage(Number(pageNumber));
  const viewport = page.getViewport({ scale: 1.5 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  writeFileSync(png, canvas.toBuffer('image/png'));
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let darkPixels = 0;
  for (let i = 0; i < pixels.length; i += 4) if (pixels[i] + pixels[i + 1] + pixels[i + 2] < 384) darkPixels++;
  answer.png = { width: canvas.width, height: canvas.height, darkPixels };
}
process.stdout.write(JSON.stringify(answer));
