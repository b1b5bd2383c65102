/**
 * The GA tab (SPEC §10, issue 13): the GA's settings (population, generations, crossover and
 * mutation rates, variant, restart-after, seed), Run and Cancel, the progress, and the result.
 * GaController is the logic.
 */

import { Button, Field, Input, ProgressBar, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { DEFAULT_GA_VARIANT, GA_DEFAULTS, GA_VARIANTS, defaultRestartAfter, type GaVariant } from '../../engine/ga';
import type { GaController } from './ga-controller';
import { describeGaState, gaStrings } from './ga-strings';
import type { Language } from '../shared/language';
import { gaMeaning, intentOf } from '../shared/message-intent';
import {
  MoreOptions,
  Section,
  startButton,
  Status,
  usePanelState,
  usePaneStyles,
  withRefusal,
} from '../shared/pane-parts';

function NumberField({
  label,
  value,
  onChange,
  step,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  step?: number;
}) {
  return (
    <Field label={label}>
      <Input
        type="number"
        min={0}
        step={step}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        style={{ width: '7em' }}
      />
    </Field>
  );
}

export function GaTab({ controller, language }: { controller: GaController; language: Language }) {
  const state = usePanelState(controller);
  const text = gaStrings(language);
  const pane = usePaneStyles();
  const [population, setPopulation] = useState(String(GA_DEFAULTS.population));
  const [generations, setGenerations] = useState(String(GA_DEFAULTS.generations));
  const [crossoverRate, setCrossoverRate] = useState(String(GA_DEFAULTS.crossoverRate));
  const [mutationRate, setMutationRate] = useState(String(GA_DEFAULTS.mutationRate));
  const [variant, setVariant] = useState<GaVariant>(DEFAULT_GA_VARIANT);
  const [restartAfter, setRestartAfter] = useState(String(defaultRestartAfter(DEFAULT_GA_VARIANT)));
  // Choosing a variant fills in its restart (100 for the improved GA, 0 for the paper's), which can then be changed.
  const chooseVariant = (chosen: GaVariant) => {
    setVariant(chosen);
    setRestartAfter(String(defaultRestartAfter(chosen)));
  };
  const [seed, setSeed] = useState('');
  const running = state.phase === 'running';
  const run = () =>
    void controller.run({ population, generations, crossoverRate, mutationRate, variant, restartAfter, seed });
  return (
    <Section heading={text.heading}>
      <p className={pane.help}>{text.hint}</p>
      <div className={pane.row}>
        <NumberField label={text.population} value={population} onChange={setPopulation} />
        <NumberField label={text.generations} value={generations} onChange={setGenerations} />
      </div>
      <MoreOptions id="ga-options" language={language}>
        <div className={pane.row}>
          <NumberField label={text.crossover} value={crossoverRate} onChange={setCrossoverRate} step={0.05} />
          <NumberField label={text.mutation} value={mutationRate} onChange={setMutationRate} step={0.05} />
        </div>
        <Field label={text.variant}>
          <Select value={variant} onChange={(_, data) => chooseVariant(data.value as GaVariant)}>
            {GA_VARIANTS.map((name) => (
              <option key={name} value={name}>
                {text.variants[name]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text.restartAfter} hint={text.restartNote}>
          <Input
            type="number"
            min={0}
            value={restartAfter}
            onChange={(_, data) => setRestartAfter(data.value)}
            style={{ width: '7em' }}
          />
        </Field>
        <Field label={text.seed}>
          <Input value={seed} onChange={(_, data) => setSeed(data.value)} />
        </Field>
      </MoreOptions>
      <div className={pane.row}>
        <Button appearance="primary" id="ga-run" {...startButton(controller.busy, 'ga-status')} onClick={run}>
          {text.run}
        </Button>
        <Button disabled={!running} onClick={() => controller.cancel()}>
          {text.cancel}
        </Button>
        {state.canRetry ? <Button onClick={() => void controller.retry()}>{text.retry}</Button> : null}
      </div>
      <ProgressBar
        max={Math.max(state.generationLimit, 1)}
        value={
          state.phase === 'done' && !state.result?.cancelled
            ? state.generationLimit
            : state.phase === 'failed'
              ? 0
              : state.generation
        }
        aria-label={text.progressLabel}
      />
      <Status
        id="ga-status"
        text={withRefusal(state, describeGaState(state, text), language)}
        intent={intentOf(gaMeaning(state))}
      />
    </Section>
  );
}
