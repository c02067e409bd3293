import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CheckResult } from '@/lib/seo-audit/audit-checks';
import { BLOCKED_SCORE_CAP, blockersOf } from '@/lib/seo-audit/audit-score';
import { evaluateSite } from '@/server/seo-audit/evaluate';
import { readSite } from '@/server/seo-audit/read-site';
import { createSafeFetcher } from '@/server/seo-audit/safe-fetch';
import { sharePreviewOf } from '@/server/seo-audit/share-preview';

import { goodSite, poorSite, type SiteVariant } from '../support/seo-audit-fixtures';
import {
  loopbackCertificate,
  startFixtureSite,
  type FixtureHandler,
} from '../support/fixture-site';

// The audit read and judged on two fixture sites on loopback (the private setting on, as the
// tests run it): each check's verdict and evidence, and the score.

type Site = Awaited<ReturnType<typeof startFixtureSite>>;

async function audit(site: Site, ca?: string) {
  const fetcher = createSafeFetcher({
    userAgent: 'FreeSeoAudit/1.0 test',
    allowPrivate: true,
    ca,
  });
  try {
    const evidence = await readSite(site.origin, fetcher);
    return { evidence, ...evaluateSite(evidence) };
  } finally {
    await fetcher.close();
  }
}

const byId = (results: CheckResult[]) =>
  Object.fromEntries(results.map((r) => [r.id, r])) as Record<string, CheckResult>;

describe('the free SEO audit on fixture sites', () => {
  let good: Site;
  let poor: Site;
  beforeAll(async () => {
    good = await startFixtureSite(goodSite(() => good.origin));
    poor = await startFixtureSite(poorSite(() => poor.origin));
  });
  afterAll(async () => {
    await good.close();
    await poor.close();
  });

  it('finds a site that does things right right, and says what it checked', async () => {
    const { evidence, results, score } = await audit(good);
    expect(evidence.pages.map((p) => new URL(p.url).pathname)).toEqual([
      '/',
      '/services',
      '/contact',
    ]);
    const checks = byId(results);
    // Its JSON-LD is data, not a script a browser runs.
    expect(evidence.pages[0]!.scripts).toEqual({ count: 0, inlineBytes: 0 });
    // Served on plain http on loopback: the https checks are the only ones it fails.
    expect(results.filter((r) => r.status === 'fail').map((r) => r.id)).toEqual([
      'https',
      'http-to-https',
    ]);
    expect(checks['mixed-content']!.status).toBe('skip');
    for (const id of [
      'title',
      'description',
      'h1',
      'canonical',
      'indexable',
      'robots-txt',
      'sitemap',
      'structured-data',
      'local-business',
      'phone',
      'whatsapp',
      'maps',
      'opening-hours',
      'security-headers',
      'broken-links',
    ])
      expect(checks[id]!.status, `${id}: ${checks[id]!.evidence.join('; ')}`).toBe('pass');
    expect(checks['local-business']!.evidence).toEqual(['Dentist "Smile Dental Clinic"']);
    expect(score).toBe(91);
  });

  it('finds each problem of a poor site with its evidence', async () => {
    const { results, score, evidence: read } = await audit(poor);
    expect(read.pages[0]!.scripts).toEqual({ count: 2, inlineBytes: 17 });
    const checks = byId(results);
    const evidence = (id: string) => checks[id]!.evidence.join('\n');
    expect(checks.indexable!.status).toBe('fail');
    expect(evidence('indexable')).toContain(`${poor.origin}/ sends X-Robots-Tag: noindex`);
    expect(evidence('indexable')).toContain(`${poor.origin}/about has a robots meta noindex`);
    expect(evidence('robots-txt')).toBe(
      'robots.txt disallows / for every crawler\nrobots.txt names no sitemap',
    );
    expect(checks.sitemap!.status).toBe('fail');
    expect(evidence('canonical')).toContain(
      `${poor.origin}/ names ${poor.origin}/home-old as canonical, which answers 404`,
    );
    expect(evidence('h1')).toBe(
      `${poor.origin}/ has 2 h1 headings\n${poor.origin}/about has 0 h1 headings`,
    );
    expect(evidence('broken-links')).toContain(
      `${poor.origin}/missing answers 404, linked from ${poor.origin}/`,
    );
    expect(evidence('image-alt')).toBe(`${poor.origin}/: 1 of 2 images have no alt`);
    expect(evidence('structured-data')).toContain(
      `${poor.origin}/: 1 JSON-LD block(s) do not parse`,
    );
    expect(evidence('structured-data')).toContain(
      'LocalBusiness carries reviews or a rating of the business by itself',
    );
    expect(evidence('structured-data')).toContain(
      'LocalBusiness has an Offer without a numeric price and an ISO 4217 currency',
    );
    expect(evidence('local-business')).toBe('LocalBusiness has no street address');
    expect(evidence('mobile')).toContain(`${poor.origin}/ has no viewport meta tag for phones`);
    for (const id of ['phone', 'whatsapp', 'maps', 'local-business', 'security-headers'])
      expect(checks[id]!.status, id).toBe('fail');
    expect(evidence('title')).toBe(
      `${poor.origin}/: "Home" is 4 characters\n${poor.origin}/about: "Home" is 4 characters`,
    );
    expect(evidence('duplicates')).toBe(
      `The title "Home" is on ${poor.origin}/, ${poor.origin}/about`,
    );
    expect(checks.status!.status).toBe('pass');
    expect(score).toBe(28);
  });
});

