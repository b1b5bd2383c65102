/**
 * The Book tab (issue 40 item 4): the plan's title, paper, time limit and seed, its sections (a
 * count at a grade or rating range, on random symmetric patterns or the Pattern500 sample), or a
 * plan pasted as JSON; Make book and Cancel kept in view below the form, with the progress and
 * the status; a refusal of the plan shown at its field. BookController is the logic.
 */

import { Button, Field, Input, makeStyles, ProgressBar, Select, Textarea, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { GRADE_NAMES } from '../../engine/analyser';
import { SYMMETRIES, type Symmetry } from '../../engine/transforms';
import { gradeNameIn } from '../../report/analysis-labels';
import type { Language } from '../shared/language';
import { bookMeaning, intentOf } from '../shared/message-intent';
import {
  MoreOptions,
  Section,
  startButton,
  Status,
  usePaneStyles,
  usePanelState,
  withRefusal,
} from '../shared/pane-parts';
import { patternToolsStrings } from '../pattern-tools/pattern-tools-strings';
import { KindChooser } from '../shared/kind-chooser';
import { boxShapes, isCombined } from '../../io/sheet-puzzle';
import {
  BOOK_FORM_KINDS,
  DEFAULT_FORM,
  isNineSection,
  MAX_FORM_SECTIONS,
  NEW_SECTION,
  planOfForm,
  seedOf,
  type BookController,
  type BookFormKind,
  type BookForm,
  type BookState,
  type PlanField,
  type SectionForm,
} from './book-controller';
import { bookStrings, type BookStrings } from './book-strings';

/** The symmetries a pattern of another kind is drawn with (the engine's KIND_SYMMETRIES): the half turn, or none. */
const KIND_SYMMETRIES: readonly Symmetry[] = ['rotate180'];

/** The box shapes the section's size allows, for the kind chooser to offer when there are several. */
function boxChoicesOf(section: SectionForm): string[] {
  if (section.kind !== 'standard' && section.kind !== 'diagonal' && section.kind !== 'colour') return [];
  const size =
    section.kind === 'colour'
      ? Math.round(Math.sqrt(section.colours.replace(/\s/g, '').length))
      : Number(section.size.trim());
  return Number.isInteger(size) && size >= 4 && size <= 49 ? boxShapes(size) : [];
}

/** The engine's PAPERS (the plan reader checks the choice); the engine's book code stays in the worker's bundle. */
const PAPERS = ['A4', 'Letter'];

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  sectionHead: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  sectionTitle: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold },
  narrow: { width: '6em' },
  grow: { flexGrow: 1, flexBasis: '8em', minWidth: 0 },
  command: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground1 },
});

/** The status line for a state, in the pane's language. */
export function describeBookState(state: BookState, text: BookStrings): string {
  if (state.problem) return text.problem(state.problem);
  switch (state.phase) {
    case 'making': {
      const { progress } = state;
      if (progress.done === 0) return text.starting;
      const section = state.sections[progress.section];
      return text.progress(progress, section?.name ?? '', section?.count ?? 0);
    }
    case 'writing':
      return text.writing;
    case 'done':
      if (!state.result) return state.cancelled ? text.cancelled : '';
      return [text.done(state.result), state.result.printSetup ? '' : text.noPrintSetup].filter(Boolean).join(' ');
    default:
      return '';
  }
}

/** The plan reader's words for `field` (of section `section`) when the last refusal was there. */
function fieldError(
  text: BookStrings,
  state: BookState,
  field: PlanField,
  section?: number,
): { validationState?: 'error'; validationMessage?: string } {
  const problem = state.problem;
  if (problem?.reason !== 'bad-plan' || problem.place.field !== field || problem.place.section !== section) return {};
  return {
    validationState: 'error',
    validationMessage: text.atField(problem),
  };
}

