import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countPostView, MAX_POST_VIEWS_PER_ADDRESS_A_DAY } from '@/server/page-views/post-views';
import { verifyCaptcha } from '@/server/captcha/altcha';
import { seedDatabase } from '@/server/db/seed';
import { SOCKET_ADDRESS_HEADER } from '@/server/http/client-address';
import { isPublic } from '@/server/queries/blog-posts';
import { MAX_RATE_LIMIT_ROWS, purgeExpiredRows } from '@/server/maintenance/purge';
import { countPageView, flushPageViews } from '@/server/page-views/page-view-memory';
import { MAX_VIEWED_PATHS_PER_DAY, PAGE_VIEW_RETENTION_DAYS } from '@/server/queries/page-views';
import { hitRateLimit } from '@/server/rate-limit/rate-limit';
import { deriveKey, getOrCreateSecret } from '@/server/secrets';

import { solvedCaptcha } from '../support/captcha';
import { testHmacKey } from '../support/contact';
import { signedInAs } from '../support/admin-session';
import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
const HOUR = 3600_000;

describe.each(engines)('maintenance on %s', (engine) => {
  let t: TestDatabase;
  const count = (table: 'rate_limits' | 'captcha_solutions' | 'admin_sessions') =>
    countRows(t.db, table);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('purges used captcha solutions, ended sessions and finished rate-limit windows', async () => {
    await verifyCaptcha(
      t.db,
      testHmacKey,
      await solvedCaptcha(testHmacKey, new Date(Date.now() + 1000)),
    );
    await t.db
      .updateTable('captcha_solutions')
      .set({ expires_at: iso(1000) })
      .execute();
    await verifyCaptcha(t.db, testHmacKey, await solvedCaptcha(testHmacKey));
    const { userId } = await signedInAs(t.db);
    await t.db.deleteFrom('admin_sessions').execute();
    const session = (token_hash: string, created: number, expires: number) => ({
      id: token_hash,
      token_hash,
      user_id: userId,
      user_agent: 'vitest',
      ip_address: '127.0.0.1',
      created_at: iso(created),
      last_seen_at: iso(created),
      expires_at: iso(expires),
    });
    await t.db
      .insertInto('admin_sessions')
      .values([session('ended', 10 * HOUR, 2 * HOUR), session('live', HOUR, -7 * HOUR)])
      .execute();
    await hitRateLimit(t.db, 'old', {
      limit: 5,
      windowSeconds: 60,
      now: new Date(Date.now() - 25 * HOUR),
    });
    await hitRateLimit(t.db, 'recent', { limit: 5, windowSeconds: 60 });

    await purgeExpiredRows(t.db);
    expect(await count('captcha_solutions')).toBe(1);
    const sessions = await t.db.selectFrom('admin_sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toEqual(['live']);
    const keys = await t.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((k) => k.key)).toEqual(['recent']);
  });

  it('keeps at most the bound of rate-limit rows, the most recent windows', async () => {
    await t.db.deleteFrom('rate_limits').execute();
    const rows = Array.from({ length: MAX_RATE_LIMIT_ROWS + 30 }, (_, i) => ({
      key: `made-up:${i}`,
      window_start: iso((MAX_RATE_LIMIT_ROWS + 30 - i) * 1000),
      hits: 1,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await t.db
        .insertInto('rate_limits')
        .values(rows.slice(i, i + 1000))
        .execute();
    await purgeExpiredRows(t.db);
    expect(await count('rate_limits')).toBe(MAX_RATE_LIMIT_ROWS);
    const oldest = await t.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', '=', 'made-up:0')
      .execute();
    expect(oldest).toEqual([]);
  });

  it('stores every spelling of a page as one path, and a bounded number of paths a day', async () => {
    const day = new Date('2026-11-21T10:00:00Z');
    const paths = () =>
      t.db.selectFrom('page_views').select(['path', 'views']).where('day', '=', '2026-11-21');
    for (const spelling of [
      '/services/seo',
      '/services/%73eo',
      '/services/%73%45o/',
      '/SERVICES/seo',
    ])
      countPageView(spelling, day);
    await flushPageViews(t.db);
    expect(await paths().execute()).toEqual([{ path: '/services/seo', views: 4 }]);

    // Past the day's limit of paths, views of paths the day already has still count.
    for (let i = 0; i < MAX_VIEWED_PATHS_PER_DAY + 100; i++) {
      countPageView(`/made-up/${i}`, day);
      if (i % 1500 === 0) await flushPageViews(t.db);
    }
    countPageView('/services/seo', day);
    await flushPageViews(t.db);
    const stored = await paths().execute();
    expect(stored).toHaveLength(MAX_VIEWED_PATHS_PER_DAY);
    expect(stored.find((row) => row.path === '/services/seo')?.views).toBe(5);

    const old = new Date(Date.now() - (PAGE_VIEW_RETENTION_DAYS + 1) * 24 * HOUR);
    countPageView('/contact', old);
    await flushPageViews(t.db);
    await purgeExpiredRows(t.db);
    expect(await countRows(t.db, 'page_views')).toBe(MAX_VIEWED_PATHS_PER_DAY);
  });

  it('counts a view once per visitor, post and day', async () => {
    const post = await t.db
      .selectFrom('blog_posts')
      .select(['slug', 'view_count'])
      .where(isPublic('2026-11-20T00:00:00Z'))
      .executeTakeFirstOrThrow();
    const visitor = (address: string, agent = 'Mozilla/5.0') =>
      new Headers({ [SOCKET_ADDRESS_HEADER]: address, 'user-agent': agent });
    const day = new Date('2026-11-20T10:00:00Z');
    expect(await countPostView(t.db, post.slug, visitor('203.0.113.1'), day)).toBe('counted');
    expect(await countPostView(t.db, post.slug, visitor('203.0.113.1'), day)).toBe('seen');
    expect(await countPostView(t.db, post.slug, visitor('203.0.113.2'), day)).toBe('counted');
    // Neither a forged browser string nor another address of the same IPv6 /64 is a new visitor.
    for (let i = 0; i < 50; i++) {
      const agent = `Mozilla/5.0 (rotating ${i})`;
      expect(await countPostView(t.db, post.slug, visitor('203.0.113.1', agent), day)).toBe('seen');
    }
    expect(await countPostView(t.db, post.slug, visitor('2001:db8:7:7::1'), day)).toBe('counted');
    for (let i = 2; i < 50; i++)
      expect(
        await countPostView(t.db, post.slug, visitor(`2001:db8:7:7::${i.toString(16)}`), day),
      ).toBe('seen');
    // One address adds views to a bounded number of posts a day.
    for (let i = 0; i < MAX_POST_VIEWS_PER_ADDRESS_A_DAY; i++)
      await countPostView(t.db, `other-post-${i}`, visitor('203.0.113.3'), day);
    expect(await countPostView(t.db, post.slug, visitor('203.0.113.3'), day)).toBe('seen');
    const nextDay = new Date('2026-11-21T10:00:00Z');
    expect(await countPostView(t.db, post.slug, visitor('203.0.113.1'), nextDay)).toBe('counted');
    expect(await countPostView(t.db, 'no-such-post', visitor('203.0.113.1'), day)).toBe('missing');
    const after = await t.db
      .selectFrom('blog_posts')
      .select('view_count')
      .where('slug', '=', post.slug)
      .executeTakeFirstOrThrow();
    expect(Number(after.view_count)).toBe(Number(post.view_count) + 4);
    // Who read what is not stored: only keyed hashes, no address.
    const keys = await t.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'view:%')
      .execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) expect(key).toMatch(/^view:[0-9a-f]{32}$/);
  });
});

describe.each(engines)('secrets on %s', (engine) => {
  it('derives the captcha key from APP_SECRET without storing it, one key per purpose', async () => {
    const t = await createTestDatabase(engine);
    try {
      const appSecret = 'an-app-secret-of-at-least-thirty-two-characters';
      const key = deriveKey(appSecret, 'altcha');
      expect(key).toBe(deriveKey(appSecret, 'altcha'));
      expect(key).not.toBe(deriveKey(appSecret, 'views'));
      expect(key).not.toContain(appSecret);
      expect(await getOrCreateSecret(t.db, 'altcha_hmac_key', key)).toBe(key);
      expect(await countRows(t.db, 'app_secrets')).toBe(0);
    } finally {
      await t.drop();
    }
  });
});
