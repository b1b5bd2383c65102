/**
 * One colour for one meaning (issue 39): every tab's status line says what its notice means, and
 * this table alone turns the meaning into the message bar's intent. Red for a puzzle or input that
 * cannot be worked on (bad input, clashing givens, no solution or several, a failure), amber for
 * something to look at before going on, green for a task done, grey for news and progress.
 */

import type { PuzzleErrorKind } from '../../engine';
import type { AnalysisResult } from '../../engine/analyser';
import type { AnalysisNotice } from '../analyse/analysis-controller';
import type { ClearNotice } from '../analyse/clear-controller';
import type { BatchState } from '../batch/batch-controller';
import type { BookState } from '../book/book-controller';
import type { GaState } from '../ga/ga-controller';
import type { GenerateState } from '../generate/generate-controller';
import type { LibraryNotice } from '../library/library-controller';
import type { SymmetryNotice, TransformNotice } from '../pattern-tools/pattern-tools-controller';
import type { SettingsNotice } from '../settings/settings-controller';
import type { SolveAlongState } from '../solve-along/solve-along-controller';

export type Meaning =
  'bad-input' | 'clash' | 'no-solution' | 'several-solutions' | 'failure' | 'caution' | 'success' | 'info';
export type Intent = 'error' | 'warning' | 'success' | 'info';

export const INTENT_OF: Readonly<Record<Meaning, Intent>> = {
  'bad-input': 'error',
  clash: 'error',
  'no-solution': 'error',
  'several-solutions': 'error',
  failure: 'error',
  caution: 'warning',
  success: 'success',
  info: 'info',
};

/** The intent of a status line; no meaning (an empty line, progress) is info. */
export function intentOf(meaning: Meaning | undefined): Intent {
  return meaning ? INTENT_OF[meaning] : 'info';
}

/** Why a puzzle is invalid, as a meaning: the engine's error kind. */
export function invalidMeaning(kind: PuzzleErrorKind | undefined): Meaning {
  if (kind === 'conflict') return 'clash';
  if (kind === 'no-solution') return 'no-solution';
  if (kind === 'multiple-solutions') return 'several-solutions';
  if (kind === 'not-found-in-time') return 'failure';
  return 'bad-input';
}

/** An analysis done: success, unless the puzzle turned out invalid. */
export function resultMeaning(result: Pick<AnalysisResult, 'status' | 'error'>): Meaning {
  return result.status === 'invalid' ? invalidMeaning(result.error?.kind) : 'success';
}

export function analysisMeaning(notice: AnalysisNotice | undefined): Meaning | undefined {
  switch (notice?.kind) {
    case 'analysed':
      return resultMeaning(notice.result);
    case 'bad-selection':
    case 'unreadable':
    case 'bad-cells':
    case 'bad-layout':
    case 'bad-step':
      return 'bad-input';
    case 'failed':
    case 'worker-failed':
      return 'failure';
    case 'empty-selection':
    case 'need-grids':
    case 'need-analysis':
    case 'wrong':
    case 'changed':
      return 'caution';
    case 'sample-inserted':
    case 'filled':
    case 'restored':
    case 'candidates':
    case 'cleared':
      return 'success';
    default:
      return notice ? 'info' : undefined;
  }
}

export function libraryMeaning(notice: LibraryNotice | undefined): Meaning | undefined {
  switch (notice?.kind) {
    case 'bad-number':
    case 'bad-selection':
    case 'bad-cells':
    case 'bad-layout':
    case 'unreadable':
      return 'bad-input';
    case 'failed':
    case 'unreadable-entry':
      return 'failure';
    case 'need-grids':
    case 'empty':
    case 'no-library':
    case 'not-found':
      return 'caution';
    case 'stored':
    case 'recalled':
    case 'restored':
      return 'success';
    default:
      return notice ? 'info' : undefined;
  }
}

export function batchMeaning(state: Pick<BatchState, 'phase' | 'report' | 'cancelled'>): Meaning | undefined {
  if (state.phase === 'failed') return 'failure';
  if (state.phase !== 'done') return undefined;
  if (!state.report) return 'caution';
  return state.cancelled ? 'info' : 'success';
}