describe('a site served over https', () => {
  let tls: Awaited<ReturnType<typeof loopbackCertificate>>;
  const sites: Site[] = [];
  beforeAll(async () => {
    tls = await loopbackCertificate();
  });
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
  });
  const serve = async (variant: SiteVariant = {}) => {
    const site: Site = await startFixtureSite(
      goodSite(() => site.origin, variant),
      { tls },
    );
    sites.push(site);
    return audit(site, tls.cert);
  };

  it('that does everything right scores 100 with no finding', async () => {
    const { results, score } = await serve();
    expect(results.filter((r) => r.status === 'fail' || r.status === 'warn')).toEqual([]);
    // What cannot apply on loopback: http on the same port, alternates it does not have.
    expect(results.filter((r) => r.status === 'skip').map((r) => r.id)).toEqual([
      'http-to-https',
      'hreflang',
    ]);
    expect(score).toBe(100);
  });

  it('loading anything over http, in any element or its CSS, is told so', async () => {
    const { results } = await serve({
      head: () => '<style>.hero { background: url(http://cdn.example/hero.jpg) }</style>',
      body: `<img src="/chair.jpg" srcset="http://cdn.example/chair-2x.jpg 2x" alt="A chair">
<video src="/tour.mp4" poster="http://cdn.example/poster.jpg"></video>`,
    });
    const mixed = byId(results)['mixed-content']!;
    expect(mixed.status).toBe('fail');
    for (const address of ['hero.jpg', 'chair-2x.jpg', 'poster.jpg'])
      expect(mixed.evidence.join('\n')).toContain(`loads http://cdn.example/${address}`);
  });
});

describe('what keeps a site out of Google caps its score and leads its report', () => {
  const plants: Record<string, { variant: SiteVariant; blocker: RegExp; evidence: string }> = {
    'robots.txt for every crawler': {
      variant: { robotsTxt: () => 'User-agent: *\nDisallow: /\n' },
      blocker: /^Google cannot read your site/,
      evidence: 'robots.txt disallows / for every crawler',
    },
    'robots.txt for Googlebot alone': {
      variant: {
        robotsTxt: (origin) =>
          `User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`,
      },
      blocker: /^Google cannot read your site/,
      evidence: 'robots.txt disallows / for Googlebot',
    },
    'a robots noindex on the home page': {
      variant: { homeHead: '<meta name="robots" content="noindex">' },
      blocker: /^Google will not list your home page: it is marked noindex/,
      evidence: '/ has a robots meta noindex',
    },
    'a googlebot noindex on the home page': {
      variant: { homeHead: '<meta name="GoogleBot" content="noindex, nofollow">' },
      blocker: /^Google will not list your home page: it is marked noindex/,
      evidence: '/ has a googlebot meta noindex',
    },
    'a home page naming another site as canonical': {
      variant: { homeCanonicalOrigin: 'https://other-clinic.example' },
      blocker: /^Google will list other-clinic\.example instead of your site/,
      evidence: 'names https://other-clinic.example/ as canonical',
    },
  };
  const sites: Site[] = [];
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
  });
  const serve = async (variant: SiteVariant) => {
    const site: Site = await startFixtureSite(goodSite(() => site.origin, variant));
    sites.push(site);
    return site;
  };

  it('a clean site has no blocker', async () => {
    const { results } = await audit(await serve({}));
    expect(blockersOf(results)).toEqual([]);
  });

  for (const [plant, { variant, blocker, evidence }] of Object.entries(plants))
    it(`${plant}: 40 or less, and the sentence that says so`, async () => {
      const { results, score } = await audit(await serve(variant));
      expect(score).toBeLessThanOrEqual(BLOCKED_SCORE_CAP);
      expect(blockersOf(results)).toEqual([expect.stringMatching(blocker)]);
      expect(results.flatMap((r) => r.evidence).join('\n')).toContain(evidence);
    });
});

