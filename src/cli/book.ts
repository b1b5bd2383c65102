/**
 * `sudoku-analyzer book --plan PLAN.json --out book.xlsx [--pdf book.pdf]` (issue 40): the
 * puzzles of a plan's sections made by the generator on the pool (one task a puzzle, the same
 * answers whatever --jobs), then laid out for print in a workbook and, with --pdf, a PDF.
 */

import * as fs from 'fs';
import * as path from 'path';
import {
  assembleBook,
  bookPuzzle,
  bookTasks,
  BookCollector,
  retried,
  type Book,
  type BookPuzzle,
  type BookTask,
} from '../engine/book';
import { kindName, readBookPlan, type BookPlan, type BookSection } from '../engine/book';
import { groupedNumber, isPuzzleError } from '../engine';
import type { Pattern } from '../engine/generator';
import { createRandom } from '../engine';
import { parsePatternFile } from '../io/pattern-file';
import { buildBookSheets } from '../report/book-sheets';
import { MAX_PRINTED_SQUARES, bookPages, plannedSquares } from '../report/book-pages';
import { bookPdf } from './book-pdf';
import { CommandError } from './command-error';
import { jobsByWork, jobsOption, seedOption } from './option-values';
import { printJsonLine } from './command-output';
import { readOrExplain } from './input-files';
import { refuseToReplace, writeOutput } from './output-files';
import { runWithArgs } from './run-command';
import type { CliIO } from './cli-io';
import { BOOK } from './options';
import { commandUsage } from './command-help';
import { languageChoice } from './language-option';
import { mapInOrder } from './worker-pool';
import { rampFor } from './worker-costs';
import { workbookBuffer } from './xlsx-write';

export const USAGE = commandUsage(
  BOOK,
  `Makes a graded puzzle book from a plan: each section's puzzles at its grade or rating on its
patterns, unique, none the same as another up to isomorphism, then lays them out for print, from
the easiest section to the hardest and each section in order of rating; the solutions follow.
Progress goes to standard error.

Examples:
  sudoku-analyzer book --plan plan.json --out book.xlsx --pdf book.pdf --seed 1
  sudoku-analyzer book --plan plan.json --out book.xlsx --json > puzzles.jsonl`,
  `Exit status: 0 when the book was written (a section that missed its target says so and gives
its closest puzzles), 2 on bad usage or a plan that cannot be read or met, before any work.`,
);

/** The folder holding the package's samples/ (upwards from here: src/cli under ts-jest, lib/src/cli when built). */
function samplesFolder(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'samples', 'Pattern500.txt'))) return path.join(dir, 'samples');
    if (path.dirname(dir) === dir)
      throw new CommandError('The Pattern500 sample is missing from this installation (samples/Pattern500.txt).');
  }
}

async function readPlan(planFile: string, io: CliIO): Promise<{ plan: BookPlan; text: string }> {
  const text = await readOrExplain(planFile, () => io.readFile(planFile));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CommandError(`Cannot read ${planFile}: it is no JSON (${(error as Error).message}).`);
  }
  try {
    return { plan: readBookPlan(data), text };
  } catch (error) {
    if (isPuzzleError(error)) throw new CommandError(`${planFile}: ${error.message}.`);
    throw error;
  }
}

/**
 * Every kind is printed, but not without end: a book whose grids would print more squares than
 * MAX_PRINTED_SQUARES is refused before any search, naming the section that passes the bound.
 */
function refuseUnprintable(plan: BookPlan, planFile: string): void {
  let squares = 0;
  for (const [index, section] of plan.sections.entries()) {
    squares += plannedSquares({ ...plan, sections: [section] });
    if (squares > MAX_PRINTED_SQUARES)
      throw new CommandError(
        `${planFile}: section ${index + 1}: "count": the book's grids would print ${groupedNumber(squares)} squares by this section; a book prints at most ${groupedNumber(MAX_PRINTED_SQUARES)}.`,
      );
  }
}

/** The patterns of every section that takes them from a file or the sample; a file without one is refused, naming the section. */
async function readSectionPatterns(plan: BookPlan, planFile: string, io: CliIO): Promise<Map<number, Pattern[]>> {
  const patterns = new Map<number, Pattern[]>();
  for (const [index, section] of plan.sections.entries()) {
    const source = section.patterns;
    if (source.kind === 'random') continue;
    const file =
      source.kind === 'file'
        ? path.isAbsolute(source.file)
          ? source.file
          : path.join(path.dirname(planFile), source.file)
        : path.join(samplesFolder(), `${source.sample}.txt`);
    const records = parsePatternFile(await readOrExplain(file, () => io.readFile(file)));
    const read = records.flatMap((record) => (record.pattern ? [record.pattern] : []));
    if (read.length === 0)
      throw new CommandError(
        `${planFile}: section ${index + 1}: ${file} holds no pattern (${records.length} records, none readable).`,
      );
    patterns.set(index, read);
  }
  return patterns;
}

/** A section as progress names it: its name, after its kind when it is not the 9×9 ("samurai, Easy"). */
function labelOf(section: BookSection): string {
  return section.kind ? `${kindName(section.kind)}, ${section.name}` : section.name;
}

