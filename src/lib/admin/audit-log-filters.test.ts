import { describe, expect, it } from 'vitest';

import { auditQueryString, parseAuditQuery } from './audit-log-filters';

describe('audit filters', () => {
  it('reads valid filters and keeps them in the query string', () => {
    const query = parseAuditQuery({
      q: '  Mumbai restored ',
      kind: 'sign-in-failed',
      from: '2026-11-01',
      to: '2026-11-30',
      user: 'abc',
      page: '3',
    });
    expect(query).toEqual({
      q: 'Mumbai restored',
      kind: 'sign-in-failed',
      from: '2026-11-01',
      to: '2026-11-30',
      userId: 'abc',
      page: 3,
    });
    expect(auditQueryString(query, 1)).toBe(
      '?q=Mumbai+restored&user=abc&kind=sign-in-failed&from=2026-11-01&to=2026-11-30',
    );
  });

  it('leaves out what is malformed', () => {
    expect(parseAuditQuery({ q: '   ', kind: 'drop table', from: '1 Nov', page: '-2' })).toEqual({
      q: undefined,
      kind: undefined,
      from: undefined,
      to: undefined,
      userId: undefined,
      page: 1,
    });
  });
});
