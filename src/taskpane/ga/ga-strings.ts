/**
 * The words of the GA tab, in English and Japanese (chosen from Office.context.displayLanguage).
 */

import { MAX_FITNESS, type GaVariant } from '../../engine/ga';
import type { GaField, GaProblem, GaState } from './ga-controller';
import type { Language } from '../shared/language';
import { isSelectionProblem } from '../shared/sheet-puzzle';
import { selectionProblemText } from '../shared/sheet-puzzle-strings';

const ENGLISH = {
  tab: 'GA',
  heading: 'Genetic-algorithm solver',
  hint: 'Select a 9×9 puzzle, or its top-left cell. A genetic algorithm (boxes as permutations, swaps, crossover of bands and stacks) searches for the solution; the run, its fitness history and a chart go to a new sheet. Cancel stops it and writes the run so far.',
  population: 'Population',
  generations: 'Generations',
  crossover: 'Crossover rate',
  mutation: 'Mutation rate',
  variant: 'Variant',
  variants: {
    improved: 'Improved (restarts)',
    paper: 'The paper’s GA',
    'crossover-only': 'Crossover only',
    random: 'Random search',
  } as Record<GaVariant, string>,
  restartAfter: 'Restart after (generations)',
  restartNote:
    'A fresh population after this many generations without progress (the best is kept): 100 for the improved GA, 0 (never) for the paper’s as published.',
  seed: 'Seed (optional, repeats a run)',
  run: 'Run',
  cancel: 'Cancel',
  retry: 'Retry',
  progressLabel: 'GA progress',
  reading: 'Reading the puzzle…',
  writing: 'Writing the sheet…',
  progress: (generation: number, limit: number, best: number) =>
    `Generation ${generation} of ${limit} — best fitness ${best} of ${MAX_FITNESS}`,
  result: (solved: boolean, generations: number, best: number, ms: number) =>
    `${solved ? 'Solved' : 'Not solved'} after ${generations} generation${generations === 1 ? '' : 's'}: best fitness ${best} of ${MAX_FITNESS}, ${ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`}.`,
  cancelled: (generation: number, best: number) =>
    `Cancelled at generation ${generation} (best fitness ${best}); nothing was written.`,
  cancelling: 'Cancelling… the run so far will be written.',
  cancelledWritten: (generation: number, best: number, name: string) =>
    `Cancelled at generation ${generation} (best fitness ${best} of ${MAX_FITNESS}); the run so far is written to the sheet "${name}".`,
  wroteSheet: (name: string) => `Written to the sheet "${name}".`,
  fields: {
    population: 'The population must be a whole number from 2 to 10,000.',
    generations: 'The generations must be a whole number from 1 to 1,000,000.',
    crossoverRate: 'The crossover rate must be a number from 0 to 1.',
    mutationRate: 'The mutation rate must be a number from 0 to 1.',
    restartAfter: 'Restart after must be a whole number from 0 to 1,000,000 (0: never).',
    seed: 'The seed must be blank or a whole number from 0 to 4,294,967,295.',
  } as Record<GaField, string>,
  problem: (problem: GaProblem): string => {
    if (isSelectionProblem(problem)) return selectionProblemText(problem, 'en');
    switch (problem.reason) {
      case 'bad-option':
        return ENGLISH.fields[problem.field];
      case 'worker-failed':
        return `The GA stopped: ${problem.detail}. Retry runs it again.`;
      case 'failed':
        return `The GA stopped: ${problem.detail}`;
      default:
        return selectionProblemText(problem, 'en');
    }
  },
};

export type GaStrings = typeof ENGLISH;

const JAPANESE: GaStrings = {
  tab: 'GA', // the heading spells it out; the full name alone would fill the tab row at 270 px
  heading: '遺伝的アルゴリズムで解く',
  hint: '9×9 の問題（またはその左上のセル）を選択してください。遺伝的アルゴリズム（ブロックごとの順列、入れ替え、帯の交叉）で解を探し、実行結果・適応度の推移・グラフを新しいシートに書き込みます。「中止」で止めると、そこまでの結果を書き込みます。',
  population: '個体数',
  generations: '世代数',
  crossover: '交叉率',
  mutation: '突然変異率',
  variant: '方式',
  variants: {
    improved: '改良版（再初期化あり）',
    paper: '論文の GA',
    'crossover-only': '交叉のみ',
    random: 'ランダム探索',
  },
  restartAfter: '再初期化までの世代数',
  restartNote:
    'この世代数のあいだ進歩がなければ集団を作り直します（最良の個体は残します）。改良版は 100、論文どおりの GA は 0（再初期化なし）です。',
  seed: 'シード（任意。同じ結果を再現）',
  run: '実行',
  cancel: '中止',
  retry: '再試行',
  progressLabel: 'GA の進み具合',
  reading: '問題を読み込んでいます…',
  writing: 'シートに書き込んでいます…',
  progress: (generation, limit, best) => `${limit} 世代中 ${generation} 世代目 — 最良の適応度 ${best}／${MAX_FITNESS}`,
  result: (solved, generations, best, ms) =>
    `${generations} 世代で${solved ? '解けました' : '解けませんでした'}。最良の適応度 ${best}／${MAX_FITNESS}、${ms < 1000 ? `${Math.round(ms)} ミリ秒` : `${(ms / 1000).toFixed(1)} 秒`}。`,
  cancelled: (generation, best) =>
    `${generation} 世代目で中止しました（最良の適応度 ${best}）。何も書き込んでいません。`,
  cancelling: '中止しています… ここまでの結果を書き込みます。',
  cancelledWritten: (generation, best, name) =>
    `${generation} 世代目で中止しました（最良の適応度 ${best}／${MAX_FITNESS}）。ここまでの結果をシート「${name}」に書き込みました。`,
  wroteSheet: (name) => `シート「${name}」に書き込みました。`,
  fields: {
    population: '個体数は 2〜10,000 の整数にしてください。',
    generations: '世代数は 1〜1,000,000 の整数にしてください。',
    crossoverRate: '交叉率は 0〜1 の数にしてください。',
    mutationRate: '突然変異率は 0〜1 の数にしてください。',
    restartAfter: '再初期化までの世代数は 0〜1,000,000 の整数にしてください（0 は再初期化なし）。',
    seed: 'シードは空欄か 0〜4,294,967,295 の整数にしてください。',
  },
  problem: (problem) => {
    if (isSelectionProblem(problem)) return selectionProblemText(problem, 'ja');
    switch (problem.reason) {
      case 'bad-option':
        return JAPANESE.fields[problem.field];
      case 'worker-failed':
        return `GA が止まりました: ${problem.detail}。「再試行」でもう一度実行します。`;
      case 'failed':
        return `GA が止まりました: ${problem.detail}`;
      default:
        return selectionProblemText(problem, 'ja');
    }
  },
};

export function gaStrings(language: Language): GaStrings {
  return language === 'ja' ? JAPANESE : ENGLISH;
}

/** The status line for a state, in the pane's language. */
export function describeGaState(state: GaState, text: GaStrings): string {
  if (state.problem) return text.problem(state.problem);
  switch (state.phase) {
    case 'reading':
      return text.reading;
    case 'running':
      return text.progress(state.generation, state.generationLimit, state.bestFitness);
    case 'cancelling':
      return text.cancelling;
    case 'writing':
      return text.writing;
    case 'done': {
      const { result } = state;
      if (!result) return '';
      if (result.cancelled)
        return state.sheetName
          ? text.cancelledWritten(result.generations, result.bestFitness, state.sheetName)
          : text.cancelled(result.generations, result.bestFitness);
      const parts = [text.result(result.solved, result.generations, result.bestFitness, result.timeMs)];
      if (state.sheetName) parts.push(text.wroteSheet(state.sheetName));
      return parts.join(' ');
    }
    default:
      return '';
  }
}
