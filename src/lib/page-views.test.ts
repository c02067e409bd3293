import { describe, expect, it } from 'vitest';

import { countsAsPageView } from './page-views';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36';
const view = (changes: object = {}, headers: object = {}) =>
  countsAsPageView({
    method: 'GET',
    status: 200,
    pathname: '/services/local-seo/pune',
    headers: { 'user-agent': browser, ...headers },
    ...changes,
  });

describe('page view rule', () => {
  it('counts a person loading or navigating to a public page', () => {
    expect(view()).toBe(true);
    expect(view({}, { rsc: '1' })).toBe(true);
  });

  it('does not count prefetches, bots, files, the admin, errors or other methods', () => {
    expect(view({}, { 'next-router-prefetch': '1' })).toBe(false);
    expect(view({}, { 'sec-purpose': 'prefetch;prerender' })).toBe(false);
    expect(view({}, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).toBe(
      false,
    );
    expect(view({}, { 'user-agent': undefined })).toBe(false);
    expect(view({ pathname: '/logo.png' })).toBe(false);
    expect(view({ pathname: '/admin/enquiries/settings' })).toBe(false);
    expect(view({ pathname: '/api/contact' })).toBe(false);
    expect(view({ pathname: '/og/post/local-seo' })).toBe(false);
    expect(view({ status: 404 })).toBe(false);
    expect(view({ method: 'HEAD' })).toBe(false);
  });
});
