import 'server-only';

import { recordAudit } from '../audit-log/audit-log';
import type { DB } from '../db/schema';
import { jsonColumns, readJson } from '../db/json-columns';
import { retryAfterFailure } from '../mail/outbox';
import { claimDue, keepClaim } from '../queue/claim-due';

// Sends each due batch to IndexNow as its documented JSON POST (host, key, keyLocation, urlList),
// retried with the mail outbox's back-off; each answer goes in the audit log.

export type IndexNowOptions = {
  key: string;
  /** The IndexNow endpoint (INDEXNOW_ENDPOINT). */
  endpoint: string;
  siteUrl: string;
  now?: Date;
  timeoutMs?: number;
};

/** Where the key file is served (keyLocation): src/app/indexnow-key.txt. */
export const INDEXNOW_KEY_PATH = '/indexnow-key.txt';

export async function deliverDueIndexNow(
  db: DB,
  options: IndexNowOptions,
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  const report = { sent: 0, failed: 0 };
  const claim = await claimDue(db, 'indexnow_submissions', now, 5);
  for (const id of claim.ids) {
    if (!(await keepClaim(db, 'indexnow_submissions', id, claim, now))) continue;
    const row = await db
      .selectFrom('indexnow_submissions')
      .select(['urls', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const urls = readJson(jsonColumns.indexNowUrls, row.urls, id);
    const attempts = row.attempts + 1;
    const outcome = await post(urls, options);
    const retry = retryAfterFailure(attempts, now);
    const status = outcome.ok ? 'sent' : retry.gaveUp ? 'failed' : 'pending';
    await db
      .updateTable('indexnow_submissions')
      .set({
        status,
        attempts,
        last_status_code: outcome.statusCode,
        last_error: outcome.ok ? null : outcome.error,
        next_attempt_at: outcome.ok ? now.toISOString() : retry.at.toISOString(),
        sent_at: outcome.ok ? now.toISOString() : null,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(
      db,
      {
        kind: 'indexnow',
        userId: null,
        actor: 'The site',
        action: outcome.ok ? 'notified IndexNow' : `IndexNow failed (${retry.describe})`,
        target: `${urls.length} URL${urls.length === 1 ? '' : 's'}: ${outcome.ok ? `HTTP ${outcome.statusCode}` : outcome.error}; ${urls.slice(0, 3).join(' ')}`,
        ipAddress: '-',
      },
      now,
    );
    report[outcome.ok ? 'sent' : 'failed']++;
  }
  return report;
}

type Outcome = { ok: boolean; statusCode: number | null; error: string };

async function post(urls: string[], options: IndexNowOptions): Promise<Outcome> {
  const site = new URL(options.siteUrl);
  try {
    const response = await fetch(options.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({
        host: site.host,
        key: options.key,
        keyLocation: new URL(INDEXNOW_KEY_PATH, site).toString(),
        urlList: urls,
      }),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
    // 200 and 202 are IndexNow's two "received" answers.
    const ok = response.status === 200 || response.status === 202;
    return { ok, statusCode: response.status, error: ok ? '' : `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, statusCode: null, error: (error as Error).message.slice(0, 300) };
  }
}
