/**
 * The analyser inside a Web Worker, so that the pane never freezes on a hard puzzle: 'analyse'
 * runs analyzePuzzle with the candidate grids collected (the pane shows the grid at any step
 * without a second run); 'hint' runs hintFor on the person's current grid.
 *
 * The handler is a plain function (tested under Node); attachToWorkerScope hooks it up only when
 * this file runs as the worker script (webpack entry analysis-worker.js). A run cannot be
 * interrupted, so the pane cancels by terminating the worker. A long analysis of another kind (the
 * 280-grid record, issue 21) reports its progress as it goes: the uniqueness check, then each
 * percent of the cells placed.
 */

import { analyzePuzzle, type AnalyseOptions } from '../../engine/analyser';
import { isPuzzleError } from '../../engine';
import { hintFor, type Hint } from '../../engine/analyser';
import type { AnalysisResult } from '../../engine/analyser';
import {
  analyzeVariant,
  variantCandidatesAtStep,
  type VariantAnalysisResult,
  type VariantCandidates,
} from '../../engine/variants';
import { variantHintFor } from '../../engine/variants';
import { geometryOfSpec, type PuzzleSpec } from '../../io/sheet-puzzle';
import { attachToWorkerScope, singleRunHandler, type CancellableRequest } from '../shared/worker-host';

export type AnalysisWorkerRequest =
  | {
      type: 'analyse';
      puzzle: string;
      options: Pick<AnalyseOptions, 'techniques' | 'weights' | 'techniqueSet' | 'ratingPath' | 'candidates'>;
    }
  | {
      type: 'hint';
      puzzle: string;
      grid: string;
      techniques?: string;
      techniqueSet?: AnalyseOptions['techniqueSet'];
      /** The grid's pencil marks (a position, issue 37): where the hint starts. */
      candidates?: number[];
    }
  /** Another kind than the 9×9: the worker rebuilds the geometry from the spec; values by cell. */
  | {
      type: 'analyse-variant';
      spec: PuzzleSpec;
      givens: number[];
      options: Pick<AnalyseOptions, 'techniques' | 'weights'>;
    }
  | { type: 'variant-hint'; spec: PuzzleSpec; givens: number[]; grid: number[]; techniques?: string }
  /** The candidates before step `step` of a puzzle too large to keep them for every step: the analysis replayed. */
  | {
      type: 'variant-candidates';
      spec: PuzzleSpec;
      givens: number[];
      step: number;
      options: Pick<AnalyseOptions, 'techniques' | 'weights'>;
    };

/** Where a run has got: reading and writing the sheet (the pane's own phases, in chunks), the uniqueness check, the cells placed. */
export interface AnalysisProgress {
  phase: 'reading' | 'solving' | 'analysing' | 'writing';
  done?: number;
  total?: number;
}

/** Puzzles of more cells than this (a 49×49 has 2,401) keep no candidates per step: the record's 13,000 steps of 18,189 cells each would not fit in memory. */
export const CANDIDATES_KEPT_UP_TO_CELLS = 2_500;

export type AnalysisWorkerReply =
  | { type: 'analysis'; result: AnalysisResult }
  | { type: 'variant-analysis'; result: VariantAnalysisResult }
  | { type: 'variant-candidates'; step: number; cells: VariantCandidates }
  | { type: 'progress'; progress: AnalysisProgress }
  | { type: 'hint'; hint: Hint }
  /** The puzzle cannot give a hint (invalid, unreadable grid): the engine's message and cells. */
  | { type: 'hint-problem'; message: string; cells: [number, number][] }
  | { type: 'error'; message: string };

export function createAnalysisWorker(
  post: (reply: AnalysisWorkerReply) => void,
): (request: CancellableRequest<AnalysisWorkerRequest>) => Promise<void> {
  return singleRunHandler<AnalysisWorkerRequest, AnalysisWorkerReply>(
    post,
    async (request) => {
      if (request.type === 'analyse') {
        post({
          type: 'analysis',
          result: analyzePuzzle(request.puzzle, { ...request.options, collectCandidates: true }),
        });
        return;
      }
      if (request.type === 'analyse-variant') {
        const geometry = geometryOfSpec(request.spec);
        post({ type: 'progress', progress: { phase: 'solving' } });
        const onPlacement = percentReporter(
          geometry.cellCount - request.givens.filter((value) => value > 0).length,
          (done, total) => post({ type: 'progress', progress: { phase: 'analysing', done, total } }),
        );
        post({
          type: 'variant-analysis',
          result: analyzeVariant(geometry, request.givens, {
            ...request.options,
            collectCandidates: geometry.cellCount <= CANDIDATES_KEPT_UP_TO_CELLS,
            onPlacement,
          }),
        });
        return;
      }
      if (request.type === 'variant-candidates') {
        post({
          type: 'variant-candidates',
          step: request.step,
          cells: variantCandidatesAtStep(geometryOfSpec(request.spec), request.givens, request.step, request.options),
        });
        return;
      }
      try {
        const hint =
          request.type === 'hint'
            ? hintFor(request.puzzle, request.grid, {
                techniques: request.techniques,
                techniqueSet: request.techniqueSet,
                candidates: request.candidates,
              })
            : variantHintFor(geometryOfSpec(request.spec), request.givens, request.grid, {
                techniques: request.techniques,
              });
        post({ type: 'hint', hint });
      } catch (error) {
        if (!isPuzzleError(error)) throw error;
        post({ type: 'hint-problem', message: error.message, cells: error.cells });
      }
    },
    'An analysis is already running.',
  );
}

/** Calls `report` with the placements made each time another percent of `total` is reached (at most 100 messages, whatever the size). */
function percentReporter(total: number, report: (done: number, total: number) => void): (step: number) => void {
  let next = 0;
  return (step) => {
    const done = step - 1;
    if (total <= 0 || done < next) return;
    report(done, total);
    next = Math.ceil(((Math.floor((done * 100) / total) + 1) * total) / 100);
  };
}

attachToWorkerScope(createAnalysisWorker);
