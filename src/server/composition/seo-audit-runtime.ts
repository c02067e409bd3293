import 'server-only';

import { getDb as getSiteDb } from '../db/client';
import type { DB } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import type { DrainWorker } from '../queue/drain-worker';
import { deliverQueuedSoon } from './bindings';
import type { BackgroundWork } from '../runtime/background-work';
import { createAuditWorker } from '../seo-audit/audit-worker';

// The audit worker of this server: named after the site (so a prospect's server logs say who
// read it), refusing private addresses unless AUDIT_ALLOW_PRIVATE_TARGETS is set for tests. One per
// process, on globalThis: the form's endpoint (in the app's bundles) wakes the same worker the
// server started, so "two at once" holds.

const auditUserAgent = (siteUrl: string) =>
  `Mozilla/5.0 (compatible; FreeSeoAudit/1.0; +${siteUrl.replace(/\/+$/, '')}/free-seo-audit)`;

const key = Symbol.for('site.audit-worker');
const holder = globalThis as typeof globalThis & { [key]?: DrainWorker };

function auditWorker(getDb: () => DB = getSiteDb): DrainWorker {
  return (holder[key] ??= createAuditWorker({
    getDb,
    userAgent: auditUserAgent(env.SITE_URL),
    allowPrivate: env.AUDIT_ALLOW_PRIVATE_TARGETS,
    siteUrl: env.SITE_URL,
    onMailQueued: deliverQueuedSoon,
  }));
}

/** Starts the queued audits now rather than at the next minute's round. */
export function auditSoon(): void {
  void auditWorker().soon();
}

export function auditWork(getDb: () => DB): BackgroundWork {
  return {
    name: 'seo audits',
    start: () => {
      if (env.AUDIT_ALLOW_PRIVATE_TARGETS)
        logger.warn(
          'AUDIT_ALLOW_PRIVATE_TARGETS is set: the free SEO audit may read private addresses on any port. Unset it outside tests.',
        );
      auditWorker(getDb).start();
    },
    stop: () => auditWorker(getDb).stop(),
  };
}
