/**
 * The words of a book's workbook and PDF (issue 39 item 4), in English and Japanese: sheet names,
 * captions, headers and the plan's descriptions. The Japanese reuse the words the other sheets use
 * (解析, 問題, 解答, ヒント数, 難易度, シード…), and are made from the book's data, never from the
 * engine's English sentences. A section's own name from the plan stays as the plan gives it.
 */

import type { NumberedPuzzle, PatternSource } from '../engine/book';
import { describeGoal, type GradeTarget, type RatingTarget } from '../engine/generator';
import { gradeFromLevel } from '../engine/analyser';
import { gradeNameIn, type SheetLanguage } from './analysis-labels';

/** The SE scale's open ends, as the engine's rating ranges use them (target.ts). */
const RATING_FLOOR = 0;
const RATING_CEILING = 20;

function givensRange(source: Extract<PatternSource, { kind: 'random' }>): string {
  return source.givens.min === source.givens.max
    ? `${source.givens.min}`
    : `${source.givens.min}..${source.givens.max}`;
}

const ENGLISH = {
  sheetNames: { puzzles: 'Puzzles', solutions: 'Solutions', analysis: 'Analysis', plan: 'Plan' },
  puzzleCaption: (puzzle: NumberedPuzzle) =>
    `No. ${puzzle.number} · ${puzzle.grade?.name ?? 'not graded'} · ${puzzle.givens} givens`,
  analysisHeader: [
    'No.',
    'Section',
    'Target',
    'Grade',
    'Level',
    'Rating',
    'Givens',
    'Steps',
    'Techniques',
    'Puzzle',
    'Solution',
    'Pattern',
    'Seed',
    'Note',
  ],
  gradeName: (puzzle: NumberedPuzzle): string => puzzle.grade?.name ?? '',
  goal: (target: GradeTarget, rating: RatingTarget | undefined) => describeGoal(target, rating),
  /** The engine's own words, which the command line prints too. */
  closestNote: (note: string) => note,
  noPuzzle: (message: string | undefined) => message ?? 'no puzzle',
  planLabels: { title: 'Title', paper: 'Paper', seed: 'Seed', planFile: 'Plan file' },
  sectionHeader: ['Section', 'Name', 'Count', 'Target', 'Patterns', 'Time limit (s)', 'Made', 'Missed'],
  patterns: (source: PatternSource): string => {
    if (source.kind === 'file') return `file ${source.file}`;
    if (source.kind === 'sample') return `sample ${source.sample}`;
    return `random, ${source.symmetry ?? 'no symmetry'}, ${givensRange(source)} givens`;
  },
};

export type BookWords = typeof ENGLISH;

function japaneseGoal(target: GradeTarget, rating: RatingTarget | undefined): string {
  const name = (level: number) => gradeNameIn(gradeFromLevel(level).name, 'ja');
  const grades = target.min === target.max ? name(target.min) : `${name(target.min)}〜${name(target.max)}`;
  if (!rating) return grades;
  const ratings =
    rating.max >= RATING_CEILING
      ? `${rating.min} 以上`
      : rating.min <= RATING_FLOOR
        ? `${rating.max} 以下`
        : `${rating.min}〜${rating.max}`;
  return `${grades}、評価値 ${ratings}`;
}

const JAPANESE: BookWords = {
  sheetNames: { puzzles: '問題', solutions: '解答', analysis: '解析', plan: '計画' },
  puzzleCaption: (puzzle) =>
    `No. ${puzzle.number} · ${puzzle.grade ? gradeNameIn(puzzle.grade.name, 'ja') : '解き切れず'} · ヒント数 ${puzzle.givens}`,
  analysisHeader: [
    'No.',
    'セクション',
    '目標',
    '難易度',
    'レベル',
    '評価値',
    'ヒント数',
    '手数',
    '技法',
    '問題',
    '解答',
    'パターン',
    'シード',
    '注記',
  ],
  gradeName: (puzzle) => (puzzle.grade ? gradeNameIn(puzzle.grade.name, 'ja') : ''),
  goal: japaneseGoal,
  closestNote: () => '目標に届かず、最も近い問題',
  noPuzzle: () => '問題が見つかりませんでした',
  planLabels: { title: 'タイトル', paper: '用紙', seed: 'シード', planFile: '計画ファイル' },
  sectionHeader: ['セクション', '名前', '問題数', '目標', 'パターン', '制限時間 (秒)', '作成', '未達'],
  patterns: (source) => {
    if (source.kind === 'file') return `ファイル ${source.file}`;
    if (source.kind === 'sample') return `サンプル ${source.sample}`;
    return `ランダム、${source.symmetry ?? '対称なし'}、ヒント数 ${givensRange(source)}`;
  },
};

export function bookWords(language: SheetLanguage): BookWords {
  return language === 'ja' ? JAPANESE : ENGLISH;
}

/**
 * A section's name in the language: the plan's own name as given; a name the plan left out (the
 * target's English words, plan.ts) in the language's words for the target.
 */
export function sectionNameIn(
  section: { name: string; target: GradeTarget; rating?: RatingTarget },
  language: SheetLanguage,
): string {
  if (language === 'en' || section.name !== describeGoal(section.target, section.rating)) return section.name;
  return japaneseGoal(section.target, section.rating);
}
