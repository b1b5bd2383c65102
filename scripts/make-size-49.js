#!/usr/bin/env node
/**
 * Writes test/fixtures/variants/size-49.txt and size-49.solutions.txt: one 49×49 standard puzzle
 * (7×7 boxes) in the numeric form, with no "# kind:" header, so that a reader has to know it from
 * its shape alone.
 *
 * The solution comes from a formula, not from the product: cell (r, c) holds
 * (7·(r mod 7) + ⌊r/7⌋ + c) mod 49 + 1, checked here to be a valid grid. Cells are blanked in a
 * seeded random order, each kept blank only while naked and hidden singles, applied from the givens
 * alone, still fill the whole grid back to the formula's. Every single is forced by the givens, so
 * any solution must hold it: the puzzle is unique by construction, with no search and no help from
 * the solver under test. Deterministic: re-running writes the same files.
 *
 * Run from the repository root: node scripts/make-size-49.js
 */
'use strict';

const fs = require('fs');
const path = require('path');

const BOX = 7;
const N = BOX * BOX;
const CELLS = N * N;
const SEED = 20260049;
/** A ceiling on the blanks; on this grid singles stop the blanking first (at 1,176, 49 %). */
const TARGET_BLANKS = Math.round(CELLS * 0.6);
const OUT = path.resolve('test/fixtures/variants');

const solution = new Uint8Array(CELLS);
for (let r = 0; r < N; r++) {
  for (let c = 0; c < N; c++) solution[r * N + c] = ((BOX * (r % BOX) + Math.floor(r / BOX) + c) % N) + 1;
}

/** Each unit as its cell list: rows, columns, then boxes. */
const units = [];
for (let i = 0; i < N; i++) {
  units.push(Array.from({ length: N }, (_, k) => i * N + k));
  units.push(Array.from({ length: N }, (_, k) => k * N + i));
  const top = Math.floor(i / BOX) * BOX;
  const left = (i % BOX) * BOX;
  units.push(Array.from({ length: N }, (_, k) => (top + Math.floor(k / BOX)) * N + left + (k % BOX)));
}
/** The three units of each cell, and its peers (the other cells of those units, once each). */
const unitsOf = Array.from({ length: CELLS }, () => []);
units.forEach((unit, u) => unit.forEach((cell) => unitsOf[cell].push(u)));
const peersOf = Array.from({ length: CELLS }, (_, cell) =>
  [...new Set(unitsOf[cell].flatMap((u) => units[u]))].filter((peer) => peer !== cell),
);

for (const unit of units) {
  const seen = new Set(unit.map((cell) => solution[cell]));
  if (seen.size !== N || Math.min(...seen) !== 1 || Math.max(...seen) !== N)
    throw new Error('the formula is no valid 49×49 grid');
}

const STRIDE = N + 1;

/**
 * Fills `givens` with naked and hidden singles only, each placement forced by what is placed
 * before it. Returns how many blanks were singles in the givens themselves (the rest needed earlier
 * placements), or -1 if singles stall before the grid is full.
 */
