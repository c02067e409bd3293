import 'server-only';

import { getDb } from '../db/client';
import { env } from '../env';
import { captchaHmacKey } from './bindings';
import { notifyTo } from '../mail/mailer';
import { reportAtToken } from '../queries/seo-audit-enquiries';
import { deliverQueuedSoon } from './bindings';
import { AUDITS_PER_HOUR, createAuditRequestHandler } from '../seo-audit/audit-request';
import { auditSoon } from './seo-audit-runtime';

export const handleAuditRequest = createAuditRequestHandler({
  db: getDb(),
  hmacKey: captchaHmacKey,
  notifyTo,
  siteUrl: env.SITE_URL,
  perHour: AUDITS_PER_HOUR,
  sitePerMinute: env.CONTACT_SITE_LIMIT_PER_MINUTE,
  onQueued: deliverQueuedSoon,
  onAuditQueued: auditSoon,
});

/** GET /api/seo-audit/{token}: how far the audit has got, for the form's progress list. */
export async function auditProgress(token: string): Promise<Response> {
  const audit = (await reportAtToken(getDb(), token))?.audit;
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  if (!audit) return Response.json({ error: 'No such report.' }, { status: 404, headers });
  return Response.json(
    { status: audit.status, progress: audit.progress, score: audit.score, error: audit.error },
    { headers },
  );
}
