import { describe, expect, it } from 'vitest';

import { reportMonths, scoreBefore, scoreChange, scoreSeries } from './report-months';

const months = reportMonths({
  audits: [
    { month: '2027-03', status: 'pending' },
    { month: '2027-02', status: 'done', score: 80, fixed: ['https'], appeared: [] },
    { month: '2026-12', status: 'unreachable', error: 'The connection was refused.' },
    { month: '2026-11', status: 'done', score: 60, fixed: null, appeared: null },
  ],
  searchMonths: [{ month: '2027-01', clicks: 12, impressions: 300, position: 7.5 }],
  searchTop: [
    {
      month: '2027-01',
      kind: 'query',
      key: 'dentist kochi',
      clicks: 9,
      impressions: 90,
      position: 3,
    },
    { month: '2027-01', kind: 'page', key: '/', clicks: 12, impressions: 300, position: 7.5 },
    { month: '2026-10', kind: 'page', key: '/old', clicks: 1, impressions: 1, position: 1 },
  ],
  work: [{ id: 'w1', doneOn: '2027-01-09', note: 'New titles' }],
});

describe('a client’s report by month', () => {
  it('lists each month with anything in it, newest first; a pending audit is not yet a month', () => {
    expect(months.map((m) => m.month)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(months[1]).toEqual({
      month: '2027-01',
      audit: null,
      search: {
        clicks: 12,
        impressions: 300,
        position: 7.5,
        pages: [{ key: '/', clicks: 12, impressions: 300, position: 7.5 }],
        queries: [{ key: 'dentist kochi', clicks: 9, impressions: 90, position: 3 }],
      },
      work: [{ id: 'w1', doneOn: '2027-01-09', note: 'New titles' }],
    });
    expect(months[2]!.audit).toEqual({
      status: 'unreachable',
      error: 'The connection was refused.',
    });
  });

  it('draws every month from the first audit to the last, a month without a score left empty', () => {
    expect(scoreSeries(months)).toEqual([
      { month: '2026-11', score: 60 },
      { month: '2026-12', score: null },
      { month: '2027-01', score: null },
      { month: '2027-02', score: 80 },
    ]);
    expect(scoreSeries([])).toEqual([]);
  });

  it('compares a score with the audit read before it, across months without one', () => {
    expect(scoreBefore(months, 0)).toEqual({ month: '2026-11', score: 60 });
    expect(scoreBefore(months, 3)).toBeNull();
    expect(scoreChange(80, { month: '2026-11', score: 60 })).toBe(
      ', up 20 from 60 in November 2026',
    );
    expect(scoreChange(55, { month: '2026-11', score: 60 })).toBe(
      ', down 5 from 60 in November 2026',
    );
    expect(scoreChange(60, { month: '2026-11', score: 60 })).toBe(', the same as in November 2026');
    expect(scoreChange(60, null)).toBe('');
  });
});
