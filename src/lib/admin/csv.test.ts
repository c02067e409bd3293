import { describe, expect, it } from 'vitest';

import { csvCell, csvFileName, csvRow, csvTimestamp } from './csv';

describe('CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvRow(['Asha "AR" Rao', 'a,b', null, 'line\nbreak'])).toBe(
      '"Asha ""AR"" Rao","a,b","","line\nbreak"\r\n',
    );
  });
  it.each(['=SUM(A1)', '+91 98200', '-1', '@cmd', '\tx', '\rx'])(
    'guards %j against formula execution',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );
  it('formats times in India and names the file by India’s date', () => {
    expect(csvTimestamp('2026-11-21T20:05:09.000Z')).toBe('2026-11-22 01:35:09');
    expect(csvFileName(new Date('2026-11-21T20:05:09.000Z'))).toBe(
      'form-submissions-2026-11-22.csv',
    );
  });
});
