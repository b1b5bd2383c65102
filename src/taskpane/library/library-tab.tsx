/**
 * The Library tab (SPEC §2 Store / ReInput): No. and Title, the stored puzzles to pick from, the
 * kind of the puzzle to store (the chooser Analyse and Generate share), Store, Recall and Restore,
 * questions asked inside the pane. LibraryController is the logic.
 */

import { Button, Field, Input, Select } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { KindChooser } from '../shared/kind-chooser';
import type { Language } from '../shared/language';
import { intentOf, libraryMeaning } from '../shared/message-intent';
import type { LibraryController } from './library-controller';
import { libraryStrings } from './library-strings';
import {
  Question,
  Section,
  startButton,
  Status,
  usePaneStyles,
  usePanelState,
  withRefusal,
} from '../shared/pane-parts';

export function LibraryTab({ controller, language }: { controller: LibraryController; language: Language }) {
  const state = usePanelState(controller);
  const text = libraryStrings(language);
  const pane = usePaneStyles();
  const number = state.number;
  const setNumber = (text: string) => controller.setNumber(text);
  const [title, setTitle] = useState('');
  const entries = state.listing?.entries ?? [];
  useEffect(() => void controller.refresh(), [controller]);
  return (
    <Section heading={text.heading}>
      <p className={pane.help}>{text.hint}</p>
      <div className={pane.row}>
        <Field label={text.number}>
          <Input
            type="number"
            min={1}
            step={1}
            value={number}
            onChange={(_, data) => setNumber(data.value)}
            style={{ width: '7em' }}
          />
        </Field>
        <Field label={text.title} style={{ flexGrow: 1, minWidth: '8em' }}>
          <Input maxLength={200} value={title} onChange={(_, data) => setTitle(data.value)} />
        </Field>
      </div>
      <KindChooser controls={controller} state={state} busy={state.busy} language={language} idPrefix="library-" />
      <Field label={text.stored}>
        <Select
          value={entries.some((entry) => String(entry.number) === number) ? number : ''}
          onChange={(_, data) => data.value && setNumber(data.value)}
        >
          <option value="">—</option>
          {entries.map((entry) => (
            <option key={entry.number} value={String(entry.number)}>
              {text.entry(entry)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={pane.row}>
        <Button
          appearance="primary"
          id="library-store"
          {...startButton(state.busy, 'library-status')}
          onClick={() => void controller.store(number, title)}
        >
          {text.store}
        </Button>
        <Button {...startButton(state.busy, 'library-status')} onClick={() => void controller.recall(number)}>
          {text.recall}
        </Button>
        <Button
          {...startButton(state.busy, 'library-status', !state.canRestore)}
          onClick={() => void controller.restore()}
        >
          {text.restore}
        </Button>
      </div>
      {state.question ? (
        <Question
          id="library-question"
          question={text.question(state.question)}
          yes={text.yes}
          no={text.no}
          busy={state.busy}
          onYes={() => void controller.confirm()}
          onNo={() => controller.decline()}
        />
      ) : null}
      <Status
        id="library-status"
        text={withRefusal(
          state,
          state.notice ? text.notice(state.notice) : state.busy ? text.working : '',
          language,
          false,
          text.working,
        )}
        intent={intentOf(libraryMeaning(state.notice))}
      />
    </Section>
  );
}
