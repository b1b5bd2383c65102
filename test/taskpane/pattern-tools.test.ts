import { analyzePuzzle } from '../../src/engine/analysis/analyser';
import { SYMMETRIES, type Symmetry } from '../../src/engine/board/symmetry';
import { rangeAddress } from '../../src/report/sheet-model';
import { GenerateController } from '../../src/taskpane/generate/generate-controller';
import {
  PatternToolsController,
  type TransformRequest,
} from '../../src/taskpane/pattern-tools/pattern-tools-controller';
import { patternToolsStrings } from '../../src/taskpane/pattern-tools/pattern-tools-strings';
import { FakeContext, type FakeWorksheet } from '../excel/fake-workbook';
import { readPuzzleLines } from '../helpers/corpus';
import { solveReference } from '../helpers/solver-reference';
import { puzzleAt, putValues, typedGrid } from '../helpers/sheet-grid';

/** Where each symmetry sends cell (r, c), written from its geometry (0-based). */
const CELL_MAPS: Record<Symmetry, (r: number, c: number) => [number, number]> = {
  rotate180: (r, c) => [8 - r, 8 - c],
  rotate90: (r, c) => [c, 8 - r],
  'left-right': (r, c) => [r, 8 - c],
  'up-down': (r, c) => [8 - r, c],
  diagonal: (r, c) => [c, r],
  'anti-diagonal': (r, c) => [8 - c, 8 - r],
};

const key = (r: number, c: number) => `${r},${c}`;

/** The smallest set holding `cells` that the symmetry's map sends onto itself. */
function closure(cells: readonly [number, number][], symmetry: Symmetry): Set<string> {
  const found = new Set<string>();
  const queue = [...cells];
  while (queue.length > 0) {
    const [r, c] = queue.pop()!;
    if (found.has(key(r, c))) continue;
    found.add(key(r, c));
    queue.push(CELL_MAPS[symmetry](r, c));
  }
  return found;
}

function invariant(cells: Set<string>, symmetry: Symmetry): boolean {
  return [...cells].every((cell) =>
    cells.has(key(...CELL_MAPS[symmetry](...(cell.split(',').map(Number) as [number, number])))),
  );
}

/** Marks drawn at the block B2:J10 (sheet row 1, column 1): "X" marks, one 1, and one by fill colour alone. */
const DRAWN: [number, number][] = [
  [0, 0],
  [0, 3],
  [1, 7],
  [2, 2],
  [4, 1],
  [3, 5],
];
const FILL_ONLY = key(3, 5);

function drawnWorkbook(cells: readonly [number, number][] = DRAWN): { context: FakeContext; sheet: FakeWorksheet } {
  const context = new FakeContext();
  const sheet = context.workbook.worksheets.add('Drawing');
  cells.forEach(([r, c], i) => {
    if (key(r, c) === FILL_ONLY) sheet.cell(1 + r, 1 + c).fill = '#FFC000';
    else sheet.cell(1 + r, 1 + c).value = i === 1 ? 1 : 'X';
  });
  // The person's other data: beside the block, and a note below it.
  sheet.cell(0, 11).value = 'my notes';
  sheet.cell(11, 1).value = 42;
  context.workbook.selection = { sheet: 'Drawing', address: 'B2' };
  context.discardPending();
  return { context, sheet };
}

/** The marked cells of the block (content or fill), by 0-based block position. */
function marksOf(sheet: FakeWorksheet): Set<string> {
  const marks = new Set<string>();
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const cell = sheet.cells.get(key(1 + r, 1 + c));
      if (cell && (cell.value !== '' || (cell.fill && cell.fill !== '#FFFFFF'))) marks.add(key(r, c));
    }
  }
  return marks;
}

function toolsOn(context: FakeContext, language = 'en'): PatternToolsController {
  return new PatternToolsController({
    runExcel: (work) => work(context.asExcel()),
    canReadFillColours: () => true,
    language,
    newSeed: () => 99,
  });
}

