import 'server-only';

import { CONTACT_NOTIFICATION_TEMPLATE } from '@/content/email-templates';
import { SUBMISSIONS_PAGE_SIZE, type SubmissionFilters } from '@/lib/admin/submission-filters';

import { getDb } from '../db/client';
import { getEmailTemplate } from '../queries/email-templates';
import { listSubmissions } from '../queries/form-submissions';

/** What the enquiries dashboard shows for one set of filters. Never cached: it is private and live. */
export async function loadDashboard(filters: SubmissionFilters) {
  const db = getDb();
  const [page, template] = await Promise.all([
    listSubmissions(db, filters, { pageSize: SUBMISSIONS_PAGE_SIZE }),
    getEmailTemplate(db, CONTACT_NOTIFICATION_TEMPLATE),
  ]);
  return {
    ...page,
    pageCount: Math.max(1, Math.ceil(page.total / SUBMISSIONS_PAGE_SIZE)),
    template: template ? { subject: template.subject, body: template.body } : null,
  };
}
