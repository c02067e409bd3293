import 'server-only';

import { SIGNATURE_HEADER, signWebhook } from '@/lib/leads/webhook-signature';

import type { DB } from '../db/client';
import { retryAfterFailure } from '../mail/outbox';
import { recordEvent } from '../queries/enquiry-events';
import { dueWebhooks, recordWebhookAttempt } from '../queries/webhook-deliveries';
import { refusedWebhookTarget, type TargetPolicy } from './webhook-target';

// Posts each due delivery, signed with the secret as it is now, and retries a failure with the
// mail outbox's back-off. A receiver gets 10 seconds; redirects are not followed, so a public
// address cannot bounce the call into the private network.

export type WebhookOptions = {
  secret: string;
  policy: TargetPolicy;
  now?: Date;
  limit?: number;
  timeoutMs?: number;
};

export type WebhookReport = { delivered: number; failed: number };

export async function deliverDueWebhooks(db: DB, options: WebhookOptions): Promise<WebhookReport> {
  const now = options.now ?? new Date();
  const report: WebhookReport = { delivered: 0, failed: 0 };
  for (const delivery of await dueWebhooks(db, now, options.limit ?? 20)) {
    const attempts = delivery.attempts + 1;
    const outcome = await post(delivery.url, delivery.payload, options, now);
    if (outcome.ok) {
      await recordWebhookAttempt(db, delivery.id, {
        attempts,
        statusCode: outcome.statusCode,
        error: null,
        status: 'delivered',
        nextAttemptAt: now,
        now,
      });
      if (delivery.submission_id)
        await recordEvent(
          db,
          delivery.submission_id,
          'webhook-delivered',
          `HTTP ${outcome.statusCode}`,
        );
      report.delivered++;
      continue;
    }
    const retry = retryAfterFailure(attempts, now);
    await recordWebhookAttempt(db, delivery.id, {
      attempts,
      statusCode: outcome.statusCode,
      error: outcome.error,
      status: retry.gaveUp ? 'failed' : 'pending',
      nextAttemptAt: retry.at,
      now,
    });
    if (delivery.submission_id)
      await recordEvent(
        db,
        delivery.submission_id,
        'webhook-failed',
        `${outcome.error} (attempt ${attempts}, ${retry.describe})`,
      );
    report.failed++;
  }
  return report;
}

type Outcome = { ok: boolean; statusCode: number | null; error: string };

async function post(
  url: string,
  body: string,
  options: WebhookOptions,
  now: Date,
): Promise<Outcome> {
  if (!options.secret) return { ok: false, statusCode: null, error: 'No webhook secret is set' };
  const refused = await refusedWebhookTarget(url, options.policy);
  if (refused) return { ok: false, statusCode: null, error: refused };
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'agency-site-webhook/1',
        [SIGNATURE_HEADER]: signWebhook(options.secret, body, Math.floor(now.getTime() / 1000)),
      },
      body,
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { ok, statusCode: response.status, error: ok ? '' : `HTTP ${response.status}` };
  } catch (error) {
    const reason =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return { ok: false, statusCode: null, error: reason.slice(0, 300) };
  }
}
