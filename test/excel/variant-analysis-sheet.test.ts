import { analyzeVariant, type VariantStepWithCandidates } from '../../src/engine/analysis/variant-analyser';
import { writeAnalysisSheet } from '../../src/excel/analysis';
import { ANALYSIS_LAYOUT } from '../../src/report/analysis-sheet';
import { rangeAddress } from '../../src/report/sheet-model';
import { summaryResult } from '../../src/report/variant-analysis-sheet';
import { engineFixtures } from '../helpers/variant-fixtures';
import { variantStepProblems } from '../helpers/variant-step-check';
import { FAKE_REQUEST_LIMIT, fakeWorkbookWith } from './fake-workbook';

describe('writing the analysis sheet of a large puzzle', () => {
  test("a 36×36 with its candidate grid goes in several requests, each under Excel on the web's 5 MB, and reads back as the solution", async () => {
    const fixture = engineFixtures('size-36')[0];
    const { geometry } = fixture;
    const result = analyzeVariant(geometry, fixture.puzzle, { collectCandidates: true });
    expect(
      variantStepProblems(geometry, fixture.puzzle, fixture.solution, result.steps, result.status === 'conquer'),
    ).toEqual([]);
    const context = fakeWorkbookWith('Sheet1', []);
    const step = 1;
    const candidates = { step, cells: (result.steps as VariantStepWithCandidates[])[step - 1].candidates };
    const write = await writeAnalysisSheet(context.asExcel(), {
      result: summaryResult(geometry, result),
      target: { sheetId: 'Sheet1', sheetName: 'Sheet1', address: 'B2:AK37' },
      variant: { geometry, result, candidates },
    });
    expect(write.syncs).toBeGreaterThan(3);
    expect(Math.max(...context.requestBytes)).toBeLessThan(FAKE_REQUEST_LIMIT / 2);
    const sheet = context.workbook.worksheets.getItem(write.sheetName);
    const solution = sheet
      .getRange(rangeAddress(ANALYSIS_LAYOUT.gridRow, ANALYSIS_LAYOUT.puzzleColumn + 37, 36, 36))
      .currentValues()
      .flat();
    expect(solution).toEqual(fixture.solution);
  }, 60_000);
});
