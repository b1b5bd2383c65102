/**
 * Does a pattern admit a Beginner puzzle (SPEC §4: box hidden singles alone solve it)? As a SAT
 * formula (DIMACS CNF) for an external solver: dev tooling for the generator bench, never in the
 * product or the tests. The geometry is written out here rather than taken from src/engine, so the
 * oracle shares nothing with the code it judges.
 *
 * Variables: x[c][d] (cell c holds digit d) under the sudoku rules, and rounds of box hidden
 * singles: known[c][0] ⇔ c is a given; a blank c is known at round t+1 only if it was at t or
 * holds a box hidden single at t: c holds d and every other cell of its box is known at t or sees
 * (row or column) a cell known at t that holds d. Every cell must be known at round R = 81 − givens:
 * a round that places nothing places nothing ever after, so R rounds are enough (complete), and
 * each implication only asks for a justification (sound: a model's grid, masked by the pattern,
 * is solved by box hidden singles, so it is also unique).
 * Digit relabelling: the givens of the unit holding most of them get the digits 1..k in cell order.
 */

const SIDE = 9;
const CELLS = SIDE * SIDE;

const rowOf = (cell: number): number => Math.floor(cell / SIDE);
const colOf = (cell: number): number => cell % SIDE;
const boxOf = (cell: number): number => 3 * Math.floor(rowOf(cell) / 3) + Math.floor(colOf(cell) / 3);

/** The 27 units (rows, columns, boxes), each as its 9 cells ascending. */
const UNITS: number[][] = [
  ...Array.from({ length: SIDE }, (_, r) => Array.from({ length: SIDE }, (_, i) => r * SIDE + i)),
  ...Array.from({ length: SIDE }, (_, c) => Array.from({ length: SIDE }, (_, i) => i * SIDE + c)),
  ...Array.from({ length: SIDE }, (_, b) =>
    Array.from({ length: CELLS }, (_, cell) => cell).filter((cell) => boxOf(cell) === b),
  ),
];
const ROWS = UNITS.slice(0, SIDE);
const COLUMNS = UNITS.slice(SIDE, 2 * SIDE);
const BOXES = UNITS.slice(2 * SIDE);

export interface BeginnerFormula {
  /** The DIMACS text. */
  cnf: string;
  variables: number;
  clauses: number;
  rounds: number;
}

/** Literal of "cell holds digit" (digit 1–9). */
export function cellDigit(cell: number, digit: number): number {
  return 1 + cell * SIDE + (digit - 1);
}

/**
 * The formula for a pattern given as 81 flags (non-zero: a given). With fewer `rounds` than blanks
 * (the complete bound), a model is still a Beginner puzzle, but unsatisfiability proves nothing.
 */
export function beginnerFormula(pattern: ArrayLike<number>, roundLimit = CELLS): BeginnerFormula {
  const isGiven = (cell: number): boolean => pattern[cell] !== 0;
  const blanks = Array.from({ length: CELLS }, (_, cell) => cell).filter((cell) => !isGiven(cell));
  const rounds = Math.min(blanks.length, roundLimit);
  const clauses: number[][] = [];
  let variables = CELLS * SIDE;
  const fresh = (): number => ++variables;

  sudokuRules(clauses);
  relabellingBreak(clauses, isGiven);
  atMostOneDigitMissing(clauses, isGiven);

  // known[t].get(cell): the blank's variable at round t (t ≥ 1); givens are known, blanks at 0 not.
  const known: Map<number, number>[] = [new Map()];
  /** The literal "cell known at round t", or true / false when it is a constant. */
  const knownAt = (cell: number, t: number): Literal => (isGiven(cell) ? true : t === 0 ? false : known[t].get(cell)!);
  for (let t = 0; t < rounds; t++) {
    // Each auxiliary variable is defined both ways, so that once the givens' digits are chosen,
    // unit propagation alone plays the box hidden singles forward, round after round.
    const holdsKnown = (cell: number, digit: number): Literal =>
      and(clauses, fresh, [knownAt(cell, t), cellDigit(cell, digit)]);
    const lineHas = (lines: number[][]): Literal[][] =>
      lines.map((line) =>
        Array.from({ length: SIDE }, (_, i) =>
          or(
            clauses,
            fresh,
            line.map((cell) => holdsKnown(cell, i + 1)),
          ),
        ),
      );
    const rowHas = lineHas(ROWS);
    const colHas = lineHas(COLUMNS);
    // excluded(c, d): d cannot go in c: c is known with another digit, or sees a known d.
    const excluded = (cell: number, digit: number): Literal =>
      and(clauses, fresh, [
        -cellDigit(cell, digit),
        or(clauses, fresh, [knownAt(cell, t), rowHas[rowOf(cell)][digit - 1], colHas[colOf(cell)][digit - 1]]),
      ]);
    const excludedVars = Array.from({ length: CELLS }, (_, cell) =>
      Array.from({ length: SIDE }, (_, i) => excluded(cell, i + 1)),
    );
    const next = new Map<number, number>();
    for (const cell of blanks) {
      const singles = Array.from({ length: SIDE }, (_, i) => {
        const others = BOXES[boxOf(cell)].filter((other) => other !== cell).map((other) => excludedVars[other][i]);
        const single = and(clauses, fresh, [negate(knownAt(cell, t)), ...others]);
        if (single !== false) clause(clauses, [negate(single), cellDigit(cell, i + 1)]);
        return single;
      });
      next.set(cell, variable(clauses, fresh, or(clauses, fresh, [knownAt(cell, t), ...singles])));
    }
    known.push(next);
  }
  for (const cell of blanks) clauses.push([known[rounds].get(cell)!]);

  const lines = [`p cnf ${variables} ${clauses.length}`, ...clauses.map((c) => `${c.join(' ')} 0`)];
  return { cnf: `${lines.join('\n')}\n`, variables, clauses: clauses.length, rounds };
}

