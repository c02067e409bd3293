import 'server-only';

import type { AuditQuery } from '@/lib/admin/audit-log-filters';

import { AUDIT_PAGE_SIZE, listAudit } from '../../audit-log/audit-log';
import { getAccountPolicy } from '../../auth/account-policy';
import { listUsers } from '../../auth/users';
import { getDb } from '../../db/client';

/** The audit log screen's data: one page of entries, the users to filter by, and how long kept. */
export async function loadAuditLog(query: AuditQuery) {
  const db = getDb();
  const [{ rows, total }, users, team] = await Promise.all([
    listAudit(db, query),
    listUsers(db),
    getAccountPolicy(db),
  ]);
  return {
    rows,
    total,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    users: users.map((u) => ({ id: u.id, label: u.status === 'invited' ? u.email : u.name })),
    retentionDays: team.auditRetentionDays,
  };
}
