/**
 * The logic of the task pane's Library panel (SPEC §2 Store / ReInput): store the selected puzzle
 * under a number and title, recall one by number into the selection, put back what a recall
 * overwrote. Every question (replace a stored number, overwrite a filled range, restore over later
 * edits) is asked inside the pane, since an add-in cannot use alert/confirm, and answered with
 * confirm() or decline().
 *
 * The kind chooser (shared with Analyse and Generate) says what the selection holds: a 9×9, or a
 * puzzle of another kind (issue 20), stored with its kind and map and recalled in its own shape.
 *
 * LibraryController is tested without a DOM; library-tab.tsx is its view.
 */

import type { ErrorInfo } from '../../engine/analyser';
import {
  confirmRecall,
  readLibrary,
  recallPuzzle,
  restoreRecall,
  storeSelectedPuzzle,
  type LibraryListing,
  type PendingRecall,
  type RestorePoint,
  type StoreRequest,
} from '../../excel/library';
import type { SheetKind } from '../../io/sheet-puzzle';
import { parseLibraryNumber } from '../../report/library-sheet';
import { DEFAULT_KIND_SETTING, kindChoiceFor, KindPanelState, type KindSettingState } from '../shared/kind-setting';
import type { BusyRefusal } from '../shared/panel-state';
import { languageOf } from '../shared/language';

export interface LibraryPanelDeps {
  /** Excel.run, or a fake in tests; default Excel.run. */
  runExcel?<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  /** 'en', 'ja', or Office.context.displayLanguage ("ja-JP"); default: the Office display language. */
  language?: string;
  /** The moment written as "Stored at" (tests pass a fixed one). */
  now?(): Date;
}

/** What the pane tells the person after an action, in their language (see library-strings.ts). */
export type LibraryNotice =
  /** `readAs`: the kind and shape of a puzzle of another kind. */
  | {
      kind: 'stored';
      number: number;
      title: string;
      sheetName: string;
      replaced: boolean;
      readAs?: { kind: SheetKind; rows: number; columns: number };
    }
  | { kind: 'recalled'; number: number; title: string }
  | { kind: 'restored' }
  | { kind: 'declined' }
  | { kind: 'bad-number' }
  /** `needed`: the shape of the stored puzzle being recalled, when it is not 9×9. */
  | { kind: 'bad-selection'; rows: number; columns: number; needed?: { rows: number; columns: number } }
  /** `values`: what each cell holds; `size`: the symbols of a puzzle of another kind (9 when absent). */
  | { kind: 'bad-cells'; cells: string[]; values: unknown[]; size?: number }
  /** The range cannot be the chosen kind: the engine's English detail and the cells concerned. */
  | { kind: 'bad-layout'; puzzleKind: SheetKind; message: string; cells: string[] }
  | { kind: 'need-grids'; rows: number; columns: number }
  | { kind: 'unreadable'; detail: string }
  | { kind: 'empty' }
  | { kind: 'no-library' }
  /** `stored`: the numbers the library holds, so that the person can pick one. */
  | { kind: 'not-found'; number: number; stored: number[] }
  | { kind: 'unreadable-entry'; number: number; error: ErrorInfo }
  | { kind: 'failed'; detail: string };

/** A question waiting for the person's answer. */
export type LibraryQuestion =
  | { kind: 'replace'; number: number; storedTitle: string }
  | { kind: 'overwrite'; number: number; filledCells: string[]; changed: boolean }
  | { kind: 'restore-over-edits'; cells: string[] };

export interface LibraryState extends KindSettingState, BusyRefusal {
  busy: boolean;
  /**
   * The No. box as typed: the next free number until the person types, and after Store the number
   * just stored, so that Recall at once finds what was stored.
   */
  number: string;
  listing?: LibraryListing;
  notice?: LibraryNotice;
  question?: LibraryQuestion;
  /** Whether Restore has something to put back. */
  canRestore: boolean;
}

function runWithExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T> {
  return Excel.run(work);
}

export class LibraryController extends KindPanelState<LibraryState> {
  private readonly runExcel: <T>(work: (context: Excel.RequestContext) => Promise<T>) => Promise<T>;
  private pendingStore: StoreRequest | undefined;
  private pendingRecall: PendingRecall | undefined;
  private restorePoint: RestorePoint | undefined;

  constructor(private readonly deps: LibraryPanelDeps = {}) {
    super({ ...DEFAULT_KIND_SETTING, busy: false, canRestore: false, number: '' });
    this.runExcel = deps.runExcel ? (work) => deps.runExcel!(work) : runWithExcel;
  }

  protected override derived(): Partial<LibraryState> {
    return { canRestore: this.restorePoint !== undefined };
  }

  /** Runs one action: busy meanwhile, any question dropped, an Excel error becomes a notice; refused aloud while another runs. */
  private async act(action: () => Promise<Partial<LibraryState>>): Promise<LibraryState> {
    if (this.state.busy) return this.refuseWhileBusy();
    this.update({ busy: true, notice: undefined, question: undefined });
    try {
      this.update({ busy: false, ...(await action()) });
    } catch (error) {
      this.update({
        busy: false,
        notice: { kind: 'failed', detail: error instanceof Error ? error.message : String(error) },
      });
    }
    return this.state;
  }

  /** Reads the stored puzzles for the list and the next free number. */
  async refresh(): Promise<LibraryState> {
    if (this.state.busy) return this.state;
    const listing = await this.readListing();
    // A box left empty is given the next free number; a number typed or stored stays.
    this.update({ listing, ...(this.state.number === '' && listing ? { number: String(listing.nextNumber) } : {}) });
    return this.state;
  }

  /** What the person typed into the No. box. */
  setNumber(text: string): void {
    this.update({ number: text });
  }

  /** The list is a convenience, never worth an error message: on failure the last one is kept. */
  private async readListing(): Promise<LibraryListing | undefined> {
    try {
      return await this.runExcel((context) => readLibrary(context));
    } catch {
      return this.state.listing;
    }
  }

  /** Store: the selected puzzle under the typed number and title. */
  store(numberText: string, title: string): Promise<LibraryState> {
    const number = parseLibraryNumber(numberText);
    if (number === undefined) return this.act(async () => ({ notice: { kind: 'bad-number' } }));
    // Asked with the selection's shape once it is read: the box shapes that size allows are offered too.
    const kindFor = (rows: number, columns: number) => {
      this.offerBoxShapesFor(rows, columns);
      return kindChoiceFor(this.state, rows, columns);
    };
    return this.act(() =>
      this.storeRequest({
        number,
        title: title.trim(),
        now: this.deps.now?.(),
        language: languageOf(this.deps.language),
        kindFor,
      }),
    );
  }

  private async storeRequest(request: StoreRequest): Promise<Partial<LibraryState>> {
    this.pendingStore = undefined;
    const outcome = await this.runExcel((context) => storeSelectedPuzzle(context, request));
    switch (outcome.status) {
      case 'stored':
        return {
          notice: {
            kind: 'stored',
            number: outcome.number,
            title: outcome.title,
            sheetName: outcome.sheetName,
            replaced: outcome.replaced,
            ...(outcome.readAs ? { readAs: outcome.readAs } : {}),
          },
          listing: await this.readListing(),
          number: String(outcome.number),
        };
      case 'duplicate':
        this.pendingStore = { ...request, replace: true };
        return { question: { kind: 'replace', number: request.number, storedTitle: outcome.existing.title } };
      case 'bad-cells':
        return {
          notice: {
            kind: 'bad-cells',
            cells: outcome.cells,
            values: outcome.values,
            ...(outcome.size ? { size: outcome.size } : {}),
          },
        };
      case 'bad-selection':
        return { notice: { kind: 'bad-selection', rows: outcome.rows, columns: outcome.columns } };
      case 'bad-layout':
        return {
          notice: { kind: 'bad-layout', puzzleKind: outcome.kind, message: outcome.message, cells: outcome.cells },
        };
      case 'need-grids':
        return { notice: { kind: 'need-grids', rows: outcome.rows, columns: outcome.columns } };
      case 'unreadable':
        return { notice: { kind: 'unreadable', detail: outcome.detail } };
      case 'empty':
        return { notice: { kind: 'empty' } };
    }
  }