function singlesFill(givens) {
  const grid = Uint8Array.from(givens);
  // candidate[cell * STRIDE + v]: v still fits the cell; places[u * STRIDE + v]: cells of unit u
  // where v still fits (0 once v is placed there).
  const candidate = new Uint8Array(CELLS * STRIDE);
  const candidates = new Uint8Array(CELLS);
  const places = new Uint8Array(units.length * STRIDE);
  const placed = new Uint8Array(units.length * STRIDE);
  for (let cell = 0; cell < CELLS; cell++) {
    if (grid[cell] !== 0) for (const u of unitsOf[cell]) placed[u * STRIDE + grid[cell]] = 1;
  }
  let blanks = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    if (grid[cell] !== 0) continue;
    blanks++;
    for (let v = 1; v <= N; v++) {
      if (unitsOf[cell].some((u) => placed[u * STRIDE + v])) continue;
      candidate[cell * STRIDE + v] = 1;
      candidates[cell]++;
      for (const u of unitsOf[cell]) places[u * STRIDE + v]++;
    }
  }
  /** Singles waiting: a cell (naked), or a unit and value (hidden, as -1 - (u * STRIDE + v)). */
  const queue = [];
  for (let cell = 0; cell < CELLS; cell++) if (grid[cell] === 0 && candidates[cell] === 1) queue.push(cell);
  for (let u = 0; u < units.length; u++) {
    for (let v = 1; v <= N; v++)
      if (!placed[u * STRIDE + v] && places[u * STRIDE + v] === 1) queue.push(-1 - (u * STRIDE + v));
  }
  const atStart = new Set(
    queue.map((item) =>
      item >= 0
        ? item
        : units[Math.floor((-1 - item) / STRIDE)].find((cell) => candidate[cell * STRIDE + ((-1 - item) % STRIDE)]),
    ),
  );
  const drop = (cell, v) => {
    if (!candidate[cell * STRIDE + v]) return;
    candidate[cell * STRIDE + v] = 0;
    if (--candidates[cell] === 1) queue.push(cell);
    for (const u of unitsOf[cell])
      if (--places[u * STRIDE + v] === 1 && !placed[u * STRIDE + v]) queue.push(-1 - (u * STRIDE + v));
  };
  while (queue.length > 0) {
    const item = queue.pop();
    let cell;
    let v;
    if (item >= 0) {
      cell = item;
      if (grid[cell] !== 0) continue;
      v = 1;
      while (v <= N && !candidate[cell * STRIDE + v]) v++;
    } else {
      const u = Math.floor((-1 - item) / STRIDE);
      v = (-1 - item) % STRIDE;
      if (placed[u * STRIDE + v]) continue;
      cell = units[u].find((c) => grid[c] === 0 && candidate[c * STRIDE + v]);
    }
    if (cell === undefined || v > N) return -1;
    if (solution[cell] !== v) throw new Error('singles placed a value off the formula: the grid check is wrong');
    grid[cell] = v;
    blanks--;
    for (let w = 1; w <= N; w++) if (w !== v) drop(cell, w);
    drop(cell, v);
    for (const u of unitsOf[cell]) placed[u * STRIDE + v] = 1;
    for (const peer of peersOf[cell]) if (grid[peer] === 0) drop(peer, v);
  }
  return blanks === 0 ? atStart.size : -1;
}

/** mulberry32: a small seeded generator, so the fixture is the same on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(SEED);
const order = Array.from({ length: CELLS }, (_, i) => i);
for (let i = CELLS - 1; i > 0; i--) {
  const j = Math.floor(next() * (i + 1));
  [order[i], order[j]] = [order[j], order[i]];
}

// Blank in chunks (one singles run per chunk instead of per cell), and cell by cell only in a
// chunk that singles can no longer fill.
const CHUNK = 48;
const givens = Uint8Array.from(solution);
let blanked = 0;
for (let start = 0; start < CELLS && blanked < TARGET_BLANKS; start += CHUNK) {
  const chunk = order.slice(start, Math.min(start + CHUNK, start + TARGET_BLANKS - blanked));
  for (const cell of chunk) givens[cell] = 0;
  if (singlesFill(givens) >= 0) {
    blanked += chunk.length;
    continue;
  }
  for (const cell of chunk) givens[cell] = solution[cell];
  for (const cell of chunk) {
    givens[cell] = 0;
    if (singlesFill(givens) >= 0) blanked++;
    else givens[cell] = solution[cell];
  }
}
const singlesAtStart = singlesFill(givens);
if (singlesAtStart < 0 || singlesAtStart * 2 > blanked)
  throw new Error(
    `the puzzle is unsolved by singles, or trivial (${singlesAtStart} of ${blanked} blanks are singles at once)`,
  );

function writeAtomic(file, text) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

const rows = (values) => Array.from({ length: N }, (_, r) => Array.from(values.subarray(r * N, (r + 1) * N)).join(' '));
const header = [
  '# form: numeric (49 lines of 49 numbers, 0 blank), deliberately with no kind header: a 49×49 standard puzzle, 7×7 boxes',
  '# source: generated by scripts/make-size-49.js (formula grid, blanks kept while singles solve it), public domain',
  `# seed: ${SEED}`,
  '# count: 1',
  `# givens: ${CELLS - blanked}`,
];
writeAtomic(path.join(OUT, 'size-49.txt'), `${[...header, ...rows(givens)].join('\n')}\n`);
writeAtomic(
  path.join(OUT, 'size-49.solutions.txt'),
  `${[...header, '# solutions of: size-49.txt', ...rows(solution)].join('\n')}\n`,
);
console.log(
  `size-49: ${CELLS - blanked} givens, ${blanked} blanks, ${singlesAtStart} of them singles in the givens alone`,
);
