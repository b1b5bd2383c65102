/**
 * Sue de Coq (HoDoKu "Sue de Coq", SudokuWiki "Sue-de-Coq"), on every kind, written once over the
 * candidate store. Two houses meet in two or more cells (on a 9×9 grid a box and a row or column;
 * elsewhere also a region and a line, a window and a box, the rows of two overlapping grids). Take
 * empty cells C where they meet, holding values V with |V| ≥ |C| + 2; cells D elsewhere in the
 * second house holding values VL, and cells E elsewhere in the first holding VB, with VL and VB
 * disjoint and |V ∪ VL ∪ VB| = |C| + |D| + |E|. C and D share the second house and C and E the
 * first, and no value is in both D and E, so the cells hold different values: every value of the
 * union sits exactly once in C ∪ D ∪ E. A value not in VB is in C or D, so the rest of the second
 * house loses it; a value not in VL is in C or E, so the rest of the first loses it.
 *
 * Scan order: the pairs of houses (a box, region or extra unit first, in unit order, with every
 * later house it meets in unit order; then two lines), then C, D and E as groups of cells in
 * their houses' order (C of two to four cells; D and E of one or two in the analysis, up to three
 * in the all-steps view); the first that removes a candidate.
 *
 * Value sets are word pairs (lo: values 1–32, hi: 33–64; hi is 0 where N ≤ 32).
 */

import type { Board } from '../board/board';
import { popcountPair } from '../board/bits';
import type { CandidateStore } from '../board/candidate-store';
import type { Geometry } from '../geometry/geometry';
import { BOX, EXTRA, unitKinds } from '../geometry/unit-kinds';
import { deductionsOf, eliminationDeduction, type EliminationsAt, type EliminationsVisit } from './patterns';
import { scanningTechnique, STOP_AT_FIRST, type Technique } from './technique';
import { UnchangedAreas } from './unchanged-areas';

/** The largest core: all a 9×9 crossing has is three; four is a 16×16 box's side. */
const MAX_CORE_CELLS = 4;
/** The sides the analysis tries: one or two cells, the usual size on technique pages. */
const MAX_SIDE_CELLS = 2;
/** The sides the all-steps view lists, as HoDoKu's library has them (a line side of three cells). */
const MAX_LISTED_SIDE_CELLS = 3;

/** Where two houses meet: the shared cells, the rest of the second house (the line) and of the first (the box). */
interface Crossing {
  box: number;
  shared: Int32Array;
  lineRest: Int32Array;
  boxRest: Int32Array;
  /** The cores (groups of the shared cells), and each rest's groups as the analysis and the listing try them. */
  cores: Groups;
  lineGroups: readonly [Groups, Groups];
  boxGroups: readonly [Groups, Groups];
}

interface Crossings {
  list: Crossing[];
  /** Each crossing's cells (shared, line rest, box rest): all the search reads there. */
  areas: number[][];
}

const crossingTables = new WeakMap<Geometry, Crossings>();

/** Boxes and regions first, then extra units, then lines: the house a step names is the first of its pair. */
const houseRank = (kind: number) => (kind === BOX ? 0 : kind === EXTRA ? 1 : 2);

function crossingsOf(geometry: Geometry): Crossings {
  const known = crossingTables.get(geometry);
  if (known) return known;
  const { size, unitCells, cellUnits, cellUnitStart } = geometry;
  const kinds = unitKinds(geometry);
  const units = Array.from(kinds.keys()).sort((a, b) => houseRank(kinds[a]) - houseRank(kinds[b]) || a - b);
  const cellsOfUnit = (unit: number) => Array.from(unitCells.subarray(unit * size, (unit + 1) * size));
  const list: Crossing[] = [];
  for (const box of units) {
    const boxCells = cellsOfUnit(box);
    const met = new Set<number>();
    for (const cell of boxCells)
      for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) met.add(cellUnits[k]);
    const later = (line: number) =>
      houseRank(kinds[line]) > houseRank(kinds[box]) ||
      (houseRank(kinds[line]) === houseRank(kinds[box]) && line > box);
    for (const line of [...met].filter(later).sort((a, b) => a - b)) {
      const lineCells = cellsOfUnit(line);
      const shared = lineCells.filter((cell) => boxCells.includes(cell));
      const lineRest = lineCells.filter((cell) => !boxCells.includes(cell));
      const boxRest = boxCells.filter((cell) => !lineCells.includes(cell));
      if (shared.length < 2 || lineRest.length === 0 || boxRest.length === 0) continue;
      const sides = (rest: number[]) =>
        [ANALYSIS_SIDES, LARGER_SIDES].map((rule) => groupsOf(rest.length, Math.min(rest.length, rule.most))) as [
          Groups,
          Groups,
        ];
      list.push({
        box,
        shared: Int32Array.from(shared),
        lineRest: Int32Array.from(lineRest),
        boxRest: Int32Array.from(boxRest),
        cores: groupsOf(shared.length, Math.min(shared.length, MAX_CORE_CELLS)),
        lineGroups: sides(lineRest),
        boxGroups: sides(boxRest),
      });
    }
  }
  const table = { list, areas: list.map(({ shared, lineRest, boxRest }) => [...shared, ...lineRest, ...boxRest]) };
  crossingTables.set(geometry, table);
  return table;
}

