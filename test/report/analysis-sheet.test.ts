import { analyzePuzzle, candidatesAtStep } from '../../src/engine/analysis/analyser';
import { digitsToString } from '../../src/engine/board/grid';
import { parsePuzzleText } from '../../src/engine/board/cell-reader';
import { findConflicts } from '../../src/engine/board/rules';
import { solve } from '../../src/engine/solver/solver';
import type { AnalysisResult } from '../../src/engine/analysis/types';
import { analysisSheetLabels } from '../../src/report/analysis-labels';
import {
  ANALYSIS_LAYOUT,
  buildAnalysisSheet,
  CONQUER_RED,
  FOUND_COLOUR,
  inputCellAddress,
} from '../../src/report/analysis-sheet';
import { cellAddress, parseRangeAddress, type SheetModel } from '../../src/report/sheet-model';
import { samplePuzzles } from '../helpers/corpus';

const L = ANALYSIS_LAYOUT;
const EN = analysisSheetLabels('en');

/** The style entries that cover a cell (later entries win, as the writer applies them). */
function styleAt(model: SheetModel, row: number, column: number) {
  return model.styles
    .filter(({ address }) => {
      const r = parseRangeAddress(address);
      return row >= r.row && row < r.row + r.rows && column >= r.column && column < r.column + r.columns;
    })
    .reduce((style, entry) => ({ ...style, ...entry.style }), {} as Record<string, unknown>);
}

function summaryValue(model: SheetModel, label: string): unknown {
  const row = model.values.findIndex((line) => line[0] === label);
  return row < 0 ? undefined : model.values[row][1];
}

function grid(model: SheetModel, column: number): number[] {
  const digits: number[] = [];
  for (let r = 0; r < 9; r++)
    for (let c = 0; c < 9; c++) digits.push(Number(model.values[L.gridRow + r][column + c]) || 0);
  return digits;
}

