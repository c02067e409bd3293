import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PRESSES_PER_DAY } from '@/lib/validation/contact-click';
import { createContactClickHandler } from '@/server/contact/contact-clicks';
import { flushBeaconRefusals } from '@/server/page-tokens/beacon-vouch';
import {
  createPageTokenHandler,
  PAGE_TOKENS_PER_HOUR,
} from '@/server/page-tokens/page-token-endpoint';
import { listBeaconRefusals } from '@/server/queries/beacon-refusals';
import { createWebVitalsHandler } from '@/server/web-vitals/web-vitals-endpoint';

import { createTestDatabase, engines, sumColumn, type TestDatabase } from '../support/databases';
import { tokenFor, tokenKey } from '../support/page-tokens';

// Forged figures: a Core Web Vitals beacon or a WhatsApp/call press counts only with an unspent
// token the site issued to that client for that page, sent from the site's own page.

const now = new Date('2026-11-20T10:00:00Z');
const HOUR = 60 * 60 * 1000;
const posts = Array.from({ length: 12 }, (_, i) => `/blog/post-${i + 1}`);
const sitePages = new Set(['/', '/contact', '/services/seo/pune', ...posts]);

describe.each(engines)('page tokens on %s', (engine) => {
  let t: TestDatabase;
  let issue: ReturnType<typeof createPageTokenHandler>;
  let vitals: ReturnType<typeof createWebVitalsHandler>;
  let press: ReturnType<typeof createContactClickHandler>;

  const post = (
    handle: (request: Request) => Promise<Response>,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ) =>
    handle(
      new Request(`http://site.test${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0', ...headers },
        body: JSON.stringify(body),
      }),
    );
  const visitor = (address: string) => ({
    'x-site-socket-address': address,
    'sec-fetch-site': 'same-origin',
  });
  const askToken = async (page: string, headers: Record<string, string>) => {
    const answer = await post(issue, '/api/page-token', { page }, headers);
    return {
      status: answer.status,
      body: (await answer.json()) as { token?: string; error?: string },
    };
  };
  const measured = () => sumColumn(t.db, 'web_vital_pages', 'visits');
  const presses = () => sumColumn(t.db, 'contact_clicks', 'clicks');

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    const deps = { db: t.db, tokenKey, now: () => now };
    issue = createPageTokenHandler({ ...deps, isSitePage: async (path) => sitePages.has(path) });
    vitals = createWebVitalsHandler(deps);
    press = createContactClickHandler(deps);
  });
  afterAll(() => t.drop());

  it('issues a token to the site’s own page, for a page of the site only', async () => {
    const asked = await askToken('/Services/SEO/Pune/', visitor('198.51.100.1'));
    expect(asked.status).toBe(200);
    expect(asked.body.token).toMatch(/^[\w-]+\.[\w-]+$/);
    const crossSite = { ...visitor('198.51.100.1'), 'sec-fetch-site': 'cross-site' };
    expect((await askToken('/', crossSite)).status).toBe(403);
    // A browser too old for Sec-Fetch-Site still names the site as its Origin.
    const oldBrowser = { 'x-site-socket-address': '198.51.100.1', host: 'site.test' };
    expect((await askToken('/', { ...oldBrowser, origin: 'http://site.test' })).status).toBe(200);
    expect((await askToken('/', { ...oldBrowser, origin: 'http://evil.test' })).status).toBe(403);
    expect(await askToken('/made-up-page', visitor('198.51.100.1'))).toEqual({
      status: 404,
      body: { error: 'Not a page of the site.' },
    });
    expect((await askToken('/admin', visitor('198.51.100.1'))).status).toBe(400);
  });

  it('gives one network the tokens of an hour’s pages, then says so', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PAGE_TOKENS_PER_HOUR + 2; i++)
      statuses.push((await askToken('/', visitor('203.0.113.50'))).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PAGE_TOKENS_PER_HOUR);
    const over = await askToken('/', visitor('203.0.113.50'));
    expect(over).toEqual({
      status: 429,
      body: { error: 'Too many pages opened from this network; try again later.' },
    });
    // An IPv6 network is its /64: another address in it shares the budget.
    for (let i = 0; i < PAGE_TOKENS_PER_HOUR; i++)
      await askToken('/', visitor(`2001:db8:1:2::${(i + 1).toString(16)}`));
    expect((await askToken('/', visitor('2001:db8:1:2:ffff::1'))).status).toBe(429);
    expect((await askToken('/', visitor('2001:db8:1:3::1'))).status).toBe(200);
  });

  it('refuses forged beacons and presses, counts none of them, and tells the owner why', async () => {
    const address = '198.51.100.20';
    const own = visitor(address);
    const { body } = await askToken('/services/seo/pune', own);
    const token = body.token!;
    const beacon = (extra: object) => ({ page: '/services/seo/pune', lcp: 1200, ...extra });
    const click = (extra: object) => ({ channel: 'call', page: '/services/seo/pune', ...extra });
    const vitalsAnswer = async (extra: object, headers: Record<string, string> = own) =>
      (await post(vitals, '/api/web-vitals', beacon(extra), headers)).status;
    const pressAnswer = async (extra: object, headers: Record<string, string> = own) =>
      (await post(press, '/api/contact-clicks', click(extra), headers)).status;

    // Forged: no token, a made-up one, one for another page, another network, an expired one,
    // and the real one sent without the site's own page (no Sec-Fetch-Site, no Origin).
    const stale = tokenFor('/services/seo/pune', own, new Date(now.getTime() - 5 * HOUR));
    const forged = [
      [{}, own],
      [{ token: `${token.slice(0, -2)}xx` }, own],
      [{ token: tokenFor('/contact', own) }, own],
      [{ token }, visitor('198.51.100.21')],
      [{ token: stale }, own],
      [{ token }, { 'x-site-socket-address': address }],
    ] as const;
    for (const [extra, headers] of forged) {
      expect(await vitalsAnswer(extra, headers)).toBe(403);
      expect(await pressAnswer(extra, headers)).toBe(403);
    }
    expect(await measured()).toBe(0);
    expect(await presses()).toBe(0);

    // The real token counts once for each use, and never again.
    expect(await vitalsAnswer({ token })).toBe(204);
    expect(await vitalsAnswer({ token })).toBe(403);
    expect(await pressAnswer({ token })).toBe(204);
    expect(await pressAnswer({ token })).toBe(403);
    expect(await pressAnswer({ token, channel: 'whatsapp' })).toBe(204);
    expect(await measured()).toBe(1);
    expect(await presses()).toBe(2);

    await flushBeaconRefusals(t.db);
    const refusals = await listBeaconRefusals(t.db, '2026-11-01');
    const reasons = ['no-token', 'bad-token', 'other-page', 'other-network', 'expired'];
    for (const kind of ['web-vitals', 'contact-click'] as const) {
      for (const reason of [...reasons, 'cross-site', 'used'])
        expect(refusals, `${kind} ${reason}`).toContainEqual({ kind, reason, count: 1 });
    }
  });

  it('counts a press of each button once a page and a day from one network, and a day’s presses in all', async () => {
    const own = visitor('198.51.100.30');
    const pressWith = async (page: string, channel = 'call') => {
      const { body } = await askToken(page, own);
      const click = { channel, page, token: body.token };
      return (await post(press, '/api/contact-clicks', click, own)).status;
    };
    const before = await presses();
    expect(await pressWith('/contact')).toBe(204);
    // A fresh token for the same page and button, as a script asking again would have.
    expect(await pressWith('/contact')).toBe(429);
    expect(await pressWith('/contact', 'whatsapp')).toBe(204);
    const statuses: number[] = [];
    for (const page of posts) statuses.push(await pressWith(page));
    expect(statuses.filter((s) => s === 204)).toHaveLength(PRESSES_PER_DAY - 2);
    expect(statuses.at(-1)).toBe(429);
    expect(await presses()).toBe(before + PRESSES_PER_DAY);
  });
});
