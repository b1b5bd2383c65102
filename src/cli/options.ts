/**
 * The options of every command, in one table per command: the parser reads them, and each
 * command's --help and the overall help are written from them (command-help.ts), so the help
 * cannot leave out an option a command takes. Plain data, so main can show the overall help
 * without loading a command.
 */

import { MAX_TEXT_BYTES, WORKBOOK_SHEET_CAPS, WORKBOOK_SIZE_CAPS, sizeText } from './read-limits';
import { MAX_COMBINED_GRIDS, MAX_COMBINED_SQUARES } from '../engine';
import { groupedNumber } from '../engine';

/*
 * The helps that name the technique letters or the GA's defaults read them through getters that
 * load those modules only when a help is shown: parsing options never needs them, and the
 * technique registry and the GA engine would otherwise be loaded by every command (solve included).
 */
function techniqueNames(): typeof import('../engine/analyser') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('../engine/analyser');
}

function gaDefaults(): typeof import('../engine/ga').GA_DEFAULTS {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('../engine/ga') as typeof import('../engine/ga')).GA_DEFAULTS;
}

/** 'flag' takes no value, 'value' one value, 'list' one value and may be repeated. */
export type OptionKind = 'flag' | 'value' | 'list';

export interface OptionSpec {
  kind: OptionKind;
  /** The value's name in the help: --file F. */
  value?: string;
  /** Shown without brackets in the synopsis. */
  required?: boolean;
  /** For --help; each '\n' starts a further line under the first. */
  help: string;
}

export type OptionTable = Readonly<Record<string, OptionSpec>>;

export interface CommandSpec {
  name: string;
  /** The positional arguments in the synopsis ('' when none). */
  operands: string;
  /** One line for the overall help. */
  summary: string;
  options: OptionTable;
  /**
   * Two to four command lines that run as written from the repository's root (or the installed
   * package's), each with what it shows: they end the command's --help and are run by the docs'
   * command test from docs/cli.md.
   */
  examples: readonly Example[];
}

export interface Example {
  /** The command line, starting `sudoku-analyzer`. */
  command: string;
  /** What it shows, one short line. */
  does: string;
}

/** What a file read whole may hold (read-limits.ts), in the helps of the options that read one. */
const WHOLE_TEXT_CAP = `read whole, at most ${sizeText(MAX_TEXT_BYTES)}`;

const FILE: OptionSpec = {
  kind: 'list',
  value: 'F',
  help: `a file of puzzles: 81-character lines, 9-line grids (timedia records),\n9×9 positions with pencil marks (library form, candidate grids; analyze\nstarts from their marks), CSV with a puzzle column, or .xlsx; may be\nrepeated; - reads standard input; lines are streamed; a CSV or variant text is ${WHOLE_TEXT_CAP};\nan .xlsx at most ${WORKBOOK_SIZE_CAPS},\n${WORKBOOK_SHEET_CAPS}`,
};

const TECHNIQUES: OptionSpec = {
  kind: 'value',
  value: 'LETTERS',
  get help() {
    const { TECHNIQUE_CODES, TECHNIQUE_LETTERS } = techniqueNames();
    return `only these techniques, as a person who knows only those would, e.g. BLCMV;\nthe letters are ${TECHNIQUE_LETTERS.join(' ')}; the full set's codes go in brackets:\n${TECHNIQUE_CODES.filter(
      (letter) => letter.length > 1,
    )
      .map((code) => `[${code}]`)
      .join(' ')}`;
  },
};

/** --techniques with a further line of help, read as lazily as the rest of it. */
function techniquesWith(more: string): OptionSpec {
  return {
    kind: TECHNIQUES.kind,
    value: TECHNIQUES.value,
    get help() {
      return `${TECHNIQUES.help};\n${more}`;
    },
  };
}

const TECHNIQUE_SET: OptionSpec = {
  kind: 'value',
  value: 'SET',
  help: 'model (the 19 letters, the default) or full (adds wings, single-digit\npatterns, uniqueness, finned fish and chains before assumptions; other\nkinds have all but ALS-XZ so far)',
};

