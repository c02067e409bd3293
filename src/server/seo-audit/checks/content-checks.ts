import type { CheckResult } from '@/lib/seo-audit/audit-checks';
import { googleNoindexReason } from '@/lib/seo-audit/robots-directives';
import { siteOf } from '@/lib/seo-audit/site-of';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX } from '@/lib/seo/metadata';

import type { PageEvidence, SiteEvidence } from '../evidence';

// The content checks: what each page tells search engines and people who share it, with the
// limits this site keeps for its own pages (lib/seo/metadata.ts).

// Shorter than this, a title cannot say what the page offers ("Home").
const TITLE_MIN = 10;

const outcome = (
  id: CheckResult['id'],
  failures: string[],
  passed: string,
  warnOnly = false,
): CheckResult =>
  failures.length === 0
    ? { id, status: 'pass', evidence: [passed] }
    : { id, status: warnOnly ? 'warn' : 'fail', evidence: failures };

function repeated(pages: PageEvidence[], value: (p: PageEvidence) => string, what: string) {
  const byValue = new Map<string, string[]>();
  for (const page of pages) {
    const text = value(page);
    if (text) byValue.set(text, [...(byValue.get(text) ?? []), page.url]);
  }
  return [...byValue]
    .filter(([, urls]) => urls.length > 1)
    .map(([text, urls]) => `The ${what} "${text.slice(0, 80)}" is on ${urls.join(', ')}`);
}

export function contentChecks(site: SiteEvidence): CheckResult[] {
  const pages = site.pages.filter((p) => p.status === 200);
  return [
    outcome(
      'title',
      pages.flatMap((p) =>
        !p.title
          ? [`${p.url} has no title`]
          : p.title.length > TITLE_MAX || p.title.length < TITLE_MIN
            ? [`${p.url}: "${p.title}" is ${p.title.length} characters`]
            : [],
      ),
      `${pages.length} titles of ${TITLE_MIN} to ${TITLE_MAX} characters`,
    ),
    outcome(
      'description',
      pages.flatMap((p) => {
        const length = p.description.length;
        if (!length) return [`${p.url} has no meta description`];
        return length < DESCRIPTION_MIN || length > DESCRIPTION_MAX
          ? [`${p.url}: the description is ${length} characters`]
          : [];
      }),
      `${pages.length} descriptions of ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters`,
    ),
    outcome(
      'duplicates',
      [
        ...repeated(pages, (p) => p.title, 'title'),
        ...repeated(pages, (p) => p.description, 'description'),
      ],
      'Each page read has its own title and description',
      true,
    ),
    outcome(
      'h1',
      pages.filter((p) => p.h1Count !== 1).map((p) => `${p.url} has ${p.h1Count} h1 headings`),
      'Each page read has one h1',
    ),
    canonicalCheck(site, pages),
    indexableCheck(site, pages),
    outcome(
      'image-alt',
      pages
        .filter((p) => p.imagesWithoutAlt > 0)
        .map((p) => `${p.url}: ${p.imagesWithoutAlt} of ${p.imageCount} images have no alt`),
      `${pages.reduce((n, p) => n + p.imageCount, 0)} images, each with alt text`,
      true,
    ),
    outcome(
      'social-tags',
      pages.flatMap((p) => {
        const missing = [
          ...(['title', 'description', 'image'] as const)
            .filter((k) => !p.openGraph[k])
            .map((k) => `og:${k}`),
          ...(p.twitterCard ? [] : ['twitter:card']),
        ];
        return missing.length ? [`${p.url} has no ${missing.join(', ')}`] : [];
      }),
      'Open Graph and Twitter tags on each page read',
      true,
    ),
    outcome(
      'mobile',
      pages.flatMap((p) => [
        ...(/width=device-width/.test(p.viewport)
          ? []
          : [`${p.url} has no viewport meta tag for phones`]),
        ...(p.lang ? [] : [`${p.url} names no language (lang) on <html>`]),
      ]),
      'A viewport tag and a language on each page read',
    ),
    outcome(
      'font-size',
      pages.flatMap((p) => p.smallFonts.slice(0, 3).map((rule) => `${p.url}: ${rule}`)),
      "No running text set under 12 px in the pages' own CSS",
      true,
    ),
  ];
}

function indexableCheck(site: SiteEvidence, pages: PageEvidence[]): CheckResult {
  const kept = pages.flatMap((p) => {
    const reason = googleNoindexReason(p);
    return reason ? [{ page: p, line: `${p.url} ${reason}` }] : [];
  });
  if (kept.length === 0)
    return { id: 'indexable', status: 'pass', evidence: ['No page read is kept out of search'] };
  const home = kept.some(({ page }) => page === site.pages[0]);
  return {
    id: 'indexable',
    status: 'fail',
    evidence: kept.map(({ line }) => line),
    ...(home ? { blocker: 'Google will not list your home page: it is marked noindex.' } : {}),
  };
}

function canonicalCheck(site: SiteEvidence, pages: PageEvidence[]): CheckResult {
  const problems: string[] = [];
  for (const page of pages) {
    if (!page.canonicalUrl) problems.push(`${page.url} has no canonical link`);
    else if (page.canonicalUrl !== page.url) {
      const status = site.canonicalStatus[page.canonicalUrl];
      problems.push(
        `${page.url} names ${page.canonicalUrl} as canonical${status && status !== 200 ? `, which answers ${status}` : ''}`,
      );
    }
  }
  if (problems.length === 0)
    return { id: 'canonical', status: 'pass', evidence: ['Each page read is its own canonical'] };
  const home = site.pages[0];
  const elsewhere =
    home?.status === 200 && home.canonicalUrl && siteOf(home.canonicalUrl) !== siteOf(home.url)
      ? siteOf(home.canonicalUrl)
      : null;
  return {
    id: 'canonical',
    status: 'fail',
    evidence: problems,
    ...(elsewhere
      ? {
          blocker: `Google will list ${elsewhere} instead of your site: your home page names it as the original (canonical).`,
        }
      : {}),
  };
}
