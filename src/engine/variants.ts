/**
 * The engine's entry for every kind but the standard 9×9 (see index.ts for the others): the
 * geometry of a kind, its solver and rule check, transforms, the analysis and hints (their
 * generators are engine/generator's).
 */

export {
  COMBINED_PRESETS,
  MAX_SYMBOLS,
  MIN_SYMBOLS,
  applyVariantTransform,
  cellName,
  cellPosition,
  colourGeometry,
  combinedGeometry,
  defaultBox,
  describeGeometry,
  diagonalGeometry,
  findVariantConflicts,
  gridsOfCell,
  jigsawGeometry,
  parseBoxShape,
  parseGridOffsets,
  parseLatticeLayout,
  presetOfGaps,
  solveVariant,
  standardGeometry,
  variantRuleError,
  variantTransform,
  windokuGeometry,
} from './geometry';
export type { Geometry, GridOffset, VariantTransformChoice } from './geometry';
export { analyzeVariant, validateVariant, variantCandidatesAtStep } from './analysis/variant-analyser';
export type { VariantAnalysisResult, VariantCandidates, VariantStepWithCandidates } from './analysis/variant-analyser';
export { variantHintFor } from './analysis/variant-hints';