function GradeSelect({
  label,
  value,
  onChange,
  language,
  id,
  error,
}: {
  label: string;
  value: number;
  onChange(level: number): void;
  language: Language;
  id: string;
  error: ReturnType<typeof fieldError>;
}) {
  return (
    <Field label={label} {...error}>
      <Select id={id} value={String(value)} onChange={(_, data) => onChange(Number(data.value))}>
        {GRADE_NAMES.map((name, i) => (
          <option key={name} value={String(i + 1)}>{`${i + 1} ${gradeNameIn(name, language)}`}</option>
        ))}
      </Select>
    </Field>
  );
}

function SectionFields({
  index,
  section,
  state,
  language,
  onChange,
  onRemove,
}: {
  index: number;
  section: SectionForm;
  state: BookState;
  language: Language;
  onChange(section: SectionForm): void;
  onRemove?: () => void;
}) {
  const text = bookStrings(language);
  const styles = useStyles();
  const pane = usePaneStyles();
  const symmetryNames = patternToolsStrings(language).symmetryNames;
  const id = (name: string) => `book-section-${index + 1}-${name}`;
  const set = (change: Partial<SectionForm>) => onChange({ ...section, ...change });
  const nine = isNineSection(section);
  const combined = isCombined(section.kind);
  const target = nine ? section.target : 'grade';
  return (
    <div role="group" aria-labelledby={id('title')} className={styles.section}>
      <div className={styles.sectionHead}>
        <h3 id={id('title')} className={styles.sectionTitle}>
          {text.section(index + 1)}
        </h3>
        {onRemove ? (
          <Button
            appearance="subtle"
            size="small"
            icon={<DeleteRegular />}
            aria-label={text.removeSection(index + 1)}
            title={text.removeSection(index + 1)}
            onClick={onRemove}
          />
        ) : null}
      </div>
      <Field {...fieldError(text, state, 'kind', index)}>
        <KindChooser
          controls={{
            chooseKind: (kind) => set({ kind: kind as BookFormKind, box: '' }),
            chooseBox: (box) => set({ box }),
            setGrids: () => undefined,
          }}
          state={{ kind: section.kind, box: section.box, grids: '', boxChoices: boxChoicesOf(section) }}
          busy={false}
          language={language}
          idPrefix={id('')}
          kinds={BOOK_FORM_KINDS}
          names={text.kindNames}
        />
      </Field>
      {section.kind === 'standard' || section.kind === 'diagonal' || section.kind === 'windoku' ? (
        <Field label={text.size} hint={text.sizeHint} {...fieldError(text, state, 'size', index)}>
          <Input
            id={id('size')}
            type="number"
            min={4}
            max={49}
            value={section.size}
            onChange={(_, data) => set({ size: data.value, box: '' })}
            className={styles.narrow}
          />
        </Field>
      ) : null}
      {section.kind === 'jigsaw' || section.kind === 'colour' ? (
        <Field
          label={section.kind === 'jigsaw' ? text.regions : text.colours}
          hint={section.kind === 'jigsaw' ? text.regionsHint : text.coloursHint}
          {...fieldError(text, state, section.kind === 'jigsaw' ? 'regions' : 'colours', index)}
        >
          <Textarea
            id={id(section.kind === 'jigsaw' ? 'regions' : 'colours')}
            value={section.kind === 'jigsaw' ? section.regions : section.colours}
            resize="vertical"
            rows={3}
            onChange={(_, data) => set(section.kind === 'jigsaw' ? { regions: data.value } : { colours: data.value })}
          />
        </Field>
      ) : null}
      <div className={pane.row}>
        <Field label={text.count} {...fieldError(text, state, 'count', index)}>
          <Input
            id={id('count')}
            type="number"
            min={1}
            value={section.count}
            onChange={(_, data) => set({ count: data.value })}
            className={styles.narrow}
          />
        </Field>
        {nine ? (
          <Field label={text.target} className={styles.grow}>
            <Select
              id={id('target')}
              value={section.target}
              onChange={(_, data) => set({ target: data.value === 'rating' ? 'rating' : 'grade' })}
            >
              <option value="grade">{text.byGrade}</option>
              <option value="rating">{text.byRating}</option>
            </Select>
          </Field>
        ) : null}
      </div>
      {target === 'grade' ? (
        <>
          <GradeSelect
            id={id('easiest')}
            label={text.easiest}
            value={section.easiest}
            language={language}
            error={fieldError(text, state, 'grade', index)}
            onChange={(easiest) => set({ easiest, hardest: Math.max(easiest, section.hardest) })}
          />
          <GradeSelect
            id={id('hardest')}
            label={text.hardest}
            value={section.hardest}
            language={language}
            error={{}}
            onChange={(hardest) => set({ hardest })}
          />
        </>
      ) : null}
      {target === 'rating' ? (
        <Field label={text.rating} hint={text.ratingHint} {...fieldError(text, state, 'rating', index)}>
          <Input
            id={id('rating')}
            value={section.rating}
            placeholder="2.5..3.5"
            onChange={(_, data) => set({ rating: data.value })}
          />
        </Field>
      ) : null}
      {combined ? (
        <p id={id('combined-note')} className={`${pane.help} ${pane.wrap}`}>
          {text.combinedGivens}
        </p>
      ) : null}
      {nine ? (
        <Field label={text.patterns} {...fieldError(text, state, 'patterns', index)}>
          <Select
            id={id('patterns')}
            value={section.patterns}
            onChange={(_, data) => set({ patterns: data.value === 'Pattern500' ? 'Pattern500' : 'random' })}
          >
            <option value="random">{text.random}</option>
            <option value="Pattern500">{text.sample}</option>
          </Select>
        </Field>
      ) : null}
      {!combined && (section.patterns === 'random' || !nine) ? (
        <>
          <Field label={text.symmetry} {...fieldError(text, state, 'symmetry', index)}>
            <Select
              id={id('symmetry')}
              value={section.symmetry}
              onChange={(_, data) => set({ symmetry: data.value as Symmetry | 'none' })}
            >
              {(nine ? SYMMETRIES : KIND_SYMMETRIES).map((symmetry) => (
                <option key={symmetry} value={symmetry}>
                  {symmetryNames[symmetry]}
                </option>
              ))}
              <option value="none">{text.noSymmetry}</option>
            </Select>
          </Field>
          <Field label={text.givens} hint={text.givensHint} {...fieldError(text, state, 'givens', index)}>
            <Input
              id={id('givens')}
              value={section.givens}
              placeholder="24..30"
              onChange={(_, data) => set({ givens: data.value })}
            />
          </Field>
        </>
      ) : null}
    </div>
  );
}