/** --rating-path: which path the rating reads (analyze, batch). */
const RATING_PATH: OptionSpec = {
  kind: 'value',
  value: 'PATH',
  help: "full (the default: the full set's path whatever set or --techniques is\nchosen, closest to SE's rating; on other kinds the full set as far as they\nhave it) or standard (faster on puzzles that need assumptions; on other\nkinds their own path; see docs/techniques.md, Rating); the grade and steps\nstay the chosen set's",
};

/** --weights: the effort's weights, as the pane's Settings tab takes them (analyze, batch, compare). */
const WEIGHTS: OptionSpec = {
  kind: 'value',
  value: 'B=1,M=1.5,…',
  help: "effort weights by technique letter or code, e.g. B=1,M=1.5,G=4,[XYW]=6, as\nthe pane's Settings take them (the rest keep their defaults; E, on other\nkinds, weighs as L); they move the effort only, never the grade or rating",
};

/** --jobs: every command that works through many puzzles takes it (issue 17). */
const JOBS: OptionSpec = {
  kind: 'value',
  value: 'N',
  help: 'threads for the puzzles, the main one and N − 1 workers (at most 4 × the cores).\nDefault: up to the cores, each worker started only once the work left repays its\nstart-up and the load average leaves a core for it; the output is the same, in\ninput order, whatever N',
};

/** The largest combined layout (combined-layouts.ts), named where a layout is given. */
const COMBINED_CAP = `at most ${MAX_COMBINED_GRIDS} grids\nin a rectangle of at most ${groupedNumber(MAX_COMBINED_SQUARES)} squares`;

/** --kind, --box and --grids: every command that reads puzzles takes all three (issue 20). */
const KIND_OPTIONS: OptionTable = {
  kind: {
    kind: 'value',
    value: 'K',
    help: 'the puzzle kind: standard, diagonal, windoku, jigsaw, colour (color), combined,\nor a combined preset (samurai, butterfly, sohei, windmill, gattai-8, shogun,\nsumo); default standard, or what a file\'s "# kind:" header says (the option\nwins, with a warning when they disagree)',
  },
  box: {
    kind: 'value',
    value: 'RxC',
    help: 'the box shape of an N×N puzzle (N from 4 to 49), e.g. 4x3 for 12×12\n(default: the squarest)',
  },
  grids: {
    kind: 'value',
    value: '"r,c;r,c;…"',
    help: `combined: the 0-based row,column offset of each 9×9 grid; ${COMBINED_CAP}`,
  },
  layout: {
    kind: 'value',
    value: 'lattice:RxC',
    help: `combined: grids at (6i, 6j) for i < R, j < C with i + j even, each sharing\ncorner boxes with its neighbours (lattice:11x51 --drop 0,0 is the 280-grid\nrecord layout); implies --kind combined; ${COMBINED_CAP}`,
  },
  drop: { kind: 'value', value: '"i,j;…"', help: 'with --layout: lattice places (i + j even) left without a grid' },
};

/** --language: the workbook's language, as the add-in writes it in an Office of that display language (batch, compare). */
const LANGUAGE: OptionSpec = {
  kind: 'value',
  value: 'en|ja',
  help: "the language of the workbook written: its sheets' names, headers, statuses,\ngrades and technique names, as the add-in writes them in a Japanese or\nEnglish Office (default en); what is printed stays English",
};

export const ANALYZE: CommandSpec = {
  name: 'analyze',
  examples: [
    {
      command: 'sudoku-analyzer analyze --file samples/puzzle.txt',
      does: 'the step log, grade and effort of one puzzle',
    },
    {
      command: 'sudoku-analyzer analyze --file samples/book.csv --json',
      does: 'one JSON line per puzzle of the sample book',
    },
    {
      command: 'sudoku-analyzer analyze --file samples/puzzle.txt --candidates 20',
      does: 'the candidates just before step 20, then the analysis',
    },
    {
      command: 'sudoku-analyzer analyze --file samples/kinds-book.csv',
      does: 'other kinds: diagonal, jigsaw, 12×12 and samurai',
    },
  ],
  operands: '[PUZZLE…]',
  summary: 'step log, grade, effort (human-style analysis)',
  options: {
    file: FILE,
    ...KIND_OPTIONS,
    techniques: techniquesWith('the analysis then says how far they get and which letter the next step needs'),
    'technique-set': TECHNIQUE_SET,
    'rating-path': RATING_PATH,
    weights: WEIGHTS,
    position: {
      kind: 'value',
      value: 'P',
      help: "one 9×9 position with pencil marks instead of a puzzle: HoDoKu's library form\ngivens:deleted (e.g. 5+3..:112 145) or a grid of candidate lists, 81 cells;\nthe analysis starts from its candidates (docs/formats.md)",
    },
    candidates: {
      kind: 'value',
      value: 'N',
      help: 'one puzzle: also print its candidates just before step N (0: after the givens,\nat most the last step), a grid with each column as wide as its longest list,\n| and - where boxes or regions part, a filled cell\'s value in parentheses, in\nthe puzzle\'s symbols (numbers with commas above 35); in JSON "candidatesStep":N,\n"candidates":[[…],…], one list per cell row by row, [] for a filled cell',
    },
    jobs: JOBS,
    json: {
      kind: 'flag',
      help: 'one JSON object per puzzle (JSON Lines): {"index","id","puzzle","status",\n"grade":{"level","name"},"effort","techniqueCounts","steps":[{"n","row","col",\n"value","technique","eliminated",…}],"solution",…}, with "error" {kind,\nmessage, cells} when a puzzle is invalid',
    },
  },
};

