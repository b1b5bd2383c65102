/**
 * The logic of Clear (SPEC §2, the model tool's first button; issue 39 item 6) in the Analyse tab,
 * without a DOM (clear-section.tsx is its view): the selected puzzle's range of the kind chosen in
 * the tab is emptied of its values — never its fills — after the person confirms in the pane when it
 * holds anything, and Undo puts those values back exactly. The Office.js work is src/excel/clear.ts.
 */

import {
  confirmClear,
  previewClear,
  undoClear,
  type ClearOutcome,
  type ClearPreview,
  type PendingClear,
} from '../../excel/clear';
import type { RestorePoint } from '../../excel/library';
import type { GridTarget } from '../../excel/selection';
import type { KindChoice } from '../../io/sheet-puzzle';
import type { BusyRefusal } from '../shared/panel-state';
import { PanelState } from '../shared/panel-state';

export interface ClearDeps {
  runExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  /** The kind the tab reads a range of this size as (its kind chooser). */
  kindFor(rows: number, columns: number): KindChoice | undefined;
}

export type ClearNotice =
  | { kind: 'busy' | 'declined' | 'kept' }
  | { kind: 'empty'; address: string }
  /** `changed`: the range changed since the last question. */
  | { kind: 'question'; count: number; address: string; changed: boolean }
  | { kind: 'cleared'; count: number; address: string }
  | { kind: 'undone'; address: string }
  /** Cells typed in since the clear: Undo would go over them. */
  | { kind: 'undo-question'; cells: string[] }
  | { kind: 'bad-selection'; rows: number; columns: number }
  | { kind: 'too-large'; rows: number; columns: number; limit: number }
  | { kind: 'unreadable'; detail: string }
  | { kind: 'failed'; message: string };

export interface ClearState extends BusyRefusal {
  busy: boolean;
  notice?: ClearNotice;
  canUndo: boolean;
}

const addressOf = (target: GridTarget) => `${target.sheetName}!${target.address}`;

export class ClearController extends PanelState<ClearState> {
  private pending: PendingClear | undefined;
  private undoPoint: RestorePoint | undefined;

  constructor(private readonly deps: ClearDeps) {
    super({ busy: false, canUndo: false });
  }

  protected override derived(): Partial<ClearState> {
    return { canUndo: this.undoPoint !== undefined };
  }

  /** The question waiting for the person's answer, if any. */
  get asking(): 'clear' | 'undo' | undefined {
    const kind = this.state.notice?.kind;
    return kind === 'question' ? 'clear' : kind === 'undo-question' ? 'undo' : undefined;
  }

  private async act(work: () => Promise<ClearNotice>): Promise<void> {
    if (this.state.busy) {
      this.refuseWhileBusy();
      return;
    }
    this.update({ busy: true, notice: { kind: 'busy' } });
    let notice: ClearNotice;
    try {
      notice = await work();
    } catch (error) {
      notice = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    this.update({ busy: false, notice });
  }

  /** Reads the range: an empty one is said at once; one that holds anything is asked about first. */
  clear(): Promise<void> {
    return this.act(async () => {
      this.pending = undefined;
      return this.asked(
        await this.deps.runExcel((context) =>
          previewClear(context, (rows, columns) => this.deps.kindFor(rows, columns)),
        ),
      );
    });
  }

  confirm(): Promise<void> {
    return this.act(async () => {
      const pending = this.pending;
      if (!pending) return { kind: 'declined' };
      this.pending = undefined;
      const outcome: ClearOutcome = await this.deps.runExcel((context) => confirmClear(context, pending));
      if (outcome.status === 'needs-confirmation') return this.asked(outcome);
      this.undoPoint = outcome.undo;
      return { kind: 'cleared', count: outcome.cells, address: addressOf(outcome.target) };
    });
  }

  decline(): void {
    const undo = this.asking === 'undo';
    this.pending = undefined;
    this.update({ notice: { kind: undo ? 'kept' : 'declined' } });
  }

  /** Puts the cleared values back; asks first when cells were typed in since (`force` once the person agreed). */
  undo(force = false): Promise<void> {
    return this.act(async () => {
      const point = this.undoPoint;
      if (!point) return { kind: 'declined' };
      const outcome = await this.deps.runExcel((context) => undoClear(context, point, force));
      if (outcome.status === 'changed') return { kind: 'undo-question', cells: outcome.cells };
      this.undoPoint = undefined;
      return { kind: 'undone', address: addressOf(point.target) };
    });
  }

  /** The answer to the question now asked: the clear, or Undo over the cells typed since. */
  confirmQuestion(): Promise<void> {
    return this.asking === 'undo' ? this.undo(true) : this.confirm();
  }

  private asked(preview: ClearPreview): ClearNotice {
    switch (preview.status) {
      case 'empty':
        return { kind: 'empty', address: addressOf(preview.target) };
      case 'needs-confirmation':
        this.pending = preview.pending;
        return {
          kind: 'question',
          count: preview.filledCells.length,
          address: addressOf(preview.pending.target),
          changed: preview.changed,
        };
      case 'bad-selection':
        return { kind: 'bad-selection', rows: preview.rows, columns: preview.columns };
      case 'too-large':
        return { kind: 'too-large', rows: preview.rows, columns: preview.columns, limit: preview.limit };
      case 'unreadable':
        return { kind: 'unreadable', detail: preview.detail };
    }
  }
}
