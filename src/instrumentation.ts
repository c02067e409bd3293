export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` renders with a throwaway copy of the default content (db/build-database.ts).
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installPipeline } = await import('./server/pipeline');
  installPipeline();
  const { prepareDatabaseOrStop } = await import('./server/db/prepare');
  await prepareDatabaseOrStop();
  const { getDb } = await import('./server/db/client');
  const { reloadRouting, startRoutingSync } = await import('./server/pipeline/routing-memory');
  await reloadRouting(getDb());
  // A running server retries the e-mail outbox and webhooks, dispatches enquiries a killed server
  // left undispatched, purges old rows, follows routing changes made on other instances and
  // writes the counts it keeps.
  const { startMailWorker } = await import('./server/mail/mailer');
  startMailWorker();
  const { startWebhookWorker } = await import('./server/enquiries/webhook-worker');
  startWebhookWorker();
  const { startDispatchSweep } = await import('./server/enquiries/dispatch-sweep');
  startDispatchSweep(getDb);
  const { startPurgeSchedule } = await import('./server/maintenance/purge');
  startPurgeSchedule(getDb);
  startRoutingSync(getDb);
  const { startNotFoundLog } = await import('./server/not-found-log/not-found-memory');
  startNotFoundLog(getDb);
  const { startPublishTimer, expireThroughOwnRoute } =
    await import('./server/blog-schedule/publish-timer');
  startPublishTimer({ getDb, expire: expireThroughOwnRoute });
  const { startPageViewLog } = await import('./server/page-views/page-view-memory');
  startPageViewLog(getDb);
  const { startBotHitLog, flushBotHits } = await import('./server/crawlers/bot-hit-memory');
  startBotHitLog(getDb);
  const { startIndexNowWorker } = await import('./server/indexnow/indexnow-worker');
  const { ownSitemap } = await import('./server/indexnow/own-sitemap');
  startIndexNowWorker(getDb, ownSitemap);
  const { installShutdown, onShutdown } = await import('./server/runtime/shutdown');
  const { stopMailWorker } = await import('./server/mail/mailer');
  const { stopWebhookWorker } = await import('./server/enquiries/webhook-worker');
  const { flushPageViews } = await import('./server/page-views/page-view-memory');
  const { flushNotFound } = await import('./server/not-found-log/not-found-memory');
  // The mail and webhook batch under way, and the counts kept in memory since their last write.
  onShutdown(() =>
    Promise.all([
      stopMailWorker(),
      stopWebhookWorker(),
      flushPageViews(getDb()),
      flushBotHits(getDb()),
      flushNotFound(getDb()),
    ]),
  );
  installShutdown();
}
