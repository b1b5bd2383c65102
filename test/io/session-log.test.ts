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
    expect(problem('seconds,row,col,value\n1,1,1,1\n2,0,1,1')).toEqual({
      problem: 'out-of-range',
      line: 3,
      column: 'row',
      found: '0',
    });
    expect(problem('seconds,row,col,value\n1,1,1,1.5')).toEqual({
      problem: 'out-of-range',
      line: 2,
      column: 'value',
      found: '1.5',
    });
    expect(problem('seconds,row,col,value\n-1,1,1,1')).toEqual({
      problem: 'out-of-range',
      line: 2,
      column: 'seconds',
      found: '-1',
    });
    expect(problem('seconds,row,col,value\nsoon,1,1,1')).toEqual({
      problem: 'not-a-number',
      line: 2,
      column: 'seconds',
      found: 'soon',
    });
    expect(problem('seconds,row,col,value\n5,1,1,1\n4,1,2,1')).toEqual({
      problem: 'time-goes-back',
      line: 3,
      column: 'seconds',
      found: '4',
      previous: 5,
    });
    expect(problem('seconds,row,value\n5,1,1')).toEqual({ problem: 'missing-column', line: 1, column: 'col' });
    expect(problem('')).toEqual({ problem: 'empty' });
    expect(new LogError({ problem: 'out-of-range', line: 3, column: 'row', found: '0' }).message).toBe(
      'line 3, column row: "0" is not a whole number from 1 to 9',
    );
  });

  it('reads a log of another kind on its shape: rows, columns and values up to its own', () => {
    const butterfly = { rows: 12, columns: 12, symbols: 9 };
    const sixteen = { rows: 16, columns: 16, symbols: 16 };
    expect(readSessionLog('seconds,row,col,value\n1,12,12,9', butterfly)).toEqual([
      { seconds: 1, row: 12, col: 12, value: 9, line: 2 },
    ]);
    expect(readSessionLog('seconds,row,col,value\n1,16,1,16', sixteen)).toEqual([
      { seconds: 1, row: 16, col: 1, value: 16, line: 2 },
    ]);
    const refused = (text: string, shape: typeof butterfly) => {
      try {
        readSessionLog(text, shape);
      } catch (error) {
        if (error instanceof LogError) return [error.detail, error.message];
        throw error;
      }
      throw new Error('read without a problem');
    };
    expect(refused('seconds,row,col,value\n1,1,13,1', butterfly)).toEqual([
      { problem: 'out-of-range', line: 2, column: 'col', found: '13' },
      'line 2, column col: "13" is not a whole number from 1 to 12',
    ]);
    expect(refused('seconds,row,col,value\n1,1,1,10', butterfly)).toEqual([
      { problem: 'out-of-range', line: 2, column: 'value', found: '10' },
      'line 2, column value: "10" is not a digit 1–9, or 0 or blank for an erasure',
    ]);
    expect(refused('seconds,row,col,value\n1,17,1,1', sixteen)[1]).toBe(
      'line 2, column row: "17" is not a whole number from 1 to 16',
    );
    expect(refused('seconds,row,col,value\n1,1,1,17', sixteen)[1]).toBe(
      'line 2, column value: "17" is not a number 1–16, or 0 or blank for an erasure',
    );
  });
});
