/**
 * The logic of the pane's Solve along tab (SPEC §14, issue 12): Start on the selected puzzle,
 * then note every digit the person enters, changes or erases in its range, with the time, while
 * watching (Pause and Resume stop and restart the clock; Stop ends the session). Nothing is
 * written into the person's cells: a wrong entry is flagged, if the person chose that, by a fill
 * that is taken off when the cell is corrected. The session is kept in the workbook after every
 * change, so a reloaded workbook resumes it; Stop (or Show the session sheet at any time) writes
 * the puzzle's session sheet with every session of that puzzle side by side.
 *
 * Every kind (issue 20): the kind chooser Analyse shares says what the selection holds; a puzzle of
 * another kind than the 9×9 is analysed by the variant analyser in the same worker, its entries
 * judged by cell of its geometry (squares no grid covers are not watched) and its hints asked on
 * the variant hint path.
 *
 * The words are in solve-along-strings.ts, the view is solve-along-tab.tsx.
 */

import { cellSymbol, cellValue, foundText } from '../../engine';
import type { Geometry } from '../../engine/variants';
import { countGivens, digitsToString } from '../../engine';
import { analysedOnSquares, compareSession, type AnalysedPuzzle, type SessionEntry } from '../../engine/analyser';
import type { TechniqueLetter } from '../../engine/analyser';
import { geometryOfSpec, gridsAt, isCombined, type SheetKind } from '../../io/sheet-puzzle';
import { inputCellAddress } from '../../report/analysis-sheet';
import { buildSessionSheet, type SessionBlock } from '../../report/session-sheet';
import { readInputGrid, readPuzzleSelection, type GridCell } from '../../excel/analysis';
import type { GridTarget } from '../../excel/selection';
import type { SettingsStore } from '../../excel/settings';
import {
  areaOfChange,
  cellsOfArea,
  readChangedCells,
  unwatch,
  updateFlags,
  watchSheet,
  writeSessionSheet,
  WRONG_ENTRY_FILL,
  type ChangedCells,
  type GridArea,
  type SheetChange,
} from '../../excel/solve-along';
import {
  loadSessions,
  saveSessions,
  variantPuzzleKey,
  type StoredSession,
  type StoredVariant,
} from '../../excel/solve-along-store';
import { readSelectedPuzzle } from '../../excel/variant-range';
import type { AnalysisNotice, AnalysisWorkerLike } from '../analyse/analysis-controller';
import type { AnalysisWorkerReply, AnalysisWorkerRequest } from '../analyse/analysis-worker';
import {
  DEFAULT_KIND_SETTING,
  isNineByNine,
  kindChoiceFor,
  KindPanelState,
  type KindSettingState,
} from '../shared/kind-setting';
import type { BusyRefusal } from '../shared/panel-state';
import type { Language } from '../shared/language';
import { puzzleOfSheetValues, type SelectionProblem } from '../shared/sheet-puzzle';
import { runInWorker, WorkerCrashed } from '../shared/worker-host';

export interface SolveAlongDeps {
  runExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  /** The analysis worker (the same script as Analyse's). */
  createWorker(): AnalysisWorkerLike;
  /** The workbook's technique switches and weights. */
  analyseOptions(): { techniques?: string; weights?: Partial<Record<TechniqueLetter, number>> };
  /** Where sessions are kept (the document's settings; a fake in tests). */
  store: SettingsStore;
  /** The Analyse tab's three-level hint on a range (its notice); another kind by its spec and givens. */
  hint(target: GridTarget, puzzle: string, variant?: StoredVariant): Promise<AnalysisNotice | undefined>;
  language: Language;
  /** Epoch milliseconds (default Date.now). */
  now?: () => number;
}

export type SolveAlongProblem =
  | SelectionProblem
  /** The puzzle has no solution or several: a person cannot be compared with the analyser. */
  | { reason: 'invalid'; kind: string }
  /** Another kind: cells (sheet addresses) holding no symbol of its `size`. */
  | { reason: 'bad-symbols'; cells: string[]; size: number }
  /** The range cannot be the chosen kind: the engine's English detail and the cells concerned. */
  | { reason: 'bad-layout'; kind: SheetKind; message: string; cells: string[] }
  /** Another kind's range holds nothing. */
  | { reason: 'empty-range' }
  /** A combined range that is no preset: the grids' offsets are needed. */
  | { reason: 'need-grids'; rows: number; columns: number }
  | { reason: 'worker-failed'; detail: string }
  | { reason: 'failed'; detail: string };

