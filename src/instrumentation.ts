export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRequestGuard } = await import('./server/http/request-guard');
  installRequestGuard();
  const { prepareDatabaseOrStop } = await import('./server/db/prepare');
  await prepareDatabaseOrStop();
  const { getDb } = await import('./server/db/client');
  const { reloadRenamedSlugs } = await import('./server/http/renamed-slugs');
  await reloadRenamedSlugs(getDb());
  // Not during `next build`: only a running server retries the e-mail outbox.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startMailWorker } = await import('./server/mail/mailer');
    startMailWorker();
    const { startPurgeSchedule } = await import('./server/maintenance/purge');
    startPurgeSchedule(getDb);
  }
}
