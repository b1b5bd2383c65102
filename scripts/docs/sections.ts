/** Every generated part of docs/, in one list: the generator writes these and the test checks them. */

import { cliReference } from './cli-reference';
import { repositoryRoot, type GeneratedSection } from './generated-sections';
import { techniqueExamples } from './technique-examples';
import { techniqueTable } from './technique-reference';

export const SECTIONS: readonly GeneratedSection[] = [
  { file: 'docs/cli.md', name: 'commands', source: 'the option tables of src/cli/options.ts', make: cliReference },
  { file: 'docs/techniques.md', name: 'table', source: 'src/engine/techniques/registry.ts', make: techniqueTable },
  {
    file: 'docs/techniques.md',
    name: 'examples',
    source: 'src/engine/techniques/registry.ts and test/fixtures/technique-examples.txt',
    make: () => techniqueExamples(repositoryRoot()),
  },
];
