/**
 * The logic of the pane's Solve along tab (SPEC §14, issue 12): Start on the selected puzzle,
 * then note every digit the person enters, changes or erases in its range, with the time, while
 * watching (Pause and Resume stop and restart the clock; Stop ends the session). Nothing is
 * written into the person's cells: a wrong entry is flagged, if the person chose that, by a fill
 * that is taken off when the cell is corrected. The session is kept in the workbook after every
 * change, so a reloaded workbook resumes it; Stop (or Show the session sheet at any time) writes
 * the puzzle's session sheet with every session of that puzzle side by side.
 *
 * The words are in solve-along-strings.ts, the view is solve-along-tab.tsx.
 */

import { cellSymbol, foundText } from '../engine/cell-reader';
import { countGivens, digitsToString } from '../engine/grid';
import { compareSession, type SessionEntry } from '../engine/solve-along';
import type { AnalysisResult, TechniqueLetter } from '../engine/types';
import { inputCellAddress } from '../report/analysis-sheet';
import { buildSessionSheet, type SessionBlock } from '../report/session-sheet';
import { readInputGrid, readPuzzleSelection, type GridCell } from '../excel/analysis';
import type { GridTarget } from '../excel/selection';
import type { SettingsStore } from '../excel/settings';
import { cellsOfChange, unwatch, updateFlags, watchSheet, writeSessionSheet, WRONG_ENTRY_FILL, type SheetChange } from '../excel/solve-along';
import { loadSessions, saveSessions, type StoredSession } from '../excel/solve-along-store';
import type { AnalysisNotice, AnalysisWorkerLike } from './analysis-controller';
import type { AnalysisWorkerReply, AnalysisWorkerRequest } from './analysis-worker';
import type { Language } from './language';
import { PanelState } from './panel-state';
import { puzzleOfSheetValues, type SelectionProblem } from './sheet-puzzle';
import { runInWorker, WorkerCrashed } from './worker-host';

export interface SolveAlongDeps {
  runExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  /** The analysis worker (the same script as Analyse's). */
  createWorker(): AnalysisWorkerLike;
  /** The workbook's technique switches and weights. */
  analyseOptions(): { techniques?: string; weights?: Partial<Record<TechniqueLetter, number>> };
  /** Where sessions are kept (the document's settings; a fake in tests). */
  store: SettingsStore;
  /** The Analyse tab's three-level hint on a range (its notice). */
  hint(target: GridTarget, puzzle: string): Promise<AnalysisNotice | undefined>;
  language: Language;
  /** Epoch milliseconds (default Date.now). */
  now?: () => number;
}

export type SolveAlongProblem =
  | SelectionProblem
  /** The puzzle has no solution or several: a person cannot be compared with the analyser. */
  | { reason: 'invalid'; kind: string }
  | { reason: 'worker-failed'; detail: string }
  | { reason: 'failed'; detail: string };

/** What happened while watching (shown, never blocking). */
export type SolveAlongNotice =
  | { kind: 'entry'; cell: string; value: number; verdict: 'correct' | 'wrong' | 'erased' }
  | { kind: 'entries'; count: number }
  | { kind: 'not-a-digit'; cell: string; found: string }
  | { kind: 'given-changed'; cell: string }
  /** A session the workbook kept (the pane was closed or the file reopened), ready to resume. */
  | { kind: 'resumable'; source: string; entries: number }
  | { kind: 'save-failed'; detail: string };

export interface SolveAlongState {
  phase: 'idle' | 'starting' | 'watching' | 'paused' | 'writing' | 'stopped';
  flagWrong: boolean;
  session?: { id: number; source: string; entries: number; wrong: number };
  sheetName?: string;
  problem?: SolveAlongProblem;
  notice?: SolveAlongNotice;
  hint?: AnalysisNotice;
}

type Registration = OfficeExtension.EventHandlerResult<Excel.WorksheetChangedEventArgs>;

function sourceOf(target: GridTarget): string {
  return `${target.sheetName}!${target.address}`;
}

