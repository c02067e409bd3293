// The blog list and author pages keep their state in the query string (?category=, ?tag=, ?page=).
// proxy.ts rewrites each valid combination to an internal path that Next can cache as a page,
// and redirects malformed ones to their canonical form.

import { findBlogCategory } from '@/content/blog';

export const LIST_SEGMENT = 'list-view';

export type ListRouting = { redirect: string } | { rewrite: string } | null;

/** A page number as written in a URL: a positive integer without leading zeros, else undefined. */
function parsePage(raw: string | null): number | undefined {
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : undefined;
}

function query(params: Array<[string, string | null]>): string {
  const kept = params.filter((p): p is [string, string] => p[1] !== null);
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
}

export function blogListPath(category: string, page: number): string {
  return `/blog${query([
    ['category', category === 'all' ? null : category],
    ['page', page > 1 ? String(page) : null],
  ])}`;
}

export function authorListPath(authorSlug: string, tag: string, page: number): string {
  return `/author/${authorSlug}${query([
    ['tag', tag === 'all' ? null : tag],
    ['page', page > 1 ? String(page) : null],
  ])}`;
}

/**
 * Routing for /blog and /author/{slug}; null for any other path. The internal paths are not
 * redirected: the proxy also runs for the rewritten request. Their canonical link names the public URL.
 */
export function routeListPage(pathname: string, search: URLSearchParams): ListRouting {
  if (pathname === '/blog') {
    const rawCategory = search.get('category')?.toLowerCase() ?? 'all';
    const category = findBlogCategory(rawCategory) ? rawCategory : 'all';
    const page = parsePage(search.get('page'));
    const canonical = blogListPath(category, page ?? 1);
    if (canonical !== `/blog${currentQuery(search, ['category', 'page'])}`)
      return { redirect: canonical };
    return { rewrite: `/blog/${LIST_SEGMENT}/${category}/${page ?? 1}` };
  }

  const author = /^\/author\/([a-z0-9-]+)$/.exec(pathname);
  if (author) {
    const rawTag = search.get('tag')?.toLowerCase() ?? 'all';
    const tag = /^[a-z0-9-]{1,60}$/.test(rawTag) ? rawTag : 'all';
    const page = parsePage(search.get('page'));
    const canonical = authorListPath(author[1]!, tag, page ?? 1);
    if (canonical !== `/author/${author[1]}${currentQuery(search, ['tag', 'page'])}`)
      return { redirect: canonical };
    return { rewrite: `/author/${author[1]}/${LIST_SEGMENT}/${tag}/${page ?? 1}` };
  }
  return null;
}

/** The state parameters of the request in canonical order, ignoring others such as utm_*. */
function currentQuery(search: URLSearchParams, names: string[]): string {
  return query(names.map((name) => [name, search.get(name)]));
}
