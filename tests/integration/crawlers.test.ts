import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { groupByState } from '@/lib/cities/states';
import { llmsText } from '@/lib/crawlers/llms-txt';
import { robotsRules } from '@/lib/crawlers/robots-rules';
import { defaultCrawlerPolicy } from '@/lib/validation/crawler-policy';
import { createCrawlersAdminApi } from '@/server/admin/crawlers/crawlers-admin-api';
import { countBotHit, flushBotHits, readCustomBotsSoon } from '@/server/crawlers/bot-hit-memory';
import { seedDatabase } from '@/server/db/seed';
import { botHitsByBot, MAX_BOT_ROWS_PER_DAY, recordBotHits } from '@/server/queries/bot-hits';
import { listPublicPostLinks } from '@/server/queries/blog-posts';
import { listCities } from '@/server/queries/city-pages';
import { listServices } from '@/server/queries/services';
import { getCrawlerPolicy } from '@/server/queries/site-settings';

import { signedInAs } from '../support/admin-session';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://admin.test';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const gptbot = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2)';
const amazonbot =
  'Mozilla/5.0 (compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot)';
const day = new Date('2026-11-20T10:00:00Z');
const visitor = '192.0.2.1';
// Confirmation is off until the owner turns it on: every hit is unchecked.
const confirmation = 'unchecked' as const;
const unchecked = (hits: number) => ({ confirmed: 0, unconfirmed: 0, unchecked: hits });
const range = { since: '2026-11-01', until: '2026-11-30' };

const put = (body: object, cookie?: string) =>
  new Request(`${origin}/api/admin/crawlers`, {
    method: 'PUT',
    headers: {
      host: 'admin.test',
      origin,
      'content-type': 'application/json',
      cookie: cookie ?? '',
    },
    body: JSON.stringify(body),
  });

