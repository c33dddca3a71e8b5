import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, and keeps a spreadsheet from running a formula', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['=SUM(A1)', null],
          [new Date('2026-01-02T03:04:05Z'), { k: 1 }],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n\'=SUM(A1),\r\n2026-01-02T03:04:05.000Z,"{""k"":1}"\r\n');
  });
});
