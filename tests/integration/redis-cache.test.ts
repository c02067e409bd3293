import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { redisServerInstalled, startRedis } from '../support/redis';

// Two instances of the site, each with its own module state (as two processes have), sharing one
// Redis: what one caches the other serves, and a tag one expires is expired for the other.

async function startInstance() {
  for (const name of ['site.redis-cache', 'site.cache-tags']) {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)];
  }
  vi.resetModules();
  const route = await import('@/server/cache/route-cache-handler.mjs');
  const data = await import('@/server/cache/data-cache-handler.mjs');
  const redis = await import('@/server/cache/redis-connection.mjs');
  await redis.redisReady();
  return { routes: new route.default({}), data: data.default, redis };
}

const page = (html: string) => ({ kind: 'APP_PAGE', html, headers: {}, segmentData: new Map() });
const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
const dataEntry = (value: string, tags: string[]) =>
  Promise.resolve({
    value: new Response(value).body!,
    tags,
    stale: 300,
    timestamp: Date.now(),
    expire: 3600,
    revalidate: 900,
  });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!redisServerInstalled)('the caches shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;
  const port = 6300 + (process.pid % 90);

  beforeAll(async () => {
    redis = await startRedis(port);
    vi.stubEnv('REDIS_URL', redis.url);
    vi.stubEnv('REDIS_KEY_PREFIX', `test-${process.pid}:`);
    a = await startInstance();
    b = await startInstance();
  });
  afterAll(async () => {
    await a.redis.closeRedis();
    await b.redis.closeRedis();
    await redis.stop();
    vi.unstubAllEnvs();
  });

  it('serves a page rendered by one instance from the other, until a tag expires on either', async () => {
    await a.routes.get('/services/seo');
    await a.routes.set('/services/seo', page('<h1>SEO</h1>'), { tags: ['services'] });
    const shared = await b.routes.get('/services/seo');
    expect(shared?.value).toMatchObject({ html: '<h1>SEO</h1>' });
    expect((shared?.value as { segmentData: unknown }).segmentData).toBeInstanceOf(Map);

    await pause(5);
    await b.routes.revalidateTag(['services']);
    expect(await a.routes.get('/services/seo')).toBeNull();
  });

  it('serves the newer copy once another instance has rendered the page again', async () => {
    await a.routes.get('/blog');
    await a.routes.set('/blog', page('<h1>Blog, first</h1>'), { tags: ['blog-posts'] });
    expect((await b.routes.get('/blog'))?.value).toMatchObject({ html: '<h1>Blog, first</h1>' });
    await pause(5);
    await a.routes.get('/blog'); // A's render starts later: its entry is newer
    await a.routes.set('/blog', page('<h1>Blog, second</h1>'), { tags: ['blog-posts'] });
    expect((await b.routes.get('/blog'))?.value).toMatchObject({ html: '<h1>Blog, second</h1>' });
  });

  it("shares the 'use cache' data and its tag expiry", async () => {
    await a.data.set('business-settings', dataEntry('{"name":"RankSutra"}', ['business']));
    expect(await text((await b.data.get('business-settings', []))!.value)).toBe(
      '{"name":"RankSutra"}',
    );

    await pause(5);
    await b.data.updateTags(['business'], { expire: 0 });
    await a.data.refreshTags();
    expect(await a.data.getExpiration(['business'])).toBeGreaterThan(0);
    expect(await a.data.get('business-settings', [])).toBeUndefined();
  });

  it('answers a miss while Redis is down, and sends a tag expired meanwhile once it is back', async () => {
    await a.routes.get('/contact');
    await a.routes.set('/contact', page('<h1>Contact</h1>'), { tags: ['faqs'] });
    await redis.stop();

    const started = Date.now();
    expect(await b.routes.get('/contact')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    await pause(5);
    await b.routes.revalidateTag(['faqs']); // kept until Redis answers again

    redis = await startRedis(port);
    await b.redis.redisReady(5000);
    await a.redis.redisReady(5000);
    await b.data.refreshTags(); // the next request on B sends what Redis missed
    await a.data.refreshTags();
    expect(await a.data.getExpiration(['faqs'])).toBeGreaterThan(started);
  });
});
