import type { PageFacts } from '../health/page-facts';

// What an audit read from a prospect's site, before any judgement: the checks (checks/*.ts) turn it
// into findings, each with this evidence.

export type PageEvidence = PageFacts & {
  url: string;
  ttfbMs: number;
  /** The HTML as sent and decoded. */
  htmlBytes: number;
  /** Longer than the audit reads: judged on its first 2 MB. */
  cut: boolean;
  wireBytes: number;
  scripts: { count: number; inlineBytes: number };
  lang: string;
  viewport: string;
  xRobotsTag: string;
  /** The content of the robots and googlebot meta tags, as written. */
  robotsMeta: string;
  googlebotMeta: string;
  /** The canonical as an absolute URL, when there is one. */
  canonicalUrl: string | null;
  openGraph: { title: string; description: string; image: string };
  twitterCard: string;
  imageCount: number;
  telLinks: string[];
  whatsappLinks: string[];
  mapsLinks: string[];
  /** Resources an https page loads over http. */
  mixedContent: string[];
  /** The page's text, squeezed, for the name, address and phone. */
  text: string;
  headers: Record<string, string>;
};

export type SiteEvidence = {
  /** What the prospect typed, and where the home page was read in the end. */
  input: string;
  homeUrl: string;
  /** The redirects from what was typed to the home page. */
  homeHops: Array<{ url: string; status: number; location: string }>;
  /** Whether http:// sent the visitor to https:// (null when http could not be read). */
  httpToHttps: boolean | null;
  robots: { status: number; body: string } | null;
  sitemap: { url: string; status: number; urls: string[]; parsed: boolean } | null;
  pages: PageEvidence[];
  /** Each canonical that is not its own page, and what it answered. */
  canonicalStatus: Record<string, number>;
  /** Internal links of the pages read that did not answer 2xx or 3xx, with the pages linking them. */
  brokenLinks: Array<{ url: string; status: number; from: string[] }>;
  /** Addresses that could not be read, and why. */
  unreadable: Array<{ url: string; reason: string }>;
};
