/**
 * The engine's entry for 9×9 grid transforms (see index.ts for the others): relabellings,
 * reflections and rotations, pattern symmetries, random full grids and canonical forms.
 */

export { generateFullGrid } from './board/fullgrid';
export {
  SYMMETRIES,
  SYMMETRY_NAMES,
  completeSymmetric,
  markSources,
  parseSymmetry,
  symmetriesOf,
} from './board/symmetry';
export type { Symmetry } from './board/symmetry';
export { IDENTITY, applyTransform, chosenTransform, compose, randomTransform } from './board/transform';
export type { GridTransform, TransformChoice } from './board/transform';
