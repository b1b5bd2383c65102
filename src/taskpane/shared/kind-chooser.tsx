/**
 * The kind chooser shared by the Analyse, Generate, Library, Solve along and Book tabs (issue 20): the kind (or the
 * selection's shape), the box shape where the size allows several, the offsets of a combined layout.
 */

import { Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { SHEET_KINDS } from '../../io/sheet-puzzle';
import { analysisStrings, kindName } from '../analyse/analysis-strings';
import type { KindSetting, KindSettingControls, KindSettingState } from './kind-setting';
import type { Language } from './language';

const useStyles = makeStyles({
  chooser: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  wide: { minWidth: 0, width: '100%' },
});

/** The kinds offered unless a tab names its own: the selection's shape, then every kind a sheet holds. */
const ALL_KINDS: readonly KindSetting[] = ['auto', ...SHEET_KINDS];

/**
 * `idPrefix` keeps the ids unique in the pane: '' in Analyse, 'generate-' in Generate, 'library-' in Library,
 * 'solve-along-' in Solve along, 'book-section-N-' in Book; `kinds` the kinds offered (the Book tab has no selection),
 * `names` a tab's own names for some (the Book tab reads no fills, so its jigsaw is not "from fills").
 */
export function KindChooser({
  controls,
  state,
  busy,
  language,
  idPrefix = '',
  kinds = ALL_KINDS,
  names = {},
}: {
  controls: KindSettingControls;
  state: KindSettingState;
  busy: boolean;
  language: Language;
  idPrefix?: string;
  kinds?: readonly KindSetting[];
  names?: Partial<Record<KindSetting, string>>;
}) {
  const styles = useStyles();
  const text = analysisStrings(language);
  const kindLabel = (kind: KindSetting) => names[kind] ?? (kind === 'auto' ? text.automatic : kindName(kind, language));
  const showBox =
    state.boxChoices.length > 1 &&
    (state.kind === 'auto' || state.kind === 'standard' || state.kind === 'diagonal' || state.kind === 'colour');
  return (
    <div className={styles.chooser}>
      <Field label={text.kind}>
        <Dropdown
          id={`${idPrefix}kind-dropdown`}
          className={styles.wide}
          value={kindLabel(state.kind)}
          selectedOptions={[state.kind]}
          disabled={busy}
          onOptionSelect={(_, data) => controls.chooseKind((data.optionValue ?? 'auto') as KindSetting)}
        >
          {kinds.map((kind) => (
            <Option key={kind} value={kind}>
              {kindLabel(kind)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {showBox ? (
        <Field label={text.box}>
          <Dropdown
            id={`${idPrefix}box-dropdown`}
            className={styles.wide}
            value={state.box || state.boxChoices[0]}
            selectedOptions={[state.box || state.boxChoices[0]]}
            disabled={busy}
            onOptionSelect={(_, data) =>
              controls.chooseBox(data.optionValue === state.boxChoices[0] ? '' : (data.optionValue ?? ''))
            }
          >
            {state.boxChoices.map((box) => (
              <Option key={box} value={box}>
                {box}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      {state.kind === 'combined' ? (
        <Field label={text.grids}>
          <Input
            id={`${idPrefix}grids-input`}
            className={styles.wide}
            value={state.grids}
            placeholder={text.gridsPlaceholder}
            disabled={busy}
            onChange={(_, data) => controls.setGrids(data.value)}
          />
        </Field>
      ) : null}
    </div>
  );
}
