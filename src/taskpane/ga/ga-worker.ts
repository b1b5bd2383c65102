/**
 * The GA solver inside a Web Worker, so the task pane never freezes. The worker gets the puzzle and
 * the options, posts the progress (generation, best and mean fitness) every `progressEvery`
 * generations and the result at the end, with the time it took.
 *
 * The run is taken in slices of about SLICE_MS; between slices the worker returns to its message
 * loop, so a 'cancel' message is read within a slice, and the partial run (history so far, best
 * grid) is posted as the result with `cancelled` set, for the pane to write.
 *
 * The message handling is a plain function (tested under Node); the last line attaches it when this
 * file runs as a worker script.
 */

import { startGa, type GaOptions, type GaProgress, type GaResult } from '../../engine/ga';
import { attachToWorkerScope, singleRunHandler, type CancellableRequest } from '../shared/worker-host';

/** Progress posts are throttled to one per this many generations. */
export const PROGRESS_EVERY = 50;

/** How long the worker runs generations before it reads its messages again. */
export const SLICE_MS = 30;

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

/**
 * Resolves once the worker has read the messages already waiting. A message port, not
 * setTimeout(0): nested timeouts are clamped to 4 ms, which would slow a run by a tenth.
 */
export function yieldToMessages(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

export function createGaWorker(
  post: (reply: GaReply) => void,
  now: () => number = () => performance.now(),
  yieldToLoop: () => Promise<void> = yieldToMessages,
): (request: GaRequest) => Promise<void> {
  return singleRunHandler<GaStartRequest, GaReply>(
    post,
    async (request, isCancelled) => {
      const started = now();
      const run = startGa(request.puzzle, {
        progressEvery: PROGRESS_EVERY,
        ...request.options,
        onProgress: (progress) => post({ type: 'progress', ...progress }),
      });
      while (!isCancelled()) {
        const sliceEnd = now() + SLICE_MS;
        while (!run.over && now() < sliceEnd) run.step(1);
        if (run.over) break;
        await yieldToLoop();
      }
      post({ type: 'done', result: run.finish(), timeMs: now() - started });
    },
    'a GA run is already going',
  );
}

attachToWorkerScope<GaRequest, GaReply>((post) => createGaWorker(post));
