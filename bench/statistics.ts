/** Rank statistics the benchmarks and `npm run verify` share. */

/** Ranks from 1, ties sharing their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, i) => [value, i] as const).sort((a, b) => a[0] - b[0]);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) result[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return result;
}

/** Spearman's rank correlation of two lists of equal length. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length + 1) / 2;
  let covariance = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < ra.length; i++) {
    covariance += (ra[i] - mean) * (rb[i] - mean);
    varA += (ra[i] - mean) ** 2;
    varB += (rb[i] - mean) ** 2;
  }
  return covariance / Math.sqrt(varA * varB);
}
