import { describe, expect, it } from 'vitest';

import {
  conversionRate,
  parseInsightPeriod,
  weekStart,
  weeklyCounts,
  citySlugOfPath,
  sideBySide,
} from './insights';

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

describe('sideBySide', () => {
  it('puts enquiries, WhatsApp chats and calls of one key in one row, the busiest first', () => {
    expect(
      sideBySide(
        [
          { key: '/contact', count: 3 },
          { key: '/services/seo/pune', count: 1 },
        ],
        [
          { key: '/services/seo/pune', channel: 'whatsapp', clicks: 2 },
          { key: '/services/seo/pune', channel: 'call', clicks: 1 },
          { key: '/', channel: 'call', clicks: 1 },
        ],
      ),
    ).toEqual([
      { key: '/services/seo/pune', enquiries: 1, whatsapp: 2, calls: 1 },
      { key: '/contact', enquiries: 3, whatsapp: 0, calls: 0 },
      { key: '/', enquiries: 0, whatsapp: 0, calls: 1 },
    ]);
    expect(citySlugOfPath('/services/seo/pune')).toBe('pune');
    expect(citySlugOfPath('/services/seo')).toBeNull();
    expect(citySlugOfPath('/locations/maharashtra')).toBeNull();
  });
});
