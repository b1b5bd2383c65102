/**
 * The Symmetry and Transform tabs (issue 18; their own tabs since issue 39, each with its one
 * primary action on the first screen). PatternToolsController is the logic.
 */

import { Button, Checkbox, Field, Input, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { SYMMETRIES, type Symmetry } from '../../engine/transforms';
import type { Language } from '../shared/language';
import { intentOf, symmetryMeaning, transformMeaning } from '../shared/message-intent';
import { Section, startButton, Status, usePaneStyles, usePanelState, withRefusal } from '../shared/pane-parts';
import type { PatternToolsController, TransformRequest } from './pattern-tools-controller';
import { patternToolsStrings } from './pattern-tools-strings';

const ROTATIONS = [0, 90, 180, 270] as const;

export function SymmetryTab({ controller, language }: { controller: PatternToolsController; language: Language }) {
  const state = usePanelState(controller);
  const text = patternToolsStrings(language);
  const pane = usePaneStyles();
  const [symmetry, setSymmetry] = useState<Symmetry>('rotate180');
  const notice = state.symmetry;
  return (
    <Section heading={text.symmetryHeading}>
      <p className={pane.help}>{text.symmetryHint}</p>
      <Field label={text.symmetry}>
        <Select id="symmetry-choice" value={symmetry} onChange={(_, data) => setSymmetry(data.value as Symmetry)}>
          {SYMMETRIES.map((each) => (
            <option key={each} value={each}>
              {text.symmetryNames[each]}
            </option>
          ))}
        </Select>
      </Field>
      <div className={pane.row}>
        <Button
          id="symmetry-complete"
          appearance="primary"
          {...startButton(state.busy, 'symmetry-status')}
          onClick={() => void controller.completeSymmetry(symmetry)}
        >
          {text.complete}
        </Button>
        <Button
          id="symmetry-check"
          {...startButton(state.busy, 'symmetry-status')}
          onClick={() => void controller.checkSymmetry()}
        >
          {text.check}
        </Button>
      </div>
      <Status
        id="symmetry-status"
        text={withRefusal(state, notice ? text.symmetryNotice(notice) : '', language, false)}
        intent={intentOf(symmetryMeaning(notice))}
      />
    </Section>
  );
}

export function TransformTab({ controller, language }: { controller: PatternToolsController; language: Language }) {
  const state = usePanelState(controller);
  const text = patternToolsStrings(language);
  const pane = usePaneStyles();
  const [request, setRequest] = useState<TransformRequest>({
    mode: 'random',
    seed: '',
    rotate: 0,
    transpose: false,
    rows: '',
    cols: '',
    relabel: '',
    destination: 'sheet',
  });
  const change = (part: Partial<TransformRequest>) => setRequest({ ...request, ...part });
  const notice = state.transform;
  return (
    <Section heading={text.transformHeading}>
      <p className={pane.help}>{text.transformHint}</p>
      <Field label={text.mode}>
        <RadioGroup
          value={request.mode}
          onChange={(_, data) => change({ mode: data.value === 'chosen' ? 'chosen' : 'random' })}
        >
          <Radio value="random" label={text.random} />
          <Radio value="chosen" label={text.chosen} />
        </RadioGroup>
      </Field>
      {request.mode === 'random' ? (
        <Field label={text.seed}>
          <Input value={request.seed} onChange={(_, data) => change({ seed: data.value })} />
        </Field>
      ) : (
        <>
          <Field label={text.rows} hint={text.linesHint}>
            <Input value={request.rows} inputMode="numeric" onChange={(_, data) => change({ rows: data.value })} />
          </Field>
          <Field label={text.cols}>
            <Input value={request.cols} inputMode="numeric" onChange={(_, data) => change({ cols: data.value })} />
          </Field>
          <Field label={text.rotate}>
            <Select
              value={String(request.rotate)}
              onChange={(_, data) => change({ rotate: Number(data.value) as TransformRequest['rotate'] })}
            >
              {ROTATIONS.map((degrees) => (
                <option key={degrees} value={String(degrees)}>
                  {text.rotations[degrees]}
                </option>
              ))}
            </Select>
          </Field>
          <Checkbox
            checked={request.transpose}
            label={text.transpose}
            onChange={(_, data) => change({ transpose: data.checked === true })}
          />
          <Field label={text.relabel}>
            <Input
              value={request.relabel}
              inputMode="numeric"
              onChange={(_, data) => change({ relabel: data.value })}
            />
          </Field>
        </>
      )}
      <Field label={text.destination}>
        <RadioGroup
          value={request.destination}
          onChange={(_, data) => change({ destination: data.value === 'beside' ? 'beside' : 'sheet' })}
        >
          <Radio value="sheet" label={text.toSheet} />
          <Radio value="beside" label={text.beside} />
        </RadioGroup>
      </Field>
      <div className={pane.row}>
        <Button
          id="transform-button"
          appearance="primary"
          {...startButton(state.busy, 'transform-status')}
          onClick={() => void controller.transformPuzzle(request)}
        >
          {text.transformButton}
        </Button>
      </div>
      <Status
        id="transform-status"
        text={withRefusal(state, notice ? text.transformNotice(notice) : '', language, false)}
        intent={intentOf(transformMeaning(notice))}
      />
    </Section>
  );
}
