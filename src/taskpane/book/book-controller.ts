/**
 * The logic of the pane's Book tab (issue 40 item 4): a plan from the form (or pasted as JSON),
 * read by the engine's plan reader in the book worker so that the pane refuses exactly what
 * `sudoku-analyzer book` refuses, with the refusal placed at its field (the reader stays out of
 * taskpane.js); the book made in the book worker with progress
 * and Cancel; its sheets (puzzle pages, solution pages, analysis, plan) written to new sheets,
 * print-ready where ExcelApi 1.9 is there and said to need it where it is not.
 *
 * BookController holds the logic (tested without a DOM); book-tab.tsx is its view; the words are
 * in book-strings.ts.
 */

import { GRADE_NAMES } from '../../engine/analyser';
import type { Symmetry } from '../../engine/transforms';
import { isCombined, SHEET_KINDS, type SheetKind } from '../../io/sheet-puzzle';
import type { PlanRefusal } from '../../report/plan-refusal-words';
import { PRINT_SETUP_API, writeBookSheets } from '../../excel/book';
import { supportsExcelApi } from '../../excel/selection';
import { languageOf } from '../shared/language';
import { PanelState, type BusyRefusal } from '../shared/panel-state';
import { onWorkerCrash, type PaneWorker } from '../shared/worker-host';
import type { BookReply, BookRequest, BookStartRequest } from './book-worker';

export type BookWorkerLike = PaneWorker<BookRequest, BookReply>;

export interface BookPanelDeps {
  /** Excel.run, or a fake in tests. */
  runExcel<T>(work: (context: Excel.RequestContext) => Promise<T>): Promise<T>;
  /** `() => new Worker('book-worker.js')` in the pane; an in-process stand-in in tests. */
  createWorker(): BookWorkerLike | Worker;
  /** The text of a pattern sample the add-in ships (samples/Pattern500.txt beside the pane). */
  loadSample(name: string): Promise<string>;
  /** Default: ExcelApi 1.9 is supported (the page layout the print settings use). */
  canPrintSetup?(): boolean;
  /** 'en', 'ja', or Office.context.displayLanguage; default: the Office display language. */
  language?: string;
}

/** The pattern samples the add-in ships beside the pane (the engine's PATTERN_SAMPLES; the plan reader checks a name). */
const SAMPLES = ['Pattern500'];

export type SectionTarget = 'grade' | 'rating';
export type SectionPatterns = 'random' | 'Pattern500';

/** One section as the form holds it: the texts typed, not yet read. */
export interface SectionForm {
  count: string;
  target: SectionTarget;
  /** Levels 1–8. */
  easiest: number;
  hardest: number;
  rating: string;
  patterns: SectionPatterns;
  symmetry: Symmetry | 'none';
  givens: string;
  /** The kind of the section's grids ('standard' of size 9 and no box: the 9×9). */
  kind: BookFormKind;
  /** Symbols of a standard, diagonal or windoku grid; the box shape ('' the squarest). */
  size: string;
  box: string;
  /** A jigsaw's region map, a colour kind's map (N² labels). */
  regions: string;
  colours: string;
}

/** The kinds a book section takes: every kind a sheet holds but a layout of offsets (a book names a preset). */
export type BookFormKind = Exclude<SheetKind, 'combined'>;
export const BOOK_FORM_KINDS: readonly BookFormKind[] = SHEET_KINDS.filter(
  (kind): kind is BookFormKind => kind !== 'combined',
);

/** A section's kind fields when it is of the 9×9. */
const NINE = { kind: 'standard', size: '9', box: '', regions: '', colours: '' } as const;

export interface BookForm {
  title: string;
  paper: string;
  /** Seconds per puzzle. */
  timeLimit: string;
  seed: string;
  sections: SectionForm[];
  /** A plan pasted as JSON: when not blank, it is the plan and the form's fields are not read. */
  json: string;
}

/** The plan the issue asks for at least, cut to what a pane makes in a minute or two. */
export const DEFAULT_FORM: BookForm = {
  title: 'Book 1',
  paper: 'A4',
  timeLimit: '10',
  seed: '',
  json: '',
  sections: [
    {
      count: '6',
      target: 'grade',
      easiest: 1,
      hardest: 1,
      rating: '',
      patterns: 'random',
      symmetry: 'rotate180',
      givens: '24..30',
      ...NINE,
    },
    {
      count: '6',
      target: 'grade',
      easiest: 2,
      hardest: 2,
      rating: '',
      patterns: 'random',
      symmetry: 'rotate180',
      givens: '24..30',
      ...NINE,
    },
  ],
};

