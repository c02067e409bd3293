import { AUDIT_CHECKS, type CheckResult } from './audit-checks';

/**
 * The most a site can score while something keeps it out of Google (robots.txt, noindex, a home
 * page that does not load, a canonical to another site): whatever else it does well, it is not
 * found, and a prospect must not read 96 and leave.
 */
export const BLOCKED_SCORE_CAP = 40;

/** What keeps the site out of Google, one sentence each, in the report's order. */
export const blockersOf = (results: readonly CheckResult[]): string[] =>
  results.flatMap((result) => (result.blocker ? [result.blocker] : []));

/**
 * The score out of 100: each applicable check's weight, half for a warning; skipped ones left out;
 * at most BLOCKED_SCORE_CAP while a blocker stands.
 */
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
  const score = possible === 0 ? 0 : Math.round((earned / possible) * 100);
  return blockersOf(results).length > 0 ? Math.min(score, BLOCKED_SCORE_CAP) : score;
}
