import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { routeListPage } from './list-params';

const route = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return routeListPage(parsed.pathname, parsed.searchParams);
};

describe('routeListPage', () => {
  it.each([
    ['/blog', { rewrite: '/blog/list-view/all/1' }],
    ['/blog?category=seo', { rewrite: '/blog/list-view/seo/1' }],
    ['/blog?category=seo&page=2', { rewrite: '/blog/list-view/seo/2' }],
    ['/blog?page=2&category=seo', { rewrite: '/blog/list-view/seo/2' }],
    ['/blog?page=3', { rewrite: '/blog/list-view/all/3' }],
    ['/blog?utm_source=x', { rewrite: '/blog/list-view/all/1' }],
    ['/blog?category=SEO', { redirect: '/blog?category=seo' }],
    ['/blog?category=all', { redirect: '/blog' }],
    ['/blog?category=cooking', { redirect: '/blog' }],
    ['/blog?page=1', { redirect: '/blog' }],
    ['/blog?page=abc', { redirect: '/blog' }],
    ['/blog?page=-2&category=analytics', { redirect: '/blog?category=analytics' }],
    ['/blog?page=02', { redirect: '/blog' }],
    ['/blog?page=9999999', { redirect: '/blog' }],
    ['/blog/list-view/seo/2', null],
    ['/author/priya-sharma', { rewrite: '/author/priya-sharma/list-view/all/1' }],
    [
      '/author/priya-sharma?tag=local-seo&page=2',
      { rewrite: '/author/priya-sharma/list-view/local-seo/2' },
    ],
    ['/author/priya-sharma?tag=Local-SEO', { redirect: '/author/priya-sharma?tag=local-seo' }],
    ['/author/priya-sharma?tag=%3Cscript%3E', { redirect: '/author/priya-sharma' }],
    ['/author/priya-sharma/list-view/all/1', null],
    ['/blog/some-post', null],
    ['/services', null],
  ])('%s', (url, expected) => {
    expect(route(url)).toEqual(expected);
  });

  it('never crashes, and every redirect lands on a URL that is then rewritten', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/blog', '/author/priya-sharma'),
        fc.dictionary(fc.constantFrom('category', 'tag', 'page', 'utm_source'), fc.string(), {
          maxKeys: 3,
        }),
        (path, params) => {
          const first = routeListPage(path, new URLSearchParams(params));
          expect(first).not.toBeNull();
          if (first && 'redirect' in first) expect(route(first.redirect)).toHaveProperty('rewrite');
        },
      ),
    );
  });
});