it('an Indian clinic with a landline, a Maps embed and 24-hour times raises no local alarm', async () => {
  const site: Site = await startFixtureSite(
    goodSite(() => site.origin, {
      noMarkupHours: true,
      contact: `<p>Office: +91 20 2345 6789. Open Mon-Sat, 10:00-19:00.</p>
<a href="tel:+912023456789">Call</a> <a href="https://wa.me/919820012345">WhatsApp</a>
<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12" title="Our clinic on Google Maps"></iframe>`,
    }),
  );
  try {
    const checks = byId((await audit(site)).results);
    for (const id of ['phone', 'maps', 'opening-hours'])
      expect(checks[id], id).toMatchObject({ status: 'pass' });
    expect(checks.maps!.evidence[0]).toContain('https://www.google.com/maps/embed');
  } finally {
    await site.close();
  }
});

it('a 5 MB home page still gets a report, judged on its first 2 MB, with its size as a finding', async () => {
  const site: Site = await startFixtureSite(
    goodSite(() => site.origin, { homeFiller: 5 * 1024 * 1024 }),
  );
  try {
    const { evidence, results } = await audit(site);
    expect(evidence.pages[0]).toMatchObject({ cut: true, htmlBytes: 2 * 1024 * 1024, h1Count: 1 });
    const weight = byId(results)['page-weight']!;
    expect(weight.status).toBe('fail');
    expect(weight.evidence).toContain(
      `${site.origin}/: over 2 MB of HTML (the audit read its first 2 MB)`,
    );
    // What comes before the cut is judged as on any page.
    expect(byId(results).title!.status).toBe('pass');
  } finally {
    await site.close();
  }
});