/**
 * What happened while watching (shown, never blocking). A cell is its sheet address, with its grid
 * in a combined puzzle; `size` is the symbols of another kind (9 when absent).
 */
export type SolveAlongNotice =
  | { kind: 'entry'; cell: string; grid?: number; value: number; verdict: 'correct' | 'wrong' | 'erased' }
  | { kind: 'entries'; count: number }
  | { kind: 'not-a-digit'; cell: string; grid?: number; found: string; size?: number }
  | { kind: 'given-changed'; cell: string; grid?: number }
  /** A session the workbook kept (the pane was closed or the file reopened), ready to resume. */
  | { kind: 'resumable'; source: string; entries: number }
  | { kind: 'save-failed'; detail: string };

export interface SolveAlongState extends KindSettingState, BusyRefusal {
  phase: 'idle' | 'starting' | 'watching' | 'paused' | 'writing' | 'stopped';
  flagWrong: boolean;
  /** `filled` of `toFill`: the puzzle's blank cells holding a digit now (absent until the range has been read). */
  session?: { id: number; source: string; entries: number; wrong: number; filled?: number; toFill?: number };
  sheetName?: string;
  problem?: SolveAlongProblem;
  notice?: SolveAlongNotice;
  hint?: AnalysisNotice;
}

type Registration = OfficeExtension.EventHandlerResult<Excel.WorksheetChangedEventArgs>;

/** A puzzle's analysis as a session needs it: whether it can be compared, the solution and steps by square, another kind's geometry. */
interface SessionModel {
  status: string;
  errorKind?: string;
  analysed: AnalysedPuzzle;
  geometry?: Geometry;
}

/** The givens by square of the range, row by row (0 blank or no cell). */
function givensBySquare(session: StoredSession, geometry: Geometry | undefined): number[] {
  if (!geometry || !session.variant) return [...session.puzzle].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const squares = new Array<number>(geometry.rows * geometry.cols).fill(0);
  session.variant.givens.forEach(
    (value, cell) => (squares[geometry.cellRow[cell] * geometry.cols + geometry.cellCol[cell]] = value),
  );
  return squares;
}

function sourceOf(target: GridTarget): string {
  return `${target.sheetName}!${target.address}`;
}

