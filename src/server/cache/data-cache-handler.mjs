// Next.js's data cache: what the 'use cache' functions return (src/server/public-pages/catalog.ts, blog.ts,
// ...). In memory, as Next.js's default handler keeps it; with REDIS_URL set, in Redis, shared by
// every instance, with tag expiries shared too (cache-tags.mjs), so data an admin changed through
// one instance is read fresh by all. Loaded by Next.js itself (next.config.ts `cacheHandlers`),
// so plain JavaScript without the app's modules.
import { LRUCache } from 'lru-cache';

import { decodeEntry, encodeEntry } from './cache-codec.mjs';
import { latestExpiry, learnTagExpiries, recordTagExpiry } from './cache-tags.mjs';
import {
  buildKeyPrefix,
  redisConfigured,
  redisTtlSeconds,
  withRedis,
} from './redis-connection.mjs';

const MEMORY_MAX_BYTES = 50 * 1024 * 1024;

const memory = new LRUCache({
  maxSize: MEMORY_MAX_BYTES,
  sizeCalculation: (stored, key) => stored.value.byteLength + key.length + 256,
});
/** Sets under way in this process: a read of the same key waits for them. */
const pendingSets = new Map();
const redisKey = (key) => `${buildKeyPrefix()}data:${key}`;

async function readStored(key) {
  if (!redisConfigured()) return memory.get(key);
  const text = await withRedis((redis) => redis.get(redisKey(key)), null);
  return text ? decodeEntry(text) : undefined;
}

async function writeStored(key, stored) {
  if (!redisConfigured()) return void memory.set(key, stored);
  const ttl = redisTtlSeconds(stored.entry.expire);
  await withRedis((redis) => redis.set(redisKey(key), encodeEntry(stored), { EX: ttl }), null);
}

async function bytesOf(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });

const dataCacheHandler = {
  async get(cacheKey) {
    await pendingSets.get(cacheKey);
    const stored = await readStored(cacheKey);
    if (!stored) return undefined;
    const { entry, value } = stored;
    // As Next.js's own in-memory handler: an entry past its revalidate time is a miss.
    if (Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined;
    if (latestExpiry(entry.tags) > entry.timestamp) return undefined;
    return { ...entry, value: streamOf(value) };
  },

  async set(cacheKey, pendingEntry) {
    let done;
    pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
    try {
      const { value, ...entry } = await pendingEntry;
      // An entry with expire 0 is regenerated on every read: never served, so not kept.
      if (entry.expire === 0) return;
      await writeStored(cacheKey, { entry, value: await bytesOf(value) });
    } catch {
      // A generation that failed is not cached; Next.js reports the error itself.
    } finally {
      done();
      pendingSets.delete(cacheKey);
    }
  },

  /** Once per request, before the first cached read: learn the tags other instances expired. */
  async refreshTags() {
    await learnTagExpiries();
  },

  async getExpiration(tags) {
    return latestExpiry(tags);
  },

  async updateTags(tags, durations) {
    await recordTagExpiry(tags, Date.now() + (durations?.expire ?? 0) * 1000);
  },
};

export default dataCacheHandler;
