/**
 * A refusal of the book's plan reader (issue 40) in Japanese, made from its data — the reason and
 * the values its English sentence names (PuzzleError's input) — as error-words.ts says an invalid
 * puzzle from its data; a reason without words here keeps the engine's English sentence.
 */

import type { InputProblem } from '../engine';

export type PlanRefusal = Extract<InputProblem, { problem: 'plan' }>;

/** The refusal's data, when the error carries it. */
export function planRefusalOf(input: InputProblem | undefined): PlanRefusal | undefined {
  return input?.problem === 'plan' ? input : undefined;
}

const range = (min: unknown, max: unknown) => (min === max ? `${min}` : `${min}〜${max}`);

const WORDS: Record<string, (values: PlanRefusal['values']) => string> = {
  count: (v) => `問題数は 1 以上の整数です（${v.value} ではなく）`,
  'givens-form': (v) => `ヒント数は数か 最小..最大（例 "24..30"）です（${v.value} ではなく）`,
  'givens-empty': (v) => `ヒント数の範囲 ${v.min}..${v.max} は空か、整数ではありません`,
  'too-few-givens': (v) => `ヒント数 ${v.min}: 解が一つの問題には少なくとも ${v.fewest} 個のヒントが要ります`,
  'too-many-givens': (v) => `ヒント数 ${v.max}: 問題のヒントは多くても ${v.most} 個です`,
  'no-pattern': (v) => `対称 ${v.symmetry} でヒント数 ${range(v.min, v.max)} のパターンはありません`,
  'kind-symmetry': (v) => `${v.kind} のパターンは対称 rotate180 かなしで作ります（${v.symmetry} ではなく）`,
  'kind-patterns': (v) => `${v.kind} の "patterns" は {"symmetry": "rotate180", "givens": "最小..最大"} です`,
  'combined-patterns': (v) => `${v.kind} のヒントはジェネレーターが選びます。"patterns" は書かないでください`,
  'rating-form': () => '評価値は SE の尺度の範囲 最小..最大（例 "2.5..3.5"）です',
  'grade-form': () => '難易度は名前（例 "Very Easy"）、レベル 1〜8 か その範囲 最小..最大です',
  symmetry: (v) => `対称 ${v.value} は読めません`,
  grade: (v) => `難易度 ${v.value} は読めません（名前、レベル 1〜8 か その範囲 最小..最大）`,
  rating: (v) => `評価値の範囲 ${v.value} は読めません（SE の尺度の 最小..最大、例 2.5..3.5）`,
  'need-target': () => '難易度か評価値の範囲を指定してください',
  'need-patterns': () => '"patterns"（パターン）を指定してください',
  'time-limit': (v) => `制限時間は 0 より大きく ${v.most} 以下の秒数です（${v.value} ではなく）`,
  title: (v) => `タイトルは 1〜${v.most} 文字の文字列です`,
  paper: (v) => `用紙 ${v.value} はありません（${v.known}）`,
  sections: () => '"sections" は一つ以上のセクションのリストです',
  total: (v) => `全部で ${v.total} 問です。問題集は ${v.most} 問までです`,
  'unknown-key': (v) => `"${v.key}" という項目はありません（${v.known}）`,
  'unknown-kind': (v) => `種類 ${v.value} はありません（${v.known}）`,
  'regions-missing': () => 'ジグソーには領域の地図 "regions"（1 セル 1 文字）が要ります',
  'colours-missing': () => 'カラーには色の地図 "colours"（1 セル 1 文字、「.」はユニットなし）が要ります',
  size: (v) => `"size" は記号の数 4〜49（例 16）です（${v.value} ではなく）`,
  'size-map': (v) => `"size" は ${v.size} ですが、地図は ${v.map}×${v.map} の盤です`,
  'kind-needed': (v) => `"${v.key}" には種類 "kind" が要ります`,
  'kind-form': () => '"kind" は種類の名前（例 "jigsaw"）です',
  'kind-text': (v) => `"${v.key}" は文字列です`,
  'combined-key': (v) => `"${v.key}" は ${v.kind} には使えません（${v.kind} の盤はどれも 9×9 です）`,
  'regions-kind': (v) => `"regions" はジグソー用です（${v.kind} には使えません）`,
  'colours-kind': () => '"colours" はカラー用です',
  'map-not-square': (v) =>
    `${mapJa(v.map)}は ${v.length} 文字で、平方数ではありません。N×N の盤には N² 文字（1 セル 1 文字）が要ります`,
  'map-size': (v) => `${mapJa(v.map)}は ${v.size}×${v.size} の盤です。記号の数は 4〜49 です`,
  'map-length': (v) =>
    `${mapJa(v.map)}は ${v.length} 文字です。${v.size}×${v.size} の盤には ${v.need} 文字（1 セル 1 文字）が要ります`,
  'map-unit': (v) =>
    `${mapJa(v.map)}の「${v.label}」は ${v.count} セルです（${v.cells}）。一つの${v.map === 'region' ? '領域' : '色'}は ${v.size} セルです`,
  'box-form': (v) => `ブロックの形 "${v.value}" は 行x列（例 4x3）ではありません`,
  box: (v) =>
    `${v.rows}x${v.cols} のブロックは ${v.size}×${v.size} の盤に合いません（行 × 列 = ${v.size}、どちらも 2 以上）`,
  'windoku-size': (v) => `ウィンドクのブロックは正方形です。記号の数は 9、16、25… です（${v.size} ではなく）`,
  'patterns-form': () =>
    '"patterns" は {"symmetry": "rotate180", "givens": "24..30"}、{"file": "patterns.txt"} か {"sample": "Pattern500"} です',
  'pattern-file': () => '"file" にはパターンファイルの名前を書きます',
  'unknown-sample': (v) => `パターン見本 ${v.value} はありません（${v.known}）`,
  'section-form': () => 'セクションは "count"、"grade" か "rating"、"patterns" を持つオブジェクトです',
  'name-form': () => '"name" は文字列です',
  'plan-form': () => '計画は "title" と "sections" を持つ JSON オブジェクトです',
};

/** The map a refusal names, in Japanese. */
function mapJa(map: unknown): string {
  return map === 'region' ? '領域の地図' : '色の地図';
}

/** Whether a refusal's reason has Japanese words here (the rest keep the engine's English). */
export function hasPlanWordsJa(reason: string): boolean {
  return Object.prototype.hasOwnProperty.call(WORDS, reason);
}

/**
 * The refusal in Japanese: "セクション 2: ヒント数 15: …" (`where` false: without the section,
 * for a message shown at the section's own field); the English message when there are no words.
 */
export function planRefusalJa(refusal: PlanRefusal | undefined, message: string, where = true): string {
  const words = refusal && WORDS[refusal.reason];
  if (!refusal || !words) return where ? message : message.replace(/^(section \d+( patterns)?|the plan): /, '');
  const place = refusal.section === undefined ? '計画' : `セクション ${refusal.section}`;
  return where ? `${place}: ${words(refusal.values)}` : words(refusal.values);
}
