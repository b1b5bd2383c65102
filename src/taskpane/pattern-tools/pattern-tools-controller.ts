/**
 * The Generate tab's pattern and puzzle tools (issue 18), beside "Generate from pattern":
 *  - Symmetry: say which symmetries the selected pattern has, and complete it under a chosen one.
 *    Only the missing marks are written, each into a cell that is empty, looking like the mark it
 *    mirrors (its content and fill colour); the pane says which cells were added.
 *  - Transform: an equivalence transform of the selected puzzle (random from a seed, or chosen:
 *    row and column orders, rotation, transposition, relabelling), written to a new sheet or
 *    beside the original when the cells there are empty — never over the original.
 *
 * PatternToolsController is tested without a DOM; pattern-tools-tabs.tsx is its view, the words are in
 * pattern-tools-strings.ts.
 */

import { patternSize } from '../../engine/generator';
import { digitsToString } from '../../engine';
import { SIDE } from '../../engine';
import { createRandom } from '../../engine';
import { markSources, symmetriesOf, type Symmetry } from '../../engine/transforms';
import {
  applyTransform,
  chosenTransform,
  randomTransform,
  type GridTransform,
  type TransformChoice,
} from '../../engine/transforms';
import { addPatternMarks, readPatternSelection, supportsFillColours, type PatternMark } from '../../excel/pattern';
import { writePuzzleBeside, writeTransformedSheet } from '../../excel/transformed';
import { rangeAddress } from '../../report/sheet-model';
import { languageOf } from '../shared/language';
import { PanelState, type BusyRefusal } from '../shared/panel-state';
import { readSelectedPuzzle } from '../shared/selected-puzzle';
import {
  transformDescription,
  type SymmetryNotice,
  type TransformField,
  type TransformNotice,
  type TransformUsed,
} from './pattern-tools-strings';

// The notices are declared with their words (pattern-tools-strings.ts), which this controller calls.
export type { SymmetryNotice, TransformField, TransformNotice, TransformUsed };

export interface PatternToolsDeps {
  runExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  /** Default: ExcelApi 1.9 is supported (fill colours can be read). */
  canReadFillColours?(): boolean;
  language?: string;
  /** A fresh seed when the seed field is blank (default: from the clock). */
  newSeed?: () => number;
}

/** What the person typed and chose in the Transform section (the view passes its fields unchanged). */
export interface TransformRequest {
  mode: 'random' | 'chosen';
  /** Random: blank for a new seed. */
  seed: string;
  /** Chosen: clockwise degrees. */
  rotate: 0 | 90 | 180 | 270;
  transpose: boolean;
  /** Chosen, each blank or the digits 1–9 in their new order. */
  rows: string;
  cols: string;
  relabel: string;
  destination: 'sheet' | 'beside';
}

export interface PatternToolsState extends BusyRefusal {
  busy: boolean;
  symmetry?: SymmetryNotice;
  transform?: TransformNotice;
}

