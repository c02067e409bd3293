import 'server-only';

import type { PageEvidence, SiteEvidence } from './evidence';
import { FetchRefusal } from './fetch-refusal';
import { readPageEvidence } from './page-evidence';
import { readFiles } from './read-files';
import { askListedAddresses, noteUnanswered, readSitemap } from './read-sitemap';
import { readShareImage } from './share-preview';
import { FETCH_DEADLINE_MS, type createSafeFetcher } from './safe-fetch';

// An audit's reading of a prospect's site, one request at a time: the home page (as typed, then
// over http to see whether it moves to https), robots.txt, the sitemap, up to 10 more pages from
// the sitemap or the home page's links, the canonicals that are not their own page, the internal
// links of the pages read (HEAD, 40 at most), the home page's own files (read-files.ts) and the
// picture it shares (share-preview.ts).
// Nothing is judged here (checks/*.ts).

type Fetcher = ReturnType<typeof createSafeFetcher>;

export const MAX_PAGES = 11;
/** The longest an audit reads a site; the pages read by then are judged. */
export const AUDIT_DEADLINE_MS = 90_000;
const MAX_LINKS_CHECKED = 40;

/** The address as typed, with https:// when it names no scheme. */
export function typedAddress(input: string): string {
  const trimmed = input.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export type ReadOptions = {
  /** Told each step as it finishes: home, robots, sitemap, page, links. */
  onProgress?: (step: string) => void | Promise<void>;
  /** The whole audit's time: once it is up, what is left is not read. */
  signal?: AbortSignal;
};

export async function readSite(
  input: string,
  fetcher: Fetcher,
  options: ReadOptions = {},
): Promise<SiteEvidence> {
  const unreadable: SiteEvidence['unreadable'] = [];
  const onProgress = async (step: string) => options.onProgress?.(step);
  const overall = options.signal ?? AbortSignal.timeout(AUDIT_DEADLINE_MS);
  const signal = () => AbortSignal.any([overall, AbortSignal.timeout(FETCH_DEADLINE_MS)]);
  const attempt = async <T>(url: string, read: () => Promise<T>): Promise<T | null> => {
    if (overall.aborted) {
      unreadable.push({ url, reason: "Not read: the audit's time was up." });
      return null;
    }
    try {
      return await read();
    } catch (error) {
      if (!(error instanceof FetchRefusal)) throw error;
      unreadable.push({ url, reason: error.message });
      return null;
    }
  };
  const readAt = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    attempt(url, () => fetcher.fetch(url, { method, signal: signal() }));
  const typed = typedAddress(input);
  // Refusals of the address itself (not public, not http) are the audit's answer: they propagate.
  const home = await fetcher.fetch(typed, { signal: signal() });
  const homeUrl = new URL(home.url);
  await onProgress('home');

  const http = new URL(homeUrl);
  http.protocol = 'http:';
  const plain = await readAt(http.href, 'HEAD');
  const httpToHttps = plain
    ? new URL(plain.url).protocol === 'https:'
    : homeUrl.protocol === 'https:'
      ? null
      : false;

  const robotsAnswer = await readAt(new URL('/robots.txt', homeUrl).href);
  const robots = robotsAnswer
    ? { status: robotsAnswer.status, body: robotsAnswer.body.toString('utf8').slice(0, 100_000) }
    : null;
  await onProgress('robots');

  const sitemap = await readSitemap(homeUrl, robots, readAt);
  await onProgress('sitemap');

  const pages: PageEvidence[] = [readPageEvidence(home)];
  const sameSite = (href: string) => new URL(href).origin === homeUrl.origin;
  const homeLinks = new Set(pages[0]!.links.map((path) => new URL(path, homeUrl).href));
  const candidates = [
    ...(sitemap?.parsed ? sitemap.urls.filter(sameSite).filter((u) => !u.endsWith('.xml')) : []),
    ...homeLinks,
  ];
  const wanted = [...new Set(candidates)].filter((u) => u !== homeUrl.href);
  const listed = new Set(sitemap?.urls ?? []);
  const brokenLinks: SiteEvidence['brokenLinks'] = [];
  const redirectingLinks: SiteEvidence['redirectingLinks'] = [];
  for (const url of wanted.slice(0, MAX_PAGES - 1)) {
    const page = await readAt(url);
    await onProgress('page');
    if (!page) continue;
    noteUnanswered(sitemap, url, page);
    if (page.hops[0]) {
      if (homeLinks.has(url)) redirectingLinks.push({ url, to: page.url, from: [homeUrl.href] });
      continue;
    }
    // A link to a missing page is a broken link; a missing page the sitemap lists is a page.
    if (page.status >= 400 && !listed.has(url))
      brokenLinks.push({ url, status: page.status, from: [homeUrl.href] });
    else pages.push(readPageEvidence(page));
  }

  const read = new Set(pages.map((page) => page.url));
  const canonicalStatus: Record<string, number> = {};
  for (const canonical of new Set(pages.map((p) => p.canonicalUrl))) {
    if (!canonical || read.has(canonical)) continue;
    const answer = await readAt(canonical, 'HEAD');
    canonicalStatus[canonical] = answer ? (answer.hops[0]?.status ?? answer.status) : 0;
  }

  const linkedFrom = new Map<string, string[]>();
  for (const page of pages)
    for (const path of page.links) {
      const url = new URL(path, homeUrl).href;
      if (!read.has(url)) linkedFrom.set(url, [...(linkedFrom.get(url) ?? []), page.url]);
    }
  for (const [url, from] of [...linkedFrom].slice(0, MAX_LINKS_CHECKED)) {
    if (brokenLinks.some((link) => link.url === url)) continue;
    const answer = await readAt(url, 'HEAD');
    if (answer && answer.status >= 400) brokenLinks.push({ url, status: answer.status, from });
    else if (answer?.hops.length) redirectingLinks.push({ url, to: answer.url, from });
  }
  const asked = new Set([...read, ...wanted.slice(0, MAX_PAGES - 1)]);
  await askListedAddresses(sitemap, homeUrl.origin, asked, readAt);
  await onProgress('links');

  const files = await readFiles(pages[0]!, readAt);
  const shareImage = await readShareImage(pages[0]!, readAt);

  return {
    input,
    homeUrl: homeUrl.href,
    homeHops: home.hops,
    httpToHttps,
    robots,
    sitemap,
    pages,
    canonicalStatus,
    brokenLinks,
    redirectingLinks,
    files,
    shareImage,
    unreadable,
  };
}
