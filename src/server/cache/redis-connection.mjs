// The Redis connection the cache handlers share when REDIS_URL is set, so that every instance of
// the site serves the same cached pages and data and sees every tag expired by any of them.
// Loaded by Next.js's cache handlers, so plain JavaScript without the app's modules. Redis is a
// cache here: when it is slow or down, a read is a miss (the page renders from the database) and a
// write is skipped, never an error for the visitor.
import fs from 'node:fs';
import path from 'node:path';

import { createClient } from 'redis';

const TIMEOUT_MS = 1000;
const WARN_EVERY_MS = 30_000;
const state = { client: undefined, warnedAt: 0 };

const isBuild = () => process.env.NEXT_PHASE === 'phase-production-build';

/** Whether the caches are shared through Redis: REDIS_URL is set, and this is not `next build`. */
export const redisConfigured = () => Boolean(process.env.REDIS_URL) && !isBuild();

/**
 * Every key starts with REDIS_KEY_PREFIX; rendered pages and cached data also carry the build's
 * id, so a new release never serves a page that names the previous build's scripts.
 */
export const keyPrefix = () => process.env.REDIS_KEY_PREFIX || 'seo-site:';

const TTL_MAX_SECONDS = 7 * 24 * 3600;
/** How long Redis keeps an entry: its cache life in seconds when it has one, a week at most. */
export const redisTtlSeconds = (expireSeconds) =>
  expireSeconds > 0 ? Math.min(TTL_MAX_SECONDS, Math.ceil(expireSeconds)) : TTL_MAX_SECONDS;

function readBuildId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}
let buildId;
export const buildKeyPrefix = () => `${keyPrefix()}${(buildId ??= readBuildId())}:`;

function warn(message, error) {
  const now = Date.now();
  if (now - state.warnedAt < WARN_EVERY_MS) return;
  state.warnedAt = now;
  console.error(
    JSON.stringify({ level: 40, time: now, app: 'site', msg: message, err: String(error) }),
  );
}

function client() {
  if (!state.client) {
    state.client = createClient({
      url: process.env.REDIS_URL,
      // Fail at once while disconnected instead of queueing: a miss beats a hung request.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
    });
    state.client.on('error', (error) => warn('redis cache unavailable', error));
    state.client.connect().catch((error) => warn('redis cache unavailable', error));
  }
  return state.client;
}

/**
 * Runs one Redis operation, given the connected client. Answers `fallback` when Redis is not
 * ready, fails, or takes longer than a second.
 */
export async function withRedis(operation, fallback) {
  const redis = client();
  if (!redis.isReady) return fallback;
  let timer;
  try {
    return await Promise.race([
      operation(redis),
      new Promise((resolve) => {
        timer = setTimeout(() => {
          warn('redis cache too slow', `no answer in ${TIMEOUT_MS} ms`);
          resolve(fallback);
        }, TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    warn('redis cache operation failed', error);
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once connected (or after `ms`): for the first requests after a start. */
export async function redisReady(ms = 2000) {
  const redis = client();
  const started = Date.now();
  while (!redis.isReady && Date.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return redis.isReady;
}

/** Ends the connection (the tests; a server's ends with its process). */
/** @public For tests, which load this module by its path. */
export async function closeRedis() {
  const redis = state.client;
  state.client = undefined;
  if (redis?.isOpen) await redis.quit().catch(() => redis.destroy());
}