describe('analysis sheet', () => {
  const puzzles = samplePuzzles('rated/mixed1000_meta.csv', 3);
  const analyses: AnalysisResult[] = puzzles.map((puzzle) => analyzePuzzle(puzzle));

  it.each(puzzles.map((puzzle, i) => [i, puzzle]))(
    'puzzle %i: summary, grids and step log follow the analysis',
    (i) => {
      const result = analyses[i as number];
      const model = buildAnalysisSheet({ result, inputAddress: 'Sheet1!C3:K11' });
      const exact = solve(parsePuzzleText(result.puzzle), 2);
      expect(exact.count).toBe(1);

      // Every row as wide as the block (Office.js refuses ragged arrays).
      for (const line of model.values) expect(line).toHaveLength(model.values[0].length);
      // Solution grid: the exact solver's digits; givens bold, found digits coloured.
      expect(digitsToString(Uint8Array.from(grid(model, L.solutionColumn)))).toBe(digitsToString(exact.solutions[0]));
      const puzzleDigits = grid(model, L.puzzleColumn);
      expect(puzzleDigits.map((d) => (d ? String(d) : '.')).join('')).toBe(result.puzzle);
      const found = new Set(result.steps.map((s) => (s.row - 1) * 9 + s.col - 1));
      for (let cell = 0; cell < 81; cell++) {
        const style = styleAt(model, L.gridRow + Math.floor(cell / 9), L.solutionColumn + (cell % 9));
        if (puzzleDigits[cell]) expect(style.bold).toBe(true);
        else if (found.has(cell)) expect(style.fontColor).toBe(FOUND_COLOUR);
      }

      if (result.status === 'conquer') {
        expect(summaryValue(model, EN.status)).toBe(EN.conquer);
        const statusRow = model.values.findIndex((line) => line[0] === EN.status);
        expect(styleAt(model, statusRow, 1).fontColor).toBe(CONQUER_RED);
        expect(summaryValue(model, EN.level)).toBe(result.grade?.level);
        expect(String(summaryValue(model, EN.grade))).toContain(result.grade?.name ?? '?');
        expect(typeof result.rating).toBe('number');
        expect(summaryValue(model, EN.rating)).toBe(result.rating);
      }
      expect(summaryValue(model, EN.timeMs)).toBe(result.timeMs);
      expect(summaryValue(model, EN.steps)).toBe(result.steps.length);
      for (const [letter, count] of Object.entries(result.techniqueCounts)) {
        const row = model.values.findIndex((line, r) => r > L.summaryRow && line[0] === letter);
        expect(model.values[row][2]).toBe(count);
      }

      // Step log: SPEC §3 columns, the sheet address relative to the input range C3.
      const header = model.values[model.logHeaderRow];
      expect(header.slice(0, EN.logHeader.length)).toEqual(EN.logHeader);
      result.steps.forEach((step, k) => {
        const line = model.values[model.logHeaderRow + 1 + k];
        expect(line.slice(0, 7)).toEqual([
          step.n,
          `r${step.row}c${step.col}`,
          cellAddress(2 + step.row - 1, 2 + step.col - 1),
          step.value,
          step.technique,
          step.elapsedMs,
          step.effort,
        ]);
        // Removed candidates in HoDoKu's notation, each never the solution's digit.
        const removed = String(line[7]).split(', ').filter(Boolean);
        expect(removed).toHaveLength(step.eliminated.length);
        removed.forEach((entry, e) => {
          const [r, c, d] = step.eliminated[e];
          expect(entry).toBe(`r${r}c${c}<>${d}`);
          expect(result.solution?.[(r - 1) * 9 + c - 1]).not.toBe(String(d));
        });
      });

      // The chart: elapsed and effort over the step log's rows.
      expect(model.charts).toHaveLength(1);
      const [chart] = model.charts;
      expect(chart.kind).toBe('line');
      expect(parseRangeAddress(chart.categories)).toEqual({
        row: model.logHeaderRow + 1,
        column: 0,
        rows: result.steps.length,
        columns: 1,
      });
      expect(chart.series.map((s) => parseRangeAddress(s.values).column)).toEqual([5, 6]);
    },
  );

  it('maps (r,c) into the input range', () => {
    expect(inputCellAddress('B2:J10', 1, 1)).toBe('B2');
    expect(inputCellAddress('Sheet 1!AA100:AI108', 9, 9)).toBe(cellAddress(107, 34));
  });

  it('shows the candidate grid before a chosen step, as the analyser replays it', () => {
    const result = analyses[2];
    const step = Math.max(1, Math.floor(result.steps.length / 2));
    const candidates = candidatesAtStep(result.puzzle, step);
    const model = buildAnalysisSheet({ result, inputAddress: 'A1:I9', candidates: { step, grid: candidates } });
    expect(model.values[L.gridRow - 1][L.candidatesColumn]).toBe(EN.candidatesAt(step));
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const shown = String(model.values[L.gridRow + r][L.candidatesColumn + c]);
        if (candidates[r][c]) expect(shown).toBe(candidates[r][c]);
        else expect(shown).toBe(result.solution?.[r * 9 + c]);
      }
    }
    expect(styleAt(model, L.gridRow, L.candidatesColumn).numberFormat).toBe('@');
  });

  it('lists every conflict of an invalid puzzle with the cells’ addresses, and draws no chart', () => {
    const solvable = analyses[0].puzzle;
    const first = [...solvable].findIndex((ch) => ch !== '.');
    const digit = solvable[first];
    // The same digit again in the first empty cell of that row makes a conflict.
    const rowStart = first - (first % 9);
    const empty = [...solvable.slice(rowStart, rowStart + 9)].findIndex((ch) => ch === '.') + rowStart;
    const broken = solvable.slice(0, empty) + digit + solvable.slice(empty + 1);
    const result = analyzePuzzle(broken);
    expect(result.status).toBe('invalid');
    const model = buildAnalysisSheet({ result, inputAddress: 'B2:J10', language: 'ja' });
    const JA = analysisSheetLabels('ja');
    expect(summaryValue(model, JA.status)).toBe(JA.invalid);
    // The problem in Japanese words made from the error's cells and the puzzle's digits, not its English message.
    const problem = String(summaryValue(model, JA.problem));
    expect(problem).toMatch(/^数字の重複（同じ行・列・ブロックに同じ数字があります: /);
    for (const cell of [first, empty])
      expect(problem).toContain(`${Math.floor(cell / 9) + 1} 行 ${(cell % 9) + 1} 列 の ${digit}`);
    expect(problem).not.toMatch(/[A-Za-z]{2,}/);
    const listed = model.values.filter((line) => line[0] === JA.problemCells).map((line) => String(line[1]));
    const conflicts = findConflicts(Uint8Array.from([...broken].map((ch) => (ch === '.' ? 0 : Number(ch)))));
    expect(listed).toHaveLength(conflicts.length);
    for (const cell of conflicts.flatMap((conflict) => conflict.cells)) {
      const [r, c] = [Math.floor(cell / 9) + 1, (cell % 9) + 1];
      expect(listed.join(' ')).toContain(`r${r}c${c} ${inputCellAddress('B2:J10', r, c)}`);
      expect(styleAt(model, L.gridRow + r - 1, L.puzzleColumn + c - 1).fill).toBeDefined();
    }
    expect(model.charts).toHaveLength(0);
    expect(model.name).toBe(JA.sheetName);
  });

  it('says Not Conquer with the reason and the next technique when the technique set runs out', () => {
    const hard = analyses.find((result) => result.steps.some((step) => /[^BLCM]/.test(step.technique)));
    expect(hard).toBeDefined();
    const result = analyzePuzzle(hard!.puzzle, { techniques: 'BLCM' });
    expect(result.status).toBe('not-conquer');
    const model = buildAnalysisSheet({ result, inputAddress: 'A1:I9' });
    expect(summaryValue(model, EN.status)).toBe(EN.notConquer);
    expect(summaryValue(model, EN.reason)).toBe(result.reason);
    if (result.nextTechnique)
      expect(String(summaryValue(model, EN.nextTechnique))).toMatch(new RegExp(`^${result.nextTechnique} `));
  });

  it('names the next technique in Japanese on a Japanese sheet, as its counts table does', () => {
    const result = analyzePuzzle(
      analyses.find((analysis) => analysis.steps.some((step) => /[^BLCM]/.test(step.technique)))!.puzzle,
      { techniques: 'BLCM' },
    );
    const next = result.nextTechnique!;
    expect(next).toBeDefined();
    result.techniqueCounts[next] = 1;
    const model = buildAnalysisSheet({ result, inputAddress: 'A1:I9', language: 'ja' });
    const JA = analysisSheetLabels('ja');
    const counted = model.values.find((line) => line[0] === next && line[2] === 1);
    expect(counted).toBeDefined();
    expect(String(counted![1])).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(summaryValue(model, JA.nextTechnique)).toBe(`${next} ${counted![1]}`);
  });
});
