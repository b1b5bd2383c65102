import { PuzzleError } from '../../src/engine';
import { readBookPlan } from '../../src/engine/book';
import { hasPlanWordsJa, planRefusalJa, planRefusalOf } from '../../src/report/plan-refusal-words';

const RANDOM = { symmetry: 'rotate180', givens: '24..30' };
const section = (more: Record<string, unknown>) => ({ sections: [{ count: 1, grade: 'Easy', ...more }] });
const JIGSAW_4 = '1122112233443344';

/** Each plan the reader refuses, with a fragment of what the Japanese refusal must say. */
const REFUSED: [string, unknown, RegExp][] = [
  ['not an object', [], /JSON オブジェクト/],
  ['no sections', { sections: [] }, /一つ以上のセクション/],
  ['a section not an object', { sections: [7] }, /セクションは "count"/],
  ['a name not text', section({ name: 3, patterns: RANDOM }), /"name" は文字列/],
  ['patterns not an object', section({ patterns: 'rotate180' }), /"patterns" は/],
  ['an empty file name', section({ patterns: { file: ' ' } }), /パターンファイル/],
  ['an unknown sample', section({ patterns: { sample: 'Pattern9' } }), /見本 "Pattern9" はありません/],
  ['a size without a kind', section({ size: 16, patterns: RANDOM }), /"size" には種類/],
  ['a kind not text', section({ kind: 4, patterns: RANDOM }), /"kind" は種類の名前/],
  ['a size on samurai', section({ kind: 'samurai', size: 16 }), /"size" は samurai には使えません/],
  ['a box not text', section({ kind: 'standard', size: 16, box: 4, patterns: RANDOM }), /"box" は文字列/],
  ['regions on a diagonal', section({ kind: 'diagonal', regions: JIGSAW_4, patterns: RANDOM }), /ジグソー用/],
  ['colours on a jigsaw', section({ kind: 'jigsaw', regions: JIGSAW_4, colours: JIGSAW_4 }), /カラー用/],
  ['a size out of range', section({ kind: 'standard', size: 50, patterns: RANDOM }), /4〜49.*50 ではなく/],
  [
    'a size the map does not have',
    section({ kind: 'jigsaw', size: 9, regions: JIGSAW_4 }),
    /"size" は 9 ですが、地図は 4×4/,
  ],
  ['a map of no square length', section({ kind: 'jigsaw', regions: '11223' }), /領域の地図は 5 文字/],
  ['a map of a 2×2 grid', section({ kind: 'jigsaw', regions: '1212' }), /領域の地図は 2×2 の盤.*4〜49/],
  ['a region of three cells', section({ kind: 'jigsaw', regions: '1112112233443344' }), /「1」は 5 セル.*4 セルです/],
  [
    'a colour map too short',
    section({ kind: 'colour', size: 4, regions: JIGSAW_4, colours: '....' }),
    /色の地図は 4 文字.*16 文字/,
  ],
  ['a box shape not RxC', section({ kind: 'standard', size: 12, box: 'four', patterns: RANDOM }), /"four" は 行x列/],
  [
    'a box that does not fit',
    section({ kind: 'standard', size: 12, box: '5x3', patterns: RANDOM }),
    /5x3 のブロック.*12×12/,
  ],
  ['a windoku of 12', section({ kind: 'windoku', size: 12, patterns: RANDOM }), /ウィンドク.*12 ではなく/],
];

function refusalOf(plan: unknown): PuzzleError {
  try {
    readBookPlan(plan);
  } catch (error) {
    if (error instanceof PuzzleError) return error;
    throw error;
  }
  throw new Error('the plan was read');
}

describe('plan refusals in Japanese', () => {
  it.each(REFUSED)('%s: refused with a reason that has Japanese words', (_, plan, words) => {
    const error = refusalOf(plan);
    const refusal = planRefusalOf(error.input);
    expect(refusal).toBeDefined();
    expect(hasPlanWordsJa(refusal!.reason)).toBe(true);
    const japanese = planRefusalJa(refusal, error.message);
    expect(japanese).toMatch(words);
    expect(japanese).not.toContain(error.message.replace(/^(section \d+|the plan): /, ''));
  });

  it('names the section of the refusal, or the plan as a whole', () => {
    const inSection = refusalOf(section({ kind: 'windoku', size: 12, patterns: RANDOM }));
    expect(planRefusalJa(planRefusalOf(inSection.input), inSection.message)).toMatch(/^セクション 1: /);
    const whole = refusalOf({ sections: [] });
    expect(planRefusalJa(planRefusalOf(whole.input), whole.message)).toMatch(/^計画: /);
  });
});
