/**
 * A small seedable random source (sfc32), so that every generated grid or puzzle can be
 * reproduced from its seed. Math.random cannot be seeded, so the engine never uses it.
 */

import { engineMade, requireInteger, requireNumber, requireText, type EngineMade } from './arguments';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** Shuffles the array in place (Fisher–Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
  /** The seed this source was created from. */
  readonly seed: number;
}

/** Every random source is made by createRandom, so its draws can be trusted to stay in range. */
export const RANDOMS: EngineMade<Random> = engineMade('createRandom');

/** Hashes a string seed to 32 bits (FNV-1a) so that seeds may be words as well as numbers. */
export function seedFromString(text: string): number {
  requireText(text, 'The seed');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The seed of the k-th item of a run (puzzle, grid, transform), so that item k does not depend
 * on how many are asked for, and item 0's seed is the run's seed.
 */
export function derivedSeed(seed: number, k: number): number {
  requireInteger(seed, 'The seed', 0, 0xffffffff);
  requireInteger(k, 'The item number', 0, Number.MAX_SAFE_INTEGER);
  return (seed + Math.imul(k, 0x9e3779b9)) >>> 0;
}

export function createRandom(seed: number | string = Date.now()): Random {
  if (typeof seed !== 'string') requireNumber(seed, 'The seed');
  const seed32 = typeof seed === 'string' ? seedFromString(seed) : seed >>> 0;
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed32;
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) nextUint32();

  const random: Random = {
    seed: seed32,
    next: () => nextUint32() / 4294967296,
    int: (n: number) => Math.floor((nextUint32() / 4294967296) * n),
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = random.int(i + 1);
        const tmp = items[i];
        items[i] = items[j];
        items[j] = tmp;
      }
      return items;
    },
  };
  return RANDOMS.mark(random);
}
