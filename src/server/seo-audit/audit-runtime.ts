import 'server-only';

import type { DB } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import { deliverQueuedSoon } from '../queue/deliver-queued';
import type { BackgroundWork } from '../runtime/background-work';
import { createAuditWorker } from './audit-worker';

// The audit worker of this server: named after the site (so a prospect's server logs say who
// read it), refusing private addresses unless AUDIT_ALLOW_PRIVATE_TARGETS is set for tests.

const auditUserAgent = (siteUrl: string) =>
  `Mozilla/5.0 (compatible; FreeSeoAudit/1.0; +${siteUrl.replace(/\/+$/, '')}/free-seo-audit)`;

export function auditWork(getDb: () => DB): BackgroundWork {
  const worker = createAuditWorker({
    getDb,
    userAgent: auditUserAgent(env.SITE_URL),
    allowPrivate: env.AUDIT_ALLOW_PRIVATE_TARGETS,
    siteUrl: env.SITE_URL,
    onMailQueued: deliverQueuedSoon,
  });
  return {
    name: 'seo audits',
    start: () => {
      if (env.AUDIT_ALLOW_PRIVATE_TARGETS)
        logger.warn(
          'AUDIT_ALLOW_PRIVATE_TARGETS is set: the free SEO audit may read private addresses on any port. Unset it outside tests.',
        );
      worker.start();
    },
    stop: () => worker.stop(),
  };
}