describe('each check the audit adds to the crawl finds its plant', () => {
  const plants: Record<
    string,
    { variant: SiteVariant; check: string; status: string; evidence: (origin: string) => string }
  > = {
    'a sitemap that is not well-formed XML': {
      variant: { sitemapXml: (o) => `<urlset><url><loc>${o}/</loc></urlset>` },
      check: 'sitemap',
      status: 'fail',
      evidence: (o) =>
        `${o}/sitemap.xml is not well-formed XML (line 1: Expected closing tag 'url'`,
    },
    'a sitemap listing a missing page and a moved one': {
      variant: {
        sitemapXml: (o) =>
          `<urlset><url><loc>${o}/</loc></url><url><loc>${o}/old-offer</loc></url><url><loc>${o}/moved</loc></url></urlset>`,
        extraPages: { '/moved': redirectTo('/services') },
      },
      check: 'sitemap',
      status: 'warn',
      evidence: (o) =>
        `${o}/sitemap.xml lists ${o}/old-offer, which answers 404\n${o}/sitemap.xml lists ${o}/moved, which redirects (301) to ${o}/services`,
    },
    'a sitemap listing a missing page past the ten pages read': {
      variant: {
        sitemapXml: (o) =>
          `<urlset>${['/', ...morePages, '/gone'].map((p) => `<url><loc>${o}${p}</loc></url>`).join('')}</urlset>`,
        extraPages: Object.fromEntries(morePages.map((path) => [path, plainPage])),
      },
      check: 'sitemap',
      status: 'warn',
      evidence: (o) => `${o}/sitemap.xml lists ${o}/gone, which answers 404`,
    },
    'an internal link through a redirect': {
      variant: {
        body: '<a href="/team">Our dentists</a>',
        extraPages: { '/team': redirectTo('/contact') },
      },
      check: 'link-redirects',
      status: 'warn',
      evidence: (o) => `${o}/team redirects to ${o}/contact, linked from ${o}/`,
    },
    'hreflang with a wrong country and no return link': {
      variant: {
        head: (path) =>
          path === '/'
            ? '<link rel="alternate" hreflang="en-UK" href="/"><link rel="alternate" hreflang="hi-IN" href="/services">'
            : '',
      },
      check: 'hreflang',
      status: 'fail',
      evidence: (o) =>
        `${o}/: hreflang="en-UK" names no country ("UK": Britain is GB)\n${o}/ names ${o}/services (hi-IN), which does not name it back`,
    },
    'a header and a page saying different encodings': {
      variant: { contentType: 'text/html; charset=iso-8859-1' },
      check: 'charset',
      status: 'fail',
      evidence: (o) => `${o}/: the header says iso-8859-1, the page says utf-8`,
    },
    'running text set at 10 px': {
      variant: { head: () => '<style>main p, body { font-size: 10px; }</style>' },
      check: 'font-size',
      status: 'warn',
      evidence: (o) => `${o}/: main p, body { font-size: 10px }`,
    },
    'pages and styles sent uncompressed': {
      variant: { uncompressed: true },
      check: 'compression',
      status: 'fail',
      evidence: (o) => `${o}/ (2 KB) is sent uncompressed`,
    },
    'files the browser may not keep': {
      variant: { fileCacheControl: 'no-cache' },
      check: 'caching',
      status: 'warn',
      evidence: (o) =>
        `${o}/site.css: Cache-Control "no-cache"\n${o}/chair.jpg: Cache-Control "no-cache"`,
    },
    'a home page drawn by script': {
      variant: {
        extraPages: {
          '/': (_q, response) => {
            response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            response.end(
              '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Smile Dental Clinic, Pune</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div><noscript>Please turn on JavaScript.</noscript></body></html>',
            );
          },
        },
      },
      check: 'server-html',
      status: 'fail',
      evidence: (o) =>
        `${o}/ sends 0 characters of text in one <div id="root"> and a script that draws the rest`,
    },
    'a 600 KB photo': {
      variant: { imageBytes: 600 * 1024 },
      check: 'image-weight',
      status: 'fail',
      evidence: (o) => `${o}/chair.jpg is 600 KB`,
    },
  };
  const sites: Site[] = [];
  afterAll(async () => {
    await Promise.all(sites.map((site) => site.close()));
  });

  it('a clean site passes every one of them', async () => {
    const site: Site = await startFixtureSite(goodSite(() => site.origin));
    sites.push(site);
    const checks = byId((await audit(site)).results);
    for (const id of [
      'server-html',
      'sitemap',
      'link-redirects',
      'charset',
      'font-size',
      'compression',
      'caching',
      'image-weight',
    ])
      expect(checks[id]!.status, `${id}: ${checks[id]!.evidence.join('; ')}`).toBe('pass');
    expect(checks.hreflang!.status).toBe('skip');
  });

  it('keeps a small copy of the picture the home page shares, and none when it is not an image', async () => {
    const site: Site = await startFixtureSite(goodSite(() => site.origin));
    const broken: Site = await startFixtureSite(
      goodSite(() => broken.origin, {
        extraPages: {
          '/og.png': (_q, response) => {
            response.writeHead(200, { 'content-type': 'text/html' });
            response.end('<!doctype html><title>Not here</title>');
          },
        },
      }),
    );
    sites.push(site, broken);
    const { evidence } = await audit(site);
    expect(evidence.shareImage).toMatch(/^data:image\/webp;base64,/);
    const copy = Buffer.from(evidence.shareImage!.split(',')[1]!, 'base64');
    expect(await sharp(copy).metadata()).toMatchObject({ format: 'webp', width: 480, height: 252 });
    expect(sharePreviewOf(evidence).card).toMatchObject({
      title: 'Smile Dental Clinic, Pune: Family Dentist',
      imageUrl: `${site.origin}/og.png`,
    });
    expect((await audit(broken)).evidence.shareImage).toBeNull();
  });

  it('a page drawn by script: its HTML findings say they read only the HTML', async () => {
    const site: Site = await startFixtureSite(
      goodSite(() => site.origin, plants['a home page drawn by script']!.variant),
    );
    sites.push(site);
    const checks = byId((await audit(site)).results);
    expect(checks.h1!.evidence).toEqual([
      `${site.origin}/ has 0 h1 headings`,
      expect.stringMatching(/^Read from the HTML the server sends, as crawlers first read it/),
    ]);
    expect(checks.https!.evidence.join()).not.toContain('Read from the HTML');
  });

  for (const [plant, { variant, check, status, evidence }] of Object.entries(plants))
    it(`${plant}: ${check} says so`, async () => {
      const site: Site = await startFixtureSite(goodSite(() => site.origin, variant));
      sites.push(site);
      const found = byId((await audit(site)).results)[check]!;
      expect(found.status).toBe(status);
      expect(found.evidence.join('\n')).toContain(evidence(site.origin));
    });
});

const morePages = Array.from({ length: 12 }, (_, n) => `/treatments/${n + 1}`);
const plainPage: FixtureHandler = (_q, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><html lang="en"><title>A treatment</title><h1>A treatment</h1>');
};

function redirectTo(location: string): FixtureHandler {
  return (_q, response) => {
    response.writeHead(301, { location });
    response.end();
  };
}