/**
 * The groups of positions 0…length − 1 of one to `most` members, in ascending order of their bit masks (the
 * order of the 9×9 tables this replaced): group g's positions are members[g · most …], −1 past its size.
 */
interface Groups {
  count: number;
  most: number;
  members: Int8Array;
  sizes: Uint8Array;
  /** Each group's last position, and the group of its other positions (−1 for a group of one, else an earlier one). */
  last: Int8Array;
  rest: Int32Array;
}

const groupTables = new Map<number, Groups>();

function groupsOf(length: number, most: number): Groups {
  const key = length * 8 + most;
  const known = groupTables.get(key);
  if (known) return known;
  // Every group over positions below `below`, the empty one first, ascending.
  const below = (end: number, room: number): number[][] => {
    const out: number[][] = [[]];
    if (room > 0)
      for (let high = 0; high < end; high++) for (const lower of below(high, room - 1)) out.push([...lower, high]);
    return out;
  };
  const lists = below(length, most).slice(1);
  const members = new Int8Array(lists.length * most).fill(-1);
  lists.forEach((list, g) => members.set(list, g * most));
  const index = new Map(lists.map((list, g) => [list.join(), g]));
  const groups = {
    count: lists.length,
    most,
    members,
    sizes: Uint8Array.from(lists, (list) => list.length),
    last: Int8Array.from(lists, (list) => list[list.length - 1]),
    rest: Int32Array.from(lists, (list) => (list.length === 1 ? -1 : index.get(list.slice(0, -1).join())!)),
  };
  groupTables.set(key, groups);
  return groups;
}

/** Which sides a search tries. */
interface SideRule {
  /** Which of a crossing's side groups it reads. */
  index: 0 | 1;
  most: number;
  /** Only patterns with a side of more cells than this (the listing's second pass skips the analysis's). */
  someSideOver: number;
}

const ANALYSIS_SIDES: SideRule = { index: 0, most: MAX_SIDE_CELLS, someSideOver: 0 };
const LARGER_SIDES: SideRule = { index: 1, most: MAX_LISTED_SIDE_CELLS, someSideOver: MAX_SIDE_CELLS };

/** One side of the crossing under study: its groups' values (0 and 0 when a cell is filled or empty of candidates). */
interface Side {
  lo: Int32Array;
  hi: Int32Array;
  /** The groups that can join the core under study. */
  fitting: Int32Array;
}

const newSide = (): Side => ({
  lo: new Int32Array(64),
  hi: new Int32Array(64),
  fitting: new Int32Array(64),
});
const lineSide = newSide();
const boxSide = newSide();

/** The union of the group's cells' values into groupLo / groupHi; false when a cell is filled or has none. */
let groupLo = 0;
let groupHi = 0;

function readGroup(store: CandidateStore, cells: Int32Array, groups: Groups, g: number): boolean {
  const { values, candidates } = store;
  const stride = store.wordsPerCell;
  const { most, members } = groups;
  let lo = 0;
  let hi = 0;
  for (let k = g * most; k < g * most + most; k++) {
    const position = members[k];
    if (position < 0) break;
    const cell = cells[position];
    if (values[cell] !== 0) return false;
    const cellLo = candidates[cell * stride];
    const cellHi = stride === 2 ? candidates[cell * stride + 1] : 0;
    if ((cellLo | cellHi) === 0) return false;
    lo |= cellLo;
    hi |= cellHi;
  }
  groupLo = lo;
  groupHi = hi;
  return true;
}

/** Each position's values (0 and 0 where the cell is filled or has none), read once for the side's groups. */
let positionLo = new Int32Array(64);
let positionHi = new Int32Array(64);

