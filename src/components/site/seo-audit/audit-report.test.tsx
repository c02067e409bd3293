import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { AUDIT_CHECKS, type CheckResult } from '@/lib/seo-audit/audit-checks';

import { AuditReport } from './audit-report';

const passed: CheckResult[] = AUDIT_CHECKS.map((check) => ({
  id: check.id,
  status: 'pass',
  evidence: [],
}));
const report = (results: CheckResult[]) =>
  renderToStaticMarkup(
    <AuditReport
      report={{
        homeUrl: 'https://clinic.example/',
        pagesRead: ['https://clinic.example/'],
        results,
      }}
      score={40}
      finishedAt="2026-11-29T06:00:00.000Z"
      expiresAt="2026-12-29T06:00:00.000Z"
    />,
  );

describe('the audit report', () => {
  it('says first, above the score, what keeps the site out of Google', () => {
    const blocker = 'Google cannot read your site: its robots.txt tells Google to stay out.';
    const html = report(
      passed.map((r) => (r.id === 'robots-txt' ? { ...r, status: 'fail', blocker } : r)),
    );
    expect(html).toContain('Google cannot find this site as it is.');
    expect(html.indexOf(blocker)).toBeGreaterThan(-1);
    expect(html.indexOf(blocker)).toBeLessThan(html.indexOf('/100'));
  });

  it('has no such banner for a site Google can find', () => {
    expect(report(passed)).not.toContain('Google cannot find this site');
  });
});
