import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { looksLikeBot } from '@/lib/not-found-log';
import { redirectSchema } from '@/lib/validation/redirect';
import {
  countAnswered,
  countNotFound,
  flushNotFound,
} from '@/server/not-found-log/not-found-memory';
import {
  ANSWERS_NOW,
  listNotFound,
  NOT_FOUND_LOG_LIMIT,
  REDIRECTED,
  recordNotFound,
  type NotFoundHit,
} from '@/server/queries/not-found-log';
import { saveRedirect } from '@/server/queries/redirects';

import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';

describe.each(engines)('the 404 log on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.drop());

  it('counts misses by path in one batch, with the last referrer and visitor', async () => {
    countNotFound('/Old-Pricing/', 'https://www.google.com/', chrome);
    countNotFound('/old-pricing', 'https://partner.in/links', 'Googlebot/2.1');
    countNotFound('/missing-guide', '', chrome);
    await flushNotFound(t.db);
    countNotFound('/missing-guide', 'https://x.in/', chrome);
    await flushNotFound(t.db);
    const rows = await listNotFound(t.db);
    expect(rows.map((r) => [r.path, r.hits, r.lastReferrer, r.lastBot])).toEqual([
      ['/missing-guide', 2, 'https://x.in/', false],
      ['/old-pricing', 2, 'https://partner.in/links', true],
    ]);
  });

  it('groups obvious probes by kind instead of a row a path', async () => {
    for (const path of [
      '/wp-login.php',
      '/wp-admin/setup.php',
      '/.env',
      '/.git/config',
      '/xmlrpc.php',
    ])
      countNotFound(path, '', 'python-requests/2.31');
    await flushNotFound(t.db);
    const probes = (await listNotFound(t.db)).filter((r) => r.probe);
    expect(probes.map((r) => [r.path, r.hits])).toEqual(
      expect.arrayContaining([
        ['probe: /wp-*', 2],
        ['probe: /.* (hidden files)', 2],
        ['probe: *.php', 1],
      ]),
    );
    expect(probes).toHaveLength(3);
    expect(looksLikeBot(undefined)).toBe(true);
  });

  it('marks a path resolved when a redirect answers it, by its source or prefix', async () => {
    const save = (source: string, target: string) =>
      saveRedirect(t.db, redirectSchema.parse({ source, target, type: 301, note: '' }));
    expect((await save('/old-pricing', '/services')).ok).toBe(true);
    expect((await save('/missing-*', '/blog')).ok).toBe(true);
    const rows = await listNotFound(t.db);
    expect(
      rows
        .filter((r) => r.resolved)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/missing-guide', '/old-pricing']);
    expect(rows.at(-1)?.resolved).toBe(true);
    expect(rows.find((r) => r.path === '/old-pricing')?.resolvedReason).toBe(REDIRECTED);
  });

  it('marks a path resolved, and why, once it answers 200 (a post published after it was asked for)', async () => {
    countNotFound('/blog/coming-soon', '', chrome);
    await flushNotFound(t.db);
    const row = async () => (await listNotFound(t.db)).find((r) => r.path === '/blog/coming-soon');
    expect(await row()).toMatchObject({ resolved: false, resolvedReason: null });
    countAnswered('/Blog/Coming-Soon/');
    await flushNotFound(t.db);
    expect(await row()).toMatchObject({ resolved: true, resolvedReason: ANSWERS_NOW });
    // Missed again later: unresolved once more.
    countNotFound('/blog/coming-soon', '', chrome);
    await flushNotFound(t.db);
    expect(await row()).toMatchObject({ resolved: false, resolvedReason: null });
  });

  it(`keeps at most ${NOT_FOUND_LOG_LIMIT} rows, dropping those seen longest ago`, async () => {
    const batch = new Map<string, NotFoundHit>();
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < NOT_FOUND_LOG_LIMIT + 5; i++) {
      const at = new Date(base + i * 1000).toISOString();
      batch.set(`/made-up-${i}`, {
        count: 1,
        first: at,
        last: at,
        referrer: '',
        bot: true,
        probe: false,
      });
    }
    await recordNotFound(t.db, batch);
    expect(await countRows(t.db, 'not_found_log')).toBe(NOT_FOUND_LOG_LIMIT);
    const paths = new Set((await listNotFound(t.db)).map((r) => r.path));
    expect(paths.has('/made-up-0')).toBe(false);
    expect(paths.has(`/made-up-${NOT_FOUND_LOG_LIMIT + 4}`)).toBe(true);
  });
});
