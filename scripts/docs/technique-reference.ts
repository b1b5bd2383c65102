/**
 * docs/techniques.md's table, written from the one technique registry
 * (src/engine/techniques/registry.ts): a letter or code added there appears here at the next
 * `npm run docs`.
 */

import { TECHNIQUES, TECHNIQUE_CODES } from '../../src/engine/techniques/registry';

function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/** How a code is written in a step label and in --techniques: a letter alone, a longer code in brackets. */
export function written(code: string): string {
  return code.length === 1 ? code : `[${code}]`;
}

export function techniqueTable(): string {
  return [
    '| code | English | Japanese | tier | set | weight | level | the rule |',
    '|---|---|---|---|---|---:|---:|---|',
    ...TECHNIQUE_CODES.map((code) => {
      const entry = TECHNIQUES[code];
      return `| [\`${written(code)}\`](#${code.toLowerCase()}) | ${cell(entry.english)} | ${cell(entry.japanese)} | ${entry.tier} | ${entry.set} | ${entry.weight} | ${entry.level} | ${cell(entry.rule)} |`;
    }),
  ].join('\n');
}
