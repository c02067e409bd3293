import 'server-only';

import { AUDIT_CHECKS, type CheckResult } from '@/lib/seo-audit/audit-checks';
import { auditScore } from '@/lib/seo-audit/audit-score';

import { contentChecks } from './checks/content-checks';
import { localChecks } from './checks/local-checks';
import { technicalChecks } from './checks/technical-checks';
import type { SiteEvidence } from './evidence';

export type AuditFindings = { score: number; results: CheckResult[] };

/** Every check on what was read, in the catalogue's order, and the score. */
export function evaluateSite(site: SiteEvidence): AuditFindings {
  const byId = new Map(
    [...technicalChecks(site), ...contentChecks(site), ...localChecks(site)].map((r) => [r.id, r]),
  );
  const results = AUDIT_CHECKS.map(
    (check): CheckResult => byId.get(check.id) ?? { id: check.id, status: 'skip', evidence: [] },
  );
  return { score: auditScore(results), results };
}