function readSide(store: CandidateStore, cells: Int32Array, groups: Groups, side: Side, wide: boolean): void {
  if (side.lo.length < groups.count) {
    side.lo = new Int32Array(groups.count);
    side.hi = new Int32Array(groups.count);
    side.fitting = new Int32Array(groups.count);
  }
  if (positionLo.length < cells.length) {
    positionLo = new Int32Array(cells.length);
    positionHi = new Int32Array(cells.length);
  }
  const { values, candidates } = store;
  const stride = store.wordsPerCell;
  const cellLo = positionLo;
  const cellHi = positionHi;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    const filled = values[cell] !== 0;
    cellLo[i] = filled ? 0 : candidates[cell * stride];
    cellHi[i] = filled || stride === 1 ? 0 : candidates[cell * stride + 1];
  }
  const { last, rest, count } = groups;
  const { lo, hi } = side;
  // One word a set below 33 values: the side's hi is then never read.
  if (!wide) {
    for (let g = 0; g < count; g++) {
      const one = cellLo[last[g]];
      const others = rest[g];
      lo[g] = others < 0 ? one : one === 0 || lo[others] === 0 ? 0 : lo[others] | one;
    }
    return;
  }
  for (let g = 0; g < count; g++) {
    const position = last[g];
    const others = rest[g];
    const oneLo = cellLo[position];
    const oneHi = cellHi[position];
    if (others < 0) {
      lo[g] = oneLo;
      hi[g] = oneHi;
    } else if ((oneLo | oneHi) === 0 || (lo[others] | hi[others]) === 0) {
      lo[g] = 0;
      hi[g] = 0;
    } else {
      lo[g] = lo[others] | oneLo;
      hi[g] = hi[others] | oneHi;
    }
  }
}

/** The union has one value per cell, so the core with one side alone holds at most its cells, the side's and `most` more. */
function fitSide(
  side: Side,
  groups: Groups,
  wide: boolean,
  coreLo: number,
  coreHi: number,
  coreSize: number,
  most: number,
): number {
  const { lo, hi, fitting } = side;
  const sizes = groups.sizes;
  let count = 0;
  for (let g = 0; g < groups.count; g++) {
    const sideLo = lo[g];
    const sideHi = wide ? hi[g] : 0;
    if ((sideLo | sideHi) === 0 || ((sideLo & coreLo) | (sideHi & coreHi)) === 0) continue;
    if (popcountPair(sideLo | coreLo, sideHi | coreHi) > coreSize + sizes[g] + most) continue;
    fitting[count++] = g;
  }
  return count;
}

const unchangedCrossings = new UnchangedAreas();

/** The first Sue de Coq of the analysis (sides of one or two cells), skipping crossings unchanged since they gave none. */
export function sueDeCoqAt(store: CandidateStore): EliminationsAt | null {
  const { list, areas } = crossingsOf(store.geometry);
  return unchangedCrossings.firstDeduction(store, areas, (index) =>
    sueDeCoqIn(store, list[index], STOP_AT_FIRST, ANALYSIS_SIDES),
  );
}

/** Every Sue de Coq, the analysis's instances first in its order, then those with a larger side, until the visit stops. */
export function forEachSueDeCoq(store: CandidateStore, visit: EliminationsVisit): void {
  for (const rule of [ANALYSIS_SIDES, LARGER_SIDES])
    for (const crossing of crossingsOf(store.geometry).list) if (sueDeCoqIn(store, crossing, visit, rule)) return;
}

