/**
 * The Solve along tab (SPEC §14, issue 12): Start / Pause / Resume / Stop on the selected puzzle,
 * the wrong-entry flag, a hint on the live grid, the session sheet, and the status of the session;
 * the kind chooser Analyse, Library and Generate share says what the selection holds (issue 20).
 * SolveAlongController is the logic.
 */

import { Button, Checkbox, ProgressBar, Text } from '@fluentui/react-components';
import { analysisStrings } from '../analyse/analysis-strings';
import { KindChooser } from '../shared/kind-chooser';
import type { Language } from '../shared/language';
import { analysisMeaning, intentOf, solveAlongMeaning } from '../shared/message-intent';
import { Section, startButton, Status, usePaneStyles, usePanelState, withRefusal } from '../shared/pane-parts';
import type { SolveAlongController } from './solve-along-controller';
import { describeSolveAlongProgress, describeSolveAlongState, solveAlongStrings } from './solve-along-strings';

export function SolveAlongTab({ controller, language }: { controller: SolveAlongController; language: Language }) {
  const state = usePanelState(controller);
  const text = solveAlongStrings(language);
  const pane = usePaneStyles();
  const watching = state.phase === 'watching';
  const paused = state.phase === 'paused';
  const open = watching || paused;
  const hint = state.hint ? analysisStrings(language).notice(state.hint) : '';
  const progress = describeSolveAlongProgress(state, text);
  return (
    <Section heading={text.heading}>
      <p className={pane.help}>{text.help}</p>
      <KindChooser
        controls={controller}
        state={state}
        busy={controller.busy || open}
        language={language}
        idPrefix="solve-along-"
      />
      <div className={pane.row}>
        <Button
          appearance="primary"
          id="solve-along-start"
          {...startButton(controller.busy, 'solve-along-status', watching)}
          onClick={() => void controller.start()}
        >
          {text.start}
        </Button>
        {paused ? (
          <Button id="solve-along-resume" onClick={() => void controller.resume()}>
            {text.resume}
          </Button>
        ) : (
          <Button id="solve-along-pause" disabled={!watching} onClick={() => void controller.pause()}>
            {text.pause}
          </Button>
        )}
        <Button
          id="solve-along-stop"
          {...startButton(controller.busy, 'solve-along-status', !open)}
          onClick={() => void controller.stop()}
        >
          {text.stop}
        </Button>
      </div>
      <Checkbox
        id="solve-along-flag"
        checked={state.flagWrong}
        label={text.flagWrong}
        onChange={(_, data) => void controller.setFlagWrong(data.checked === true)}
      />
      <Status
        id="solve-along-status"
        text={withRefusal(state, describeSolveAlongState(state, text), language, false)}
        intent={intentOf(solveAlongMeaning(state))}
      />
      {progress && state.session ? (
        <div id="solve-along-progress" className={pane.wrap}>
          <Text id="solve-along-progress-text">{progress}</Text>
          <ProgressBar
            max={Math.max(state.session.toFill ?? 0, 1)}
            value={state.session.filled ?? 0}
            aria-labelledby="solve-along-progress-text"
          />
        </div>
      ) : null}
      <div className={pane.row}>
        <Button
          id="solve-along-hint"
          {...startButton(controller.busy, 'solve-along-status', !open)}
          onClick={() => void controller.hint()}
        >
          {text.hint}
        </Button>
        <Button
          id="solve-along-sheet"
          {...startButton(controller.busy, 'solve-along-status', !open && !state.sheetName)}
          onClick={() => void controller.showSheet()}
        >
          {text.showSheet}
        </Button>
      </div>
      <Status id="solve-along-hint-status" text={hint} intent={intentOf(analysisMeaning(state.hint))} />
    </Section>
  );
}
