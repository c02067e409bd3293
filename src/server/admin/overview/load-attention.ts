import 'server-only';

import { attentionItems, type AttentionCounts, type AttentionItem } from '@/lib/admin/attention';
import { canUse, type Role } from '@/lib/admin/roles';

import { getDb } from '../../db/client';
import {
  enquiryAttention,
  pageViewWeeks,
  scheduledPostCount,
  unresolvedNotFoundCount,
} from '../../queries/attention';
import { activeClients, fallenScores } from '../../queries/client-figures';
import { latestHealthReport } from '../../queries/health-reports';
import { lastBackupAt } from '../backups/load-backups';

/** What needs the attention of a user of `role`: the counts of the areas the role may use. */
export async function loadAttention(role: Role, now = new Date()): Promise<AttentionItem[]> {
  const db = getDb();
  const counts: AttentionCounts = {};
  const work: Promise<unknown>[] = [];
  if (canUse(role, 'enquiries')) {
    work.push(
      enquiryAttention(db, now).then((enquiries) => (counts.enquiries = enquiries)),
      pageViewWeeks(db, now).then((views) => (counts.pageViews = views)),
      Promise.all([activeClients(db), fallenScores(db)]).then(
        ([clients, fallen]) =>
          (counts.clients = {
            ...clients,
            fallen: fallen.map((c) => ({ ...c, before: c.before.score })),
          }),
      ),
    );
  }
  if (canUse(role, 'content')) {
    work.push(
      scheduledPostCount(db, now).then((n) => (counts.scheduledPosts = n)),
      unresolvedNotFoundCount(db).then((n) => (counts.unresolvedNotFound = n)),
      latestHealthReport(db).then(
        (report) => (counts.healthFindings = report ? report.findings.length : null),
      ),
    );
  }
  if (canUse(role, 'backups'))
    work.push(
      lastBackupAt().then((lastAt) => (counts.backup = { lastAt, now: now.toISOString() })),
    );
  await Promise.all(work);
  return attentionItems(counts);
}
