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
  /** An empty shell a script file draws the content into: its text and its one element. */
  drawnByScript: { textChars: number; root: string } | null;
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
  /** What an https page loads over http, from any element or its CSS. */
  mixedContent: string[];
  /** Its stylesheets, scripts and images, whose headers and size the audit reads. */
  files: Array<{ url: string; kind: 'stylesheet' | 'script' | 'image' }>;
  /** Running text its own CSS sets under 12 px. */
  smallFonts: string[];
  /** The character encoding the header and the page declare, and where in the page it does. */
  charset: { header: string | null; meta: string | null; metaOffset: number | null };
  /** Its hreflang alternates. */
  hreflang: Array<{ lang: string; href: string }>;
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
  sitemap: {
    url: string;
    status: number;
    urls: string[];
    parsed: boolean;
    /** Why it is not well-formed XML, with its line; null when it is. */
    xmlError: string | null;
    /** The addresses it lists that were read and did not answer 200, with where they redirect. */
    unanswered: Array<{ url: string; status: number; location: string | null }>;
  } | null;
  pages: PageEvidence[];
  /** Each canonical that is not its own page, and what it answered. */
  canonicalStatus: Record<string, number>;
  /** Internal links of the pages read that did not answer 2xx or 3xx, with the pages linking them. */
  brokenLinks: Array<{ url: string; status: number; from: string[] }>;
  /** Internal links of the pages read that redirect, where to and from which pages. */
  redirectingLinks: Array<{ url: string; to: string; from: string[] }>;
  /** The home page's own stylesheets, scripts and images, as they answered. */
  files: SiteFile[];
  /** The picture the home page shares (og:image), small, as a data: URL; null when none loads. */
  shareImage: string | null;
  /** Addresses that could not be read, and why. */
  unreadable: Array<{ url: string; reason: string }>;
};

export type SiteFile = {
  url: string;
  kind: 'stylesheet' | 'script' | 'image';
  status: number;
  /** Its size decoded, as far as it was read, and whether it was longer. */
  bytes: number;
  cut: boolean;
  headers: Record<string, string>;
};
