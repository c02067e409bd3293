import 'server-only';

import { AUDIT_CHECKS, type CheckResult } from '@/lib/seo-audit/audit-checks';
import { auditScore } from '@/lib/seo-audit/audit-score';
import type { AuditReach } from '@/lib/validation/seo-audit';

import { contentChecks } from './checks/content-checks';
import { deliveryChecks } from './checks/delivery-checks';
import { hreflangCheck } from './checks/hreflang-check';
import { localChecks } from './checks/local-checks';
import { technicalChecks } from './checks/technical-checks';
import type { SiteEvidence } from './evidence';

export type AuditFindings = { score: number; results: CheckResult[] };

const DRAWN_BY_SCRIPT =
  'Read from the HTML the server sends, as crawlers first read it: this site draws its pages with JavaScript (see "Pages send their content in the HTML").';

/** A finding on what a page says, when the page is drawn by script: the HTML is all that was read. */
const fromHtmlOnly = (result: CheckResult): CheckResult => {
  const group = AUDIT_CHECKS.find((check) => check.id === result.id)?.group;
  return group !== 'technical' && (result.status === 'fail' || result.status === 'warn')
    ? { ...result, evidence: [...result.evidence, DRAWN_BY_SCRIPT] }
    : result;
};

// What only a business with a place needs; its structured data is checked for any site.
const ONLINE_SKIPS = new Set(['local-business', 'phone', 'whatsapp', 'maps', 'opening-hours']);
const onlineSkip = (result: CheckResult): CheckResult =>
  ONLINE_SKIPS.has(result.id)
    ? {
        id: result.id,
        status: 'skip',
        evidence: ['Left out: you told us your customers buy online, from anywhere'],
      }
    : result;

/**
 * Every check on what was read, in the catalogue's order, and the score; for a business that sells
 * online (`reach`), without the checks only a business with a place needs.
 */
export function evaluateSite(site: SiteEvidence, reach: AuditReach = 'local'): AuditFindings {
  const byId = new Map(
    [
      ...technicalChecks(site),
      ...deliveryChecks(site),
      ...contentChecks(site),
      hreflangCheck(site),
      ...localChecks(site),
    ].map((r) => [r.id, r]),
  );
  const drawn = site.pages.some((page) => page.drawnByScript);
  const results = AUDIT_CHECKS.map(
    (check): CheckResult => byId.get(check.id) ?? { id: check.id, status: 'skip', evidence: [] },
  )
    .map((result) => (reach === 'online' ? onlineSkip(result) : result))
    .map((result) => (drawn ? fromHtmlOnly(result) : result));
  return { score: auditScore(results), results };
}
