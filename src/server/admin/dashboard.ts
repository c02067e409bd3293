import 'server-only';

import { CONTACT_NOTIFICATION_TEMPLATE } from '@/content/email-templates';
import { SUBMISSIONS_PAGE_SIZE, type SubmissionFilters } from '@/lib/admin/submission-filters';
import { serviceOptionsFrom } from '@/lib/contact-options';

import { getDb } from '../db/client';
import { getEmailTemplate } from '../queries/email-templates';
import { listSubmissions } from '../queries/form-submissions';
import { listServiceCatalogue } from '../queries/services';

/** What the enquiries dashboard shows for one set of filters. Never cached: it is private and live. */
export async function loadDashboard(filters: SubmissionFilters) {
  const db = getDb();
  const [page, template, catalogue] = await Promise.all([
    listSubmissions(db, filters, { pageSize: SUBMISSIONS_PAGE_SIZE }),
    getEmailTemplate(db, CONTACT_NOTIFICATION_TEMPLATE),
    listServiceCatalogue(db),
  ]);
  return {
    ...page,
    pageCount: Math.max(1, Math.ceil(page.total / SUBMISSIONS_PAGE_SIZE)),
    template: template ? { subject: template.subject, body: template.body } : null,
    /** The service filter's and the Service column's names. */
    services: serviceOptionsFrom(catalogue),
  };
}