export const SOLVE: CommandSpec = {
  name: 'solve',
  examples: [
    {
      command: 'sudoku-analyzer solve --file samples/book.csv',
      does: "each puzzle's count of solutions and its solution",
    },
    { command: 'sudoku-analyzer solve --file samples/puzzle.txt --json', does: 'the same as one JSON line' },
  ],
  operands: '[PUZZLE…]',
  summary: 'count solutions (0, 1, 2 = two or more) and print the solution',
  options: {
    file: FILE,
    ...KIND_OPTIONS,
    jobs: JOBS,
    json: {
      kind: 'flag',
      help: 'one JSON object per puzzle (JSON Lines):\n{"index":0,"id":"1","solutions":1,"solution":"81 digits"}\nwith "error" {kind, message, cells} when a puzzle cannot be read, has a\nconflict, no solution, or several (then "secondSolution" shows another one)',
    },
  },
};

/** --puzzle-file of the one-puzzle commands (puzzle-argument.ts). */
const PUZZLE_FILE: OptionSpec = {
  kind: 'value',
  value: 'F',
  help: `the puzzle from a file (its first puzzle; any kind, headers read), for large\npuzzles; a text is ${WHOLE_TEXT_CAP}; an .xlsx at most\n${WORKBOOK_SIZE_CAPS}, ${WORKBOOK_SHEET_CAPS}`,
};

export const HINT: CommandSpec = {
  name: 'hint',
  examples: [
    {
      command: 'sudoku-analyzer hint --puzzle-file samples/puzzle.txt',
      does: 'the next move from the givens, in three levels of detail',
    },
    {
      command: 'sudoku-analyzer hint --puzzle-file samples/puzzle.txt --techniques BL --json',
      does: 'the next move a person who knows only B and L finds, in JSON',
    },
  ],
  operands: '',
  summary: 'wrong entries, else the next move in three levels of detail',
  options: {
    puzzle: {
      kind: 'value',
      value: 'P',
      help: 'the puzzle, 81 characters (digits 1–9, . 0 - _ * for blanks), or a 9×9 position\nwith pencil marks (docs/formats.md), the hint then starting from its marks',
    },
    grid: {
      kind: 'value',
      value: 'G',
      help: 'the grid as filled so far, 81 characters in the same form (default: the puzzle)',
    },
    'puzzle-file': PUZZLE_FILE,
    position: {
      kind: 'value',
      value: 'P',
      help: "a 9×9 position with pencil marks instead of --puzzle and --grid: HoDoKu's\nlibrary form givens:deleted or a grid of candidate lists (docs/formats.md);\nthe hint starts from its candidates",
    },
    'grid-file': {
      kind: 'value',
      value: 'F',
      help: `the grid so far from a file, in the puzzle's form (one line, or rows of\nnumbers); ${WHOLE_TEXT_CAP}`,
    },
    ...KIND_OPTIONS,
    techniques: techniquesWith('the hint then uses only these'),
    'technique-set': TECHNIQUE_SET,
    json: {
      kind: 'flag',
      help: '{"wrong":[{"row","col","value","correct"}],"next":{"technique","unit","row","col","value","eliminated","hints"}}',
    },
  },
};

