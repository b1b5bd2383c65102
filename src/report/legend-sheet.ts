/**
 * The technique legend of a batch (issue 39 item 7): each letter or code of the Results sheet's
 * count columns and its name, on a sheet of its own. Beside the filtered table a filter hid the
 * legend's rows with the puzzles'; here nothing filters it, and its header is frozen like Results'.
 */

import { labelToken, lettersOfSet } from '../engine/analyser';
import type { TechniqueSet } from '../engine/analyser';
import { techniqueNameIn, type SheetLanguage } from './analysis-labels';
import { HEADER_STYLE, type SheetModel } from './sheet-model';

export const LEGEND_SHEET_NAMES: Readonly<Record<SheetLanguage, string>> = { en: 'Techniques', ja: '技法' };

const LEGEND_HEADERS: Readonly<Record<SheetLanguage, readonly [string, string]>> = {
  en: ['Letter', 'Technique'],
  ja: ['記号', '技法'],
};

/** The legend of the set's letters and codes, in the order of the Results sheet's count columns. */
export function buildLegendSheet(language: SheetLanguage = 'en', set: TechniqueSet = 'model'): SheetModel {
  const values = [
    [...LEGEND_HEADERS[language]],
    ...lettersOfSet(set).map((letter) => [labelToken(letter), techniqueNameIn(letter, language)]),
  ];
  return {
    name: LEGEND_SHEET_NAMES[language],
    values,
    styles: [{ address: 'A1:B1', style: HEADER_STYLE }],
    charts: [],
    columnWidths: [8, 40],
    frozenRows: 1,
  };
}
