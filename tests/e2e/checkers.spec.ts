import { expect, test, type APIRequestContext } from '@playwright/test';

import { jsonLdProblems } from '../../src/lib/seo/json-ld-rules';
import { feedProblems, nuHtmlErrors } from './support/validators';

// The public checkers a prospect runs on an SEO agency's site, run here on the production build.

/** Every page of the sitemap, with the pages a crawler finds from them that it leaves out. */
async function everyPublicPage(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replace(/&amp;/g, '&'));
    return `${url.pathname}${url.search}`;
  });
  return [...listed, '/blog?page=2', '/author/priya-sharma?tag=analytics', '/no-such-page'];
}

/** Each public page's HTML, by path. */
async function fetchEveryPublicPage(request: APIRequestContext) {
  const pages = await everyPublicPage(request);
  expect(pages.length).toBeGreaterThan(80);
  const documents: Record<string, string> = {};
  for (const path of pages) documents[path] = await (await request.get(path)).text();
  return documents;
}

test('the Nu HTML Checker finds no error on any public page', async ({ request }) => {
  test.setTimeout(180_000);
  expect(await nuHtmlErrors(await fetchEveryPublicPage(request))).toEqual([]);
});

test('the structured data of every public page keeps the rules in the README', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const documents = await fetchEveryPublicPage(request);
  const pages = Object.entries(documents).map(([path, html]) => ({
    path,
    blocks: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => m[1]!,
    ),
  }));
  expect(jsonLdProblems(pages, baseURL!)).toEqual([]);
});

test('the Nu HTML Checker finds no error in the page as the dark theme draws it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const documents: Record<string, string> = {};
  for (const path of ['/', '/services/seo/pune', '/blog/technical-seo-audit-guide']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/dark/);
    documents[`${path} (dark)`] = await page.content();
  }
  expect(await nuHtmlErrors(documents)).toEqual([]);
});

test('the blog feed passes the W3C Feed Validator', async ({ request, baseURL }) => {
  const response = await request.get('/blog/feed.xml');
  expect(response.status()).toBe(200);
  expect(await feedProblems(await response.text(), `${baseURL}/blog/feed.xml`)).toEqual([]);
});

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** A page's robots meta, canonical URL, title and description, as a crawler reads them. */
function readHead(html: string, baseURL: string) {
  const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return {
    noindex: robots.includes('noindex'),
    canonical: canonical ? new URL(decode(canonical), baseURL).href : null,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
  };
}

test('every indexable page is in the sitemap with a title and description that fit, and every page left out is noindex', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
  );
  // The sitemap's pages, then every page of the site they link to.
  const found = new Set<string>();
  for (const url of listed) {
    found.add(url);
    const html = await (await request.get(url)).text();
    for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)) {
      const path = href!.replace(/&amp;/g, '&');
      if (!/^\/(admin|api|_next|uploads|images|og)\b/.test(path)) found.add(`${baseURL}${path}`);
    }
  }
  expect(found.size).toBeGreaterThan(listed.size);
  const problems: string[] = [];
  for (const url of found) {
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() !== 200) {
      if (listed.has(url))
        problems.push(`${url} is in the sitemap but answers ${response.status()}`);
      continue;
    }
    const head = readHead(await response.text(), baseURL!);
    const indexable = !head.noindex && head.canonical === new URL(url).href;
    if (indexable && !listed.has(url)) problems.push(`${url} is indexable but not in the sitemap`);
    if (!indexable && listed.has(url)) problems.push(`${url} is in the sitemap but not indexable`);
    if (!indexable) continue;
    if (head.title.length > 60) problems.push(`${url}: a title of ${head.title.length}`);
    const length = head.description.length;
    if (length < 70 || length > 155) problems.push(`${url}: a description of ${length}`);
  }
  expect(problems).toEqual([]);
});