export const STEPS: CommandSpec = {
  name: 'steps',
  examples: [
    {
      command: 'sudoku-analyzer steps --position "$(cat samples/puzzle.txt):"',
      does: "every step of the model set right after the sample puzzle's givens",
    },
    {
      command: 'sudoku-analyzer steps --position "$(cat samples/puzzle.txt):" --technique 0100 --json',
      does: "only its locked candidates type 1 (HoDoKu's 0100), one JSON line each",
    },
  ],
  operands: '',
  summary: 'every instance of every technique in a position with pencil marks',
  options: {
    position: {
      kind: 'value',
      value: 'P',
      required: true,
      help: "a 9×9 position with pencil marks: HoDoKu's library form givens:deleted or a\ngrid of candidate lists (docs/formats.md)",
    },
    technique: {
      kind: 'value',
      value: 'CODE',
      help: "only this technique: our letter or code (P, XYW or [XYW]) or HoDoKu's\nfour-digit code (0000 Full House, 0401 2-String Kite, …)",
    },
    'technique-set': TECHNIQUE_SET,
    json: {
      kind: 'flag',
      help: 'one JSON object per step (JSON Lines): {"technique","hodoku","cells":[[r,c],…],\n"eliminations":[[r,c,d],…],"placements":[[r,c,d],…]} (1-based; "chain" for a chain)',
    },
  },
};

export const BATCH: CommandSpec = {
  name: 'batch',
  examples: [
    {
      command: 'sudoku-analyzer batch samples/book.csv --out out/book.xlsx --force',
      does: "the sample book's Results and Summary sheets",
    },
    {
      command: 'sudoku-analyzer batch samples/kinds-book.csv --out out/kinds.xlsx --force',
      does: "a book of several kinds, each row's kind in its Kind column",
    },
    {
      command: 'sudoku-analyzer batch samples/book.csv --from 1 --to 10 --out out/ten.xlsx --force',
      does: 'its first ten puzzles only',
    },
  ],
  operands: 'BOOK.xlsx|.csv|.txt',
  summary: 'analyse a book: Results, Summary and technique legend sheets',
  options: {
    out: {
      kind: 'value',
      value: 'OUT.xlsx',
      help: 'the workbook to write (default: BOOK-results.xlsx next to the book)',
    },
    language: LANGUAGE,
    force: {
      kind: 'flag',
      help: 'replace the workbook to write when it exists already (without --force\nthe batch stops and names it, so an earlier run is never lost)',
    },
    sheet: { kind: 'value', value: 'S', help: 'the sheet of an .xlsx book (default: the first sheet holding puzzles)' },
    from: { kind: 'value', value: 'N', help: 'start at puzzle number N' },
    to: { kind: 'value', value: 'M', help: 'stop after puzzle number M' },
    jobs: JOBS,
    ...KIND_OPTIONS,
    techniques: TECHNIQUES,
    'technique-set': TECHNIQUE_SET,
    'rating-path': RATING_PATH,
    weights: WEIGHTS,
  },
};

