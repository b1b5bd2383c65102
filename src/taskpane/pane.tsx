/**
 * The task pane: a title and a TabList of separate tasks (Analyse, Library, Batch, Generate, GA,
 * Settings), each a panel over its controller. Every panel stays mounted (hidden when another tab
 * is chosen), so what was typed and what is running survive a change of tab.
 */

import { FluentProvider, makeStyles, Tab, TabList, Title3, tokens, webLightTheme } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { AnalyseTab } from './analyse-tab';
import type { AnalysisController } from './analysis-controller';
import { BatchTab } from './batch-tab';
import type { BatchController } from './batch-panel';
import type { GenerateController } from './generate-controller';
import { GenerateTab } from './generate-tab';
import type { GaController } from './ga-controller';
import { gaStrings } from './ga-strings';
import { GaTab } from './ga-tab';
import type { Language } from './language';
import type { LibraryController } from './library-controller';
import { LibraryTab } from './library-tab';
import { paneStrings } from './pane-strings';
import type { SettingsController } from './settings-controller';
import { SettingsTab } from './settings-tab';
import type { SolveAlongController } from './solve-along-controller';
import { solveAlongStrings } from './solve-along-strings';
import { SolveAlongTab } from './solve-along-tab';

export interface PaneControllers {
  analysis: AnalysisController;
  library: LibraryController;
  batch: BatchController;
  generate: GenerateController;
  ga: GaController;
  solveAlong: SolveAlongController;
  settings: SettingsController;
}

type TabName = 'analyse' | 'library' | 'batch' | 'generate' | 'ga' | 'solveAlong' | 'settings';
const TABS: TabName[] = ['analyse', 'library', 'batch', 'generate', 'ga', 'solveAlong', 'settings'];

const useStyles = makeStyles({
  provider: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground1 },
  main: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`, maxWidth: '100%', boxSizing: 'border-box' },
  title: { margin: `0 0 ${tokens.spacingVerticalS}` },
  tabs: { flexWrap: 'wrap', marginBottom: tokens.spacingVerticalS },
});

export function Pane({ controllers, language }: { controllers: PaneControllers; language: Language }) {
  const text = { ...paneStrings(language), ga: gaStrings(language).tab, solveAlong: solveAlongStrings(language).tab };
  const styles = useStyles();
  const [selected, setSelected] = useState<TabName>('analyse');
  const panels: Record<TabName, ReactNode> = {
    analyse: <AnalyseTab controller={controllers.analysis} language={language} />,
    library: <LibraryTab controller={controllers.library} language={language} />,
    batch: <BatchTab controller={controllers.batch} language={language} />,
    generate: <GenerateTab controller={controllers.generate} language={language} />,
    ga: <GaTab controller={controllers.ga} language={language} />,
    solveAlong: <SolveAlongTab controller={controllers.solveAlong} language={language} />,
    settings: <SettingsTab controller={controllers.settings} language={language} />,
  };
  return (
    // The full-height white class goes on a wrapper: on the provider, Fluent would copy it onto every pop-up layer (portal), which then covers the pane.
    <FluentProvider theme={webLightTheme}>
      <div className={styles.provider}>
        <main className={styles.main}>
          <Title3 as="h1" className={styles.title}>
            {text.title}
          </Title3>
          <TabList selectedValue={selected} onTabSelect={(_, data) => setSelected(data.value as TabName)} aria-label={text.tabs} size="small" className={styles.tabs}>
            {TABS.map((tab) => (
              <Tab key={tab} value={tab} id={`tab-${tab}`} aria-controls={`panel-${tab}`}>
                {text[tab]}
              </Tab>
            ))}
          </TabList>
          {TABS.map((tab) => (
            <div key={tab} role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} hidden={tab !== selected}>
              {panels[tab]}
            </div>
          ))}
        </main>
      </div>
    </FluentProvider>
  );
}
