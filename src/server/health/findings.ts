import 'server-only';

import type { Finding, FindingKind } from '@/lib/health-checks';
import { jsonLdProblems } from '@/lib/seo/json-ld-rules';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from '@/lib/seo/metadata';
import { countOf } from '@/lib/utils';

import type { CrawlResult } from './crawl';
import type { PageFacts } from './page-facts';

// What the site-health report says about a crawl: each finding names the page, what is wrong,
// and where the admin can fix it when a screen does.

/** The admin screen that edits a public page, when one does. */
export function fixScreen(path: string): string | null {
  if (path.startsWith('/blog/') && path.split('/').length === 3) return '/admin/blog';
  if (path.startsWith('/author/')) return '/admin/authors';
  if (/^\/services\/[^/]+\/[^/]+$/.test(path)) return '/admin/cities';
  if (/^\/services\/[^/]+$/.test(path)) return '/admin/services';
  return null;
}

const isOk = (p: PageFacts) => p.status === 200;

type Linker = { page: string; text: string };

/**
 * 'as “Privacy Policy” from 88 pages: /, /contact, /services and 85 more': a link every page's
 * footer holds reads as one line, not a list of every page.
 */
function linkersText(linkers: Linker[]): string {
  const byText = new Map<string, string[]>();
  for (const { page, text } of linkers) byText.set(text, [...(byText.get(text) ?? []), page]);
  return [...byText]
    .map(([text, pages]) => {
      const more = pages.length > 3 ? ` and ${pages.length - 3} more` : '';
      return `as “${text}” from ${countOf(pages.length, 'page')}: ${pages.slice(0, 3).join(', ')}${more}`;
    })
    .join('; ');
}
const isRedirect = (p: PageFacts) => p.status >= 300 && p.status < 400;

export function findingsOf(crawl: CrawlResult, siteUrl = ''): Finding[] {
  const byPath = new Map(crawl.pages.map((p) => [p.path, p]));
  const findings: Finding[] = [];
  const add = (kind: FindingKind, path: string, detail: string, fix = fixScreen(path)) =>
    findings.push({ kind, path, detail, fix });

  // Who links to a path, and with what text: only pages a visitor reads (answering 200), never the
  // page itself (a not-found page's own links are not links to it).
  const linkedFrom = new Map<string, Linker[]>();
  for (const page of crawl.pages.filter(isOk))
    for (const link of page.links) {
      if (link === page.path) continue;
      const linkers = linkedFrom.get(link) ?? [];
      linkers.push({ page: page.path, text: page.linkTexts[link] ?? '' });
      linkedFrom.set(link, linkers);
    }

  for (const page of crawl.pages) {
    const from = linkedFrom.get(page.path) ?? [];
    if (page.status >= 400 && from.length > 0)
      add(
        'broken-link',
        page.path,
        `${page.path} answers ${page.status}; linked ${linkersText(from)}`,
        '/admin/redirects',
      );
    if (isRedirect(page)) {
      if (from.length > 0)
        add(
          'link-to-redirect',
          page.path,
          `${page.path} redirects to ${page.location}; linked ${linkersText(from)}`,
        );
      const next = page.location ? byPath.get(page.location) : undefined;
      if (next && isRedirect(next))
        add(
          'redirect-chain',
          page.path,
          `${page.path} → ${next.path} → ${next.location}`,
          '/admin/redirects',
        );
    }
    if (!isOk(page) || page.noindex) continue;
    if (!page.title) add('missing-title', page.path, 'No <title>');
    else if (page.title.length > TITLE_MAX)
      add('long-title', page.path, `${page.title.length} characters: “${page.title}”`);
    if (!page.description) add('missing-description', page.path, 'No meta description');
    else if (page.description.length < DESCRIPTION_MIN || page.description.length > DESCRIPTION_MAX)
      add('description-length', page.path, `${page.description.length} characters`);
    if (page.canonical && page.canonical !== page.path)
      add('canonical-elsewhere', page.path, `Canonical link points to ${page.canonical}`);
    if (page.jsonLdErrors > 0)
      add('bad-json-ld', page.path, `${page.jsonLdErrors} JSON-LD block(s) do not parse`);
    if (page.imagesWithoutAlt > 0)
      add('image-without-alt', page.path, `${page.imagesWithoutAlt} image(s) without alt`);
    if (page.h1Count > 1) add('several-h1', page.path, `${page.h1Count} h1 headings`);
  }

  const indexable = crawl.pages.filter((p) => isOk(p) && !p.noindex);
  for (const [field, kind] of [
    ['title', 'duplicate-title'],
    ['description', 'duplicate-description'],
  ] as const) {
    const groups = new Map<string, string[]>();
    for (const page of indexable)
      if (page[field]) groups.set(page[field], [...(groups.get(page[field]) ?? []), page.path]);
    for (const [text, paths] of groups)
      if (paths.length > 1)
        for (const path of paths)
          add(kind, path, `“${text}” is shared with ${paths.filter((p) => p !== path).join(', ')}`);
  }

  // The structured-data rules, over every indexable page at once (some are about the whole site).
  if (siteUrl)
    for (const problem of jsonLdProblems(
      indexable.map((p) => ({ path: p.path, blocks: p.jsonLd })),
      siteUrl,
    )) {
      const path = /^(\/[^:]*): /.exec(problem)?.[1] ?? '/';
      add(
        'json-ld-rule',
        path,
        problem.startsWith(`${path}: `) ? problem.slice(path.length + 2) : problem,
      );
    }

  for (const [path, lastModified] of Object.entries(crawl.lastModified)) {
    const time = lastModified ? Date.parse(lastModified) : NaN;
    if (Number.isNaN(time)) add('sitemap-date', path, 'No valid lastmod in the sitemap');
    else if (time > crawl.finishedAt)
      add('sitemap-date', path, `lastmod ${lastModified} is later than the crawl`);
  }

  const inSitemap = new Set(crawl.sitemap);
  for (const path of crawl.sitemap) {
    const page = byPath.get(path);
    if (page && (!isOk(page) || page.noindex))
      add(
        'sitemap-not-ok',
        path,
        page.noindex
          ? 'In the sitemap but noindex'
          : page.status === 0
            ? 'In the sitemap but could not be read in time'
            : `In the sitemap but answers ${page.status}`,
      );
  }
  if (crawl.complete)
    for (const page of indexable)
      if (!inSitemap.has(page.path) && page.canonical === page.path)
        add('missing-from-sitemap', page.path, 'Indexable but not in the sitemap');
  return findings;
}
