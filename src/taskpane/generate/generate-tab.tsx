/**
 * The Generate tab (SPEC §9): target grade range, count, seed, time limit and destination;
 * Generate and Cancel; progress; and, before a puzzle replaces the pattern range, a question in
 * the pane; below, the Symmetry and Transform sections (pattern-tools-tabs.tsx). GenerateController is the logic.
 */

import {
  Button,
  Field,
  Input,
  makeStyles,
  ProgressBar,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { DEFAULT_TIME_LIMIT_MS } from '../../engine/generator';
import { LAST_LEVEL_WITHOUT_ASSUMPTIONS } from '../../engine/generator';
import { GRADE_NAMES } from '../../engine/analyser';
import { gradeNameIn } from '../../report/analysis-labels';
import { describeState, type GenerateController } from './generate-controller';
import { generateStrings } from './generate-strings';
import { KindChooser } from '../shared/kind-chooser';
import { combinedGenerateCommand } from '../shared/kind-setting';
import { isCombined } from '../../io/sheet-puzzle';
import type { Language } from '../shared/language';
import { generateMeaning, intentOf } from '../shared/message-intent';
import {
  MoreOptions,
  Section,
  startButton,
  Status,
  usePaneStyles,
  usePanelState,
  withRefusal,
} from '../shared/pane-parts';

// A command breaks only between its words (a line may still break at a hyphen).
const useStyles = makeStyles({
  command: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'normal', color: tokens.colorNeutralForeground1 },
});

function GradeSelect({
  label,
  value,
  onChange,
  language,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  language: Language;
}) {
  return (
    <Field label={label}>
      <Select value={value} onChange={(_, data) => onChange(data.value)}>
        {GRADE_NAMES.map((name, i) => (
          <option key={name} value={String(i + 1)}>{`${i + 1} ${gradeNameIn(name, language)}`}</option>
        ))}
      </Select>
    </Field>
  );
}

export function GenerateTab({ controller, language }: { controller: GenerateController; language: Language }) {
  const state = usePanelState(controller);
  const text = generateStrings(language);
  const pane = usePaneStyles();
  const styles = useStyles();
  const [easiest, setEasiest] = useState('1');
  const [hardest, setHardest] = useState(String(LAST_LEVEL_WITHOUT_ASSUMPTIONS));
  const [rating, setRating] = useState('');
  const [count, setCount] = useState('1');
  const [seed, setSeed] = useState('');
  const [timeLimit, setTimeLimit] = useState(String(DEFAULT_TIME_LIMIT_MS / 1000));
  const [destination, setDestination] = useState<'sheet' | 'range'>('sheet');
  const found = state.puzzles.filter((puzzle) => puzzle.puzzle);
  const [choice, setChoice] = useState('');
  const fraction =
    state.phase === 'generating' && state.timeLimitMs > 0 ? Math.min(state.elapsedMs / state.timeLimitMs, 1) : 0;
  // The kind chosen, or the one the last run read from the selection's shape.
  const kind = state.kind !== 'auto' ? state.kind : state.variant?.spec.kind;
  return (
    <Section heading={text.heading}>
      <p className={pane.help}>{text.hint}</p>
      <KindChooser
        controls={controller}
        state={state}
        busy={controller.busy}
        language={language}
        idPrefix="generate-"
      />
      {kind && isCombined(kind) ? (
        <p id="generate-combined-note" className={`${pane.help} ${pane.wrap}`}>
          {text.combinedNote} <code className={styles.command}>{combinedGenerateCommand(kind, state.grids)}</code>
        </p>
      ) : null}
      <div className={pane.row}>
        <GradeSelect label={text.easiest} value={easiest} onChange={setEasiest} language={language} />
        <GradeSelect label={text.hardest} value={hardest} onChange={setHardest} language={language} />
      </div>
      <MoreOptions id="generate-options" language={language}>
        <Field label={text.rating} hint={text.ratingHint}>
          <Input value={rating} placeholder="2.5..3.5" onChange={(_, data) => setRating(data.value)} />
        </Field>
        <div className={pane.row}>
          <Field label={text.count}>
            <Input
              type="number"
              min={1}
              max={50}
              value={count}
              onChange={(_, data) => setCount(data.value)}
              style={{ width: '7em' }}
            />
          </Field>
          <Field label={text.timeLimit}>
            <Input
              type="number"
              min={1}
              max={600}
              value={timeLimit}
              onChange={(_, data) => setTimeLimit(data.value)}
              style={{ width: '7em' }}
            />
          </Field>
        </div>
        <Field label={text.seed}>
          <Input value={seed} onChange={(_, data) => setSeed(data.value)} />
        </Field>
        <Field label={text.destination}>
          <RadioGroup
            value={destination}
            onChange={(_, data) => setDestination(data.value === 'range' ? 'range' : 'sheet')}
          >
            <Radio value="sheet" label={text.toSheet} />
            <Radio value="range" label={text.toRange} />
          </RadioGroup>
        </Field>
      </MoreOptions>
      <div className={pane.row}>
        <Button
          appearance="primary"
          id="generate-button"
          {...startButton(controller.busy, 'generate-status')}
          onClick={() =>
            void controller.generate({
              minLevel: Number(easiest),
              maxLevel: Number(hardest),
              count: Number(count),
              seed,
              timeLimitSeconds: Number(timeLimit),
              destination,
              rating,
            })
          }
        >
          {text.generate}
        </Button>
        <Button disabled={state.phase !== 'generating' || state.cancelled} onClick={() => controller.cancel()}>
          {text.cancel}
        </Button>
      </div>
      <ProgressBar
        max={Math.max(state.count, 1)}
        value={state.phase === 'done' ? state.count : state.done + fraction}
        aria-label={text.progressLabel}
      />
      <Status
        id="generate-status"
        text={withRefusal(state, describeState(state, text), language)}
        intent={intentOf(generateMeaning(state))}
      />
      {state.phase === 'confirming' ? (
        <div
          role="group"
          aria-label={text.replace}
          className={pane.section}
          onKeyDown={(event) => {
            if (event.key === 'Escape') controller.declineWriteIntoPattern();
          }}
        >
          <Field label={text.puzzleChoice}>
            <Select value={choice} onChange={(_, data) => setChoice(data.value)}>
              {found.map((puzzle) => (
                <option key={puzzle.index} value={String(puzzle.index)}>
                  {text.puzzleOption(puzzle)}
                </option>
              ))}
            </Select>
          </Field>
          <div className={pane.row}>
            <Button
              appearance="primary"
              onClick={() => void controller.confirmWriteIntoPattern(choice === '' ? undefined : Number(choice))}
            >
              {text.replace}
            </Button>
            <Button onClick={() => void controller.writeToNewSheet()}>{text.newSheetInstead}</Button>
            <Button onClick={() => controller.declineWriteIntoPattern()}>{text.keep}</Button>
          </div>
        </div>
      ) : null}
    </Section>
  );
}
