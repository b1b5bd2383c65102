/** Every fuzz class, in the order of the table: issue 41's findings 1–8. */

import type { FuzzClass } from './case';
import { DATA_CLASSES } from './classes-data';
import { FILE_CLASSES } from './classes-files';
import { OPTION_CLASSES } from './classes-options';
import { OUTPUT_CLASSES } from './classes-output';
import { TEXT_CLASSES } from './classes-text';

export const FUZZ_CLASSES: readonly FuzzClass[] = [
  ...DATA_CLASSES,
  ...OPTION_CLASSES,
  ...FILE_CLASSES,
  ...OUTPUT_CLASSES,
  ...TEXT_CLASSES,
];
