/**
 * The add-in's two languages, and which one Office's display language means. The pane's panels
 * and the worksheet functions both key their words on it.
 */

export type Language = 'en' | 'ja';

/** 'ja' for any Japanese display language ("ja-JP"), else 'en'; without an argument, Office's display language. */
export function languageOf(displayLanguage?: string): Language {
  // Read structurally: the command line builds this layer without Office's types.
  const office = (globalThis as { Office?: { context?: { displayLanguage?: string } } }).Office;
  const language = displayLanguage ?? office?.context?.displayLanguage ?? 'en';
  return language.toLowerCase().startsWith('ja') ? 'ja' : 'en';
}

export const LANGUAGES: readonly Language[] = ['en', 'ja'];

/** A sheet's names in every language but the one it is called `name` in: what a sheet found again may still be called. */
export function otherLanguageNames(nameIn: (language: Language) => string, name: string): string[] {
  return LANGUAGES.map(nameIn).filter((other) => other !== name);
}
