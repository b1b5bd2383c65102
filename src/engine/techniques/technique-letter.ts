/**
 * The technique letters and codes, the technique tiers and sets: the names every technique module
 * and the registry share. Declared here, apart from the registry (registry.ts, which checks that its
 * keys are exactly these), so that the modules the registry gathers can name a code without
 * importing the registry back.
 *
 * SPEC §3's 19 letters in its order, then the full set's codes (written [XYW] inside labels).
 */
export type TechniqueLetter =
  | 'B'
  | 'L'
  | 'C'
  | 'M'
  | 'V'
  | 'G'
  | 'Q'
  | 'P'
  | 'U'
  | 'T'
  | 'R'
  | 'S'
  | 'H'
  | 'W'
  | 'Y'
  | 'X'
  | 'K'
  | 'D'
  | 'A'
  | 'SKY'
  | 'KITE'
  | 'ER'
  | 'TF'
  | 'XYW'
  | 'XYZ'
  | 'WW'
  | 'UR1'
  | 'UR2'
  | 'UR3'
  | 'UR4'
  | 'UR5'
  | 'UR6'
  | 'HR'
  | 'AR1'
  | 'AR2'
  | 'BUG'
  | 'FX'
  | 'FS'
  | 'FJ'
  | 'JF'
  | 'NQ'
  | 'HQ'
  | 'SDC'
  | 'XC'
  | 'XYC'
  | 'AIC'
  | 'ALS'
  | 'FC'
  | 'FN';

/** 'expert': the full set's families, tried after the advanced tier and before A (super). */
export type Tier = 'basic' | 'intermediate' | 'advanced' | 'expert' | 'super';

/** Which techniques the analyser may use: the model tool's 19 letters, or those and the modern families. */
export type TechniqueSet = 'model' | 'full';