/** The command that makes the same book with its PDF (the pane makes no PDF). */
function pdfCommand(form: BookForm): string {
  const seed = seedOf(form.seed);
  return `npx sudoku-analyzer book --plan plan.json --out book.xlsx --pdf book.pdf${seed === undefined ? '' : ` --seed ${/^[\w.-]+$/.test(String(seed)) ? seed : JSON.stringify(String(seed))}`}`;
}

export function BookTab({ controller, language }: { controller: BookController; language: Language }) {
  const state = usePanelState(controller);
  const text = bookStrings(language);
  const pane = usePaneStyles();
  const styles = useStyles();
  const [form, setForm] = useState<BookForm>(DEFAULT_FORM);
  const set = (change: Partial<BookForm>) => setForm({ ...form, ...change });
  const setSection = (index: number, section: SectionForm) =>
    set({ sections: form.sections.map((each, i) => (i === index ? section : each)) });
  const making = state.phase === 'making';
  const planFile = useRef<HTMLInputElement>(null);
  return (
    <Section heading={text.heading}>
      <p className={pane.help}>{text.hint}</p>
      {state.printSetup ? null : (
        <p id="book-print-missing" className={`${pane.help} ${pane.wrap}`}>
          {text.printMissing}
        </p>
      )}
      <Field label={text.title} {...fieldError(text, state, 'title')}>
        <Input id="book-title" value={form.title} onChange={(_, data) => set({ title: data.value })} />
      </Field>
      <div className={pane.row}>
        <Field label={text.paper} {...fieldError(text, state, 'paper')}>
          <Select id="book-paper" value={form.paper} onChange={(_, data) => set({ paper: data.value })}>
            {PAPERS.map((paper) => (
              <option key={paper} value={paper}>
                {paper}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text.timeLimit} className={styles.grow} {...fieldError(text, state, 'timeLimit')}>
          <Input
            id="book-time-limit"
            type="number"
            min={1}
            value={form.timeLimit}
            onChange={(_, data) => set({ timeLimit: data.value })}
            className={styles.narrow}
          />
        </Field>
      </div>
      {form.sections.map((section, index) => (
        <SectionFields
          key={index}
          index={index}
          section={section}
          state={state}
          language={language}
          onChange={(changed) => setSection(index, changed)}
          onRemove={
            form.sections.length > 1 ? () => set({ sections: form.sections.filter((_, i) => i !== index) }) : undefined
          }
        />
      ))}
      <Field {...fieldError(text, state, 'sections')}>
        <div className={pane.row}>
          <Button
            id="book-add-section"
            icon={<AddRegular />}
            disabled={form.sections.length >= MAX_FORM_SECTIONS}
            onClick={() => set({ sections: [...form.sections, NEW_SECTION] })}
          >
            {text.addSection}
          </Button>
        </div>
      </Field>
      <MoreOptions id="book-options" language={language}>
        <Field label={text.seed}>
          <Input id="book-seed" value={form.seed} onChange={(_, data) => set({ seed: data.value })} />
        </Field>
        <Field label={text.json} hint={text.jsonHint} {...fieldError(text, state, 'json')}>
          <Textarea
            id="book-json"
            value={form.json}
            resize="vertical"
            rows={4}
            onChange={(_, data) => set({ json: data.value })}
          />
        </Field>
        <div className={pane.row}>
          {/* The browser's file chooser, opened by the button beside it (a plan file is read here, never uploaded). */}
          <input
            ref={planFile}
            id="book-plan-file"
            type="file"
            accept=".json,application/json"
            hidden
            onChange={(event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              input.value = '';
              if (file)
                void controller
                  .readPlanFile(file)
                  .then((json) => json !== undefined && setForm((now) => ({ ...now, json })));
            }}
          />
          <Button id="book-load-plan" onClick={() => planFile.current?.click()}>
            {text.loadPlan}
          </Button>
          <Button
            id="book-form-as-json"
            onClick={() => set({ json: JSON.stringify(planOfForm({ ...form, json: '' }), null, 2) })}
          >
            {text.formAsJson}
          </Button>
        </div>
        <p className={`${pane.help} ${pane.wrap}`}>
          {text.pdfNote} <code className={styles.command}>{pdfCommand(form)}</code>
        </p>
      </MoreOptions>
      <div className={pane.sticky} id="book-actions">
        <div className={pane.row}>
          <Button
            appearance="primary"
            id="book-make"
            {...startButton(controller.busy, 'book-status')}
            onClick={() => void controller.make(form)}
          >
            {text.make}
          </Button>
          <Button id="book-cancel" disabled={!making || state.cancelled} onClick={() => controller.cancel()}>
            {text.cancel}
          </Button>
        </div>
        {making || state.phase === 'writing' ? (
          <ProgressBar
            id="book-progress"
            max={Math.max(state.progress.count, 1)}
            value={state.phase === 'writing' ? state.progress.count : state.progress.done}
            aria-label={text.progressLabel}
          />
        ) : null}
        <Status
          id="book-status"
          text={withRefusal(state, describeBookState(state, text), language)}
          intent={intentOf(bookMeaning(state))}
        />
      </div>
    </Section>
  );
}
