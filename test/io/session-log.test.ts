/**
 * The solve-along log reader (issue 12): the columns in any order and case, Excel's other
 * delimiters, a blank value as an erasure, and every bad line named with its line and column.
 */

import { LogError, readSessionLog } from '../../src/io/session-log';

const problem = (text: string) => {
  try {
    readSessionLog(text);
  } catch (error) {
    if (error instanceof LogError) return error.detail;
    throw error;
  }
  throw new Error('read without a problem');
};

describe('session log', () => {
  it('reads the columns in any order, with ; and a byte-order mark; a blank value erases', () => {
    expect(readSessionLog('\uFEFFValue;Row;Col;Seconds\r\n7;1;3;4.5\r\n\r\n;1;3;6\r\n')).toEqual([
      { seconds: 4.5, row: 1, col: 3, value: 7, line: 2 },
      { seconds: 6, row: 1, col: 3, value: 0, line: 4 },
    ]);
  });

  it('names the line and the column of a bad entry', () => {
    expect(problem('seconds,row,col,value\n1,1,1,1\n2,0,1,1')).toEqual({ problem: 'out-of-range', line: 3, column: 'row', found: '0' });
    expect(problem('seconds,row,col,value\n1,1,1,1.5')).toEqual({ problem: 'out-of-range', line: 2, column: 'value', found: '1.5' });
    expect(problem('seconds,row,col,value\n-1,1,1,1')).toEqual({ problem: 'out-of-range', line: 2, column: 'seconds', found: '-1' });
    expect(problem('seconds,row,col,value\nsoon,1,1,1')).toEqual({ problem: 'not-a-number', line: 2, column: 'seconds', found: 'soon' });
    expect(problem('seconds,row,col,value\n5,1,1,1\n4,1,2,1')).toEqual({ problem: 'time-goes-back', line: 3, column: 'seconds', found: '4', previous: 5 });
    expect(problem('seconds,row,value\n5,1,1')).toEqual({ problem: 'missing-column', line: 1, column: 'col' });
    expect(problem('')).toEqual({ problem: 'empty' });
    expect(new LogError({ problem: 'out-of-range', line: 3, column: 'row', found: '0' }).message).toBe('line 3, column row: "0" is not a whole number from 1 to 9');
  });
});
