import 'server-only';

import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

import { SIGNATURE_HEADER, signWebhook } from '@/lib/enquiries/webhook-signature';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { retryAfterFailure } from '../mail/outbox';
import { recordEvent } from '../queries/enquiry-events';
import { dueWebhooks, recordWebhookAttempt } from '../queries/webhook-deliveries';
import { keepClaim } from '../queue/claim-due';
import { guardedLookup, refusedWebhookTarget, type TargetPolicy } from './webhook-target';

// Posts each due delivery, signed with the secret as it is now, and retries a failure with the
// mail outbox's back-off. A receiver gets 10 seconds; redirects are not followed, so a public
// address cannot bounce the call into the private network, and the addresses are checked again
// as the connection is made.

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
  const { claim, rows } = await dueWebhooks(db, now, options.limit ?? 20);
  for (const delivery of rows) {
    const at = options.now ?? new Date();
    if (!(await keepClaim(db, 'webhook_deliveries', delivery.id, claim, at))) continue;
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
    const statusCode = await postJson(url, body, {
      timeoutMs: options.timeoutMs ?? 10_000,
      lookup: guardedLookup(options.policy),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'agency-site-webhook/1',
        [SIGNATURE_HEADER]: signWebhook(options.secret, body, Math.floor(now.getTime() / 1000)),
      },
    });
    const ok = statusCode >= 200 && statusCode < 300;
    return { ok, statusCode, error: ok ? '' : `HTTP ${statusCode}` };
  } catch (error) {
    // The screen says only that the receiver was not reached: which error (refused, reset, timed
    // out) would tell whoever sets the address which ports answer, a port scanner. The log has it.
    logger.warn({ err: error }, 'a webhook delivery could not reach its receiver');
    return { ok: false, statusCode: null, error: UNREACHABLE };
  }
}

export const UNREACHABLE = 'The receiver could not be reached';

/** POSTs the body over node:http(s), redirects not followed; resolves with the status code. */
function postJson(
  url: string,
  body: string,
  options: { timeoutMs: number; lookup: LookupFunction; headers: Record<string, string> },
): Promise<number> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: options.headers,
        lookup: options.lookup,
        timeout: options.timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}
