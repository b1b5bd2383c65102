/**
 * batch's job, in this thread or a worker's (job-worker.ts loads this alone): one record of a book
 * analysed without its step log, a variant's givens by the variant analyser.
 */

import {
  analyseRecord,
  analyzePuzzle,
  type Analyse,
  type AnalysisResult,
  type ErrorInfo,
  type RatingPath,
  type TechniqueSet,
} from '../engine/analyser';
import { PuzzleError } from '../engine';
import type { PuzzleRecord } from '../io/record';
import type { TechniqueChoice } from './technique-option';
import { analysisForSheet } from '../io/variant-results';
import { analyzeVariant } from '../engine/variants';

/** What a batch job is started with besides its record. */
export interface BatchSettings {
  techniques?: string;
  techniqueSet?: TechniqueSet;
  ratingPath?: RatingPath;
  weights?: TechniqueChoice['weights'];
}

/** The part of a book's record the analysis reads, in a form that crosses to a worker thread. */
export interface BatchTask {
  index: number;
  number: number;
  puzzle: string;
  digits?: Uint8Array;
  /** A position's pencil marks, where its analysis starts. */
  candidates?: Uint16Array;
  error?: ErrorInfo;
  variant?: PuzzleRecord['variant'];
}

export function batchTask(
  { number, puzzle, digits, candidates, error, variant }: PuzzleRecord,
  index: number,
): BatchTask {
  return { index, number, puzzle, digits, candidates, error: error?.toJSON(), variant };
}

/** One record's analysis (without its step log), in this thread or a worker's; a variant's givens go to the variant analyser. */
export function batchJob(
  { index, error, variant, candidates, ...record }: BatchTask,
  settings: BatchSettings,
): AnalysisResult {
  const readError = error && new PuzzleError(error.kind, error.message, error.cells, error.input);
  const fromCandidates: Analyse | undefined =
    candidates && ((values, analyseOptions = {}) => analyzePuzzle(values, { ...analyseOptions, candidates }));
  const analyse: Analyse | undefined =
    fromCandidates ??
    (variant &&
      ((values, analyseOptions = {}) =>
        analysisForSheet(
          variant.geometry,
          analyzeVariant(variant.geometry, values as ArrayLike<number>, analyseOptions),
        )));
  const digits = variant ? variant.givens : record.digits;
  return analyseRecord({ ...record, digits, error: readError }, index, { ...settings, analyse });
}
