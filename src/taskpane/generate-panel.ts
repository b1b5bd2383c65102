/**
 * The task pane's "Generate from pattern" panel (SPEC §9, issue 6), built from Fluent UI web
 * components: target grade range, count, seed, time limit, destination; Generate and Cancel; a
 * progress bar and a status line; and, before a puzzle goes into the pattern range, a confirmation
 * inside the pane. Every control is reachable by keyboard and has an accessible name.
 *
 * A thin view: the logic is GenerateController (generate-controller.ts), tested without a DOM.
 */

import { GRADE_NAMES } from '../engine/types';
import { LAST_LEVEL_WITHOUT_ASSUMPTIONS } from '../engine/generator/target';
import { DEFAULT_TIME_LIMIT_MS } from '../engine/generator/generate';
import { describeState, GenerateController, type GeneratePanelDeps, type GenerateRunRequest } from './generate-controller';
import { create, registerFluentComponents, statusLine, type FluentControl } from './fluent-dom';
import { generateStrings } from './generate-strings';
import { languageOf } from './language';

export type { GeneratePanelDeps } from './generate-controller';

let panels = 0;

function gradeSelect(id: string, label: string, selected: number): { label: HTMLElement; select: FluentControl } {
  const options = GRADE_NAMES.map((name, i) => create('fluent-option', { value: String(i + 1), ...(i + 1 === selected ? { selected: '' } : {}) }, [`${i + 1} ${name}`]));
  const select = create('fluent-select', { id, 'aria-labelledby': `${id}-label` }, options);
  return { label: create('label', { id: `${id}-label` }, [label]), select };
}

/**
 * Builds the panel inside `container`. `deps.runExcel` is Excel.run; `deps.createWorker` starts
 * the generate worker (built as its own webpack entry).
 */
export function mountGeneratePanel(container: HTMLElement, deps: GeneratePanelDeps): { controller: GenerateController; destroy(): void } {
  void registerFluentComponents();
  const text = generateStrings(languageOf(deps.language));
  const controller = new GenerateController(deps);
  const id = `generate-${++panels}`;

  const easiest = gradeSelect(`${id}-easiest`, text.easiest, 1);
  const hardest = gradeSelect(`${id}-hardest`, text.hardest, LAST_LEVEL_WITHOUT_ASSUMPTIONS);
  const count = create('fluent-number-field', { min: '1', max: '50', value: '1' }, [text.count]);
  const seed = create('fluent-text-field', {}, [text.seed]);
  const timeLimit = create('fluent-number-field', { min: '1', max: '600', value: String(DEFAULT_TIME_LIMIT_MS / 1000) }, [text.timeLimit]);
  const toSheet = create('fluent-radio', { value: 'sheet', checked: '' }, [text.toSheet]);
  const toRange = create('fluent-radio', { value: 'range' }, [text.toRange]);
  const destination = create('fluent-radio-group', { orientation: 'vertical', value: 'sheet' }, [create('label', { slot: 'label' }, [text.destination]), toSheet, toRange]);
  const generate = create('fluent-button', { appearance: 'accent' }, [text.generate]);
  const cancel = create('fluent-button', { disabled: '' }, [text.cancel]);
  const progress = create('fluent-progress', { min: '0', max: '1', value: '0', 'aria-label': text.progressLabel });
  const status = statusLine();

  const choice = create('fluent-select', { 'aria-label': text.puzzleChoice });
  const replace = create('fluent-button', { appearance: 'accent' }, [text.replace]);
  const newSheet = create('fluent-button', {}, [text.newSheetInstead]);
  const keep = create('fluent-button', {}, [text.keep]);
  const confirmation = create('div', { role: 'group', 'aria-label': text.replace }, [choice, replace, newSheet, keep]);
  confirmation.hidden = true;

  const section = create('section', { 'aria-label': text.heading }, [
    create('h2', {}, [text.heading]),
    create('p', {}, [text.hint]),
    easiest.label,
    easiest.select,
    hardest.label,
    hardest.select,
    count,
    seed,
    timeLimit,
    destination,
    generate,
    cancel,
    progress,
    status,
    confirmation,
  ]);
  container.append(section);

  const request = (): GenerateRunRequest => ({
    minLevel: Number(easiest.select.value),
    maxLevel: Number(hardest.select.value),
    count: Number(count.value),
    seed: seed.value,
    timeLimitSeconds: Number(timeLimit.value),
    destination: toRange.checked || destination.value === 'range' ? 'range' : 'sheet',
  });

  controller.onChange((state) => {
    generate.disabled = controller.busy;
    cancel.disabled = state.phase !== 'generating' || state.cancelled;
    const fraction = state.phase === 'generating' && state.timeLimitMs > 0 ? Math.min(state.elapsedMs / state.timeLimitMs, 1) : 0;
    progress.setAttribute('max', String(Math.max(state.count, 1)));
    progress.setAttribute('value', String(state.phase === 'done' ? state.count : state.done + fraction));
    status.textContent = describeState(state, text);
    const confirming = state.phase === 'confirming';
    if (confirming && confirmation.hidden) {
      choice.replaceChildren(
        ...state.puzzles.filter((puzzle) => puzzle.puzzle).map((puzzle) => create('fluent-option', { value: String(puzzle.index) }, [text.puzzleOption(puzzle)])),
      );
      confirmation.hidden = false;
      replace.focus();
    }
    if (!confirming) confirmation.hidden = true;
  });
  generate.addEventListener('click', () => void controller.generate(request()));
  cancel.addEventListener('click', () => controller.cancel());
  replace.addEventListener('click', () => void controller.confirmWriteIntoPattern(choice.value === '' ? undefined : Number(choice.value)));
  newSheet.addEventListener('click', () => void controller.writeToNewSheet());
  keep.addEventListener('click', () => controller.declineWriteIntoPattern());
  return { controller, destroy: () => section.remove() };
}
