/**
 * Solve-along sessions kept in the workbook (issue 12): in the document's add-in settings, like the
 * analysis settings, so they travel with the file and a reloaded workbook finds a session that was
 * not stopped and resumes it. Stored content is read defensively: a session that cannot be read
 * is left out, never a reason for the pane to fail.
 */

import type { SessionEntry } from '../engine/analyser';
import { SHEET_KINDS, type PuzzleSpec, type SheetKind } from '../io/sheet-puzzle';
import type { Highlight } from './analysis';
import type { GridTarget } from './selection';
import { documentSettings, save, type SettingsStore } from './settings';

export const SOLVE_ALONG_KEY = 'sudokuAnalyzer.solveAlong';

export interface StoredSession {
  /** 1-based, in the order sessions were started in this workbook. */
  id: number;
  /** The givens when the session started, 81 characters ('.' blank); for another kind its variantPuzzleKey. */
  puzzle: string;
  /** A puzzle of another kind than the 9×9 (issue 20): what rebuilds its geometry, and its givens by cell (0 blank). */
  variant?: StoredVariant;
  /** The puzzle's range (another kind's bounding range). */
  target: GridTarget;
  /** Epoch milliseconds. */
  startedAt: number;
  state: 'watching' | 'paused' | 'stopped';
  /** Seconds counted up to the last pause (or the last entry, for a session the pane left watching). */
  activeSeconds: number;
  flagWrong: boolean;
  /** Cells filled as wrong, with the fill each had before. */
  flagged: Highlight['cells'];
  entries: SessionEntry[];
}

export interface StoredVariant {
  spec: PuzzleSpec;
  givens: number[];
}

/** One string per puzzle of another kind (sessions of one puzzle share a sheet): its spec and givens. */
export function variantPuzzleKey(variant: StoredVariant): string {
  const { spec } = variant;
  return [spec.kind, spec.box ?? '', spec.grids ?? '', spec.size, spec.maps.join('/'), variant.givens.join(',')].join(
    '|',
  );
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readEntry(value: unknown): SessionEntry | undefined {
  const entry = value as Partial<SessionEntry> | null;
  if (!entry || !isNumber(entry.seconds) || !isNumber(entry.row) || !isNumber(entry.col) || !isNumber(entry.value))
    return undefined;
  return { seconds: entry.seconds, row: entry.row, col: entry.col, value: entry.value };
}

function readVariant(value: unknown): StoredVariant | undefined {
  const variant = value as { spec?: Partial<PuzzleSpec>; givens?: unknown } | null;
  const spec = variant?.spec;
  if (
    !spec ||
    !(SHEET_KINDS as readonly unknown[]).includes(spec.kind) ||
    !isNumber(spec.size) ||
    !Array.isArray(spec.maps) ||
    !spec.maps.every((map) => typeof map === 'string')
  )
    return undefined;
  if (!Array.isArray(variant.givens) || !variant.givens.every(isNumber)) return undefined;
  const optional = (text: unknown, key: 'box' | 'grids') => (typeof text === 'string' ? { [key]: text } : {});
  return {
    spec: {
      kind: spec.kind as SheetKind,
      size: spec.size,
      maps: spec.maps,
      ...optional(spec.box, 'box'),
      ...optional(spec.grids, 'grids'),
    },
    givens: variant.givens as number[],
  };
}

function readSession(value: unknown): StoredSession | undefined {
  const session = value as Partial<StoredSession> | null;
  if (!session || !isNumber(session.id) || typeof session.puzzle !== 'string' || !isNumber(session.startedAt))
    return undefined;
  // Sessions stored before issue 20 have no variant: a 9×9 of 81 characters.
  const variant = session.variant === undefined ? undefined : readVariant(session.variant);
  if (!variant && (session.variant !== undefined || session.puzzle.length !== 81)) return undefined;
  const target = session.target as Partial<GridTarget> | undefined;
  if (
    !target ||
    typeof target.sheetId !== 'string' ||
    typeof target.sheetName !== 'string' ||
    typeof target.address !== 'string'
  )
    return undefined;
  const entries = Array.isArray(session.entries) ? session.entries.map(readEntry) : [];
  if (entries.some((entry) => entry === undefined)) return undefined;
  const flagged = Array.isArray(session.flagged)
    ? session.flagged.filter(
        (cell) => isNumber(cell?.row) && isNumber(cell?.column) && typeof cell?.original === 'string',
      )
    : [];
  const state = session.state === 'watching' || session.state === 'paused' ? session.state : 'stopped';
  return {
    id: session.id,
    puzzle: variant ? variantPuzzleKey(variant) : session.puzzle,
    ...(variant ? { variant } : {}),
    target: { sheetId: target.sheetId, sheetName: target.sheetName, address: target.address },
    startedAt: session.startedAt,
    state,
    activeSeconds: isNumber(session.activeSeconds) ? session.activeSeconds : 0,
    flagWrong: session.flagWrong === true,
    flagged,
    entries: entries as SessionEntry[],
  };
}

/** Every readable session of the workbook, oldest first. */
export function loadSessions(store: SettingsStore = documentSettings()): StoredSession[] {
  const stored = store.get(SOLVE_ALONG_KEY) as { sessions?: unknown } | null;
  if (!stored || !Array.isArray(stored.sessions)) return [];
  return stored.sessions.map(readSession).filter((session): session is StoredSession => session !== undefined);
}

/** Stores the sessions in the workbook; rejects with Office's reason when it cannot. */
export async function saveSessions(
  sessions: readonly StoredSession[],
  store: SettingsStore = documentSettings(),
): Promise<void> {
  store.set(SOLVE_ALONG_KEY, { version: 1, sessions });
  await save(store);
}
