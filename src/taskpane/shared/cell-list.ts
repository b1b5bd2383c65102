/** Cell lists in the pane's messages: at most a few named, the rest counted, in either language. */

import type { Language } from './language';

/** At most this many cells are named in a message; the rest are counted. */
const NAMED_CELLS = 6;

const MORE: Record<Language, (count: number) => string> = {
  en: (count) => ` and ${count} more`,
  ja: (count) => ` ほか ${count} セル`,
};

export function cellList(cells: readonly string[], language: Language): string {
  const named = cells.slice(0, NAMED_CELLS).join(', ');
  return cells.length > NAMED_CELLS ? `${named}${MORE[language](cells.length - NAMED_CELLS)}` : named;
}
