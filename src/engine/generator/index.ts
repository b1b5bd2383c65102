/** The generators' public API (SPEC §9), for the command line and the task pane: the 9×9 one, and those of other kinds. */

export { DEFAULT_TIME_LIMIT_MS, generateFromPattern, generateOne, generatePuzzles } from './generate';
export type { GenerateOptions, GeneratedPuzzle, GenerationProgress } from './generate';
export {
  MIN_PATTERN_CELLS,
  checkPattern,
  isEmptyMark,
  patternCells,
  patternFromLine,
  patternFromSheet,
  patternOfPuzzle,
  patternSize,
  patternToString,
} from './pattern';
export type { Pattern } from './pattern';
export {
  DEFAULT_TARGET,
  LAST_LEVEL_WITHOUT_ASSUMPTIONS,
  describeGoal,
  describeTarget,
  parseGradeTarget,
  parseRatingTarget,
} from './target';
export type { GradeTarget, RatingTarget } from './target';
export { generateVariantPuzzle } from './variant-generate';
export type { GeneratedVariant } from './variant-generate';
export { generateCombinedSteps } from './generate-combined';
export type { CombinedProgress, GeneratedCombined } from './generate-combined';
