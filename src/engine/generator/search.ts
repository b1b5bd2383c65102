/**
 * The search for one puzzle on a pattern (SPEC §9): start from a candidate-minimising placement
 * of the pattern's cells (measured on Pattern500, such starts need about 40 % fewer moves than
 * the puzzle company's random full grid, which stays available as `start: 'full-grid'`), then
 * hill-climb: clear two givens, re-fill each with a digit the easy techniques still allow, and
 * keep the change unless the puzzle got further from the target.
 * After 200 tries without improvement, restart. A puzzle the easy techniques solve is unique; one
 * they cannot solve is checked by the exact solver. The analyser grades each finished candidate.
 *
 * The search runs in slices (`run(until)`), so that a front end can show progress, stay responsive
 * and cancel between slices, and the caller's deadline bounds the whole search.
 */

import { BIT_COUNT, LOWEST_DIGIT } from '../board/bits';
import { digitsToString, type Digits } from '../board/grid';
import { CELL_COUNT, STANDARD_LAYOUT } from '../board/layout';
import type { Random } from '../core/random';
import { countSolutions, solve } from '../solver/solver';
import type { AnalysisResult } from '../analysis/types';
import { ClimbEnds } from './climb-ends';
import { CountSearch, givensSeeingDifference } from './count-search';
import { CONTRADICTION, LogicBoard, LogicLevel } from './logic';
import { placeMinimisingCandidates } from './placement';
import {
  distanceToTarget,
  LAST_LEVEL_WITHOUT_ASSUMPTIONS,
  ratingDistance,
  type GradeTarget,
  type RatingTarget,
} from './target';

/** Tries without improvement before a restart (the puzzle company's figure). */
export const MAX_TRIES_WITHOUT_IMPROVEMENT = 200;
/**
 * The same for Ultra Hard, where an improving move is rare on sparse patterns and a restart throws
 * the progress away: on two Ultra Hard misses (patterns 50 and 425, with offTargetScore's
 * gradient) the hits came in 0.2–1.3 s, not 1.7–3.8 s. Beginner's patience depends instead on
 * how low its climb's score is (climb-ends.ts). No cheaper schedule or score has beaten it on the
 * Ultra Hard misses: docs/benchmarks.md, "The generator's search: what was tried".
 */
export const PATIENT_TRIES_WITHOUT_IMPROVEMENT = 1000;

/**
 * Tries without improvement that end a climb under any patience (maxTries or climb-ends.ts): the
 * largest small integer, so that V8 keeps the counter an integer field in the hot loop.
 */
const RESTART_AT_ONCE = 0x3fffffff;

/** Scores: lower is closer to the target. */
const IMPOSSIBLE = 1e9;
/**
 * How often a re-filled given takes the digit that removes the most candidates (the paper's rule)
 * rather than a random allowed digit. Measured on Pattern500: 0.5 needs about half the moves of
 * pure random re-filling (median ~460 against ~1030); always minimising gets stuck on a few patterns.
 */
const MINIMISING_REFILL_RATE = 0.5;
/** Unique and easy enough, but easier than the target (or graded outside it): keep walking. */
const UNIQUE_OFF_TARGET = 2;
/** Unique and in the target range: done. */
const ON_TARGET = 0;
/** Levels of the grade (SPEC §4): a distance to the target is less than this. */
const GRADE_LEVELS = 8;
/** Effort at which a puzzle counts as halfway hard in offTargetScore (top95's Very Hard puzzles take 1,600–2,400). */
const EFFORT_SCALE = 2000;
/** Offset of the scores that still count blank cells. */
const UNFINISHED = 10;

/**
 * Patterns with this many cells are dense enough that masking a random full grid often gives one
 * solution at once (a 72-cell pattern always, a 40-cell checkerboard one time in five), so the
 * count search (mask, then repair) shares the work from the start.
 */
