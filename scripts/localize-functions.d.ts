/** Types for localize-functions.js (the build's Japanese custom-functions metadata). */
export interface FunctionTranslation {
  description: string;
  parameters: Record<string, string>;
}
export function localizeFunctionsMetadata(
  metadataJson: string,
  translations: Record<string, FunctionTranslation>,
): string;
export class LocalizedFunctionsMetadataPlugin {
  constructor(options: { input: string; output: string; translations: string });
  apply(compiler: unknown): void;
}