/** "213456789" (spaces ignored; full-width digits as typed by a Japanese input method) → 0-based order, or undefined. */
function orderOf(text: string): number[] | undefined {
  const digits = text
    .replace(/[\s,]/g, '')
    .replace(/[\uFF11-\uFF19]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
  if (!/^[1-9]{9}$/.test(digits) || new Set(digits).size !== SIDE) return undefined;
  return Array.from(digits, (digit) => Number(digit) - 1);
}

/** The transform the request asks for, and how to describe it, or the first field that is not valid. */
export function transformOf(
  request: TransformRequest,
  newSeed: () => number,
): { transform: GridTransform; used: TransformUsed } | { field: TransformField } {
  if (request.mode === 'random') {
    const text = request.seed.trim();
    if (text !== '' && !/^\d{1,10}$/.test(text)) return { field: 'seed' };
    const seed = text === '' ? newSeed() : Number(text);
    return { transform: randomTransform(createRandom(seed)), used: { mode: 'random', seed } };
  }
  const typed = { rows: request.rows.trim(), cols: request.cols.trim(), relabel: request.relabel.trim() };
  const rows = typed.rows ? orderOf(typed.rows) : undefined;
  if (typed.rows && !rows) return { field: 'rows' };
  const cols = typed.cols ? orderOf(typed.cols) : undefined;
  if (typed.cols && !cols) return { field: 'cols' };
  const relabel = typed.relabel ? orderOf(typed.relabel)?.map((digit) => digit + 1) : undefined;
  if (typed.relabel && !relabel) return { field: 'relabel' };
  if (!rows && !cols && !relabel && !request.rotate && !request.transpose) return { field: 'nothing-chosen' };
  if (rows && !keepsGroups({ rows })) return { field: 'rows' };
  if (cols && !keepsGroups({ cols })) return { field: 'cols' };
  const transform = chosenTransform({
    rows,
    cols,
    quarterTurns: request.rotate / 90,
    transpose: request.transpose,
    relabel,
  });
  const used: TransformUsed = {
    mode: 'chosen',
    rotate: request.rotate,
    transpose: request.transpose,
    ...(rows ? { rows: typed.rows } : {}),
    ...(cols ? { cols: typed.cols } : {}),
    ...(relabel ? { relabel: relabel.join('') } : {}),
  };
  return { transform, used };
}

/** Whether line orders move only whole bands (stacks) and lines within them, as a valid grid needs. */
function keepsGroups(choice: TransformChoice): boolean {
  try {
    chosenTransform(choice);
    return true;
  } catch {
    return false;
  }
}

export class PatternToolsController extends PanelState<PatternToolsState> {
  constructor(private readonly deps: PatternToolsDeps) {
    super({ busy: false });
  }

  private get language() {
    return languageOf(this.deps.language);
  }

  private async readPattern() {
    const readFills = (this.deps.canReadFillColours ?? supportsFillColours)();
    return this.deps.runExcel((context) => readPatternSelection(context, readFills));
  }

  private async guarded<Notice>(
    work: () => Promise<Notice>,
    key: 'symmetry' | 'transform',
  ): Promise<PatternToolsState> {
    if (this.state.busy) return this.refuseWhileBusy();
    this.update({ busy: true, [key]: undefined });
    try {
      return this.update({ busy: false, [key]: await work() });
    } catch (error) {
      return this.update({
        busy: false,
        [key]: { kind: 'failed', detail: error instanceof Error ? error.message : String(error) },
      });
    }
  }

  /** Says which symmetries the selected pattern already has. */
  checkSymmetry(): Promise<PatternToolsState> {
    return this.guarded(async (): Promise<SymmetryNotice> => {
      const read = await this.readPattern();
      if (!read.ok) return { kind: 'unreadable', problem: read };
      const { pattern, address } = read.selection;
      const size = patternSize(pattern);
      if (size === 0) return { kind: 'no-marks', address };
      return { kind: 'symmetries', address, size, has: symmetriesOf(pattern) };
    }, 'symmetry');
  }

  /** Adds the marks that make the selected pattern symmetric, each into an empty cell, copying the mark it mirrors. */
  completeSymmetry(symmetry: Symmetry): Promise<PatternToolsState> {
    return this.guarded(async (): Promise<SymmetryNotice> => {
      const read = await this.readPattern();
      if (!read.ok) return { kind: 'unreadable', problem: read };
      const { selection } = read;
      const { pattern, address } = selection;
      if (patternSize(pattern) === 0) return { kind: 'no-marks', address };
      const sources = markSources(pattern, symmetry);
      const marks: PatternMark[] = [];
      sources.forEach((source, cell) => {
        if (source < 0 || pattern[cell]) return;
        const [from, to] = [source, cell].map((each) => ({ row: Math.floor(each / SIDE), col: each % SIDE }));
        marks.push({
          ...to,
          value: selection.values[from.row][from.col] ?? '',
          fill: selection.fillColours?.[from.row][from.col] ?? '',
        });
      });
      if (marks.length === 0) return { kind: 'already', address, symmetry };
      const report = await this.deps.runExcel((context) => addPatternMarks(context, selection, marks));
      if (!report.written) return { kind: report.reason, address };
      const added = marks.map(({ row, col }) => rangeAddress(selection.row + row, selection.column + col));
      return { kind: 'completed', address, symmetry, added, size: patternSize(pattern) + marks.length };
    }, 'symmetry');
  }

  /** Writes the selected puzzle's equivalent to a new sheet or beside it. */
  transformPuzzle(request: TransformRequest): Promise<PatternToolsState> {
    return this.guarded(async (): Promise<TransformNotice> => {
      const chosen = transformOf(request, this.deps.newSeed ?? (() => Date.now() % 2 ** 32));
      if ('field' in chosen) return { kind: 'bad-field', field: chosen.field };
      const read = await readSelectedPuzzle(this.deps.runExcel);
      if (!read.ok) return { kind: 'puzzle-problem', problem: read.problem };
      const puzzle = digitsToString(applyTransform(chosen.transform, read.digits));
      if (request.destination === 'beside') {
        const report = await this.deps.runExcel((context) => writePuzzleBeside(context, read.target, puzzle));
        if (!report.written) return { kind: report.reason, address: `${read.target.sheetName}!${report.address}` };
        return {
          kind: 'transformed',
          to: 'beside',
          where: `${read.target.sheetName}!${report.address}`,
          transform: chosen.used,
          puzzle,
        };
      }
      const sheet = {
        puzzle,
        original: digitsToString(read.digits),
        source: read.source,
        transform: transformDescription(chosen.used, this.language),
        language: this.language,
      };
      const report = await this.deps.runExcel((context) => writeTransformedSheet(context, sheet));
      return { kind: 'transformed', to: 'sheet', where: report.sheetName, transform: chosen.used, puzzle };
    }, 'transform');
  }
}
