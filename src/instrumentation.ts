export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` renders with a throwaway copy of the default content (db/build-database.ts).
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installPipeline } = await import('./server/pipeline');
  installPipeline();
  const { prepareDatabaseOrStop } = await import('./server/composition/prepare');
  await prepareDatabaseOrStop();
  const { getDb } = await import('./server/db/client');
  const { reloadRouting } = await import('./server/pipeline/routing-memory');
  await reloadRouting(getDb());
  // Every worker and in-memory counter, started once and finished at shutdown (composition/workers.ts).
  const { startBackgroundWork } = await import('./server/runtime/background-work');
  const { backgroundWork } = await import('./server/composition/workers');
  const finishBackgroundWork = startBackgroundWork(backgroundWork(getDb));
  const { installShutdown, onShutdown } = await import('./server/runtime/shutdown');
  onShutdown(finishBackgroundWork);
  installShutdown();
  // The database ready, the work started and a SIGTERM drained: server.mjs may listen now.
  const { requestGate } = await import('./server/runtime/gate.mjs');
  requestGate().markStarted();
}
