/**
 * The Analyse tab: Clear the selected puzzle (and undo it); Analyse the selection; Hint one piece at a time (before the result, so that it
 * is reached without scrolling past it); the result (status, grade, time, technique counts, the
 * first steps, the way to the analysis sheet); Fill in place / Restore; Candidates at a step. The
 * logic is AnalysisController; this is its view.
 */

import { Badge, Button, Field, Input, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { labelToken } from '../../engine/analyser';
import { TECHNIQUE_CODES, type AnalysisResult } from '../../engine/analyser';
import { gradeNameIn, techniqueNameIn } from '../../report/analysis-labels';
import type { AnalysisController, ReadAs } from './analysis-controller';
import { KindChooser } from '../shared/kind-chooser';
import { ClearSection } from './clear-section';
import { analysisStrings, statusText, type AnalysisStrings } from './analysis-strings';
import type { Language } from '../shared/language';
import { analysisMeaning, intentOf } from '../shared/message-intent';
import {
  Question,
  Section,
  startButton,
  Status,
  usePaneStyles,
  usePanelState,
  withRefusal,
} from '../shared/pane-parts';

/** Steps listed in the pane; the analysis sheet has them all. */
const SHOWN_STEPS = 8;

const useStyles = makeStyles({
  conquer: { color: '#C00000', fontWeight: tokens.fontWeightSemibold },
  other: { fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  summary: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The codes shown: the 9×9 ones (the full set's among them), then E (the extra-unit single of other kinds). */
const SHOWN_CODES = [...TECHNIQUE_CODES, 'E'] as const;

function ResultCard({
  result,
  sheetName,
  readAs,
  marked,
  text,
  language,
  onShowSheet,
}: {
  result: AnalysisResult;
  sheetName: string;
  readAs?: ReadAs;
  marked?: number;
  text: AnalysisStrings;
  language: Language;
  onShowSheet(): void;
}) {
  const styles = useStyles();
  const pane = usePaneStyles();
  const countOf = (letter: (typeof SHOWN_CODES)[number]) =>
    (result.techniqueCounts as Partial<Record<string, number>>)[letter] ?? 0;
  const counts = SHOWN_CODES.filter((letter) => countOf(letter) > 0);
  return (
    <div aria-label={text.result} role="group" className={pane.section} id="analysis-result">
      <div className={styles.summary}>
        <Text className={result.status === 'conquer' ? styles.conquer : styles.other}>
          {statusText(result.status, language)}
        </Text>
        {result.grade ? (
          <Badge
            appearance="tint"
            color="brand"
            aria-label={`${text.grade}: ${result.grade.level} ${gradeNameIn(result.grade.name, language)}`}
          >
            {`${result.grade.level} ${gradeNameIn(result.grade.name, language)}`}
          </Badge>
        ) : null}
        <Text>{text.time(result.timeMs)}</Text>
        {result.status !== 'invalid' ? <Text>{text.stepsCount(result.steps.length)}</Text> : null}
      </div>
      {readAs ? <Text id="read-as">{text.readAs(readAs)}</Text> : null}
      {marked ? <Text id="read-marks">{text.pencilMarks(marked)}</Text> : null}
      {counts.length > 0 ? (
        <>
          <Text weight="semibold">{text.techniques}</Text>
          <ul className={`${styles.list} ${pane.wrap}`}>
            {counts.map((letter) => (
              <li
                key={letter}
              >{`${letter === 'E' ? letter : labelToken(letter)} ${techniqueNameIn(letter, language)}: ${countOf(letter)}`}</li>
            ))}
          </ul>
        </>
      ) : null}
      {result.steps.length > 0 ? (
        <>
          <Text weight="semibold">{text.firstSteps}</Text>
          <ol className={`${styles.list} ${pane.wrap}`}>
            {result.steps.slice(0, SHOWN_STEPS).map((step) => (
              <li key={step.n} value={step.n}>{`r${step.row}c${step.col}=${step.value} (${step.technique})`}</li>
            ))}
          </ol>
        </>
      ) : null}
      <div className={pane.row}>
        <Button onClick={onShowSheet}>{`${text.showSheet} (${sheetName})`}</Button>
      </div>
    </div>
  );
}

/** Each part has its status line; a notice shows in the part whose button asked for it. */
type Part = 'analyse' | 'fill' | 'candidates' | 'hint';
const STATUS_OF: Record<Part, string> = {
  analyse: 'analysis-status',
  fill: 'fill-status',
  candidates: 'candidates-status',
  hint: 'hint-status',
};

export function AnalyseTab({ controller, language }: { controller: AnalysisController; language: Language }) {
  const state = usePanelState(controller);
  const text = analysisStrings(language);
  const pane = usePaneStyles();
  const [shownIn, setShownIn] = useState<Part>('analyse');
  const [step, setStep] = useState('1');
  const notice = withRefusal(
    state,
    state.notice && !state.asking ? text.notice(state.notice) : '',
    language,
    true,
    text.notice({ kind: 'busy' }),
  );
  const noticeIn = (section: Part) => (shownIn === section ? notice : '');
  // A refusal while busy is news about the running task, not about the last notice.
  const intent = state.stillBusy ? 'info' : intentOf(analysisMeaning(state.notice));
  useEffect(() => void controller.offerSampleIfBlank(), [controller]);
  // A click refused while an action runs leaves the status line where that action reports.
  const act = (section: Part, action: () => unknown) => () => {
    if (!controller.busy) setShownIn(section);
    void action();
  };
  const start = (unavailable = false) => startButton(state.busy, STATUS_OF[shownIn], unavailable);
  return (
    <>
      <Section heading={text.analyseHeading}>
        <p className={pane.help}>{text.analyseHelp}</p>
        <KindChooser controls={controller} state={state} busy={state.busy} language={language} />
        <ClearSection controller={controller.clearing} language={language} busy={state.busy} />
        <div className={pane.row}>
          <Button
            appearance="primary"
            id="analyse-button"
            {...start()}
            onClick={act('analyse', () => controller.analyse())}
          >
            {text.analyse}
          </Button>
          <Button id="analyse-cancel" disabled={!state.busy} onClick={() => controller.cancel()}>
            {text.cancel}
          </Button>
        </div>
        {state.busy && state.progress ? (
          <div id="analysis-progress" className={pane.wrap}>
            <Text id="analysis-progress-text">{text.progress(state.progress)}</Text>
            {state.progress.total ? (
              <ProgressBar
                max={state.progress.total}
                value={state.progress.done ?? 0}
                aria-labelledby="analysis-progress-text"
              />
            ) : (
              <ProgressBar aria-labelledby="analysis-progress-text" />
            )}
          </div>
        ) : null}
        <Status id="analysis-status" text={noticeIn('analyse')} intent={shownIn === 'analyse' ? intent : 'info'}>
          {shownIn === 'analyse' &&
          (state.notice?.kind === 'empty-selection' || state.notice?.kind === 'blank-workbook') ? (
            <Button appearance="primary" id="insert-sample" onClick={act('analyse', () => controller.insertSample())}>
              {text.insertSample}
            </Button>
          ) : null}
          {shownIn === 'analyse' && state.canRetry ? (
            <Button id="retry-button" onClick={act('analyse', () => controller.retry())}>
              {text.retry}
            </Button>
          ) : null}
        </Status>
      </Section>
      <Section heading={text.hintHeading}>
        <div className={pane.row}>
          <Button id="hint-button" {...start(!state.analysed)} onClick={act('hint', () => controller.hint())}>
            {text.hint}
          </Button>
          <Button {...start(!state.highlighted)} onClick={act('hint', () => controller.clearHighlight())}>
            {text.clearHighlight}
          </Button>
        </div>
        <Status id="hint-status" text={noticeIn('hint')} intent={intent} />
      </Section>
      {state.shown ? (
        <ResultCard
          result={state.shown.result}
          sheetName={state.shown.sheetName}
          readAs={state.shown.readAs}
          marked={state.shown.marked}
          text={text}
          language={language}
          onShowSheet={() => void controller.showAnalysisSheet()}
        />
      ) : null}
      <Section heading={text.fillHeading}>
        <div className={pane.row}>
          <Button id="fill-button" {...start(!state.analysed)} onClick={act('fill', () => controller.fill())}>
            {text.fill}
          </Button>
          <Button {...start(!state.canRestore)} onClick={act('fill', () => controller.restore())}>
            {text.restore}
          </Button>
        </div>
        {state.asking && state.notice?.kind === 'fill-question' ? (
          <Question
            id="fill-question"
            yesId="fill-yes"
            question={text.notice(state.notice)}
            yes={text.yes}
            no={text.no}
            busy={state.busy}
            onYes={act('fill', () => controller.confirmFill())}
            onNo={act('fill', () => controller.declineFill())}
          />
        ) : null}
        <Status id="fill-status" text={noticeIn('fill')} intent={intent} />
      </Section>
      <Section heading={text.candidatesHeading}>
        <div className={pane.row}>
          <Field label={text.step}>
            <Input
              type="number"
              min={1}
              max={Math.max(state.steps, 1)}
              value={step}
              onChange={(_, data) => setStep(data.value)}
              style={{ width: '7em' }}
            />
          </Field>
          <Button {...start(state.steps === 0)} onClick={act('candidates', () => controller.showCandidates(step))}>
            {text.showCandidates}
          </Button>
        </div>
        <Status id="candidates-status" text={noticeIn('candidates')} intent={intent} />
      </Section>
    </>
  );
}
