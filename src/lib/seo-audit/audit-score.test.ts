import { describe, expect, it } from 'vitest';

import { AUDIT_CHECKS, type CheckResult } from './audit-checks';
import { auditScore, BLOCKED_SCORE_CAP, blockersOf } from './audit-score';

describe('the audit score', () => {
  const all = (status: CheckResult['status']): CheckResult[] =>
    AUDIT_CHECKS.map((check) => ({ id: check.id, status, evidence: [] }));

  it('is 100 when every check passes, 50 when each warns, 0 when each fails', () => {
    expect(auditScore(all('pass'))).toBe(100);
    expect(auditScore(all('warn'))).toBe(50);
    expect(auditScore(all('fail'))).toBe(0);
  });

  it('leaves skipped checks out rather than counting them as failed', () => {
    const results = all('pass').map((r): CheckResult =>
      r.id === 'https'
        ? { ...r, status: 'fail' }
        : r.id === 'mixed-content'
          ? { ...r, status: 'skip' }
          : r,
    );
    const total = AUDIT_CHECKS.reduce((sum, c) => sum + c.weight, 0);
    expect(auditScore(results)).toBe(Math.round(((total - 2 - 6) / (total - 2)) * 100));
    expect(auditScore(all('skip'))).toBe(0);
  });

  it('is at most 40 while something keeps the site out of Google, however much else passes', () => {
    const blocked = all('pass').map((r): CheckResult =>
      r.id === 'robots-txt'
        ? { ...r, status: 'fail', blocker: 'Google cannot crawl your site.' }
        : r,
    );
    expect(auditScore(blocked)).toBe(BLOCKED_SCORE_CAP);
    expect(BLOCKED_SCORE_CAP).toBeLessThanOrEqual(40);
    expect(blockersOf(blocked)).toEqual(['Google cannot crawl your site.']);
    // Under the cap already, the score stays what it is.
    const poor = all('fail').map((r) => (r.id === 'status' ? { ...r, blocker: 'Down.' } : r));
    expect(auditScore(poor)).toBe(0);
  });
});
