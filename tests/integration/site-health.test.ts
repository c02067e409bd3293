import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FetchedPage } from '@/server/health/page-facts';
import { findingsOf } from '@/server/health/findings';
import { startHealthCrawl } from '@/server/health/health-runner';
import { readPage } from '@/server/health/page-facts';
import { latestHealthReport, startHealthReport } from '@/server/queries/health-reports';

import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

const origin = 'http://site.test';
const html = (head: string, body: string) =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
// The organisation node every page of a clean site carries (src/lib/seo/json-ld-rules.ts).
const organization = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'ProfessionalService',
  '@id': `${origin}/#organization`,
  name: 'Site',
})}</script>`;
const website = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  '@id': `${origin}/#website`,
  publisher: { '@id': `${origin}/#organization` },
})}</script>`;
/** A head with a description of the length search results show, unless one is given. */
const head = (title: string, description: string, canonical: string, extra = '') =>
  `<title>${title}</title><meta name="description" content="${description.length > 20 ? description : `${description}: ${'a description long enough for a search result, '.repeat(2)}`.slice(0, 120)}"><link rel="canonical" href="${origin}${canonical}">${organization}${extra}`;
const url = (path: string, lastmod: string | null = '2026-11-01') =>
  `<url><loc>${origin}${path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

// A small site with a defect of each kind the report names.
const site: Record<string, FetchedPage> = {
  '/sitemap.xml': {
    status: 200,
    location: null,
    html: [
      url('/'),
      url('/blog/a'),
      url('/noindexed'),
      url('/gone'),
      url('/long', null),
      url('/reviewed', '2999-01-01'),
    ].join(''),
  },
  '/': {
    status: 200,
    location: null,
    html: html(
      head('Home', 'The home page', '/', website),
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
  // A not-found page's own links (here to itself) are no links to it.
  '/missing': {
    status: 404,
    location: null,
    html: html('<title>Not found</title>', '<a href="/missing">Try again</a>'),
  },
  '/old': { status: 301, location: '/older', html: null },
  '/older': { status: 301, location: '/blog/a', html: null },
  '/noindexed': {
    status: 200,
    location: null,
    html: html(head('Private', 'P', '/noindexed', '<meta name="robots" content="noindex">'), ''),
  },
  '/gone': { status: 410, location: null, html: null },
  // A title past 60 characters and a description too short for a search result.
  '/long': {
    status: 200,
    location: null,
    html: html(
      `<title>${'A title far longer than any search result would ever show '.repeat(2)}</title><meta name="description" content="Short."><link rel="canonical" href="${origin}/long">${organization}`,
      '<h1>Long</h1>',
    ),
  },
  // The business reviewing itself.
  '/reviewed': {
    status: 200,
    location: null,
    html: html(
      head(
        'Reviewed',
        'Reviewed page',
        '/reviewed',
        `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'Review',
          itemReviewed: { '@id': `${origin}/#organization` },
        })}</script>`,
      ),
      '<h1>Reviewed</h1>',
    ),
  },
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
    expect(report).toMatchObject({ status: 'done', crawled: 10 });
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
        'long-title /long',
        'description-length /long',
        'json-ld-rule /reviewed',
        'sitemap-date /long',
        'sitemap-date /reviewed',
      ]),
    );
    expect(report.findings.find((f) => f.kind === 'json-ld-rule')!.detail).toBe(
      'Review reviews the business by itself',
    );
    expect(found).not.toContain('missing-from-sitemap /blog/b');
    const broken = report.findings.find((f) => f.kind === 'broken-link')!;
    expect(broken.detail).toBe('/missing answers 404; linked as “M” from 2 pages: /, /blog/a');
    expect(report.findings.find((f) => f.path === '/blog/b')?.fix).toBe('/admin/blog');
    expect(report.findings.filter((f) => f.path === '/')).toEqual([]);
  });

  it('lets a new crawl start when one was left running by a stopped server', async () => {
    const id = await startHealthReport(t.db, 10, 60_000);
    expect(id).not.toBeNull();
    expect(await startHealthReport(t.db, 10, 60_000)).toBeNull();
    expect(await startHealthReport(t.db, 10, -1)).not.toBeNull();
  });

  it('finishes within its bound on a real server full of redirects and a page that hangs', async () => {
    // Every link a redirect (301, 308), a 410 with a body, and one page whose body never ends.
    const server = http.createServer((request, response) => {
      const path = request.url ?? '/';
      if (path === '/sitemap.xml') {
        response.writeHead(200, { 'content-type': 'application/xml' });
        const locs = Array.from({ length: 40 }, (_, i) => `<loc>${site}/r${i}</loc>`);
        return response.end(`<urlset>${locs.join('')}<loc>${site}/hangs</loc></urlset>`);
      }
      if (path === '/hangs') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.write('<!doctype html><html><body>');
      }
      const n = Number(path.slice(2)) || 0;
      if (path.startsWith('/g')) {
        response.writeHead(410, { 'content-type': 'text/plain' });
        return response.end('Gone: this page was removed.\n'.repeat(1000));
      }
      response.writeHead(n % 2 ? 308 : 301, {
        location: `/${n % 3 ? 'r' : 'g'}${n + 1}`,
        'content-type': 'text/plain',
      });
      response.end('Moved\n'.repeat(1000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // The test before left a report running.
      await t.db
        .updateTable('health_reports')
        .set({ status: 'failed' })
        .where('status', '=', 'running')
        .execute();
      const started = await startHealthCrawl(t.db, site, undefined, 3_000);
      const ended = await Promise.race([
        started!.done.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still running'), 20_000)),
      ]);
      expect(ended).toBe('ended');
      const report = (await latestHealthReport(t.db))!;
      expect(report.status).toBe('partial');
      expect(report.crawled).toBeGreaterThan(40);
      expect(report.findings.map((f) => f.kind)).toContain('redirect-chain');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 30_000);

  it('names a link every page holds once, with a few of its pages, not the list of all', () => {
    const page = (path: string, status = 200) => ({
      ...readPage(path, { status, location: null, html: null }, origin),
      links: status === 200 ? ['/privacy-policy'] : [],
      linkTexts: { '/privacy-policy': 'Privacy Policy' },
    });
    const pages = [
      page('/privacy-policy', 410),
      ...['/', '/a', '/b', '/c', '/d'].map((p) => page(p)),
    ];
    const [broken] = findingsOf({
      pages,
      sitemap: [],
      lastModified: {},
      complete: true,
      finishedAt: Date.now(),
    });
    expect(broken?.detail).toBe(
      '/privacy-policy answers 410; linked as “Privacy Policy” from 5 pages: /, /a, /b and 2 more',
    );
  });
});
