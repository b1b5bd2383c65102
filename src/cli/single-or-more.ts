/** The same groups, and whether they hold exactly one item: read ahead only until a second item or the end. */
export async function singleOrMore<T>(
  groups: AsyncIterable<T>,
  sizeOf: (group: T) => number,
): Promise<{ groups: AsyncGenerator<T>; single: boolean }> {
  const iterator = groups[Symbol.asyncIterator]();
  const ahead: T[] = [];
  let count = 0;
  let ended = false;
  while (count < 2) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    ahead.push(next.value);
    count += sizeOf(next.value);
  }
  async function* replay(): AsyncGenerator<T> {
    yield* ahead;
    if (!ended) for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { groups: replay(), single: count === 1 };
}
