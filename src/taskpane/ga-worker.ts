/**
 * The GA solver inside a Web Worker, so the task pane never freezes. The worker gets the puzzle and
 * the options, posts the progress (generation, best and mean fitness) every `progressEvery`
 * generations and the result at the end, with the time it took.
 *
 * solveWithGa runs synchronously inside one message, so a 'cancel' message is only read between
 * runs; the pane therefore also terminates the worker on Cancel (see GaController.cancel).
 *
 * The message handling is a plain function (tested under Node); the last line attaches it when this
 * file runs as a worker script.
 */

import { solveWithGa, type GaOptions, type GaProgress, type GaResult } from '../engine/ga';
import { attachToWorkerScope, singleRunHandler, type CancellableRequest } from './worker-host';

/** Progress posts are throttled to one per this many generations. */
export const PROGRESS_EVERY = 50;

export interface GaStartRequest {
  type: 'start';
  /** 81 digits, 0 = blank. */
  puzzle: number[];
  options: Omit<GaOptions, 'onProgress' | 'signal'>;
}

export type GaRequest = CancellableRequest<GaStartRequest>;

export type GaReply =
  | ({ type: 'progress' } & GaProgress)
  | { type: 'done'; result: GaResult; timeMs: number }
  | { type: 'error'; message: string };

export function createGaWorker(post: (reply: GaReply) => void, now: () => number = () => performance.now()): (request: GaRequest) => Promise<void> {
  return singleRunHandler<GaStartRequest, GaReply>(
    post,
    async (request, isCancelled) => {
      const started = now();
      const result = solveWithGa(request.puzzle, {
        progressEvery: PROGRESS_EVERY,
        ...request.options,
        onProgress: (progress) => post({ type: 'progress', ...progress }),
        signal: {
          get aborted() {
            return isCancelled();
          },
        },
      });
      post({ type: 'done', result, timeMs: now() - started });
    },
    'a GA run is already going',
  );
}

attachToWorkerScope<GaRequest, GaReply>((post) => createGaWorker(post));
