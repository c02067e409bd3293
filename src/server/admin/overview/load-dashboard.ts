import 'server-only';

import {
  CONTACT_AUTO_REPLY_TEMPLATE,
  CONTACT_NOTIFICATION_TEMPLATE,
} from '@/content/email-templates';
import { SUBMISSIONS_PAGE_SIZE, type SubmissionFilters } from '@/lib/admin/submission-filters';
import { serviceOptionsFrom } from '@/lib/contact-options';

import { getDb } from '../../db/client';
import { getEmailTemplate, type EmailTemplate } from '../../queries/email-templates';
import { listSubmissions } from '../../queries/form-submissions';
import { listServiceCatalogue } from '../../queries/services';

/** What the enquiries dashboard shows for one set of filters. Never cached: it is private and live. */
export async function loadDashboard(filters: SubmissionFilters) {
  const db = getDb();
  const [page, notification, autoReply, catalogue] = await Promise.all([
    listSubmissions(db, filters, { pageSize: SUBMISSIONS_PAGE_SIZE }),
    getEmailTemplate(db, CONTACT_NOTIFICATION_TEMPLATE),
    getEmailTemplate(db, CONTACT_AUTO_REPLY_TEMPLATE),
    listServiceCatalogue(db),
  ]);
  const editable = (t: EmailTemplate | null) =>
    t ? { subject: t.subject, body: t.body, enabled: t.enabled } : null;
  return {
    ...page,
    pageCount: Math.max(1, Math.ceil(page.total / SUBMISSIONS_PAGE_SIZE)),
    templates: { notification: editable(notification), 'auto-reply': editable(autoReply) },
    /** The service filter's and the Service column's names. */
    services: serviceOptionsFrom(catalogue),
  };
}
