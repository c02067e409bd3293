// The canonical form of the blog list's and the author pages' query strings (?category=, ?tag=,
// ?page=). The request pipeline redirects every other form here (server/pipeline/redirect.ts);
// next.config.ts then rewrites the canonical ones to internal paths (server/pipeline/rewrites.ts).

import { findBlogCategory } from '@/content/blog';

import { FILTER_PATTERN, LIST_SEGMENT, PAGE_PATTERN } from './list-patterns';

// The rewrite rules use the same patterns: every URL called canonical here is one they rewrite.
const isPage = new RegExp(`^${PAGE_PATTERN}$`);
const isFilter = new RegExp(`^${FILTER_PATTERN}$`);

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

/**
 * The 301 target for a list URL that is not in its canonical form, and for a direct request to
 * an internal list path (server/pipeline/rewrites.ts); null when the URL is canonical or not a list page.
 */
export function listPageRedirect(pathname: string, search: URLSearchParams): string | null {
  const internal = internalListPath(pathname);
  if (internal) return internal;
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
  return isFilter.test(tag) ? tag : 'all';
}

/** The public URL of an internal list path such as /blog/list-view/seo/2, else null. */
function internalListPath(pathname: string): string | null {
  const parts = pathname.split('/');
  if (parts.length === 5 && parts[1] === 'blog' && parts[2] === LIST_SEGMENT)
    return blogListPath(validCategory(parts[3]!), parsePage(parts[4]!) ?? 1);
  if (parts.length === 6 && parts[1] === 'author' && parts[3] === LIST_SEGMENT)
    return authorListPath(parts[2]!, validTag(parts[4]!), parsePage(parts[5]!) ?? 1);
  return null;
}

/** The state parameters of the request in canonical order, ignoring others such as utm_*. */
function currentQuery(search: URLSearchParams, names: string[]): string {
  return query(names.map((name) => [name, search.get(name)]));
}
