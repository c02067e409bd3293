// Next.js's route cache (the rendered HTML and RSC of each page), bounded in entries and bytes.
// The default handler writes every rendered URL to disk and never evicts, so requests for made-up
// URLs under a dynamic route (each answered 404 and cached) could fill the disk. This keeps
// entries in memory only, least recently used first out; a page evicted or lost with a restart
// is rendered again on its next request. With REDIS_URL set, entries live in Redis instead, shared
// by every instance (and bounded by Redis's own memory limit), and so do tag expiries
// (cache-tags.mjs). Loaded by Next.js itself (next.config.ts), so plain JavaScript without the
// app's modules.
import { LRUCache } from 'lru-cache';

import { decodeEntry, encodeEntry } from './cache-codec.mjs';
import { latestExpiry, learnTagExpiries, recordTagExpiry } from './cache-tags.mjs';
import { inlineScriptHashes, SCRIPT_HASHES_HEADER } from './inline-script-hashes.mjs';
import { packPage, unpackPage } from './page-packing.mjs';
import {
  buildKeyPrefix,
  redisConfigured,
  redisTtlSeconds,
  withRedis,
} from './redis-connection.mjs';

const MB = 1024 * 1024;
const positive = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
const limits = {
  entries: positive(process.env.ROUTE_CACHE_MAX_ENTRIES, 10_000),
  bytes: positive(process.env.ROUTE_CACHE_MAX_MB, 256) * MB,
};

const bufferSize = (buffer) => buffer?.length ?? 0;

function sizeOf(value) {
  if (!value) return 64;
  let size = 256;
  size += typeof value.html === 'string' ? value.html.length : bufferSize(value.html);
  size += bufferSize(value.rscData) + bufferSize(value.body) + (value.postponed?.length ?? 0);
  if (value.segmentData) {
    for (const [path, buffer] of value.segmentData) size += path.length + bufferSize(buffer);
  }
  if (value.kind === 'FETCH') size += JSON.stringify(value.data ?? '').length;
  return size;
}

function tagsOf(value, ctx) {
  const header = value?.headers?.['x-next-cache-tags'];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...(ctx?.tags ?? [])].filter(Boolean);
}

// Shared by every handler: Next.js creates one per request.
const memory = new LRUCache({
  max: limits.entries,
  maxSize: limits.bytes,
  sizeCalculation: (entry) => Math.max(1, entry.size),
});
const redisKey = (key) => `${buildKeyPrefix()}route:${key}`;
// Each entry's date, apart: an instance that holds the same copy in memory reads only this, not
// the whole page, which would have to be fetched and decoded on every request.
const stampKey = (key) => `${buildKeyPrefix()}route-date:${key}`;

const entries = {
  async get(key) {
    if (!redisConfigured()) return memory.get(key);
    const local = memory.get(key);
    if (local) {
      const stamp = await withRedis((redis) => redis.get(stampKey(key)), null);
      if (stamp === String(local.lastModified)) return local;
    }
    const text = await withRedis((redis) => redis.get(redisKey(key)), null);
    if (!text) return void memory.delete(key);
    const entry = decodeEntry(text);
    memory.set(key, entry);
    return entry;
  },
  async set(key, entry) {
    memory.set(key, entry);
    if (!redisConfigured()) return;
    const ttl = redisTtlSeconds(entry.cacheControl?.expire);
    await withRedis(
      (redis) =>
        redis
          .multi()
          .set(redisKey(key), encodeEntry(entry), { EX: ttl })
          .set(stampKey(key), String(entry.lastModified), { EX: ttl })
          .exec(),
      null,
    );
  },
  async delete(key) {
    memory.delete(key);
    if (!redisConfigured()) return;
    await withRedis((redis) => redis.del([redisKey(key), stampKey(key)]), null);
  },
};
/**
 * When a render of each key began: the time of the read that missed (or found the entry due for
 * regeneration). An entry is dated from then, not from when it is stored, so a render that read
 * the database before an admin's change and finished after it does not pass for fresh.
 */
const renderStartedAt = new Map();
const RENDER_START_MAX_AGE_MS = 60_000;

function noteRenderStart(key) {
  const now = Date.now();
  const started = renderStartedAt.get(key);
  if (started === undefined || now - started > RENDER_START_MAX_AGE_MS)
    renderStartedAt.set(key, now);
}

function dueForRegeneration(entry) {
  const seconds = entry.cacheControl?.revalidate;
  return typeof seconds === 'number' && Date.now() > entry.lastModified + seconds * 1000;
}

export default class BoundedRouteCache {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Next.js passes its context
  constructor(_context) {}

  async get(key) {
    const entry = await entries.get(key);
    if (!entry) {
      noteRenderStart(key);
      return null;
    }
    await learnTagExpiries(entry.tags);
    if (latestExpiry(entry.tags) >= entry.lastModified) {
      await entries.delete(key);
      noteRenderStart(key);
      return null;
    }
    if (dueForRegeneration(entry)) noteRenderStart(key);
    return {
      lastModified: entry.lastModified,
      value: unpackPage(entry.value),
      cacheControl: entry.cacheControl,
    };
  }

  async set(key, value, ctx) {
    const started = renderStartedAt.get(key);
    renderStartedAt.delete(key);
    // Next serves this same value to the request that rendered it, so the hashes go with it too.
    if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') {
      value.headers = {
        ...value.headers,
        [SCRIPT_HASHES_HEADER]: inlineScriptHashes(value.html).join(' '),
      };
    }
    const packed = packPage(value);
    const size = sizeOf(packed) + key.length;
    if (size > limits.bytes) return;
    const now = Date.now();
    await entries.set(key, {
      value: packed,
      lastModified:
        started !== undefined && now - started <= RENDER_START_MAX_AGE_MS ? started : now,
      cacheControl: ctx?.cacheControl,
      tags: tagsOf(value, ctx),
      size,
    });
  }

  async revalidateTag(tags) {
    await recordTagExpiry(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
