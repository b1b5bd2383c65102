/** The pane's two languages, and which one Office's display language means (shared with the worksheet functions). */

export { languageOf, type Language } from '../../report/display-language';
