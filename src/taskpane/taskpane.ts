/**
 * The task pane: Analyse (selection → analysis in the Web Worker → the analysis sheet), Fill in
 * place / Restore, Candidates at a step, Hint (three levels, Clear highlight), then the Library,
 * Batch, Generate and Settings panels, each mounted from its own module. English or Japanese
 * following Office.context.displayLanguage. Every control is a Fluent web component (or a native
 * control) with an accessible name; questions are asked inside the pane.
 */

import { currentAnalyseOptions } from '../excel/settings';
import { AnalysisController, type AnalysisPanelDeps, type AnalysisWorkerLike } from './analysis-controller';
import { analysisStrings } from './analysis-strings';
import type { WorkerLike } from './batch-panel';
import { mountBatchPanel } from './batch-panel';
import { create, paneQuestion, registerFluentComponents, statusLine, type FluentControl } from './fluent-dom';
import { mountGeneratePanel } from './generate-panel';
import { languageOf } from './language';
import { mountLibraryPanel } from './library-panel';
import { mountSettingsPanel } from './settings-panel';

function section(heading: string, children: (Node | string)[]): HTMLElement {
  return create('section', { 'aria-label': heading }, [create('h2', {}, [heading]), ...children]);
}

/** Builds the Analyse, Fill in place, Candidates and Hint sections inside `container`. */
export function mountAnalysisPanel(container: HTMLElement, deps: AnalysisPanelDeps): { controller: AnalysisController } {
  const text = analysisStrings(deps.language);
  const controller = new AnalysisController(deps);

  const analyse = create('fluent-button', { appearance: 'accent', id: 'analyse-button' }, [text.analyse]);
  const cancel = create('fluent-button', { disabled: '' }, [text.cancel]);
  // Each section has its status line; a notice goes to the section whose button asked for it.
  const status = statusLine({ id: 'analysis-status' });
  const fillStatus = statusLine({ id: 'fill-status' });
  const candidatesStatus = statusLine({ id: 'candidates-status' });
  const hintStatus = statusLine({ id: 'hint-status' });
  let shownIn: HTMLElement = status;

  const fill = create('fluent-button', { disabled: '', id: 'fill-button' }, [text.fill]);
  const restore = create('fluent-button', { disabled: '' }, [text.restore]);
  const question = paneQuestion('fill-question', text.yes, text.no, { id: 'fill-yes' });

  const step = create('fluent-number-field', { min: '1', value: '1', id: 'candidate-step' }, [text.step]);
  const showCandidates = create('fluent-button', { disabled: '' }, [text.showCandidates]);

  const hint = create('fluent-button', { disabled: '', id: 'hint-button' }, [text.hint]);
  const clear = create('fluent-button', { disabled: '' }, [text.clearHighlight]);

  container.append(
    section(text.analyseHeading, [create('p', {}, [text.analyseHelp]), analyse, cancel, status]),
    section(text.fillHeading, [fill, restore, question.group, fillStatus]),
    section(text.candidatesHeading, [step, showCandidates, candidatesStatus]),
    section(text.hintHeading, [hint, clear, hintStatus]),
  );

  let askedFrom: FluentControl = fill;
  controller.onChange((state) => {
    analyse.disabled = state.busy;
    cancel.disabled = !state.busy;
    fill.disabled = state.busy || !state.analysed;
    restore.disabled = state.busy || !state.canRestore;
    showCandidates.disabled = state.busy || state.steps === 0;
    step.setAttribute('max', String(Math.max(state.steps, 1)));
    hint.disabled = state.busy || !state.analysed;
    clear.disabled = state.busy || !state.highlighted;
    for (const line of [status, fillStatus, candidatesStatus, hintStatus]) if (line !== shownIn) line.textContent = '';
    shownIn.textContent = state.notice && !state.asking ? text.notice(state.notice) : '';
    if (state.asking && state.notice?.kind === 'fill-question') question.ask(text.notice(state.notice));
    else question.close(() => askedFrom);
  });

  const on = (button: FluentControl, line: HTMLElement, action: () => unknown) =>
    button.addEventListener('click', () => {
      if (button.disabled) return;
      shownIn = line;
      void action();
    });
  on(analyse, status, () => controller.analyse());
  cancel.addEventListener('click', () => controller.cancel());
  on(fill, fillStatus, () => {
    askedFrom = fill;
    return controller.fill();
  });
  on(question.yes, fillStatus, () => controller.confirmFill());
  on(question.no, fillStatus, () => controller.declineFill());
  on(restore, fillStatus, () => controller.restore());
  on(showCandidates, candidatesStatus, () => controller.showCandidates(step.value));
  on(hint, hintStatus, () => controller.hint());
  on(clear, hintStatus, () => controller.clearHighlight());
  return { controller };
}

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`taskpane.html has no #${id}`);
  return element;
}

export async function init(): Promise<void> {
  const language = languageOf(Office.context.displayLanguage);
  const text = analysisStrings(language);
  document.documentElement.lang = language;
  document.title = text.title;
  byId('pane-title').textContent = text.title;
  await registerFluentComponents();
  const runExcel = <T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T> => Excel.run(work);
  const { controller } = mountAnalysisPanel(byId('analysis-panel'), {
    runExcel,
    createWorker: () => new Worker('analysis-worker.js') as unknown as AnalysisWorkerLike,
    analyseOptions: currentAnalyseOptions,
    language,
  });
  mountLibraryPanel(byId('library-panel'), { runExcel, language });
  mountBatchPanel(byId('batch-panel'), { runExcel, createWorker: () => new Worker('batch-worker.js') as unknown as WorkerLike, analysePuzzle: (puzzle) => controller.analysePuzzleText(puzzle) }, language);
  mountGeneratePanel(byId('generate-panel'), { runExcel, createWorker: () => new Worker('generate-worker.js'), language });
  mountSettingsPanel(byId('settings-panel'), { language });
  byId('pane-loading').remove();
}

/** A pane that fails to start says why instead of showing "Loading…" for ever. */
function showStartFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const line = document.getElementById('pane-loading') ?? document.body.appendChild(document.createElement('p'));
  line.setAttribute('role', 'alert');
  line.textContent = `The pane could not start / 作業ウィンドウを開始できませんでした: ${message}`;
}

if (typeof Office !== 'undefined') Office.onReady(() => init().catch(showStartFailure));
