/**
 * The custom functions' metadata as the build makes it: custom-functions-metadata reads the JSDoc
 * of src/functions/functions.ts (dist/functions.json), and scripts/localize-functions.js adds the
 * Japanese descriptions (dist/functions-ja.json). Every function is listed, in both languages.
 */

import * as fs from 'fs';
import * as path from 'path';
import { generateCustomFunctionsMetadata } from 'custom-functions-metadata';
import * as functions from '../../src/functions/functions';
import { localizeFunctionsMetadata } from '../../scripts/localize-functions';

const SOURCE = path.resolve(__dirname, '..', '..', 'src', 'functions', 'functions.ts');
const TRANSLATIONS = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '..', '..', 'src', 'functions', 'functions-ja.json'), 'utf8'),
);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const ISSUE_FUNCTIONS = ['SOLVE', 'COUNT', 'GRADE', 'HINT', 'GIVENS', 'TECHNIQUES'];

interface Metadata {
  functions: {
    id: string;
    name: string;
    description: string;
    parameters: { name: string; description: string; dimensionality?: string; optional?: boolean }[];
    options?: Record<string, boolean>;
  }[];
}

let english: Metadata;
let englishJson: string;

beforeAll(async () => {
  const result = await generateCustomFunctionsMetadata([SOURCE], true);
  expect(result.errors).toEqual([]);
  englishJson = result.metadataJson;
  english = JSON.parse(englishJson);
}, 60_000);

describe('functions.json', () => {
  it('lists every exported function of functions.ts, the issue’s six among them, each with a description', () => {
    const ids = english.functions.map((fn) => fn.id);
    expect(ids.sort()).toEqual(
      Object.keys(functions)
        .map((name) => name.toUpperCase())
        .sort(),
    );
    expect(ids).toEqual(expect.arrayContaining(ISSUE_FUNCTIONS));
    for (const fn of english.functions) {
      expect(fn.description.length).toBeGreaterThan(10);
      for (const parameter of fn.parameters) expect(parameter.description.length).toBeGreaterThan(5);
    }
  });

  it('takes the puzzle as a range (matrix) and asks Excel for the arguments’ addresses', () => {
    for (const fn of english.functions) {
      expect(fn.parameters[0]).toMatchObject({ name: 'puzzle', dimensionality: 'matrix' });
      expect(fn.options?.requiresParameterAddresses).toBe(true);
      expect(fn.parameters.slice(1).every((parameter) => parameter.optional)).toBe(true);
    }
    expect(english.functions.find((fn) => fn.id === 'HINT')!.parameters[1]).toMatchObject({
      name: 'grid',
      dimensionality: 'matrix',
    });
  });
});

describe('functions-ja.json', () => {
  it('has the same functions and parameters with Japanese descriptions', () => {
    const japanese: Metadata = JSON.parse(localizeFunctionsMetadata(englishJson, TRANSLATIONS));
    expect(japanese.functions.map((fn) => [fn.id, fn.name, fn.parameters.map((p) => p.name)])).toEqual(
      english.functions.map((fn) => [fn.id, fn.name, fn.parameters.map((p) => p.name)]),
    );
    for (const fn of japanese.functions) {
      expect(fn.description).toMatch(JAPANESE);
      for (const parameter of fn.parameters) expect(parameter.description).toMatch(JAPANESE);
    }
  });

  it('fails the build naming a function or parameter without its Japanese description', () => {
    const { HINT, ...withoutHint } = TRANSLATIONS;
    expect(() => localizeFunctionsMetadata(englishJson, withoutHint)).toThrow(/HINT/);
    const withoutGrid = { ...TRANSLATIONS, HINT: { ...HINT, parameters: { ...HINT.parameters, grid: '' } } };
    expect(() => localizeFunctionsMetadata(englishJson, withoutGrid)).toThrow(/HINT\(grid\)/);
  });
});
