/**
 * What every tab of the pane is built from: a controller's state as React state, a status line
 * read out by screen readers, a question asked inside the pane (add-ins cannot use alert/confirm;
 * Escape answers no), and a tab's section with its heading.
 */

import { Button, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BusyRefusal, PanelState } from './panel-state';
import type { Language } from './language';
import { paneStrings } from './pane-strings';

/** The controller's state, re-rendered at each change. */
export function usePanelState<State extends object>(controller: PanelState<State>): State {
  const [state, setState] = useState(controller.state);
  useEffect(() => {
    let live = true;
    controller.onChange((next) => live && setState(next));
    setState(controller.state);
    return () => {
      live = false;
    };
  }, [controller]);
  return state;
}

export const usePaneStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  help: { margin: 0, color: tokens.colorNeutralForeground2 },
  heading: { margin: 0 },
  wrap: { overflowWrap: 'anywhere', minWidth: 0 },
  more: { minWidth: 0 },
  summary: {
    cursor: 'pointer',
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    paddingBlock: tokens.spacingVerticalXS,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusMedium },
  },
  moreBody: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlockStart: tokens.spacingVerticalS,
  },
  /** A form's buttons and status, kept in view at the bottom of the pane while the form scrolls. */
  sticky: {
    position: 'sticky',
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const styles = usePaneStyles();
  return (
    <section aria-label={heading} className={styles.section}>
      <Subtitle2 as="h2" className={styles.heading}>
        {heading}
      </Subtitle2>
      {children}
    </section>
  );
}

/**
 * Settings most runs leave as they are, folded away so that the tab's primary action shows on the
 * first screen of a 270 px pane (the browser's own disclosure: a keyboard and screen reader know it).
 */
export function MoreOptions({ id, language, children }: { id: string; language: Language; children: ReactNode }) {
  const styles = usePaneStyles();
  return (
    <details id={id} className={styles.more}>
      <summary className={styles.summary}>{paneStrings(language).moreOptions}</summary>
      <div className={styles.moreBody}>{children}</div>
    </details>
  );
}

/**
 * The props of a button that would start a task: disabled while one runs (or while `unavailable`),
 * and meanwhile described by the status line (`statusId`) that says what runs, for assistive tech.
 */
export function startButton(
  busy: boolean,
  statusId: string,
  unavailable = false,
): { disabled: boolean; 'aria-describedby'?: string } {
  return busy ? { disabled: true, 'aria-describedby': statusId } : { disabled: unavailable };
}

/**
 * A status line's words, led by the refusal of a start that came while a task runs (`cancellable`:
 * the tab has Cancel). The refusal replaces the tab's plain working line (`workingLine`), which it
 * would only repeat, and keeps any other status, such as a run's progress.
 */
export function withRefusal(
  state: BusyRefusal,
  text: string,
  language: Language,
  cancellable = true,
  workingLine?: string,
): string {
  if (!state.stillBusy) return text;
  const words = paneStrings(language);
  return [cancellable ? words.stillBusy : words.stillBusyNoCancel, text === workingLine ? '' : text]
    .filter(Boolean)
    .join(' ');
}

/** A status line: always in the page (so a change is announced), a message bar when there is text. */
export function Status({
  id,
  text,
  intent = 'info',
  children,
}: {
  id?: string;
  text: string;
  intent?: 'info' | 'success' | 'warning' | 'error';
  children?: ReactNode;
}) {
  const styles = usePaneStyles();
  return (
    <div role="status" aria-live="polite" id={id} className={styles.wrap}>
      {text ? (
        <MessageBar intent={intent} layout="multiline">
          <MessageBarBody>{text}</MessageBarBody>
        </MessageBar>
      ) : null}
      {children}
    </div>
  );
}

/** A question inside the pane: Yes takes the focus when it appears; Escape or No declines. */
export function Question({
  id,
  question,
  yes,
  no,
  onYes,
  onNo,
  busy = false,
  yesId,
}: {
  id: string;
  question: string;
  yes: string;
  no: string;
  onYes(): void;
  onNo(): void;
  busy?: boolean;
  yesId?: string;
}) {
  const styles = usePaneStyles();
  const yesButton = useRef<HTMLButtonElement>(null);
  useEffect(() => yesButton.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={styles.section}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onNo();
      }}
    >
      <p id={id} className={`${styles.help} ${styles.wrap}`}>
        {question}
      </p>
      <div className={styles.row}>
        <Button appearance="primary" ref={yesButton} id={yesId} disabled={busy} onClick={onYes}>
          {yes}
        </Button>
        <Button onClick={onNo}>{no}</Button>
      </div>
    </div>
  );
}
