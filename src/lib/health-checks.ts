// The checks the site-health crawl runs, in the order its report lists them: each finding kind
// with what it checks. A clean crawl lists every one as passed. The limits are DECISIONS.md's.

export const HEALTH_CHECKS = [
  { kind: 'broken-link', label: 'Broken internal link', checks: 'every internal link answers' },
  {
    kind: 'link-to-redirect',
    label: 'Internal link to a redirect',
    checks: 'links point at the final address',
  },
  { kind: 'redirect-chain', label: 'Redirect chain', checks: 'a redirect takes one step' },
  { kind: 'missing-title', label: 'No title', checks: 'every indexable page has a title' },
  { kind: 'long-title', label: 'Title over 60 characters', checks: 'titles fit a search result' },
  {
    kind: 'missing-description',
    label: 'No meta description',
    checks: 'every indexable page has a description',
  },
  {
    kind: 'description-length',
    label: 'Description not 70-155 characters',
    checks: 'descriptions fit a search result',
  },
  { kind: 'duplicate-title', label: 'Title shared with another page', checks: 'titles are unique' },
  {
    kind: 'duplicate-description',
    label: 'Description shared with another page',
    checks: 'descriptions are unique',
  },
  {
    kind: 'canonical-elsewhere',
    label: 'Canonical points elsewhere',
    checks: 'indexable pages are their own canonical',
  },
  {
    kind: 'sitemap-not-ok',
    label: 'In the sitemap but not indexable',
    checks: 'the sitemap lists indexable pages only',
  },
  {
    kind: 'missing-from-sitemap',
    label: 'Indexable but not in the sitemap',
    checks: 'the sitemap lists every indexable page',
  },
  {
    kind: 'sitemap-date',
    label: 'Sitemap date missing or ahead',
    checks: 'each sitemap date is a real change time',
  },
  { kind: 'bad-json-ld', label: 'JSON-LD that does not parse', checks: 'structured data parses' },
  {
    kind: 'json-ld-rule',
    label: 'Structured data rule broken',
    checks: 'structured data follows Google’s rules for rich results',
  },
  {
    kind: 'image-without-alt',
    label: 'Image without alt text',
    checks: 'every image has alt text',
  },
  { kind: 'several-h1', label: 'More than one h1', checks: 'one h1 per page' },
] as const;

export type FindingKind = (typeof HEALTH_CHECKS)[number]['kind'];

/** One problem the crawl found on a page, and the admin screen that fixes it. */
export type Finding = { kind: FindingKind; path: string; detail: string; fix: string | null };

export const findingLabel = (kind: string): string =>
  HEALTH_CHECKS.find((check) => check.kind === kind)?.label ?? kind;