export function generateMeaning(
  state: Pick<GenerateState, 'phase' | 'problem' | 'cancelled' | 'puzzles'>,
): Meaning | undefined {
  const problem = state.problem;
  if (problem) {
    if (problem.reason === 'failed') return 'failure';
    if (
      problem.reason === 'nothing-found' ||
      problem.reason === 'need-grids' ||
      problem.reason === 'changed' ||
      problem.reason === 'missing'
    )
      return 'caution';
    return 'bad-input';
  }
  if (state.phase === 'failed') return 'failure';
  if (state.phase === 'done' && state.puzzles.length > 0) return state.cancelled ? 'info' : 'success';
  return undefined;
}

export function gaMeaning(state: Pick<GaState, 'problem' | 'result'>): Meaning | undefined {
  const problem = state.problem;
  if (problem)
    return problem.reason === 'failed' || problem.reason === 'worker-failed'
      ? 'failure'
      : problem.reason === 'conflict'
        ? 'clash'
        : 'bad-input';
  if (!state.result) return undefined;
  if (state.result.solved) return 'success';
  return state.result.cancelled ? 'info' : 'caution';
}

export function solveAlongMeaning(state: Pick<SolveAlongState, 'problem' | 'notice'>): Meaning | undefined {
  const problem = state.problem;
  if (problem) {
    if (problem.reason === 'invalid') return invalidMeaning(problem.kind as PuzzleErrorKind);
    if (problem.reason === 'failed' || problem.reason === 'worker-failed') return 'failure';
    if (problem.reason === 'need-grids') return 'caution';
    return problem.reason === 'conflict' ? 'clash' : 'bad-input';
  }
  const notice = state.notice;
  if (!notice) return undefined;
  if (notice.kind === 'save-failed') return 'failure';
  if (
    notice.kind === 'not-a-digit' ||
    notice.kind === 'given-changed' ||
    (notice.kind === 'entry' && notice.verdict === 'wrong')
  )
    return 'caution';
  return 'info';
}

export function settingsMeaning(notice: SettingsNotice | undefined): Meaning | undefined {
  switch (notice?.kind) {
    case 'invalid':
      return 'bad-input';
    case 'failed':
      return 'failure';
    case 'loaded-with-problems':
      return 'caution';
    case 'saved':
    case 'reset':
      return 'success';
    default:
      return notice ? 'info' : undefined;
  }
}

export function symmetryMeaning(notice: SymmetryNotice | undefined): Meaning | undefined {
  switch (notice?.kind) {
    case undefined:
      return undefined;
    case 'symmetries':
    case 'already':
      return 'info';
    case 'completed':
      return 'success';
    case 'failed':
      return 'failure';
    case 'changed':
    case 'missing':
    case 'no-marks':
      return 'caution';
    default:
      return 'bad-input';
  }
}

export function transformMeaning(notice: TransformNotice | undefined): Meaning | undefined {
  switch (notice?.kind) {
    case undefined:
      return undefined;
    case 'transformed':
      return 'success';
    case 'failed':
      return 'failure';
    case 'occupied':
    case 'missing':
      return 'caution';
    default:
      return 'bad-input';
  }
}

export function clearMeaning(notice: ClearNotice | undefined): Meaning | undefined {
  switch (notice?.kind) {
    case 'bad-selection':
    case 'too-large':
    case 'unreadable':
      return 'bad-input';
    case 'failed':
      return 'failure';
    case 'cleared':
    case 'undone':
      return 'success';
    default:
      return undefined;
  }
}

/** A book made: success; amber when a section missed its target or the print settings could not be written. */
export function bookMeaning(state: Pick<BookState, 'phase' | 'problem' | 'result' | 'cancelled'>): Meaning | undefined {
  const problem = state.problem;
  if (problem) return problem.reason === 'failed' || problem.reason === 'sample-unreadable' ? 'failure' : 'bad-input';
  if (state.phase !== 'done') return undefined;
  if (!state.result) return state.cancelled ? 'info' : undefined;
  return state.result.missed > 0 || !state.result.printSetup ? 'caution' : 'success';
}
