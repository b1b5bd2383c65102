import { analyzePuzzle } from '../../src/engine/analyser';
import { hintFor } from '../../src/engine/analysis/hints';
import { analysisStrings } from '../../src/taskpane/analyse/analysis-strings';
import { readPuzzleLines } from '../helpers/corpus';
import { uniqueSolution } from '../helpers/oracle';

const UNIT_JA: Record<string, string> = { row: '行', column: '列', box: 'ブロック' };
const japaneseUnit = (unit: string): string => `${UNIT_JA[unit.split(' ')[0]]} ${unit.split(' ')[1]}`;

/** The person's grid just before the first step that is a chain of two or more deductions. */
function positionWithChain(): ReturnType<typeof hintFor>['next'] {
  for (const puzzle of readPuzzleLines('rated/top95.txt', 20)) {
    const { steps } = analyzePuzzle(puzzle);
    const grid = puzzle.split('');
    for (const step of steps) {
      const next = hintFor(puzzle, grid.join('')).next;
      if (next && next.deductions.length > 1 && next.unit !== next.placingUnit) return next;
      grid[(step.row - 1) * 9 + step.col - 1] = String(step.value);
    }
  }
  return undefined;
}

describe('hint texts in the pane', () => {
  const next = positionWithChain();

  it('finds a chain of several deductions', () => {
    expect(next).toBeDefined();
  });

  it.each(['en', 'ja'] as const)(
    'gives one link per click with its digit, unit and r2c1<>7 eliminations, then the cell, then the value (%s)',
    (language) => {
      const strings = analysisStrings(language);
      const unitName = language === 'ja' ? japaneseUnit : (unit: string) => unit;
      const step = next!;
      const of = step.hints.length;
      expect(of).toBe(step.deductions.length + 2);
      const texts = Array.from({ length: of }, (_, i) =>
        strings.notice({ kind: 'hint', level: i + 1, of, next: step }),
      );
      step.deductions.forEach((deduction, i) => {
        expect(texts[i]).toContain(unitName(deduction.unit));
        for (const [r, c, d] of deduction.eliminations) expect(texts[i]).toContain(`r${r}c${c}<>${d}`);
        expect(texts[i]).toContain(String(deduction.digits[0]));
      });
      // Consecutive links are different texts: "pointing pair, then pointing pair" no more.
      expect(new Set(texts.slice(0, step.deductions.length)).size).toBe(step.deductions.length);
      expect(texts[of - 2]).toContain(`r${step.row}c${step.col}`);
      expect(texts[of - 2]).toContain(unitName(step.placingUnit));
      expect(texts[of - 1]).toContain(`r${step.row}c${step.col}=${step.value}`);
    },
  );
});

describe('an invalid puzzle is explained in both languages', () => {
  // Two solutions: the last two givens of a valid puzzle removed until the solver finds a second one.
  const puzzle = readPuzzleLines('rated/top95.txt', 1)[0];
  const ambiguous = (() => {
    let grid = puzzle;
    for (let cell = 80; cell >= 0; cell--) {
      if (grid[cell] === '.') continue;
      grid = grid.slice(0, cell) + '.' + grid.slice(cell + 1);
      if (analyzePuzzle(grid).error?.kind === 'multiple-solutions') return grid;
    }
    throw new Error('no ambiguous variant');
  })();

  it.each(['en', 'ja'] as const)(
    'several solutions: the cells where they differ, never the two 81-digit strings (%s)',
    (language) => {
      const result = analyzePuzzle(ambiguous);
      expect(() => uniqueSolution(ambiguous)).toThrow();
      const cells = result.error!.cells.map(([r, c]) => `${String.fromCharCode(64 + c)}${r}`);
      const text = analysisStrings(language).notice({ kind: 'analysed', result, sheetName: 'Analysis', cells });
      expect(text).toContain(cells[0]);
      expect(text).toContain(String(cells.length));
      expect(text).not.toMatch(/\d{81}/);
    },
  );

  it('Not Conquer in Japanese names the letter the next step needs, as the English does', () => {
    const result = analyzePuzzle(puzzle, { techniques: 'BLCM' });
    expect(result.status).toBe('not-conquer');
    const english = analysisStrings('en').notice({ kind: 'analysed', result, sheetName: 'Analysis', cells: [] });
    const japanese = analysisStrings('ja').notice({ kind: 'analysed', result, sheetName: '解析', cells: [] });
    expect(english).toContain(`needs ${result.nextTechnique}`);
    expect(japanese).toContain(`${result.nextTechnique}（`);
    expect(japanese).not.toContain('enabled techniques');
  });

  it('the Japanese text keeps the reason and the cells the English one gives', () => {
    const conflict = '11' + puzzle.slice(2);
    const result = analyzePuzzle(conflict);
    expect(result.status).toBe('invalid');
    const cells = result.error!.cells.map(([r, c]) => `${String.fromCharCode(64 + c)}${r}`);
    const english = analysisStrings('en').notice({ kind: 'analysed', result, sheetName: 'Analysis', cells });
    const japanese = analysisStrings('ja').notice({ kind: 'analysed', result, sheetName: '解析', cells });
    for (const cell of cells) {
      expect(english).toContain(cell);
      expect(japanese).toContain(cell);
    }
    expect(japanese).toContain('同じ数字');
  });
});

describe("no next step, in Japanese from the hint's data", () => {
  const puzzle = readPuzzleLines('rated/top95.txt', 1)[0];

  it('says a complete, correct grid is done', () => {
    const hint = hintFor(puzzle, uniqueSolution(puzzle));
    expect(hint.next).toBeUndefined();
    const text = analysisStrings('ja').notice({
      kind: 'no-hint',
      note: hint.note!,
      stopped: hint.stopped,
      nextTechnique: hint.nextTechnique,
    });
    expect(text).toBe('すべてのセルが正しく埋まっています。');
    expect(analysisStrings('en').notice({ kind: 'no-hint', note: hint.note! })).toBe(hint.note);
  });

  it("names the letter the next step needs when the person's techniques run out", () => {
    // Where B alone gets stuck: the puzzle with every step B finds filled in.
    const grid = puzzle.split('');
    const stuck = analyzePuzzle(puzzle, { techniques: 'B' });
    expect(stuck.status).toBe('not-conquer');
    for (const step of stuck.steps) grid[(step.row - 1) * 9 + step.col - 1] = String(step.value);
    const hint = hintFor(puzzle, grid.join(''), { techniques: 'B' });
    expect(hint.next).toBeUndefined();
    expect(hint.note).toMatch(/^No next step: /);
    const text = analysisStrings('ja').notice({
      kind: 'no-hint',
      note: hint.note!,
      stopped: hint.stopped,
      nextTechnique: hint.nextTechnique,
    });
    expect(text).toMatch(/^次の手がありません: /);
    if (hint.nextTechnique) expect(hint.note).toContain(`needs ${hint.nextTechnique}`);
    expect(text).toContain(hint.nextTechnique ? `${hint.nextTechnique}（` : '有効な技法ではこれ以上進めません');
    expect(text).not.toMatch(/[A-Za-z]{2,}/);
  });
});
