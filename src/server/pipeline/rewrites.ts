// Step 5 of the request pipeline (index.ts), applied by Next.js from next.config.ts. The blog list
// and the author pages keep their state in the query string (?category=, ?tag=, ?page=). Next.js
// caches a page per path, not per query, so each combination is rewritten to an internal path with
// the state in its segments. Step 3 (redirect.ts) has already sent malformed queries to their
// canonical form, and a direct request for an internal path to its public URL.
//
// A rewrite of Next's own, not one of the guard's: Next.js tells the browser's router the URL it
// rewrote, which it would not know of a request whose URL was changed before it saw it.

import { FILTER_PATTERN, LIST_SEGMENT, PAGE_PATTERN } from '../../lib/routing/list-patterns';

type RewriteRule = {
  source: string;
  destination: string;
  has?: Array<{ type: 'query'; key: string; value: string }>;
  missing?: Array<{ type: 'query'; key: string }>;
};

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

/** Rewrite rules for next.config.ts (applied before the file-system routes). */
export function listRewrites(): RewriteRule[] {
  return [
    ...rulesFor('/blog', '/blog', 'category'),
    ...rulesFor('/author/:slug([a-z0-9-]+)', '/author/:slug', 'tag'),
  ];
}
