import 'server-only';

import { auditReportPath } from '@/lib/seo-audit/report-address';

import type { DB } from '../../db/schema';
import { auditOfEnquiry } from '../../queries/seo-audit-enquiries';
import { getEnquiry } from '../../queries/enquiries';
import { startEnquiryAudit } from '../../seo-audit/start-audit';
import { createAdminGate, json, readOnly } from '../admin-gate';

// The free SEO audit an enquiry holds: read for its dialog, and run again by the team for any
// enquiry with a website (a fresh audit, never a recent one given again; the prospect is not
// mailed). The report's address is the enquiry's own, as the prospect was given.

const notFound = () => json(404, { error: 'Enquiry not found' });

const withAddress = (audit: Awaited<ReturnType<typeof auditOfEnquiry>>, now = new Date()) =>
  audit && {
    ...audit,
    reportPath: auditReportPath(audit.reportToken),
    expired: new Date(audit.expiresAt) <= now,
  };

export function createEnquiryAuditApi(deps: { db: DB; siteUrl: string; auditSoon: () => void }) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'enquiries');

  const show = guarded(readOnly, async (_request, { id }: { id: string }) => {
    if (!(await getEnquiry(db, id))) return notFound();
    return json(200, { audit: withAddress(await auditOfEnquiry(db, id)) });
  });

  const runAgain = guarded(
    {
      audit: {
        before: async ({ id }: { id: string }) => {
          const enquiry = await getEnquiry(db, id);
          return enquiry && { title: `SEO audit for the enquiry from ${enquiry.name}`, values: {} };
        },
      },
    },
    async (_request, { id }: { id: string }, actor) => {
      const enquiry = await getEnquiry(db, id);
      if (!enquiry) return notFound();
      if (!enquiry.website) return json(409, { error: 'This enquiry has no website to audit.' });
      const started = await startEnquiryAudit(db, {
        enquiryId: id,
        target: new URL(enquiry.website),
        siteUrl: deps.siteUrl,
        author: actor.user.name,
      });
      if (started === 'busy')
        return json(503, {
          error: 'Many audits are running right now. Please try again in a minute.',
        });
      deps.auditSoon();
      return json(201, { audit: withAddress(await auditOfEnquiry(db, id)) });
    },
  );

  return { show, runAgain };
}
