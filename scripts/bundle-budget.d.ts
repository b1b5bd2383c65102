/** Types for bundle-budget.js (the build's per-script size budget, docs/build.md). */
import type { Compiler } from 'webpack';

/** Largest sizes in bytes: as emitted, and gzipped. */
export interface ScriptBudget {
  raw: number;
  gzip: number;
}
export class BundleBudgetPlugin {
  constructor(options: { budgets: Record<string, ScriptBudget>; source?: string });
  apply(compiler: Compiler): void;
}
