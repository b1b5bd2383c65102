/**
 * The help layout: words refilled under a hanging indent, a wide JSON word split after a comma,
 * a synopsis broken only between its parts.
 */

import { hangingLines, refill, synopsisLines } from '../../src/cli/help-layout';

describe('help layout', () => {
  it('hangs the words under the first line at the column given, each line within the width', () => {
    expect(hangingLines('  --x N  ', 'one two three four five', 9, 20)).toEqual([
      '  --x N  one two',
      '         three four',
      '         five',
    ]);
  });

  it('splits a word wider than a line after its last comma that fits', () => {
    expect(hangingLines('', '{"a","b","c","d"}', 0, 10)).toEqual(['{"a","b",', '"c","d"}']);
  });

  it('refills paragraphs and keeps a term with its text hung under the text', () => {
    expect(refill('a b\nc d\n\n  T   x y z', 10)).toEqual(['a b c d', '', '  T   x y', '      z']);
  });

  it('breaks a synopsis between parts only, the rest under the first part', () => {
    expect(synopsisLines('Usage: p ', 'cmd', ['[--a A]', '[--bb B]', '[--c]'], 24)).toEqual([
      'Usage: p cmd [--a A]',
      '             [--bb B]',
      '             [--c]',
    ]);
  });
});
