import 'server-only';

import { phoneAsDialledInIndia } from '@/lib/phone';
import { csvFileName, csvRow, csvTimestamp, submissionCsvHeader } from '@/lib/admin/csv';
import { parseSubmissionFilters } from '@/lib/admin/submission-filters';
import {
  emailTemplateSchema,
  placeholderWarning,
  statusUpdateSchema,
} from '@/lib/validation/admin';
import { serviceDisplayName, serviceOptionsFrom } from '@/lib/contact-options';
import {
  CONTACT_AUTO_REPLY_TEMPLATE,
  CONTACT_NOTIFICATION_TEMPLATE,
} from '@/content/email-templates';

import type { DB } from '../db/schema';
import { updateEmailTemplate } from '../queries/email-templates';
import { deleteSubmission, updateSubmissionStatus } from '../queries/enquiry-writes';
import { getSubmission, iterateSubmissions } from '../queries/form-submissions';
import { listServiceCatalogue } from '../queries/services';
import { createAdminGate, json, noStore } from './admin-gate';
import { auditSubject } from './audit-subject';

export type AdminApiDependencies = { db: DB };

/** The enquiries side of the admin API: submissions, their CSV and the e-mail templates. */
export function createAdminApi(deps: AdminApiDependencies) {
  const { db } = deps;

  const { guarded } = createAdminGate(db, 'enquiries');

  const setStatus = guarded(
    { schema: statusUpdateSchema },
    async (request, { id }: { id: string }, actor, data) => {
      const before = await getSubmission(db, id);
      if (before) auditSubject(request, `Enquiry from ${before.name}`, { status: before.status });
      if (!(await updateSubmissionStatus(db, id, data.status, actor.user.name)))
        return json(404, { error: 'Enquiry not found' });
      return json(200, { submission: await getSubmission(db, id) });
    },
  );

  const remove = guarded<{ id: string }>(async (request, { id }) => {
    const before = await getSubmission(db, id);
    if (before) auditSubject(request, `Enquiry from ${before.name}`);
    if (!(await deleteSubmission(db, id))) return json(404, { error: 'Enquiry not found' });
    return new Response(null, { status: 204, headers: noStore });
  });

  const saveTemplate = guarded(
    { schema: emailTemplateSchema },
    async (request, _params, _actor, data) => {
      const { which, ...input } = data;
      const name =
        which === 'auto-reply' ? CONTACT_AUTO_REPLY_TEMPLATE : CONTACT_NOTIFICATION_TEMPLATE;
      // The notification is always sent: only the auto-reply can be switched off.
      const template = await updateEmailTemplate(db, name, {
        ...input,
        enabled: which === 'auto-reply' ? input.enabled : undefined,
      });
      if (!template) return json(404, { error: 'The e-mail template is missing' });
      const warnings = [placeholderWarning(input.subject), placeholderWarning(input.body)].filter(
        (w): w is string => w !== null,
      );
      return json(200, { template, warnings });
    },
  );

  const exportCsv = guarded<object>(async (request) => {
    const filters = parseSubmissionFilters(new URL(request.url).searchParams);
    const now = new Date();
    const encoder = new TextEncoder();
    const rows = iterateSubmissions(db, filters, { now });
    const services = serviceOptionsFrom(await listServiceCatalogue(db));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // A byte-order mark so spreadsheet programs read the UTF-8 (Devanagari, emoji) correctly.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(submissionCsvHeader)}`));
      },
      async pull(controller) {
        // Up to 200 rows a chunk: few enough to keep memory flat, enough to keep the stream fast.
        let chunk = '';
        for (let i = 0; i < 200; i++) {
          const next = await rows.next();
          if (next.done) {
            if (chunk) controller.enqueue(encoder.encode(chunk));
            return controller.close();
          }
          const s = next.value;
          chunk += csvRow([
            s.name,
            s.email,
            s.phone && phoneAsDialledInIndia(s.phone),
            s.company,
            s.website,
            serviceDisplayName(s.serviceInterest, services),
            s.city,
            s.message,
            s.status,
            csvTimestamp(s.createdAt),
          ]);
        }
        controller.enqueue(encoder.encode(chunk));
      },
      async cancel() {
        await rows.return(undefined);
      },
    });
    return new Response(stream, {
      headers: {
        ...noStore,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName(now)}"`,
      },
    });
  });

  return { setStatus, remove, saveTemplate, exportCsv };
}
