import { CONTENT_CHECKS } from './catalogue/content';
import { LOCAL_CHECKS } from './catalogue/local';
import { TECHNICAL_CHECKS } from './catalogue/technical';

// Every check of the free SEO audit, in the order its report and its published method
// (/free-seo-audit/method) list them (catalogue/*.ts): what it checks, its weight in the score, why
// it matters and what fixing it involves, in plain words.

export { CHECK_GROUPS } from './catalogue/check';

export const AUDIT_CHECKS = [...TECHNICAL_CHECKS, ...CONTENT_CHECKS, ...LOCAL_CHECKS];

export type CheckId = (typeof AUDIT_CHECKS)[number]['id'];

const byId = new Map<string, (typeof AUDIT_CHECKS)[number]>(
  AUDIT_CHECKS.map((check) => [check.id, check]),
);

/** The catalogue's entry of a check: its label, weight, why it matters and what fixing it involves. */
export const auditCheck = (id: CheckId) => byId.get(id)!;

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'skip';

/**
 * A check's verdict on one site. `blocker`: set on a failure that keeps the site out of Google, in
 * one sentence saying so; it caps the score (audit-score.ts) and leads the report.
 */
export type CheckResult = {
  id: CheckId;
  status: CheckStatus;
  evidence: string[];
  blocker?: string;
};

/** Google's PageSpeed Insights for the audited home page, when the owner gave an API key. */
export type PageSpeed =
  | {
      /** 0-100, mobile. */
      labScore: number | null;
      /** The Chrome UX Report's p75 for the page (or its origin), when Google has enough visits. */
      field: { lcpMs: number | null; inpMs: number | null; cls: number | null } | null;
    }
  | { error: string };
