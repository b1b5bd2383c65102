/**
 * Hamada logic (H) on any geometry, the two forms of SPEC §3 as in techniques/hamada.ts, with the
 * same link cap and scan order. A trial works on one value's place counts per unit: assuming the
 * value in a cell takes it from that cell and every peer, unit counts follow, and a unit that had
 * places and has none left (and holds no assumed cell) is the contradiction. Where the 9×9 version
 * precomputes a cell × unit table of seen positions, this one walks the peer list, which scales
 * to 49×49 and to combined puzzles of any number of grids.
 */

import { CHAIN_LINK_CAP } from '../techniques/hamada';
import type { VariantBoard } from './board';
import { VariantDeduction } from './deduction';
import { candidateCode } from './candidate-code';

const CONTRADICTION_LINKS = 2;
const CHAIN_LINKS = CHAIN_LINK_CAP - CONTRADICTION_LINKS;
const GROUP_CELLS = CHAIN_LINKS + 1;

/** The working state of one trial on one board. */
class Trial {
  readonly before: Int32Array;
  readonly work: Int32Array;
  readonly removedAt: Int32Array;
  readonly occupiedAt: Int32Array;
  stamp = 0;
  value = 0;

  constructor(readonly board: VariantBoard) {
    const { units, cellCount } = board.geometry;
    this.before = new Int32Array(units.length);
    this.work = new Int32Array(units.length);
    this.removedAt = new Int32Array(cellCount);
    this.occupiedAt = new Int32Array(units.length);
  }

  /** Reads the value's place counts from the board (once per value). */
  load(value: number): void {
    const size = this.board.geometry.size;
    this.value = value;
    for (let unit = 0; unit < this.before.length; unit++)
      this.before[unit] = this.board.places[unit * size + value - 1];
  }

  start(): void {
    this.stamp++;
    this.work.set(this.before);
  }

  /** Assumes the value in the cell: it and its peers lose it; the cell's units are occupied. */
  assume(cell: number): void {
    const { peers, peerStart, cellUnits, cellUnitStart } = this.board.geometry;
    this.take(cell);
    for (let k = peerStart[cell]; k < peerStart[cell + 1]; k++) this.take(peers[k]);
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) this.occupiedAt[cellUnits[k]] = this.stamp;
  }

  private take(cell: number): void {
    if (this.removedAt[cell] === this.stamp || !this.board.has(cell, this.value)) return;
    this.removedAt[cell] = this.stamp;
    const { cellUnits, cellUnitStart } = this.board.geometry;
    for (let k = cellUnitStart[cell]; k < cellUnitStart[cell + 1]; k++) this.work[cellUnits[k]]--;
  }

  /** A unit not occupied by an assumed cell that had places and has none left, or -1. */
  emptied(): number {
    for (let unit = 0; unit < this.work.length; unit++) {
      if (this.work[unit] === 0 && this.before[unit] !== 0 && this.occupiedAt[unit] !== this.stamp) return unit;
    }
    return -1;
  }

  /** The only place left in the first unoccupied unit that has one, or -1. */
  forced(): number {
    const { unitCells, size } = this.board.geometry;
    for (let unit = 0; unit < this.work.length; unit++) {
      if (this.work[unit] !== 1 || this.occupiedAt[unit] === this.stamp) continue;
      for (let i = 0; i < size; i++) {
        const cell = unitCells[unit * size + i];
        if (this.removedAt[cell] !== this.stamp && this.board.has(cell, this.value)) return cell;
      }
    }
    return -1;
  }
}

const trials = new WeakMap<VariantBoard, Trial>();

function trialFor(board: VariantBoard): Trial {
  let trial = trials.get(board);
  if (!trial) trials.set(board, (trial = new Trial(board)));
  return trial;
}

/** Same-pair cells linked through shared units, coloured alternately, nearest first, up to GROUP_CELLS. */
function colourGroup(board: VariantBoard, start: number, group: number[], colours: number[]): void {
  const { peers, peerStart } = board.geometry;
  group.length = 0;
  colours.length = 0;
  group.push(start);
  colours.push(0);
  for (let head = 0; head < group.length && group.length < GROUP_CELLS; head++) {
    const cell = group[head];
    for (let k = peerStart[cell]; k < peerStart[cell + 1] && group.length < GROUP_CELLS; k++) {
      const peer = peers[k];
      if (
        board.values[peer] !== 0 ||
        board.lo(peer) !== board.lo(start) ||
        board.hi(peer) !== board.hi(start) ||
        group.includes(peer)
      )
        continue;
      group.push(peer);
      colours.push(1 - colours[head]);
    }
  }
}

export function findBivalueHamada(board: VariantBoard): VariantDeduction | null {
  const trial = trialFor(board);
  const group: number[] = [];
  const colours: number[] = [];
  for (let start = 0; start < board.geometry.cellCount; start++) {
    if (board.values[start] !== 0 || board.counts[start] !== 2) continue;
    colourGroup(board, start, group, colours);
    if (group.length < 2) continue;
    const low = board.lowest(start);
    const pair = [low, nextCandidate(board, start, low)];
    for (let cls = 0; cls < 2; cls++) {
      for (const value of pair) {
        trial.load(value);
        trial.start();
        group.forEach((cell, k) => colours[k] === cls && trial.assume(cell));
        const unit = trial.emptied();
        if (unit < 0) continue;
        const other = pair[0] === value ? pair[1] : pair[0];
        const eliminations = group.map((cell, k) => candidateCode(cell, colours[k] === cls ? value : other));
        return { technique: 'H', placeCell: -1, placeValue: 0, eliminations, unit, patternCells: [...group] };
      }
    }
  }
  return null;
}

function nextCandidate(board: VariantBoard, cell: number, after: number): number {
  for (let value = after + 1; value <= board.geometry.size; value++) if (board.has(cell, value)) return value;
  return 0;
}

export function findSingleDigitHamada(board: VariantBoard): VariantDeduction | null {
  const { cellCount, size } = board.geometry;
  const trial = trialFor(board);
  for (let value = 1; value <= size; value++) {
    trial.load(value);
    for (let start = 0; start < cellCount; start++) {
      if (!board.has(start, value)) continue;
      trial.start();
      trial.assume(start);
      const holders = [start];
      for (let link = 2; link <= CHAIN_LINKS; link += 2) {
        const forced = trial.forced();
        if (forced < 0) break;
        trial.assume(forced);
        holders.push(forced);
        const unit = trial.emptied();
        if (unit >= 0)
          return {
            technique: 'H',
            placeCell: -1,
            placeValue: 0,
            eliminations: [candidateCode(start, value)],
            unit,
            patternCells: holders,
          };
      }
    }
  }
  return null;
}

export function findHamada(board: VariantBoard): VariantDeduction | null {
  return findBivalueHamada(board) ?? findSingleDigitHamada(board);
}
