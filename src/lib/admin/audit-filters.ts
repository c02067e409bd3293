// The audit log's search and filters, kept in the query string:
// /admin/audit?q=mumbai&kind=sign-in-failed&from=2026-11-01

export const AUDIT_KIND_LABELS = {
  'sign-in': 'Sign-in',
  'sign-in-failed': 'Failed sign-in',
  write: 'Change',
  user: 'Users and roles',
  account: 'Own account',
  indexnow: 'IndexNow',
} as const;
export type AuditKindFilter = keyof typeof AUDIT_KIND_LABELS;

export type AuditQuery = {
  /** Words each found in who, what was done or to what: 'mumbai restored'. */
  q?: string;
  userId?: string;
  kind?: AuditKindFilter;
  from?: string;
  to?: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the filters; anything malformed is left out rather than refused. */
export function parseAuditQuery(params: Record<string, string | string[] | undefined>): AuditQuery {
  const kind = one(params.kind);
  const from = one(params.from);
  const to = one(params.to);
  const userId = one(params.user);
  const q = one(params.q)?.trim().slice(0, 200);
  const page = Number(one(params.page));
  return {
    q: q || undefined,
    userId: userId && userId.length <= 100 ? userId : undefined,
    kind: kind && kind in AUDIT_KIND_LABELS ? (kind as AuditKindFilter) : undefined,
    from: from && DAY.test(from) && !Number.isNaN(Date.parse(from)) ? from : undefined,
    to: to && DAY.test(to) && !Number.isNaN(Date.parse(to)) ? to : undefined,
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

export function auditQueryString(query: AuditQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.userId) params.set('user', query.userId);
  if (query.kind) params.set('kind', query.kind);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
