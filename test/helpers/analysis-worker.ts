/** The pane's analysis worker run in the test's own process, answering asynchronously as a Web Worker does. */

import type { AnalysisWorkerLike } from '../../src/taskpane/analyse/analysis-controller';
import { createAnalysisWorker } from '../../src/taskpane/analyse/analysis-worker';

export function inProcessAnalysisWorker(): AnalysisWorkerLike {
  const worker: AnalysisWorkerLike = {
    onmessage: null,
    postMessage: (message) => void handle(message),
    terminate: () => undefined,
  };
  const handle = createAnalysisWorker((reply) => setTimeout(() => worker.onmessage?.({ data: reply }), 0));
  return worker;
}