export const DENSE_PATTERN_CELLS = 30;
/** Hill-climb restarts after which the count search joins in on sparse patterns. */
export const STALLED_RESTARTS = 20;
/**
 * Work, in hill-climb moves, of a restart and of a count-search step: the search gives each side
 * half of it, counted this way rather than by the clock so that a seed gives the same puzzles.
 * Measured on Pattern500 patterns and the drawn test patterns: a move 20–40 µs, a restart
 * 300–550 µs, a count-search step 100–500 µs.
 */
const RESTART_WORK = 16;
const COUNT_STEP_WORK = 8;
/**
 * For Beginner the count search's steps count this many times over, so that it takes an eighth of
 * the work instead of half: its unique puzzles are random, and a random unique puzzle on a sparse
 * pattern is almost never solved by box singles alone, while the hill climb aims at exactly that.
 * It still joins, so that the search stays complete and a missed target still gets a closest
 * puzzle. Measured on the sparse misses of the every-5th Pattern500 sample (No.6, 21, 306, 346),
 * 15 s CPU each in 5 s searches: 8 Beginner puzzles with half, 14 without the count search.
 */
const BEGINNER_COUNT_STEP_WEIGHT = 7;

export type StartMethod = 'placement' | 'full-grid' | 'alternate';
export const START_METHODS: readonly StartMethod[] = ['placement', 'full-grid', 'alternate'];

export interface SearchConfig {
  /** The pattern's cells, ascending. */
  cells: readonly number[];
  target: GradeTarget;
  /** A rating range the analyser's rating must lie in too (rating.ts); none by default. */
  rating?: RatingTarget;
  random: Random;
  /** Grades a finished candidate (the analyser). */
  analyse: (puzzle: Digits) => AnalysisResult;
  /** A random full grid (the exact solver helper's generator): for 'full-grid' starts and the count search. */
  fullGrid?: (random: Random) => Digits;
  start?: StartMethod;
  /** Puzzles not to return again (earlier puzzles of the same run). */
  exclude?: ReadonlySet<string>;
}

export interface GradedPuzzle {
  puzzle: Digits;
  analysis: AnalysisResult;
  /** Levels outside the target, 0 when on target. */
  distance: number;
  /** How far the rating lies outside the rating target (0 inside, or without one). */
  ratingMiss: number;
}

/** The analyser's level for a puzzle, 9 (beyond Ultra Hard) when it does not conquer it. */
function gradedLevel(analysis: AnalysisResult): number {
  return analysis.status === 'conquer' && analysis.grade ? analysis.grade.level : 9;
}

/** A puzzle and its analysis, with how far they miss the grade target and the rating target. */
export function gradedAgainst(
  puzzle: Uint8Array,
  analysis: AnalysisResult,
  target: GradeTarget,
  rating: RatingTarget | undefined,
): GradedPuzzle {
  const distance = distanceToTarget(gradedLevel(analysis), target);
  const ratingMiss = rating ? (analysis.rating === undefined ? Infinity : ratingDistance(analysis.rating, rating)) : 0;
  return { puzzle, analysis, distance, ratingMiss };
}

/** The lean technique set whose success caps the grade at `max` (see LogicLevel). */
function upperLogicLevel(max: number): LogicLevel {
  if (max >= 4) return LogicLevel.Intersections;
  if (max === 3) return LogicLevel.Singles;
  return max === 2 ? LogicLevel.HiddenSingles : LogicLevel.BoxSingles;
}

/** The lean technique set that must fail for the grade to reach `min`, or 0 when any puzzle will do. */
function lowerLogicLevel(min: number): LogicLevel | 0 {
  if (min >= 6) return LogicLevel.Intersections;
  if (min >= 4) return LogicLevel.Singles;
  if (min === 3) return LogicLevel.HiddenSingles;
  return min === 2 ? LogicLevel.BoxSingles : 0;
}

function randomDigitOf(mask: number, random: Random): number {
  let pick = random.int(BIT_COUNT[mask]);
  let rest = mask;
  while (pick-- > 0) rest &= rest - 1;
  return LOWEST_DIGIT[rest];
}

