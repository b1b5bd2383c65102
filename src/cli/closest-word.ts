/**
 * Edits from a to b: insertions, deletions, substitutions and swaps of two neighbours (the
 * optimal string alignment distance), so that "slove" is one edit from "solve", as a typist sees it.
 */
function editDistance(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        distance = Math.min(distance, beforePrevious[j - 2] + 1);
      current.push(distance);
    }
    [beforePrevious, previous] = [previous, current];
  }
  return previous[b.length];
}

/** The known word a mistyped one most likely meant: a unique one it begins, else the nearest within a third of its length. */
export function closestWord(word: string, known: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const extended = known.filter((each) => each.startsWith(lower));
  if (extended.length === 1) return extended[0];
  const allowed = Math.max(1, Math.floor(lower.length / 3));
  let best: string | undefined;
  let bestDistance = allowed + 1;
  for (const each of known) {
    const distance = editDistance(lower, each);
    if (distance < bestDistance) [best, bestDistance] = [each, distance];
  }
  return best;
}