/** "2026-11-24 03:30", local time. */
function startedText(epochMs: number): string {
  const date = new Date(epochMs);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

export class SolveAlongController extends PanelState<SolveAlongState> {
  private sessions: StoredSession[] = [];
  private current: StoredSession | undefined;
  /** What each cell of the range held at the last change seen (0 for a blank or a mark that is no digit). */
  private known: number[] = [];
  private resumedAt = 0;
  private registration: Registration | undefined;
  /** Changes are handled one after another, in the order Office sent them. */
  private queue: Promise<void> = Promise.resolve();
  private analyses = new Map<string, AnalysisResult>();
  private readonly now: () => number;

  constructor(private readonly deps: SolveAlongDeps) {
    super({ phase: 'idle', flagWrong: false });
    this.now = deps.now ?? (() => Date.now());
  }

  get busy(): boolean {
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
      await this.analysis(open.puzzle);
    } catch (error) {
      return this.failedWith(error);
    }
    return this.update({ phase: 'paused', flagWrong: open.flagWrong, session: this.summary(open), notice: { kind: 'resumable', source: sourceOf(open.target), entries: open.entries.length } });
  }

  /** Starts a session on the selected puzzle: its digits now are the givens. */
  async start(): Promise<SolveAlongState> {
    if (this.busy || this.state.phase === 'watching') return this.state;
    if (this.current) await this.stop();
    this.update({ phase: 'starting', problem: undefined, notice: undefined, hint: undefined, sheetName: undefined });
    try {
      const read = await this.deps.runExcel((context) => readPuzzleSelection(context));
      if (read.status === 'bad-selection') return this.failed({ reason: 'bad-selection', rows: read.rows, columns: read.columns });
      if (read.status === 'unreadable') return this.failed({ reason: 'unreadable', detail: read.detail });
      const puzzle = puzzleOfSheetValues(read.values, read.target);
      if ('problem' in puzzle) return this.failed(puzzle.problem);
      if (countGivens(puzzle.digits) === 0) return this.failed({ reason: 'empty', address: sourceOf(read.target) });
      const text = digitsToString(puzzle.digits);
      const result = await this.analysis(text);
      if (result.status === 'invalid') return this.failed({ reason: 'invalid', kind: result.error?.kind ?? 'bad-input' });
      const session: StoredSession = {
        id: this.sessions.reduce((most, each) => Math.max(most, each.id), 0) + 1,
        puzzle: text,
        target: read.target,
        startedAt: this.now(),
        state: 'watching',
        activeSeconds: 0,
        flagWrong: this.state.flagWrong,
        flagged: [],
        entries: [],
      };
      this.sessions.push(session);
      this.current = session;
      this.known = [...puzzle.digits];
      await this.watch();
      await this.save();
      return this.update({ phase: 'watching', session: this.summary(session) });
    } catch (error) {
      return this.failedWith(error);
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
    if (!session || session.state !== 'paused' || this.busy) return this.state;
    try {
      const grid = await this.deps.runExcel((context) => readInputGrid(context, session.target));
      this.known = grid.values.flat().map((value) => Math.max(cellSymbol(value), 0));
      session.state = 'watching';
      await this.watch();
      await this.save();
      return this.update({ phase: 'watching', notice: undefined, problem: undefined });
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
    if (!session || this.busy) return this.state;
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
    return this.update({ hint: await this.deps.hint(session.target, session.puzzle) });
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
    this.registration = await this.deps.runExcel((context) => watchSheet(context, session.target, (change) => this.onSheetChange(change)));
  }

  private elapsedSeconds(): number {
    const session = this.current;
    if (!session) return 0;
    return session.state === 'watching' ? session.activeSeconds + (this.now() - this.resumedAt) / 1000 : session.activeSeconds;
  }

  /** Office's change event: the time is taken at once, the cells read in turn. */
  onSheetChange(change: SheetChange): Promise<void> {
    const session = this.current;
    if (!session || session.state !== 'watching' || (change.worksheetId && change.worksheetId !== session.target.sheetId)) return Promise.resolve();
    const cells = cellsOfChange(session.target, change.address);
    if (cells.length === 0) return Promise.resolve();
    const seconds = Math.round(this.elapsedSeconds() * 10) / 10;
    this.queue = this.queue.then(() => this.record(session, cells, seconds)).catch((error: unknown) => void this.failedWith(error));
    return this.queue;
  }

  private async record(session: StoredSession, cells: readonly GridCell[], seconds: number): Promise<void> {
    const grid = await this.deps.runExcel((context) => readInputGrid(context, session.target));
    const address = (row: number, column: number) => inputCellAddress(session.target.address, row + 1, column + 1);
    const added: SessionEntry[] = [];
    let notice: SolveAlongNotice | undefined;
    for (const [row, column] of cells) {
      const index = row * 9 + column;
      const raw = grid.values[row][column];
      const symbol = cellSymbol(raw);
      if (session.puzzle[index] !== '.') {
        if (symbol !== Number(session.puzzle[index])) notice = { kind: 'given-changed', cell: address(row, column) };
        continue;
      }
      if (symbol < 0) notice = { kind: 'not-a-digit', cell: address(row, column), found: foundText(raw) };
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
    if (session.flagWrong) await this.reflag(session, added, grid.fills);
    const last = added[added.length - 1];
    const verdict = this.verdictOf(session, last);
    this.update({ session: this.summary(session), notice: notice ?? (added.length === 1 ? { kind: 'entry', cell: address(last.row - 1, last.col - 1), value: last.value, verdict } : { kind: 'entries', count: added.length }) });
    await this.save();
  }

  private verdictOf(session: StoredSession, entry: SessionEntry): 'correct' | 'wrong' | 'erased' {
    if (entry.value === 0) return 'erased';
    const solution = this.analyses.get(session.puzzle)?.solution;
    return solution && Number(solution[(entry.row - 1) * 9 + entry.col - 1]) === entry.value ? 'correct' : 'wrong';
  }

  /** Flags the cells whose new entry is wrong, takes the flag off those corrected or erased. */
  private async reflag(session: StoredSession, added: readonly SessionEntry[], fills: string[][]): Promise<void> {
    const flag: GridCell[] = [];
    const unflag: StoredSession['flagged'] = [];
    for (const entry of added) {
      const [row, column] = [entry.row - 1, entry.col - 1];
      const at = session.flagged.findIndex((cell) => cell.row === row && cell.column === column);
      const wrong = this.verdictOf(session, entry) === 'wrong';
      if (wrong && at < 0) {
        flag.push([row, column]);
        session.flagged.push({ row, column, original: fills[row][column] === WRONG_ENTRY_FILL ? '#FFFFFF' : fills[row][column] });
      } else if (!wrong && at >= 0) {
        unflag.push(...session.flagged.splice(at, 1));
      }
    }
    if (flag.length > 0 || unflag.length > 0) await this.deps.runExcel((context) => updateFlags(context, session.target, flag, unflag));
  }

  private async takeOffFlags(session: StoredSession): Promise<void> {
    const flagged = session.flagged.splice(0);
    if (flagged.length > 0) await this.deps.runExcel((context) => updateFlags(context, session.target, [], flagged));
  }

  private async writeSheet(session: StoredSession): Promise<void> {
    this.update({ phase: 'writing' });
    const result = await this.analysis(session.puzzle);
    const blocks: SessionBlock[] = this.sessions
      .filter((each) => each.puzzle === session.puzzle)
      .map((each, i) => ({ number: i + 1, started: startedText(each.startedAt), figures: compareSession({ solution: result.solution ?? '', steps: result.steps }, each.entries) }));
    const model = buildSessionSheet({ source: sourceOf(session.target), inputAddress: session.target.address, sessions: blocks, language: this.deps.language });
    const written = await this.deps.runExcel((context) => writeSessionSheet(context, session.puzzle, model));
    this.update({ sheetName: written.sheetName });
  }

  /** The analyser's result for a puzzle, from the worker (kept for the session's life). */
  private async analysis(puzzle: string): Promise<AnalysisResult> {
    const known = this.analyses.get(puzzle);
    if (known) return known;
    const request: AnalysisWorkerRequest = { type: 'analyse', puzzle, options: this.deps.analyseOptions() };
    const result = await runInWorker<AnalysisWorkerRequest, AnalysisWorkerReply, AnalysisResult | Error>(this.deps.createWorker(), request, (reply, finish) =>
      finish(reply.type === 'analysis' ? reply.result : new Error(reply.type === 'error' ? reply.message : `unexpected reply ${reply.type}`)),
    );
    if (result instanceof Error) throw result;
    this.analyses.set(puzzle, result);
    return result;
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
    return { id: session.id, source: sourceOf(session.target), entries: session.entries.length, wrong };
  }

  private failed(problem: SolveAlongProblem): SolveAlongState {
    return this.update({ phase: this.current ? this.state.phase : 'idle', problem });
  }

  private failedWith(error: unknown): SolveAlongState {
    const detail = error instanceof Error ? error.message : String(error);
    const phase = this.current?.state === 'watching' ? 'watching' : this.current ? 'paused' : 'idle';
    return this.update({ phase, problem: error instanceof WorkerCrashed ? { reason: 'worker-failed', detail } : { reason: 'failed', detail } });
  }
}
