import type { CheckId, CheckResult } from '../seo-audit/audit-checks';

// What changed on a client's site between two of its audits, check by check: a problem is a check
// that fails or warns; one fixed had a problem and has none now; one new had none and has now. A
// check left out of either audit (not applicable, or the local checks of an online business) is
// neither.

export type AuditChanges = { fixed: CheckId[]; appeared: CheckId[] };

const isProblem = (result: CheckResult | undefined) =>
  result?.status === 'fail' || result?.status === 'warn';
const judged = (result: CheckResult | undefined) =>
  result !== undefined && result.status !== 'skip';

export function auditChanges(before: CheckResult[], after: CheckResult[]): AuditChanges {
  const earlier = new Map(before.map((result) => [result.id, result]));
  const fixed: CheckId[] = [];
  const appeared: CheckId[] = [];
  for (const now of after) {
    const then = earlier.get(now.id);
    if (!judged(then) || !judged(now)) continue;
    if (isProblem(then) && !isProblem(now)) fixed.push(now.id);
    if (!isProblem(then) && isProblem(now)) appeared.push(now.id);
  }
  return { fixed, appeared };
}
