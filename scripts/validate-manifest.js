#!/usr/bin/env node
/*
 * Offline validation of manifest.xml: the XML schemas in schemas/office-addin-manifest
 * (libxml2 via xmllint-wasm), then the check the schema cannot make — every resid names a
 * bt:Image / bt:Url / bt:String id of the right kind. `office-addin-manifest validate` needs the
 * network, so it is kept as `npm run validate:online`.
 */
'use strict';

const fs = require('fs');
const path = require('path');

const REPO_ROOT = path.resolve(__dirname, '..');
const DEFAULT_SCHEMA_DIR = path.resolve(REPO_ROOT, 'schemas', 'office-addin-manifest');
const MAIN_SCHEMA = 'OfficeAppManifestV1_1.xsd';

/** Which resource kind a resid must name, by the element that carries it. */
const RESOURCE_KIND_BY_ELEMENT = {
  'bt:Image': 'Image',
  SourceLocation: 'Url',
  FunctionFile: 'Url',
  LearnMoreUrl: 'Url',
  Label: 'String',
  Title: 'String',
  Description: 'String',
  Namespace: 'String',
  Runtime: 'Url',
};

/** Resource ids declared in <Resources>, by kind. */
function declaredResources(xml) {
  const ids = { Image: new Set(), Url: new Set(), String: new Set() };
  const declaration = /<bt:(Image|Url|String)\s+id="([^"]+)"/g;
  for (let m; (m = declaration.exec(xml));) ids[m[1]].add(m[2]);
  return ids;
}

/** Problems with resid references: unknown ids, ids of the wrong kind, ids longer than Office allows (32). */
function checkResourceIds(xml) {
  const ids = declaredResources(xml);
  const problems = [];
  const reference = /<([\w:]+)\b[^>]*\sresid="([^"]*)"/g;
  for (let m; (m = reference.exec(xml));) {
    const [, element, resid] = m;
    const line = xml.slice(0, m.index).split('\n').length;
    const kind = RESOURCE_KIND_BY_ELEMENT[element];
    const anyKind = ids.Image.has(resid) || ids.Url.has(resid) || ids.String.has(resid);
    if (!anyKind)
      problems.push(`line ${line}: <${element} resid="${resid}"> names no bt:Image, bt:Url or bt:String id`);
    else if (kind && !ids[kind].has(resid))
      problems.push(`line ${line}: <${element} resid="${resid}"> must name a bt:${kind}`);
    if (resid.length > 32) problems.push(`line ${line}: resid "${resid}" is longer than 32 characters`);
  }
  for (const kind of Object.keys(ids)) {
    for (const id of ids[kind]) if (id.length > 32) problems.push(`bt:${kind} id "${id}" is longer than 32 characters`);
  }
  return problems;
}

/**
 * Validates a manifest's text. Resolves to { valid, errors: string[] }.
 * @param {string} xml
 * @param {string} [schemaDir]
 */
async function validateManifestText(xml, schemaDir = DEFAULT_SCHEMA_DIR) {
  const { validateXML } = require('xmllint-wasm');
  const schemaFiles = fs.readdirSync(schemaDir).filter((name) => name.endsWith('.xsd'));
  if (!schemaFiles.includes(MAIN_SCHEMA)) throw new Error(`${MAIN_SCHEMA} not found in ${schemaDir}`);
  const read = (fileName) => ({ fileName, contents: fs.readFileSync(path.join(schemaDir, fileName), 'utf8') });
  const result = await validateXML({
    xml: [{ fileName: 'manifest.xml', contents: xml }],
    schema: [read(MAIN_SCHEMA)],
    preload: schemaFiles.filter((name) => name !== MAIN_SCHEMA).map(read),
  });
  const errors = result.errors.map((e) => e.rawMessage.trim());
  errors.push(...checkResourceIds(xml));
  return { valid: errors.length === 0, errors };
}

async function validateManifestFile(file = path.join(REPO_ROOT, 'manifest.xml'), schemaDir = DEFAULT_SCHEMA_DIR) {
  return validateManifestText(fs.readFileSync(file, 'utf8'), schemaDir);
}

module.exports = { validateManifestText, validateManifestFile, checkResourceIds, DEFAULT_SCHEMA_DIR };

if (require.main === module) {
  const file = path.resolve(process.argv[2] || path.join(REPO_ROOT, 'manifest.xml'));
  const schemaDir = process.env.OFFICE_MANIFEST_SCHEMAS || DEFAULT_SCHEMA_DIR;
  validateManifestFile(file, schemaDir).then(
    ({ valid, errors }) => {
      if (valid) {
        console.log(`${path.relative(process.cwd(), file) || file} is valid (schemas: ${schemaDir}).`);
        return;
      }
      for (const error of errors) console.error(error);
      console.error(`${file} is NOT valid: ${errors.length} problem(s).`);
      process.exitCode = 1;
    },
    (error) => {
      console.error(`Cannot validate ${file}: ${error.message}`);
      process.exitCode = 2;
    },
  );
}
