/**
 * Clear and Undo clear at the top of the Analyse tab, beside the kind chooser (issue 39 item 6), with
 * their question and status line. The logic is ClearController; `busy`: another action of the tab runs.
 */

import { Button } from '@fluentui/react-components';
import type { ClearController } from './clear-controller';
import { clearStrings } from './clear-strings';
import type { Language } from '../shared/language';
import { clearMeaning, intentOf } from '../shared/message-intent';
import { Question, startButton, Status, usePaneStyles, usePanelState, withRefusal } from '../shared/pane-parts';

export function ClearSection({
  controller,
  language,
  busy,
}: {
  controller: ClearController;
  language: Language;
  busy: boolean;
}) {
  const state = usePanelState(controller);
  const text = clearStrings(language);
  const pane = usePaneStyles();
  const asking = controller.asking;
  const notice = state.notice && !asking ? text.notice(state.notice) : '';
  const start = (unavailable = false) => startButton(state.busy || busy, 'clear-status', unavailable);
  return (
    <>
      <div className={pane.row}>
        <Button id="clear-button" {...start()} onClick={() => void controller.clear()}>
          {text.clear}
        </Button>
        <Button id="undo-clear-button" {...start(!state.canUndo)} onClick={() => void controller.undo()}>
          {text.undo}
        </Button>
      </div>
      {asking && state.notice ? (
        <Question
          id="clear-question"
          yesId="clear-yes"
          question={text.notice(state.notice)}
          yes={asking === 'undo' ? text.putBack : text.yes}
          no={text.no}
          busy={state.busy}
          onYes={() => void controller.confirmQuestion()}
          onNo={() => controller.decline()}
        />
      ) : null}
      <Status
        id="clear-status"
        text={withRefusal(state, notice, language, false, text.notice({ kind: 'busy' }))}
        intent={intentOf(clearMeaning(state.notice))}
      />
    </>
  );
}
