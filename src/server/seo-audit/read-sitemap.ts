import 'server-only';

import { XMLValidator } from 'fast-xml-parser';

import { isSitemapXml, sitemapEntries } from '@/lib/seo/sitemap-entries';

import type { SiteEvidence } from './evidence';
import type { SafeResponse } from './safe-fetch';

// The sitemap as the audit reads it: where robots.txt says (else /sitemap.xml), checked as XML,
// its addresses listed; then what those addresses answer, as far as the audit asks.

type Sitemap = NonNullable<SiteEvidence['sitemap']>;
type Read = (url: string, method?: 'GET' | 'HEAD') => Promise<SafeResponse | null>;

const MAX_LISTED_CHECKED = 20;

export async function readSitemap(
  homeUrl: URL,
  robots: SiteEvidence['robots'],
  read: Read,
): Promise<Sitemap | null> {
  const named = robots?.status === 200 ? /^\s*sitemap:\s*(\S+)/im.exec(robots.body)?.[1] : null;
  const url = named ?? new URL('/sitemap.xml', homeUrl).href;
  const answer = await read(url);
  if (!answer) return null;
  const xml = answer.body.toString('utf8');
  const wellFormed = answer.status === 200 ? XMLValidator.validate(xml) : true;
  return {
    url,
    status: answer.status,
    parsed: answer.status === 200 && isSitemapXml(xml),
    urls: sitemapEntries(xml).map((entry) => entry.url.href),
    xmlError: wellFormed === true ? null : `line ${wellFormed.err.line}: ${wellFormed.err.msg}`,
    unanswered: [],
  };
}

/** Notes a listed address that did not answer 200 where it is (an error, or a redirect). */
export function noteUnanswered(sitemap: Sitemap | null, url: string, answer: SafeResponse) {
  const moved = answer.hops[0];
  if (!sitemap?.urls.includes(url) || (!moved && answer.status === 200)) return;
  sitemap.unanswered.push({
    url,
    status: moved?.status ?? answer.status,
    location: moved ? answer.url : null,
  });
}

/** Asks for the listed pages of the site not read yet (HEAD, 20 at most), noting the ones that fail. */
export async function askListedAddresses(
  sitemap: Sitemap | null,
  origin: string,
  asked: Set<string>,
  read: Read,
) {
  if (!sitemap?.parsed) return;
  const listed = sitemap.urls.filter(
    (url) => !asked.has(url) && !url.endsWith('.xml') && new URL(url).origin === origin,
  );
  for (const url of listed.slice(0, MAX_LISTED_CHECKED)) {
    const answer = await read(url, 'HEAD');
    if (answer) noteUnanswered(sitemap, url, answer);
  }
}
