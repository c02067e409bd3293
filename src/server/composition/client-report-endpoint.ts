import 'server-only';

import { clientReportPath } from '@/lib/clients/report-address';
import { reportMailProblems } from '@/lib/clients/report-mail-problems';
import { reportMailSchema } from '@/lib/validation/client';

import { getDb } from '../db/client';
import type { DB } from '../db/schema';
import { publicIntake } from '../http/public-intake';
import { setReportMail } from '../queries/client-reports';

// POST /api/client-reports/{token}/mail: the contact stops the monthly report mail, or starts it
// again, with the plain form on the report's page (no JavaScript needed; a 303 back to the page,
// which says what was recorded) or with their mail client's one-click unsubscribe (RFC 8058), the
// address of the mail's List-Unsubscribe header.

export const REPORT_MAIL_CHOICES_PER_HOUR = 20;

export function createReportMailHandler(db: DB) {
  return publicIntake<typeof reportMailSchema, 'gone', [token: string]>(
    {
      name: 'client-report-mail',
      db,
      rateLimit: { limit: REPORT_MAIL_CHOICES_PER_HOUR, windowSeconds: 60 * 60 },
      schema: reportMailSchema,
      fieldsOf: (form) => ({
        mail: form.get('List-Unsubscribe') === 'One-Click' ? 'off' : form.get('mail'),
      }),
      messages: reportMailProblems,
      problemLocation: (problem, { args: [token] }) =>
        problem === 'gone'
          ? clientReportPath(token)
          : `${clientReportPath(token)}?problem=${problem}#mail`,
    },
    async ({ mail }, { args: [token] }) =>
      (await setReportMail(db, token, mail === 'on'))
        ? { ok: true, location: `${clientReportPath(token)}?mail=${mail}#mail`, status: 200 }
        : { ok: false, status: 404, problem: 'gone' },
  );
}

export const handleReportMailChoice = createReportMailHandler(getDb());