  /** ReInput: the puzzle stored under the typed number into the selection. */
  recall(numberText: string): Promise<LibraryState> {
    const number = parseLibraryNumber(numberText);
    if (number === undefined) return this.act(async () => ({ notice: { kind: 'bad-number' } }));
    return this.act(async () => {
      const outcome = await this.runExcel((context) => recallPuzzle(context, number));
      if (outcome.status !== 'not-found') return this.afterRecall(outcome);
      const listing = await this.readListing();
      return {
        listing,
        notice: { kind: 'not-found', number, stored: (listing?.entries ?? []).map((entry) => entry.number) },
      };
    });
  }

  private afterRecall(outcome: Awaited<ReturnType<typeof recallPuzzle>>): Partial<LibraryState> {
    this.pendingRecall = undefined;
    switch (outcome.status) {
      case 'written':
        this.restorePoint = outcome.restore;
        return { notice: { kind: 'recalled', number: outcome.entry.number, title: outcome.entry.title } };
      case 'needs-confirmation':
        this.pendingRecall = outcome.pending;
        return {
          question: {
            kind: 'overwrite',
            number: outcome.pending.entry.number,
            filledCells: outcome.filledCells,
            changed: outcome.changed,
          },
        };
      case 'unreadable-entry':
        return { notice: { kind: 'unreadable-entry', number: outcome.entry.number, error: outcome.error } };
      case 'not-found':
        // After a confirmation the list as last read (recall() itself reads it anew).
        return {
          notice: {
            kind: 'not-found',
            number: outcome.number,
            stored: (this.state.listing?.entries ?? []).map((entry) => entry.number),
          },
        };
      case 'no-library':
        return { notice: { kind: 'no-library' } };
      case 'bad-selection':
        return {
          notice: {
            kind: 'bad-selection',
            rows: outcome.rows,
            columns: outcome.columns,
            ...(outcome.needed ? { needed: outcome.needed } : {}),
          },
        };
    }
  }

  /** Restore: puts back what the last recall overwrote (asks first if those cells were edited since). */
  restore(force = false): Promise<LibraryState> {
    const point = this.restorePoint;
    if (!point) return Promise.resolve(this.state);
    return this.act(async () => {
      const outcome = await this.runExcel((context) => restoreRecall(context, point, force));
      if (outcome.status === 'changed') return { question: { kind: 'restore-over-edits', cells: outcome.cells } };
      this.restorePoint = undefined;
      return { notice: { kind: 'restored' } };
    });
  }

  /** The person answered yes to the open question. */
  confirm(): Promise<LibraryState> {
    const question = this.state.question;
    if (question?.kind === 'replace' && this.pendingStore) {
      const request = this.pendingStore;
      return this.act(() => this.storeRequest(request));
    }
    if (question?.kind === 'overwrite' && this.pendingRecall) {
      const pending = this.pendingRecall;
      return this.act(async () => this.afterRecall(await this.runExcel((context) => confirmRecall(context, pending))));
    }
    if (question?.kind === 'restore-over-edits') return this.restore(true);
    return Promise.resolve(this.state);
  }

  /** The person answered no: nothing is written. */
  decline(): void {
    if (!this.state.question) return;
    this.pendingStore = undefined;
    this.pendingRecall = undefined;
    this.update({ question: undefined, notice: { kind: 'declined' } });
  }
}
