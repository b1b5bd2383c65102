/** The Solve along hint as a person meets it, on any kind: a wrong entry is named first; once erased, the next step's value is the solution's. */

import type { SolveAlongController } from '../../src/taskpane/solve-along/solve-along-controller';
import type { FakeWorksheet } from '../excel/fake-workbook';

export async function expectWrongThenHint(
  controller: SolveAlongController,
  sheet: FakeWorksheet,
  address: string,
  wrongValue: number,
  right: (row: number, col: number) => number,
): Promise<void> {
  await sheet.typeInto(address, [[wrongValue]]);
  await controller.hint();
  expect(controller.state.hint).toEqual({ kind: 'wrong', cells: [address] });
  await sheet.typeInto(address, [['']]);
  await controller.hint();
  const hint = controller.state.hint;
  if (hint?.kind !== 'hint') throw new Error(`no hint: ${JSON.stringify(hint)}`);
  expect(hint.next.value).toBe(right(hint.next.row, hint.next.col));
}
