import 'server-only';

import { parse } from 'node-html-parser';

// What the site-health crawl reads from one answer: its status and redirect, and for an HTML page
// its title, description, canonical, robots, headings, images, structured data and links.

export type FetchedPage = { status: number; location: string | null; html: string | null };

export type PageFacts = {
  path: string;
  status: number;
  /** The path or URL a redirect points at. */
  location: string | null;
  title: string;
  description: string;
  canonical: string | null;
  noindex: boolean;
  h1Count: number;
  imagesWithoutAlt: number;
  jsonLdErrors: number;
  /** The JSON-LD blocks that parse, as served, for the structured-data rules. */
  jsonLd: string[];
  /** Internal links, as paths without query or fragment. */
  links: string[];
  /** The text each internal link shows (its first, for a target linked twice), by target. */
  linkTexts: Record<string, string>;
};

/** The path of a same-origin link; null for another site, mailto:, tel: and the like. */
export function internalPath(href: string, origin: string, from: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `${origin}${from}`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname;
}

export function readPage(path: string, page: FetchedPage, origin: string): PageFacts {
  const facts: PageFacts = {
    path,
    status: page.status,
    location: page.location,
    title: '',
    description: '',
    canonical: null,
    noindex: false,
    h1Count: 0,
    imagesWithoutAlt: 0,
    jsonLdErrors: 0,
    jsonLd: [],
    links: [],
    linkTexts: {},
  };
  if (!page.html) return facts;
  const root = parse(page.html);
  facts.title = root.querySelector('title')?.text.trim() ?? '';
  facts.description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  facts.canonical = canonical ? (internalPath(canonical, origin, path) ?? canonical) : null;
  facts.noindex = /noindex/i.test(
    root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
  );
  facts.h1Count = root.querySelectorAll('h1').length;
  facts.imagesWithoutAlt = root
    .querySelectorAll('img')
    .filter((img) => img.getAttribute('alt') === undefined).length;
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      JSON.parse(script.text);
      facts.jsonLd.push(script.text);
    } catch {
      facts.jsonLdErrors++;
    }
  }
  const links = new Set<string>();
  for (const a of root.querySelectorAll('a[href]')) {
    const target = internalPath(a.getAttribute('href') ?? '', origin, path);
    if (!target || /^\/(admin|api|_next)(\/|$)/.test(target)) continue;
    links.add(target);
    const text = (
      a.text ||
      a.getAttribute('aria-label') ||
      a.querySelector('img')?.getAttribute('alt')
    )
      ?.replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
    facts.linkTexts[target] ??= text || '(no text)';
  }
  facts.links = [...links];
  return facts;
}
