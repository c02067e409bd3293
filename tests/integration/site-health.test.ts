import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FetchedPage } from '@/server/health/page-facts';
import { startHealthCrawl } from '@/server/health/health-runner';
import { latestHealthReport, startHealthReport } from '@/server/queries/health-reports';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://site.test';
const html = (head: string, body: string) =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const head = (title: string, description: string, canonical: string, extra = '') =>
  `<title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="${origin}${canonical}">${extra}`;

// A small site with a defect of each kind the report names.
const site: Record<string, FetchedPage> = {
  '/sitemap.xml': {
    status: 200,
    location: null,
    html: ['/', '/blog/a', '/noindexed', '/gone'].map((p) => `<loc>${origin}${p}</loc>`).join(''),
  },
  '/': {
    status: 200,
    location: null,
    html: html(
      head('Home', 'The home page', '/'),
      '<h1>Home</h1><a href="/blog/a">A</a><a href="/blog/b?x=1#top">B</a><a href="/missing">M</a><a href="/old">Old</a><a href="https://elsewhere.in/">out</a><a href="mailto:a@b.in">mail</a>',
    ),
  },
  '/blog/a': {
    status: 200,
    location: null,
    html: html(
      head('Same title', 'A', '/blog/a', '<script type="application/ld+json">{"broken": </script>'),
      '<h1>A</h1><h1>Again</h1><img src="/x.png"><img src="/y.png" alt=""><a href="/missing">M</a>',
    ),
  },
  '/blog/b': {
    status: 200,
    location: null,
    html: html(head('Same title', 'B', '/blog/a'), '<h1>B</h1>'),
  },
  '/missing': { status: 404, location: null, html: html('<title>Not found</title>', '') },
  '/old': { status: 301, location: '/older', html: null },
  '/older': { status: 301, location: '/blog/a', html: null },
  '/noindexed': {
    status: 200,
    location: null,
    html: html(head('Private', 'P', '/noindexed', '<meta name="robots" content="noindex">'), ''),
  },
  '/gone': { status: 410, location: null, html: null },
};
const fetchPage = (path: string) =>
  Promise.resolve(site[path] ?? { status: 404, location: null, html: null });

describe.each(engines)('the site-health crawl on %s', (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(() => t.drop());

  it('finds each seeded defect and stores the report', async () => {
    const started = await startHealthCrawl(t.db, origin, fetchPage);
    expect(started).not.toBeNull();
    // One crawl at a time.
    expect(await startHealthCrawl(t.db, origin, fetchPage)).toBeNull();
    await started!.done;
    const report = (await latestHealthReport(t.db))!;
    expect(report).toMatchObject({ status: 'done', crawled: 8 });
    const found = report.findings.map((f) => `${f.kind} ${f.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'broken-link /missing',
        'link-to-redirect /old',
        'redirect-chain /old',
        'duplicate-title /blog/a',
        'duplicate-title /blog/b',
        'canonical-elsewhere /blog/b',
        'bad-json-ld /blog/a',
        'image-without-alt /blog/a',
        'several-h1 /blog/a',
        'sitemap-not-ok /noindexed',
        'sitemap-not-ok /gone',
      ]),
    );
    expect(found).not.toContain('missing-from-sitemap /blog/b');
    const broken = report.findings.find((f) => f.kind === 'broken-link')!;
    expect(broken.detail).toBe('Answers 404; linked from /, /blog/a');
    expect(report.findings.find((f) => f.path === '/blog/b')?.fix).toBe('/admin/blog');
    expect(report.findings.filter((f) => f.path === '/')).toEqual([]);
  });

  it('lets a new crawl start when one was left running by a stopped server', async () => {
    const id = await startHealthReport(t.db, 10, 60_000);
    expect(id).not.toBeNull();
    expect(await startHealthReport(t.db, 10, 60_000)).toBeNull();
    expect(await startHealthReport(t.db, 10, -1)).not.toBeNull();
  });
});