/** A variable, or a constant. */
type Literal = number | boolean;

function negate(literal: Literal): Literal {
  return typeof literal === 'boolean' ? !literal : -literal;
}

/** A variable defined as the conjunction of the literals (folded when constants decide it). */
function and(clauses: number[][], fresh: () => number, literals: Literal[]): Literal {
  if (literals.includes(false)) return false;
  const rest = literals.filter((literal): literal is number => literal !== true);
  if (rest.length === 0) return true;
  if (rest.length === 1) return rest[0];
  const v = fresh();
  for (const literal of rest) clauses.push([-v, literal]);
  clauses.push([v, ...rest.map((literal) => -literal)]);
  return v;
}

/** A literal for a constant too (a fresh variable fixed by a unit clause). */
function variable(clauses: number[][], fresh: () => number, literal: Literal): number {
  if (typeof literal === 'number') return literal;
  const v = fresh();
  clauses.push([literal ? v : -v]);
  return v;
}

/** A variable defined as the disjunction of the literals. */
function or(clauses: number[][], fresh: () => number, literals: Literal[]): Literal {
  const conjunction = and(clauses, fresh, literals.map(negate));
  return negate(conjunction);
}

/** Adds a clause of literals and constants: dropped when a constant is true, constants false left out. */
function clause(clauses: number[][], literals: Literal[]): void {
  if (literals.includes(true)) return;
  clauses.push(literals.filter((literal): literal is number => literal !== false));
}

function sudokuRules(clauses: number[][]): void {
  const digits = Array.from({ length: SIDE }, (_, i) => i + 1);
  for (let cell = 0; cell < CELLS; cell++) {
    clauses.push(digits.map((digit) => cellDigit(cell, digit)));
    for (const a of digits) for (const b of digits) if (a < b) clauses.push([-cellDigit(cell, a), -cellDigit(cell, b)]);
  }
  for (const unit of UNITS) {
    for (const digit of digits) {
      clauses.push(unit.map((cell) => cellDigit(cell, digit)));
      for (const a of unit) for (const b of unit) if (a < b) clauses.push([-cellDigit(a, digit), -cellDigit(b, digit)]);
    }
  }
}

/** The givens of the unit holding most of them (the first such unit), ascending. */
export function relabellingCells(isGiven: (cell: number) => boolean): number[] {
  const fullest = UNITS.reduce((best, unit) =>
    unit.filter(isGiven).length > best.filter(isGiven).length ? unit : best,
  );
  return fullest.filter(isGiven);
}

/** Any solution can have its digits renamed so that the givens of the fullest unit read 1, 2, … k. */
function relabellingBreak(clauses: number[][], isGiven: (cell: number) => boolean): void {
  relabellingCells(isGiven).forEach((cell, i) => clauses.push([cellDigit(cell, i + 1)]));
}

/**
 * A Beginner puzzle has one solution, so at most one digit is absent from its givens (two absent
 * digits could be swapped). Implied by the rounds; stated for the solver's sake.
 */
function atMostOneDigitMissing(clauses: number[][], isGiven: (cell: number) => boolean): void {
  const givens = Array.from({ length: CELLS }, (_, cell) => cell).filter(isGiven);
  for (let a = 1; a <= SIDE; a++)
    for (let b = a + 1; b <= SIDE; b++)
      clauses.push(givens.flatMap((cell) => [cellDigit(cell, a), cellDigit(cell, b)]));
}

/** The solution grid (81 digits) of a model, from the solver's true literals. */
export function gridOfModel(trueLiterals: ReadonlySet<number>): number[] {
  return Array.from({ length: CELLS }, (_, cell) => {
    const digits = Array.from({ length: SIDE }, (_, i) => i + 1).filter((digit) =>
      trueLiterals.has(cellDigit(cell, digit)),
    );
    if (digits.length !== 1) throw new Error(`the model gives cell ${cell} the digits [${digits.join(', ')}]`);
    return digits[0];
  });
}
