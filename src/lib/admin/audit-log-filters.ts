// The audit log's search and filters, kept in the query string:
// /admin/audit-log?q=mumbai&kind=sign-in-failed&from=2026-11-01

import {
  keyParam,
  listQueryString,
  oneParam,
  pageParam,
  textParam,
  type SearchParams,
} from './query-params';

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
/** Reads the filters; anything malformed is left out rather than refused. */
export function parseAuditQuery(params: SearchParams): AuditQuery {
  const from = oneParam(params.from);
  const to = oneParam(params.to);
  const userId = oneParam(params.user);
  return {
    q: textParam(params.q, 200),
    userId: userId && userId.length <= 100 ? userId : undefined,
    kind: keyParam(params.kind, AUDIT_KIND_LABELS),
    from: from && DAY.test(from) && !Number.isNaN(Date.parse(from)) ? from : undefined,
    to: to && DAY.test(to) && !Number.isNaN(Date.parse(to)) ? to : undefined,
    page: pageParam(params.page),
  };
}

export function auditQueryString(query: AuditQuery, page: number): string {
  return listQueryString(
    [
      ['q', query.q],
      ['user', query.userId],
      ['kind', query.kind],
      ['from', query.from],
      ['to', query.to],
    ],
    page,
  );
}
