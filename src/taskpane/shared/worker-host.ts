/**
 * What every task-pane worker does around its job: one run at a time, a cancel message that the
 * job polls, errors turned into an 'error' reply, and — only when the file runs as a worker script —
 * attaching the handler to the worker's global scope. Shared by the pane's workers.
 */

export type CancellableRequest<Start> = Start | { type: 'cancel' };

/**
 * A message handler: `run` does the work of a start message and may poll `isCancelled`; a second
 * start while one runs is refused with `busyMessage`; a thrown error becomes an 'error' reply.
 */
export function singleRunHandler<Start extends { type: string }, Reply>(
  post: (reply: Reply | { type: 'error'; message: string }) => void,
  run: (request: Start, isCancelled: () => boolean) => Promise<void>,
  busyMessage: string,
): (request: CancellableRequest<Start>) => Promise<void> {
  let cancelled = false;
  let running = false;
  return async (request) => {
    if (request.type === 'cancel') {
      cancelled = true;
      return;
    }
    if (running) {
      post({ type: 'error', message: busyMessage });
      return;
    }
    running = true;
    cancelled = false;
    try {
      await run(request as Start, () => cancelled);
    } catch (error) {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      running = false;
    }
  };
}

/** The pane's side of a worker: a DOM Worker (its MessageEvents are read for their data only) or an in-process stand-in in tests. */
export interface PaneWorker<Request, Reply> {
  postMessage(message: Request): void;
  onmessage: ((event: { data: Reply }) => void) | null;
  /** A script error inside the worker (it will not answer any more). */
  onerror?: ((event: { message?: string }) => void) | null;
  /** A message from the worker that could not be deserialised. */
  onmessageerror?: ((event: unknown) => void) | null;
  terminate(): void;
}

/** The worker crashed: no reply will come. Panels end their busy state with its message (and offer Retry). */
export class WorkerCrashed extends Error {}

/**
 * Calls `crashed` once with a message when the worker fails (a script error or an unreadable
 * message); the worker is terminated first, since it will not answer any more.
 */
export function onWorkerCrash(
  worker: Pick<PaneWorker<never, never>, 'onerror' | 'onmessageerror' | 'terminate'>,
  crashed: (error: WorkerCrashed) => void,
): void {
  const fail = (message: string) => {
    worker.terminate();
    crashed(new WorkerCrashed(message));
  };
  worker.onerror = (event) => fail(`the worker stopped: ${event?.message || 'a script error'}`);
  worker.onmessageerror = () => fail('the worker sent a message that could not be read');
}

/**
 * One run in a fresh worker, from the pane: posts `start`, hands each reply to `onReply`, and when
 * onReply calls `finish` terminates the worker and resolves with the outcome; rejects with
 * WorkerCrashed when the worker fails.
 */
export function runInWorker<Request, Reply, Outcome>(
  worker: PaneWorker<Request, Reply>,
  start: Request,
  onReply: (reply: Reply, finish: (outcome: Outcome) => void) => void,
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: Outcome) => {
      worker.terminate();
      resolve(outcome);
    };
    worker.onmessage = ({ data }) => onReply(data, finish);
    onWorkerCrash(worker, reject);
    worker.postMessage(start);
  });
}

interface WorkerScope<Request, Reply> {
  postMessage(message: Reply): void;
  onmessage: ((event: { data: Request }) => void) | null;
}

declare const WorkerGlobalScope: unknown;

/** Attaches a handler when this code runs inside a Web Worker; does nothing under Node or in the page. */
export function attachToWorkerScope<Request, Reply>(
  createHandler: (post: (reply: Reply) => void) => (request: Request) => Promise<void>,
): void {
  if (typeof WorkerGlobalScope === 'undefined' || typeof self === 'undefined') return;
  const scope = self as unknown as WorkerScope<Request, Reply>;
  const handle = createHandler((reply) => scope.postMessage(reply));
  scope.onmessage = (event) => void handle(event.data);
}
