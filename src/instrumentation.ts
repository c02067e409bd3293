export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRequestGuard } = await import('./server/http/request-guard');
  installRequestGuard();
  const { prepareDatabase } = await import('./server/db/prepare');
  try {
    await prepareDatabase();
  } catch (error) {
    // Never a half-started server that answers 500 to everyone: say why, and stop.
    const { logger } = await import('./server/logger');
    logger.fatal({ err: error }, error instanceof Error ? error.message : 'database not ready');
    if (process.env.NEXT_PHASE === 'phase-production-build') throw error;
    process.exit(1);
  }
  // Not during `next build`: only a running server retries the e-mail outbox.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startMailWorker } = await import('./server/mail/mailer');
    startMailWorker();
    const { startPurgeSchedule } = await import('./server/maintenance/purge');
    const { getDb } = await import('./server/db/client');
    startPurgeSchedule(getDb);
  }
}