function sueDeCoqIn(
  store: CandidateStore,
  crossing: Crossing,
  visit: EliminationsVisit,
  rule: SideRule,
): EliminationsAt | null {
  const { shared, lineRest, boxRest, cores } = crossing;
  const wide = store.geometry.size > 32;
  const lineGroups = crossing.lineGroups[rule.index];
  const boxGroups = crossing.boxGroups[rule.index];
  let sidesRead = false;
  for (let core = 0; core < cores.count; core++) {
    const coreSize = cores.sizes[core];
    if (coreSize < 2 || !readGroup(store, shared, cores, core)) continue;
    const coreLo = groupLo;
    const coreHi = groupHi;
    const coreCount = popcountPair(coreLo, coreHi);
    if (coreCount < coreSize + 2 || coreCount > coreSize + 2 * rule.most) continue;
    if (!sidesRead) {
      readSide(store, lineRest, lineGroups, lineSide, wide);
      readSide(store, boxRest, boxGroups, boxSide, wide);
      sidesRead = true;
    }
    const lineCount = fitSide(lineSide, lineGroups, wide, coreLo, coreHi, coreSize, rule.most);
    const boxCount = fitSide(boxSide, boxGroups, wide, coreLo, coreHi, coreSize, rule.most);
    for (let l = 0; l < lineCount; l++) {
      const lineGroup = lineSide.fitting[l];
      const lineLo = lineSide.lo[lineGroup];
      const lineHi = wide ? lineSide.hi[lineGroup] : 0;
      const lineSize = lineGroups.sizes[lineGroup];
      // Never true in the analysis (someSideOver 0), so its inner loop reads one constant.
      const lineSideSmall = lineSize <= rule.someSideOver;
      for (let b = 0; b < boxCount; b++) {
        const boxGroup = boxSide.fitting[b];
        const boxLo = boxSide.lo[boxGroup];
        const boxHi = wide ? boxSide.hi[boxGroup] : 0;
        if (((boxLo & lineLo) | (boxHi & lineHi)) !== 0) continue;
        const boxSize = boxGroups.sizes[boxGroup];
        if (lineSideSmall && boxSize <= rule.someSideOver) continue;
        const allLo = coreLo | lineLo | boxLo;
        const allHi = coreHi | lineHi | boxHi;
        if (popcountPair(allLo, allHi) !== coreSize + lineSize + boxSize) continue;
        const lineLosesLo = allLo & ~boxLo;
        const lineLosesHi = allHi & ~boxHi;
        const boxLosesLo = allLo & ~lineLo;
        const boxLosesHi = allHi & ~lineHi;
        if (
          !holdsAny(store, shared, cores, core, lineLosesLo | boxLosesLo, lineLosesHi | boxLosesHi) &&
          !holdsAny(store, lineRest, lineGroups, lineGroup, lineLosesLo, lineLosesHi) &&
          !holdsAny(store, boxRest, boxGroups, boxGroup, boxLosesLo, boxLosesHi)
        )
          continue;
        const pattern = [
          ...cellsOf(shared, cores, core),
          ...cellsOf(lineRest, lineGroups, lineGroup),
          ...cellsOf(boxRest, boxGroups, boxGroup),
        ];
        // A value not in the box side's is in the core or the line side; one not in the line side's, in the core or the box side.
        const eliminations = new Set<number>();
        removals(store, lineRest, pattern, lineLosesLo, lineLosesHi, eliminations);
        removals(store, shared, pattern, lineLosesLo | boxLosesLo, lineLosesHi | boxLosesHi, eliminations);
        removals(store, boxRest, pattern, boxLosesLo, boxLosesHi, eliminations);
        const found = {
          eliminations: [...eliminations].sort((a, b) => a - b),
          unit: crossing.box,
          patternCells: pattern,
        };
        if (visit(found)) return found;
      }
    }
  }
  return null;
}

/** Whether a cell of `cells` outside group g holds one of the values (removals would find one, without allocating). */
function holdsAny(
  store: CandidateStore,
  cells: Int32Array,
  groups: Groups,
  g: number,
  lo: number,
  hi: number,
): boolean {
  const stride = store.wordsPerCell;
  const candidates = store.candidates;
  const { most, members } = groups;
  let skip = g * most;
  for (let i = 0; i < cells.length; i++) {
    if (skip < g * most + most && members[skip] === i) {
      skip++;
      continue;
    }
    const cell = cells[i];
    if ((candidates[cell * stride] & lo) !== 0 || (stride === 2 && (candidates[cell * stride + 1] & hi) !== 0))
      return true;
  }
  return false;
}

function cellsOf(cells: Int32Array, groups: Groups, g: number): number[] {
  const out: number[] = [];
  for (let k = g * groups.most; k < (g + 1) * groups.most && groups.members[k] >= 0; k++)
    out.push(cells[groups.members[k]]);
  return out;
}

/** The candidates among the values (lo, hi) in `cells` outside the pattern, as the store's codes. */
function removals(
  store: CandidateStore,
  cells: Int32Array,
  pattern: readonly number[],
  lo: number,
  hi: number,
  into: Set<number>,
): void {
  const stride = store.wordsPerCell;
  const candidates = store.candidates;
  for (const cell of cells) {
    if (pattern.includes(cell)) continue;
    let removableLo = candidates[cell * stride] & lo;
    let removableHi = stride === 2 ? candidates[cell * stride + 1] & hi : 0;
    for (; removableLo !== 0; removableLo &= removableLo - 1)
      into.add(store.candidateCode(cell, 32 - Math.clz32(removableLo & -removableLo)));
    for (; removableHi !== 0; removableHi &= removableHi - 1)
      into.add(store.candidateCode(cell, 64 - Math.clz32(removableHi & -removableHi)));
  }
}

/** The 9×9 technique: the analysis's search where the first is asked, the listing of every one otherwise. */
export const SUE_DE_COQ: Technique = scanningTechnique('SDC', (board: Board, visit) => {
  if (visit === STOP_AT_FIRST) {
    const found = sueDeCoqAt(board);
    return found && eliminationDeduction('SDC', found.eliminations, found.unit, found.patternCells);
  }
  return deductionsOf('SDC', forEachSueDeCoq)(board, visit);
});