export const NEW_SECTION: SectionForm = {
  count: '6',
  target: 'grade',
  easiest: 3,
  hardest: 3,
  rating: '',
  patterns: 'random',
  symmetry: 'rotate180',
  givens: '24..30',
  ...NINE,
};
/** A plan file loaded into the pane is read only up to this size: a plan of the largest book is far smaller. */
export const MAX_PLAN_FILE_BYTES = 1_000_000;
/** Sections the form offers at most (a longer plan can be pasted as JSON). */
export const MAX_FORM_SECTIONS = 8;

export type PlanField =
  | 'title'
  | 'paper'
  | 'timeLimit'
  | 'sections'
  | 'count'
  | 'grade'
  | 'rating'
  | 'symmetry'
  | 'givens'
  | 'patterns'
  | 'kind'
  | 'size'
  | 'regions'
  | 'colours'
  | 'json';

/** Where a refusal belongs: a field of the plan, or of section `section` (0-based). */
export interface FieldPlace {
  field: PlanField;
  section?: number;
}

export type BookProblem =
  /** The engine's plan reader refused (its English message, as the command line says it). */
  | { reason: 'bad-plan'; message: string; place: FieldPlace; refusal?: PlanRefusal }
  | { reason: 'bad-json'; message: string }
  /** A section whose patterns come from a file: the command line reads files. */
  | { reason: 'file-patterns'; section: number }
  | { reason: 'sample-unreadable'; detail: string }
  /** A plan file loaded into the JSON field is larger than any plan (its size in bytes). */
  | { reason: 'file-too-large'; size: number }
  | { reason: 'failed'; detail: string };

export type BookPhase = 'idle' | 'making' | 'writing' | 'done' | 'failed';

export interface BookProgress {
  done: number;
  count: number;
  /** The plan's index of the section of the last puzzle made, and its number in the section (1-based). */
  section: number;
  k: number;
  missed: number;
}

export interface BookResult {
  sheetNames: string[];
  printSetup: boolean;
  made: number;
  missed: number;
  pages: number;
  seed: number;
}

export interface BookState extends BusyRefusal {
  phase: BookPhase;
  progress: BookProgress;
  /** The sections of the plan being made, by the plan's index. */
  sections: { name: string; count: number }[];
  cancelled: boolean;
  problem?: BookProblem;
  result?: BookResult;
  /** ExcelApi 1.9 is there: the sheets get their print settings. */
  printSetup: boolean;
}

const NO_PROGRESS: BookProgress = { done: 0, count: 0, section: 0, k: 0, missed: 0 };