describe('completing a drawn pattern under a symmetry', () => {
  it.each(SYMMETRIES)(
    '%s: the pattern becomes the smallest one holding the drawing that the symmetry maps onto itself; only empty cells are written',
    async (symmetry) => {
      const { context, sheet } = drawnWorkbook();
      const before = new Map([...sheet.cells].map(([at, cell]) => [at, { ...cell }]));
      const state = await toolsOn(context).completeSymmetry(symmetry);
      const notice = state.symmetry;
      if (notice?.kind !== 'completed') throw new Error(`expected completed, got ${JSON.stringify(notice)}`);
      const expected = closure(DRAWN, symmetry);
      const marks = marksOf(sheet);
      expect([...marks].sort()).toEqual([...expected].sort());
      expect(invariant(marks, symmetry)).toBe(true);
      // Every cell that held something holds it still; each added mark went into an empty cell and looks like a drawn one.
      for (const [at, cell] of before) expect({ at, ...sheet.cells.get(at) }).toEqual({ at, ...cell });
      const added = [...marks].filter((cell) => !DRAWN.some(([r, c]) => key(r, c) === cell));
      expect(notice.added.sort()).toEqual(
        added.map((cell) => rangeAddress(...(cell.split(',').map((n) => 1 + Number(n)) as [number, number]))).sort(),
      );
      for (const cell of added) {
        const [r, c] = cell.split(',').map(Number);
        const written = sheet.cells.get(key(1 + r, 1 + c))!;
        const looks = written.fill ? 'fill' : written.value;
        expect(['X', 1, 'fill']).toContain(looks);
      }
      expect(notice.size).toBe(expected.size);
      // The mark drawn by fill colour alone is mirrored by fill colour alone.
      const [r, c] = CELL_MAPS[symmetry](...(FILL_ONLY.split(',').map(Number) as [number, number]));
      if (!DRAWN.some(([dr, dc]) => dr === r && dc === c))
        expect(sheet.cells.get(key(1 + r, 1 + c))).toMatchObject({ value: '', fill: '#FFC000' });
      expect(patternToolsStrings('en').symmetryNotice(notice)).toContain(`Added ${added.length} mark`);
      expect(patternToolsStrings('ja').symmetryNotice(notice)).toContain(`${added.length} 個書き足しました`);
    },
  );

  it('says which symmetries a pattern has, each checked against the symmetry’s own cell map', async () => {
    const both = [
      ...closure(
        [...closure(DRAWN, 'rotate180')].map((cell) => cell.split(',').map(Number) as [number, number]),
        'left-right',
      ),
    ];
    const { context } = drawnWorkbook(both.map((cell) => cell.split(',').map(Number) as [number, number]));
    const state = await toolsOn(context).checkSymmetry();
    const cells = new Set(both);
    const expected = SYMMETRIES.filter((symmetry) => invariant(cells, symmetry));
    expect(expected).toEqual(expect.arrayContaining(['rotate180', 'left-right', 'up-down']));
    expect(state.symmetry).toEqual({ kind: 'symmetries', address: 'Drawing!B2:J10', size: cells.size, has: expected });
    expect(patternToolsStrings('en').symmetryNotice(state.symmetry!)).toContain('180° rotation');
    expect(patternToolsStrings('ja').symmetryNotice(state.symmetry!)).toContain('180° 回転');
  });

  it('writes nothing to a pattern that already has the symmetry', async () => {
    const symmetric = [...closure(DRAWN, 'diagonal')].map((cell) => cell.split(',').map(Number) as [number, number]);
    const { context } = drawnWorkbook(symmetric);
    const state = await toolsOn(context).completeSymmetry('diagonal');
    expect(state.symmetry).toEqual({ kind: 'already', address: 'Drawing!B2:J10', symmetry: 'diagonal' });
    expect(context.syncs).toBe(1);
  });

  it('writes nothing when the person types into the range between the read and the write', async () => {
    const { context, sheet } = drawnWorkbook();
    let calls = 0;
    const tools = new PatternToolsController({
      runExcel: (work) => {
        // The second call writes: just before it, the person types into a cell the completion needs.
        if (++calls === 2) sheet.cell(1 + 8, 1 + 8).value = 'mine';
        return work(context.asExcel());
      },
      canReadFillColours: () => true,
    });
    const state = await tools.completeSymmetry('rotate180');
    expect(state.symmetry).toEqual({ kind: 'changed', address: 'Drawing!B2:J10' });
    expect(sheet.cells.get(key(9, 9))?.value).toBe('mine');
    expect([...marksOf(sheet)].sort()).toEqual([...DRAWN.map(([r, c]) => key(r, c)), key(8, 8)].sort());
  });

  it('says so for a selection with no marks', async () => {
    const context = new FakeContext();
    context.workbook.worksheets.add('Blank');
    context.workbook.selection = { sheet: 'Blank', address: 'C3' };
    const state = await toolsOn(context).completeSymmetry('rotate90');
    expect(state.symmetry).toEqual({ kind: 'no-marks', address: 'Blank!C3:K11' });
    expect(context.workbook.worksheets.getItem('Blank').valuesBlock()).toEqual([]);
  });
});

