import { describe, expect, it } from 'vitest';

import { normalizePath } from '../routing/canonical-path';
import { compileRedirects, findRedirect, resolveTarget, type RedirectRule } from './redirect-table';

const rule = (id: string, source: string, target: string, type: RedirectRule['type'] = 301) => ({
  id,
  source,
  target,
  type,
});

const table = compileRedirects([
  rule('a', '/old-page', '/blog/new-page'),
  rule('b', '/old-blog/*', '/blog/*'),
  rule('c', '/old-blog/special/*', 'https://example.in/special'),
  rule('d', '/gone', '', 410),
  rule('e', '/temp', '/contact', 302),
]);

describe('findRedirect', () => {
  it('matches an exact source before a prefix, and the longest prefix first', () => {
    expect(findRedirect(table, '/old-page')?.location).toBe('/blog/new-page');
    expect(findRedirect(table, '/old-blog/seo-tips')?.location).toBe('/blog/seo-tips');
    expect(findRedirect(table, '/old-blog/special/x')?.location).toBe('https://example.in/special');
    expect(findRedirect(table, '/gone')?.rule.type).toBe(410);
    expect(findRedirect(table, '/old-pages')).toBeUndefined();
    expect(findRedirect(table, '/old-page', 'a')).toBeUndefined();
  });
});

describe('findRedirect with prefixes inside and past the first segment', () => {
  const loose = compileRedirects([
    rule('l', '/old*', '/archive'),
    rule('d', '/old/deep/*', '/new/*'),
    rule('s', '/old/*', '/moved'),
  ]);
  it('prefers the longest prefix that takes the path', () => {
    expect(findRedirect(loose, '/old/deep/x')?.location).toBe('/new/x');
    expect(findRedirect(loose, '/old/other')?.location).toBe('/moved');
    expect(findRedirect(loose, '/older')?.location).toBe('/archive');
    expect(findRedirect(loose, '/ol')).toBeUndefined();
  });
});

describe('resolveTarget', () => {
  const resolve = (source: string, target: string, id = 'new') =>
    resolveTarget(table, { id, source, target }, normalizePath);

  it('stores the final target of a chain, so every redirect is one hop', () => {
    expect(resolve('/older', '/old-page')).toMatchObject({ ok: true, target: '/blog/new-page' });
    expect(resolve('/x', '/Old-Blog/Guide/')).toMatchObject({ ok: true, target: '/blog/guide' });
    expect(resolve('/y', 'https://elsewhere.in/')).toMatchObject({ ok: true });
  });

  it('refuses a loop back to its own source, directly or through others', () => {
    expect(resolve('/a', '/a')).toMatchObject({ ok: false, reason: 'loop' });
    expect(resolve('/blog/new-page', '/old-page')).toMatchObject({
      ok: false,
      reason: 'loop',
      hops: ['/blog/new-page', '/old-page', '/blog/new-page'],
    });
    expect(resolve('/blog/*', '/old-blog/x')).toMatchObject({ ok: false, reason: 'loop' });
  });

  it('follows a prefix target through a prefix rule, keeping the rest carried over', () => {
    expect(resolve('/older-blog/*', '/old-blog/*')).toMatchObject({ ok: true, target: '/blog/*' });
  });

  it('refuses a target that is gone', () => {
    expect(resolve('/z', '/gone')).toMatchObject({ ok: false, reason: 'gone' });
  });
});
