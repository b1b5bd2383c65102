export interface ManifestValidation {
  valid: boolean;
  errors: string[];
}
export function validateManifestText(xml: string, schemaDir?: string): Promise<ManifestValidation>;
export function validateManifestFile(file?: string, schemaDir?: string): Promise<ManifestValidation>;
export function checkResourceIds(xml: string): string[];
export const DEFAULT_SCHEMA_DIR: string;