/** A typed number as a number, else the text as typed (so the reader's refusal quotes it). */
function numberOf(text: string): number | string {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** What `--seed S` makes of S on the command line (cli/io.ts seedOption): digits a number, else the word. */
export function seedOf(text: string): number | string | undefined {
  const seed = text.trim();
  if (!seed) return undefined;
  return /^\d+$/.test(seed) ? Number(seed) : seed;
}

function gradeText(easiest: number, hardest: number): string {
  const name = (level: number) => GRADE_NAMES[level - 1] ?? String(level);
  return easiest === hardest ? name(easiest) : `${name(easiest)}..${name(hardest)}`;
}

/** Whether the section is of the 9×9, which alone takes a rating range or the Pattern500 sample. */
export function isNineSection(section: SectionForm): boolean {
  return Object.keys(kindKeys(section)).length === 0;
}

/** The plan keys of a section's kind: none for the 9×9, the preset's name for a combined layout. */
function kindKeys(section: SectionForm): Record<string, unknown> {
  const { kind, box } = section;
  const size = numberOf(section.size);
  if (kind === 'standard' && size === 9 && box.trim() === '') return {};
  if (isCombined(kind)) return { kind };
  const mapped = kind === 'jigsaw' || kind === 'colour';
  return {
    kind,
    ...(mapped ? {} : { size }),
    ...(box.trim() !== '' && kind !== 'jigsaw' && kind !== 'windoku' ? { box: box.trim() } : {}),
    // A map left blank is left out, so that the reader says the kind needs one.
    ...(kind === 'jigsaw' && section.regions.trim() !== '' ? { regions: section.regions.trim() } : {}),
    ...(kind === 'colour' && section.colours.trim() !== '' ? { colours: section.colours.trim() } : {}),
  };
}

/** A section's patterns as the plan says them: none for a combined layout, whose generator chooses its givens. */
function patternsOf(section: SectionForm): Record<string, unknown> {
  if (isCombined(section.kind)) return {};
  return {
    patterns:
      section.patterns === 'random'
        ? { symmetry: section.symmetry, givens: section.givens.trim() }
        : { sample: section.patterns },
  };
}

/** The plan's JSON data as the form says it, in the command line's plan format. */
export function planOfForm(form: BookForm): Record<string, unknown> {
  return {
    title: form.title,
    paper: form.paper,
    timeLimit: numberOf(form.timeLimit),
    sections: form.sections.map((section) => ({
      count: numberOf(section.count),
      // Another kind takes a grade only: a rating range is the 9×9's.
      ...(section.target === 'grade' || !isNineSection(section)
        ? { grade: gradeText(section.easiest, section.hardest) }
        : { rating: section.rating.trim() }),
      ...patternsOf(section),
      ...kindKeys(section),
    })),
  };
}

/** The field a refusal of the plan reader names (its message begins "section N: " or "the plan: "). */
export function placeOf(message: string, form: BookForm): FieldPlace {
  const match = /^section (\d+)(?: patterns)?: ([\s\S]*)$/.exec(message);
  if (!match) {
    const problem = message.replace(/^the plan: /, '');
    if (/"title"/.test(problem)) return { field: 'title' };
    if (/paper/.test(problem)) return { field: 'paper' };
    if (/timeLimit/.test(problem)) return { field: 'timeLimit' };
    return { field: 'sections' };
  }
  const section = Number(match[1]) - 1;
  const problem = match[2];
  const target = form.sections[section]?.target ?? 'grade';
  if (/"count"/.test(problem)) return { field: 'count', section };
  if (/timeLimit/.test(problem)) return { field: 'timeLimit' };
  if (/givens|no pattern with the symmetry/.test(problem)) return { field: 'givens', section };
  if (/symmetry/.test(problem)) return { field: 'symmetry', section };
  if (/region/i.test(problem)) return { field: 'regions', section };
  if (/colou?r/i.test(problem)) return { field: 'colours', section };
  if (/"size"|symbols/.test(problem)) return { field: 'size', section };
  if (/kind|box/i.test(problem)) return { field: 'kind', section };
  if (/grade|rating|level/i.test(problem)) return { field: target, section };
  return { field: 'patterns', section };
}

export class BookController extends PanelState<BookState> {
  private worker: BookWorkerLike | undefined;
  private finishRun: ((reply: BookReply) => void) | undefined;

  constructor(private readonly deps: BookPanelDeps) {
    super({
      phase: 'idle',
      progress: NO_PROGRESS,
      sections: [],
      cancelled: false,
      printSetup: (deps.canPrintSetup ?? (() => supportsExcelApi(PRINT_SETUP_API)))(),
    });
  }

  override get busy(): boolean {
    return this.state.phase === 'making' || this.state.phase === 'writing';
  }

  /** The plan's JSON data the form (or its JSON field) gives, and its text for the plan sheet; or why JSON could not be read. */
  planData(form: BookForm): { data: unknown; text: string } | BookProblem {
    if (form.json.trim() === '') {
      const data = planOfForm(form);
      return { data, text: JSON.stringify(data, null, 2) };
    }
    try {
      return { data: JSON.parse(form.json) as unknown, text: form.json };
    } catch (error) {
      return { reason: 'bad-json', message: (error as Error).message };
    }
  }

  /** A plan file's text for the JSON field, or undefined (and the problem said) when it is too large to be a plan. */
  async readPlanFile(file: Pick<Blob, 'size' | 'text'>): Promise<string | undefined> {
    if (file.size > MAX_PLAN_FILE_BYTES) {
      this.update({ phase: 'failed', problem: { reason: 'file-too-large', size: file.size } });
      return undefined;
    }
    const text = await file.text();
    if (this.state.problem) this.update({ problem: undefined, phase: 'idle' });
    return text;
  }

  /**
   * Makes the book in the worker, which reads the plan first with the command line's plan reader
   * (a refusal comes back before any work and is placed at its field), then writes its sheets.
   */
  async make(form: BookForm): Promise<BookState> {
    if (this.busy) return this.refuseWhileBusy();
    const fresh = { progress: NO_PROGRESS, sections: [], cancelled: false, result: undefined, problem: undefined };
    const read = this.planData(form);
    if ('reason' in read) return this.update({ ...fresh, phase: 'failed', problem: read });
    this.update({ ...fresh, phase: 'making' });
    try {
      const samples = await this.samplesOf(read.data);
      if (typeof samples === 'string')
        return this.update({ phase: 'failed', problem: { reason: 'sample-unreadable', detail: samples } });
      if (this.state.cancelled) return this.update({ phase: 'done' });
      const start: BookStartRequest = {
        type: 'start',
        plan: read.data,
        planText: read.text,
        seed: seedOf(form.seed),
        samples,
        language: languageOf(this.deps.language),
      };
      const reply = await this.run(start);
      if (reply.type === 'refused') {
        const place = form.json.trim() !== '' ? { field: 'json' as const } : placeOf(reply.message, form);
        const refusal = reply.refusal ? { refusal: reply.refusal } : {};
        return this.update({
          phase: 'failed',
          problem: { reason: 'bad-plan', message: reply.message, place, ...refusal },
        });
      }
      if (reply.type === 'file-patterns')
        return this.update({ phase: 'failed', problem: { reason: 'file-patterns', section: reply.section } });
      if (reply.type === 'error')
        return this.update({ phase: 'failed', problem: { reason: 'failed', detail: reply.message } });
      if (reply.type !== 'book') return this.update({ phase: 'done', cancelled: true });
      this.update({ phase: 'writing' });
      const report = await this.deps.runExcel((context) => writeBookSheets(context, reply.sheets));
      const made = reply.book.sections.reduce((sum, section) => sum + section.puzzles.length, 0);
      const missed = reply.book.sections.reduce((sum, section) => sum + section.misses.length, 0);
      return this.update({
        phase: 'done',
        result: {
          sheetNames: report.sheetNames,
          printSetup: report.printSetup,
          made,
          missed,
          pages: reply.pages,
          seed: reply.book.seed,
        },
      });
    } catch (error) {
      return this.update({
        phase: 'failed',
        problem: { reason: 'failed', detail: error instanceof Error ? error.message : String(error) },
      });
    }
  }

  /** The text of each sample the plan's sections name (an unknown name is left for the plan reader to refuse); a message when one cannot be had. */
  private async samplesOf(data: unknown): Promise<Record<string, string> | string> {
    const sections = (data as { sections?: unknown } | null)?.sections;
    const named = Array.isArray(sections)
      ? sections.map((section) => (section as { patterns?: { sample?: unknown } } | null)?.patterns?.sample)
      : [];
    const samples: Record<string, string> = {};
    for (const name of SAMPLES.filter((each) => named.includes(each))) {
      try {
        samples[name] = await this.deps.loadSample(name);
      } catch (error) {
        return `${name}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    return samples;
  }

  /** The worker's last reply: the book, a cancel, or an error (a crash is one too). */
  private run(start: BookStartRequest): Promise<BookReply> {
    return new Promise((resolve) => {
      const worker = this.deps.createWorker() as BookWorkerLike;
      this.worker = worker;
      const finish = (reply: BookReply) => {
        if (this.worker !== worker) return;
        this.worker = undefined;
        this.finishRun = undefined;
        worker.terminate();
        resolve(reply);
      };
      this.finishRun = finish;
      worker.onmessage = ({ data }) => {
        if (data.type === 'puzzle') this.onPuzzle(data);
        else if (data.type === 'plan')
          this.update({
            sections: data.sections,
            progress: { ...NO_PROGRESS, count: data.sections.reduce((sum, section) => sum + section.count, 0) },
          });
        else finish(data);
      };
      onWorkerCrash(worker, (error) => finish({ type: 'error', message: error.message }));
      worker.postMessage(start);
    });
  }

  private onPuzzle(reply: Extract<BookReply, { type: 'puzzle' }>): void {
    const { done, count, section, k, missed } = reply;
    this.update({
      progress: { done, count, section, k: k + 1, missed: this.state.progress.missed + (missed ? 1 : 0) },
    });
  }

  /**
   * Stops at once: the worker is ended (a puzzle's search would otherwise run on to its time
   * limit) and nothing is written, since half a book is no book.
   */
  cancel(): void {
    if (this.state.phase !== 'making' || this.state.cancelled) return;
    this.update({ cancelled: true });
    this.finishRun?.({ type: 'cancelled' });
  }
}
