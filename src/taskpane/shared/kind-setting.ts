/**
 * The kind a pane tab reads a range as (issue 20), shared by Analyse, Generate and Library: the kind
 * chosen (or the selection's shape), its box shape and a combined layout's grid offsets.
 */

import {
  boxShapes,
  isCombined,
  layoutOptions,
  proposeKinds,
  type KindChoice,
  type SheetKind,
} from '../../io/sheet-puzzle';
import { PanelState } from './panel-state';

/** 'auto': the kind the selection's shape proposes. */
export type KindSetting = 'auto' | SheetKind;

export interface KindSettingState {
  kind: KindSetting;
  /** The box shape chosen ('' = the squarest). */
  box: string;
  /** A combined layout's grid offsets ("r,c;r,c;…"). */
  grids: string;
  /** The box shapes the last range's size allows (a choice only when there are several). */
  boxChoices: string[];
}

export const DEFAULT_KIND_SETTING: KindSettingState = { kind: 'auto', box: '', grids: '', boxChoices: [] };

/** What a tab's kind chooser drives. */
export interface KindSettingControls {
  chooseKind(kind: KindSetting): void;
  chooseBox(box: string): void;
  setGrids(grids: string): void;
}

/** The kind to read a range of this size as: the one chosen, else the likeliest its shape proposes. */
export function kindChoiceFor(setting: KindSettingState, rows: number, columns: number): KindChoice | undefined {
  const kind = setting.kind === 'auto' ? proposeKinds(rows, columns)[0]?.kind : setting.kind;
  if (!kind) return undefined;
  // A box chosen for another size (a 16×16 before this 9×9) does not apply.
  const box =
    setting.box && !isCombined(kind) && rows === columns && boxShapes(rows).includes(setting.box)
      ? { box: setting.box }
      : {};
  return { kind, ...box, ...(kind === 'combined' ? { grids: setting.grids } : {}) };
}

/** The box shapes a range of this size offers, read as the setting reads it: none for a combined layout, whose boxes are 3×3. */
export function boxChoicesFor(setting: KindSettingState, rows: number, columns: number): string[] {
  const choice = kindChoiceFor(setting, rows, columns);
  return choice && !isCombined(choice.kind) && rows === columns && rows >= 4 && rows <= 49 ? boxShapes(rows) : [];
}

export { isNineByNine } from '../../io/sheet-puzzle';

/**
 * The command line that makes a puzzle on a whole combined layout, its givens chosen by the
 * generator (the pane generates on a drawn pattern only): the preset's kind, or the layout typed
 * under Grids (offsets, or a lattice with its dropped places), or a lattice to fill in.
 */
export function combinedGenerateCommand(kind: SheetKind, grids: string): string {
  const command = 'npx sudoku-analyzer generate';
  if (kind !== 'combined') return `${command} --kind ${kind}`;
  const { grids: offsets, layout, drop } = layoutOptions(grids.trim());
  if (layout) return `${command} --layout ${layout}${drop ? ` --drop "${drop}"` : ''}`;
  return offsets ? `${command} --kind combined --grids "${offsets}"` : `${command} --layout lattice:RxC`;
}

/** A panel whose state carries a kind setting: the chooser's three controls, the same in every tab. */
export class KindPanelState<State extends KindSettingState> extends PanelState<State> implements KindSettingControls {
  /** The size of the range last read, so that a new kind offers its box shapes at once. */
  private readSize?: { rows: number; columns: number };

  chooseKind(kind: KindSetting): void {
    const setting = { ...this.state, kind };
    const boxChoices = this.readSize
      ? boxChoicesFor(setting, this.readSize.rows, this.readSize.columns)
      : this.state.boxChoices;
    this.update({ kind, boxChoices } as Partial<State>);
  }

  /** Notes the size of a range being read and offers the box shapes it allows, read as the setting reads it. */
  protected offerBoxShapesFor(rows: number, columns: number): void {
    this.readSize = { rows, columns };
    this.update({ boxChoices: boxChoicesFor(this.state, rows, columns) } as Partial<State>);
  }

  chooseBox(box: string): void {
    this.update({ box } as Partial<State>);
  }

  setGrids(grids: string): void {
    this.update({ grids } as Partial<State>);
  }
}