export class PuzzleSearch {
  /** Starting states tried (restarts + 1). */
  attempts = 0;
  /** Hill-climbing moves tried. */
  moves = 0;
  /** Candidates that reached the grading stage. */
  graded = 0;
  found: GradedPuzzle | null = null;
  /** The finished (unique) puzzle nearest the target so far. */
  closest: GradedPuzzle | null = null;

  private readonly givens = new Uint8Array(CELL_COUNT);
  private readonly trial = new Uint8Array(CELL_COUNT);
  private readonly board = new LogicBoard();
  private readonly scratch = new LogicBoard();
  /** clearedClosure's boards by pair of cells, and the acceptedMoves each was computed at. */
  private readonly clearedBoards: (LogicBoard | undefined)[] = [];
  private readonly clearedAt = new Int32Array(CELL_COUNT * CELL_COUNT).fill(-1);
  /** scoreMove's scores by move, and the acceptedMoves they hold for. */
  private readonly knownScores = new Map<number, number>();
  private knownScoresOf = -1;
  private readonly upper: LogicLevel;
  private readonly lower: LogicLevel | 0;
  private readonly needsAssumptions: boolean;
  /**
   * Every puzzle with one solution is graded, not only those the easy techniques finish: for the
   * targets that need A, and for a rating target that allows them (its ratings may lie beyond them).
   */
  private readonly gradesEveryUnique: boolean;
  private readonly seen = new Set<string>();
  /** Givens that can split the current state's solutions (see givenToChange), as of `differenceOf`. */
  private splitters: readonly number[] = [];
  private readonly seesDifference = new Uint8Array(CELL_COUNT);
  private differenceOf = -1;
  /** Changes of state so far (moves kept, restarts, count-search states taken). */
  private acceptedMoves = 0;
  private score = IMPOSSIBLE;
  private readonly maxTries: number;
  /** RESTART_AT_ONCE after a state worth nothing (and before the first climb), whatever the patience. */
  private triesWithoutImprovement = RESTART_AT_ONCE;
  /** Beginner's restart schedule (climb-ends.ts); null for the other targets, which wait maxTries. */
  private readonly climbEnds: ClimbEnds | null;
  private readonly countSearch: CountSearch | null;
  private hillWork = 0;
  /** The count search's work, or -1 until it joins. */
  private countWork = -1;
  /** What one count-search step adds to countWork. */
  private readonly countStepWork: number;

  constructor(private readonly config: SearchConfig) {
    this.upper = upperLogicLevel(config.target.max);
    this.lower = lowerLogicLevel(config.target.min);
    this.needsAssumptions = config.target.min > LAST_LEVEL_WITHOUT_ASSUMPTIONS;
    this.gradesEveryUnique =
      this.needsAssumptions || (config.rating !== undefined && config.target.max > LAST_LEVEL_WITHOUT_ASSUMPTIONS);
    this.maxTries =
      config.target.min === GRADE_LEVELS ? PATIENT_TRIES_WITHOUT_IMPROVEMENT : MAX_TRIES_WITHOUT_IMPROVEMENT;
    this.climbEnds = config.target.max === 1 ? new ClimbEnds() : null;
    this.countSearch = config.fullGrid ? new CountSearch(config.cells, config.random, config.fullGrid) : null;
    this.countStepWork = config.target.max === 1 ? COUNT_STEP_WORK * BEGINNER_COUNT_STEP_WEIGHT : COUNT_STEP_WORK;
  }

  /** Full grids the count search masked (0 when it never ran). */
  get countSearchRestarts(): number {
    return this.countSearch?.restarts ?? 0;
  }

  /** Searches until a puzzle on target is found (true) or `now()` passes `until` (false). */
  run(until: number, now: () => number): boolean {
    while (!this.found) {
      if (now() >= until) return false;
      if (this.isCountSearchTurn()) {
        this.countWork += this.countStepWork;
        this.countSearchStep();
      } else if (this.triesWithoutImprovement >= this.patience()) {
        this.hillWork += RESTART_WORK;
        this.restart();
      } else {
        this.hillWork++;
        this.tryMove();
      }
    }
    return true;
  }

