/**
 * The analyser inside a Web Worker, so that the pane never freezes on a hard puzzle: 'analyse'
 * runs analyzePuzzle with the candidate grids collected (the pane shows the grid at any step
 * without a second run); 'hint' runs hintFor on the person's current grid.
 *
 * The handler is a plain function (tested under Node); attachToWorkerScope hooks it up only when
 * this file runs as the worker script (webpack entry analysis-worker.js). A run cannot be
 * interrupted, so the pane cancels by terminating the worker.
 */

import { analyzePuzzle, type AnalyseOptions } from '../engine/analyser';
import { isPuzzleError } from '../engine/errors';
import { hintFor, type Hint } from '../engine/hints';
import type { AnalysisResult } from '../engine/types';
import { analyzeVariant, type VariantAnalysisResult } from '../engine/variant-analysis/analyser';
import { variantHintFor } from '../engine/variant-analysis/hints';
import { geometryOfSpec, type PuzzleSpec } from '../io/sheet-puzzle';
import { attachToWorkerScope, singleRunHandler, type CancellableRequest } from './worker-host';

export type AnalysisWorkerRequest =
  | { type: 'analyse'; puzzle: string; options: Pick<AnalyseOptions, 'techniques' | 'weights' | 'techniqueSet'> }
  | { type: 'hint'; puzzle: string; grid: string; techniques?: string; techniqueSet?: AnalyseOptions['techniqueSet'] }
  /** Another kind than the 9×9: the worker rebuilds the geometry from the spec; values by cell. */
  | { type: 'analyse-variant'; spec: PuzzleSpec; givens: number[]; options: Pick<AnalyseOptions, 'techniques' | 'weights'> }
  | { type: 'variant-hint'; spec: PuzzleSpec; givens: number[]; grid: number[]; techniques?: string };

export type AnalysisWorkerReply =
  | { type: 'analysis'; result: AnalysisResult }
  | { type: 'variant-analysis'; result: VariantAnalysisResult }
  | { type: 'hint'; hint: Hint }
  /** The puzzle cannot give a hint (invalid, unreadable grid): the engine's message and cells. */
  | { type: 'hint-problem'; message: string; cells: [number, number][] }
  | { type: 'error'; message: string };

export function createAnalysisWorker(post: (reply: AnalysisWorkerReply) => void): (request: CancellableRequest<AnalysisWorkerRequest>) => Promise<void> {
  return singleRunHandler<AnalysisWorkerRequest, AnalysisWorkerReply>(
    post,
    async (request) => {
      if (request.type === 'analyse') {
        post({ type: 'analysis', result: analyzePuzzle(request.puzzle, { ...request.options, collectCandidates: true }) });
        return;
      }
      if (request.type === 'analyse-variant') {
        post({ type: 'variant-analysis', result: analyzeVariant(geometryOfSpec(request.spec), request.givens, { ...request.options, collectCandidates: true }) });
        return;
      }
      try {
        const hint = request.type === 'hint'
          ? hintFor(request.puzzle, request.grid, { techniques: request.techniques, techniqueSet: request.techniqueSet })
          : variantHintFor(geometryOfSpec(request.spec), request.givens, request.grid, { techniques: request.techniques });
        post({ type: 'hint', hint });
      } catch (error) {
        if (!isPuzzleError(error)) throw error;
        post({ type: 'hint-problem', message: error.message, cells: error.cells });
      }
    },
    'An analysis is already running.',
  );
}

attachToWorkerScope(createAnalysisWorker);
