import { describe, expect, it } from 'vitest';

import { formatLongDate, formatShortDate } from './dates';

describe('dates in Asia/Kolkata', () => {
  it('formats lists as MMM d, yyyy and post headers as MMMM d, yyyy', () => {
    expect(formatShortDate('2024-03-05T06:00:00.000Z')).toBe('Mar 5, 2024');
    expect(formatLongDate('2024-03-05T06:00:00.000Z')).toBe('March 5, 2024');
  });
  it('uses India’s date, not UTC’s, near midnight', () => {
    expect(formatShortDate('2024-03-04T20:00:00.000Z')).toBe('Mar 5, 2024');
  });
  it('shows a date that cannot be formatted as it is', () => {
    expect(formatShortDate('someday')).toBe('someday');
  });
});

describe('admin dates in Asia/Kolkata', () => {
  it('formats the table date and time as dd MMM yyyy and HH:mm', async () => {
    const { formatTableDate, formatTableTime, formatTableDateTime, formatLongDateTime } =
      await import('./dates');
    expect(formatTableDate('2026-11-21T13:35:00.000Z')).toBe('21 Nov 2026');
    // ICU's en-GB writes 'Sept'; the spec's MMM is three letters.
    expect(formatTableDate('2026-09-15T04:00:00.000Z')).toBe('15 Sep 2026');
    expect(formatTableDate('2026-01-04T20:00:00.000Z')).toBe('05 Jan 2026');
    expect(formatTableTime('2026-11-21T13:35:00.000Z')).toBe('19:05');
    expect(formatTableDateTime('2026-11-21T13:35:00.000Z')).toBe('21 Nov 2026 19:05');
    expect(formatLongDateTime('2026-11-21T13:35:00.000Z')).toMatch(
      /^Saturday,? 21 November 2026(,| at) 7:05\s?pm IST$/i,
    );
  });
});

describe('insights week labels', () => {
  it('spell the month as every other admin date does', async () => {
    const { formatDayMonth } = await import('./dates');
    expect(formatDayMonth('2026-09-07')).toBe('7 Sep');
    expect(formatDayMonth('2026-09-14')).toBe('14 Sep');
    expect(formatDayMonth('2026-11-30')).toBe('30 Nov');
  });
});
