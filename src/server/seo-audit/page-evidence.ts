import 'server-only';

import { parse } from 'node-html-parser';

import { readPage } from '../health/page-facts';
import type { PageEvidence } from './evidence';
import { readPageResources } from './page-resources';
import { scriptDrawnShell } from './script-drawn';
import type { SafeResponse } from './safe-fetch';

// One page of a prospect's site as the audit reads it: the site-health crawl's facts (title,
// description, canonical, robots, headings, images, structured data, links) and what an audit
// also weighs (speed, weight, language, charset, alternates, social tags, the local signals, what
// it loads, its text's size, headers).

const WHATSAPP = /^(https?:\/\/)?(wa\.me|api\.whatsapp\.com|(www\.)?whatsapp\.com)\//i;
const MAPS =
  /^https?:\/\/((www\.)?google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|maps\.app\.goo\.gl|goo\.gl\/maps|g\.page)/i;

const flat = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

/** An answer's headers, each one line. */
export const flatHeaders = (response: SafeResponse): Record<string, string> =>
  Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, flat(value)]));

export function readPageEvidence(response: SafeResponse): PageEvidence {
  const url = new URL(response.url);
  const html = response.body.toString('utf8');
  const facts = readPage(
    url.pathname,
    { status: response.status, location: null, html: html || null },
    url.origin,
  );
  const root = parse(html);
  const meta = (selector: string) => root.querySelector(selector)?.getAttribute('content') ?? '';
  // A meta tag by its name in any case (<meta name="ROBOTS">).
  const namedMeta = (name: string) =>
    root
      .querySelectorAll('meta[name]')
      .find((m) => m.getAttribute('name')!.trim().toLowerCase() === name)
      ?.getAttribute('content') ?? '';
  const hrefs = root.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!.trim());
  const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  // Scripts a browser runs: no type, a JavaScript type or a module (not JSON-LD or templates).
  const scripts = root
    .querySelectorAll('script')
    .filter((s) => /^$|javascript|ecmascript|^module$/i.test(s.getAttribute('type')?.trim() ?? ''));
  const headers = flatHeaders(response);
  const resources = readPageResources(root, url);
  const metaCharset = root.querySelector('meta[charset]')?.getAttribute('charset');
  const equivCharset = /charset=([\w-]+)/i.exec(
    root
      .querySelectorAll('meta[http-equiv]')
      .find((m) => m.getAttribute('http-equiv')!.toLowerCase() === 'content-type')
      ?.getAttribute('content') ?? '',
  )?.[1];
  const declaredAt = html.search(/<meta[^>]*charset/i);
  let canonicalUrl: string | null = null;
  try {
    canonicalUrl = canonical ? new URL(canonical, url).href : null;
  } catch {
    canonicalUrl = null;
  }
  return {
    ...facts,
    url: response.url,
    ttfbMs: Math.round(response.ttfbMs),
    htmlBytes: response.body.length,
    cut: response.cut,
    wireBytes: response.wireBytes,
    drawnByScript: scriptDrawnShell(root, scripts.filter((s) => s.getAttribute('src')).length),
    scripts: {
      count: scripts.length,
      inlineBytes: scripts.reduce((sum, s) => sum + (s.getAttribute('src') ? 0 : s.text.length), 0),
    },
    lang: root.querySelector('html')?.getAttribute('lang') ?? '',
    viewport: meta('meta[name="viewport"]'),
    xRobotsTag: headers['x-robots-tag'] ?? '',
    robotsMeta: namedMeta('robots'),
    googlebotMeta: namedMeta('googlebot'),
    canonicalUrl,
    openGraph: {
      title: meta('meta[property="og:title"]'),
      description: meta('meta[property="og:description"]'),
      image: meta('meta[property="og:image"]'),
    },
    twitterCard: meta('meta[name="twitter:card"]'),
    imageCount: root.querySelectorAll('img').length,
    telLinks: hrefs.filter((href) => /^tel:/i.test(href)),
    whatsappLinks: hrefs.filter((href) => WHATSAPP.test(href)),
    // A link to the business on Google Maps, or the map itself embedded in the page.
    mapsLinks: [
      ...hrefs,
      ...root.querySelectorAll('iframe[src]').map((frame) => frame.getAttribute('src')!.trim()),
    ].filter((href) => MAPS.test(href)),
    mixedContent:
      url.protocol === 'https:' ? resources.fetched.filter((u) => u.startsWith('http:')) : [],
    files: resources.files,
    smallFonts: resources.smallFonts,
    charset: {
      header: /charset=([\w-]+)/i.exec(headers['content-type'] ?? '')?.[1] ?? null,
      meta: metaCharset?.trim() || equivCharset || null,
      metaOffset: declaredAt < 0 ? null : Buffer.byteLength(html.slice(0, declaredAt)),
    },
    hreflang: root.querySelectorAll('link[rel~="alternate"][hreflang][href]').flatMap((link) => {
      try {
        return [
          {
            lang: link.getAttribute('hreflang')!.trim(),
            href: new URL(link.getAttribute('href')!, url).href,
          },
        ];
      } catch {
        return [];
      }
    }),
    text: (root.querySelector('body') ?? root).text.replace(/\s+/g, ' ').trim().slice(0, 20_000),
    headers,
  };
}
