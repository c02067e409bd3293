// The canonical form of the blog list's and the author pages' query strings (?category=, ?tag=,
// ?page=). The request pipeline redirects every other form here (server/pipeline/redirect.ts);
// the renderer keeps a page for each canonical one (src/renderer/routes.ts).

import { findBlogCategory } from '@/content/blog';

/** A page number as it may stand in a list URL (no leading zeros). */
const isPage = /^[1-9][0-9]{0,5}$/;
/** A tag or category as it may stand in a list URL. */
export const LIST_FILTER = /^[a-z0-9-]{1,60}$/;

/** A page number as written in a URL: a positive integer without leading zeros, else undefined. */
function parsePage(raw: string | null): number | undefined {
  if (raw === null) return 1;
  return isPage.test(raw) ? Number(raw) : undefined;
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

/**
 * A blog list's breadcrumbs: Home, Blog, and a category's own hub when it is one, so the trail ends
 * where the page's canonical address does (a later page's trail ends at its category's hub).
 */
export function blogListCrumbs(category: { slug: string; name: string }) {
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: 'Blog', path: '/blog' },
  ];
  if (category.slug !== 'all')
    crumbs.push({ label: category.name, path: blogListPath(category.slug, 1) });
  return crumbs;
}

export function authorListPath(authorSlug: string, tag: string, page: number): string {
  return `/author/${authorSlug}${query([
    ['tag', tag === 'all' ? null : tag],
    ['page', page > 1 ? String(page) : null],
  ])}`;
}

/** The 301 target for a list URL that is not in its canonical form; null when it is canonical or not a list page. */
export function listPageRedirect(pathname: string, search: URLSearchParams): string | null {
  if (pathname === '/blog') {
    const canonical = blogListPath(
      validCategory(search.get('category')),
      parsePage(search.get('page')) ?? 1,
    );
    return canonical === `/blog${currentQuery(search, ['category', 'page'])}` ? null : canonical;
  }
  const author = /^\/author\/([a-z0-9-]+)$/.exec(pathname);
  if (author) {
    const canonical = authorListPath(
      author[1]!,
      validTag(search.get('tag')),
      parsePage(search.get('page')) ?? 1,
    );
    return canonical === `${pathname}${currentQuery(search, ['tag', 'page'])}` ? null : canonical;
  }
  return null;
}

function validCategory(raw: string | null): string {
  const category = raw?.toLowerCase() ?? 'all';
  return findBlogCategory(category) ? category : 'all';
}

function validTag(raw: string | null): string {
  const tag = raw?.toLowerCase() ?? 'all';
  return LIST_FILTER.test(tag) ? tag : 'all';
}

/** The state parameters of the request in canonical order, ignoring others such as utm_*. */
function currentQuery(search: URLSearchParams, names: string[]): string {
  return query(names.map((name) => [name, search.get(name)]));
}
