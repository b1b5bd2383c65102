#!/usr/bin/env node
/*
 * Draws the add-in's icons (a sudoku grid with one highlighted cell) as PNGs in assets/, with no
 * image library and no network: RGBA pixels, zlib deflate, hand-written PNG chunks.
 * Run once after changing the drawing; the PNGs are committed.
 */
'use strict';

const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const rowStart = y * (size * 4 + 1);
    raw[rowStart] = 0; // filter: none
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), rowStart + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const GREEN = [33, 115, 70, 255]; // Excel green
const WHITE = [255, 255, 255, 255];
const LIGHT = [180, 205, 190, 255];
const ACCENT = [214, 60, 50, 255];

/** A 9×9 grid: thick lines round the boxes, thin between cells, the centre cell filled in red. */
function drawIcon(size) {
  const margin = Math.max(1, Math.round(size / 16));
  const inner = size - 2 * margin;
  const thick = Math.max(1, Math.round(size / 24));
  const position = (v) => ((v - margin) / inner) * 9; // 0..9 across the grid
  return encodePng(size, (x, y) => {
    if (x < margin || y < margin || x >= size - margin || y >= size - margin) return [0, 0, 0, 0];
    const gx = position(x + 0.5);
    const gy = position(y + 0.5);
    const near = (g, step, width) => {
      const d = Math.abs(g - Math.round(g / step) * step);
      return d * (inner / 9) < width;
    };
    if (near(gx, 3, thick) || near(gy, 3, thick)) return GREEN;
    if (size >= 32 && (near(gx, 1, 0.5) || near(gy, 1, 0.5))) return LIGHT;
    if (Math.floor(gx) === 4 && Math.floor(gy) === 4) return ACCENT;
    return WHITE;
  });
}

const assets = path.resolve(__dirname, '..', 'assets');
fs.mkdirSync(assets, { recursive: true });
for (const size of [16, 32, 64, 80]) {
  fs.writeFileSync(path.join(assets, `icon-${size}.png`), drawIcon(size));
}
console.log(`icons written to ${assets}`);
