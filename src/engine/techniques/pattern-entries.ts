/**
 * The full set's pattern families (issue 15): wings, single-digit patterns, uniqueness and finned
 * fish. Spread into the one registry (registry.ts), after the model tool's 19 letters; see
 * technique-codes.ts for how their codes appear in labels. All sit at grade level 5 (Comfort): a
 * named pattern a person can learn, below the assumptions that make levels 6–8. Their tier
 * 'expert' is tried after the advanced tier and before A; `order` (10–99 here; chains take
 * 100–199) sets the trial order by difficulty, as HoDoKu rates them.
 */

import type { TechniqueEntry } from './registry';
import { W_WING, XYZ_WING, XY_WING } from './wings';

export const PATTERN_ENTRIES = {
  XYW: {
    english: 'XY-Wing',
    japanese: 'XYウィング',
    tier: 'expert',
    set: 'full',
    order: 20,
    level: 5,
    weight: 15,
    rule: 'A cell {x,y} sees two cells {x,z} and {y,z}: one of them is z, so remove z from every cell that sees both.',
    search: XY_WING,
  },
  XYZ: {
    english: 'XYZ-Wing',
    japanese: 'XYZウィング',
    tier: 'expert',
    set: 'full',
    order: 21,
    level: 5,
    weight: 18,
    rule: 'A cell {x,y,z} sees two cells {x,z} and {y,z}: one of the three is z, so remove z from every cell that sees all three.',
    search: XYZ_WING,
  },
  WW: {
    english: 'W-Wing',
    japanese: 'Wウィング',
    tier: 'expert',
    set: 'full',
    order: 22,
    level: 5,
    weight: 18,
    rule: 'Two cells {x,y} that do not see each other are joined by a strong link on x (its only two places in a unit, one seeing each): one of them is y, so remove y from every cell that sees both.',
    search: W_WING,
  },
} satisfies Record<string, TechniqueEntry>;
