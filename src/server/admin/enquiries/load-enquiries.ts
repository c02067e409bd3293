import 'server-only';

import {
  CONTACT_AUTO_REPLY_TEMPLATE,
  CONTACT_NOTIFICATION_TEMPLATE,
} from '@/content/email-templates';
import { ENQUIRIES_PAGE_SIZE, type EnquiryFilters } from '@/lib/admin/enquiry-filters';
import type { Role } from '@/lib/admin/roles';
import { serviceDisplayName, serviceOptionsFrom } from '@/lib/contact-options';

import { mayDeleteEnquiries } from '../../auth/account-policy';
import { getDb } from '../../db/client';
import { getEmailTemplate, type EmailTemplate } from '../../queries/email-templates';
import { getEnquiry, listEnquiries } from '../../queries/enquiries';
import { listServiceCatalogue } from '../../queries/services';

/** What the enquiry list shows a role for one set of filters. Never cached: it is private and live. */
export async function loadEnquiries(filters: EnquiryFilters, role: Role) {
  const db = getDb();
  const [page, notification, autoReply, catalogue, canDelete] = await Promise.all([
    listEnquiries(db, filters, { pageSize: ENQUIRIES_PAGE_SIZE }),
    getEmailTemplate(db, CONTACT_NOTIFICATION_TEMPLATE),
    getEmailTemplate(db, CONTACT_AUTO_REPLY_TEMPLATE),
    listServiceCatalogue(db),
    mayDeleteEnquiries(db, role),
  ]);
  const editable = (t: EmailTemplate | null) =>
    t ? { subject: t.subject, body: t.body, text: t.text, enabled: t.enabled } : null;
  return {
    ...page,
    pageCount: Math.max(1, Math.ceil(page.total / ENQUIRIES_PAGE_SIZE)),
    templates: { notification: editable(notification), 'auto-reply': editable(autoReply) },
    /** The service filter's and the Service column's names. */
    services: serviceOptionsFrom(catalogue),
    canDelete,
  };
}

/** One enquiry's page: the enquiry, its service as it reads, and whether the role may delete it. */
export async function loadEnquiry(id: string, role: Role) {
  const db = getDb();
  const [enquiry, catalogue, canDelete] = await Promise.all([
    getEnquiry(db, id),
    listServiceCatalogue(db),
    mayDeleteEnquiries(db, role),
  ]);
  if (!enquiry) return null;
  const serviceName = serviceDisplayName(enquiry.serviceInterest, serviceOptionsFrom(catalogue));
  return { enquiry, serviceName, canDelete };
}
