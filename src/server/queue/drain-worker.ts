import 'server-only';

import { logger } from '../logger';

// A queue drained in the background (the mail outbox, the webhook deliveries): `soon()` starts a
// run, or joins the one under way and has it run once more; a run takes batch after batch while
// full batches keep coming, so a burst is not left waiting; `start()` also retries what waits
// every minute.

export type DrainWorker = {
  soon: () => Promise<void>;
  start: (intervalMs?: number) => void;
  /** No new runs; resolves once the batch under way (if any) is done. For a clean shutdown. */
  stop: () => Promise<void>;
};

export function createDrainWorker(options: {
  /** Named in the log lines. */
  name: string;
  batch: number;
  /** Prepares a run (reads its settings) and returns the function that handles one batch. */
  prepare: () => Promise<(limit: number) => Promise<Record<string, number>>>;
}): DrainWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function drain(): Promise<void> {
    const deliverBatch = await options.prepare();
    for (let round = 0; round < 50 && !stopped; round++) {
      const report = await deliverBatch(options.batch);
      const handled = Object.values(report).reduce((sum, n) => sum + n, 0);
      if (handled) logger.info(report, options.name);
      if (handled < options.batch) return;
    }
  }

  // A call while a run is under way may bring rows that run has already passed by (queued after
  // its last claim): it asks for one more run once this one ends, instead of waiting a minute.
  let again = false;
  async function drainUntilAsked(): Promise<void> {
    do {
      again = false;
      await drain();
    } while (again && !stopped);
  }

  const soon = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drainUntilAsked()
      .catch((error: unknown) => logger.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    soon,
    start(intervalMs = 60_000) {
      timer = setInterval(() => void soon(), intervalMs);
      timer.unref();
      void soon();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