describe.each(engines)('crawlers and AI bots on %s', (engine) => {
  let t: TestDatabase;
  let cookie: string;
  const revalidated: string[][] = [];
  let botsChanged = 0;
  let api: ReturnType<typeof createCrawlersAdminApi>;

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    ({ cookie } = await signedInAs(t.db));
    api = createCrawlersAdminApi({
      db: t.db,
      revalidate: (tags) => revalidated.push(tags),
      botsChanged: () => void botsChanged++,
    });
  });
  afterAll(() => t.drop());

  it('counts hits per bot, path and day from the user agent, browsers not at all', async () => {
    for (let i = 0; i < 3; i++) countBotHit('/services/seo', googlebot, () => visitor, day);
    countBotHit('/services/seo/', googlebot, () => visitor, day);
    countBotHit('/robots.txt', gptbot, () => visitor, day);
    expect(
      countBotHit('/', 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile', () => visitor, day),
    ).toBeNull();
    await flushBotHits(t.db);
    const rows = await t.db.selectFrom('bot_hits').selectAll().orderBy('bot').execute();
    expect(rows.map((r) => ({ ...r, hits: Number(r.hits) }))).toEqual([
      { day: '2026-11-20', bot: 'googlebot', confirmation, path: '/services/seo', hits: 4 },
      { day: '2026-11-20', bot: 'gptbot', confirmation, path: '/robots.txt', hits: 1 },
    ]);
    expect(await botHitsByBot(t.db, range)).toEqual([
      { bot: 'googlebot', hits: unchecked(4), pages: [{ path: '/services/seo', hits: 4 }] },
      { bot: 'gptbot', hits: unchecked(1), pages: [{ path: '/robots.txt', hits: 1 }] },
    ]);
  });

  it(`keeps at most ${MAX_BOT_ROWS_PER_DAY} rows a day, still counting the rows it has`, async () => {
    const flood = '2026-11-21';
    await recordBotHits(
      t.db,
      Array.from({ length: MAX_BOT_ROWS_PER_DAY }, (_, i) => ({
        day: flood,
        bot: 'bytespider',
        confirmation,
        path: `/made-up/${i}`,
        hits: 1,
      })),
    );
    await recordBotHits(t.db, [
      { day: flood, bot: 'bytespider', confirmation, path: '/one-too-many', hits: 1 },
      { day: flood, bot: 'bytespider', confirmation, path: '/made-up/0', hits: 2 },
    ]);
    const rows = await t.db
      .selectFrom('bot_hits')
      .select(['path', 'hits'])
      .where('day', '=', flood)
      .execute();
    expect(rows).toHaveLength(MAX_BOT_ROWS_PER_DAY);
    expect(Number(rows.find((r) => r.path === '/made-up/0')?.hits)).toBe(3);
    await t.db.deleteFrom('bot_hits').where('day', '=', flood).execute();
  });

  it('saves a policy that robots.txt follows, with a bot the owner added, which is then counted', async () => {
    const policy = {
      policies: { gptbot: 'none', ccbot: 'none', 'oai-searchbot': 'pages' },
      custom: [{ name: 'Amazon', token: 'Amazonbot', policy: 'none' }],
      llms_txt: true,
    };
    expect((await api.savePolicy(put(policy), {})).status).toBe(401);
    const bad = await api.savePolicy(
      put({ ...policy, custom: [{ name: '', token: 'GPTBot', policy: 'maybe' }] }, cookie),
      {},
    );
    expect(bad.status).toBe(400);
    // A word browsers say too would count every visitor as that bot.
    for (const token of ['Mozilla', 'Chrome', 'safari', 'Mobile', 'Gecko']) {
      const browserWord = await api.savePolicy(
        put({ ...policy, custom: [{ name: 'Everyone', token, policy: 'none' }] }, cookie),
        {},
      );
      expect(browserWord.status, token).toBe(400);
      expect(JSON.stringify(await browserWord.json())).toContain(
        'Browsers say that word too: every visitor would count as this bot',
      );
    }
    expect(await getCrawlerPolicy(t.db)).toEqual(defaultCrawlerPolicy);

    const saved = await api.savePolicy(put(policy, cookie), {});
    expect(saved.status).toBe(200);
    expect(revalidated).toEqual([['crawlers']]);
    expect(botsChanged).toBe(1);
    expect(robotsRules(await getCrawlerPolicy(t.db)).map((r) => [r.userAgent, r.disallow])).toEqual(
      [
        ['*', ['/admin', '/api']],
        ['GPTBot', '/'],
        ['OAI-SearchBot', ['/admin', '/api', '/uploads/', '/og/', '/blog/feed.xml', '/*?']],
        ['CCBot', '/'],
        ['Amazonbot', '/'],
      ],
    );

    // Told by the save, the counter reads the added bots at its next flush.
    readCustomBotsSoon();
    await flushBotHits(t.db);
    expect(countBotHit('/', amazonbot, () => visitor, day)).toBe('custom:amazonbot');
    await flushBotHits(t.db);
    expect((await botHitsByBot(t.db, range)).map((b) => b.bot)).toContain('custom:amazonbot');
  });

  it('writes /llms.txt from the services, locations and posts', async () => {
    const text = llmsText({
      siteUrl: 'https://agency.example',
      business: { name: 'RankSutra Digital', description: 'An SEO agency.' },
      services: await listServices(t.db),
      states: groupByState(await listCities(t.db)),
      posts: await listPublicPostLinks(t.db, new Date().toISOString(), 20),
    });
    expect(text).toMatch(/^# RankSutra Digital\n\n> An SEO agency\.\n\n## Services\n\n- \[/);
    expect(text).toContain('- [Local SEO](https://agency.example/services/local-seo): ');
    expect(text).toContain('- [Maharashtra](https://agency.example/locations/maharashtra): ');
    expect(text.match(/^- \[.*\]\(https:\/\/agency\.example\/blog\//gm)?.length).toBeGreaterThan(0);
    expect(text).toContain('## Contact\n\n- [Contact](https://agency.example/contact)');
  });
});