  private patience(): number {
    return this.climbEnds ? this.climbEnds.patience(this.score) : this.maxTries;
  }

  private isCountSearchTurn(): boolean {
    if (!this.countSearch) return false;
    if (this.countWork < 0) {
      if (this.config.cells.length < DENSE_PATTERN_CELLS && this.attempts < STALLED_RESTARTS) return false;
      this.countWork = this.hillWork;
    }
    return this.countWork < this.hillWork;
  }

  /**
   * A unique puzzle from the count search is graded; when it misses the target it becomes the hill
   * climb's state unless that state is closer already.
   */
  private countSearchStep(): void {
    const puzzle = this.countSearch!.step();
    if (!puzzle || this.grade(puzzle) === ON_TARGET) return;
    const score = this.evaluate(puzzle);
    if (score > this.score) return;
    this.givens.set(puzzle);
    this.score = score;
    this.triesWithoutImprovement = 0;
    this.acceptedMoves++;
  }

  private restart(): void {
    if (this.attempts > 0) this.climbEnds?.record(this.score);
    this.attempts++;
    this.acceptedMoves++;
    this.triesWithoutImprovement = 0;
    const { cells, random } = this.config;
    const start = this.config.start ?? 'placement';
    const fromFullGrid =
      this.config.fullGrid && (start === 'full-grid' || (start === 'alternate' && this.attempts % 2 === 0));
    if (fromFullGrid) {
      const grid = this.config.fullGrid!(random);
      this.givens.fill(0);
      for (const cell of cells) this.givens[cell] = grid[cell];
    } else if (!placeMinimisingCandidates(cells, random, this.scratch, this.givens)) {
      this.score = IMPOSSIBLE;
      this.triesWithoutImprovement = RESTART_AT_ONCE;
      return;
    }
    this.score = this.evaluate(this.givens);
    if (this.score >= IMPOSSIBLE) this.triesWithoutImprovement = RESTART_AT_ONCE;
  }

  /** Clears two givens and re-fills each with a digit the easy techniques still allow there. */
  private tryMove(): void {
    this.moves++;
    const { cells, random } = this.config;
    const a = this.givenToChange();
    let b = cells[random.int(cells.length - 1)];
    if (b === a) b = cells[cells.length - 1];
    const trial = this.trial;
    trial.set(this.givens);
    trial[a] = 0;
    trial[b] = 0;
    const scratch = this.clearedClosure(a, b, trial);
    const maskA = scratch.values[a] ? 1 << (scratch.values[a] - 1) : scratch.candidates[a];
    let maskB = scratch.values[b] ? 1 << (scratch.values[b] - 1) : scratch.candidates[b];
    this.triesWithoutImprovement++;
    if (maskA === 0) return;
    trial[a] =
      random.next() < MINIMISING_REFILL_RATE ? this.minimisingDigit(a, maskA, scratch) : randomDigitOf(maskA, random);
    if (STANDARD_LAYOUT.peers[a].includes(b)) maskB &= ~(1 << (trial[a] - 1));
    if (maskB === 0) return;
    trial[b] =
      random.next() < MINIMISING_REFILL_RATE ? this.minimisingDigit(b, maskB, scratch) : randomDigitOf(maskB, random);
    if (trial[a] === this.givens[a] && trial[b] === this.givens[b]) return;
    const score = this.scoreMove(a, b, trial, scratch);
    if (score <= this.score) {
      if (score < this.score) this.triesWithoutImprovement = 0;
      this.score = score;
      this.givens.set(trial);
      this.acceptedMoves++;
    }
  }

