/**
 * Why a puzzle is invalid, in Japanese, made from the error's data (its kind, cells and what was
 * found in them) rather than from the engine's English message, which the English sheets keep.
 * Cells are named "3 行 8 列 (H3)" when the record is a grid on a sheet, so that each has an address.
 */

import { BLANK_MARKS, type CellPosition } from '../engine';
import type { ErrorInfo } from '../engine/analyser';

/** The sheet address of a cell of the grid, when the grid sits on a sheet. */
export type CellAddressOf = (position: CellPosition) => string | undefined;

const MAX_NAMED_CELLS = 3;
const MAX_LISTED_CELLS = 6;
const CELL_RULE_JA = `セルには 1〜9 の数字を入れるか、空欄（何も入れないか ${BLANK_MARKS}）にします。`;

function cellJa(position: CellPosition, addressOf?: CellAddressOf): string {
  const address = addressOf?.(position);
  return `${position[0]} 行 ${position[1]} 列${address ? ` (${address})` : ''}`;
}

/** The first cells by name, then how many more (with their addresses, when they have them). */
function cellsJa(
  cells: readonly CellPosition[],
  shown: number,
  addressOf?: CellAddressOf,
  nameOf = (position: CellPosition, _index: number) => cellJa(position, addressOf),
): string {
  const named = cells.slice(0, shown).map(nameOf).join('、');
  const rest = cells.slice(shown);
  if (rest.length === 0) return named;
  const addresses = addressOf ? rest.map((position) => addressOf(position)).filter((address) => address) : [];
  return `${named}、ほか ${rest.length} セル${addresses.length ? ` (${addresses.join('、')})` : ''}`;
}

/** The digit the puzzle text holds at a cell ('' when the text does not say). */
function digitAt(puzzle: string | undefined, [row, column]: CellPosition): string {
  const digit = puzzle?.length === 81 ? puzzle[(row - 1) * 9 + column - 1] : undefined;
  return digit && digit >= '1' && digit <= '9' ? digit : '';
}

/**
 * The Japanese detail of an invalid puzzle's error; `puzzle` (81 characters) lets a conflict name
 * its digits. An unreadable input the engine gave no data for keeps the engine's words.
 */
export function errorDetailJa(error: ErrorInfo, puzzle?: string, addressOf?: CellAddressOf): string {
  const { cells, input } = error;
  switch (error.kind) {
    case 'conflict':
      return `同じ行・列・ブロックに同じ数字があります: ${cellsJa(cells, MAX_LISTED_CELLS, addressOf, (position) => `${cellJa(position, addressOf)}${digitAt(puzzle, position) ? ` の ${digitAt(puzzle, position)}` : ''}`)}。`;
    case 'no-solution':
      return '解がありません。どう埋めても行・列・ブロックのどこかで数字が重なります。';
    case 'multiple-solutions':
      return `解が複数あります。二つの解は ${cells.length} セルで異なります: ${cellsJa(cells, MAX_LISTED_CELLS, addressOf)}。`;
    case 'bad-input':
      if (input?.problem === 'not-a-symbol') {
        const found = (position: CellPosition, index: number) =>
          `${cellJa(position, addressOf)} に「${input.found[index] ?? ''}」`;
        return `数字でも空欄でもありません: ${cellsJa(cells, MAX_NAMED_CELLS, addressOf, found)}。${CELL_RULE_JA}`;
      }
      if (input?.problem === 'too-short') {
        const found = input.length === 0 ? '問題が空です' : `問題が ${input.length} 文字しかありません`;
        return `${found}。1 セル 1 文字、行ごとに 81 文字必要です。${CELL_RULE_JA}`;
      }
      if (input?.problem === 'stored-as-number')
        return '問題が数値として保存されたため、桁が失われました。問題の列を文字列の書式にして、入力し直してください。';
      return error.message;
    case 'not-found-in-time':
      return '制限時間内に問題が見つかりませんでした。このパターンに問題がないとは限りません。制限時間を長くすると見つかることがあります。';
  }
}