function progressLine(answer: BookPuzzle, done: number, total: number, plan: BookPlan): string {
  const section = plan.sections[answer.section];
  const where = `[${done}/${total}] section ${answer.section + 1} (${labelOf(section)}) puzzle ${answer.k + 1}`;
  if (!answer.puzzle) return `${where}: no puzzle. ${answer.error?.message ?? ''}`.trimEnd();
  const rating = answer.rating === undefined ? '' : `, rating ${answer.rating}`;
  return `${where}: ${answer.grade?.name ?? 'not graded'}${rating}, ${answer.givens} givens, ${Math.round(answer.timeMs)} ms${answer.note ? ' (target missed: closest puzzle)' : ''}`;
}

/** Each section's time and misses, as the summary on standard error says them. */
function sectionSummary(book: Book, answers: readonly BookPuzzle[]): string[] {
  return book.sections.map((section) => {
    const own = answers.filter((answer) => answer.section === section.index);
    const seconds = own.reduce((sum, answer) => sum + answer.timeMs, 0) / 1000;
    const closest = section.puzzles.filter((puzzle) => puzzle.note).length;
    const none = section.misses.length - closest;
    return `  ${labelOf(book.plan.sections[section.index])}: ${section.puzzles.length - closest} on target, ${closest} closest only, ${none} without a puzzle, ${seconds.toFixed(1)} s`;
  });
}

function printJson(io: CliIO, book: Book): void {
  for (const section of book.sections) {
    for (const puzzle of section.puzzles) {
      const { number, pattern, puzzle: digits, solution, grade, rating, givens, steps, timeMs, seed, note } = puzzle;
      const line = {
        section: section.index + 1,
        name: section.name,
        number,
        pattern,
        puzzle: digits,
        solution,
        grade,
        rating,
        givens,
        steps,
        timeMs: Math.round(timeMs),
        seed,
        ...(note ? { note } : {}),
      };
      printJsonLine(io, line, `No. ${number}`);
    }
    for (const miss of section.misses.filter((each) => !each.puzzle)) {
      printJsonLine(
        io,
        { section: section.index + 1, name: section.name, pattern: miss.pattern, seed: miss.seed, miss: miss.error },
        `section ${section.index + 1}`,
        miss.error,
      );
    }
  }
}

/** Every task's answer in task order, isomorphic repeats searched for again in this thread. */
async function makePuzzles(
  tasks: readonly BookTask[],
  plan: BookPlan,
  io: CliIO,
  jobs: number,
  byWork: boolean,
): Promise<BookPuzzle[]> {
  const collector = new BookCollector();
  const pool = {
    jobs: Math.min(jobs, tasks.length),
    workerData: { command: 'book', settings: plan },
    queue: 2,
    window: jobs * 4,
    ramp: rampFor<BookTask>('generate', byWork, { inputUnits: () => tasks.length }),
  };
  let done = 0;
  for await (let answer of mapInOrder(
    tasks.map((task) => [task]),
    (task: BookTask) => bookPuzzle(task, plan),
    pool,
  )) {
    let task = tasks[done];
    while (!collector.accept(answer)) {
      task = retried(task);
      answer = bookPuzzle(task, plan);
    }
    io.stderr(progressLine(answer, ++done, tasks.length, plan));
  }
  return collector.answers;
}

export function run(args: string[], io: CliIO): Promise<number> {
  return runWithArgs(args, io, BOOK, USAGE, async (parsed) => {
    if (parsed.positionals.length > 0) throw new CommandError(`Unexpected argument "${parsed.positionals[0]}".`, true);
    const planFile = parsed.value('plan');
    const out = parsed.value('out');
    if (planFile === undefined) throw new CommandError("Give the book's plan with --plan PLAN.json.", true);
    if (out === undefined) throw new CommandError('Name the workbook to write with --out book.xlsx.', true);
    const pdf = parsed.value('pdf');
    if (pdf !== undefined && path.resolve(pdf) === path.resolve(out))
      throw new CommandError('--pdf and --out name the same file.', true);
    const force = parsed.flag('force');
    refuseToReplace(out, force);
    if (pdf !== undefined) refuseToReplace(pdf, force);
    const jobs = jobsOption(parsed);
    const language = languageChoice(parsed);
    const seed = createRandom(seedOption(parsed)).seed;
    const { plan, text } = await readPlan(planFile, io);
    refuseUnprintable(plan, planFile);
    const patterns = await readSectionPatterns(plan, planFile, io);
    const tasks = bookTasks(plan, seed, patterns);
    io.stderr(`Book "${plan.title}": ${tasks.length} puzzles in ${plan.sections.length} sections, seed ${seed}.`);
    const answers = await makePuzzles(tasks, plan, io, jobs, jobsByWork(parsed));
    const book = assembleBook(plan, seed, answers);
    const sheets = buildBookSheets(book, text, language);
    await writeOutput(io, out, await workbookBuffer(sheets));
    if (pdf !== undefined) await writeOutput(io, pdf, await bookPdf(book, language));
    if (parsed.flag('json')) printJson(io, book);
    const made = book.sections.reduce((sum, section) => sum + section.puzzles.length, 0);
    const missed = book.sections.reduce((sum, section) => sum + section.misses.length, 0);
    io.stderr(`${made} puzzles on ${bookPages(book, language).length} pages, ${missed} missed their target:`);
    for (const line of sectionSummary(book, answers)) io.stderr(line);
    if (!parsed.flag('json')) {
      const names = sheets.map((sheet) => sheet.name);
      io.stdout(`wrote ${out} (sheets ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]})`);
      if (pdf !== undefined) io.stdout(`wrote ${pdf} (${bookPages(book, language).length} pages)`);
    }
    return 0;
  });
}