  /**
   * The score of `trial`, the givens with a and b re-filled. For the targets that grade every
   * unique puzzle, a score of UNFINISHED or more (a contradiction, or no or several solutions)
   * depends on the trial alone, so it is kept while the givens stay: about a tenth of Ultra Hard's
   * moves repeat an earlier move exactly (measured on Pattern500 misses).
   */
  private scoreMove(a: number, b: number, trial: Uint8Array, cleared: LogicBoard): number {
    const remembers = this.gradesEveryUnique;
    const move = (a * CELL_COUNT + b) * 100 + trial[a] * 10 + trial[b];
    if (remembers) {
      if (this.knownScoresOf !== this.acceptedMoves) {
        this.knownScores.clear();
        this.knownScoresOf = this.acceptedMoves;
      }
      const known = this.knownScores.get(move);
      if (known !== undefined) return known;
    }
    // The closure of these techniques does not depend on the order of deductions, so the
    // puzzle is evaluated from the cleared board's closure instead of from scratch.
    const board = this.board;
    board.copyFrom(cleared);
    if (!board.values[a]) board.place(a, trial[a]);
    if (!board.values[b]) board.place(b, trial[b]);
    const score = this.evaluatePrepared(trial);
    if (remembers && score >= UNFINISHED) this.knownScores.set(move, score);
    return score;
  }

  /**
   * The closure of `trial` (the givens with a and b cleared) under the target's easy techniques.
   * Kept per pair of cells while the givens stay: a climb tries hundreds of moves from one state
   * and most are refused, so about half of Ultra Hard's moves and a fifth of Beginner's clear a
   * pair cleared before (measured on Pattern500 misses).
   */
  private clearedClosure(a: number, b: number, trial: Uint8Array): LogicBoard {
    const pair = a < b ? a * CELL_COUNT + b : b * CELL_COUNT + a;
    let board = this.clearedBoards[pair];
    if (board && this.clearedAt[pair] === this.acceptedMoves) return board;
    board ??= this.clearedBoards[pair] = new LogicBoard();
    this.clearedAt[pair] = this.acceptedMoves;
    board.load(trial);
    board.solve(this.upper);
    // A contradiction here means the current puzzle has no solution at all: fall back to the
    // plain peer candidates, from which evaluation simply starts afresh.
    if (board.contradiction) board.load(trial);
    return board;
  }

  /**
   * A random given; for the targets that need A, while the givens have several solutions, one that
   * sees a cell where two of them differ (as the count search does): such a change can make the
   * puzzle unique without handing the easy techniques more to do.
   */
  private givenToChange(): number {
    const { cells, random } = this.config;
    if (!this.needsAssumptions || this.score < UNFINISHED) return cells[random.int(cells.length)];
    if (this.differenceOf !== this.acceptedMoves) {
      this.splitters = givensSeeingDifference(this.givens, cells, this.seesDifference);
      this.differenceOf = this.acceptedMoves;
    }
    return this.splitters[random.int(this.splitters.length)];
  }

  /** The digit of `mask` whose placement removes the most candidates from the cell's peers. */
  private minimisingDigit(cell: number, mask: number, board: LogicBoard): number {
    board.countPeersHolding(cell, mask);
    let best = -1;
    let ties = 0;
    let chosen = 0;
    for (let rest = mask; rest; rest &= rest - 1) {
      const digit = LOWEST_DIGIT[rest];
      const removed = board.peerCounts[digit - 1];
      if (removed < best) continue;
      if (removed > best) {
        best = removed;
        ties = 0;
      }
      ties++;
      if (this.config.random.int(ties) === 0) chosen = digit;
    }
    return chosen;
  }

  /** How far the puzzle is from a unique puzzle on target (see the score constants). */
  private evaluate(puzzle: Uint8Array): number {
    this.board.load(puzzle);
    return this.evaluatePrepared(puzzle);
  }

