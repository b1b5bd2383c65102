/*
 * The Japanese custom-functions metadata (dist/functions-ja.json) from the English one that
 * custom-functions-metadata-plugin generates from the JSDoc of src/functions/functions.ts: the same
 * functions with the descriptions of src/functions/functions-ja.json. Microsoft localises custom
 * functions with one metadata file per language, chosen by the manifest's <bt:Override Locale>
 * (learn.microsoft.com/office/dev/add-ins/excel/custom-functions-naming). A function or parameter
 * without its Japanese description fails the build, so the two files cannot drift apart.
 */
'use strict';

/** The metadata JSON text in Japanese; throws naming every description that is missing. */
function localizeFunctionsMetadata(metadataJson, translations) {
  const metadata = JSON.parse(metadataJson);
  const missing = [];
  for (const fn of metadata.functions) {
    const words = translations[fn.id];
    if (!words?.description) missing.push(fn.id);
    else fn.description = words.description;
    for (const parameter of fn.parameters) {
      const text = words?.parameters?.[parameter.name];
      if (!text) missing.push(`${fn.id}(${parameter.name})`);
      else parameter.description = text;
    }
  }
  if (missing.length > 0)
    throw new Error(`src/functions/functions-ja.json has no Japanese description for ${missing.join(', ')}.`);
  return JSON.stringify(metadata, null, 4);
}

/** The webpack plugin: emits `output` (functions-ja.json) beside the English `input` asset. */
class LocalizedFunctionsMetadataPlugin {
  constructor({ input, output, translations }) {
    Object.assign(this, { input, output, translations });
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('LocalizedFunctionsMetadataPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LocalizedFunctionsMetadataPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        (assets) => {
          const english = assets[this.input];
          if (!english) return; // the metadata plugin has reported why
          try {
            const translations = JSON.parse(require('fs').readFileSync(this.translations, 'utf8'));
            compilation.emitAsset(
              this.output,
              new sources.RawSource(localizeFunctionsMetadata(english.source().toString(), translations)),
            );
          } catch (error) {
            compilation.errors.push(new WebpackError(error.message));
          }
        },
      );
    });
  }
}

module.exports = { localizeFunctionsMetadata, LocalizedFunctionsMetadataPlugin };
