import 'server-only';

import { requestGate } from './gate.mjs';
import { logger } from '../logger';

// A clean stop on SIGTERM (a deploy, a container stop) or SIGINT: every new request, the health
// check's included, is answered 503 so a load balancer sends traffic elsewhere; the requests in
// flight finish; then the HTTP servers close, the outbox finishes the send under way, and the
// process exits.

type ShutdownState = { shuttingDown: boolean; tasks: Array<() => Promise<unknown>> };
const key = Symbol.for('site.shutdown');
const holder = globalThis as typeof globalThis & { [key]?: ShutdownState };
const state = (holder[key] ??= { shuttingDown: false, tasks: [] });

export const isShuttingDown = () => state.shuttingDown;

/** Work to finish before the process exits, after the last request: the outbox send under way. */
export function onShutdown(task: () => Promise<unknown>): void {
  state.tasks.push(task);
}

/** How long requests in flight get before their connections are cut. */
const DRAIN_TIMEOUT_MS = 25_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

async function closeServers(): Promise<void> {
  const gate = requestGate();
  gate.closing = true;
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (gate.active > 0 && Date.now() < deadline) await pause(50);
  const servers = [...gate.servers];
  const closed = Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  for (const server of servers) server.closeIdleConnections();
  const timeout = pause(Math.max(1000, deadline - Date.now())).then(() => 'timeout' as const);
  if (gate.active > 0 || (await Promise.race([closed, timeout])) === 'timeout') {
    logger.warn('requests still open at shutdown: closing their connections');
    for (const server of servers) server.closeAllConnections();
  }
}

export async function shutDown(
  signal: string,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  if (state.shuttingDown) return;
  state.shuttingDown = true;
  logger.info({ signal }, 'shutting down: finishing the requests in flight');
  try {
    await closeServers();
    await Promise.all(state.tasks.map((task) => task()));
    logger.info('shut down cleanly');
    exit(0);
  } catch (error) {
    logger.error({ err: error }, 'shutdown failed');
    exit(1);
  }
}

/**
 * Replaces Next.js's own signal handlers (registered before the app starts), which stop the HTTP
 * server but then exit without waiting for the app's background work.
 */
export function installShutdown(): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutDown(signal));
  }
}
