/**
 * The task pane: a title and a TabList of separate tasks (Analyse, Library, Batch, the three
 * Generate tools, Book, GA, Solve along, Settings), each a panel over its controller. The tabs stay in
 * one row at any width: those that do not fit go into a "more" menu at the row's end (the chosen
 * tab always shows). Every panel stays mounted (hidden when another tab is chosen), so what was
 * typed and what is running survive a change of tab. The theme follows Office's (office-theme.ts).
 */

import {
  Button,
  FluentProvider,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Overflow,
  OverflowItem,
  PortalMountNodeProvider,
  Tab,
  TabList,
  Title3,
  tokens,
  useIsOverflowItemVisible,
  useOverflowMenu,
  webDarkTheme,
  webLightTheme,
} from '@fluentui/react-components';
import {
  ArrowRotateClockwiseRegular,
  BookRegular,
  BranchForkRegular,
  EditRegular,
  FlipHorizontalRegular,
  LibraryRegular,
  MoreHorizontalRegular,
  SearchRegular,
  SettingsRegular,
  SparkleRegular,
  TableRegular,
} from '@fluentui/react-icons';
import { useState, type ReactElement, type ReactNode } from 'react';
import { AnalyseTab } from './analyse/analyse-tab';
import type { AnalysisController } from './analyse/analysis-controller';
import { BatchTab } from './batch/batch-tab';
import type { BatchController } from './batch/batch-controller';
import type { BookController } from './book/book-controller';
import { bookStrings } from './book/book-strings';
import { BookTab } from './book/book-tab';
import type { GenerateController } from './generate/generate-controller';
import { GenerateTab } from './generate/generate-tab';
import type { GaController } from './ga/ga-controller';
import { gaStrings } from './ga/ga-strings';
import { GaTab } from './ga/ga-tab';
import type { Language } from './shared/language';
import type { LibraryController } from './library/library-controller';
import { LibraryTab } from './library/library-tab';
import { usePaneTheme, type PaneTheme } from './shared/office-theme';
import { paneStrings } from './shared/pane-strings';
import { SymmetryTab, TransformTab } from './pattern-tools/pattern-tools-tabs';
import type { SettingsController } from './settings/settings-controller';
import { SettingsTab } from './settings/settings-tab';
import type { SolveAlongController } from './solve-along/solve-along-controller';
import { solveAlongStrings } from './solve-along/solve-along-strings';
import { SolveAlongTab } from './solve-along/solve-along-tab';

export interface PaneControllers {
  analysis: AnalysisController;
  library: LibraryController;
  batch: BatchController;
  generate: GenerateController;
  book: BookController;
  ga: GaController;
  solveAlong: SolveAlongController;
  settings: SettingsController;
}

export type TabName =
  'analyse' | 'library' | 'batch' | 'generate' | 'symmetry' | 'transform' | 'book' | 'ga' | 'solveAlong' | 'settings';
export const TABS: readonly TabName[] = [
  'analyse',
  'library',
  'batch',
  'generate',
  'symmetry',
  'transform',
  'book',
  'ga',
  'solveAlong',
  'settings',
];

const ICONS: Record<TabName, ReactElement> = {
  analyse: <SearchRegular />,
  library: <LibraryRegular />,
  batch: <TableRegular />,
  generate: <SparkleRegular />,
  symmetry: <FlipHorizontalRegular />,
  transform: <ArrowRotateClockwiseRegular />,
  book: <BookRegular />,
  ga: <BranchForkRegular />,
  solveAlong: <EditRegular />,
  settings: <SettingsRegular />,
};

