/**
 * Generation inside a Web Worker, so the task pane never freezes. The worker gets the pattern and
 * the options, runs the engine's asynchronous generator (which returns to the event loop every few
 * tens of milliseconds, so a cancel message gets in), posts each puzzle as it is finished, a
 * heartbeat with the elapsed time while a puzzle is being searched, and a final message.
 *
 * The message handling is a plain function (tested under Node); the last line attaches it when this
 * file runs as a worker script.
 */

import { generateFromPattern, type GeneratedPuzzle, type GenerationProgress } from '../../engine/generator';
import { patternFromLine } from '../../engine/generator';
import { generateVariantPuzzle, type GeneratedVariant } from '../../engine/generator';
import { geometryOfSpec, type PuzzleSpec } from '../../io/sheet-puzzle';
import { attachToWorkerScope, singleRunHandler, type CancellableRequest } from '../shared/worker-host';

export interface GenerateStartRequest {
  type: 'start';
  /** 81 characters, `X` for a given (patternToString). */
  pattern: string;
  options: { grade?: string; rating?: string; count?: number; seed?: number | string; timeLimitMs?: number };
  /** A puzzle of another kind (issue 20): its geometry's spec and the pattern by cell (`pattern` is then unused). */
  variant?: { spec: PuzzleSpec; pattern: boolean[] };
}

export type GenerateRequest = CancellableRequest<GenerateStartRequest>;

export type GenerateReply =
  | { type: 'puzzle'; done: number; count: number; puzzle: GeneratedPuzzle }
  | { type: 'variant-puzzle'; done: number; count: number; puzzle: GeneratedVariant }
  /** While a puzzle is searched: how long this one has run so far. */
  | { type: 'tick'; done: number; count: number; elapsedMs: number }
  | { type: 'done'; cancelled: boolean; done: number; count: number }
  | { type: 'error'; message: string };

/** How often, at most, a heartbeat is posted. */
export const TICK_MS = 250;

export interface GenerateWorkerHooks {
  post(reply: GenerateReply): void;
  now?: () => number;
}

export function createGenerateWorker(hooks: GenerateWorkerHooks): (request: GenerateRequest) => Promise<void> {
  const now = hooks.now ?? (() => performance.now());
  return singleRunHandler<GenerateStartRequest, GenerateReply>(
    hooks.post,
    async (request, isCancelled) => {
      const count = request.options.count ?? 1;
      if (request.variant) return generateVariants(request, request.variant, hooks.post, isCancelled);
      let done = 0;
      let puzzleStarted = now();
      let lastTick = puzzleStarted;
      // The generator asks whether to stop between its slices: the natural moment for a heartbeat.
      const shouldCancel = () => {
        const time = now();
        if (time - lastTick >= TICK_MS) {
          lastTick = time;
          hooks.post({ type: 'tick', done, count, elapsedMs: time - puzzleStarted });
        }
        return isCancelled();
      };
      const onPuzzle = ({ done: finished, last }: GenerationProgress) => {
        done = finished;
        puzzleStarted = now();
        hooks.post({ type: 'puzzle', done, count, puzzle: last });
      };
      const puzzles = await generateFromPattern(
        patternFromLine(request.pattern),
        request.options,
        onPuzzle,
        shouldCancel,
      );
      hooks.post({ type: 'done', cancelled: puzzles.length < count, done: puzzles.length, count });
    },
    'a generation is already running',
  );
}

/**
 * The variant generator searches one puzzle at a time without returning to the event loop, so a
 * cancel is seen between puzzles; each puzzle gets its own seed from the run's.
 */
async function generateVariants(
  request: GenerateStartRequest,
  variant: NonNullable<GenerateStartRequest['variant']>,
  post: (reply: GenerateReply) => void,
  isCancelled: () => boolean,
): Promise<void> {
  const count = request.options.count ?? 1;
  const geometry = geometryOfSpec(variant.spec);
  const { seed, grade, rating, timeLimitMs } = request.options;
  let done = 0;
  while (done < count && !isCancelled()) {
    const puzzle = generateVariantPuzzle(geometry, variant.pattern, {
      grade,
      rating,
      timeLimitMs,
      seed: seed === undefined ? undefined : `${seed}/${done}`,
    });
    done++;
    post({ type: 'variant-puzzle', done, count, puzzle });
    // Lets a cancel message in before the next puzzle.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  post({ type: 'done', cancelled: done < count, done, count });
}

attachToWorkerScope<GenerateRequest, GenerateReply>((post) => createGenerateWorker({ post }));