/** "2026-11-24 03:30", local time. */
function startedText(epochMs: number): string {
  const date = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

export class SolveAlongController extends KindPanelState<SolveAlongState> {
  private sessions: StoredSession[] = [];
  private current: StoredSession | undefined;
  /** What each cell of the range held at the last change seen (0 for a blank or a mark that is no digit). */
  private known: number[] = [];
  private resumedAt = 0;
  private registration: Registration | undefined;
  /** Changes are handled one after another, in the order Office sent them. */
  private queue: Promise<void> = Promise.resolve();
  private models = new Map<string, SessionModel>();
  private readonly now: () => number;

  constructor(private readonly deps: SolveAlongDeps) {
    super({ phase: 'idle', flagWrong: false, ...DEFAULT_KIND_SETTING });
    this.now = deps.now ?? (() => Date.now());
  }

  override get busy(): boolean {
    return this.state.phase === 'starting' || this.state.phase === 'writing';
  }

  /** Reads the sessions the workbook keeps; one that was not stopped waits to be resumed (the time since its last entry is not counted). */
  async restore(): Promise<SolveAlongState> {
    this.sessions = loadSessions(this.deps.store);
    const open = [...this.sessions].reverse().find((session) => session.state !== 'stopped');
    if (!open) return this.state;
    const lastEntry = open.entries[open.entries.length - 1]?.seconds ?? 0;
    if (open.state === 'watching') open.activeSeconds = Math.max(open.activeSeconds, lastEntry);
    open.state = 'paused';
    this.current = open;
    try {
      await this.model(open);
    } catch (error) {
      return this.failedWith(error);
    }
    return this.update({
      phase: 'paused',
      flagWrong: open.flagWrong,
      session: this.summary(open),
      notice: { kind: 'resumable', source: sourceOf(open.target), entries: open.entries.length },
    });
  }

  /** Starts a session on the selected puzzle: its digits now are the givens. */
  async start(): Promise<SolveAlongState> {
    if (this.busy) return this.refuseWhileBusy();
    if (this.state.phase === 'watching') return this.state;
    if (this.current) await this.stop();
    this.update({ phase: 'starting', problem: undefined, notice: undefined, hint: undefined, sheetName: undefined });
    try {
      const read = await this.deps.runExcel((context) => readPuzzleSelection(context));
      if (read.status === 'unreadable') return this.failed({ reason: 'unreadable', detail: read.detail });
      const shape =
        read.status === 'bad-selection' ? { rows: read.rows, columns: read.columns } : { rows: 9, columns: 9 };
      const choice = kindChoiceFor(this.state, shape.rows, shape.columns);
      this.offerBoxShapesFor(shape.rows, shape.columns);
      if (!choice) return this.failed({ reason: 'bad-selection', rows: shape.rows, columns: shape.columns });
      const puzzle =
        read.status === 'ok' && isNineByNine(choice)
          ? this.nineByNine(read.values, read.target)
          : await this.otherKind();
      if ('problem' in puzzle) return this.failed(puzzle.problem);
      const model = await this.model(puzzle);
      if (model.status === 'invalid') return this.failed({ reason: 'invalid', kind: model.errorKind ?? 'bad-input' });
      const session: StoredSession = {
        id: this.sessions.reduce((most, each) => Math.max(most, each.id), 0) + 1,
        ...puzzle,
        startedAt: this.now(),
        state: 'watching',
        activeSeconds: 0,
        flagWrong: this.state.flagWrong,
        flagged: [],
        entries: [],
      };
      this.sessions.push(session);
      this.current = session;
      this.known = givensBySquare(session, model.geometry);
      await this.watch();
      await this.save();
      return this.update({ phase: 'watching', session: this.summary(session) });
    } catch (error) {
      return this.failedWith(error);
    }
  }

  /** The 9×9 selection's givens, or why there are none. */
  private nineByNine(
    values: unknown[][],
    target: GridTarget,
  ): Pick<StoredSession, 'puzzle' | 'target'> | { problem: SolveAlongProblem } {
    const puzzle = puzzleOfSheetValues(values, target);
    if ('problem' in puzzle) return puzzle;
    if (countGivens(puzzle.digits) === 0) return { problem: { reason: 'empty', address: sourceOf(target) } };
    return { puzzle: digitsToString(puzzle.digits), target };
  }

  /** The selection read as the kind chosen or proposed (as Analyse and Library read it), or why it cannot be. */
  private async otherKind(): Promise<
    Pick<StoredSession, 'puzzle' | 'target' | 'variant'> | { problem: SolveAlongProblem }
  > {
    const first = kindChoiceFor(this.state, 9, 9) ?? { kind: 'standard' as const };
    const kindFor = (rows: number, columns: number) => {
      this.offerBoxShapesFor(rows, columns);
      return kindChoiceFor(this.state, rows, columns);
    };
    const read = await this.deps.runExcel((context) => readSelectedPuzzle(context, first, kindFor));
    switch (read.status) {
      case 'ok': {
        const variant = { spec: read.puzzle.spec, givens: Array.from(read.puzzle.givens) };
        return { puzzle: variantPuzzleKey(variant), target: read.target, variant };
      }
      case 'bad-selection':
        return { problem: { reason: 'bad-selection', rows: read.rows, columns: read.columns } };
      case 'unreadable':
        return { problem: { reason: 'unreadable', detail: read.detail } };
      case 'empty':
        return { problem: { reason: 'empty-range' } };
      case 'need-grids':
        return { problem: { reason: 'need-grids', rows: read.rows, columns: read.columns } };
      case 'bad-cells':
        return { problem: { reason: 'bad-symbols', cells: read.cells, size: read.size } };
      case 'bad-layout':
        return { problem: { reason: 'bad-layout', kind: read.kind, message: read.message, cells: read.cells } };
    }
  }

  /** Stops the clock and the watching; Resume goes on. */
  async pause(): Promise<SolveAlongState> {
    const session = this.current;
    if (!session || session.state !== 'watching') return this.state;
    session.activeSeconds = this.elapsedSeconds();
    session.state = 'paused';
    await this.detach();
    await this.save();
    return this.update({ phase: 'paused' });
  }

  /** Watches again; what was typed while paused becomes the known grid, without entries. */
  async resume(): Promise<SolveAlongState> {
    const session = this.current;
    if (this.busy) return this.refuseWhileBusy();
    if (!session || session.state !== 'paused') return this.state;
    try {
      const grid = await this.deps.runExcel((context) => readInputGrid(context, session.target));
      const size = session.variant?.spec.size ?? 9;
      this.known = grid.values.flat().map((value) => Math.max(cellValue(value, size), 0));
      session.state = 'watching';
      await this.watch();
      await this.save();
      return this.update({ phase: 'watching', session: this.summary(session), notice: undefined, problem: undefined });
    } catch (error) {
      return this.failedWith(error);
    }
  }

  /** Ends the session: no more watching, the flags taken off, the session sheet written. */
  async stop(): Promise<SolveAlongState> {
    const session = this.current;
    if (!session) return this.state;
    if (session.state === 'watching') {
      session.activeSeconds = this.elapsedSeconds();
      await this.detach();
    }
    session.state = 'stopped';
    try {
      await this.takeOffFlags(session);
      await this.save();
      this.update({ phase: 'stopped' });
      await this.writeSheet(session);
      this.current = undefined;
      return this.update({ phase: 'stopped' });
    } catch (error) {
      this.current = undefined;
      return this.failedWith(error);
    }
  }

  /** The session sheet of the current (or last) session's puzzle, now. */
  async showSheet(): Promise<SolveAlongState> {
    const session = this.current ?? this.sessions[this.sessions.length - 1];
    if (this.busy) return this.refuseWhileBusy();
    if (!session) return this.state;
    const phase = this.state.phase;
    try {
      await this.writeSheet(session);
      return this.update({ phase });
    } catch (error) {
      return this.failedWith(error);
    }
  }

  /** Flag wrong entries from now on (on), or take every flag off (off). */
  async setFlagWrong(on: boolean): Promise<SolveAlongState> {
    this.update({ flagWrong: on });
    const session = this.current;
    if (!session) return this.state;
    session.flagWrong = on;
    if (!on) await this.takeOffFlags(session);
    await this.save();
    return this.state;
  }

  /** The Analyse tab's hint on the live grid (wrong entries first, then the three levels). */
  async hint(): Promise<SolveAlongState> {
    const session = this.current;
    if (!session) return this.state;
    return this.update({ hint: await this.deps.hint(session.target, session.puzzle, session.variant) });
  }

  /** Detaches the change handler (the pane is closing); the stored session stays resumable. */
  async detach(): Promise<void> {
    const registration = this.registration;
    this.registration = undefined;
    if (registration) await unwatch(registration);
  }

  private async watch(): Promise<void> {
    const session = this.current as StoredSession;
    this.resumedAt = this.now();
    this.registration = await this.deps.runExcel((context) =>
      watchSheet(context, session.target, (change) => this.onSheetChange(change)),
    );
  }

  private elapsedSeconds(): number {
    const session = this.current;
    if (!session) return 0;
    return session.state === 'watching'
      ? session.activeSeconds + (this.now() - this.resumedAt) / 1000
      : session.activeSeconds;
  }

  /** Office's change event: the time is taken at once, the cells read in turn. */
  onSheetChange(change: SheetChange): Promise<void> {
    const session = this.current;
    if (
      !session ||
      session.state !== 'watching' ||
      (change.worksheetId && change.worksheetId !== session.target.sheetId)
    )
      return Promise.resolve();
    const area = areaOfChange(session.target, change.address);
    if (!area) return Promise.resolve();
    const seconds = Math.round(this.elapsedSeconds() * 10) / 10;
    this.queue = this.queue
      .then(() => this.record(session, area, seconds))
      .catch((error: unknown) => void this.failedWith(error));
    return this.queue;
  }

  /** Reads only the changed block (the whole range when the change's address could not be read) and notes what changed in it. */
  private async record(session: StoredSession, area: GridArea, seconds: number): Promise<void> {
    const changed = await this.deps.runExcel((context) => readChangedCells(context, session.target, area));
    const { geometry } = await this.model(session);
    const givens = givensBySquare(session, geometry);
    const columns = geometry?.cols ?? 9;
    const size = geometry?.size ?? 9;
    const combined = geometry && session.variant && isCombined(session.variant.spec.kind);
    const cell = (row: number, column: number) => ({
      cell: inputCellAddress(session.target.address, row + 1, column + 1),
      ...(combined ? { grid: gridsAt(geometry, [[row + 1, column + 1]])[0] } : {}),
    });
    const added: SessionEntry[] = [];
    let notice: SolveAlongNotice | undefined;
    for (const [row, column] of cellsOfArea(area)) {
      const index = row * columns + column;
      // A square no grid covers is no cell of the puzzle: what is typed there is not the puzzle's.
      if (geometry && geometry.cellAt[index] < 0) continue;
      const raw = changed.value(row, column);
      const symbol = geometry ? cellValue(raw, size) : cellSymbol(raw);
      if (givens[index] !== 0) {
        if (symbol !== givens[index]) notice = { kind: 'given-changed', ...cell(row, column) };
        continue;
      }
      if (symbol < 0)
        notice = { kind: 'not-a-digit', ...cell(row, column), found: foundText(raw), ...(geometry ? { size } : {}) };
      const value = Math.max(symbol, 0);
      if (value === this.known[index]) continue;
      this.known[index] = value;
      added.push({ seconds, row: row + 1, col: column + 1, value });
    }
    if (added.length === 0) {
      if (notice) this.update({ notice });
      return;
    }
    session.entries.push(...added);
    if (session.flagWrong) await this.reflag(session, added, changed);
    const last = added[added.length - 1];
    const verdict = this.verdictOf(session, last);
    this.update({
      session: this.summary(session),
      notice:
        notice ??
        (added.length === 1
          ? { kind: 'entry', ...cell(last.row - 1, last.col - 1), value: last.value, verdict }
          : { kind: 'entries', count: added.length }),
    });
    await this.save();
  }

  private verdictOf(session: StoredSession, entry: SessionEntry): 'correct' | 'wrong' | 'erased' {
    if (entry.value === 0) return 'erased';
    const analysed = this.models.get(session.puzzle)?.analysed;
    return analysed &&
      Number(analysed.solution[(entry.row - 1) * (analysed.columns ?? 9) + entry.col - 1]) === entry.value
      ? 'correct'
      : 'wrong';
  }

  /** Flags the cells whose new entry is wrong, takes the flag off those corrected or erased. */
  private async reflag(session: StoredSession, added: readonly SessionEntry[], changed: ChangedCells): Promise<void> {
    const flag: GridCell[] = [];
    const unflag: StoredSession['flagged'] = [];
    for (const entry of added) {
      const [row, column] = [entry.row - 1, entry.col - 1];
      const at = session.flagged.findIndex((cell) => cell.row === row && cell.column === column);
      const wrong = this.verdictOf(session, entry) === 'wrong';
      if (wrong && at < 0) {
        flag.push([row, column]);
        const fill = changed.fill(row, column);
        session.flagged.push({ row, column, original: fill === WRONG_ENTRY_FILL ? '#FFFFFF' : fill });
      } else if (!wrong && at >= 0) {
        unflag.push(...session.flagged.splice(at, 1));
      }
    }
    if (flag.length > 0 || unflag.length > 0)
      await this.deps.runExcel((context) => updateFlags(context, session.target, flag, unflag));
  }

  private async takeOffFlags(session: StoredSession): Promise<void> {
    const flagged = session.flagged.splice(0);
    if (flagged.length > 0) await this.deps.runExcel((context) => updateFlags(context, session.target, [], flagged));
  }

  private async writeSheet(session: StoredSession): Promise<void> {
    this.update({ phase: 'writing' });
    const { analysed, geometry } = await this.model(session);
    const blocks: SessionBlock[] = this.sessions
      .filter((each) => each.puzzle === session.puzzle)
      .map((each, i) => ({
        number: i + 1,
        started: startedText(each.startedAt),
        figures: compareSession(analysed, each.entries),
      }));
    const otherKind = geometry && { rows: geometry.rows, columns: geometry.cols, symbols: geometry.size };
    const model = buildSessionSheet({
      source: sourceOf(session.target),
      inputAddress: session.target.address,
      sessions: blocks,
      language: this.deps.language,
      ...(otherKind ? { otherKind } : {}),
    });
    const written = await this.deps.runExcel((context) => writeSessionSheet(context, session.puzzle, model));
    this.update({ sheetName: written.sheetName });
  }

  /** The analyser's result for a puzzle, from the worker (kept for the session's life): the 9×9 analyser, or the variant analyser for another kind. */
  private async model(puzzle: Pick<StoredSession, 'puzzle' | 'variant'>): Promise<SessionModel> {
    const known = this.models.get(puzzle.puzzle);
    if (known) return known;
    const { techniques, weights } = this.deps.analyseOptions();
    const variant = puzzle.variant;
    const request: AnalysisWorkerRequest = variant
      ? { type: 'analyse-variant', spec: variant.spec, givens: variant.givens, options: { techniques, weights } }
      : { type: 'analyse', puzzle: puzzle.puzzle, options: this.deps.analyseOptions() };
    const reply = await runInWorker<AnalysisWorkerRequest, AnalysisWorkerReply, AnalysisWorkerReply | Error>(
      this.deps.createWorker(),
      request,
      (each, finish) => {
        // A variant analysis reports its progress before its answer.
        if (each.type === 'progress') return;
        finish(
          each.type === 'analysis' || each.type === 'variant-analysis'
            ? each
            : new Error(each.type === 'error' ? each.message : `unexpected reply ${each.type}`),
        );
      },
    );
    if (reply instanceof Error) throw reply;
    let model: SessionModel;
    if (reply.type === 'variant-analysis' && variant) {
      const geometry = geometryOfSpec(variant.spec);
      const { result } = reply;
      model = {
        status: result.status,
        errorKind: result.error?.kind,
        geometry,
        analysed: analysedOnSquares(geometry, result.solution, result.steps),
      };
    } else if (reply.type === 'analysis') {
      const { result } = reply;
      model = {
        status: result.status,
        errorKind: result.error?.kind,
        analysed: { solution: result.solution ?? '', steps: result.steps },
      };
    } else {
      throw new Error(`unexpected reply ${reply.type}`);
    }
    this.models.set(puzzle.puzzle, model);
    return model;
  }

  private async save(): Promise<void> {
    try {
      await saveSessions(this.sessions, this.deps.store);
    } catch (error) {
      this.update({ notice: { kind: 'save-failed', detail: error instanceof Error ? error.message : String(error) } });
    }
  }

  private summary(session: StoredSession): SolveAlongState['session'] {
    const wrong = session.entries.filter((entry) => this.verdictOf(session, entry) === 'wrong').length;
    return {
      id: session.id,
      source: sourceOf(session.target),
      entries: session.entries.length,
      wrong,
      ...this.progress(session),
    };
  }

  /** How many of the puzzle's blank cells hold a digit now, from the cells last read; nothing before the range is read (a session restored, not yet resumed). */
  private progress(session: StoredSession): { filled: number; toFill: number } | undefined {
    if (this.known.length === 0) return undefined;
    const geometry = this.models.get(session.puzzle)?.geometry;
    const givens = givensBySquare(session, geometry);
    let filled = 0;
    let toFill = 0;
    givens.forEach((given, index) => {
      if (given !== 0 || (geometry && geometry.cellAt[index] < 0)) return;
      toFill++;
      if (this.known[index] !== 0) filled++;
    });
    return { filled, toFill };
  }

  private failed(problem: SolveAlongProblem): SolveAlongState {
    return this.update({ phase: this.current ? this.state.phase : 'idle', problem });
  }

  private failedWith(error: unknown): SolveAlongState {
    const detail = error instanceof Error ? error.message : String(error);
    const phase = this.current?.state === 'watching' ? 'watching' : this.current ? 'paused' : 'idle';
    return this.update({
      phase,
      problem: error instanceof WorkerCrashed ? { reason: 'worker-failed', detail } : { reason: 'failed', detail },
    });
  }
}
