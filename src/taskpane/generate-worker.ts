/**
 * Generation inside a Web Worker, so the task pane never freezes. The worker gets the pattern and
 * the options, runs the engine's asynchronous generator (which returns to the event loop every few
 * tens of milliseconds, so a cancel message gets in), posts each puzzle as it is finished, a
 * heartbeat with the elapsed time while a puzzle is being searched, and a final message.
 *
 * The message handling is a plain function (tested under Node); the last lines attach it when this
 * file runs as a worker script.
 */

import { generateFromPattern, type GeneratedPuzzle } from '../engine/generator/generate';
import { patternFromLine } from '../engine/generator/pattern';

export interface GenerateStartRequest {
  type: 'start';
  /** 81 characters, `X` for a given (patternToString). */
  pattern: string;
  options: { grade?: string; count?: number; seed?: number | string; timeLimitMs?: number };
}

export type GenerateRequest = GenerateStartRequest | { type: 'cancel' };

export type GenerateReply =
  | { type: 'puzzle'; done: number; count: number; puzzle: GeneratedPuzzle }
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
  let cancelled = false;
  let running = false;

  async function start(request: GenerateStartRequest): Promise<void> {
    const count = request.options.count ?? 1;
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
      return cancelled;
    };
    const puzzles = await generateFromPattern(
      patternFromLine(request.pattern),
      request.options,
      ({ done: finished, last }) => {
        done = finished;
        puzzleStarted = now();
        hooks.post({ type: 'puzzle', done, count, puzzle: last });
      },
      shouldCancel,
    );
    hooks.post({ type: 'done', cancelled: puzzles.length < count, done: puzzles.length, count });
  }

  return async (request) => {
    if (request.type === 'cancel') {
      cancelled = true;
      return;
    }
    if (running) {
      hooks.post({ type: 'error', message: 'a generation is already running' });
      return;
    }
    running = true;
    cancelled = false;
    try {
      await start(request);
    } catch (error) {
      hooks.post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      running = false;
    }
  };
}

interface WorkerScope {
  postMessage(message: GenerateReply): void;
  onmessage: ((event: { data: GenerateRequest }) => void) | null;
}

declare const WorkerGlobalScope: unknown;

if (typeof WorkerGlobalScope !== 'undefined' && typeof self !== 'undefined') {
  const scope = self as unknown as WorkerScope;
  const handle = createGenerateWorker({ post: (reply) => scope.postMessage(reply) });
  scope.onmessage = (event) => void handle(event.data);
}
