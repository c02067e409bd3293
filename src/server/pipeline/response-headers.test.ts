import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SCRIPT_HASHES_HEADER } from '../cache/inline-script-hashes.mjs';
import { applyResponseHeaders } from './response-headers';

const counted = vi.hoisted(() => ({
  notFound: [] as string[],
  answered: [] as string[],
  views: [] as string[],
}));
vi.mock('../not-found-log/not-found-memory', () => ({
  countNotFound: (path: string) => counted.notFound.push(path),
  countAnswered: (path: string) => counted.answered.push(path),
}));
vi.mock('../page-views/page-view-memory', () => ({
  countPageView: (path: string) => counted.views.push(path),
}));

// A server whose "page" answers 200 with a public Cache-Control, or 404 when its path starts with
// /missing. An HTML page comes with the hashes of its scripts, as the renderer hands them on; the
// page's text is the nonce it was given, if any.
const server = http.createServer((request, response) => {
  applyResponseHeaders(request, response);
  const unchanged = request.headers['if-none-match'] === '"1"';
  if (request.url!.endsWith('.json')) response.setHeader('Content-Type', 'application/json');
  else {
    const type = request.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8';
    if (!unchanged) response.setHeader('Content-Type', type);
    response.setHeader(SCRIPT_HASHES_HEADER, "'sha256-page1=' 'sha256-page2='");
  }
  const status = request.url!.startsWith('/missing') ? 404 : unchanged ? 304 : 200;
  response.writeHead(status, { 'Cache-Control': 'public, max-age=60' });
  response.end(request.headers['content-security-policy'] ?? 'page');
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  for (const list of Object.values(counted)) list.length = 0;
});

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' };

describe('applyResponseHeaders', () => {
  it('counts a public 404 in the 404 log', async () => {
    const response = await fetch(`${origin}/missing-page?x=1`, { headers: browser });
    expect(response.status).toBe(404);
    expect(counted).toEqual({ notFound: ['/missing-page'], answered: [], views: [] });
  });

  it('counts a public 200 as answered and as a view of a person, not of a bot or prefetch', async () => {
    await fetch(`${origin}/services/seo`, { headers: browser });
    await fetch(`${origin}/services/seo`, { headers: { 'user-agent': 'Googlebot/2.1' } });
    await fetch(`${origin}/services/seo`, { headers: { ...browser, 'next-router-prefetch': '1' } });
    expect(counted.answered).toHaveLength(3);
    expect(counted.views).toEqual(['/services/seo']);
  });

  it('keeps admin answers out of shared caches and out of the counts', async () => {
    for (const path of ['/admin/enquiries/settings', '/api/admin/redirects', '/admin-invite/x']) {
      const response = await fetch(`${origin}${path}`, { headers: browser });
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect((await fetch(`${origin}/contact`)).headers.get('cache-control')).toBe(
      'public, max-age=60',
    );
    expect(counted.answered).toEqual(['/contact']);
    expect(counted.views).toEqual(['/contact']);
  });

  it("lets a page run only its own inline scripts, by hash, and an admin page's by nonce", async () => {
    const policy = async (path: string) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get(SCRIPT_HASHES_HEADER), path).toBeNull();
      return {
        policy: response.headers.get('content-security-policy')!,
        body: await response.text(),
      };
    };
    const page = await policy('/services/seo');
    expect(page.policy).toMatch(
      /script-src 'self' 'sha256-[^']+' 'sha256-page1=' 'sha256-page2=';/,
    );
    // A 304 carries no type, but the browser keeps its policy with the page it already has.
    const unchanged = await fetch(`${origin}/services/seo`, {
      headers: { 'if-none-match': '"1"' },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('content-security-policy')).toContain("'sha256-page2=';");

    const feed = await policy('/blog/feed.json');
    expect(feed.policy).toContain("script-src 'self';");
    const routerData = await fetch(`${origin}/services/seo`, { headers: { rsc: '1' } });
    expect(routerData.headers.get('content-security-policy')).toContain("script-src 'self';");

    const admin = await policy('/admin/enquiries/settings');
    const nonce = /'nonce-([^']+)'/.exec(admin.body)?.[1];
    expect(admin.policy).toContain(`'sha256-page2=' 'nonce-${nonce}';`);
    expect((await policy('/admin/enquiries/settings')).policy).not.toContain(nonce);
  });
});
