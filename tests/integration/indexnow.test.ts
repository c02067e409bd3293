import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defaultCrawlerPolicy } from '@/lib/validation/crawler-policy';
import { seedDatabase } from '@/server/db/seed';
import { noteContentChanged } from '@/server/indexnow/content-changes';
import { runIndexNow } from '@/server/indexnow/indexnow-worker';
import { saveCrawlerPolicy } from '@/server/queries/site-settings';

import { countRows, createTestDatabase, engines, type TestDatabase } from '../support/databases';

const site = 'https://agency.example';
const key = '0a1b2c3d4e5f40718293a4b5c6d7e8f9';

/** A local IndexNow endpoint: keeps each POST, answers with the next status given. */
async function startReceiver() {
  const received: Array<{ contentType: string; body: Record<string, unknown> }> = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({
        contentType: request.headers['content-type'] ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      response.statusCode = answers.shift() ?? 202;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}/indexnow`, received, answers, server };
}

describe.each(engines)('IndexNow on %s', (engine) => {
  let t: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let urls: Array<{ url: string; lastModified: string }>;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 10, minutes));
  const run = (minutes: number) => {
    noteContentChanged();
    return runIndexNow(t.db, {
      listUrls: () => Promise.resolve(urls),
      endpoint: receiver.endpoint,
      siteUrl: site,
      now: at(minutes),
    });
  };

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    receiver = await startReceiver();
    urls = [
      { url: `${site}/`, lastModified: '2026-11-01' },
      { url: `${site}/services/seo`, lastModified: '2026-11-01' },
      { url: `${site}/blog/old-post`, lastModified: '2026-11-01' },
    ];
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.server.close(resolve));
    await t.drop();
  });

  it('sends nothing and reads nothing without a key', async () => {
    await run(0);
    expect(receiver.received).toHaveLength(0);
    expect(await countRows(t.db, 'indexnow_submissions')).toBe(0);
  });

  it('with a key, notes the site as it is, then sends each change once', async () => {
    await saveCrawlerPolicy(t.db, { ...defaultCrawlerPolicy, indexnow_key: key });
    await run(1);
    expect(receiver.received).toHaveLength(0);

    urls = [
      { url: `${site}/`, lastModified: '2026-11-01' },
      { url: `${site}/services/seo`, lastModified: '2026-11-26' },
      { url: `${site}/blog/new-post`, lastModified: '2026-11-26' },
    ];
    await run(2);
    await run(3);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toEqual({
      contentType: 'application/json; charset=utf-8',
      body: {
        host: 'agency.example',
        key,
        keyLocation: `${site}/indexnow-key.txt`,
        urlList: [`${site}/services/seo`, `${site}/blog/new-post`, `${site}/blog/old-post`],
      },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['kind', 'action', 'target'])
      .where('kind', '=', 'indexnow')
      .execute();
    expect(audit.map((a) => [a.kind, a.action])).toEqual([['indexnow', 'notified IndexNow']]);
    expect(audit[0]?.target).toMatch(/^3 URLs: HTTP 202; /);
  });

  it('retries a refused notice with back-off, and records each answer', async () => {
    receiver.received.length = 0;
    receiver.answers.push(500);
    urls = [...urls, { url: `${site}/services/ppc`, lastModified: '2026-11-26' }];
    await run(10);
    expect(receiver.received).toHaveLength(1);
    const [waiting] = await t.db
      .selectFrom('indexnow_submissions')
      .select(['status', 'attempts', 'last_status_code', 'next_attempt_at'])
      .where('status', '=', 'pending')
      .execute();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    // Not before its retry time (a minute later), then sent.
    await run(10);
    expect(receiver.received).toHaveLength(1);
    await run(12);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.body.urlList).toEqual([`${site}/services/ppc`]);
    expect(await countRows(t.db, 'indexnow_submissions')).toBe(2);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('kind', '=', 'indexnow')
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'notified IndexNow',
      'IndexNow failed (retry in 1 min)',
      'notified IndexNow',
    ]);
  });
});