export const GENERATE: CommandSpec = {
  name: 'generate',
  examples: [
    {
      command: 'sudoku-analyzer generate --pattern samples/diagonal-pattern.txt --seed 1',
      does: 'a 9×9 puzzle on the pattern, graded Beginner to Comfort',
    },
    {
      command: 'sudoku-analyzer generate --pattern samples/diagonal-pattern.txt --kind diagonal --json',
      does: 'a diagonal puzzle on it, in JSON',
    },
    {
      command: 'sudoku-analyzer generate --kind samurai --seed 7',
      does: 'a samurai: givens removed from a full grid while logic solves it',
    },
  ],
  operands: '',
  summary: 'puzzles on a pattern at a grade',
  options: {
    pattern: {
      kind: 'value',
      value: 'F',
      help: `a pattern file: 10-line records (a title line, then 9 rows of X and -),\nbare 9-row grids, or 81-character lines where any mark other than\n. - 0 is a given; - reads standard input; ${WHOLE_TEXT_CAP}; an\n81-character pattern may also be given in place of a file name; optional\nfor combined kinds (without it givens are removed from a full grid of the layout)`,
    },
    grade: {
      kind: 'value',
      value: 'G',
      help: 'a level 1–8 or a name (Beginner, Very Easy, Easy, Pleasant, Comfort, Hard,\nVery Hard, Ultra Hard), or a range MIN..MAX such as Pleasant..Comfort;\ndefault Beginner..Comfort (solvable without assumptions)',
    },
    rating: {
      kind: 'value',
      value: 'R',
      help: "a rating range MIN..MAX on SE's scale (the analyser's rating, as in analyze\n--json), e.g. 2.5..3.5, 6.. or ..2; alone any grade will do, with --grade\nthe puzzle must meet both",
    },
    symmetry: {
      kind: 'value',
      value: 'S',
      help: 'complete each pattern under a symmetry first: rotate180, rotate90,\nleft-right, up-down, diagonal or anti-diagonal (draw a part, get the whole);\neach answer lists the symmetries its pattern has',
    },
    count: { kind: 'value', value: 'N', help: 'distinct puzzles per pattern (default 1, at most 10,000)' },
    seed: { kind: 'value', value: 'S', help: 'a number or word: the same seed gives the same puzzles' },
    ...KIND_OPTIONS,
    'givens-per-grid': {
      kind: 'value',
      value: 'X',
      help: 'combined without --pattern: stop removing givens once all givens ÷ grids\nreach X (default: remove while the puzzle stays unique and logic solves it)',
    },
    'time-limit': {
      kind: 'value',
      value: 'MS',
      help: "time allowed per puzzle in milliseconds (on other kinds than the 9×9 the\nfirst puzzle's counts from the command's start, a combined layout's building\nincluded); when the target is not reached in time, the closest puzzle comes\nwith a note",
    },
    jobs: JOBS,
    json: {
      kind: 'flag',
      help: 'one JSON object per puzzle (JSON Lines):\n{"index":0,"pattern":"81 chars","symmetries":["rotate180"],"puzzle":"81 chars",\n"grade":{"level":5,"name":"Comfort"},"timeMs":12.3,"attempts":3,"seed":…}\nplus "note" when the target grade was missed, or "error" {kind, message,\ncells} and no puzzle when the pattern could not be read or filled\n(kind no-solution: proved impossible; not-found-in-time: none found yet)',
    },
  },
};

export const BOOK: CommandSpec = {
  name: 'book',
  examples: [
    {
      command: 'sudoku-analyzer book --plan samples/book-plan.json --out out/book-1.xlsx --seed 1 --force',
      does: 'the sample plan: 18 puzzles in three sections, print-ready',
    },
    {
      command:
        'sudoku-analyzer book --plan samples/book-plan.json --out out/book-1.xlsx --pdf out/book-1.pdf --seed 1 --force',
      does: 'the same book, also as PDF',
    },
  ],
  operands: '',
  summary: 'a graded puzzle book laid out for print: workbook, and PDF with --pdf',
  options: {
    plan: {
      kind: 'value',
      value: 'PLAN.json',
      required: true,
      help: 'the book\'s plan: {"title": "Book 1", "paper": "A4", "timeLimit": 10, "sections": [\n  {"count": 6, "grade": "Beginner", "patterns": {"symmetry": "rotate180", "givens": "24..30"}},\n  {"count": 6, "rating": "2.5..3.5", "patterns": {"file": "patterns.txt"}},\n  {"count": 6, "grade": "Hard", "patterns": {"sample": "Pattern500"}}]}\n(grade as generate --grade takes it, rating as --rating; paper A4 or Letter;\ntimeLimit in seconds per pattern tried, default 10, also per section; a random\npattern whose puzzle misses the target is followed by another, up to 3 a puzzle;\na pattern file is found beside the plan; symmetry as generate --symmetry, or "none";\na section may name a "kind" as generate --kind does, with "size" and "box" (e.g.\n16, "4x4"), "regions" (a jigsaw\'s map) and "colours" (a colour map): its patterns\nrandom, symmetry rotate180 or none; a combined preset such as "samurai" takes no\n"patterns"; each kind prints by its size: six 9×9, four 12×12, two 16×16, one\nsamurai or larger grid a page, with its region lines and extra units; a book prints at most\n1,100,000 squares)',
    },
    out: {
      kind: 'value',
      value: 'OUT.xlsx',
      required: true,
      help: 'the workbook to write: Puzzles, Solutions, Analysis and Plan sheets, print-ready (pages wider than the paper, such as 25×25 grids, on sheets of their own: Puzzles 1, Puzzles 2, … in print order)',
    },
    pdf: { kind: 'value', value: 'OUT.pdf', help: 'also write the book as PDF (the same pages)' },
    language: {
      ...LANGUAGE,
      help: "the language of the workbook and the PDF: the sheets' names, captions,\nheaders, grades and targets (default en); a section's name from the plan stays\nas written; what is printed stays English",
    },
    force: {
      kind: 'flag',
      help: 'replace the files to write when they exist already (without --force the\ncommand stops before any work and names them)',
    },
    seed: {
      kind: 'value',
      value: 'S',
      help: 'a number or word: the same plan and seed give the same book, whatever --jobs\n(unless a time limit cuts a search short)',
    },
    jobs: JOBS,
    json: {
      kind: 'flag',
      help: 'one JSON object per puzzle on standard output, in the book\'s order:\n{"section":1,"name":"Beginner","number":1,"pattern":"81 chars","puzzle":…,\n"solution":…,"grade":{…},"rating":1.2,…} plus "note" when the target was\nmissed (the closest puzzle found), or "miss" {kind, message} and no puzzle',
    },
  },
};

