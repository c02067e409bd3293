import 'server-only';

import { auditReportPath } from '@/lib/seo-audit/report-address';
import {
  auditFieldsOf,
  auditSubmissionSchema,
  type AuditSubmission,
} from '@/lib/validation/seo-audit';
import { AUDIT_PROBLEMS, type AuditProblem } from '@/lib/seo-audit/audit-problems';

import { enquiryCaptchaProblem } from '../captcha/enquiry-surge';
import type { DB } from '../db/schema';
import { queueEnquiryDeliveries, type DispatchDependencies } from '../enquiries/dispatch-enquiry';
import { publicIntake } from '../http/public-intake';
import { logger } from '../logger';
import { insertEnquiry } from '../queries/enquiry-writes';
import { findEnquiryService } from '../queries/services';
import { startEnquiryAudit } from './start-audit';

// POST /api/seo-audit: the free SEO audit's form. With JavaScript it sends JSON with the captcha
// and reads JSON back; without, the plain form posts and is redirected (303) to the report, or back
// to the form with the problem named. The enquiry is stored before the audit is queued; with the
// queue full it waits there, and the prospect is told their report will come by mail.

export type AuditRequestDependencies = DispatchDependencies & {
  db: DB;
  hmacKey: () => Promise<string>;
  /** Audits a client network may ask for in an hour. */
  perHour: number;
  sitePerMinute: number;
  /** Called once mail is queued, to start its delivery. */
  onQueued?: () => void;
  /** Called once an audit is queued, to start it. */
  onAuditQueued?: () => void;
};

export const AUDITS_PER_HOUR = 3;

// The page is the same for everyone (cached): the problem is named by the fragment, shown by CSS.
const backToForm = (problem: AuditProblem) => `/free-seo-audit#problem-${problem}`;

export function createAuditRequestHandler(deps: AuditRequestDependencies) {
  return publicIntake<typeof auditSubmissionSchema, AuditProblem>(
    {
      name: 'seo-audit',
      db: deps.db,
      rateLimit: { limit: deps.perHour, windowSeconds: 60 * 60 },
      schema: auditSubmissionSchema,
      fieldsOf: auditFieldsOf,
      messages: AUDIT_PROBLEMS,
      problemLocation: backToForm,
    },
    async (submission, { ipKey, asJson }) => {
      const answer = await requestAudit(deps, submission, { ipKey, asJson });
      if (answer.ok && answer.token === null) {
        const { notice } = answer;
        return { ok: true, location: backToForm(notice), body: { token: null, notice } };
      }
      if (answer.ok) {
        const reportUrl = auditReportPath(answer.token);
        return { ok: true, location: reportUrl, body: { token: answer.token, reportUrl } };
      }
      return { ok: false, status: answer.status, problem: answer.problem };
    },
  );
}

/** With no report to show yet: kept for review (spam), or waiting for room in the audit queue. */
type Notice = Extract<AuditProblem, 'held' | 'later'>;
type Answer =
  | { ok: true; token: string; notice?: undefined }
  | { ok: true; token: null; notice: Notice }
  | { ok: false; status: number; problem: AuditProblem };

async function requestAudit(
  deps: AuditRequestDependencies,
  submission: AuditSubmission,
  { ipKey, asJson }: { ipKey: string; asJson: boolean },
): Promise<Answer> {
  // Without JavaScript there is no proof of work to send: such a request has only the bounds.
  if (asJson || submission.captcha) {
    const problem = await enquiryCaptchaProblem(
      deps.db,
      await deps.hmacKey(),
      submission.captcha,
      deps.sitePerMinute,
      { form: 'audit', ipKey },
    );
    if (problem) return { ok: false, status: 403, problem };
  }
  const target = new URL(submission.website);
  const enquiryId = await storeEnquiry(deps.db, submission);
  if (submission.fax) {
    logger.warn({ id: enquiryId, ipKey }, 'audit request stored as spam');
    return { ok: true, token: null, notice: 'held' };
  }
  const started = await startEnquiryAudit(deps.db, { enquiryId, target, siteUrl: deps.siteUrl });
  try {
    await queueEnquiryDeliveries(deps.db, enquiryId, deps);
    deps.onQueued?.();
  } catch (error) {
    logger.error({ err: error, id: enquiryId }, 'could not queue the audit enquiry notification');
  }
  if (started === 'busy') {
    logger.info({ id: enquiryId, host: target.hostname }, 'audit waits for room in the queue');
    return { ok: true, token: null, notice: 'later' };
  }
  deps.onAuditQueued?.();
  logger.info({ id: enquiryId, host: target.hostname }, 'audit requested');
  return { ok: true, token: started.token };
}

async function storeEnquiry(db: DB, s: AuditSubmission): Promise<string> {
  const service = await findEnquiryService(db, 'seo');
  return insertEnquiry(db, {
    name: s.name,
    email: s.email,
    phone: s.phone,
    website: s.website,
    city: s.city,
    service: service?.slug ?? '',
    message: `Asked for a free SEO audit of ${s.website}`,
    sourcePage: s.sourcePage,
    referrer: s.referrer,
    utm: s.utm,
    noticeVersion: s.noticeVersion,
    spamReason: s.fax ? 'honeypot' : undefined,
    origin: 'audit',
    auditReach: s.reach,
  });
}
