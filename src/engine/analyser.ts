/**
 * The engine's entry for the 9×9 analysis (see index.ts for the others): analysing a puzzle, its
 * hints, batches, the rating, the technique codes and registry, grades, effort, the solve-along
 * comparison and the analysis's types.
 */

export {
  analyzePuzzle,
  candidatesAtStep,
  invalidResult,
  requireSolutionKept,
  validatePuzzle,
} from './analysis/analyser';
export type { AnalyseOptions, CandidateGrid, StepWithCandidates } from './analysis/analyser';
export { BASIC_ORDER, LETTERS_IN_TRIAL_ORDER } from './analysis/analysis-techniques';
export { analyseRecord, progressAfter, runBatch } from './analysis/batch';
export type { Analyse, BatchItem, BatchOptions, BatchOutcome, BatchProgress, BatchRecord } from './analysis/batch';
export { DEFAULT_WEIGHTS } from './analysis/effort';
export type { EffortWeights } from './analysis/effort';
export { gradeFromLevel } from './analysis/grade';
export { cellName, eliminationNotation, hintFor } from './analysis/hints';
export type { Hint, HintDeduction, NextStep } from './analysis/hints';
export { TIER_ORDER, analysedOnSquares, compareSession } from './analysis/solve-along';
export type { AnalysedPuzzle, SessionEntry, SessionFigures } from './analysis/solve-along';
export { GRADE_NAMES } from './analysis/types';
export type {
  AnalysisResult,
  AnalysisStatus,
  ErrorInfo,
  Grade,
  GradeName,
  LoggedStep,
  StopReason,
  TechniqueLetter,
  TechniqueSet,
  Tier,
} from './analysis/types';
export type { RatingPath } from './rating/rating-path';
export { TECHNIQUES, TECHNIQUE_CODES, TECHNIQUE_LETTERS } from './techniques/registry';
export {
  DEFAULT_TECHNIQUE_SET,
  EXTRA_SINGLE,
  RATING_CHOICES,
  TECHNIQUE_SETS,
  isRatingChoice,
  isTechniqueLetter,
  isTechniqueSet,
  labelOf,
  labelToken,
  lettersOfSet,
  ratingPathOption,
  readTechniqueList,
  switchesForOtherKinds,
} from './techniques/technique-codes';
export type { RatingChoice } from './techniques/technique-codes';
export { MAX_STEPS, stepsOfPosition } from './analysis/all-steps';
export type { AllSteps, FoundStep } from './analysis/all-steps';
export { techniquesByHodokuCode } from './techniques/hodoku-codes';
