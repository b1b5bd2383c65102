import { isCommentLine, textKind } from '../../src/io/file-kind';
import { parsePuzzleFile } from '../../src/io/parse';

const SOHEI_LINE = `${'#'.repeat(6)}7..348..1${'#'.repeat(12)}`.padEnd(441, '.');

/** N lines of N numbers (0 blank). */
function numbers(n: number, rows = n): string {
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: n }, (_, c) => String(((r * 7 + c) % n) + 1)).join(' '),
  ).join('\n');
}

describe('the comment rule', () => {
  it('takes # alone and # with a space or tab for a comment, whatever the kind', () => {
    for (const options of [{}, { kind: 'samurai' }, { kind: 'combined', grids: '0,0;6,6' }]) {
      expect(isCommentLine('#', options)).toBe(true);
      expect(isCommentLine('# kind: sohei', options)).toBe(true);
      expect(isCommentLine(`# ${SOHEI_LINE}`, options)).toBe(true);
      expect(isCommentLine('#\tnote', options)).toBe(true);
    }
  });

  it('takes a # line of puzzle squares for a puzzle when its length is a named layout’s rectangle', () => {
    expect(isCommentLine(SOHEI_LINE, {})).toBe(false);
    expect(isCommentLine(SOHEI_LINE.slice(0, 440), {})).toBe(true);
    expect(isCommentLine('#'.repeat(441), {})).toBe(true);
    expect(isCommentLine(`${SOHEI_LINE.slice(0, 100)}!${SOHEI_LINE.slice(101)}`, {})).toBe(true);
  });

  it('fits the rectangle of the layout a header or option names', () => {
    // Two grids at 0,0 and 6,6: a 15×15 rectangle, 225 squares, which no named layout has.
    const line = `#${'.'.repeat(224)}`;
    expect(isCommentLine(line, {})).toBe(true);
    expect(isCommentLine(line, { grids: '0,0;6,6' })).toBe(false);
    expect(isCommentLine(line, { kind: 'combined', layout: 'lattice:2x2' })).toBe(false);
    expect(isCommentLine(line, { kind: 'combined', layout: 'lattice:2x2', drop: '1,1' })).toBe(true);
    expect(isCommentLine(line, { kind: 'diagonal' })).toBe(true);
  });

  it('keeps a short # word a comment', () => {
    expect(isCommentLine('#comment', {})).toBe(true);
    expect(isCommentLine('#kind:sohei', {})).toBe(true);
  });
});

describe('which reader a text needs', () => {
  it('reads 81-character lines, timedia records and 9-token grids as 9×9', () => {
    expect(textKind(`# tdoku header\n${'1'.padEnd(81, '.')}`, {})).toBe('nine');
    expect(textKind(`No.1   H 20\n${numbers(9)}`, {})).toBe('nine');
    expect(textKind(numbers(9), {})).toBe('nine');
  });

  it('reads a combined file whose every puzzle line begins with # squares by the variant reader, with or without a header', () => {
    expect(textKind(`# kind: sohei\n${SOHEI_LINE}\n${SOHEI_LINE}`, {})).toBe('variant');
    expect(textKind(`${SOHEI_LINE}\n${SOHEI_LINE}`, {})).toBe('variant');
    expect(textKind(`# kind: combined\n# grids: 0,6;6,0;6,12;12,6\n# comment`, {})).toBe('variant');
  });

  it('reads N lines of N numbers as one N×N puzzle, N ≠ 9, without a header', () => {
    expect(textKind(numbers(49), {})).toBe('variant');
    expect(textKind(numbers(16), {})).toBe('variant');
    expect(textKind(numbers(4), {})).toBe('variant');
  });

  it('decides CSV by a puzzle column or the .csv name, before the kind', () => {
    expect(textKind('id,puzzle\n1,123', {})).toBe('csv');
    expect(textKind('1,2,3,4', {}, 'book.csv')).toBe('csv');
    expect(textKind('id;puzzle\n1;123', { kind: 'diagonal' })).toBe('csv');
  });

  it('follows a kind option over the lines’ shape', () => {
    expect(textKind(`${'1'.padEnd(81, '.')}`, { kind: 'diagonal' })).toBe('variant');
    expect(textKind('', { kind: 'samurai' })).toBe('variant');
    expect(textKind('', {})).toBe('nine');
  });
});

describe('the 9×9 reader and a combined line', () => {
  it('names a combined puzzle line in a file of 9×9 puzzles instead of passing it over as a comment', () => {
    const records = parsePuzzleFile(`${'1'.padEnd(81, '.')}\n${SOHEI_LINE}\n${'2'.padEnd(81, '.')}`);
    expect(records.map((record) => record.line)).toEqual([1, 2, 3]);
    expect(records[1].error?.message).toMatch(/combined puzzle .*# kind:/);
    expect(records[0].digits?.[0]).toBe(1);
    expect(records[2].digits?.[0]).toBe(2);
  });
});