export const GA: CommandSpec = {
  name: 'ga',
  examples: [
    {
      command: 'sudoku-analyzer ga --file samples/puzzle.txt --runs 3 --seed 1',
      does: 'three seeded runs of the improved GA on one puzzle',
    },
    {
      command: 'sudoku-analyzer ga --file samples/puzzle.txt --variant paper --seed 1 --json',
      does: "the paper's GA as published, in JSON",
    },
  ],
  operands: '[PUZZLE…]',
  summary: "the GA paper's genetic-algorithm solver, improved; several seeded runs per puzzle",
  options: {
    file: FILE,
    ...KIND_OPTIONS,
    seed: {
      kind: 'value',
      value: 'S',
      help: 'a number or word; run r (from 0) uses seed S + r, so any run can be repeated\nalone with --seed (its seed) --runs 1',
    },
    runs: { kind: 'value', value: 'R', help: 'independent runs per puzzle (default 1, at most 10,000)' },
    population: {
      kind: 'value',
      value: 'N',
      get help() {
        return `individuals per generation (default ${gaDefaults().population}, 2 to 100,000)`;
      },
    },
    generations: {
      kind: 'value',
      value: 'N',
      get help() {
        return `generations before a run gives up (default ${gaDefaults().generations}, at most\n10,000,000)`;
      },
    },
    crossover: {
      kind: 'value',
      value: 'P',
      get help() {
        return `probability that a pair of parents is crossed (default ${gaDefaults().crossoverRate})`;
      },
    },
    mutation: {
      kind: 'value',
      value: 'P',
      get help() {
        return `probability that a child takes a swap mutation (default ${gaDefaults().mutationRate})`;
      },
    },
    variant: {
      kind: 'value',
      value: 'V',
      help: "improved (the default: the paper's GA with restarts), paper (the paper's GA\nas published), crossover-only (the paper's without local search), or\nrandom (mutation only, a random search)",
    },
    'restart-after': {
      kind: 'value',
      value: 'N',
      help: 'draw a fresh population after N generations without a better best fitness\n(default 100 with improved, measured best; 0, never, with the others)',
    },
    threads: { kind: 'value', value: 'T', help: 'the same as --jobs (its earlier name)' },
    jobs: JOBS,
    json: {
      kind: 'flag',
      help: 'one JSON object per run (JSON Lines):\n{"index":0,"id":"1","run":0,"seed":42,"variant":"improved","solved":true,\n "generations":812,"bestFitness":162,"solution":"81 digits","timeMs":950.1}\nwith "error" {kind, message, cells} and no runs for a puzzle that cannot\nbe read or has clashing givens',
    },
  },
};

