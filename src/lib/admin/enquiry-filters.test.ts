import { describe, expect, it } from 'vitest';

import {
  dateFilterStart,
  filtersQuery,
  hasActiveFilters,
  parseEnquiryFilters,
} from './enquiry-filters';

describe('submission filters', () => {
  it('reads known values and falls back to all for anything else', () => {
    expect(
      parseEnquiryFilters(
        new URLSearchParams('q=%20rao%20&status=contacted&service=ppc&date=week&page=3'),
      ),
    ).toEqual({
      q: 'rao',
      status: 'contacted',
      service: 'ppc',
      date: 'week',
      page: 3,
    });
    expect(
      parseEnquiryFilters({ status: 'hacked', service: 'X Y', date: 'yesterday', page: '-1' }),
    ).toEqual({
      q: '',
      status: 'all',
      service: 'all',
      date: 'all',
      page: 1,
    });
  });

  it('writes the filters back to a query string, leaving defaults out', () => {
    const filters = parseEnquiryFilters(new URLSearchParams('status=new&q=pune'));
    expect(filtersQuery(filters)).toBe('?q=pune&status=new');
    expect(filtersQuery(filters, { page: 2 })).toBe('?q=pune&status=new&page=2');
    expect(filtersQuery(parseEnquiryFilters({}))).toBe('');
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(parseEnquiryFilters({ page: '4' }))).toBe(false);
  });

  it('starts today and this month at midnight in India, and this week 7 days ago', () => {
    const now = new Date('2026-11-21T20:00:00.000Z'); // 01:30 on Nov 22 in India
    expect(dateFilterStart('today', now)).toBe('2026-11-21T18:30:00.000Z');
    expect(dateFilterStart('month', now)).toBe('2026-10-31T18:30:00.000Z');
    expect(dateFilterStart('week', now)).toBe('2026-11-14T20:00:00.000Z');
    expect(dateFilterStart('all', now)).toBeNull();
  });
});
