/**
 * --language en|ja (issue 39): the language of the workbook a command writes — its sheets' names,
 * headers, statuses, grades and technique names — the same models the add-in writes when Office's
 * display language is that one. What the command prints stays English.
 */

import type { Language } from '../report/display-language';
import { LANGUAGES } from '../report/display-language';
import { CommandError } from './command-error';
import type { ParsedArgs } from './parse-args';

/** --language checked against the add-in's languages (any case); 'en' when it is not given. */
export function languageChoice(parsed: ParsedArgs): Language {
  const text = parsed.value('language');
  if (text === undefined) return 'en';
  const language = LANGUAGES.find((each) => each === text.trim().toLowerCase());
  if (!language) throw new CommandError(`--language takes ${LANGUAGES.join(' or ')}, not "${text}".`, true);
  return language;
}
