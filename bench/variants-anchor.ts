/**
 * Child process of the variants bench: solves boards sent by the parent with @algorithm.ts/sudoku
 * (dancing links) and answers each with its time in ms, so the parent can enforce a time limit.
 */

import { SudokuSolver } from '@algorithm.ts/sudoku';

const solver = new SudokuSolver({ childMatrixWidth: Number(process.argv[2]) });

process.on('message', (board: number[]) => {
  const start = process.hrtime.bigint();
  solver.solve(board, null);
  process.send?.(Number(process.hrtime.bigint() - start) / 1e6);
});