describe('transforming the selected puzzle', () => {
  const PUZZLE = readPuzzleLines('rated/top95.txt')[13];

  function puzzleWorkbook(puzzle = PUZZLE): { context: FakeContext; sheet: FakeWorksheet } {
    const context = new FakeContext();
    const sheet = context.workbook.worksheets.add('Book');
    putValues(sheet, 'B2', typedGrid(puzzle));
    context.workbook.selection = { sheet: 'Book', address: 'B2:J10' };
    context.discardPending();
    return { context, sheet };
  }

  const RANDOM: TransformRequest = {
    mode: 'random',
    seed: '7',
    rotate: 0,
    transpose: false,
    rows: '',
    cols: '',
    relabel: '',
    destination: 'sheet',
  };

  /** The checks that do not trust the transform: one solution (reference solver), same givens count, same grade. */
  function expectEquivalent(result: string, original: string): void {
    const digits = Array.from(result, (ch) => (ch === '.' ? 0 : Number(ch)));
    expect(solveReference(digits).count).toBe(1);
    expect(digits.filter(Boolean).length).toBe(Array.from(original).filter((ch) => ch !== '.').length);
    const [ours, theirs] = [analyzePuzzle(result), analyzePuzzle(original)];
    expect(ours.grade).toEqual(theirs.grade);
    expect(ours.status).toBe('conquer');
  }

  it('random with a seed: a new sheet holds a puzzle with one solution and the same grade; the original is untouched; the seed repeats it', async () => {
    const { context, sheet } = puzzleWorkbook();
    const state = await toolsOn(context).transformPuzzle(RANDOM);
    const notice = state.transform;
    if (notice?.kind !== 'transformed') throw new Error(`expected transformed, got ${JSON.stringify(notice)}`);
    expect(notice).toMatchObject({ to: 'sheet', where: 'Transformed', transform: { mode: 'random', seed: 7 } });
    const written = puzzleAt(context.workbook.worksheets.getItem('Transformed'), 'A3:I11');
    expect(written).toBe(notice.puzzle);
    expect(written).not.toBe(PUZZLE);
    expectEquivalent(written, PUZZLE);
    expect(puzzleAt(sheet, 'B2:J10')).toBe(PUZZLE);
    const again = await toolsOn(puzzleWorkbook().context).transformPuzzle(RANDOM);
    expect(again.transform).toMatchObject({ puzzle: written });
    expect(patternToolsStrings('en').transformNotice(notice)).toBe(
      'Written to the sheet "Transformed" (random, seed 7).',
    );
    expect(patternToolsStrings('ja').transformNotice(notice)).toBe(
      'シート「Transformed」に書き込みました（ランダム、シード 7）。',
    );
  });

  it('a chosen transform, written beside the puzzle, is the one computed cell by cell here', async () => {
    const { context, sheet } = puzzleWorkbook();
    const request: TransformRequest = {
      ...RANDOM,
      mode: 'chosen',
      rows: '213 456 978',
      cols: '456123789',
      rotate: 90,
      transpose: true,
      relabel: '912345678',
      destination: 'beside',
    };
    const state = await toolsOn(context).transformPuzzle(request);
    expect(state.transform).toMatchObject({ kind: 'transformed', to: 'beside', where: 'Book!L2:T10' });
    // Rows then columns reordered, turned a quarter clockwise, transposed, digits relabelled.
    const rows = [2, 1, 3, 4, 5, 6, 9, 7, 8].map((n) => n - 1);
    const cols = [4, 5, 6, 1, 2, 3, 7, 8, 9].map((n) => n - 1);
    const at = (r: number, c: number) => PUZZLE[rows[r] * 9 + cols[c]];
    const turned = (r: number, c: number) => at(8 - c, r);
    const transposed = (r: number, c: number) => turned(c, r);
    const relabelled = (digit: string) => (digit === '.' ? '.' : '912345678'[Number(digit) - 1]);
    const expected = Array.from({ length: 81 }, (_, cell) =>
      relabelled(transposed(Math.floor(cell / 9), cell % 9)),
    ).join('');
    expect(puzzleAt(sheet, 'L2:T10')).toBe(expected);
    expectEquivalent(expected, PUZZLE);
    expect(puzzleAt(sheet, 'B2:J10')).toBe(PUZZLE);
    expect(patternToolsStrings('en').transformNotice(state.transform!)).toBe(
      'Written at Book!L2:T10 (rows 213 456 978, columns 456123789, rotated 90°, transposed, relabelled 912345678).',
    );
  });

  it('writes nothing beside the puzzle when a cell there holds anything', async () => {
    const { context, sheet } = puzzleWorkbook();
    sheet.cell(5, 15).value = 'keep me';
    context.discardPending();
    const state = await toolsOn(context).transformPuzzle({ ...RANDOM, destination: 'beside' });
    expect(state.transform).toEqual({ kind: 'occupied', address: 'Book!L2:T10' });
    expect(
      sheet
        .getRange('L2:T10')
        .values.flat()
        .filter((value) => value !== ''),
    ).toEqual(['keep me']);
    expect(patternToolsStrings('en').transformNotice(state.transform!)).toMatch(/not empty; nothing was written/);
  });

  it.each([
    [{ mode: 'chosen', rows: '412356789' }, 'rows'],
    [{ mode: 'chosen', cols: '12345678' }, 'cols'],
    [{ mode: 'chosen', relabel: '112345678' }, 'relabel'],
    [{ mode: 'chosen' }, 'nothing-chosen'],
    [{ mode: 'random', seed: 'abc' }, 'seed'],
  ] as const)('refuses %j, naming the field, and reads nothing', async (change, field) => {
    const { context } = puzzleWorkbook();
    const state = await toolsOn(context).transformPuzzle({ ...RANDOM, ...change });
    expect(state.transform).toEqual({ kind: 'bad-field', field });
    expect(context.syncs).toBe(0);
    expect(patternToolsStrings('ja').transformNotice(state.transform!)).toMatch(/[\u3040-\u30ff]/);
  });

  it('names clashing givens by their sheet address', async () => {
    // Row 1 of the puzzle has no 5: two of them at its start clash only with each other.
    expect(PUZZLE.slice(0, 9)).not.toContain('5');
    const { context } = puzzleWorkbook(`55${PUZZLE.slice(2)}`);
    const state = await toolsOn(context).transformPuzzle(RANDOM);
    expect(state.transform).toEqual({
      kind: 'puzzle-problem',
      problem: { reason: 'conflict', digit: 5, cells: ['B2', 'C2'] },
    });
    expect(patternToolsStrings('en').transformNotice(state.transform!)).toBe(
      'The givens clash: 5 appears in B2 and C2 of one row, column or box.',
    );
    expect(context.workbook.worksheets.items.map((each) => each.name)).toEqual(['Book']);
  });

  it('is the Generate tab’s: its controller holds the tools', () => {
    const generate = new GenerateController({
      runExcel: (work) => work(new FakeContext().asExcel()),
      createWorker: () => ({ onmessage: null, postMessage: () => undefined, terminate: () => undefined }),
      language: 'ja',
    });
    expect(generate.tools).toBeInstanceOf(PatternToolsController);
  });
});
