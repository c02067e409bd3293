import 'server-only';

import { auditReportPath } from '@/lib/seo-audit/report-address';
import {
  auditFieldsOf,
  auditSubmissionSchema,
  type AuditSubmission,
} from '@/lib/validation/seo-audit';
import type { AuditProblem } from '@/lib/seo-audit/audit-problems';

import { verifyEnquiryCaptcha } from '../contact/enquiry-surge';
import { BodyTooLargeError, readLimitedText } from '../contact/read-body';
import type { DB } from '../db/schema';
import { queueEnquiryDeliveries, type DispatchDependencies } from '../enquiries/dispatch-enquiry';
import { clientAddressKey } from '../http/client-address';
import { logger } from '../logger';
import { insertEnquiry } from '../queries/enquiry-writes';
import { findEnquiryService } from '../queries/services';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { auditQueueFull, startEnquiryAudit } from './start-audit';

// POST /api/seo-audit: the free SEO audit's form. With JavaScript it sends JSON with the captcha
// and reads JSON back; without, the plain form posts and is redirected (303) to the report, or back
// to the form with the problem named. The enquiry is stored before the audit is queued.

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

type Answer =
  | { ok: true; token: string | null }
  | { ok: false; status: number; problem: AuditProblem; fieldErrors?: Record<string, string[]> };

// The page is the same for everyone (cached): the problem is named by the fragment, shown by CSS.
const backToForm = (problem: AuditProblem) => `/free-seo-audit#problem-${problem}`;

export function createAuditRequestHandler(deps: AuditRequestDependencies) {
  return async (request: Request): Promise<Response> => {
    const asJson = (request.headers.get('content-type') ?? '').includes('application/json');
    let answer: Answer;
    try {
      answer = await answerRequest(request, asJson, deps);
    } catch (error) {
      // Nothing was stored (the database is locked, full or gone): the visitor is told to try again.
      logger.error({ err: error }, 'audit request could not be stored');
      answer = { ok: false, status: 503, problem: 'unavailable' };
    }
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    if (!answer.ok && (answer.status === 503 || answer.status === 429))
      headers['Retry-After'] = '60';
    if (asJson) {
      const body = answer.ok
        ? { token: answer.token, reportUrl: answer.token && auditReportPath(answer.token) }
        : { problem: answer.problem, fieldErrors: answer.fieldErrors ?? {} };
      return Response.json(body, { status: answer.ok ? 201 : answer.status, headers });
    }
    headers.Location = answer.ok
      ? answer.token
        ? auditReportPath(answer.token)
        : backToForm('held')
      : backToForm(answer.problem);
    return new Response(null, { status: 303, headers });
  };
}

async function answerRequest(
  request: Request,
  asJson: boolean,
  deps: AuditRequestDependencies,
): Promise<Answer> {
  let text: string;
  try {
    text = await readLimitedText(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, problem: 'invalid' };
    throw error;
  }
  const ipKey = clientAddressKey(request.headers);
  const limit = await hitRateLimit(deps.db, `seo-audit:${ipKey}`, {
    limit: deps.perHour,
    windowSeconds: 60 * 60,
  });
  if (!limit.allowed) return { ok: false, status: 429, problem: 'limit' };

  const parsed = auditSubmissionSchema.safeParse(readFields(text, asJson));
  if (!parsed.success)
    return {
      ok: false,
      status: 400,
      problem: 'invalid',
      fieldErrors: parsed.error.flatten().fieldErrors,
    };
  const submission = parsed.data;
  // Without JavaScript there is no proof of work to send: such a request has only the bounds.
  if (asJson || submission.captcha) {
    const verdict = await verifyEnquiryCaptcha(
      deps.db,
      await deps.hmacKey(),
      submission.captcha,
      deps.sitePerMinute,
    );
    if (verdict === 'too-cheap') return { ok: false, status: 403, problem: 'harder' };
    if (verdict !== 'ok') {
      logger.info({ verdict, ipKey }, 'audit form captcha refused');
      return { ok: false, status: 403, problem: 'captcha' };
    }
  }
  const target = new URL(submission.website);
  if (!submission.fax && (await auditQueueFull(deps.db, target)))
    return { ok: false, status: 503, problem: 'busy' };

  const enquiryId = await storeEnquiry(deps.db, submission);
  if (submission.fax) {
    logger.warn({ id: enquiryId, ipKey }, 'audit request stored as spam');
    return { ok: true, token: null };
  }
  const started = await startEnquiryAudit(deps.db, { enquiryId, target, siteUrl: deps.siteUrl });
  try {
    await queueEnquiryDeliveries(deps.db, enquiryId, deps);
    deps.onQueued?.();
  } catch (error) {
    logger.error({ err: error, id: enquiryId }, 'could not queue the audit enquiry notification');
  }
  if (started === 'busy') return { ok: false, status: 503, problem: 'busy' };
  deps.onAuditQueued?.();
  logger.info({ id: enquiryId, host: target.hostname }, 'audit requested');
  return { ok: true, token: started.token };
}

function readFields(text: string, asJson: boolean): unknown {
  if (!asJson) return auditFieldsOf(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
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
  });
}