  /** `evaluate` once `board` holds the puzzle's givens (and possibly some of their consequences). */
  private evaluatePrepared(puzzle: Uint8Array): number {
    const board = this.board;
    const blanks = board.solve(this.upper);
    if (blanks === CONTRADICTION) return IMPOSSIBLE;
    if (this.gradesEveryUnique) return this.evaluateBeyondLogic(puzzle, blanks);
    if (blanks > 0) {
      // Until something is graded, a puzzle the wider technique set solves (unique, though off
      // target) stands in as the closest, so that a missed target still yields a puzzle.
      const standIn =
        !this.closest && this.upper < LogicLevel.Intersections && board.solve(LogicLevel.Intersections) === 0;
      if (standIn && this.grade(puzzle) === ON_TARGET) return ON_TARGET;
      return UNFINISHED + blanks;
    }
    if (this.lower) {
      board.load(puzzle);
      if (board.solve(this.lower) === 0) return this.closest ? UNIQUE_OFF_TARGET : this.grade(puzzle);
    }
    return this.grade(puzzle);
  }

  /**
   * For targets that need A: the easy techniques must get stuck on a puzzle with one solution. For
   * a rating target every puzzle with one solution is graded, since its rating may be on target.
   */
  private evaluateBeyondLogic(puzzle: Uint8Array, blanks: number): number {
    if (blanks === 0) return this.closest && this.needsAssumptions ? UNIQUE_OFF_TARGET : this.grade(puzzle);
    // The board's placements hold in every solution, so counting from them gives the puzzle's count
    // with less search: 7–10 % more moves per CPU second on Pattern500 No.1, 6 and 251 (Ultra Hard).
    const count = countSolutions(this.board.values, 2);
    if (count === 0) return IMPOSSIBLE;
    // Still scored by blanks, not by the solution count: scores from the count graded fewer puzzles
    // and hit fewer sparse patterns (docs/benchmarks.md, "The generator's search: what was tried").
    if (count > 1) return UNFINISHED + blanks;
    return this.grade(puzzle);
  }

  private grade(puzzle: Uint8Array): number {
    const text = digitsToString(puzzle);
    if (this.seen.has(text) || this.config.exclude?.has(text)) return UNIQUE_OFF_TARGET;
    this.seen.add(text);
    // The easy techniques finishing already proves uniqueness; the exact solver confirms it.
    if (!this.needsAssumptions && solve(puzzle, 2).count !== 1) return IMPOSSIBLE;
    this.graded++;
    const analysis = this.config.analyse(puzzle);
    const { rating } = this.config;
    const graded = gradedAgainst(Uint8Array.from(puzzle), analysis, this.config.target, rating);
    const { distance, ratingMiss } = graded;
    if (
      !this.closest ||
      distance < this.closest.distance ||
      (distance === this.closest.distance && ratingMiss < this.closest.ratingMiss)
    )
      this.closest = graded;
    if (distance > 0 || ratingMiss > 0) {
      if (rating) return this.offTargetScore(distance, this.ratingLean(ratingMiss));
      return this.needsAssumptions
        ? this.offTargetScore(distance, this.effortLean(gradedLevel(analysis), analysis.effort))
        : UNIQUE_OFF_TARGET;
    }
    this.found = graded;
    return ON_TARGET;
  }

  /**
   * A graded puzzle off the target scores below the ungraded ones (UNIQUE_OFF_TARGET), the nearer
   * its level the lower, and among puzzles of one level the lower the more it leans toward the
   * target (`lean`, 0–1): for the targets that need assumptions and for rating targets, a
   * gradient for the climb where every finished neighbour is off target and one level holds many
   * puzzles (on the way to Ultra Hard, or to a rating band).
   */
  private offTargetScore(distance: number, lean: number): number {
    return UNIQUE_OFF_TARGET - (GRADE_LEVELS - distance + lean) / (GRADE_LEVELS + 1);
  }

  /** More effort below the target's levels, less above. */
  private effortLean(level: number, effort: number): number {
    const harder = effort / (effort + EFFORT_SCALE);
    return level < this.config.target.min ? harder : 1 - harder;
  }

  /** The nearer the rating band, the more: 1 inside it. */
  private ratingLean(ratingMiss: number): number {
    return 1 / (1 + ratingMiss);
  }
}
