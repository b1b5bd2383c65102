/** The genetic-algorithm solver of SPEC §10: what front ends (command line, the pane's worker) call. */

export {
  DEFAULT_GA_VARIANT,
  GA_DEFAULTS,
  GA_VARIANTS,
  RECOMMENDED_RESTART_AFTER,
  defaultRestartAfter,
  solveWithGa,
  startGa,
} from './genetic-solver';
export { GA_LIMITS } from '../core/limits';
export type { GaOptions, GaProgress, GaResult, GaVariant, SteppedGaRun } from './genetic-solver';
export { MAX_FITNESS } from './grid-score';
