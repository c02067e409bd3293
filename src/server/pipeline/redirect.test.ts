import { beforeEach, describe, expect, it, vi } from 'vitest';

import { compileRedirects } from '@/lib/redirects/redirect-table';
import { setRouting } from '@/lib/routing/routing-store';
import type { DB } from '@/server/db/schema';

import { redirectFor } from './redirect';
import { flushRedirectHits } from '../redirects/redirect-hits';
import { registerShippedServices } from '../../../tests/support/shipped-services';

// The hits' batch as the counter would write it.
const written = vi.hoisted(() => [] as string[][]);
vi.mock('../queries/redirects', () => ({
  recordRedirectHits: (_db: unknown, hits: Map<string, unknown>) => {
    written.push([...hits.keys()].sort());
    return Promise.resolve();
  },
}));
const takeRedirectHits = async () => {
  written.length = 0;
  await flushRedirectHits({} as DB);
  return written[0] ?? [];
};

const rules = compileRedirects([
  { id: 'a', source: '/old-page', target: '/contact', type: 301 },
  { id: 'b', source: '/campaign', target: '/contact?from=mail', type: 302 },
  { id: 'c', source: '/retired', target: '', type: 410 },
  { id: 'd', source: '/services/seo', target: '/contact', type: 301 },
]);

beforeEach(() => {
  registerShippedServices();
  setRouting({
    redirects: rules,
    renamed: {
      service: new Map([['paid-ads', 'ppc']]),
      city: new Map([['bombay', 'mumbai']]),
      author: new Map([['old-name', 'new-name']]),
    },
  });
  return takeRedirectHits();
});

const get = (url: string) => redirectFor('GET', url);
const locationOf = (url: string) => {
  const answer = get(url);
  return answer && 'location' in answer ? answer.location : undefined;
};

describe('redirectFor', () => {
  it("answers the redirect manager's rules first, with the request's query unless the target has one", async () => {
    expect(get('/Old-Page/?utm_source=x')).toEqual({
      status: 301,
      location: '/contact?utm_source=x',
      cacheControl: 'public, max-age=300',
    });
    expect(get('/campaign?x=1')).toMatchObject({ status: 302, location: '/contact?from=mail' });
    expect(get('/campaign')?.cacheControl).toBe('no-store');
    expect(get('/retired')).toEqual({ status: 410, cacheControl: 'public, max-age=300' });
    // A rule wins over a page that exists.
    expect(get('/services/seo')).toMatchObject({ status: 301, location: '/contact' });
    expect(await takeRedirectHits()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sends a renamed city or author to its current URL in one hop', () => {
    expect(get('/services/local-seo/bombay?x=1')).toMatchObject({
      status: 301,
      location: '/services/local-seo/mumbai?x=1',
    });
    expect(locationOf('/paid-ads-services-in-bombay')).toBe('/services/ppc/mumbai');
    expect(locationOf('/author/old-name?tag=seo')).toBe('/author/new-name?tag=seo');
  });

  it('sends every other spelling of a page to its canonical URL', () => {
    expect(locationOf('/Services/Local-SEO/')).toBe('/services/local-seo');
    expect(locationOf('/services/paid-ads')).toBe('/services/ppc');
    expect(locationOf('/local-seo/pune?utm_source=x')).toBe(
      '/services/local-seo/pune?utm_source=x',
    );
    expect(locationOf('/blog?page=1')).toBe('/blog');
  });

  it('lets canonical requests, other methods, the API, the admin and files through', () => {
    for (const url of ['/', '/services/local-seo', '/blog?category=seo', '/contact'])
      expect(get(url), url).toBeNull();
    expect(redirectFor('POST', '/old-page')).toBeNull();
    expect(get('/api/Contact/')).toBeNull();
    expect(get('/_next/static/X.js')).toBeNull();
    expect(get('/images/Hero.webp')).toBeNull();
    // The admin has no redirect rules, but one path form.
    setRouting({
      redirects: compileRedirects([{ id: 'e', source: '/admin', target: '/', type: 301 }]),
    });
    expect(get('/admin')).toBeNull();
    expect(locationOf('/admin/Leads/')).toBe('/admin/leads');
  });
});
