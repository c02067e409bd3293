import 'server-only';

import { logger } from '../logger';

// Every piece of work a running server does in the background, registered once (workers.ts) and
// started by instrumentation.ts: the queues it drains, the sweeps and purges it runs, and the
// counts it keeps in memory. Each says what it must finish at shutdown; each counter can be
// written at once, which the test hook (/api/test-hooks/flush) uses instead of waiting for timers.

export type BackgroundWork = {
  /** Named in log lines. */
  name: string;
  /** Starts its timer (unref'd: it never keeps the process alive). */
  start: () => void;
  /** At shutdown, after the last request: the batch under way, the counts not yet written. */
  stop?: () => Promise<void>;
  /** A counter's write of what it holds; run by the timer, at shutdown and by the test hook. */
  flush?: () => Promise<void>;
};

type Registry = { works: BackgroundWork[]; started: boolean };
// On globalThis: registered and started from instrumentation.ts, flushed by the test hook, a
// route handler bundled apart.
const key = Symbol.for('site.background-work');
const holder = globalThis as typeof globalThis & { [key]?: Registry };
const registry = (): Registry => (holder[key] ??= { works: [], started: false });

/**
 * Runs `run` every `everyMs` (and once at start with `atStart`), logging a failure under `name`;
 * the timer never holds the process.
 */
export function every(
  name: string,
  everyMs: number,
  run: () => Promise<unknown>,
  options: { atStart?: boolean } = {},
): () => void {
  const once = () => {
    run().catch((error: unknown) => logger.error({ err: error }, `${name} failed`));
  };
  return () => {
    setInterval(once, everyMs).unref();
    if (options.atStart) once();
  };
}

/** A count kept in memory as background work: written every `everyMs`, at shutdown and on demand. */
export function countWork(
  name: string,
  everyMs: number,
  write: () => Promise<void>,
): BackgroundWork {
  return { name, start: every(name, everyMs, write), flush: write };
}

/** Starts every piece of work once; returns what finishes them all, for the shutdown. */
export function startBackgroundWork(works: BackgroundWork[]): () => Promise<void> {
  const current = registry();
  if (!current.started) {
    current.started = true;
    current.works = works;
    for (const work of works) work.start();
  }
  return async () => {
    await Promise.all(
      current.works.map(async (work) => {
        try {
          await (work.stop ?? work.flush)?.();
        } catch (error) {
          logger.error({ err: error }, `${work.name} could not finish at shutdown`);
        }
      }),
    );
  };
}

/** Writes every counter's counts now; the names of those written. */
export async function flushCounters(): Promise<string[]> {
  const counters = registry().works.filter((work) => work.flush);
  await Promise.all(counters.map((work) => work.flush!()));
  return counters.map((work) => work.name);
}
