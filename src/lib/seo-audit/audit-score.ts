import { AUDIT_CHECKS, type CheckResult } from './audit-checks';

/** The score out of 100: each applicable check's weight, half for a warning; skipped ones left out. */
export function auditScore(results: readonly CheckResult[]): number {
  const weights = new Map<string, number>(AUDIT_CHECKS.map((c) => [c.id, c.weight]));
  let earned = 0;
  let possible = 0;
  for (const result of results) {
    if (result.status === 'skip') continue;
    const weight = weights.get(result.id) ?? 0;
    possible += weight;
    earned += result.status === 'pass' ? weight : result.status === 'warn' ? weight / 2 : 0;
  }
  return possible === 0 ? 0 : Math.round((earned / possible) * 100);
}
