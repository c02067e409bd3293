import { describe, expect, it } from 'vitest';

import type { CheckResult } from '../seo-audit/audit-checks';
import { auditChanges } from './audit-changes';

const result = (id: string, status: CheckResult['status']) =>
  ({ id, status, evidence: [] }) as unknown as CheckResult;

describe('what changed between two audits of a client’s site', () => {
  it('names the problems fixed and the new ones, a warning counting as a problem', () => {
    const before = [
      result('title', 'fail'),
      result('description', 'warn'),
      result('h1', 'pass'),
      result('canonical', 'pass'),
      result('sitemap', 'fail'),
    ];
    const after = [
      result('title', 'pass'),
      result('description', 'pass'),
      result('h1', 'warn'),
      result('canonical', 'fail'),
      result('sitemap', 'fail'),
    ];
    expect(auditChanges(before, after)).toEqual({
      fixed: ['title', 'description'],
      appeared: ['h1', 'canonical'],
    });
  });
  it('counts neither a check left out of one audit nor one not applicable', () => {
    const before = [result('hreflang', 'skip'), result('title', 'fail')];
    const after = [result('hreflang', 'fail'), result('phone', 'fail')];
    expect(auditChanges(before, after)).toEqual({ fixed: [], appeared: [] });
  });
});
