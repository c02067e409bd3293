import 'server-only';

import { indiaDateOf } from '@/lib/india-time';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { claimDue } from '../queue/claim-due';
import { createDrainWorker } from '../queue/drain-worker';
import {
  clientAuditById,
  finishClientAudit,
  getClientAuditSchedule,
  queueMonthlyClientAudits,
} from '../queries/client-audits';
import { evaluateSite } from '../seo-audit/evaluate';
import { FetchRefusal } from '../seo-audit/fetch-refusal';
import { readSite } from '../seo-audit/read-site';
import { createSafeFetcher, type SafeFetcherOptions } from '../seo-audit/safe-fetch';
import { sharePreviewOf } from '../seo-audit/share-preview';
import { mailClientReport } from './client-report-mail';

// Each active client's site, audited once a month on the owner's day: the free audit's reading
// and judging with its fetcher's rules and bounds, in a queue of its own (a prospect's audit never
// waits behind the clients', nor the other way), two at a time an instance. A site that cannot be
// read is recorded as unreachable, with why, and no score. Either way, the month's report is then
// mailed to the client (client-report-mail.ts).

export const CLIENT_AUDITS_AT_ONCE = 2;

export type ClientAuditWorkerOptions = {
  getDb: () => DB;
  /** The fetcher's settings: the site's user agent; in tests, private addresses and a CA. */
  fetcher: Pick<SafeFetcherOptions, 'userAgent' | 'allowPrivate' | 'ca'>;
  /** The site's address, which the report mail links. */
  siteUrl: string;
  /** A report mail was queued: deliver it now rather than at the outbox's next round. */
  onMailQueued?: () => void;
  /** The tests' clock. */
  now?: () => Date;
};

async function runClientAudit(db: DB, id: string, options: ClientAuditWorkerOptions) {
  const audit = await clientAuditById(db, id);
  if (!audit || audit.status !== 'pending') return;
  const fetcher = createSafeFetcher(options.fetcher);
  const now = () => options.now?.() ?? new Date();
  try {
    const evidence = await readSite(audit.target, fetcher);
    const { score, results } = evaluateSite(evidence, audit.reach);
    const report = {
      homeUrl: evidence.homeUrl,
      pagesRead: evidence.pages.map((p) => p.url),
      results,
      preview: sharePreviewOf(evidence),
    };
    await finishClientAudit(db, id, { score, report }, now());
  } catch (error) {
    if (!(error instanceof FetchRefusal))
      logger.error({ err: error, clientAudit: id }, 'a client’s audit failed');
    const unreachable =
      error instanceof FetchRefusal ? error.message : 'The site could not be read.';
    await finishClientAudit(db, id, { unreachable }, now());
  } finally {
    await fetcher.close();
  }
  const mailed = await mailClientReport(db, audit.clientId, {
    siteUrl: options.siteUrl,
    auditId: id,
  });
  if (mailed.queued) options.onMailQueued?.();
}

export function createClientAuditWorker(options: ClientAuditWorkerOptions) {
  const now = () => options.now?.() ?? new Date();
  return createDrainWorker({
    name: 'client audits',
    batch: CLIENT_AUDITS_AT_ONCE,
    prepare: async () => {
      const db = options.getDb();
      const { day } = await getClientAuditSchedule(db);
      await queueMonthlyClientAudits(db, { today: indiaDateOf(now()), day }, now());
      return async (limit) => {
        const claim = await claimDue(db, 'client_audits', now(), limit);
        await Promise.all(claim.ids.map((id) => runClientAudit(db, id, options)));
        return { audited: claim.ids.length };
      };
    },
  });
}