export const TRANSFORM: CommandSpec = {
  name: 'transform',
  examples: [
    {
      command: 'sudoku-analyzer transform --file samples/puzzle.txt --seed 7 --count 3',
      does: 'three equivalent puzzles from seed 7',
    },
    {
      command: 'sudoku-analyzer transform --file samples/puzzle.txt --rotate 90 --relabel 912345678',
      does: 'the puzzle turned a quarter and its digits renamed',
    },
  ],
  operands: '[PUZZLE…]',
  summary: 'an equivalent puzzle: same solving path, fresh look',
  options: {
    file: FILE,
    ...KIND_OPTIONS,
    seed: {
      kind: 'value',
      value: 'S',
      help: 'a random equivalence transform from this seed (a number or word): digits\nrelabelled, bands, rows in bands, stacks, columns in stacks shuffled,\nmaybe transposed (other kinds: only the moves that keep their units);\nthe default when no transform is named below',
    },
    count: { kind: 'value', value: 'N', help: 'random variants per puzzle (default 1, at most 1,000,000)' },
    rotate: { kind: 'value', value: 'DEG', help: 'rotate clockwise by 90, 180 or 270 degrees' },
    transpose: { kind: 'flag', help: 'swap rows and columns (mirror on the main diagonal)' },
    relabel: {
      kind: 'value',
      value: 'DIGITS',
      help: 'the new names of digits 1–9, e.g. 912345678 turns 1 into 9 and 2 into 1;\nof N symbols on another kind (A = 10 …, or numbers apart: 2,3,…,36,1)',
    },
    json: {
      kind: 'flag',
      help: 'one JSON object per variant (JSON Lines):\n{"index":0,"id":"1","puzzle":"81 chars","from":"81 chars","seed":…},\nwith "error" {kind, message, cells} when a puzzle cannot be read',
    },
  },
};

export const FULLGRID: CommandSpec = {
  name: 'fullgrid',
  examples: [
    {
      command: 'sudoku-analyzer fullgrid --count 3 --seed 1',
      does: 'three complete grids, the same for the same seed',
    },
    { command: 'sudoku-analyzer fullgrid --json', does: 'one grid and its seed in JSON' },
  ],
  operands: '',
  summary: 'random complete grids (shuffled backtracking)',
  options: {
    count: { kind: 'value', value: 'N', help: 'how many grids (default 1, at most 1,000,000)' },
    seed: { kind: 'value', value: 'S', help: 'a number or word: the same seed gives the same grids' },
    json: { kind: 'flag', help: 'one JSON object per grid (JSON Lines): {"index":0,"grid":"81 digits","seed":…}' },
  },
};

export const COMPARE: CommandSpec = {
  name: 'compare',
  examples: [
    {
      command: 'sudoku-analyzer compare --puzzle-file samples/puzzle.txt --log samples/session-log.csv',
      does: "a person's solve against the model, tier by tier",
    },
    {
      command:
        'sudoku-analyzer compare --puzzle-file samples/puzzle.txt --log samples/session-log.csv --out out/session.xlsx --force',
      does: 'the same, with the session sheet written to a workbook',
    },
  ],
  operands: '',
  summary: "a person's solve (a log of entries with times) against the analyser's simulation",
  options: {
    puzzle: {
      kind: 'value',
      value: 'P',
      help: 'the puzzle, 81 characters (digits 1–9, . 0 - _ * for blanks), or a puzzle\nof another kind in one line (with --kind)',
    },
    'puzzle-file': PUZZLE_FILE,
    log: {
      kind: 'value',
      value: 'LOG.csv',
      required: true,
      help: `the entries: a header line seconds,row,col,value, then one entry a line\n(seconds since the start; row and column, 1–9, or on another kind in its\nwhole range as the session sheet gives them; the value, 0 or blank to erase);\n${WHOLE_TEXT_CAP}`,
    },
    ...KIND_OPTIONS,
    out: {
      kind: 'value',
      value: 'OUT.xlsx',
      help: "also write the session sheet (the chart's data as a table) to this workbook",
    },
    language: LANGUAGE,
    force: { kind: 'flag', help: 'replace OUT.xlsx when it exists already' },
    techniques: TECHNIQUES,
    'technique-set': TECHNIQUE_SET,
    weights: WEIGHTS,
    json: {
      kind: 'flag',
      help: 'one JSON object: {"entries","wrong","secondsPerEffort","tiers":{"basic":\n{"entries","seconds","modelSeconds"},…},"order"} (order: the rank correlation\nof the person\'s order of placements with the analyser\'s)',
    },
  },
};

/** Every command's --help answers; not in the tables so that no command can leave it out. */
export const HELP_OPTION: OptionSpec = { kind: 'flag', help: 'this help' };
