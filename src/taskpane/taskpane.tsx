/**
 * The task pane's start: once Office is ready, the controllers (the logic, tested without a DOM)
 * are made with Excel.run and the workers, and the React pane is rendered over them, in English
 * or Japanese following Office.context.displayLanguage.
 */

import { createRoot } from 'react-dom/client';
import { currentAnalyseOptions, documentSettings } from '../excel/settings';
import { AnalysisController, type AnalysisWorkerLike } from './analyse/analysis-controller';
import { BatchController, type WorkerLike } from './batch/batch-controller';
import { BookController } from './book/book-controller';
import { GaController } from './ga/ga-controller';
import { GenerateController } from './generate/generate-controller';
import { languageOf } from './shared/language';
import { LibraryController } from './library/library-controller';
import { themeOf, type OfficeThemeColours, type PaneTheme } from './shared/office-theme';
import { Pane } from './pane';
import { paneStrings } from './shared/pane-strings';
import { SettingsController } from './settings/settings-controller';
import { SolveAlongController } from './solve-along/solve-along-controller';

export function init(): void {
  const language = languageOf(Office.context.displayLanguage);
  const text = paneStrings(language);
  document.documentElement.lang = language;
  document.title = text.title;
  const runExcel = <T,>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T> => Excel.run(work);
  const analysis = new AnalysisController({
    runExcel,
    createWorker: () => new Worker('analysis-worker.js') as unknown as AnalysisWorkerLike,
    analyseOptions: currentAnalyseOptions,
    language,
  });
  const controllers = {
    analysis,
    library: new LibraryController({ runExcel, language }),
    batch: new BatchController({
      runExcel,
      createWorker: () => new Worker('batch-worker.js') as unknown as WorkerLike,
      analysePuzzle: (puzzle) => analysis.analysePuzzleText(puzzle),
      language,
    }),
    generate: new GenerateController({ runExcel, createWorker: () => new Worker('generate-worker.js'), language }),
    book: new BookController({
      runExcel,
      createWorker: () => new Worker('book-worker.js'),
      // The sample ships beside the pane (webpack.config.js copies it from samples/).
      loadSample: async (name) => {
        const response = await fetch(`samples/${name}.txt`);
        if (!response.ok) throw new Error(`samples/${name}.txt: HTTP ${response.status}`);
        return response.text();
      },
      language,
    }),
    ga: new GaController({ runExcel, createWorker: () => new Worker('ga-worker.js'), language }),
    solveAlong: new SolveAlongController({
      runExcel,
      createWorker: () => new Worker('analysis-worker.js') as unknown as AnalysisWorkerLike,
      analyseOptions: currentAnalyseOptions,
      store: documentSettings(),
      hint: (target, puzzle, variant) => analysis.hintOn(target, puzzle, variant),
      language,
    }),
    settings: new SettingsController({ language }),
  };
  // Closing the pane ends the watching; the session stays in the workbook, ready to resume.
  window.addEventListener('pagehide', () => void controllers.solveAlong.detach());
  void controllers.solveAlong.restore();
  const root = document.getElementById('pane-root');
  if (!root) throw new Error('taskpane.html has no #pane-root');
  createRoot(root).render(<Pane controllers={controllers} language={language} readTheme={officeTheme} />);
}

/** Office's theme now (it has none on some hosts, and may throw where it is not supported), else the browser's. */
function officeTheme(): PaneTheme {
  let colours: OfficeThemeColours | undefined;
  try {
    colours = Office.context.officeTheme;
  } catch {
    colours = undefined;
  }
  return themeOf(
    colours,
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches,
  );
}

/** A pane that fails to start says why instead of showing "Loading…" for ever. */
function showStartFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const line = document.getElementById('pane-loading') ?? document.body.appendChild(document.createElement('p'));
  line.setAttribute('role', 'alert');
  line.textContent = `The pane could not start / 作業ウィンドウを開始できませんでした: ${message}`;
}

if (typeof Office !== 'undefined') {
  Office.onReady(() => {
    try {
      init();
    } catch (error) {
      showStartFailure(error);
    }
  });
}
