/** How the analysis of every kind but the 9×9 lists a candidate: values up to 49 fit below 64. */

/** A candidate (cell, value 1…49) as one number. */
export function candidateCode(cell: number, value: number): number {
  return cell * 64 + value;
}

export function codeCell(code: number): number {
  return Math.floor(code / 64);
}

export function codeValue(code: number): number {
  return code % 64;
}