const useStyles = makeStyles({
  provider: {
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  main: {
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    maxWidth: '100%',
    boxSizing: 'border-box',
  },
  title: { margin: `0 0 ${tokens.spacingVerticalS}` },
  tabs: { flexWrap: 'nowrap', minWidth: 0, overflow: 'hidden', marginBottom: tokens.spacingVerticalS },
  more: { minWidth: 'auto', flexShrink: 0 },
});

type TabWords = Record<TabName, string>;

function MoreItem({ tab, words, onSelect }: { tab: TabName; words: TabWords; onSelect(tab: TabName): void }) {
  const visible = useIsOverflowItemVisible(tab);
  if (visible) return null;
  return (
    <MenuItem id={`more-${tab}`} icon={ICONS[tab]} onClick={() => onSelect(tab)}>
      {words[tab]}
    </MenuItem>
  );
}

/** The tabs that do not fit, as a menu at the end of the row (Fluent's overflow pattern). */
function MoreTabs({
  words,
  label,
  onSelect,
}: {
  words: TabWords;
  label(count: number): string;
  onSelect(tab: TabName): void;
}) {
  const styles = useStyles();
  const { ref, isOverflowing, overflowCount } = useOverflowMenu<HTMLButtonElement>();
  if (!isOverflowing) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          id="more-tabs"
          appearance="transparent"
          size="small"
          className={styles.more}
          ref={ref}
          icon={<MoreHorizontalRegular />}
          aria-label={label(overflowCount)}
          role="tab"
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={label(overflowCount)}>
          {TABS.map((tab) => (
            <MoreItem key={tab} tab={tab} words={words} onSelect={onSelect} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

export function Pane({
  controllers,
  language,
  readTheme,
}: {
  controllers: PaneControllers;
  language: Language;
  readTheme(): PaneTheme;
}) {
  const text = paneStrings(language);
  const words: TabWords = {
    ...text,
    book: bookStrings(language).tab,
    ga: gaStrings(language).tab,
    solveAlong: solveAlongStrings(language).tab,
  };
  const styles = useStyles();
  const theme = usePaneTheme(readTheme);
  const [selected, setSelected] = useState<TabName>('analyse');
  // Pop-ups (the dropdowns' lists, the tabs' menu) are put in a node inside <main>: in Fluent's
  // default node at the end of <body> they would be content outside every landmark.
  const [popups, setPopups] = useState<HTMLElement | null>(null);
  const panels: Record<TabName, ReactNode> = {
    analyse: <AnalyseTab controller={controllers.analysis} language={language} />,
    library: <LibraryTab controller={controllers.library} language={language} />,
    batch: <BatchTab controller={controllers.batch} language={language} />,
    generate: <GenerateTab controller={controllers.generate} language={language} />,
    symmetry: <SymmetryTab controller={controllers.generate.tools} language={language} />,
    transform: <TransformTab controller={controllers.generate.tools} language={language} />,
    book: <BookTab controller={controllers.book} language={language} />,
    ga: <GaTab controller={controllers.ga} language={language} />,
    solveAlong: <SolveAlongTab controller={controllers.solveAlong} language={language} />,
    settings: <SettingsTab controller={controllers.settings} language={language} />,
  };
  return (
    // The full-height class goes on a wrapper: on the provider, Fluent would copy it onto every pop-up layer (portal), which then covers the pane.
    <FluentProvider theme={theme === 'dark' ? webDarkTheme : webLightTheme} data-theme={theme}>
      <div className={styles.provider}>
        <PortalMountNodeProvider value={popups ?? undefined}>
          <main className={styles.main}>
            <Title3 as="h1" className={styles.title}>
              {text.title}
            </Title3>
            <Overflow minimumVisible={1}>
              <TabList
                selectedValue={selected}
                onTabSelect={(_, data) => setSelected(data.value as TabName)}
                aria-label={text.tabs}
                size="small"
                className={styles.tabs}
              >
                {TABS.map((tab) => (
                  <OverflowItem key={tab} id={tab} priority={tab === selected ? 2 : 1}>
                    <Tab value={tab} id={`tab-${tab}`} aria-controls={`panel-${tab}`} icon={ICONS[tab]}>
                      {words[tab]}
                    </Tab>
                  </OverflowItem>
                ))}
                <MoreTabs words={words} label={text.moreTabs} onSelect={setSelected} />
              </TabList>
            </Overflow>
            {TABS.map((tab) => (
              <div
                key={tab}
                role="tabpanel"
                id={`panel-${tab}`}
                aria-labelledby={`tab-${tab}`}
                hidden={tab !== selected}
              >
                {panels[tab]}
              </div>
            ))}
            <div id="pane-popups" ref={setPopups} />
          </main>
        </PortalMountNodeProvider>
      </div>
    </FluentProvider>
  );
}
