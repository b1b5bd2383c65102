/**
 * The Settings tab: the technique set (model or full), the path the rating reads, one row per letter or code of the chosen
 * set with its switch and its effort weight, Save and "Reset to defaults"; a refused weight is
 * marked and named. SettingsController is the logic.
 */

import { Button, Checkbox, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { RATING_CHOICES, TECHNIQUE_SETS, lettersOfSet, type RatingChoice } from '../../engine/analyser';
import { TECHNIQUE_CODES, type TechniqueLetter, type TechniqueSet } from '../../engine/analyser';
import type { AnalysisSettings } from '../../report/settings-model';
import type { Language } from '../shared/language';
import { intentOf, settingsMeaning } from '../shared/message-intent';
import { Section, startButton, Status, usePaneStyles, usePanelState, withRefusal } from '../shared/pane-parts';
import type { SettingsController } from './settings-controller';
import { settingsStrings } from './settings-strings';

const useStyles = makeStyles({
  table: { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' },
  header: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBlock: tokens.spacingVerticalXS },
  weightColumn: { width: '5.5em' },
  cell: { verticalAlign: 'middle', overflowWrap: 'anywhere' },
});

type Letters<T> = Record<TechniqueLetter, T>;

/** The set's letters and codes, assumption (A) last as the analyser tries it: after the full set's codes. */
function shownInTrialOrder(set: TechniqueSet): TechniqueLetter[] {
  const letters = lettersOfSet(set);
  return [...letters.filter((letter) => letter !== 'A'), 'A'];
}

/** The form holds every code, so switching the set back and forth keeps what was typed. */
function formOf(settings: AnalysisSettings): {
  techniqueSet: TechniqueSet;
  ratingPath: RatingChoice;
  enabled: Letters<boolean>;
  weights: Letters<string>;
} {
  return {
    techniqueSet: settings.techniqueSet,
    ratingPath: settings.ratingPath,
    enabled: { ...settings.enabled },
    weights: Object.fromEntries(
      TECHNIQUE_CODES.map((letter) => [letter, String(settings.weights[letter])]),
    ) as Letters<string>,
  };
}

/** One choice among a few, each a radio button with its name. */
function Choice<T extends string>({
  label,
  value,
  options,
  names,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  names: Record<T, string>;
  onChange(value: T): void;
}) {
  return (
    <Field label={label}>
      <RadioGroup value={value} onChange={(_, data) => onChange(data.value as T)}>
        {options.map((option) => (
          <Radio key={option} value={option} label={names[option]} />
        ))}
      </RadioGroup>
    </Field>
  );
}

export function SettingsTab({ controller, language }: { controller: SettingsController; language: Language }) {
  const state = usePanelState(controller);
  const text = settingsStrings(language);
  const pane = usePaneStyles();
  const styles = useStyles();
  const [form, setForm] = useState(() => formOf(controller.state.settings));
  useEffect(() => {
    if (state.notice?.kind === 'reset') setForm(formOf(state.settings));
  }, [state.notice, state.settings]);
  const bad = new Set(
    state.notice?.kind === 'invalid'
      ? state.notice.problems.flatMap((problem) => (problem.kind === 'weight' ? [problem.letter] : []))
      : [],
  );
  return (
    <Section heading={text.heading}>
      <p className={pane.help}>{text.hint}</p>
      <Choice
        label={text.techniqueSet}
        value={form.techniqueSet}
        options={TECHNIQUE_SETS}
        names={text.sets}
        onChange={(techniqueSet) => setForm({ ...form, techniqueSet })}
      />
      <Choice
        label={text.ratingPath}
        value={form.ratingPath}
        options={RATING_CHOICES}
        names={text.ratingPaths}
        onChange={(ratingPath) => setForm({ ...form, ratingPath })}
      />
      <table className={styles.table} aria-label={text.heading}>
        <thead>
          <tr>
            <th scope="col" className={styles.header}>
              {text.technique}
            </th>
            <th scope="col" className={`${styles.header} ${styles.weightColumn}`}>
              {text.weight}
            </th>
          </tr>
        </thead>
        <tbody>
          {shownInTrialOrder(form.techniqueSet).map((letter) => (
            <tr key={letter}>
              <td className={styles.cell}>
                <Checkbox
                  checked={form.enabled[letter]}
                  label={text.name(letter)}
                  onChange={(_, data) =>
                    setForm({ ...form, enabled: { ...form.enabled, [letter]: data.checked === true } })
                  }
                />
              </td>
              <td className={styles.cell}>
                <Input
                  size="small"
                  inputMode="decimal"
                  aria-label={text.weightOf(letter)}
                  aria-invalid={bad.has(letter) || undefined}
                  value={form.weights[letter]}
                  onChange={(_, data) => setForm({ ...form, weights: { ...form.weights, [letter]: data.value } })}
                  style={{ width: '100%', minWidth: 0 }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={pane.sticky} id="settings-actions">
        <div className={pane.row}>
          <Button
            appearance="primary"
            id="settings-save"
            {...startButton(state.busy, 'settings-status')}
            onClick={() => void controller.save(form.enabled, form.weights, form.techniqueSet, form.ratingPath)}
          >
            {text.save}
          </Button>
          <Button {...startButton(state.busy, 'settings-status')} onClick={() => void controller.reset()}>
            {text.reset}
          </Button>
        </div>
        <Status
          id="settings-status"
          text={withRefusal(state, state.notice ? text.notice(state.notice) : '', language, false)}
          intent={intentOf(settingsMeaning(state.notice))}
        />
      </div>
    </Section>
  );
}
