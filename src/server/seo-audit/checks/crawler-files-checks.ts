import robotsParser from 'robots-parser';

import type { CheckResult } from '@/lib/seo-audit/audit-checks';
import { googleNoindexReason } from '@/lib/seo-audit/robots-directives';

import type { SiteEvidence } from '../evidence';

// The files crawlers read before any page: robots.txt, read as Google reads it, and the sitemap,
// read as XML, with what its addresses answered.

export function robotsCheck(site: SiteEvidence): CheckResult {
  const robots = site.robots;
  if (!robots || robots.status !== 200)
    return {
      id: 'robots-txt',
      status: 'warn',
      evidence: [`/robots.txt answers ${robots?.status ?? 'nothing'}`],
    };
  // Read as Google reads it (robots-parser): Googlebot's own group when there is one, else the one
  // for every crawler; the longest matching rule wins.
  const rules = robotsParser(new URL('/robots.txt', site.homeUrl).href, robots.body);
  const lines = robots.body.split(/\r?\n/);
  // The rule that decides for each crawler: its line number (0 when none does) and its path.
  const deciding = (agent: string) => {
    const number = rules.getMatchingLineNumber(site.homeUrl, agent);
    const line = lines[number - 1] ?? '';
    return { number, path: line.replace(/#.*/, '').split(':').slice(1).join(':').trim() };
  };
  const forAll = deciding('*');
  const forGoogle = deciding('Googlebot');
  const problems: string[] = [];
  if (rules.isDisallowed(site.homeUrl, '*'))
    problems.push(`robots.txt disallows ${forAll.path} for every crawler`);
  const googleBlocked = rules.isDisallowed(site.homeUrl, 'Googlebot') === true;
  // Googlebot decided by another line than every crawler: a group of its own.
  if (googleBlocked && forGoogle.number !== forAll.number)
    problems.push(`robots.txt disallows ${forGoogle.path} for Googlebot`);
  if (rules.getSitemaps().length === 0) problems.push('robots.txt names no sitemap');
  if (googleBlocked)
    return {
      id: 'robots-txt',
      status: 'fail',
      evidence: problems,
      blocker: 'Google cannot read your site: its robots.txt tells Google to stay out.',
    };
  return problems.length === 0
    ? {
        id: 'robots-txt',
        status: 'pass',
        evidence: ['Present, allows the pages and names the sitemap'],
      }
    : {
        id: 'robots-txt',
        status: problems.some((p) => p.includes('disallows')) ? 'fail' : 'warn',
        evidence: problems,
      };
}

export function sitemapCheck(site: SiteEvidence): CheckResult {
  const sitemap = site.sitemap;
  if (sitemap?.xmlError)
    return {
      id: 'sitemap',
      status: 'fail',
      evidence: [`${sitemap.url} is not well-formed XML (${sitemap.xmlError}): crawlers drop it`],
    };
  if (!sitemap || !sitemap.parsed)
    return {
      id: 'sitemap',
      status: 'fail',
      evidence: [
        `${sitemap?.url ?? '/sitemap.xml'} answers ${sitemap?.status ?? 'nothing'}${sitemap?.status === 200 ? ', not as a sitemap' : ''}`,
      ],
    };
  const listed = new Set(sitemap.urls);
  // A sitemap index lists other sitemaps, not pages: whether a page is in one is not known.
  const index = sitemap.urls.some((u) => u.endsWith('.xml'));
  const missing = site.pages.filter(
    (p) => p.status === 200 && !googleNoindexReason(p) && !listed.has(p.url) && !index,
  );
  const problems = [
    ...sitemap.unanswered.map(({ url, status, location }) =>
      location
        ? `${sitemap.url} lists ${url}, which redirects (${status}) to ${location}`
        : `${sitemap.url} lists ${url}, which answers ${status}`,
    ),
    ...missing.map((p) => `${p.url} is not in ${sitemap.url}`),
  ];
  return problems.length === 0
    ? {
        id: 'sitemap',
        status: 'pass',
        evidence: [`${sitemap.url} lists ${sitemap.urls.length} addresses`],
      }
    : { id: 'sitemap', status: 'warn', evidence: problems };
}
