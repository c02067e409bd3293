import 'server-only';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { claimDue } from '../queue/claim-due';
import { createDrainWorker } from '../queue/drain-worker';
import { auditById, finishAudit, recordAuditProgress } from '../queries/seo-audits';
import { evaluateSite } from './evaluate';
import { FetchRefusal } from './fetch-refusal';
import { readPageSpeed } from './page-speed';
import { startAwaitedAudits } from './start-audit';
import { readSite } from './read-site';
import { mailAuditReports } from './report-mail';
import { createSafeFetcher } from './safe-fetch';
import { sharePreviewOf } from './share-preview';

// The free SEO audits run in the background, never on a visitor's request: at most two at a
// time on an instance (a batch of two, run side by side), each with a fetcher of its own.

export const AUDITS_AT_ONCE = 2;

export type AuditWorkerOptions = {
  getDb: () => DB;
  userAgent: string;
  /** The tests' setting: private addresses and any port (safe-fetch.ts). */
  allowPrivate: boolean;
  /** The site's address, for the report's link in the prospect's mail. */
  siteUrl: string;
  /** Called once report mails are queued, to start their delivery. */
  onMailQueued?: () => void;
  /** The tests' stand-in for Google's PageSpeed Insights API (page-speed.ts). */
  pageSpeedEndpoint?: string;
};

async function runAudit(db: DB, id: string, options: AuditWorkerOptions): Promise<void> {
  const audit = await auditById(db, id);
  if (!audit || audit.status !== 'pending') return;
  const fetcher = createSafeFetcher({
    userAgent: options.userAgent,
    allowPrivate: options.allowPrivate,
  });
  const steps: string[] = [];
  try {
    const evidence = await readSite(audit.target, fetcher, {
      onProgress: async (step) => {
        steps.push(step);
        await recordAuditProgress(db, id, steps);
      },
    });
    const { score, results } = evaluateSite(evidence, audit.reach);
    const pageSpeed = await readPageSpeed(db, evidence.homeUrl, options.pageSpeedEndpoint);
    if (pageSpeed) await recordAuditProgress(db, id, [...steps, 'pagespeed']);
    await finishAudit(db, id, {
      score,
      report: {
        homeUrl: evidence.homeUrl,
        pagesRead: evidence.pages.map((p) => p.url),
        results,
        pageSpeed,
        preview: sharePreviewOf(evidence),
      },
    });
  } catch (error) {
    if (!(error instanceof FetchRefusal)) logger.error({ err: error, audit: id }, 'audit failed');
    await finishAudit(db, id, {
      error:
        error instanceof FetchRefusal
          ? error.message
          : 'The audit could not be finished. Please try again later.',
    });
  } finally {
    await fetcher.close();
  }
  if ((await mailAuditReports(db, id, options.siteUrl)) > 0) options.onMailQueued?.();
}

export function createAuditWorker(options: AuditWorkerOptions) {
  return createDrainWorker({
    name: 'seo audits',
    batch: AUDITS_AT_ONCE,
    prepare: async () => async (limit) => {
      const db = options.getDb();
      await startAwaitedAudits(db, options.siteUrl);
      const claim = await claimDue(db, 'seo_audits', new Date(), limit);
      await Promise.all(claim.ids.map((id) => runAudit(db, id, options)));
      return { audited: claim.ids.length };
    },
  });
}
