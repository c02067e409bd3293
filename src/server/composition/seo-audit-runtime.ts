import 'server-only';

import { createClientAuditWorker } from '../clients/client-audit-worker';
import { getDb as getSiteDb } from '../db/client';
import type { DB } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import type { DrainWorker } from '../queue/drain-worker';
import { deliverQueuedSoon } from './bindings';
import type { BackgroundWork } from '../runtime/background-work';
import { createAuditWorker } from '../seo-audit/audit-worker';

// The audit workers of this server, the prospects' free audits and the clients' monthly ones:
// named after the site (so a prospect's server logs say who read it), refusing private addresses
// unless AUDIT_ALLOW_PRIVATE_TARGETS is set for tests. One of each per process, on globalThis: the
// form's and the admin's endpoints (in the app's bundles) wake the same workers the server
// started, so "two at once" holds.

const auditUserAgent = (siteUrl: string) =>
  `Mozilla/5.0 (compatible; FreeSeoAudit/1.0; +${siteUrl.replace(/\/+$/, '')}/free-seo-audit)`;

type Workers = { prospects?: DrainWorker; clients?: DrainWorker };
const key = Symbol.for('site.audit-workers');
const holder = globalThis as typeof globalThis & { [key]?: Workers };
const workers = () => (holder[key] ??= {});

function auditWorker(getDb: () => DB = getSiteDb): DrainWorker {
  return (workers().prospects ??= createAuditWorker({
    getDb,
    userAgent: auditUserAgent(env.SITE_URL),
    allowPrivate: env.AUDIT_ALLOW_PRIVATE_TARGETS,
    siteUrl: env.SITE_URL,
    onMailQueued: deliverQueuedSoon,
  }));
}

function clientAuditWorker(getDb: () => DB = getSiteDb): DrainWorker {
  return (workers().clients ??= createClientAuditWorker({
    getDb,
    fetcher: {
      userAgent: auditUserAgent(env.SITE_URL),
      allowPrivate: env.AUDIT_ALLOW_PRIVATE_TARGETS,
    },
    siteUrl: env.SITE_URL,
    onMailQueued: deliverQueuedSoon,
  }));
}

/** Starts the queued audits now rather than at the next minute's round. */
export function auditSoon(): void {
  void auditWorker().soon();
}

/** Looks for due client audits now: a client made or resumed, or the day moved, may be due. */
export function clientAuditSoon(): void {
  void clientAuditWorker().soon();
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

/** The clients' monthly audits: looked for every minute. */
export function clientAuditWork(getDb: () => DB): BackgroundWork {
  return {
    name: 'client audits',
    start: () => clientAuditWorker(getDb).start(),
    stop: () => clientAuditWorker(getDb).stop(),
  };
}
