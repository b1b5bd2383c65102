import * as fs from 'fs';
import * as path from 'path';
import { combinedPreset, standardGeometry, solveVariant } from '../../src/engine/geometry';
import {
  formatVariantHeader,
  formatVariantPuzzle,
  readVariantText,
  readVariantValues,
} from '../../src/io/variant-text';
import { isVariantSolution, referenceSolve } from '../helpers/variant-reference';

const FIXTURES = path.join(__dirname, '../fixtures/variants');
const fixtureNames = fs
  .readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.txt') && !file.endsWith('.solutions.txt'))
  .map((file) => file.slice(0, -4));

function readFixture(name: string) {
  const text = fs.readFileSync(path.join(FIXTURES, `${name}.txt`), 'utf8');
  const read = readVariantText(text);
  const puzzles = read.entries.map((entry) => {
    expect(entry.error).toBeUndefined();
    return entry.puzzle!;
  });
  const solutions = readVariantValues(
    fs.readFileSync(path.join(FIXTURES, `${name}.solutions.txt`), 'utf8'),
    puzzles.map((p) => p.geometry),
  );
  return { text, read, puzzles, solutions };
}

describe('variant text forms on the fixtures', () => {
  it('has fixtures of every kind', () => {
    const kinds = new Set(fixtureNames.map((name) => readFixture(name).puzzles[0].geometry.kind));
    expect([...kinds].sort()).toEqual(['colour', 'combined', 'diagonal', 'jigsaw', 'standard', 'windoku']);
  });

  it.each(fixtureNames)('%s: header count, givens inside the solution, the unique solution is the file’s', (name) => {
    const { text, read, puzzles, solutions } = readFixture(name);
    expect(read.warnings).toEqual([]);
    expect(puzzles.length).toBe(Number(/^# count: (\d+)/m.exec(text)![1]));
    expect(solutions.length).toBe(puzzles.length);
    const size = /^# size: (\d+)/m.exec(text);
    puzzles.forEach((puzzle, i) => {
      if (size) expect(puzzle.geometry.size).toBe(Number(size[1]));
      const solution = solutions[i];
      expect(isVariantSolution(puzzle.geometry, solution)).toBe(true);
      puzzle.givens.forEach((value, cell) => value !== 0 && expect(solution[cell]).toBe(value));
      expect(solveVariant(puzzle.geometry, puzzle.givens)).toEqual({ count: 1, solution });
    });
  });

  it.each(fixtureNames.filter((name) => name.startsWith('combined-')))(
    '%s is unique by the reference solver too',
    (name) => {
      const { puzzles, solutions } = readFixture(name);
      puzzles.forEach((puzzle, i) => {
        const reference = referenceSolve(puzzle.geometry, puzzle.givens);
        expect(reference.count).toBe(1);
        expect(reference.solution).toEqual(Array.from(solutions[i]));
      });
    },
  );

  it.each(fixtureNames)('%s: writing and reading back gives the same geometry and givens', (name) => {
    const { puzzles } = readFixture(name);
    for (const puzzle of puzzles) {
      const text = `${formatVariantHeader(puzzle.geometry)}\n${formatVariantPuzzle(puzzle.geometry, puzzle.givens)}\n`;
      const again = readVariantText(text).entries;
      expect(again.length).toBe(1);
      const back = again[0].puzzle!;
      expect(back.geometry.units.map((unit) => unit.cells)).toEqual(puzzle.geometry.units.map((unit) => unit.cells));
      expect(Array.from(back.givens)).toEqual(Array.from(puzzle.givens));
    }
  });
});

describe('variant text forms: headers, options and comments', () => {
  const four = '1...' + '..2.' + '.3..' + '...4';

  it('reads an N² token with no kind as an N×N standard puzzle, with the squarest box', () => {
    const { entries, warnings } = readVariantText(`${four}\n`);
    expect(warnings).toEqual([]);
    expect(entries[0].puzzle!.geometry.box).toEqual({ rows: 2, cols: 2 });
    expect(Array.from(entries[0].puzzle!.givens)).toEqual([1, 0, 0, 0, 0, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 4]);
  });

  it('reads G as 16 and refuses a symbol above N, naming the cell', () => {
    const sixteen = 'G' + '.'.repeat(255);
    expect(readVariantText(sixteen).entries[0].puzzle!.givens[0]).toBe(16);
    const error = readVariantText('1..5' + '.'.repeat(12)).entries[0].error!;
    expect(error.message).toBe('Line 1: Cannot read "5" at (1,4) (above the 4 symbols of this puzzle).');
    expect(error.cells).toEqual([[1, 4]]);
  });

  it('refuses a short token that is no square, and a line with # squares, naming --kind', () => {
    expect(readVariantText('1'.repeat(20)).entries[0].error!.message).toMatch(
      /20 symbols, which is no N×N square; name the kind with --kind/,
    );
    const hashes = '.'.repeat(50) + '######' + '.'.repeat(50);
    expect(readVariantText(hashes).entries[0].error!.message).toMatch(/# squares .* --kind/);
    // Starting with # and fitting no layout's rectangle, the same line is a comment.
    expect(readVariantText('######' + '.'.repeat(100)).entries).toEqual([]);
  });

  it('keeps a token that starts with 81 symbols as a 9×9 and warns about its tail', () => {
    const puzzle = '.'.repeat(80) + '1' + 'extra';
    const { entries, warnings } = readVariantText(puzzle);
    expect(entries[0].puzzle!.geometry.size).toBe(9);
    expect(entries[0].puzzle!.givens[80]).toBe(1);
    expect(warnings).toEqual(['Line 1: only the first 81 characters are the 9×9 puzzle; ignored "extra".']);
  });

  it('applies a header to the puzzles below it until the next header, ignoring unknown keys', () => {
    const twelve = '.'.repeat(144);
    const text = ['# kind: standard', '# box: 4x3', '# colour: blue', twelve, twelve, '# kind: diagonal', four].join(
      '\n',
    );
    const entries = readVariantText(text).entries;
    expect(entries.map((e) => [e.puzzle!.geometry.kind, e.puzzle!.geometry.box])).toEqual([
      ['standard', { rows: 4, cols: 3 }],
      ['standard', { rows: 4, cols: 3 }],
      ['diagonal', { rows: 2, cols: 2 }],
    ]);
  });

  it('lets the command line win over a header, with a warning', () => {
    const { entries, warnings } = readVariantText(`# kind: standard\n${four}\n`, { kind: 'diagonal' });
    expect(entries[0].puzzle!.geometry.kind).toBe('diagonal');
    expect(warnings).toEqual(['Line 1: the file says kind standard, the command line diagonal; using diagonal.']);
    expect(readVariantText(`# kind: diagonal\n${four}\n`, { kind: 'diagonal' }).warnings).toEqual([]);
  });

  it('treats only "#" and "# …" as comments for combined kinds, any "#" line otherwise', () => {
    const samurai = combinedPreset('samurai');
    const line = formatVariantPuzzle(samurai, new Uint8Array(samurai.cellCount));
    const text = ['# kind: samurai', '#', '# a note', line].join('\n');
    expect(readVariantText(text).entries.length).toBe(1);
    const sohei = readVariantText(fs.readFileSync(path.join(FIXTURES, 'combined-sohei.txt'), 'utf8')).entries;
    expect(sohei.every((entry) => entry.puzzle?.geometry.grids.length === 4)).toBe(true);
    expect(readVariantText(`#note\n${four}`).entries.length).toBe(1);
  });

  it('names the cell and grid of a bad symbol in a combined puzzle, and a digit on a gap', () => {
    const samurai = combinedPreset('samurai');
    const chars = [...formatVariantPuzzle(samurai, new Uint8Array(samurai.cellCount))];
    chars[9 * 21 + 14] = '*';
    chars[0 * 21 + 10] = '5';
    const error = readVariantText(chars.join(''), { kind: 'samurai' }).entries[0].error!;
    expect(error.message).toBe(
      'Line 1: Cannot read "5" at (1,11), a square no grid covers (write # there); "*" at (10,15) in grid 3 at (4,9) (not a symbol or a blank).',
    );
    expect(error.cells).toEqual([
      [1, 11],
      [10, 15],
    ]);
  });

  it('reads the numeric form with blank lines between puzzles, commas or spaces, . or 0 blank', () => {
    const rows = ['1, 0, ., 0', '0 0 2 0', '0 3 0 0', '0 0 0 4'];
    const text = [...rows, '', ...rows].join('\n');
    const entries = readVariantText(text).entries;
    expect(entries.length).toBe(2);
    expect(entries[1].line).toBe(6);
    expect(Array.from(entries[0].puzzle!.givens)).toEqual(Array.from(readVariantText(four).entries[0].puzzle!.givens));
    const bad = readVariantText('1 0 0 0\n0 0 0 0\n0 0 9 0\n0 0 0 0').entries[0].error!;
    expect(bad.message).toBe('Line 1: Cannot read "9" at (3,3) (above the 4 symbols of this puzzle).');
  });

  it('writes the numeric form above 35 symbols and reads it back', () => {
    const geometry = standardGeometry(36);
    const values = new Uint8Array(geometry.cellCount);
    values[0] = 36;
    values[37] = 1;
    const text = formatVariantPuzzle(geometry, values);
    expect(text.split('\n').length).toBe(36);
    expect(Array.from(readVariantText(text).entries[0].puzzle!.givens)).toEqual(Array.from(values));
  });

  it('needs the map of a jigsaw and the grids of a plain combined kind', () => {
    expect(readVariantText(four, { kind: 'jigsaw' }).entries[0].error!.message).toMatch(/needs its region map/);
    expect(readVariantText(four, { kind: 'combined' }).entries[0].error!.message).toMatch(/--grids/);
    expect(readVariantText(four, { kind: 'hexagon' }).entries[0].error!.message).toMatch(/Unknown kind "hexagon"/);
  });
});
