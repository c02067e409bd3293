import { describe, expect, it } from 'vitest';

import { conversionRate, parseInsightPeriod, weekStart, weeklyCounts } from './insights';

describe('insights', () => {
  it('starts weeks on Monday, UTC', () => {
    expect(weekStart(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(weekStart(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
  });

  it('folds daily counts into the last twelve weeks, this one last', () => {
    const days = new Map([
      ['2026-11-24', 2],
      ['2026-11-23', 1],
      ['2026-11-22', 4],
      ['2026-09-01', 3],
      ['2026-08-30', 9],
    ]);
    const weeks = weeklyCounts(days, new Date('2026-11-25T12:00:00Z'));
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week: '2026-09-07', count: 0 });
    expect(weeks[10]).toEqual({ week: '2026-11-16', count: 4 });
    expect(weeks[11]).toEqual({ week: '2026-11-23', count: 3 });
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(7);
  });

  it('rates enquiries per 100 views and reads unknown periods as 90 days', () => {
    expect(conversionRate(3, 250)).toBe(1.2);
    expect(conversionRate(2, 0)).toBeNull();
    expect(parseInsightPeriod('7y').value).toBe('90d');
    expect(parseInsightPeriod('30d').days).toBe(30);
  });
});
