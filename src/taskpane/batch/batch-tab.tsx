/**
 * The Batch tab (SPEC §8): the book's sheet and an optional from/to range, Run and Cancel, the
 * progress, and at the end the command line's summary. BatchController is the logic.
 */

import { Button, Field, Input, ProgressBar } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { BatchController } from './batch-controller';
import { batchStrings } from './batch-strings';
import type { Language } from '../shared/language';
import { batchMeaning, intentOf } from '../shared/message-intent';
import { Section, startButton, Status, usePaneStyles, usePanelState, withRefusal } from '../shared/pane-parts';

const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

export function BatchTab({ controller, language }: { controller: BatchController; language: Language }) {
  const state = usePanelState(controller);
  const text = batchStrings(language);
  const pane = usePaneStyles();
  const [sheet, setSheet] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rowMessage, setRowMessage] = useState('');
  // A cancelled run goes on from the next puzzle, into the same sheets.
  useEffect(() => {
    if (state.resumeFrom !== undefined) setFrom(String(state.resumeFrom));
  }, [state.resumeFrom]);
  const status = (() => {
    if (rowMessage) return rowMessage;
    if (state.phase === 'reading') return text.reading;
    if (state.phase === 'running') return text.progress(state.done, state.total, Math.ceil(state.remainingMs / 1000));
    if (state.phase === 'writing') return text.writing;
    if (state.phase === 'done') return state.report ? text.done(state.report, state.cancelled) : text.noPuzzles;
    if (state.phase === 'failed') return text.failed(state.message ?? '');
    return '';
  })();
  return (
    <Section heading={text.heading}>
      <Field label={text.sheet}>
        <Input value={sheet} onChange={(_, data) => setSheet(data.value)} />
      </Field>
      <p className={pane.help}>{text.fromHelp}</p>
      <div className={pane.row}>
        <Field label={text.from}>
          <Input
            type="number"
            min={1}
            value={from}
            onChange={(_, data) => setFrom(data.value)}
            style={{ width: '7em' }}
          />
        </Field>
        <Field label={text.to}>
          <Input type="number" min={1} value={to} onChange={(_, data) => setTo(data.value)} style={{ width: '7em' }} />
        </Field>
      </div>
      <div className={pane.row}>
        <Button
          appearance="primary"
          id="batch-run"
          {...startButton(controller.busy, 'batch-status')}
          onClick={() => {
            setRowMessage('');
            void controller.run({ sheet: sheet.trim(), from: numberOf(from), to: numberOf(to) });
          }}
        >
          {text.run}
        </Button>
        <Button disabled={state.phase !== 'running' || state.cancelled} onClick={() => controller.cancel()}>
          {text.cancel}
        </Button>
      </div>
      <ProgressBar max={Math.max(state.total, 1)} value={state.done} aria-label={text.progressLabel} />
      <Status
        id="batch-status"
        text={withRefusal(state, status, language)}
        intent={intentOf(rowMessage ? 'caution' : batchMeaning(state))}
      />
      {state.phase === 'done' && state.summary ? (
        <ul id="batch-summary" className={pane.wrap} style={{ margin: 0, paddingInlineStart: '1.2em' }}>
          {text.summary(state.summary).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className={pane.row}>
        <Button
          onClick={() =>
            void controller.analyseSelectedRow().then((found) => {
              if (!found) setRowMessage(text.notAResultsRow);
            })
          }
        >
          {text.analyseRow}
        </Button>
      </div>
    </Section>
  );
}
