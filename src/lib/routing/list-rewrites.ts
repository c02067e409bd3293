// The blog list and the author pages keep their state in the query string (?category=, ?tag=,
// ?page=). Next.js caches a page per path, not per query, so next.config.ts rewrites each
// combination to an internal path with the state in its segments. src/proxy.ts has already
// redirected malformed queries to their canonical form before these rules run, and answers a
// direct request for an internal path with a 301 to its public URL.
//
// The rewrite lives in next.config.ts rather than in the proxy: a proxy rewrite whose origin differs
// from the server's (next start -H 127.0.0.1 against NextURL's "localhost") is fetched over HTTP.

type RewriteRule = {
  source: string;
  destination: string;
  has?: Array<{ type: 'query'; key: string; value: string }>;
  missing?: Array<{ type: 'query'; key: string }>;
};

/** The folder name of the internal list routes: src/app/(site)/{blog,author/[slug]}/list-view. */
export const LIST_SEGMENT = 'list-view';

/** A tag or category as it may stand in a list URL, and a page number (no leading zeros). */
export const FILTER_PATTERN = '[a-z0-9-]{1,60}';
export const PAGE_PATTERN = '[1-9][0-9]{0,5}';

function rulesFor(source: string, internal: string, filter: string): RewriteRule[] {
  const withFilter = { type: 'query' as const, key: filter, value: `(?<filter>${FILTER_PATTERN})` };
  const withPage = { type: 'query' as const, key: 'page', value: `(?<page>${PAGE_PATTERN})` };
  const target = (f: string, p: string) => `${internal}/${LIST_SEGMENT}/${f}/${p}`;
  return [
    { source, destination: target(':filter', ':page'), has: [withFilter, withPage] },
    {
      source,
      destination: target(':filter', '1'),
      has: [withFilter],
      missing: [{ type: 'query', key: 'page' }],
    },
    {
      source,
      destination: target('all', ':page'),
      has: [withPage],
      missing: [{ type: 'query', key: filter }],
    },
    {
      source,
      destination: target('all', '1'),
      missing: [
        { type: 'query', key: filter },
        { type: 'query', key: 'page' },
      ],
    },
  ];
}

/** Rewrite rules for next.config.ts (applied after the proxy, before the file-system routes). */
export function listRewrites(): RewriteRule[] {
  return [
    ...rulesFor('/blog', '/blog', 'category'),
    ...rulesFor('/author/:slug([a-z0-9-]+)', '/author/:slug', 'tag'),
  ];
}
